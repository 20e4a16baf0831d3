"""The Jungle board (``rules/en/doushouqi.html``, "2. The board and the
setup"): squares, water, traps and dens, the animals, and the move tables
computed from them.

Squares are numbered ``rank * 7 + file`` (a1 = 0, g9 = 62).  A piece is a
small number: ``owner * 8 + animal rank`` (Green 1-8, Red 9-16), 0 is empty.
"""

from __future__ import annotations

from ...core import Rng, square_name

GREEN, RED = 0, 1
WIDTH, HEIGHT = 7, 9

RAT, CAT, WOLF, DOG, PANTHER, TIGER, LION, ELEPHANT = range(1, 9)
LETTERS = ".RCWDPTLE"          # animal rank -> letter
ANIMALS = {letter: rank for rank, letter in enumerate(LETTERS) if rank}
NAMES = ("", "rat", "cat", "wolf", "dog", "panther", "tiger", "lion", "elephant")

SQUARES = [square_name(sq % WIDTH, sq // WIDTH) for sq in range(WIDTH * HEIGHT)]
INDEX = {name: sq for sq, name in enumerate(SQUARES)}


def _squares(*names: str) -> frozenset[int]:
    return frozenset(INDEX[name] for name in names)


WATER = _squares("b4", "b5", "b6", "c4", "c5", "c6", "e4", "e5", "e6", "f4", "f5", "f6")
DEN = (INDEX["d1"], INDEX["d9"])                         # DEN[player]
TRAPS = (_squares("c1", "e1", "d2"), _squares("c9", "e9", "d8"))  # TRAPS[player]
TRAP_OWNER = [GREEN if sq in TRAPS[GREEN] else RED if sq in TRAPS[RED] else -1
              for sq in range(WIDTH * HEIGHT)]


def owner(piece: int) -> int:
    return (piece - 1) >> 3


def animal(piece: int) -> int:
    return ((piece - 1) & 7) + 1


# ------------------------------------------------------------ move tables

def _neighbours(sq: int) -> list[int]:
    file, rank = sq % WIDTH, sq // WIDTH
    out = []
    for df, dr in ((0, 1), (0, -1), (1, 0), (-1, 0)):
        f, r = file + df, rank + dr
        if 0 <= f < WIDTH and 0 <= r < HEIGHT:
            out.append(r * WIDTH + f)
    return out


def _steps(player: int, swimmer: bool) -> list[tuple[int, ...]]:
    """For each square, the squares one step away that such a piece may enter:
    never its own den, water only for the Rat."""
    return [tuple(t for t in _neighbours(sq)
                  if t != DEN[player] and (swimmer or t not in WATER))
            for sq in range(WIDTH * HEIGHT)]


def _jumps() -> list[tuple[tuple[int, tuple[int, ...]], ...]]:
    """For each bank square, the lake jumps of Lion and Tiger: the landing
    square and the water squares crossed."""
    table = []
    for sq in range(WIDTH * HEIGHT):
        found = []
        if sq not in WATER:
            file, rank = sq % WIDTH, sq // WIDTH
            for df, dr in ((0, 1), (0, -1), (1, 0), (-1, 0)):
                f, r, path = file + df, rank + dr, []
                while 0 <= f < WIDTH and 0 <= r < HEIGHT and r * WIDTH + f in WATER:
                    path.append(r * WIDTH + f)
                    f, r = f + df, r + dr
                if path and 0 <= f < WIDTH and 0 <= r < HEIGHT:
                    found.append((r * WIDTH + f, tuple(path)))
        table.append(tuple(found))
    return table


STEPS = {(player, swimmer): _steps(player, swimmer)
         for player in (GREEN, RED) for swimmer in (False, True)}
JUMPS = _jumps()


def _zobrist() -> tuple[list[list[int]], int]:
    rng = Rng(0x4A554E474C45)
    table = [[rng.next64() for _ in range(WIDTH * HEIGHT)] for _ in range(17)]
    return table, rng.next64()


ZOBRIST, ZOBRIST_RED = _zobrist()


def _steps_of_change() -> dict[int, tuple[tuple[int, int], tuple[int, int]]]:
    """What a move to an empty square changes in the position's hash (the
    piece leaves one square, enters another, the turn passes) -> the two
    moves that change it so, as (piece, move): a step or lake jump there and
    the one back.  For every piece and square, so that a hash leads back to
    the move that makes it (the repetition rule)."""
    table: dict = {}
    for piece in range(1, 17):
        zobrist = ZOBRIST[piece]
        for frm in range(WIDTH * HEIGHT):
            for to in _neighbours(frm) + [to for to, _ in JUMPS[frm]]:
                if frm < to:
                    change = zobrist[frm] ^ zobrist[to] ^ ZOBRIST_RED
                    if change in table:
                        raise ValueError("two moves change the hash alike")   # (never: 64 bits)
                    table[change] = ((piece, frm * 64 + to), (piece, to * 64 + frm))
    return table


STEPS_OF_CHANGE = _steps_of_change()
