"""Shakku (Sáhkku), as in ``shared/rules/shakku.md``.

Three rows of 15 points (``a1``-``o3``; 10 points ``a1``-``j3`` with the
option ``board=10``).  Red (player 0) starts on row 1, Blue (player 1) on
row 3, the King on the middle point of row 2 (h2, or e2 on the short board).
Option ``moving_stacks``: a stack of two or more pawns may move as one.

Each side runs a course of ``3 * width`` points: Red a1..o1, o2..a2, a3..o3;
Blue o3..a3, a2..o2, o1..a1 (then around again, or to wait beside the start
line while the owner still has inactive pawns).

Chance and move texts
---------------------
Chance outcomes (``state.to_move == CHANCE``; the match draws them, the
throws when the player asks for them: ``thrower()`` names him):

* ``first:red`` / ``first:blue``: who plays first (probability 1/2 each);
* ``throw:F.F.F``: the three stick dice, faces ``X`` (1), ``II`` (2), ``III``
  (3) and ``-`` (blank), written in the order X, II, III, -
  (``throw:X.III.-``).  The dice are unordered (the player chooses the order
  of play), so there are 20 distinct throws, each with its multinomial
  probability (a face is 1/4).  ``play`` accepts the faces in any order.

A player's move uses one die: ``<value>:<point>``:

* ``3:c2``: the top pawn on c2 moves 3 points along its course;
* ``3:c2*``: the whole stack on c2 moves 3 (``moving_stacks`` only, two pawns
  or more);
* ``1:o1``: Red activates his front inactive pawn (on o1) with an X;
* ``2:K>j2``: the King moves to j2;
* ``2:W``: a waiting pawn re-enters on the 2nd point of its course.

When none of the dice left can be played the turn ends by itself and the
next throw is due; ``view()["panels"]["passed"]`` then says who passed, why
(``blank``: three blanks, ``no_move``: none of the thrown dice could be
played, ``dice_left``: the dice still unplayed could not be played) and
the faces lost.  It is kept until the next die is played.

Position text
-------------
Five fields separated by spaces::

    bbbbbbbbbbbbbbb/.......K......./rrrrrrrrrrrrrrr ? * - 0/0

1. The board, row 3 first, rows separated by ``/``, one token per point from
   file a: ``.`` empty, ``r``/``b`` an inactive Red/Blue pawn, ``R``/``B``
   an active Red/Blue pawn, ``R3``/``B3`` a stack of 3, ``K`` the King (with
   its marker pawn, if it has an owner).  Inactive pawns must fill their
   start line from its first point (a1 for Red, o3 for Blue) without gaps.
2. Whose turn: ``r``, ``b``, or ``?`` before the first player is drawn.
3. The dice: ``*`` when the throw is due, else the three faces thrown in the
   order thrown, each in upper case if still to play and lower case once
   played (``x.III.-``: the X is played, the III is left).
4. The King's owner: ``-`` (nobody), ``r`` or ``b``.
5. The waiting pawns beside the start lines, Red's then Blue's: ``0/2``.

Game end
--------
``Result(winner, "no_pieces")`` as soon as a player has no pawn left (his
King's marker counts); ``Result(winner, "blocked")`` when, at the start of a
player's turn, no die value (X, II or III) would let him move anything.

Choices where the reference is silent
-------------------------------------
* In ``moving_stacks``, a whole stack may not end on the King's point (one
  pawn becomes the marker, so the King is taken by a single pawn); a stack
  passing the end of its course while inactive pawns remain waits as a
  whole; waiting pawns re-enter one at a time.
* "Blocked" is tested for each die value alone (the first die of a turn must
  be playable by itself), when the turn passes to the player, before his throw.
* The first player drawn cannot be blocked in a legal start; a position text
  whose dice left cannot be played is refused (the turn would already be over).

Refusals
--------
A refused move or position raises ``IllegalMove`` or ``BadPosition`` whose
``params["why"]`` is a generic key (``not_legal``, ``not_a_move``, ``over``,
``bad_number``, ``not_text``) or one of this game's, ``shakku_...`` (their
words: ``js/errors/shakku.js``).  Numbers in a position (stack heights,
waiting pawns) are ASCII digits, at most the pawns of a side.

``perft`` counts chance nodes as plies, each distinct outcome one branch;
``expected_perft`` weighs chance branches by their probability.
"""

