"""Looking back at a past position of a match without changing it (the page's
review: a click on a move of the list shows the board as it stood after it).

``view_at`` builds the view of the position after the first ``ply`` moves
for one seat, in the same shape as ``Match.view`` (``schema/view.schema.json``):
the state is replayed apart (``Match.state_at``) in a match of its own, so the
match, its moves to redo and its record stay as they were, and whatever that
seat could not see at that point (Shuuro's purchases) stays hidden exactly as
it was then."""

from __future__ import annotations

from typing import Any

from .core import BadRequest
from .match import Match
from .said import said


def checked_ply(match: Match, ply: Any) -> int:
    """``ply`` if it names a position of the match (0 to the moves made), else
    a refusal that says which plies there are."""
    last = len(match.moves)
    if isinstance(ply, bool) or not isinstance(ply, int) or not 0 <= ply <= last:
        raise BadRequest(f"a ply to look at is a whole number from 0 to {last}", why="bad_ply",
                         value=str(ply)[:40], last=last)
    return ply


PER_MOVE = ("moves", "chance", "turns", "acts")
"""The lists a ``Match`` keeps with one entry per move made."""


def view_at(match: Match, ply: Any, match_id: int, player: int | None) -> dict:
    """The view of the position after ``ply`` moves, for seat ``player``: a
    match of its own, stopped there, makes it exactly as the live view is made
    (``history``, ``turns``, ``chance``... cut there, that ply's
    ``last_move``); nothing to undo or redo in it (it is not the game played).
    The words of its moves are the live match's, cut at ``ply`` and hidden as
    they were then: they are kept with the match, so a step of the review
    replays the game once (``state_at``), not twice."""
    ply = checked_ply(match, ply)
    past = type(match)(match.state_at(ply), match.seed, match.position, throw=False)
    for name in PER_MOVE:
        if hasattr(match, name):
            setattr(past, name, list(getattr(match, name)[:ply]))
    past.computer = dict(match.computer)
    view = past.view(match_id, player, words=False)
    view["said"] = said(match, player, ply, past.state)   # the live match's kept words, cut
    view.update(can_undo=False, undo_plies=0, can_redo=False)
    return view
