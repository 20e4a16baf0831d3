"""The JSON facade the browser's worker calls: one function, ``handle``.

A request is a dict with an ``op`` and its arguments; the answer is a dict,
``{"ok": true, ...}`` or ``{"ok": false, "error": {"code", "message",
"params"}}``.  ``handle`` never raises: every refusal comes back as an error
and changes nothing.

A *match* is a game being played: its state, the moves made and the moves
undone (for redo).  Several matches may live at once (several boards on a
page); each has an id.

=========  ==================================  ==============================
op         arguments                           answer
=========  ==================================  ==============================
games      -                                   ``games``: ids, players, options
new        game, options?, seed?, position?    ``match``, ``view``
load       record (text)                       ``match``, ``view``
play       match, move                         ``view``
undo       match                               ``view``
redo       match                               ``view``
view       match                               ``view``
record     match                               ``record`` (text)
close      match                               -
=========  ==================================  ==============================

A ``view`` is what the board draws (see ``State.view``), plus the match:

* ``grid``: ``width``, ``height``, ``files`` and ``ranks`` (edge labels);
* ``terrain``: ``{"sq", "kind", "owner"?}`` for every special square
  (``water``, ``trap``, ``den``, ... ; other games add their own kinds);
* ``pieces``: ``{"sq", "kind", "owner", ...}``;
* ``players``: the player names (``"green"``, ``"red"``), indexed by ``owner``;
* ``to_move``: a player index (``-1`` when dice are due);
* ``moves``: every legal move, ``{"move", "from", "to", "capture"}``; the board
  lights up exactly these and sends back the chosen ``move`` text;
* ``last_move``: ``{"move", "from", "to", "piece", "captured"}`` or null;
* ``result``: null, or ``{"winner", "reason"}`` (``den``, ``no_legal_move``,
  ``no_pieces``);
* ``position``: the position text (FEN);
* ``panels``: game-specific side panels (dice, hands, clocks); empty here;
* ``match``, ``history`` (move texts so far), ``ply``, ``can_undo``,
  ``can_redo``, ``options``, ``seed``.
"""

from __future__ import annotations

import itertools
import json
from typing import Any

from . import GAMES, game as make_game, record as records
from .core import GameError, State


class Match:
    """A game in play, with its moves and the moves undone."""

    def __init__(self, state: State, seed: int = 0, position: str | None = None) -> None:
        self.state = state
        self.seed = seed
        self.position = position
        self.moves: list[str] = []
        self.undone: list[str] = []

    def play(self, move: str) -> None:
        self.state.play(move)
        self.moves.append(move)
        self.undone.clear()

    def undo(self) -> None:
        if not self.moves:
            raise GameError("there is no move to undo")
        self.state.undo()
        self.undone.append(self.moves.pop())

    def redo(self) -> None:
        if not self.undone:
            raise GameError("there is no move to redo")
        self.state.play(self.undone[-1])
        self.moves.append(self.undone.pop())

    def record(self) -> str:
        return records.write(self.state.game, self.state, self.moves, self.seed, self.position)

    def view(self, match_id: int) -> dict:
        view = self.state.view()
        view.update(match=match_id, history=list(self.moves), ply=len(self.moves),
                    can_undo=bool(self.moves), can_redo=bool(self.undone),
                    options=dict(self.state.game.options), seed=self.seed)
        return view


class Api:
    """The matches of one page, and the requests on them."""

    def __init__(self) -> None:
        self.matches: dict[int, Match] = {}
        self.ids = itertools.count(1)

    def handle(self, request: Any) -> dict:
        try:
            if not isinstance(request, dict) or not isinstance(request.get("op"), str):
                raise GameError("a request is an object with an op", why="bad_request")
            method = getattr(self, "op_" + request["op"], None)
            if method is None:
                raise GameError(f"unknown op {request['op']!r}", why="bad_request")
            args = {k: v for k, v in request.items() if k not in ("op", "id")}
            answer = method(**args)
        except GameError as error:
            return {"ok": False, "error": error.to_json()}
        except TypeError as error:
            return {"ok": False, "error": {"code": "error", "message": f"bad arguments: {error}",
                                           "params": {"why": "bad_request"}}}
        return {"ok": True, **answer}

    def _match(self, match: Any) -> Match:
        if match not in self.matches:
            raise GameError(f"no match {match!r}", why="no_match")
        return self.matches[match]

    def _open(self, m: Match) -> dict:
        match_id = next(self.ids)
        self.matches[match_id] = m
        return {"match": match_id, "view": m.view(match_id)}

    def op_games(self) -> dict:
        return {"games": [cls().describe() for cls in GAMES.values()]}

    def op_new(self, game: str, options: dict | None = None, seed: int | None = None,
               position: str | None = None) -> dict:
        if not isinstance(game, str) or not isinstance(options or {}, dict):
            raise GameError("new takes a game id and an options object", why="bad_request")
        if position is not None and not isinstance(position, str):
            raise GameError("a position is a text", why="bad_request")
        if seed is None:
            seed = 0
        if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < 2 ** 64:
            raise GameError("a seed is a whole number from 0 to 2**64 - 1", why="bad_request")
        g = make_game(game, **(options or {}))
        if position and position.strip() not in ("", "start"):
            return self._open(Match(g.from_text(position), seed, position.strip()))
        return self._open(Match(g.new(seed=seed), seed))

    def op_load(self, record: str) -> dict:
        parsed = records.read(record)
        m = Match(parsed.replay(), parsed.seed, parsed.position)
        m.moves = list(parsed.moves)
        return self._open(m)

    def op_play(self, match: int, move: str) -> dict:
        m = self._match(match)
        if not isinstance(move, str):
            raise GameError("a move is a text like a3a4", why="bad_request")
        m.play(move)
        return {"view": m.view(match)}

    def op_undo(self, match: int) -> dict:
        m = self._match(match)
        m.undo()
        return {"view": m.view(match)}

    def op_redo(self, match: int) -> dict:
        m = self._match(match)
        m.redo()
        return {"view": m.view(match)}

    def op_view(self, match: int) -> dict:
        m = self._match(match)
        return {"view": m.view(match)}

    def op_record(self, match: int) -> dict:
        return {"record": self._match(match).record()}

    def op_close(self, match: int) -> dict:
        self.matches.pop(match, None)
        return {}


API = Api()


def handle_json(text: str) -> str:
    """The worker's entry point: a JSON request in, a JSON answer out."""
    try:
        request = json.loads(text)
    except ValueError:
        return json.dumps({"ok": False, "error": {"code": "error", "message": "bad JSON",
                                                  "params": {"why": "bad_request"}}})
    answer = API.handle(request)
    if isinstance(request, dict) and "id" in request:
        answer["id"] = request["id"]
    return json.dumps(answer)
