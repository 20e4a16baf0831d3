"""The move list in words: for every move of a match's history, the
parameters of the words the page says it with (``view["said"]``, aligned
with ``view["history"]``).  The engine gives the parameters, never the
words: ``{"kind": "move", "player": 0, "piece": "R", "from": "b3", "to":
"b4"}``, ``{"kind": "throw", "player": 1, "sticks": ["X", "II", "-"]}``...
Each game names its kinds in ``games/<game>/said.py``:

* ``word(state, move)``: the entry of ``move``, from the state before it;
* ``after(state, entry)`` (optional): what the move led to, from the state
  after it (a check, a turn that passed...), added to ``entry``;
* ``hide(state, entries, player)`` (optional): the entries as ``player``
  may see them, revealing exactly what ``State.public_moves`` reveals.

The entries are worked out by replaying the match from its start once, then
kept with the replayed state, so a new move (or an undo, a ``goto``) costs
one step, not the whole game again."""

from __future__ import annotations

import importlib
import weakref

from . import record as records

_KEPT: "weakref.WeakKeyDictionary" = weakref.WeakKeyDictionary()   # match -> _Replay


def _module(game_name: str):
    return importlib.import_module(f".games.{game_name}.said", __package__)


class _Replay:
    """The entries of a match's moves so far, and the state after them."""

    def __init__(self, match) -> None:
        self.start = (match.seed, match.position, repr(match.state.game))
        self.state = records.Record(match.state.game, match.seed, match.position).start()
        self.moves: list[str] = []
        self.entries: list[dict] = []

    def follow(self, moves: list[str], game) -> None:
        common = 0
        for mine, theirs in zip(self.moves, moves):
            if mine != theirs:
                break
            common += 1
        while len(self.moves) > common:             # an undo, a goto back, another line
            self.state.undo()
            self.moves.pop()
            self.entries.pop()
        for move in moves[common:]:
            self.entries.append(_entry(game, self.state, move))
            self.moves.append(move)


def _entry(game, state, move: str) -> dict:
    """The words' parameters of ``move`` played on ``state`` (which it
    plays).  A move a game cannot describe says ``unknown`` rather than
    break the view (the rules tests make sure none does)."""
    try:
        entry = game.word(state, move)
    except Exception:       # noqa: BLE001 -- the view must still be built
        entry = {"kind": "unknown"}
    state.play(move)
    after = getattr(game, "after", None)
    if after is not None and entry["kind"] != "unknown":
        try:
            after(state, entry)
        except Exception:   # noqa: BLE001
            entry = {"kind": "unknown"}
    return entry


def said(match, player: int | None = None, ply: int | None = None, state=None) -> list[dict]:
    """``view["said"]`` of ``match`` for the seat ``player``: one dict per
    move of ``view["history"]``.  For a past position (the review), the
    first ``ply`` moves, hidden as they were then: ``state`` is the state
    after them."""
    game = _module(match.state.game.name)
    replay = _KEPT.get(match)
    if replay is None or replay.start != (match.seed, match.position, repr(match.state.game)):
        replay = _KEPT[match] = _Replay(match)
    try:
        replay.follow(match.moves, game)
    except Exception:       # noqa: BLE001 -- a replay gone wrong: start afresh once
        replay = _KEPT[match] = _Replay(match)
        replay.follow(match.moves, game)
    entries = [dict(entry) for entry in replay.entries[:ply]]
    hide = getattr(game, "hide", None)
    if hide is None:
        return entries
    return hide(match.state if state is None else state, entries, player)


def said_move(state, move: str | None) -> dict | None:
    """The words' parameters of ``move`` if it were played now on ``state``
    (the computer's move, not played: a hint, the analysis's best move), or
    None when there is no move.  ``state`` is left as it was."""
    if not move:
        return None
    game = _module(state.game.name)
    try:
        entry = game.word(state, move)
    except Exception:       # noqa: BLE001 -- words are a comfort, never a fault
        return {"kind": "unknown"}
    state.play(move)
    try:
        after = getattr(game, "after", None)
        if after is not None and entry["kind"] != "unknown":
            after(state, entry)
    except Exception:       # noqa: BLE001
        entry = {"kind": "unknown"}
    finally:
        state.undo()
    return entry
