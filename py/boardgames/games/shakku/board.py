"""The Shakku board and dice (``rules/en/shakku.html``, "Board and setup",
"The course", "The stick dice"): the points of one board width, each side's
course, the King's lines, and the 20 distinct throws of the three stick dice.

Internal moves are small numbers: ``kind | die << 3 | a << 5 | b << 11``
(``a`` the point moved from, ``b`` the point reached, ``OFF`` for a pawn
that leaves to wait)."""

from __future__ import annotations

from ...core import square_name

RED, BLUE = 0, 1
SIDE_LETTER = "rb"
SIDE_NAME = ("red", "blue")
FACES = ("-", "X", "II", "III")       # face text by value (0 = blank)
FACE_VALUE = {"-": 0, "X": 1, "II": 2, "III": 3}
FACE_ORDER = (1, 2, 3, 0)              # X, II, III, blank: how a throw is written
PLAYED_FACE = {"x": 1, "ii": 2, "iii": 3}   # a die already played, in a position text
SIGNS = ".rbRBK"                       # the signs of the board field
ASCII_DIGITS = "0123456789"

# Internal moves: kind | die << 3 | a << 5 | b << 11.
PAWN, STACK, ACTIVATE, KING, REENTER, THROW, FIRST = range(7)
OFF = 63                               # ``b`` of a pawn that leaves to wait
WAITING = "@W"                         # in the view: where the waiting pawns come from


def _throws() -> list[tuple[tuple[int, ...], float]]:
    """The 20 distinct throws of three four-faced dice, with probabilities."""
    out = []
    for i, a in enumerate(FACE_ORDER):
        for j in range(i, 4):
            for k in range(j, 4):
                faces = (a, FACE_ORDER[j], FACE_ORDER[k])
                distinct = len(set(faces))
                ways = 6 if distinct == 3 else 3 if distinct == 2 else 1
                out.append((faces, ways / 64))
    return out


THROWS = _throws()
THROW_TEXT = ["throw:" + ".".join(FACES[f] for f in faces) for faces, _ in THROWS]
THROW_INDEX = {faces: n for n, (faces, _) in enumerate(THROWS)}


def sort_faces(faces) -> tuple[int, ...]:
    return tuple(sorted(faces, key=FACE_ORDER.index))


class Geometry:
    """Points, courses and King lines of one board width."""

    def __init__(self, width: int) -> None:
        self.width = w = width
        self.count = 3 * w
        self.points = range(3 * w)
        self.names = [square_name(p % w, p // w) for p in range(3 * w)]
        self.index = {name: p for p, name in enumerate(self.names)}
        red = ([f for f in range(w)] + [w + f for f in range(w - 1, -1, -1)]
               + [2 * w + f for f in range(w)])
        blue = [3 * w - 1 - p for p in red]     # the same course turned half round
        self.course = (red, blue)
        self.step = ([0] * (3 * w), [0] * (3 * w))   # step[side][point]: course index
        for side in (RED, BLUE):
            for i, p in enumerate(self.course[side]):
                self.step[side][p] = i
        self.king_start = w + (w - 1) // 2      # h2 on 15 points, e2 on 10
        # King lines: for each point and die value, the points d away in a straight line.
        self.king = [[[] for _ in range(4)] for _ in range(3 * w)]
        for p in range(3 * w):
            f, r = p % w, p // w
            for d in (1, 2, 3):
                for df, dr in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                    g, s = f + df * d, r + dr * d
                    if 0 <= g < w and 0 <= s < 3:
                        self.king[p][d].append(s * w + g)


GEOMETRY = {15: Geometry(15), 10: Geometry(10)}
