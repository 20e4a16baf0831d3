"""A slow, independent Shaturanga move generator, written from
``rules/en/shaturanga.html`` alone (no code shared with ``boardgames``).

A position is a dict ``{(file, rank): (player, letter)}`` plus the seat to
move, the set of lost players, the commander of each side (or None) and the
die (0: none).  Used by the perft tests only; it models board moves, the die
(chance plies ``die:1`` .. ``die:6``), automatic skips, passes, lost turns and
mates, command and the team victory, but not the exchange or the draw rules.

A lost player's seat is skipped, unless his ally took command before he was
lost: then the commander plays that seat's turns too (reference, "A Radjah
lost", [decision]), and since that seat has no Radjah of its own, the
commander's Radjah is the one his move must not leave in check (module
decision of ``boardgames.games.shaturanga``).
"""

import copy

DIRS = {0: (0, 1), 1: (1, 0), 2: (0, -1), 3: (-1, 0)}
THRONES = {0: (3, 0), 1: (0, 4), 2: (4, 7), 3: (7, 3)}
NAMED = {1: "B", 2: "H", 3: "E", 4: "R"}


def start():
    rows = {
        8: "yB yS .. .. kR kE kH kB", 7: "yH yS .. .. kS kS kS kS",
        6: "yE yS .. .. .. .. .. ..", 5: "yR yS .. .. .. .. .. ..",
        4: ".. .. .. .. .. .. dS dR", 3: ".. .. .. .. .. .. dS dE",
        2: "gS gS gS gS .. .. dS dH", 1: "gB gH gE gR .. .. dS dB"}
    board = {}
    for rank, text in rows.items():
        for f, cell in enumerate(text.split()):
            if cell != "..":
                board[(f, rank - 1)] = ("gykd".index(cell[0]), cell[1])
    return {"board": board, "seat": 0, "lost": set(), "cmd": {0: None, 1: None}, "die": 0,
            "dice": False, "need_throw": False, "over": False}


def inside(f, r):
    return 0 <= f < 8 and 0 <= r < 8


def side(player):
    return player % 2


def army_active(pos, player):
    if player not in pos["lost"]:
        return True
    return pos["cmd"][side(player)] == (player + 2) % 4


def targets(board, sq, player, letter):
    """Squares the piece may go to (own side's pieces excluded, capture limits)."""
    f, r = sq
    out = []

    def may_take(to):
        other = board.get(to)
        if other is None:
            return True
        if side(other[0]) == side(player):
            return False
        if letter in "SB":
            return other[1] in "SB"
        return True

    if letter == "R":
        for df in (-1, 0, 1):
            for dr in (-1, 0, 1):
                if (df or dr) and inside(f + df, r + dr) and may_take((f + df, r + dr)):
                    out.append((f + df, r + dr))
    elif letter == "H":
        for df, dr in ((1, 2), (2, 1), (-1, 2), (-2, 1), (1, -2), (2, -1), (-1, -2), (-2, -1)):
            if inside(f + df, r + dr) and may_take((f + df, r + dr)):
                out.append((f + df, r + dr))
    elif letter == "B":
        for df, dr in ((2, 2), (2, -2), (-2, 2), (-2, -2)):
            if inside(f + df, r + dr) and may_take((f + df, r + dr)):
                out.append((f + df, r + dr))
    elif letter == "E":
        for df, dr in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            x, y = f + df, r + dr
            while inside(x, y):
                if (x, y) in board:
                    if may_take((x, y)):
                        out.append((x, y))
                    break
                out.append((x, y))
                x, y = x + df, y + dr
    else:
        df, dr = DIRS[player]
        if inside(f + df, r + dr) and (f + df, r + dr) not in board:
            out.append((f + df, r + dr))
        for a, b in ((dr, df), (-dr, -df)):
            to = (f + df + a, r + dr + b)
            if inside(*to) and to in board and may_take(to):
                out.append(to)
    return out


def radjah_square(board, player):
    for sq, (p, letter) in board.items():
        if p == player and letter == "R":
            return sq
    return None


