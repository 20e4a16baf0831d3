"""Perft: the leaf nodes of a game tree some plies deep, the test of move
generators.  One counter serves every game, on its text moves or its
internal ones."""

from __future__ import annotations

from collections.abc import Callable


def leaves(moves: Callable[[], list], push: Callable, pop: Callable[[], None],
           depth: int) -> int:
    """The leaf nodes ``depth`` plies below the current node of a tree given
    by three functions: ``moves()`` lists the branches here, ``push(move)``
    goes down one, ``pop()`` comes back up.  The last ply is counted in bulk
    (its branches are listed, not played)."""
    if depth == 0:
        return 1
    branches = moves()
    if depth == 1:
        return len(branches)
    total = 0
    for move in branches:
        push(move)
        total += leaves(moves, push, pop, depth - 1)
        pop()
    return total


def perft(state, depth: int) -> int:
    """Count the leaf nodes of any game's tree ``depth`` moves deep through its
    public interface (``branches``, ``play``, ``undo``): chance nodes count as
    plies, each distinct outcome one branch.  ``state.perft(depth)`` counts
    the same, faster where the game can."""
    return leaves(state.branches, state.play, state.undo, depth)
