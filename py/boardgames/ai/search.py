"""The search every game's computer player shares.

Iterative deepening to a deadline (or a node budget) over a
principal-variation alpha-beta search (late quiet moves reduced, and
near the horizon not searched at all, where a game asks for it; a
position that holds even after a pass cut off, where a game allows it; a
side in check searched a ply deeper, where a game tells it), with a
transposition table keyed by
the game's incremental hash, killer and history move ordering, quiescence on
the moves that change the material ("noisy" moves), and moves made and taken
back on one state (``push`` / ``pop`` of the engine protocol).

Sides, not players, take turns: a *side* is a player, or a team (Shaturanga's
allies).  A side may move several times in a row (Shakku's dice, a commander
playing for his lost ally): the value is negated only where the side changes.
At chance nodes (dice) the value is the expectation over the outcomes, pruned
as in Ballard's Star1 (bounds from the game's ``win`` score), more tightly
where each outcome is bounded first: past the horizon by the mover's standing
pat, inside it (``Brain.probe``) by Star2's probe of one move.  A position's
evaluation is kept for the search's length (its key: the table's); the
strongest on its time hands the table and the evaluations on to its next
search (``Kept``).

What a game supplies is a ``Brain`` (``brain.py``; each game's in
``games/<game>/ai.py``).

Tried in Dou Shou Qi and not kept (the strongest against itself as it was,
100 ms a move): aspiration windows at the root (60 either side of the last
depth's score, from depth 5), 44.9% of 138 games (H0), though to depth 8
6% fewer nodes; a quiet move that fails to cut off taking from its history
what the one that cuts adds, 38.5% of 26 (H0), 11% fewer nodes.  Nor
counter-moves (the quiet move that last refuted the move just made, tried
after the killers): to depth 8 over 30 positions 2.4% fewer nodes, and in
Shuuro to depth 5 over 20 positions 0.9% more, too little to play for.
Nor, 200 games each: a node of four plies or more that the table does
not know searched a ply shallower (internal iterative reduction), 51.5%
(+10 Elo [-38, +60], no decision; to depth 9 over 12 positions 2.5%
fewer nodes); on the principal line late quiet moves reduced a ply less,
47.0% (-21 [-67, +24], H0; 19% more nodes).  Nor a late quiet move whose
history has reached depth * depth reduced a ply less: 48.7% of 154
(stopped, LLR -2.07; to depth 8 over 30 positions 3.7% more nodes).
"""

from __future__ import annotations

import functools
import math
import time

from ..core import CHANCE, Result
from .brain import NOISY, UNTOLD, Brain

INFINITY = 10 ** 9
MAX_PLY = 128
QUIESCENCE_PLIES = 8
MAX_LATE = 63
"""Depths and move numbers past this are reduced as this one."""
EVERY_MOVE = 1 << 30
"""A node where no move is pruned searches its moves up to this many."""

TABLE_SIZE = 400_000
"""Entries kept in the transposition table before it is cleared."""
STATICS_SIZE = 100_000
"""Evaluations kept before they are forgotten (about 12 MB)."""
KEPT_SIZE = 100_000
"""A table handed on from search to search (``Kept``) larger than this is
dropped before the next search (the evaluations: at half of it)."""

EXACT, LOWER, UPPER = 0, 1, 2
KILLER = 1 << 29
"""Ordering keys: killers just under half of ``NOISY``."""


@functools.cache
def late_reductions(scale: float) -> list[list[int]]:
    """[depth][i]: the plies the ``i``-th move tried (from 0), a late quiet
    one, is first searched shallower at ``depth`` (late move reductions):
    none for the first three moves nor under three plies, else one, and
    with a ``scale`` (``Brain.late_scale``) ln(depth) * ln(i) / scale
    rounded, so more the deeper the node and the later the move."""
    return [[0 if d < 3 or i < 3 else
             max(1, int(0.5 + math.log(d) * math.log(i) / scale)) if scale else 1
             for i in range(MAX_LATE + 1)] for d in range(MAX_LATE + 1)]