from __future__ import annotations

from .core import (CHANCE, BadPosition, EngineState, Game, IllegalMove, Option, Result,
                   bulk_perft, grid, shown, square_name, whole_number)

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


def _sort_faces(faces) -> tuple[int, ...]:
    return tuple(sorted(faces, key=FACE_ORDER.index))


class Geometry:
    """Points, courses and King lines of one board width."""

    def __init__(self, width: int) -> None:
        self.width = w = width
        self.count = 3 * w
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


class Shakku(Game):
    """Shakku.  Options: ``board`` (15 or 10 points a row), ``moving_stacks``."""

    name = "shakku"
    players = ("red", "blue")
    option_specs = (Option("board", 15, (15, 10)), Option("moving_stacks", False))
    in_browser = True

    def __init__(self, **options) -> None:
        super().__init__(**options)
        self.geo = GEOMETRY[self.options["board"]]
        self.stacks = self.options["moving_stacks"]

    def start_text(self) -> str:
        w = self.geo.width
        row2 = ["."] * w
        row2[self.geo.king_start - w] = "K"
        return f"{'b' * w}/{''.join(row2)}/{'r' * w} ? * - 0/0"

    def new(self, seed: int | None = None) -> "ShakkuState":
        return self.from_text(self.start_text())

    def from_text(self, text: str) -> "ShakkuState":
        return _parse(self, text)


