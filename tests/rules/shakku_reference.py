"""A second, deliberately simple Shakku move generator, for cross-checks.

Written from ``rules/en/shakku.html`` and the position/move texts
documented in ``py/boardgames/games/shakku/``; it imports nothing from
``boardgames``.  A position is a plain dict; every move builds a new one
(no undo); the course is walked one step at a time with ``next_point``.

    pos = parse("<position text>", width=15, stacks=False)
    branches(pos)              # move or chance texts
    after(pos, "3:c2")         # a new position
    perft(pos, 3)
"""

from __future__ import annotations

import copy
from itertools import combinations_with_replacement

FILES = "abcdefghijklmno"
FACES = {"-": 0, "X": 1, "II": 2, "III": 3}
NAMES = {0: "-", 1: "X", 2: "II", 3: "III"}
ORDER = ["X", "II", "III", "-"]


def throws():
    """The distinct throws, faces in the order X II III -."""
    return ["throw:" + ".".join(c) for c in combinations_with_replacement(ORDER, 3)]


def name(pt):
    return FILES[pt[0]] + str(pt[1] + 1)


def parse(text, width=15, stacks=False):
    board_text, side, dice, king, waiting = text.split()
    pos = {"w": width, "stacks": stacks, "active": {}, "inactive": {}, "king": None,
           "owner": None if king == "-" else "rb".index(king),
           "turn": None if side == "?" else "rb".index(side),
           "dice": None, "wait": [int(x) for x in waiting.split("/")], "over": None}
    for i, row_text in enumerate(board_text.split("/")):
        row, f, j = 2 - i, 0, 0
        while j < len(row_text):
            ch = row_text[j]
            j += 1
            num = ""
            while j < len(row_text) and row_text[j].isdigit():
                num += row_text[j]
                j += 1
            if ch in "RB":
                pos["active"][(f, row)] = ("RB".index(ch), int(num or 1))
            elif ch in "rb":
                pos["inactive"][(f, row)] = "rb".index(ch)
            elif ch == "K":
                pos["king"] = (f, row)
            f += 1
    if dice != "*":
        pos["dice"] = [FACES[x.upper()] for x in dice.split(".") if x == x.upper()
                       and FACES[x.upper()]]
    return pos


def next_point(side, pt, w):
    """One step along ``side``'s course, and whether the course end was passed."""
    f, r = pt
    if side == 0:
        if r == 1:
            return ((f - 1, 1), False) if f > 0 else ((0, 2), False)
        if f < w - 1:
            return (f + 1, r), False
        return ((w - 1, 1), False) if r == 0 else ((0, 0), True)
    if r == 1:
        return ((f + 1, 1), False) if f < w - 1 else ((w - 1, 0), False)
    if f > 0:
        return (f - 1, r), False
    return ((0, 1), False) if r == 2 else ((w - 1, 2), True)


def start_point(side, w):
    return (0, 0) if side == 0 else (w - 1, 2)


def count(pos, side):
    return (sum(1 for s in pos["inactive"].values() if s == side) + pos["wait"][side]
            + sum(n for s, n in pos["active"].values() if s == side)
            + (1 if pos["owner"] == side else 0))


def can_land(pos, side, pt, whole):
    if pt == pos["king"]:
        return pos["owner"] != side and not whole
    return pos["inactive"].get(pt, side) == side


def front_inactive(pos, side):
    mine = [pt for pt, s in pos["inactive"].items() if s == side]
    if not mine:
        return None
    return max(mine) if side == 0 else min(mine)  # rows hold one side's inactive pawns