class Kept:
    """What one player's searches hand on, each to the next: the
    transposition table and the evaluations.  The positions the last search
    saw two plies down are the next one's first plies, so its first depths
    are answered from the table and its moves come ordered by what was
    found.  Keys are positions, so the entries stay true from move to move
    (and game to game) for a player who evaluates as before; past
    ``KEPT_SIZE`` entries the table starts afresh, so that a long game does
    not fill a phone's memory.  At 1 s a move in Dou Shou Qi a search adds
    about 27,000 entries, so every fourth one starts afresh.  Forgetting
    only the older half instead (a dict keeps the order its keys came in)
    was tried with the table held to 10,000, so that 100 ms a move trims
    as often as 1 s does: 41.9% of 74 games against starting afresh (H0).
    Likely because an entry written again keeps its first place, so the
    older half holds the positions nearest the board, searched again from
    move to move.  Nor does starting afresh less often pay: held to 40,000
    entries against 10,000 (so about four times less often afresh, at
    100 ms), 47.3% of 110 games (stopped, LLR -2.61).  Nor handing on the
    history of the quiet moves that cut off, a quarter of it kept: 50.0%
    of 122 games against starting it afresh (stopped)."""

    __slots__ = ("table", "statics")

    def __init__(self) -> None:
        self.table: dict = {}
        self.statics: dict = {}

    def before_search(self) -> "Kept":
        """This memory, trimmed for one more search."""
        if len(self.table) > KEPT_SIZE:
            self.table.clear()
        if len(self.statics) > KEPT_SIZE // 2:
            self.statics.clear()
        return self


class Timeout(Exception):
    """The deadline or the node budget is reached: the search stops."""


