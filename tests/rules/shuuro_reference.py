"""A second, deliberately simple Shuuro combat move generator.

Written from ``rules/en/shuuro.html`` only, to cross-check the engine in
``py/boardgames/games/shuuro/``: it imports nothing from ``boardgames``.  It is
slow on purpose: the board is a dict ``(file, rank) -> letter`` (upper case
Blue, lower case Red), a set of plinth squares, and every move is tried on a
copy of the position and kept when the mover's King is not attacked after it.

    pos = parse("<sfen> [ep=e3] [ambush=1]", size=12)
    legal_moves(pos)            # ["e2e4", "e11e12q", ...]
    perft(pos, 2)
"""

from __future__ import annotations

FILES = "abcdefghijkl"
ORTHO = ((0, 1), (0, -1), (1, 0), (-1, 0))
DIAG = ((1, 1), (1, -1), (-1, 1), (-1, -1))
JUMPS = ((1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2))


class Position:
    def __init__(self, size, pieces, plinths, blue_to_move, ep=None, ambush=False, over=False):
        self.size = size
        self.pieces = pieces          # {(file, rank): letter}, ranks and files from 0
        self.plinths = plinths        # set of (file, rank)
        self.blue = blue_to_move
        self.ep = ep                  # (file, rank) skipped by a two-square step, or None
        self.ambush = ambush          # the first combat move: the enemy King may be taken
        self.over = over              # a King was taken


def name(sq):
    return FILES[sq[0]] + str(sq[1] + 1)


def parse(text, size=12):
    words = text.split()
    pieces, plinths = {}, set()
    for i, row in enumerate(words[0].split("/")):
        rank, file, j = size - 1 - i, 0, 0
        while j < len(row):
            if row[j].isdigit():
                k = j
                while k < len(row) and row[k].isdigit():
                    k += 1
                file += int(row[j:k])
                j = k
                continue
            if row[j] == "_":
                plinths.add((file, rank))
                j += 1
            if row[j] != ".":
                pieces[(file, rank)] = row[j]
            file += 1
            j += 1
    ep, ambush = None, False
    for word in words[4:]:
        if word.startswith("ep="):
            ep = (FILES.index(word[3]), int(word[4:]) - 1)
        if word == "ambush=1":
            ambush = True
    return Position(size, pieces, plinths, words[1] == "w", ep, ambush)


def is_blue(letter):
    return letter.isupper()


def inside(pos, f, r):
    return 0 <= f < pos.size and 0 <= r < pos.size


def attacks(pos, frm, letter):
    """The squares the piece ``letter`` on ``frm`` attacks (plinths block
    every line; pawns attack diagonally forward)."""
    kind = letter.upper()
    f0, r0 = frm
    out = []
    if kind == "N":
        for df, dr in JUMPS:
            if inside(pos, f0 + df, r0 + dr):
                out.append((f0 + df, r0 + dr))
    elif kind == "K":
        for df, dr in ORTHO + DIAG:
            if inside(pos, f0 + df, r0 + dr):
                out.append((f0 + df, r0 + dr))
    elif kind == "P":
        dr = 1 if is_blue(letter) else -1
        for df in (-1, 1):
            if inside(pos, f0 + df, r0 + dr):
                out.append((f0 + df, r0 + dr))
    else:
        dirs = {"Q": ORTHO + DIAG, "R": ORTHO, "B": DIAG}[kind]
        for df, dr in dirs:
            f, r = f0 + df, r0 + dr
            while inside(pos, f, r):
                if (f, r) in pos.plinths:
                    break
                out.append((f, r))
                if (f, r) in pos.pieces:
                    break
                f, r = f + df, r + dr
    return out


def attacked(pos, sq, by_blue):
    for frm, letter in pos.pieces.items():
        if is_blue(letter) == by_blue and sq in attacks(pos, frm, letter):
            return True
    return False


def may_land(pos, letter, to):
    """May this piece end its move on ``to`` (empty or an enemy)?"""
    target = pos.pieces.get(to)
    if target is not None and is_blue(target) == is_blue(letter):
        return False
    if to in pos.plinths:
        return letter.upper() == "N"    # only Knights go on plinths, and take there
    return True


def pseudo_moves(pos):
    """(from, to, promotion letter or '', en passant) by the rules of movement."""
    out = []
    for frm, letter in pos.pieces.items():
        if is_blue(letter) != pos.blue:
            continue
        kind = letter.upper()
        if kind == "P":
            dr = 1 if pos.blue else -1
            last = pos.size - 1 if pos.blue else 0
            second = 1 if pos.blue else pos.size - 2
            f, r = frm
            targets = []
            one = (f, r + dr)
            if one not in pos.pieces and one not in pos.plinths:
                targets.append((one, False))
                two = (f, r + 2 * dr)
                if r == second and two not in pos.pieces and two not in pos.plinths:
                    targets.append((two, False))
            for to in attacks(pos, frm, letter):
                if to in pos.plinths:
                    continue
                if to in pos.pieces and is_blue(pos.pieces[to]) != pos.blue:
                    targets.append((to, False))
                elif to == pos.ep and to not in pos.pieces:
                    targets.append((to, True))
            for to, ep in targets:
                if to[1] == last:
                    for promo in "qrbn":
                        out.append((frm, to, promo, False))
                else:
                    out.append((frm, to, "", ep))
        else:
            for to in attacks(pos, frm, letter):
                if may_land(pos, letter, to):
                    out.append((frm, to, "", False))
    return out


def make(pos, move):
    frm, to, promo, ep = move
    pieces = dict(pos.pieces)
    letter = pieces.pop(frm)
    taken = pieces.get(to)
    if ep:
        pieces.pop((to[0], frm[1]))
    if promo:
        letter = promo.upper() if pos.blue else promo
    pieces[to] = letter
    new_ep = None
    if letter.upper() == "P" and abs(to[1] - frm[1]) == 2:
        new_ep = (frm[0], (frm[1] + to[1]) // 2)
    over = taken is not None and taken.upper() == "K"
    return Position(pos.size, pieces, pos.plinths, not pos.blue, new_ep, False, over)


def king_of(pos, blue):
    for sq, letter in pos.pieces.items():
        if letter == ("K" if blue else "k"):
            return sq
    return None


def legal(pos):
    if pos.over:
        return []
    out = []
    for move in pseudo_moves(pos):
        target = pos.pieces.get(move[1])
        if target is not None and target.upper() == "K":
            if pos.ambush:
                out.append(move)        # the ambush: taking the King wins at once
            continue
        after = make(pos, move)
        king = king_of(after, pos.blue)
        if not attacked(after, king, not pos.blue):
            out.append(move)
    return out


def legal_moves(pos):
    return sorted(name(f) + name(t) + p for f, t, p, _ in legal(pos))


def perft(pos, depth):
    if depth == 0:
        return 1
    moves = legal(pos)
    if depth == 1:
        return len(moves)
    return sum(perft(make(pos, m), depth - 1) for m in moves)
