"""The computer player: ``think(state, level, ms, seed)`` chooses a move for
the side to move, without playing it.

``search`` holds the search every game shares; each game's knowledge (its
evaluation, which moves are noisy, how to buy an army) is a ``Brain``
(``brain``: what the search asks of a game) in ``games/<game>/ai.py``;
``levels`` says how hard each level looks.
"""

from __future__ import annotations

import importlib
import math
import random
import time
from dataclasses import dataclass

from ..core import CHANCE, IllegalMove, State
from .brain import Brain
from .levels import LEVELS, STRONGEST, Level, level as get_level
from .search import Kept, Search

__all__ = ["Brain", "LEVELS", "Level", "STRONGEST", "Thought", "brain", "get_level", "think"]

DEFAULT_MS = 1000
"""The strongest level's time per move when none is given."""
MAX_MS = 60_000

KEPT: dict[str, Kept] = {}
"""The strongest's memory from search to search (``search.Kept``), for the
game last thought about, with its options (``repr(game)``): the evaluation
depends on both.  A think in another game starts afresh."""


@dataclass
class Thought:
    """What ``think`` found: the move (text), its score for the side to
    move and for every player, how deep and how many nodes, and the line
    it expects."""

    move: str
    score: int
    depth: int
    nodes: int
    ms: int
    level: int
    scores: list[int]
    line: list[str]
    searched: bool = True

    def to_json(self) -> dict:
        return {"move": self.move, "score": self.score, "depth": self.depth,
                "nodes": self.nodes, "ms": self.ms, "level": self.level,
                "scores": self.scores, "line": self.line}


def brain(state: State) -> Brain:
    """The brain of the state's game (``games/<game>/ai.py``)."""
    module = importlib.import_module(f"..games.{state.game.name}.ai", __package__)
    return module.brain_for(state)


def think(state: State, level: int | None = None, ms: int | None = None,
          seed: int = 0, nodes: int | None = None) -> Thought:
    """The move the computer plays here at ``level`` (None: the strongest),
    thinking at most ``ms`` milliseconds.  ``state`` is left unchanged (the
    search runs on a copy).  ``seed`` makes the lower levels' choices
    repeatable: the same seed and position give the same move.  ``nodes``
    (benchmarks) holds the strongest to that many nodes instead of a time,
    so that it plays the same move on any machine and under any load."""
    chosen = get_level(level)
    if state.is_over():
        raise IllegalMove("the game is over: there is no move to think about", why="over")
    started = time.perf_counter()
    if state.to_move == CHANCE:
        if state.thrower() is None:
            raise IllegalMove("the dice are thrown by the game, not chosen", why="chance")
        return Thought("throw", 0, 0, 0, 0, chosen.number, [0] * len(state.game.players),
                       [], False)
    work = state.copy()
    mind = brain(work)
    rng = random.Random(f"{seed}:{mind.known(work)}")
    decided = mind.choose(work, rng, chosen)
    if decided is not None:
        return Thought(decided, 0, 0, 0, _ms(started), chosen.number,
                       [0] * len(state.game.players), [decided], False)
    asked = DEFAULT_MS if ms is None else min(max(int(ms), 1), MAX_MS)
    budget = asked if chosen.ms is None else min(asked, chosen.ms) if ms is not None else chosen.ms
    played = mind.level(chosen)
    limit = played.nodes
    if nodes is not None and chosen is STRONGEST:
        budget, limit = MAX_MS, max(int(nodes), 1)
    deadline = started + budget / 1000
    # the strongest on its time carries its table from move to move (the
    # node-limited levels play the same move every time: they start afresh)
    kept = None
    if chosen is STRONGEST and limit is None:
        game = repr(state.game)
        kept = KEPT.get(game)
        if kept is None:                # another game: its memory goes
            KEPT.clear()
            kept = KEPT[game] = Kept()
        kept.before_search()
    search = Search(mind, work, deadline=deadline, max_nodes=limit, kept=kept)
    temperature = played.temperature
    outcome = search.root(played.depth, every=temperature > 0)
    move = outcome.move
    if temperature > 0 and len(outcome.scores) > 1:
        move = _pick(outcome.scores, temperature, rng)
    score = outcome.scores.get(move, outcome.score) if outcome.scores else outcome.score
    side = mind.side(work)
    scores = [score if mind.side_of(p) == side else -score
              for p in range(len(state.game.players))]
    return Thought(mind.move_text(work, move), score, outcome.depth, search.nodes,
                   _ms(started), chosen.number, scores, search.line(move))


def _pick(scores: dict, temperature: float, rng: random.Random):
    """A move drawn with weights exp(score / temperature): the best moves
    most often, a clearly worse one seldom (a beginner's slips)."""
    moves = sorted(scores, key=lambda m: scores[m], reverse=True)
    top = scores[moves[0]]
    weights = [math.exp(max(-50.0, (scores[m] - top) / temperature)) for m in moves]
    return rng.choices(moves, weights)[0]


def _ms(started: float) -> int:
    return round((time.perf_counter() - started) * 1000)
