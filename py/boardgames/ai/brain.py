"""What a game tells the search (``search.py``): a ``Brain``, one a game
in ``games/<game>/ai.py``, overriding what differs from these defaults:
its sides, moves, end, evaluation, which moves are noisy and in what order
to try them, its chance nodes, the pruning it allows and its levels."""

from __future__ import annotations

from dataclasses import replace

from ..core import Result

NOISY = 1 << 30
"""Ordering keys (``Brain.keys``): noisy moves above this."""

UNTOLD = object()
"""``Brain.settled``'s answer for a game whose end only its moves tell."""


class Brain:
    """What the search needs to know about one game.  Every method takes the
    state being searched (an ``EngineState``); subclasses live in
    ``games/<game>/ai.py`` and override what differs.

    Scores are whole numbers in hundredths of the game's smallest unit of
    material (a pawn, a Rat); a won game is worth ``win`` less the plies it
    takes, so the quickest win is preferred and the longest loss."""

    win = 1_000_000
    """A won game's score (before the plies are taken off).  Games with dice
    set it near their largest evaluation, so that chance nodes prune."""

    horizon_throws = 0
    """Throws the search still makes past its horizon, each outcome's mover
    then making only the captures its face allows (standing pat otherwise):
    0 evaluates before the throw; 1 throws once at the horizon; 2 also lets
    the next player answer a capture so; each one more, one more answer.
    For a game whose die names the piece that may move, where a piece en
    prise is lost only if the die says so, and recaptured only if the next
    die does.  Shaturanga's 2 raised to 3 found the same moves three plies
    deep over 20 middle-game positions with the die, on 31% more nodes."""

    probe = False
    """Star2 at the throws inside the horizon: bound each outcome first by its
    mover's first move alone, then search the outcomes within those bounds.
    It pays where one move often settles a throw (Shaturanga with the die:
    16% fewer nodes three plies deep), not where the outcomes need all their
    moves (Shakku: a third more)."""

    def side(self, state) -> int:
        """The side of the player to move: 0 or 1."""
        return state.to_move

    def side_of(self, player: int) -> int:
        """The side a player belongs to."""
        return player

    def key(self, state):
        """The position as a hashable key (side to move included)."""
        return state.hash

    def moves(self, state) -> list:
        return state.engine_moves()

    def outcomes(self, state) -> list[tuple[object, float]]:
        """At a chance node: each internal outcome with its probability."""
        raise NotImplementedError

    def end(self, state, moves: list) -> Result | None:
        """The result if the game is over here (``moves``: the legal moves)."""
        return state.result() if not moves else None

    def ended(self, state) -> Result | None:
        """The end the way here already decided, whatever is played next: a
        draw by repetition or by a count of quiet moves, a resignation.  The
        search asks it before the table, whose values do not know how a
        position was reached (a search kept from the move before found them
        on other paths: ``search.Kept``).  By default the state's own end."""
        return state.end

    def settled(self, state):
        """Past the horizon, before any move is made: the result if the game
        is over here as far as the position alone tells (a den entered, a
        resignation), else None.  The search then stands pat on the
        evaluation first and, only if that does not settle the node, asks
        for ``noisy_moves``; a side left with no move there is scored by
        the evaluation (as chess engines leave stalemate to the full
        search).  ``UNTOLD`` (the default): only the moves tell, so all
        are made first and ``end`` is asked."""
        return UNTOLD

    def noisy_moves(self, state) -> list:
        """Where ``settled`` tells the end: the moves the quiescence may
        search on, at least every noisy one (by default all of them)."""
        return self.moves(state)

    def evaluate(self, state) -> int:
        """The position's worth for side 0 (side 1's is its negation)."""
        raise NotImplementedError

    def in_check(self, state) -> bool:
        """Is the side to move in check (Shuuro: its King attacked; Dou Shou
        Qi: an enemy animal next to its den)?  Such a position is searched
        a ply deeper (a check extension): at a shallow search a check left
        at the horizon hides a mate, a den entered or a piece lost.  By
        default never."""
        return False

    late_scale = 0.0
    """How steeply late quiet moves are reduced (``search.late_reductions``): 0
    (the default), by one ply each; a scale, by ln(depth) * ln(i) / scale
    plies, more in deep searches (where the game pays it back).  Shaturanga
    without the die at 1.5 (to 6 plies a quarter fewer nodes) against one
    ply each, 100 ms a move: 54.2% of 144 games (70.5% of 44, then 47.0% of
    100), not kept."""

    late_moves: tuple = ()
    """Late move pruning: at depth ``d`` (1 to len), off the principal line and
    not in check, quiet moves after the first ``late_moves[d - 1]`` are not
    searched at all.  Empty (the default): none is pruned."""

    def may_pass(self, state) -> bool:
        """May the search let the side to move pass here (``state.push_null``
        and ``pop_null``) to see whether its position holds even so?  Where
        passing is no better than moving (no zugzwang), a position that holds
        after a pass, searched shallower, is cut off: the plies saved go
        deeper elsewhere (null-move pruning).  By default never."""
        return False

    def noisy(self, state, move) -> bool:
        """Is ``move`` searched on in quiescence (a capture, a promotion)?"""
        return False

    def order(self, state, move) -> int:
        """A quick guess of the move's worth, to try the best ones first
        (captures: the victim's value less a little of the attacker's)."""
        return 0

    def keys(self, state, moves: list) -> list[int]:
        """Each move's ordering key: ``NOISY`` plus its ``order`` for a noisy
        move, its ``order`` alone for a quiet one (under ``NOISY`` / 2).  One
        call a node; a game may compute it in one loop of its own."""
        noisy, order = self.noisy, self.order
        return [NOISY + order(state, m) if noisy(state, m) else order(state, m) for m in moves]

    def move_text(self, state, move) -> str:
        return state.move_text(move)

    def known(self, state) -> str:
        """What the player to move may know of the position, as a text: it
        seeds the lower levels' chance, so two positions he cannot tell apart
        get the same choices (Shuuro hides the other army while buying)."""
        return f"{state.to_text()}:{len(getattr(state, 'stack', ()))}"

    ladder: dict = {}
    """The game's own levels where they differ from ``ai.levels``: level
    number -> the fields changed (``depth``, ``nodes``, ``temperature``),
    e.g. ``{5: {"depth": 4}}``.  A game whose node costs more, or whose
    plies are worth more, sets its own budgets here."""

    def level(self, level):
        """``level`` as this game plays it (``ladder``)."""
        changed = self.ladder.get(level.number)
        return replace(level, **changed) if changed else level

    def choose(self, state, rng, level) -> str | None:
        """A move decided without searching (Shuuro's purchases and
        deployment, the answer to a draw offer), or None to search.
        ``rng``: a seeded ``random.Random``."""
        return None

    def worse_than(self, state, below: int, nodes: int = 3000) -> bool:
        """A short search's verdict, for the answer to a draw offer: is the
        position worth less than ``below`` to the side to move (three plies,
        at most ``nodes`` nodes; the evaluation where there is no choice)?"""
        from .search import Search      # (the search imports this module)
        outcome = Search(self, state, max_nodes=nodes).root(3)
        if outcome.depth:
            return outcome.score < below
        value = self.evaluate(state)
        return (value if self.side(state) == 0 else -value) < below