class Search:
    """One search from one state (which it leaves as it found it)."""

    reductions = True
    """Late move reductions: quiet moves late in the order are searched
    shallower first (``late_reductions``), and again at full depth only if
    they look good."""

    def __init__(self, brain: Brain, state, deadline: float | None = None,
                 max_nodes: int | None = None, kept: "Kept | None" = None) -> None:
        self.brain = brain
        self.state = state
        self.deadline = deadline
        self.max_nodes = max_nodes
        self.nodes = 0
        # the table and evaluations of the player's last search, if kept
        self.table: dict = kept.table if kept is not None else {}
        self.statics: dict = kept.statics if kept is not None else {}   # key -> evaluation
        self.killers: list[list] = [[None, None] for _ in range(MAX_PLY + QUIESCENCE_PLIES + 2)]
        self.history: dict = {}
        self.depth = 0
        self.passed = -2                     # the ply of the pass being searched
        self.quiet_throws = max(0, brain.horizon_throws - 1)    # left for the quiescence
        self.checks = type(brain).in_check is not Brain.in_check   # the game tells checks
        self.late = late_reductions(brain.late_scale)

    # -------------------------------------------------------- bookkeeping
    def _count(self) -> None:
        self.nodes += 1
        if self.max_nodes is not None and self.nodes > self.max_nodes:
            raise Timeout
        if self.nodes & 255 == 0 and self.deadline is not None and \
                time.perf_counter() > self.deadline:
            raise Timeout

    def _end_score(self, result: Result, ply: int, side: int) -> int:
        """A finished game's score for ``side``."""
        if result.winner is None:
            return 0
        won = self.brain.side_of(result.winner) == side
        score = self.brain.win - ply
        return score if won else -score

    def _static(self, side: int) -> int:
        key = self.brain.key(self.state)
        value = self.statics.get(key)
        if value is None:
            if len(self.statics) >= STATICS_SIZE:
                self.statics.clear()
            value = self.statics[key] = self.brain.evaluate(self.state)
        return value if side == 0 else -value

    # -------------------------------------------------------- the tree
    def value(self, depth: int, alpha: int, beta: int, ply: int, side: int) -> int:
        """The state's worth for ``side``, exact between ``alpha`` and ``beta``
        (a bound outside them)."""
        state = self.state
        if state.to_move == CHANCE:
            return self._chance(depth, alpha, beta, ply, side)
        if self.checks:
            depth = self._extended(depth, ply)
        if depth <= 0:
            return self._quiesce_child(alpha, beta, ply, side, QUIESCENCE_PLIES)
        if self.brain.side(state) != side:
            return -self._node(depth, -beta, -alpha, ply)
        return self._node(depth, alpha, beta, ply)

    def _extended(self, depth: int, ply: int) -> int:
        """The depth a decision node is searched to: a ply deeper where the
        side to move is in check (``Brain.in_check``: the check extension),
        down to about twice the depth being searched (``self.depth`` is the
        last one completed), so that a run of checks ends."""
        if depth >= 0 and ply < 2 * self.depth + 4 and self.brain.in_check(self.state):
            return depth + 1
        return depth

    def _chance(self, depth: int, alpha: int, beta: int, ply: int, side: int) -> int:
        self._count()
        state, brain = self.state, self.brain
        moves = brain.moves(state)
        result = brain.end(state, moves)
        if result is not None:
            return self._end_score(result, ply, side)
        if ply >= MAX_PLY or depth < 0 or depth == 0 and not brain.horizon_throws:
            return self._static(side)
        if depth == 0:          # the horizon's throw: each face's captures (depth -1)
            return self._expect(alpha, beta, side,
                                lambda lo, hi: self.value(-1, lo, hi, ply + 1, side),
                                lambda: self._stand_pat(side))
        return self._expect(alpha, beta, side,
                            lambda lo, hi: self.value(depth, lo, hi, ply + 1, side),
                            (lambda: self._probe(depth, ply + 1, side)) if brain.probe else None)

    def _expect(self, alpha: int, beta: int, side: int, child, bound=None) -> int:
        """The throw's expected worth for ``side``: ``child(lo, hi)`` after
        each outcome, searched only within the bounds that can still change
        the answer.  ``bound()``, if given, first bounds each outcome's worth
        cheaply: (LOWER or UPPER, value), or None; an outcome not bounded is
        worth between -win and win (Star1)."""
        state, brain = self.state, self.brain
        outcomes = brain.outcomes(state)
        lows, highs = [-brain.win] * len(outcomes), [brain.win] * len(outcomes)
        for i, (move, p) in enumerate(outcomes if bound is not None else ()):
            state.push(move)
            try:
                found = bound()
            finally:
                state.pop()
            if found is not None:
                if found[0] == LOWER:
                    lows[i] = found[1]
                else:
                    highs[i] = found[1]
        low = sum(p * lows[i] for i, (_, p) in enumerate(outcomes))      # all outcomes left
        high = sum(p * highs[i] for i, (_, p) in enumerate(outcomes))
        if high <= alpha:
            return int(high)
        if low >= beta:
            return int(low)
        total = 0.0
        for i, (move, p) in enumerate(outcomes):
            low -= p * lows[i]                   # now: the outcomes after this one
            high -= p * highs[i]
            lo = max(lows[i], (alpha - total - high) / p)
            hi = min(highs[i], (beta - total - low) / p)
            state.push(move)
            try:
                v = child(int(lo) - 1, int(hi) + 1)
            finally:
                state.pop()
            total += p * v
            if total + high <= alpha:
                return int(total + high)
            if total + low >= beta:
                return int(total + low)
        return round(total)

    def _probe(self, depth: int, ply: int, side: int):
        """Star2's probe, after a throw: the mover's first move alone (the
        table's, else the best ordered) searched, a bound on the outcome's
        worth for ``side``: (LOWER, v) if the mover is on ``side`` (he can do
        at least that), (UPPER, v) if he is against it; None at a throw or
        a finished game."""
        state, brain = self.state, self.brain
        if state.to_move == CHANCE:
            return None
        self._count()
        moves = brain.moves(state)
        if not moves or brain.end(state, moves) is not None:
            return None
        entry = self.table.get(brain.key(state))
        first = self._ordered(moves, entry[3] if entry is not None else None, ply)[0][0]
        mover = brain.side(state)
        if self.checks:
            depth = self._extended(depth, ply)     # as ``value`` searches this node
        state.push(first)
        try:
            v = self.value(depth - 1, -INFINITY, INFINITY, ply + 1, mover)
        finally:
            state.pop()
        return (LOWER, v) if mover == side else (UPPER, -v)

    def _stand_pat(self, side: int):
        """After a throw at or past the horizon: the mover, who may stand pat
        on the evaluation, bounds the outcome's worth for ``side`` by it."""
        state, brain = self.state, self.brain
        if state.to_move == CHANCE or state.result() is not None:
            return None
        self._count()
        v = self._static(side)
        return (LOWER, v) if brain.side(state) == side else (UPPER, v)

    def _node(self, depth: int, alpha: int, beta: int, ply: int) -> int:
        """A decision node: its worth for the side to move."""
        self._count()
        state, brain = self.state, self.brain
        best_move = key = None
        if depth > 0:
            ended = brain.ended(state)      # (the table does not know the way here)
            if ended is not None:
                return self._end_score(ended, ply, brain.side(state))
            key = brain.key(state)
            entry = self.table.get(key)      # before the moves: a hit saves making them
            if entry is not None:
                e_depth, flag, e_value, best_move = entry
                if e_depth >= depth:
                    e_value = self._from_table(e_value, ply)
                    if flag == EXACT:
                        return e_value
                    if flag == LOWER and e_value >= beta:
                        return e_value
                    if flag == UPPER and e_value <= alpha:
                        return e_value
        moves = brain.moves(state)
        result = brain.end(state, moves)
        side = brain.side(state)
        if result is not None:
            return self._end_score(result, ply, side)
        if ply >= MAX_PLY:         # (depth <= 0 is the quiescence's: ``value``)
            return self._quiesce(alpha, beta, ply, moves, QUIESCENCE_PLIES)
        if (depth >= 3 and beta - alpha == 1 and self.passed != ply - 1
                and abs(beta) < brain.win - MAX_PLY and self._static(side) >= beta
                and brain.may_pass(state)):
            v = self._after_pass(depth - 1 - (3 if depth >= 6 else 2), beta, ply, side)
            if v >= beta:
                return beta
        ordered, noisy = self._ordered(moves, best_move, ply)
        alpha0, best, best_move = alpha, -INFINITY, None
        killers = self.killers[ply]
        late = self.late[min(depth, MAX_LATE)] if self.reductions else None
        # near the horizon, off the principal line and not in check, the
        # quiet moves after the first few are not searched (late move pruning)
        pruned = brain.late_moves
        searched = (pruned[depth - 1] if depth <= len(pruned) and beta - alpha == 1
                    and not (self.checks and brain.in_check(state)) else EVERY_MOVE)
        for i, move in enumerate(ordered):
            quiet = not noisy[i] and move not in killers
            if quiet and i >= searched and best > -brain.win + MAX_PLY:
                continue
            reduce = late[min(i, MAX_LATE)] if late and quiet else 0
            state.push(move)
            try:
                if i == 0:
                    v = self.value(depth - 1, alpha, beta, ply + 1, side)
                else:
                    # a late quiet move is first searched shallower
                    v = self.value(depth - 1 - reduce, alpha, alpha + 1, ply + 1, side)
                    if reduce and v > alpha:
                        v = self.value(depth - 1, alpha, alpha + 1, ply + 1, side)
                    if alpha < v < beta:
                        v = self.value(depth - 1, v, beta, ply + 1, side)
            finally:
                state.pop()
            if v > best:
                best, best_move = v, move
                if v > alpha:
                    alpha = v
                    if alpha >= beta:
                        if not noisy[i]:
                            if killers[0] != move:
                                killers[1], killers[0] = killers[0], move
                            self.history[move] = self.history.get(move, 0) + depth * depth
                        break
        flag = LOWER if best >= beta else UPPER if best <= alpha0 else EXACT
        if len(self.table) >= TABLE_SIZE:
            self.table.clear()
        self.table[key] = (depth, flag, self._to_table(best, ply), best_move)
        return best

    def _after_pass(self, depth: int, beta: int, ply: int, side: int) -> int:
        """The worth for ``side`` of passing its turn here, searched to
        ``depth`` against a null window at ``beta`` (no second pass next)."""
        state, passed = self.state, self.passed
        state.push_null()
        self.passed = ply
        try:
            return self.value(depth, beta - 1, beta, ply + 1, side)
        finally:
            self.passed = passed
            state.pop_null()

    def _quiesce(self, alpha: int, beta: int, ply: int, moves: list | None, plies: int) -> int:
        """Only the noisy moves, standing pat on the evaluation (``moves``:
        the legal moves, or None where ``Brain.settled`` told the end)."""
        state, brain = self.state, self.brain
        side = brain.side(state)
        best = self._static(side)
        if best >= beta or plies <= 0:
            return best
        if moves is None:
            moves = brain.noisy_moves(state)
        alpha = max(alpha, best)
        keys = brain.keys(state, moves)
        noisy = [i for i, k in enumerate(keys) if k >= NOISY]
        noisy.sort(key=keys.__getitem__, reverse=True)
        for i in noisy:
            move = moves[i]
            state.push(move)
            try:
                v = self._quiesce_child(alpha, beta, ply + 1, side, plies - 1)
            finally:
                state.pop()
            if v > best:
                best = v
                if v > alpha:
                    alpha = v
                    if alpha >= beta:
                        break
        return best

    def _quiesce_child(self, alpha: int, beta: int, ply: int, side: int, plies: int) -> int:
        self._count()
        state, brain = self.state, self.brain
        if state.to_move == CHANCE:
            if self.quiet_throws <= 0 or plies <= 0 or ply >= MAX_PLY:
                return self._static(side)
            self.quiet_throws -= 1          # the next player answers with his face's captures
            try:
                return self._expect(alpha, beta, side, lambda lo, hi: self._quiesce_child(
                    lo, hi, ply + 1, side, plies - 1), lambda: self._stand_pat(side))
            finally:
                self.quiet_throws += 1
        result = brain.settled(state)
        if result is UNTOLD:
            moves = brain.moves(state)
            result = brain.end(state, moves)
        else:
            moves = None
        if result is not None:
            return self._end_score(result, ply, side)
        if brain.side(state) != side:
            return -self._quiesce(-beta, -alpha, ply, moves, plies)
        return self._quiesce(alpha, beta, ply, moves, plies)

    def _ordered(self, moves: list, first, ply: int) -> tuple[list, list]:
        """The moves best first (the table's move, noisy ones by their
        order, the killers, the quiet ones by history and order), and
        whether each (in that order) is noisy."""
        keys = self.brain.keys(self.state, moves)
        noisy = [key >= NOISY for key in keys]
        k0, k1 = self.killers[ply]
        history = self.history
        for i, move in enumerate(moves):
            if move == first:
                keys[i] = 1 << 40
            elif keys[i] < NOISY:
                keys[i] = KILLER if move == k0 else KILLER - 1 if move == k1 else \
                    keys[i] + history.get(move, 0)
        ranks = sorted(range(len(moves)), key=keys.__getitem__, reverse=True)
        return [moves[i] for i in ranks], [noisy[i] for i in ranks]

    def _to_table(self, value: int, ply: int) -> int:
        win = self.brain.win - MAX_PLY - QUIESCENCE_PLIES
        return value + ply if value > win else value - ply if value < -win else value

    def _from_table(self, value: int, ply: int) -> int:
        win = self.brain.win - MAX_PLY - QUIESCENCE_PLIES
        return value - ply if value > win else value + ply if value < -win else value

    # -------------------------------------------------------- the root
    def root(self, max_depth: int, every: bool = False) -> "Outcome":
        """Deepen until ``max_depth``, the deadline or the node budget.
        ``every``: score every root move exactly (to choose among them)."""
        state, brain = self.state, self.brain
        side = brain.side(state)
        moves = brain.moves(state)
        outcome = Outcome(moves[0] if moves else None, 0, 0, {})
        if len(moves) <= 1:
            return outcome
        entry = self.table.get(brain.key(state))      # a kept table's best move here first
        ordered = self._ordered(moves, entry[3] if entry is not None else None, 0)[0]
        for depth in range(1, max_depth + 1):
            scores: dict = {}
            best, best_move = -INFINITY, None
            alpha = -INFINITY
            try:
                for i, move in enumerate(ordered):
                    state.push(move)
                    try:
                        if every or i == 0:
                            v = self.value(depth - 1, -INFINITY if every else alpha, INFINITY,
                                           1, side)
                        else:
                            v = self.value(depth - 1, alpha, alpha + 1, 1, side)
                            if v > alpha:
                                v = self.value(depth - 1, alpha, INFINITY, 1, side)
                    finally:
                        state.pop()
                    scores[move] = v
                    if v > best:
                        best, best_move = v, move
                        alpha = max(alpha, v)
            except Timeout:
                if best_move is not None and not every:
                    outcome = Outcome(best_move, best, depth, outcome.scores)
                break
            outcome = Outcome(best_move, best, depth, scores)
            self.depth = depth
            self.table[brain.key(state)] = (depth, EXACT, best, best_move)
            ordered.sort(key=lambda m: scores.get(m, -INFINITY), reverse=True)
            if abs(best) >= brain.win - MAX_PLY:
                break                     # a forced end is found: deeper changes nothing
        return outcome

    def line(self, first, limit: int = 12) -> list:
        """The principal variation from the root: ``first``, then the
        table's best moves (at most ``limit``, stopping at dice)."""
        state, brain = self.state, self.brain
        line, pushed = [], 0
        move = first
        try:
            while move is not None and len(line) < limit:
                if move not in brain.moves(state):
                    break
                line.append(brain.move_text(state, move))
                state.push(move)
                pushed += 1
                if state.to_move == CHANCE:
                    break
                entry = self.table.get(brain.key(state))
                move = entry[3] if entry else None
        finally:
            for _ in range(pushed):
                state.pop()
        return line


class Outcome:
    """A search's answer: the best move found, its score for the side to
    move, the depth completed and each root move's score at that depth."""

    __slots__ = ("move", "score", "depth", "scores")

    def __init__(self, move, score: int, depth: int, scores: dict) -> None:
        self.move, self.score, self.depth, self.scores = move, score, depth, scores