class ShakkuState(EngineState):
    """A Shakku position, its dice and its history (snapshots, for undo)."""

    def __init__(self, game: Shakku) -> None:
        self.game = game
        self.geo = game.geo
        n = self.geo.count
        self.cnt = [[0] * n, [0] * n]      # active pawns per side and point
        self.inact = [0, 0]                 # inactive pawns (they fill the start line)
        self.wait = [0, 0]                  # pawns waiting beside the start line
        self.kp = self.geo.king_start       # the King's point
        self.kown = -1                      # the King's owner (-1: nobody)
        self.turn = -1                      # whose turn (-1: first player not drawn)
        self.to_move = CHANCE
        self.thrown: tuple[int, ...] | None = None   # faces, in the order thrown
        self.used = 0                       # bit i: die i played
        self.end: Result | None = None
        self.passed: tuple | None = None    # (player, reason, faces lost)
        self.last: tuple | None = None      # (move int, captured count, took King, text)
        self.stack: list[tuple] = []

    # -------------------------------------------------------- snapshots
    def _snapshot(self) -> tuple:
        return (tuple(self.cnt[0]), tuple(self.cnt[1]), tuple(self.inact), tuple(self.wait),
                self.kp, self.kown, self.turn, self.to_move, self.thrown, self.used,
                self.end, self.passed, self.last)

    def _restore(self, snap: tuple) -> None:
        c0, c1, inact, wait, self.kp, self.kown, self.turn, self.to_move, self.thrown, \
            self.used, self.end, self.passed, self.last = snap
        self.cnt = [list(c0), list(c1)]
        self.inact, self.wait = list(inact), list(wait)

    def copy(self) -> "ShakkuState":
        other = ShakkuState.__new__(ShakkuState)
        other.__dict__.update(self.__dict__)
        other.cnt = [list(self.cnt[0]), list(self.cnt[1])]
        other.inact, other.wait, other.stack = list(self.inact), list(self.wait), list(self.stack)
        return other

    # -------------------------------------------------------- the rules
    def pieces(self, side: int) -> int:
        """Every pawn a side still has: inactive, waiting, on the board, the marker."""
        return (self.inact[side] + self.wait[side] + sum(self.cnt[side])
                + (1 if self.kown == side else 0))

    def _land_ok(self, side: int, q: int, whole_stack: bool) -> bool:
        """May a pawn (or a whole stack) of ``side`` end its move on ``q``?"""
        if q == self.kp:
            # [decision] a stack may not take the King: one pawn becomes its marker.
            return self.kown != side and not whole_stack
        other = side ^ 1
        return self.geo.step[other][q] >= self.inact[other]   # no inactive enemy pawn there

    def _dice_left(self) -> list[int]:
        """The distinct values of the dice still to play."""
        if self.thrown is None:
            return []
        out = []
        for i, f in enumerate(self.thrown):
            if f and not self.used >> i & 1 and f not in out:
                out.append(f)
        return out

    def _die_moves(self, side: int, d: int, out: list[int], first: bool = False) -> bool:
        """Append the moves of ``side`` with a die ``d``; with ``first``, stop
        at the first one found.  True if any was found."""
        geo = self.geo
        other = side ^ 1
        mine, theirs = self.cnt[side], self.cnt[other]
        n = geo.count
        course, step = geo.course[side], geo.step[side]
        found = False
        if self.kown == side:                     # the King, in a straight line
            kp = self.kp
            for q in geo.king[kp][d]:
                if mine[q] or step[q] < self.inact[side] or \
                        geo.step[other][q] < self.inact[other]:
                    continue
                out.append(KING | d << 3 | kp << 5 | q << 11)
                if first:
                    return True
                found = True
        k = self.inact[side]
        if k and d == 1:                          # activation of the front pawn
            q = course[k]
            if not theirs[q] and q != self.kp:
                out.append(ACTIVATE | 1 << 3 | course[k - 1] << 5 | q << 11)
                if first:
                    return True
                found = True
        if self.wait[side] and not k:             # a waiting pawn re-enters
            q = course[d - 1]
            if self._land_ok(side, q, False):
                out.append(REENTER | d << 3 | q << 11)
                if first:
                    return True
                found = True
        stacks = self.game.stacks
        for p in range(n):
            h = mine[p]
            if not h:
                continue
            j = step[p] + d
            if j >= n:
                if k:
                    q = OFF
                else:
                    q = course[j - n]
            else:
                q = course[j]
            if q == OFF or self._land_ok(side, q, False):
                out.append(PAWN | d << 3 | p << 5 | q << 11)
                if first:
                    return True
                found = True
            if stacks and h > 1 and (q == OFF or self._land_ok(side, q, True)):
                out.append(STACK | d << 3 | p << 5 | q << 11)
                found = True
        return found

    def can_move(self, side: int, d: int) -> bool:
        return self._die_moves(side, d, [], first=True)

    def blocked(self, side: int) -> bool:
        """No die value would let ``side`` move anything."""
        return not any(self._die_moves(side, d, [], first=True) for d in (1, 2, 3))

    def _moves(self) -> list[int]:
        if self.end is not None:
            return []
        if self.to_move == CHANCE:
            if self.turn < 0:
                return [FIRST | RED << 5, FIRST | BLUE << 5]
            return [THROW | n << 5 for n in range(len(THROWS))]
        out: list[int] = []
        for d in self._dice_left():
            self._die_moves(self.turn, d, out)
        return out

    def _start_turn(self, side: int) -> None:
        """The throw is due for ``side``; he loses if no die could ever move him."""
        self.turn, self.to_move, self.thrown, self.used = side, CHANCE, None, 0
        if self.blocked(side):
            self.end = Result(side ^ 1, "blocked")

    def _end_turn_if_stuck(self, reason: str) -> None:
        side = self.turn
        left = self._dice_left()
        if any(self._die_moves(side, d, [], first=True) for d in left):
            return
        lost = tuple(f for i, f in enumerate(self.thrown) if f and not self.used >> i & 1)
        if lost or reason == "blank":
            self.passed = (side, reason, lost)
        self._start_turn(side ^ 1)

    def _push(self, m: int) -> None:
        self.stack.append(self._snapshot())
        kind = m & 7
        if kind == FIRST:
            self.last = (m, 0, False, "first:" + SIDE_NAME[m >> 5 & 63])
            self._start_turn(m >> 5 & 63)
            return
        if kind == THROW:
            faces = THROWS[m >> 5 & 63][0]
            self.thrown, self.used, self.to_move = faces, 0, self.turn
            self.last = (m, 0, False, THROW_TEXT[m >> 5 & 63])
            self._end_turn_if_stuck("blank" if not any(faces) else "no_move")
            return
        side, other = self.turn, self.turn ^ 1
        d, a, q = m >> 3 & 3, m >> 5 & 63, m >> 11 & 63
        mine, theirs = self.cnt[side], self.cnt[other]
        captured, took = 0, False
        if kind == KING:
            captured, theirs[q] = theirs[q], 0
            self.kp = q
        elif kind == ACTIVATE:
            self.inact[side] -= 1
            mine[q] += 1
        else:
            if kind == REENTER:
                self.wait[side] -= 1
                h = 1
            else:
                h = mine[a] if kind == STACK else 1
                mine[a] -= h
            if q == OFF:
                self.wait[side] += h
            elif q == self.kp:
                took = True
                if self.kown == other:
                    captured = 1                  # the old marker leaves the game
                self.kown = side
            else:
                captured, theirs[q] = theirs[q], 0
                mine[q] += h
        for i, f in enumerate(self.thrown):
            if f == d and not self.used >> i & 1:
                self.used |= 1 << i
                break
        self.passed = None
        self.last = (m, captured, took, None)
        if captured and not self.pieces(other):
            self.end = Result(side, "no_pieces")
            return
        self._end_turn_if_stuck("dice_left")

    def _pop(self) -> None:
        self._restore(self.stack.pop())

    # -------------------------------------------------------- texts
    def move_text(self, m: int) -> str:
        kind = m & 7
        if kind == FIRST:
            return "first:" + SIDE_NAME[m >> 5 & 63]
        if kind == THROW:
            return THROW_TEXT[m >> 5 & 63]
        d, a, q = m >> 3 & 3, m >> 5 & 63, m >> 11 & 63
        names = self.geo.names
        if kind == KING:
            return f"{d}:K>{names[q]}"
        if kind == REENTER:
            return f"{d}:W"
        return f"{d}:{names[a]}{'*' if kind == STACK else ''}"

    def legal_moves(self) -> list[str]:
        if self.to_move == CHANCE:
            return []
        return [self.move_text(m) for m in self._moves()]

    def thrower(self) -> int | None:
        """The player throws the sticks himself (who starts is drawn at once)."""
        return self.turn if self.to_move == CHANCE and self.turn >= 0 else None

    def chance_outcomes(self) -> list[tuple[str, float]]:
        if self.to_move != CHANCE or self.end is not None:
            return []
        if self.turn < 0:
            return [("first:red", 0.5), ("first:blue", 0.5)]
        return [(THROW_TEXT[n], p) for n, (_, p) in enumerate(THROWS)]

    def parse_move(self, text: str) -> int:
        if not isinstance(text, str):
            raise IllegalMove("a move is a text", why="not_a_move", move=str(text))
        text = text.strip()
        if self.end is not None:
            raise IllegalMove(f"{shown(text)}: the game is over", why="over", move=text)
        if self.to_move == CHANCE:
            if self.turn < 0:
                if text in ("first:red", "first:blue"):
                    return FIRST | (RED if text == "first:red" else BLUE) << 5
                raise IllegalMove(f"{shown(text)}: the first player is drawn here "
                                  "(first:red or first:blue)", why="shakku_first_due", move=text)
            word, _, rest = text.partition(":")
            faces = rest.split(".")
            if word == "throw" and len(faces) == 3 and all(f in FACE_VALUE for f in faces):
                return THROW | THROW_INDEX[_sort_faces(FACE_VALUE[f] for f in faces)] << 5
            raise IllegalMove(f"{shown(text)}: the dice are due here, like throw:X.III.-",
                              why="shakku_throw_due", move=text)
        moves = {self.move_text(m): m for m in self._moves()}
        if text in moves:
            return moves[text]
        die, sep, where = text.partition(":")
        if not sep or die not in ("1", "2", "3") or not where:
            raise IllegalMove(f"{shown(text)} is not a move: write the die and the point, "
                              "like 3:c2, 2:K>j2 or 1:W", why="not_a_move", move=text)
        left = self._dice_left()
        if int(die) not in left:
            shown_left = ", ".join(str(d) for d in left)
            raise IllegalMove(f"{shown(text)}: no die {die} left to play (left: {shown_left})",
                              move=text, why="shakku_no_such_die", die=int(die),
                              left=shown_left)
        raise IllegalMove(f"{shown(text)} is not a legal move here", why="not_legal", move=text)

    def result(self) -> Result | None:
        return self.end

    def _dice_text(self) -> str:
        if self.thrown is None:
            return "*"
        return ".".join(FACES[f].lower() if self.used >> i & 1 else FACES[f]
                        for i, f in enumerate(self.thrown))

    def board_text(self) -> str:
        geo, w = self.geo, self.geo.width
        rows = []
        for r in (2, 1, 0):
            row = ""
            for p in range(r * w, r * w + w):
                if p == self.kp:
                    row += "K"
                elif self.cnt[RED][p]:
                    row += "R" + (str(self.cnt[RED][p]) if self.cnt[RED][p] > 1 else "")
                elif self.cnt[BLUE][p]:
                    row += "B" + (str(self.cnt[BLUE][p]) if self.cnt[BLUE][p] > 1 else "")
                elif geo.step[RED][p] < self.inact[RED]:
                    row += "r"
                elif geo.step[BLUE][p] < self.inact[BLUE]:
                    row += "b"
                else:
                    row += "."
            rows.append(row)
        return "/".join(rows)

    def to_text(self) -> str:
        side = "?" if self.turn < 0 else SIDE_LETTER[self.turn]
        king = "-" if self.kown < 0 else SIDE_LETTER[self.kown]
        return (f"{self.board_text()} {side} {self._dice_text()} {king} "
                f"{self.wait[RED]}/{self.wait[BLUE]}")

    # -------------------------------------------------------- view
    def _move_view(self, m: int) -> dict:
        names = self.geo.names
        kind, d, a, q = m & 7, m >> 3 & 3, m >> 5 & 63, m >> 11 & 63
        other = self.turn ^ 1
        # A pawn that leaves to wait points at the start of its course (its
        # waiting place), so that the board has a point to click.
        to = names[self.geo.course[self.turn][0]] if q == OFF else names[q]
        capture = q != OFF and kind != ACTIVATE and (
            (q == self.kp and self.kown == other) or (q != self.kp and self.cnt[other][q] > 0))
        return {"move": self.move_text(m),
                "from": WAITING if kind == REENTER else names[a],
                "to": to, "capture": capture, "die": d,
                "kind": ("pawn", "stack", "activate", "king", "reenter")[kind],
                "wait": q == OFF,
                "takes_king": q == self.kp and kind != KING}

    def last_move(self) -> dict | None:
        if self.last is None:
            return None
        m, captured, took, text = self.last
        if text is not None:
            return {"move": text, "from": None, "to": None, "piece": None, "captured": None}
        names = self.geo.names
        kind, d, a, q = m & 7, m >> 3 & 3, m >> 5 & 63, m >> 11 & 63
        return {"move": self.move_text(m), "from": None if kind == REENTER else names[a],
                "to": None if q == OFF else names[q], "die": d,
                "piece": "king" if kind == KING else "stack" if kind == STACK else "pawn",
                "captured": captured or None, "took_king": took}

    def view(self, player=None) -> dict:
        """The picture the browser draws (nothing is hidden in this game)."""
        geo, names, w = self.geo, self.geo.names, self.geo.width
        moves = [self._move_view(m) for m in self._moves()] \
            if self.to_move != CHANCE and self.end is None else []
        terrain = [{"sq": names[p], "kind": "track"} for p in range(geo.count)]
        for side in (RED, BLUE):
            for p in geo.course[side][:w]:
                terrain.append({"sq": names[p], "kind": "start_line", "owner": side})
        for side in (RED, BLUE):
            course = geo.course[side]
            for i, p in enumerate(course):
                terrain.append({"sq": names[p], "kind": "course", "owner": side, "index": i,
                                "next": names[course[(i + 1) % geo.count]]})
        terrain.append({"sq": names[geo.king_start], "kind": "king_start"})
        pieces = []
        for p in range(geo.count):
            if p == self.kp:
                pieces.append({"sq": names[p], "kind": "king",
                               "owner": None if self.kown < 0 else self.kown,
                               "height": 1, "active": True,
                               "marker": None if self.kown < 0 else self.kown})
                continue
            for side in (RED, BLUE):
                if self.cnt[side][p]:
                    pieces.append({"sq": names[p], "kind": "pawn", "owner": side,
                                   "height": self.cnt[side][p], "active": True})
                elif geo.step[side][p] < self.inact[side]:
                    pieces.append({"sq": names[p], "kind": "pawn", "owner": side,
                                   "height": 1, "active": False})
        dice = None
        if self.thrown is not None:
            dice = {"thrown": [FACES[f] for f in self.thrown],
                    "values": list(self.thrown),
                    "used": [bool(self.used >> i & 1) for i in range(3)],
                    "left": [FACES[f] for i, f in enumerate(self.thrown)
                             if f and not self.used >> i & 1]}
        passed = None
        if self.passed is not None:
            who, reason, lost = self.passed
            passed = {"player": who, "reason": reason, "dice": [FACES[f] for f in lost]}
        result = self.end
        panels = {
            "turn": None if self.turn < 0 else self.turn,
            "dice": dice,
            "passed": passed,
            "waiting": [{"player": s, "count": self.wait[s],
                         "beside": names[geo.course[s][0]]} for s in (RED, BLUE)],
            "inactive": [self.inact[RED], self.inact[BLUE]],
            "pieces": [self.pieces(RED), self.pieces(BLUE)],
            "king_owner": None if self.kown < 0 else self.kown,
            "moving_stacks": self.game.stacks,
        }
        return self.board_view(grid(w, 3), terrain, pieces, moves, panels, result,
                               self.last_move(), self.to_text())


