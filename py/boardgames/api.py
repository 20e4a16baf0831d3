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
new        game, options?, seed?, position?,   ``match``, ``view``
           player?
load       record (text), player?              ``match``, ``view``
play       match, move, player?                ``view``
undo       match, player?                      ``view``
redo       match, player?                      ``view``
view       match, player?                      ``view``
record     match                               ``record`` (text)
close      match                               -
=========  ==================================  ==============================

``player`` is the seat the page shows (a player index), or null (the
default) for the hot-seat or spectator view: the view then holds only what
that seat may see -- hidden information (Shuuro's armies during recruitment)
never leaves the worker for a viewer who may not see it, neither in the
board and panels (``State.view(player)``) nor in ``history``
(``State.public_moves``).

A ``view`` is what the board draws (see ``State.view``), plus the match:

* ``grid``: ``width``, ``height``, ``files`` and ``ranks`` (edge labels);
* ``terrain``: ``{"sq", "kind", "owner"?}`` for every special square
  (``water``, ``trap``, ``den``, ... ; other games add their own kinds);
* ``pieces``: ``{"sq", "kind", "owner", ...}``;
* ``players``: the player names (``"green"``, ``"red"``), indexed by ``owner``;
* ``to_move``: a player index (``-1`` when dice are due);
* ``throw``: the player who is to throw the dice himself (play the move
  ``"throw"``), or null;
* ``moves``: every legal move, ``{"move", "from", "to", "capture"}``; the board
  lights up exactly these and sends back the chosen ``move`` text;
* ``last_move``: ``{"move", "from", "to", "piece", "captured"}`` or null;
* ``result``: null, or ``{"winner", "reason"}`` (``den``, ``no_legal_move``,
  ``no_pieces``);
* ``position``: the position text (FEN);
* ``panels``: game-specific side panels (dice, hands, clocks); empty here;
* ``match``, ``history`` (move texts so far, as the viewer may see them:
  Shuuro's secret purchases read ``?``), ``ply``, ``can_undo``,
  ``can_redo``, ``options``, ``seed``, ``viewer`` (the ``player`` asked).
"""

from __future__ import annotations

import itertools
import json
from typing import Any

from . import GAMES, game as make_game, record as records
from .core import CHANCE, GameError, State, draw


class Match:
    """A game in play, with its moves and the moves undone.

    Chance (dice, plinth rolls, who starts) is thrown here, never in the
    browser: whenever the state waits on ``CHANCE``, the match draws the
    outcome from the game's seed and the ply, and records it as a move.  So a
    seed gives one game, undo never re-rolls, and redo replays the same dice."""

    def __init__(self, state: State, seed: int = 0, position: str | None = None,
                 throw: bool = True) -> None:
        self.state = state
        self.seed = seed
        self.position = position
        self.moves: list[str] = []         # every move, chance outcomes included
        self.chance: list[bool] = []       # True where that move was a chance outcome
        self.undone: list[tuple[str, bool]] = []
        if throw:
            self._throw_dice()

    @classmethod
    def from_record(cls, parsed: records.Record) -> "Match":
        match = cls(parsed.start(), parsed.seed, parsed.position, throw=False)
        parsed.replay(match.state, lambda move: match._push(move, match.state.to_move == CHANCE))
        match._throw_dice()
        return match

    def _push(self, move: str, chance: bool) -> None:
        self.state.play(move)
        self.moves.append(move)
        self.chance.append(chance)

    def throw_due(self) -> int | None:
        """The player who is to throw the dice himself now, or None."""
        state = self.state
        if state.to_move != CHANCE or state.is_over():
            return None
        return state.thrower()

    def _throw(self) -> None:
        self._push(draw(self.state.chance_outcomes(), self.seed, len(self.moves)), True)

    def _throw_dice(self) -> None:
        """Throw every chance the game throws by itself (not a player's throw)."""
        while self.state.to_move == CHANCE and not self.state.is_over() and \
                self.state.thrower() is None:
            self._throw()

    def play(self, move: str) -> None:
        """A player's move; ``"throw"`` when the player is to throw the dice."""
        if self.state.to_move == CHANCE:
            due = self.throw_due()
            if move.strip() != "throw" or due is None:
                raise GameError("the dice are thrown by the game, not chosen"
                                + (" (send 'throw')" if due is not None else ""), why="chance")
            self._throw()
        else:
            self._push(move, False)
        self.undone.clear()
        self._throw_dice()

    def undo(self) -> None:
        """Take back the last move of a player, with the dice thrown after it."""
        if False not in self.chance:
            raise GameError("there is no move to undo", why="no_undo")
        while True:
            self.state.undo()
            entry = (self.moves.pop(), self.chance.pop())
            self.undone.append(entry)
            if not entry[1]:
                break

    def redo(self) -> None:
        """Replay the next undone move of a player, with its recorded dice."""
        if not self.undone:
            raise GameError("there is no move to redo", why="no_redo")
        self._push(*self.undone.pop())
        while self.undone and self.undone[-1][1]:
            self._push(*self.undone.pop())

    def record(self) -> str:
        return records.write(self.state.game, self.state, self.moves, self.seed, self.position)

    def view(self, match_id: int, player: int | None = None) -> dict:
        """The view for seat ``player`` (``None``: hot-seat or spectator)."""
        view = self.state.view(player)
        view.update(match=match_id, history=self.state.public_moves(self.moves, player),
                    ply=len(self.moves), viewer=player,
                    can_undo=False in self.chance, can_redo=bool(self.undone),
                    throw=self.throw_due(),
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

    def _open(self, m: Match, player: Any = None) -> dict:
        player = _seat(m, player)
        match_id = next(self.ids)
        self.matches[match_id] = m
        return {"match": match_id, "view": m.view(match_id, player)}

    def op_games(self) -> dict:
        return {"games": [cls().describe() for cls in GAMES.values()]}

    def op_new(self, game: str, options: dict | None = None, seed: int | None = None,
               position: str | None = None, player: Any = None) -> dict:
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
            return self._open(Match(g.from_text(position), seed, position.strip()), player)
        return self._open(Match(g.new(seed=seed), seed), player)

    def op_load(self, record: str, player: Any = None) -> dict:
        match = Match.from_record(records.read(record))
        return self._open(match, player)

    def op_play(self, match: int, move: str, player: Any = None) -> dict:
        m = self._match(match)
        player = _seat(m, player)
        if not isinstance(move, str):
            raise GameError("a move is a text like a3a4", why="bad_request")
        m.play(move)
        return {"view": m.view(match, player)}

    def op_undo(self, match: int, player: Any = None) -> dict:
        m = self._match(match)
        player = _seat(m, player)
        m.undo()
        return {"view": m.view(match, player)}

    def op_redo(self, match: int, player: Any = None) -> dict:
        m = self._match(match)
        player = _seat(m, player)
        m.redo()
        return {"view": m.view(match, player)}

    def op_view(self, match: int, player: Any = None) -> dict:
        m = self._match(match)
        return {"view": m.view(match, _seat(m, player))}

    def op_record(self, match: int) -> dict:
        return {"record": self._match(match).record()}

    def op_close(self, match: int) -> dict:
        self.matches.pop(match, None)
        return {}


def _seat(m: Match, player: Any) -> int | None:
    """A checked ``player`` argument: null, or the index of one of the game's players."""
    if player is None:
        return None
    if isinstance(player, bool) or not isinstance(player, int) or \
            not 0 <= player < len(m.state.game.players):
        raise GameError("a player is null or the index of one of the game's players",
                        why="bad_request")
    return player


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
