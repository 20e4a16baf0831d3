"""Shakku's rules (``rules/en/shakku.html``): the game and its options,
the state, a turn ("A turn": the throw, then one die after another), the
King ("The King"), the end of the game, resigning and draws by agreement.

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

Resigning and draws by agreement (``core.actions``)
---------------------------------------------------
Either player may resign at any moment of a game not over (``resign:red``,
``resign:blue``; ``resign``: the player whose turn it is).  [decision] The
sticks being due is no obstacle: a turn belongs to its player from his throw
to his last die, so he may resign, offer a draw (``offer``) or accept the
one offered to him (``accept``) before he throws as well as between his
dice, and the match plays these actions without waiting for the throw.  An
offer lapses when the player offered it plays a die instead (a throw alone
does not answer it: he may look at his sticks first).  Before the first
player is drawn (the game's own throw, at once) it is nobody's turn: only
``resign:<player>`` is possible then.

``State.perft`` counts chance nodes as plies, each distinct outcome one
branch; ``expected_perft`` weighs chance branches by their probability.
"""

from __future__ import annotations

from itertools import compress

from ...core import CHANCE, Actions, EngineState, Game, Option, Result
from .board import (ACTIVATE, BLUE, FIRST, GEOMETRY, KING, OFF, PAWN, REENTER, RED, SIDE_NAME,
                    STACK, THROW, THROW_TEXT, THROWS)
from .look import LOOK
from .notation import ShakkuNotation, parse_position
from .view import ShakkuView


DICE_LEFT: dict = {}
"""(faces thrown, dice played) -> ``ShakkuState.dice_left``, as it is asked
for (at most 64 throws in their order times 8)."""


class Shakku(Game):
    """Shakku.  Options: ``board`` (15 or 10 points a row), ``moving_stacks``."""

    name = "shakku"
    names = ("Shakku", "Sáhkku", "Sahkku", "Sámi sáhkku")
    players = ("red", "blue")
    option_specs = (Option("board", 15, (15, 10)), Option("moving_stacks", False))
    in_browser = True
    look = LOOK

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
        return parse_position(ShakkuState(self), text)


class ShakkuState(Actions, ShakkuNotation, ShakkuView, EngineState):
    """A Shakku position, its dice and its history (snapshots, for undo).
    Internal moves: see ``board``; the throws and the draw of the first
    player are internal moves too (``engine_moves`` at a chance node).
    Resigning and draw offers are ``Actions`` (``core.actions``), off the
    engine's stack."""

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
        self.last: tuple | None = None      # (move, captured count, took King, text, player)
        self.stack: list[tuple] = []
        self.draw_offer = -1                # who offered a draw (-1: no offer waits)
        self.action_log: list = []          # the actions, for undo (core.actions)

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
        other.action_log = list(self.action_log)
        return other

    # -------------------------------------------------------- resigning, draws
    def whose_turn(self) -> int:
        """The player whose turn it is, his sticks due or not (-1 before the
        first player is drawn)."""
        return self.turn

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

    def dice_left(self) -> tuple[int, ...]:
        """The distinct values of the dice still to play."""
        if self.thrown is None:
            return ()
        key = (self.thrown, self.used)
        left = DICE_LEFT.get(key)
        if left is None:
            out: list[int] = []
            for i, f in enumerate(self.thrown):
                if f and not self.used >> i & 1 and f not in out:
                    out.append(f)
            left = DICE_LEFT[key] = tuple(out)
        return left

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
        # where a pawn may land (``_land_ok``, written out: this is the search's inner loop)
        kp, king_free = self.kp, self.kown != side
        their_step, their_inactive = geo.step[other], self.inact[other]
        for p in compress(geo.points, mine):
            j = step[p] + d
            q = course[j] if j < n else OFF if k else course[j - n]
            if q == OFF:
                single = whole = True
            elif q == kp:
                single, whole = king_free, False   # [decision] a stack may not take the King
            else:
                single = whole = their_step[q] >= their_inactive
            if single:
                out.append(PAWN | d << 3 | p << 5 | q << 11)
                if first:
                    return True
                found = True
            if stacks and whole and mine[p] > 1:
                out.append(STACK | d << 3 | p << 5 | q << 11)
                found = True
        return found

    def can_move(self, side: int, d: int) -> bool:
        return self._die_moves(side, d, [], first=True)

    def blocked(self, side: int) -> bool:
        """No die value would let ``side`` move anything."""
        return not any(self._die_moves(side, d, [], first=True) for d in (1, 2, 3))

    def engine_moves(self) -> list[int]:
        if self.end is not None:
            return []
        if self.to_move == CHANCE:
            if self.turn < 0:
                return [FIRST | RED << 5, FIRST | BLUE << 5]
            return [THROW | n << 5 for n in range(len(THROWS))]
        out: list[int] = []
        for d in self.dice_left():
            self._die_moves(self.turn, d, out)
        return out

    def _start_turn(self, side: int) -> None:
        """The throw is due for ``side``; he loses if no die could ever move him."""
        self.turn, self.to_move, self.thrown, self.used = side, CHANCE, None, 0
        if self.blocked(side):
            self.end = Result(side ^ 1, "blocked")

    def _end_turn_if_stuck(self, reason: str) -> None:
        side = self.turn
        left = self.dice_left()
        if any(self._die_moves(side, d, [], first=True) for d in left):
            return
        lost = tuple(f for i, f in enumerate(self.thrown) if f and not self.used >> i & 1)
        if lost or reason == "blank":
            self.passed = (side, reason, lost)
        self._start_turn(side ^ 1)

    def push(self, m: int) -> None:
        self.stack.append(self._snapshot())
        kind = m & 7
        if kind == FIRST:
            self.last = (m, 0, False, "first:" + SIDE_NAME[m >> 5 & 63], m >> 5 & 63)
            self._start_turn(m >> 5 & 63)
            return
        if kind == THROW:
            faces = THROWS[m >> 5 & 63][0]
            self.thrown, self.used, self.to_move = faces, 0, self.turn
            self.last = (m, 0, False, THROW_TEXT[m >> 5 & 63], self.turn)
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
        self.last = (m, captured, took, None, side)
        if captured and not self.pieces(other):
            self.end = Result(side, "no_pieces")
            return
        self._end_turn_if_stuck("dice_left")

    def pop(self) -> None:
        self._restore(self.stack.pop())

    def thrower(self) -> int | None:
        """The player throws the sticks himself (who starts is drawn at once)."""
        return self.turn if self.to_move == CHANCE and self.turn >= 0 else None

    def chance_outcomes(self) -> list[tuple[str, float]]:
        if self.to_move != CHANCE or self.end is not None:
            return []
        if self.turn < 0:
            return [("first:red", 0.5), ("first:blue", 0.5)]
        return [(THROW_TEXT[n], p) for n, (_, p) in enumerate(THROWS)]

    def result(self) -> Result | None:
        return self.end


def expected_perft(state: ShakkuState, depth: int) -> float:
    """The probability-weighted leaf count: chance branches weigh their
    probability, player branches 1 (the expected number of move sequences)."""
    if depth == 0:
        return 1.0
    moves = state.engine_moves()
    if not moves:
        return 0.0
    chance = state.to_move == CHANCE
    weights = ([0.5, 0.5] if state.turn < 0 else [p for _, p in THROWS]) if chance else None
    total = 0.0
    for i, m in enumerate(moves):
        state.push(m)
        sub = expected_perft(state, depth - 1)
        state.pop()
        total += sub * (weights[i] if chance else 1.0)
    return total
