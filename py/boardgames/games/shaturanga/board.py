"""The Shaturanga board (``rules/en/shaturanga.html``, "The game in short",
"Board and setup", "The pieces"): squares, thrones, the armies and their
pieces, the move tables, the die's pieces.

Squares are ``rank * 8 + file``; a piece is ``owner * 8 + type``.  Internal
moves: a board move is ``frm | to << 6 | promotion << 12`` (below
``1 << 15``); ``DIE + k`` is the die showing ``k``; ``EX_OFFER``,
``EX_ACCEPT``, ``EX_DECLINE`` the exchange of lost Radjahs.
"""

from __future__ import annotations

from ...core import Rng, square_name

GREEN, YELLOW, BLACK, RED = range(4)
RADJAH, ELEPHANT, HORSE, BOAT, SOLDIER = range(1, 6)
LETTERS = ".REHBS"
TYPE_OF = {letter: t for t, letter in enumerate(LETTERS) if t}
NAMES = ("", "radjah", "elephant", "horse", "boat", "soldier")
ARMY = "gykd"
EMPTY_RUN = "12345678"         # a run of empty squares in the board field
SQUARES = [square_name(sq % 8, sq // 8) for sq in range(64)]
INDEX = {name: sq for sq, name in enumerate(SQUARES)}
THRONE = (INDEX["d1"], INDEX["a5"], INDEX["e8"], INDEX["h4"])
DIE_TYPE = (0, BOAT, HORSE, ELEPHANT, RADJAH)
PROMOTIONS = (ELEPHANT, HORSE, BOAT)     # what a Soldier on the far edge may become
FORWARD = ((0, 1), (1, 0), (0, -1), (-1, 0))       # soldiers' direction per player

# special move numbers (board moves are frm | to << 6 | promo << 12, < 1 << 15)
DIE = 1 << 16              # DIE + k: the die shows k
EX_OFFER, EX_ACCEPT, EX_DECLINE = (1 << 17) + 1, (1 << 17) + 2, (1 << 17) + 3
DIE_MOVES = [DIE + k for k in range(1, 7)]


def _on(f: int, r: int) -> bool:
    return 0 <= f < 8 and 0 <= r < 8


def _table(deltas):
    return [tuple((sq // 8 + dr) * 8 + sq % 8 + df for df, dr in deltas
                  if _on(sq % 8 + df, sq // 8 + dr)) for sq in range(64)]


KING = _table([(a, b) for a in (-1, 0, 1) for b in (-1, 0, 1) if a or b])
KNIGHT = _table([(1, 2), (2, 1), (-1, 2), (-2, 1), (1, -2), (2, -1), (-1, -2), (-2, -1)])
BOAT_JUMP = _table([(2, 2), (2, -2), (-2, 2), (-2, -2)])


def _rays():
    out = []
    for sq in range(64):
        rays = []
        for df, dr in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            f, r, ray = sq % 8 + df, sq // 8 + dr, []
            while _on(f, r):
                ray.append(r * 8 + f)
                f, r = f + df, r + dr
            if ray:
                rays.append(tuple(ray))
        out.append(tuple(rays))
    return out


RAYS = _rays()


def _soldier_tables():
    step, caps, last = [], [], []
    for p, (df, dr) in enumerate(FORWARD):
        s, c, e = [], [], []
        for sq in range(64):
            f, r = sq % 8, sq // 8
            s.append((r + dr) * 8 + f + df if _on(f + df, r + dr) else -1)
            side = [(dr, df), (-dr, -df)]        # perpendicular to the direction
            c.append(tuple((r + dr + b) * 8 + f + df + a for a, b in side
                           if _on(f + df + a, r + dr + b)))
            e.append(not _on(f + df, r + dr))
        step.append(s)
        caps.append(c)
        last.append(e)
    return step, caps, last


S_STEP, S_CAPS, S_LAST = _soldier_tables()


def _with_moves(frm: int, squares) -> tuple:
    """Each of ``squares`` (where a piece on ``frm`` may go) with its board
    move ``frm | to << 6``, made once here for the move lists."""
    return tuple((to, frm | to << 6) for to in squares)


STEP_MOVES = {kind: [_with_moves(frm, table[frm]) for frm in range(64)]
              for kind, table in ((RADJAH, KING), (HORSE, KNIGHT), (BOAT, BOAT_JUMP))}
"""STEP_MOVES[kind][frm]: the Radjah's, Horse's and Boat's squares from
``frm``, each with its move (``_with_moves``)."""
RAY_MOVES = [tuple(_with_moves(frm, ray) for ray in RAYS[frm]) for frm in range(64)]
"""RAY_MOVES[frm]: the Elephant's lines from ``frm``, the same way."""
S_STEP_MOVE = [[(to, frm | to << 6 if to >= 0 else -1) for frm, to in enumerate(step)]
               for step in S_STEP]
"""S_STEP_MOVE[player][frm]: a Soldier's step and its move (-1, -1: none)."""
S_CAP_MOVES = [[_with_moves(frm, caps[frm]) for frm in range(64)] for caps in S_CAPS]
"""S_CAP_MOVES[player][frm]: a Soldier's captures, the same way."""


# where pieces take, for the computer player (``ai.py``)
def _squares(squares) -> int:
    """A set of squares as one number, a bit per square."""
    return sum(1 << sq for sq in squares)


TAKES_ON = [(None, [_squares(KING[sq]) for sq in range(64)], None,
             [_squares(KNIGHT[sq]) for sq in range(64)],
             [_squares(BOAT_JUMP[sq]) for sq in range(64)],
             [_squares(S_CAPS[player][sq]) for sq in range(64)]) for player in range(4)]
"""TAKES_ON[player][kind][sq]: the squares (a bit each) where a piece of his
on ``sq`` could take (an Elephant's lines depend on the board: ``RAYS``)."""


def _between(a: int, b: int):
    """The squares strictly between two squares on one rank or file (None
    if they share neither)."""
    if a == b or (a % 8 != b % 8 and a // 8 != b // 8):
        return None
    step = 1 if a // 8 == b // 8 else 8
    lo, hi = min(a, b), max(a, b)
    return tuple(range(lo + step, hi, step))


BETWEEN = [[_between(a, b) for b in range(64)] for a in range(64)]
"""BETWEEN[a][b]: the squares an Elephant's line from ``a`` to ``b`` crosses."""
KNIGHT_NEAR = [frozenset(squares) for squares in KNIGHT]
"""KNIGHT_NEAR[sq]: where a Horse takes on ``sq`` from, as a set."""
KING_NEAR = [frozenset(squares) for squares in KING]
"""KING_NEAR[sq]: where a Radjah takes on ``sq`` from, as a set."""


def _zobrist():
    rng = Rng(0x5348415455)
    return [[rng.next64() for _ in range(64)] for _ in range(32)]


ZOBRIST = _zobrist()
