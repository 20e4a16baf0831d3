"""The Shuuro board (``rules/en/shuuro.html``, "The board", "Phase 2: the
battlefield"): the two board sizes and their move tables, the pieces, their
costs and limits, the plinths' quarters.

Squares are numbered ``rank * size + file``.  A piece is ``owner * 8 +
type`` (K=1 Q=2 R=3 B=4 N=5 P=6): Blue 1-6, Red 9-14; 0 is empty.  Plinths
are a separate table, since a Knight may stand on one.
"""

from __future__ import annotations

from ...core import Rng, square_name

BLUE, RED = 0, 1
KING, QUEEN, ROOK, BISHOP, KNIGHT, PAWN = range(1, 7)
LETTERS = ".KQRBNP"
TYPE_OF = {letter: t for t, letter in enumerate(LETTERS) if t}
NAMES = ("", "king", "queen", "rook", "bishop", "knight", "pawn")
COST = (0, 0, 110, 70, 40, 40, 10)
MAXIMUM = (0, 1, 3, 6, 9, 9, 18)
PRESET = (0, 1, 2, 3, 4, 4, 5)          # the balanced army of the reference: 19 pieces, 800
SIDE = ("Blue", "Red")
COLOUR = ("blue", "red")
SIDE_LETTER = ("w", "b")

EP_FLAG = 1 << 20
DOUBLE_FLAG = 1 << 21

RECRUIT, PLINTHS, ORDER, DEPLOY, INITIATIVE, COMBAT = (
    "recruit", "plinths", "order", "deploy", "initiative", "combat")


# ------------------------------------------------------------ geometry

class Geometry:
    """Move tables for one board size (12 or 6), computed once."""

    def __init__(self, size: int) -> None:
        self.size = n = size
        self.count = n * n
        self.names = [square_name(sq % n, sq // n) for sq in range(n * n)]
        self.index = {name: sq for sq, name in enumerate(self.names)}

        def walk(sq, df, dr, repeat):
            f, r, out = sq % n + df, sq // n + dr, []
            while 0 <= f < n and 0 <= r < n:
                out.append(r * n + f)
                if not repeat:
                    break
                f, r = f + df, r + dr
            return tuple(out)

        dirs = ((0, 1), (0, -1), (1, 0), (-1, 0), (1, 1), (1, -1), (-1, 1), (-1, -1))
        jumps = ((1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2))
        self.rays = [tuple(walk(sq, df, dr, True) for df, dr in dirs) for sq in range(n * n)]
        self.orth = [rays[:4] for rays in self.rays]
        self.diag = [rays[4:] for rays in self.rays]
        # slides[kind][sq]: the rays a Queen, Rook or Bishop moves along
        self.slides = (None, None, self.rays, self.orth, self.diag)
        # lines[player][sq]: each ray from sq with the piece of player besides
        # his Queen that attacks along it (a Rook straight, a Bishop diagonally)
        self.lines = [[tuple(zip(rays, (p * 8 + ROOK,) * 4 + (p * 8 + BISHOP,) * 4))
                       for rays in self.rays] for p in (BLUE, RED)]
        self.knight = [tuple(s for df, dr in jumps for s in walk(sq, df, dr, False))
                       for sq in range(n * n)]
        self.king = [tuple(s for df, dr in dirs for s in walk(sq, df, dr, False))
                     for sq in range(n * n)]
        # pawn_attacks[player][sq]: the squares a pawn of player on sq attacks
        self.pawn_attacks = [[tuple(s for df in (-1, 1) for s in walk(sq, df, dr, False))
                              for sq in range(n * n)] for dr in (1, -1)]
        self.forward = (n, -n)
        self.second = (1, n - 2)            # the rank (index) of the two-square step
        self.last = (n - 1, 0)              # promotion rank
        self.home = ((0, 1, 2), (n - 1, n - 2, n - 3))   # deployment ranks, first rank first
        rng = Rng(0x5348555552 + n)
        self.zobrist = [[rng.next64() for _ in range(n * n)] for _ in range(15)]
        self.zobrist_side = rng.next64()
        self.zobrist_ep = [rng.next64() for _ in range(n * n)]


GEOMETRY = {12: Geometry(12), 6: Geometry(6)}


def plinth_square(quarter: int, column: int, row: int) -> tuple[int, int]:
    """(file, rank) indexes of die result column.row in a quarter of the
    12x12 board: 0 Blue's left (a1-f6), 1 Blue's right (g1-l6), 2 Red's left
    (g7-l12, 1.1 = l12), 3 Red's right (a7-f12, 1.1 = f12)."""
    c, r = column - 1, row - 1
    if quarter == 0:
        return c, r
    if quarter == 1:
        return 6 + c, r
    if quarter == 2:
        return 11 - c, 11 - r
    return 5 - c, 11 - r
