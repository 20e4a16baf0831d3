"""Players for matches between programs (benchmarks, tests, tuning): the
computer at a level, a random mover and a greedy one-ply player, and
``duel``, which plays one game between them with the dice of a seed."""

from __future__ import annotations

import random
from typing import Callable

from ..core import Result, State

Player = Callable[[State, random.Random], str]
"""A player: given the state (its turn) and a seeded random source, a move text."""


def computer(level: int | None = None, ms: int | None = None,
             nodes: int | None = None) -> Player:
    """The computer at ``level`` (None: the strongest, ``ms`` a move, or
    ``nodes`` a move: see ``think``)."""
    from . import think

    def move(state: State, rng: random.Random) -> str:
        return think(state, level, ms, seed=rng.getrandbits(32), nodes=nodes).move
    move.__name__ = f"level {level or 'strongest'}"
    return move


def random_mover(state: State, rng: random.Random) -> str:
    """Any legal move, each as likely."""
    return rng.choice(state.legal_moves())


def greedy(state: State, rng: random.Random) -> str:
    """One ply deep: the move after which the game's evaluation is best for
    the mover (captures the most valuable piece it can), ties at random; a
    move that wins at once is taken."""
    from . import brain
    mind = brain(state)
    work = state.copy()
    side = mind.side(work)
    choice = mind.choose(work, rng, None)
    if choice is not None:
        return choice
    best, moves = None, []
    for move in mind.moves(work):
        work.push(move)
        try:
            result = work.result()
            if result is not None and result.winner is not None:
                value = 10 ** 9 if mind.side_of(result.winner) == side else -10 ** 9
            else:
                value = mind.evaluate(work) * (1 if side == 0 else -1)
        finally:
            work.pop()
        if best is None or value > best:
            best, moves = value, [move]
        elif value == best:
            moves.append(move)
    return mind.move_text(work, rng.choice(moves))


def duel(game, players: dict[int, Player], seed: int = 0, max_plies: int = 1000,
         position: str | None = None) -> tuple[Result | None, list[str]]:
    """One game: ``players`` maps each seat (player index) to a player; the
    dice come from ``seed`` as in the app (``match.Match``).  Returns the
    result (None when ``max_plies`` moves pass first) and the moves."""
    from ..match import Match
    from ..record import Record

    match = Match(Record(game, seed, position).start(), seed, position)
    rng = random.Random(seed)
    state = match.state
    while not state.is_over() and len(match.moves) < max_plies:
        thrower = match.throw_due()
        seat = state.to_move if thrower is None else thrower
        match.play("throw" if thrower is not None else players[seat](state, rng))
    return state.result(), match.moves