# ------------------------------------------------------------ position text

def _parse(game: Shakku, text: str) -> ShakkuState:
    if not isinstance(text, str):
        raise BadPosition("a position is a text", why="not_text")
    geo, w = game.geo, game.geo.width
    fields = text.split()
    if len(fields) != 5:
        raise BadPosition("a Shakku position has five fields: board, turn (r, b or ?), "
                          "dice (* or three faces), King's owner (-, r or b), "
                          "waiting pawns (like 0/0)", why="shakku_fields", count=len(fields))
    board, side, dice, king, waiting = fields
    rows = board.split("/")
    if len(rows) != 3:
        raise BadPosition(f"the board needs 3 rows separated by '/', not {len(rows)}",
                          why="shakku_rows", count=len(rows))
    state = ShakkuState(game)
    red_inactive, blue_inactive, kings = [], [], []
    for i, row in enumerate(rows):
        r = 2 - i
        tokens = []                      # (sign, height digits) per point
        pos = 0
        while pos < len(row):
            ch = row[pos]
            pos += 1
            if ch not in SIGNS:
                raise BadPosition(f"row {r + 1}: unknown sign {shown(ch)} (use . r b R B K, "
                                  "R3 for a stack of three)", why="shakku_sign", row=r + 1,
                                  sign=ch)
            start = pos
            if ch in "RB":
                while pos < len(row) and row[pos] in ASCII_DIGITS:   # not "²" nor "٣"
                    pos += 1
            tokens.append((ch, row[start:pos]))
        if len(tokens) != w:
            raise BadPosition(f"row {r + 1} has {len(tokens)} points, not {w}",
                              why="shakku_row_size", row=r + 1, points=len(tokens), width=w)
        for f, (ch, digits) in enumerate(tokens):
            p = r * w + f
            if ch in "RB":
                height = whole_number(digits, f"the height of the stack on {geo.names[p]}",
                                      low=1, high=w, square=geo.names[p]) if digits else 1
                state.cnt[RED if ch == "R" else BLUE][p] = height
            elif ch == "r":
                red_inactive.append(p)
            elif ch == "b":
                blue_inactive.append(p)
            elif ch == "K":
                kings.append(p)
    if len(kings) != 1:
        raise BadPosition(f"there must be exactly one King (K), not {len(kings)}",
                          why="shakku_kings", count=len(kings))
    state.kp = kings[0]
    for s, found in ((RED, red_inactive), (BLUE, blue_inactive)):
        k = len(found)
        if sorted(found) != sorted(geo.course[s][:k]):
            first = geo.names[geo.course[s][0]]
            raise BadPosition(f"{SIDE_NAME[s]}'s inactive pawns must fill {SIDE_NAME[s]}'s "
                              f"start line from {first} without gaps", why="shakku_inactive_gap",
                              player=SIDE_NAME[s], side=SIDE_LETTER[s], square=first)
        state.inact[s] = k
    if king not in ("-", "r", "b"):
        raise BadPosition(f"the King's owner is -, r or b, not {shown(king)}",
                          why="shakku_king_owner", value=king)
    state.kown = -1 if king == "-" else SIDE_LETTER.index(king)
    parts = waiting.split("/")
    if len(parts) != 2:
        raise BadPosition(f"the waiting pawns are written Red's/Blue's, like 0/2, not "
                          f"{shown(waiting)}", why="shakku_waiting", value=waiting)
    state.wait = [whole_number(parts[s], f"{SIDE_NAME[s]}'s waiting pawns", low=0, high=w,
                               player=SIDE_NAME[s], side=SIDE_LETTER[s]) for s in (RED, BLUE)]
    for s in (RED, BLUE):
        if state.pieces(s) > w:
            raise BadPosition(f"{SIDE_NAME[s]} has {state.pieces(s)} pawns, more than {w}",
                              why="shakku_too_many_pawns", player=SIDE_NAME[s],
                              side=SIDE_LETTER[s], count=state.pieces(s), width=w)
    if side not in ("r", "b", "?"):
        raise BadPosition(f"the turn is r (Red), b (Blue) or ? (first player not drawn), not "
                          f"{shown(side)}", why="shakku_turn", value=side)
    if dice == "*":
        state.thrown = None
    else:
        faces = dice.split(".")
        if len(faces) != 3 or not all(f in FACE_VALUE or f in PLAYED_FACE for f in faces):
            raise BadPosition("the dice are * (throw due) or three faces X, II, III or - "
                              f"separated by dots, lower case once played, not {shown(dice)}",
                              why="shakku_dice", value=dice)
        state.thrown = tuple(FACE_VALUE[f] if f in FACE_VALUE else PLAYED_FACE[f] for f in faces)
        state.used = sum(1 << i for i, f in enumerate(faces) if f in PLAYED_FACE)
    if side == "?":
        if state.thrown is not None:
            raise BadPosition("no dice before the first player is drawn (write *)",
                              why="shakku_dice_before_first")
        state.turn, state.to_move = -1, CHANCE
    else:
        state.turn = SIDE_LETTER.index(side)
        state.to_move = CHANCE if state.thrown is None else state.turn
    for s in (RED, BLUE):
        if not state.pieces(s):
            if not state.pieces(s ^ 1):
                raise BadPosition("both sides have no pawn left", why="shakku_no_pawns")
            state.end = Result(s ^ 1, "no_pieces")
    if state.end is None and state.turn >= 0:
        if state.thrown is None:
            if state.blocked(state.turn):
                state.end = Result(state.turn ^ 1, "blocked")
        elif not any(state.can_move(state.turn, d) for d in state._dice_left()):
            raise BadPosition("none of the dice left can be played (the turn would be "
                              "over: write * for the next throw)", why="shakku_dice_unplayable")
    return state


def perft(state: ShakkuState, depth: int) -> int:
    """Leaf count ``depth`` plies deep.  Chance nodes count as plies: each
    distinct outcome (one of the 20 throws, or who starts) is one branch, as
    ``core.perft`` counts; the last ply is counted in bulk."""
    return bulk_perft(state, depth)


def expected_perft(state: ShakkuState, depth: int) -> float:
    """The probability-weighted leaf count: chance branches weigh their
    probability, player branches 1 (the expected number of move sequences)."""
    if depth == 0:
        return 1.0
    moves = state._moves()
    if not moves:
        return 0.0
    chance = state.to_move == CHANCE
    weights = ([0.5, 0.5] if state.turn < 0 else [p for _, p in THROWS]) if chance else None
    total = 0.0
    for i, m in enumerate(moves):
        state._push(m)
        sub = expected_perft(state, depth - 1)
        state._pop()
        total += sub * (weights[i] if chance else 1.0)
    return total