def checked(pos, board, player):
    king = radjah_square(board, player)
    if king is None:
        return False
    for sq, (p, letter) in board.items():
        if side(p) != side(player) and army_active(pos, p) and letter in "REH":
            if king in targets(board, sq, p, letter):
                return True
    return False


def keeper(pos):
    """The player whose Radjah the seat's move protects."""
    seat = pos["seat"]
    return seat if seat not in pos["lost"] else pos["cmd"][side(seat)]


def movers(pos):
    seat = pos["seat"]
    c = pos["cmd"][side(seat)]
    return {seat, (seat + 2) % 4} if c is not None else {seat}


def board_moves(pos, die=0):
    board = pos["board"]
    out = []
    for sq, (p, letter) in sorted(board.items()):
        if p not in movers(pos):
            continue
        if die and letter not in (NAMED[die], "S"):
            continue
        for to in targets(board, sq, p, letter):
            after = dict(board)
            del after[sq]
            after[to] = (p, letter)
            if not checked(pos, after, keeper(pos)):
                out.append((sq, to))
    return out


def name(sq):
    return "abcdefgh"[sq[0]] + str(sq[1] + 1)


def moves(pos):
    if pos["over"]:
        return []
    if pos["need_throw"]:
        return [f"die:{k}" for k in range(1, 7)]
    return sorted(name(a) + name(b) for a, b in board_moves(pos, pos["die"]))


def lose(pos, player):
    pos["lost"].add(player)
    sq = radjah_square(pos["board"], player)
    if sq is not None:
        del pos["board"][sq]
    if pos["cmd"][side(player)] == player:
        pos["cmd"][side(player)] = None
    if (player + 2) % 4 in pos["lost"]:
        pos["over"] = True


def next_turn(pos):
    while not pos["over"]:
        pos["seat"] = (pos["seat"] + 1) % 4
        pos["die"] = 0
        if not army_active(pos, pos["seat"]):      # lost, and no ally commands his army
            continue
        if not board_moves(pos):
            if checked(pos, pos["board"], keeper(pos)):
                lose(pos, keeper(pos))
            continue
        if pos["dice"]:
            pos["need_throw"] = True
        return


def play(pos, move):
    pos = copy.deepcopy(pos)
    if move.startswith("die:"):
        k = int(move[4:])
        if k <= 4:
            pos["need_throw"] = False
            pos["die"] = k
            if not board_moves(pos, k):
                next_turn(pos)
        return pos
    a = ("abcdefgh".index(move[0]), int(move[1]) - 1)
    b = ("abcdefgh".index(move[2]), int(move[3]) - 1)
    board = pos["board"]
    piece = board.pop(a)
    taken = board.get(b)
    board[b] = piece
    if piece[1] == "R":
        ally = (piece[0] + 2) % 4
        if b == THRONES[ally] and ally not in pos["lost"] and pos["cmd"][side(ally)] is None:
            pos["cmd"][side(ally)] = piece[0]
    if taken and taken[1] == "R":
        lose(pos, taken[0])
    next_turn(pos)
    return pos


def perft(pos, depth):
    ms = moves(pos)
    if depth == 1:
        return len(ms)
    return sum(perft(play(pos, m), depth - 1) for m in ms)


def from_text(text):
    """The position text of ``boardgames.games.shaturanga.notation`` (its docstring),
    read here independently; exchange offers and counters are ignored."""
    fields = text.split()
    board = {}
    for i, row in enumerate(fields[0].split("/")):
        rank, f, j = 7 - i, 0, 0
        while j < len(row):
            if row[j].isdigit():
                f += int(row[j])
                j += 1
            else:
                board[(f, rank)] = ("gykd".index(row[j]), row[j + 1])
                f += 1
                j += 2
    armies = fields[2]
    cmd = {0: None, 1: None}
    for p, a in enumerate(armies):
        if a == "C":
            cmd[p % 2] = p
    dice = fields[3] == "dice"
    die = 0 if fields[4] == "-" else int(fields[4])
    return {"board": board, "seat": "gykd".index(fields[1]),
            "lost": {p for p, a in enumerate(armies) if a in "LM"}, "cmd": cmd, "die": die,
            "dice": dice, "need_throw": dice and not die, "over": False}