def die_moves(pos, side, d):
    """[(text, kind, from, to)] for one die value."""
    w, out = pos["w"], []
    front = front_inactive(pos, side)
    if d == 1 and front is not None:
        to, _ = next_point(side, front, w)
        held = pos["active"].get(to)
        if to != pos["king"] and (held is None or held[0] == side):
            out.append((f"1:{name(front)}", "act", front, to))
    if pos["wait"][side] and front is None:
        to = start_point(side, w)
        for _ in range(d - 1):
            to, _ = next_point(side, to, w)
        if can_land(pos, side, to, False):
            out.append((f"{d}:W", "enter", None, to))
    if pos["owner"] == side:
        kf, kr = pos["king"]
        for df, dr in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            to = (kf + df * d, kr + dr * d)
            if not (0 <= to[0] < w and 0 <= to[1] < 3):
                continue
            if to in pos["inactive"]:
                continue
            held = pos["active"].get(to)
            if held and held[0] == side:
                continue
            out.append((f"{d}:K>{name(to)}", "king", pos["king"], to))
    for pt, (s, n) in sorted(pos["active"].items(), key=lambda kv: (kv[0][1], kv[0][0])):
        if s != side:
            continue
        to, passed = pt, False
        for _ in range(d):
            to, end = next_point(side, to, w)
            passed = passed or end
            if end and front is not None:
                to = None
                break
        for whole in ([False, True] if pos["stacks"] and n > 1 else [False]):
            if to is None or can_land(pos, side, to, whole):
                out.append((f"{d}:{name(pt)}{'*' if whole else ''}", "stack" if whole else "pawn",
                            pt, to))
    return out


def player_moves(pos):
    if pos["over"] is not None or pos["dice"] is None:
        return []
    out = []
    for d in sorted(set(pos["dice"]), key=pos["dice"].index):
        out.extend(die_moves(pos, pos["turn"], d))
    return out


def blocked(pos, side):
    return not any(die_moves(pos, side, d) for d in (1, 2, 3))


def branches(pos):
    if pos["over"] is not None:
        return []
    if pos["turn"] is None:
        return ["first:red", "first:blue"]
    if pos["dice"] is None:
        return throws()
    return [m[0] for m in player_moves(pos)]


def _next_turn(pos):
    pos["turn"] = 1 - pos["turn"]
    pos["dice"] = None
    if blocked(pos, pos["turn"]):
        pos["over"] = (1 - pos["turn"], "blocked")


def _settle(pos):
    if not any(die_moves(pos, pos["turn"], d) for d in set(pos["dice"])):
        _next_turn(pos)


def after(pos, text):
    new = copy.deepcopy(pos)
    if text.startswith("first:"):
        new["turn"] = 0 if text == "first:red" else 1
        new["dice"] = None
        if blocked(new, new["turn"]):
            new["over"] = (1 - new["turn"], "blocked")
        return new
    if text.startswith("throw:"):
        new["dice"] = [FACES[x] for x in text[6:].split(".") if FACES[x]]
        _settle(new)
        return new
    move = [m for m in player_moves(pos) if m[0] == text][0]
    _, kind, frm, to = move
    side, other = pos["turn"], 1 - pos["turn"]
    d = int(text[0])
    new["dice"].remove(d)
    captured = False
    if kind == "act":
        del new["inactive"][frm]
        n = 1
    elif kind == "enter":
        new["wait"][side] -= 1
        n = 1
    elif kind == "king":
        held = new["active"].pop(to, None)
        captured = held is not None
        new["king"] = to
        n = 0
    else:
        s, h = new["active"][frm]
        n = h if kind == "stack" else 1
        if h == n:
            del new["active"][frm]
        else:
            new["active"][frm] = (s, h - n)
    if n:
        if to is None:
            new["wait"][side] += n
        elif to == new["king"]:
            captured = new["owner"] == other
            new["owner"] = side
        else:
            held = new["active"].get(to)
            if held and held[0] == other:
                captured = True
                held = None
            new["active"][to] = (side, n + (held[1] if held else 0))
    if captured and count(new, other) == 0:
        new["over"] = (side, "no_pieces")
        return new
    _settle(new)
    return new


def perft(pos, depth):
    if depth == 0:
        return 1
    moves = branches(pos)
    if depth == 1:
        return len(moves)
    return sum(perft(after(pos, m), depth - 1) for m in moves)
