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
games      -                                   ``games``: ids, players, options;
                                               ``levels``: the computer's
new        game, options?, seed?, position?,   ``match``, ``view``
           moves?, dice?, player?, computer?
load       record (text), redo?, player?       ``match``, ``view``, ``warning``?
play       match, move, player?                ``view``, ``record``, ``redo``
undo       match, player?                      ``view``, ``record``, ``redo``
redo       match, player?                      ``view``, ``record``, ``redo``
view       match, player?, ply?                ``view`` (at ``ply``: a past position, unchanged match)
record     match                               ``record`` (text), ``redo``
goto       match, ply, player?                 ``view``, ``record``, ``redo``
close      match                               -
think      match, ms?, level?, ply?            ``move``, ``score``, ``depth``,
                                               ``nodes``, ``ms``, ``level``,
                                               ``scores``, ``line``, ``player``
computer   match, seats, player?               ``view``, ``record``, ``redo``
=========  ==================================  ==============================

``think`` is the computer's move for whoever is to move (at ``ply``: at
that point of the game), not played; ``score`` is for the side to move and
``scores`` for each player (``boardgames.ai``).  ``computer`` (in ``new``:
which seats the computer plays; ``computer``: hands seats over mid-game) is
``{"red": 3, "green": null}``, kept in the record's ``Computer`` tag and in
the view's ``computer``.

``moves`` (in ``new``) is a line replayed from the position, as a record
lists it (dice outcomes included; a throw left out is thrown); ``dice``
fixes the throws to come, in order (a diagram of a dice game is the same each
time), the seed throwing once they run out.  ``goto`` steps back or forward
one move at a time (dice included) to a ply of the game and its redo line.

``redo`` (in ``record`` and ``load``) lists the moves taken back and not yet
replayed, in the order redo plays them (dice included), so that a saved game
keeps its redo across a reload.  If they cannot be replayed, ``load`` opens the
game without them and says so in ``warning`` (why ``redo``).

Requests are refused, never crash: a request over ``MAX_REQUEST`` characters,
bad JSON (nested too deep included), unknown ops and bad arguments come back
as ``bad_request``; an unexpected fault inside the engine as ``internal``
(which the fuzz tests make sure never happens).

``player`` is the seat the page shows (a player index), or null (the
default) for the hot-seat or spectator view: the view then holds only what
that seat may see -- hidden information (Shuuro's armies during recruitment)
never leaves the worker for a viewer who may not see it, neither in the
board and panels (``State.view(player)``) nor in ``history``
(``State.public_moves``).

A ``view`` is what the board draws (see ``State.view``), plus the match.
Its contract is ``schema/view.schema.json`` (each game's ``panels`` and
``options`` in ``schema/panels/<game>.schema.json``), which the tests check
every view against (``tests/schema_check.py``):

* ``game``; ``grid``: ``width``, ``height``, ``files`` and ``ranks`` (edge labels);
* ``terrain``: ``{"sq", "kind", "owner"?}`` for every special square
  (``water``, ``trap``, ``den``, ... ; other games add their own kinds);
* ``pieces``: ``{"sq", "kind", "owner", ...}`` (Shaturanga's ``passive``:
  an army drawn grey);
* ``players``: the player names (``"green"``, ``"red"``), indexed by
  ``owner``; ``seats``: the side each sits at (``south``, ...);
* ``to_move``: a player index (``-1`` when dice are due);
* ``throw``: the player who is to throw the dice himself (play the move
  ``"throw"``), or null;
* ``moves``: every legal move, ``{"move", "from", "to", "capture"}``; the board
  lights up exactly these and sends back the chosen ``move`` text.  A move
  from the hand or the waiting pawns (``from`` ``"@K"``, ``"@W"``) carries
  ``"hand": "K"`` / ``"W"``; moves that share their ``from`` and ``to``
  carry a ``choice`` telling them apart in words: ``{"kind": "promotion",
  "piece": "Q"}``, or Shakku's ``{"kind": "pawn" | "stack" | ..., "die"}``;
* ``last_move``: ``{"move", "from", "to", "piece", "captured"}`` or null;
  its ``throw`` (null, or absent in games without dice) gives the dice
  structured: Shakku's throw ``{"kind": "sticks", "faces", "values",
  "player"}`` (and ``{"kind": "first", "player"}``), Shaturanga's die thrown
  since the last board move ``{"kind": "die", "value", "rethrow", "player"}``;
* ``result``: null, or ``{"winner", "reason"}`` (``den``, ``no_legal_move``,
  ``no_pieces``, ...);
* ``position``: the position text (FEN), null where it would show a secret;
* ``panels``: game-specific side panels (dice, hands, clocks, actions);
  empty for Dou Shou Qi;
* ``secret``: null, or ``{"player", "others"}`` while the player to move
  chooses in secret (Shuuro's recruitment): the device goes to ``player``
  alone, the ``others`` look away (``State.secret``);
* ``match``, ``history`` (move texts so far, as the viewer may see them:
  Shuuro's secret purchases read ``?``), ``turns`` (``[{"start",
  "player"}]``, one per turn: where it starts in ``history`` and whose it
  is, ``State.turn_player``: -1 for the game's own throws; a Shaturanga
  seat's die, throws again and move are one turn), ``ply``, ``can_undo``,
  ``undo_plies`` (how many moves of ``history`` an undo takes back; 0, and
  ``can_undo`` false, when an undo would show a secret:
  ``State.undo_reveals``), ``can_redo``, ``options``, ``seed``, ``viewer``
  (the ``player`` asked), ``computer`` (seat name -> level).
"""

from __future__ import annotations

import inspect
import itertools
import json
import re
from typing import Any

from . import GAMES, ai, game as make_game, record as records, review
from .core import CHANCE, BadRequest, GameError, IllegalMove, State, clip, draw, shown
from .said import said


class Match:
    """A game in play, with its moves and the moves undone.

    Chance (dice, plinth rolls, who starts) is thrown here, never in the
    browser: whenever the state waits on ``CHANCE``, the match draws the
    outcome from the game's seed and the ply, and records it as a move.  So a
    seed gives one game, undo never re-rolls, and redo replays the same dice."""

    def __init__(self, state: State, seed: int = 0, position: str | None = None,
                 throw: bool = True, dice: list[str] | None = None) -> None:
        self.state = state
        self.seed = seed
        self.position = position
        self.dice = list(dice or [])       # fixed throws to use first (a diagram's), then the seed's
        self.moves: list[str] = []         # every move, chance outcomes included
        self.chance: list[bool] = []       # True where that move was a chance outcome
        self.acts: list[bool] = []         # True where a player acted (a move, his own throw)
        self.turns: list[int] = []         # whose turn each move was played in
        self.undone: list[tuple[str, bool]] = []
        self.computer: dict[int, int] = {}   # the seats the computer plays: player -> level
        if throw:
            self._throw_dice()

    @classmethod
    def from_record(cls, parsed: records.Record) -> "Match":
        match = cls(parsed.start(), parsed.seed, parsed.position, throw=False)
        match.computer = dict(parsed.computer)
        parsed.replay(match.state, lambda move: match._push(move, match.state.to_move == CHANCE))
        match._throw_dice()
        return match

    def redo_moves(self) -> list[str]:
        """The moves taken back and not replayed, in the order redo plays them."""
        return [move for move, _ in reversed(self.undone)]

    def restore_redo(self, moves: list[str]) -> None:
        """Make ``moves`` (from ``redo_moves``) ready to redo again: play them,
        then take them back.  Refused as a whole (nothing changes) if one of
        them does not replay."""
        if not isinstance(moves, list) or not all(isinstance(m, str) for m in moves):
            raise records.BadRecord("the moves to redo are a list of texts", why="redo")
        pushed = 0
        try:
            for move in moves:
                self._push(move, self.state.to_move == CHANCE)
                pushed += 1
        except GameError as error:
            for _ in range(pushed):
                self._pop()
            raise records.BadRecord(f"the moves to redo do not replay: {error}", why="redo",
                                    detail=error.to_json()) from None
        self.undone = [self._pop() for _ in range(pushed)]

    def _push(self, move: str, chance: bool) -> None:
        turn, acted = self.state.turn_player(), not chance or self.state.thrower() is not None
        self.state.play(move)
        self.moves.append(move)
        self.chance.append(chance)
        self.acts.append(acted)
        self.turns.append(turn)

    def _pop(self) -> tuple[str, bool]:
        """Take back the last move, chance or not: (move, chance)."""
        self.state.undo()
        self.turns.pop()
        self.acts.pop()
        return self.moves.pop(), self.chance.pop()

    def throw_due(self) -> int | None:
        """The player who is to throw the dice himself now, or None."""
        state = self.state
        if state.to_move != CHANCE or state.is_over():
            return None
        return state.thrower()

    def _throw(self) -> None:
        outcomes = self.state.chance_outcomes()
        if self.dice:
            fixed = self.dice.pop(0)
            if fixed not in [outcome for outcome, _ in outcomes]:
                raise IllegalMove(f"{shown(fixed)} is not a throw the dice can give here",
                                  why="bad_dice", move=fixed)
            self._push(fixed, True)
        else:
            self._push(draw(outcomes, self.seed, len(self.moves)), True)

    def replay(self, moves: list[str]) -> None:
        """Play a line of moves as a record lists them (dice outcomes
        included); a throw the line leaves out is thrown as in play.  Make
        the match with ``throw=False`` so that the line's first throws are
        its own."""
        for number, move in enumerate(moves, 1):
            try:
                if not self._replay_chance(move):
                    self._push(move, False)
            except GameError as error:
                raise records.BadRecord(f"move {number} ({clip(move)}): {error}", why="ply",
                                        ply=number, move=move, detail=error.to_json()) from None
        self._throw_dice()

    def _replay_chance(self, move: str) -> bool:
        """Before ``move`` of a line: throw the game's own dice the line
        leaves out (from ``dice``, then the seed); True if ``move`` itself was
        the throw (an outcome, or ``throw`` where a player throws)."""
        state = self.state
        while state.to_move == CHANCE and not state.is_over():
            if move in [outcome for outcome, _ in state.chance_outcomes()]:
                self._push(move, True)
                return True
            if self.throw_due() is None:
                self._throw()
            elif move.strip() == "throw":
                self._throw()
                return True
            else:
                return False           # the player's throw is due: the move is refused
        return False

    def goto(self, ply: int) -> None:
        """Take back or replay single moves (dice included) until ``ply``
        moves are on the board: stepping through a game."""
        while len(self.moves) > ply:
            self.undone.append(self._pop())
        while len(self.moves) < ply and self.undone:
            self._push(*self.undone.pop())

    def _throw_dice(self) -> None:
        """Throw every chance the game throws by itself (not a player's throw)."""
        while self.state.to_move == CHANCE and not self.state.is_over() and \
                self.state.thrower() is None:
            self._throw()

    def play(self, move: str) -> None:
        """A player's move; ``"throw"`` when the player is to throw the dice."""
        if self.state.to_move == CHANCE:
            due = self.throw_due()
            if due is None:
                raise IllegalMove("the dice are thrown by the game, not chosen", why="chance",
                                  move=move)
            if move.strip() != "throw":
                raise IllegalMove(f"{shown(move)}: throw the dice first (send 'throw')",
                                  why="throw_first", move=move)
            again = self.undone and self.undone[-1][1]   # thrown before, taken back: the same dice
            self._push(*self.undone.pop()) if again else self._throw()
        else:
            self._push(move, False)
        self.undone.clear()
        self._throw_dice()

    def undo(self) -> None:
        """Take back a player's last action (a move, or his own throw: Shakku's
        sticks) with the dice the game threw after it; refused if that shows a secret."""
        if self.state.undo_reveals():
            raise IllegalMove("this move cannot be taken back: that would show a secret "
                              "(the other player's army) to whoever holds the device",
                              why="undo_secret")
        if not self.undo_plies():
            raise IllegalMove("there is no move to undo", why="no_undo")
        while True:
            acted = self.acts[-1]
            self.undone.append(self._pop())
            if acted:
                break

    def redo(self) -> None:
        """Replay the next undone move of a player, with its recorded dice."""
        if not self.undone:
            raise IllegalMove("there is no move to redo", why="no_redo")
        self._push(*self.undone.pop())
        while self.undone and self.undone[-1][1] and self.throw_due() is None:
            self._push(*self.undone.pop())

    def record(self) -> str:
        tags = {"Computer": records.computer_tag(self.state.game, self.computer)} \
            if self.computer else None
        return records.write(self.state.game, self.state, self.moves, self.seed, self.position,
                             tags)

    def state_at(self, ply: int) -> State:
        """A new state as it stood after the first ``ply`` moves (the match
        itself does not change)."""
        state = records.Record(self.state.game, self.seed, self.position).start()
        for move in self.moves[:ply]:
            state.play(move)
        return state

    def undo_plies(self) -> int:
        """How many moves an undo takes back: the last player's action and the
        dice the game threw after it; 0 when there is none, or when taking it
        back would show a secret (``State.undo_reveals``)."""
        if True not in self.acts or self.state.undo_reveals():
            return 0
        return len(self.acts) - max(i for i, acted in enumerate(self.acts) if acted)

    def turn_starts(self) -> list[dict]:
        """The turns of the game so far: where each starts in the history
        and whose it is (a new turn starts when the turn's player changes)."""
        return [{"start": i, "player": player} for i, player in enumerate(self.turns)
                if i == 0 or player != self.turns[i - 1]]

    def view(self, match_id: int, player: int | None = None, words: bool = True) -> dict:
        """The view for seat ``player`` (``None``: hot-seat or spectator);
        ``words=False`` leaves out ``said`` (the review adds its own)."""
        view = self.state.view(player)
        undo = self.undo_plies()
        view.update(match=match_id, history=self.state.public_moves(self.moves, player),
                    turns=self.turn_starts(), ply=len(self.moves), viewer=player,
                    chance=[i for i, chance in enumerate(self.chance) if chance],
                    can_undo=bool(undo), undo_plies=undo, can_redo=bool(self.undone),
                    throw=self.throw_due(),
                    options=dict(self.state.game.options), seed=self.seed,
                    computer={self.state.game.players[p]: level
                              for p, level in sorted(self.computer.items())})
        if words:
            view["said"] = said(self, player)  # the history's words' parameters (said.py)
        return view


MAX_REQUEST = 4_000_000
"""The longest request ``handle_json`` reads, in characters (a long game's
record is some tens of kilobytes)."""


class Api:
    """The matches of one page, and the requests on them."""

    def __init__(self) -> None:
        self.matches: dict[int, Match] = {}
        self.ids = itertools.count(1)

    def handle(self, request: Any) -> dict:
        """One request; always an answer, never an exception."""
        try:
            if not isinstance(request, dict) or not isinstance(request.get("op"), str):
                raise BadRequest("a request is an object with an op", why="bad_request")
            method = getattr(self, "op_" + request["op"], None)
            if method is None:
                raise BadRequest(f"unknown op {shown(request['op'])}", why="unknown_op",
                                 op=request["op"])
            args = {k: v for k, v in request.items() if k not in ("op", "id")}
            try:
                answer = method(**args)
            except TypeError as error:
                if not _arguments_fit(method, args):
                    raise BadRequest(f"bad arguments for {request['op']}: {error}",
                                     why="bad_arguments", op=request["op"]) from None
                raise
        except GameError as error:
            return {"ok": False, "error": error.to_json()}
        except (RecursionError, MemoryError) as error:
            return {"ok": False, "error": BadRequest(f"the request is too large ({type(error).__name__})",
                                                     why="too_large").to_json()}
        except Exception as error:        # a fault of ours: say so, never crash the worker
            detail = f"{type(error).__name__}: {error}"
            return {"ok": False, "error": {"code": "internal", "message": f"internal error: {detail}"[:300],
                                           "params": {"why": "internal", "detail": detail[:200]}}}
        return {"ok": True, **answer}

    def _match(self, match: Any) -> Match:
        if isinstance(match, bool) or not isinstance(match, int) or match not in self.matches:
            raise BadRequest(f"no match {shown(match)}", why="no_match")
        return self.matches[match]

    def _open(self, m: Match, player: Any = None) -> dict:
        player = _seat(m, player)
        match_id = next(self.ids)
        self.matches[match_id] = m
        return {"match": match_id, "view": m.view(match_id, player)}

    def op_games(self) -> dict:
        return {"games": [cls().describe() for cls in GAMES.values()],
                "levels": [{"number": lv.number, "name": lv.name} for lv in ai.LEVELS]}

    def op_new(self, game: str, options: dict | None = None, seed: int | None = None,
               position: str | None = None, player: Any = None, moves: Any = None,
               dice: Any = None, computer: Any = None) -> dict:
        if not isinstance(game, str) or not isinstance(options or {}, dict):
            raise BadRequest("new takes a game id and an options object", why="bad_arguments",
                             op="new")
        if position is not None and not isinstance(position, str):
            raise BadRequest("a position is a text", why="bad_arguments", op="new")
        if seed is None:
            seed = 0
        if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= records.MAX_SEED:
            raise BadRequest(f"a seed is a whole number from 0 to {records.MAX_SEED}", why="seed",
                             value=str(seed))
        moves, dice = _texts(moves, "moves"), _texts(dice, "dice")
        position = records.start_position(position)
        start = records.Record(make_game(game, **(options or {})), seed, position).start()
        match = Match(start, seed, position, throw=False, dice=dice)
        if computer is not None:
            match.computer = records.computer_seats(start.game, computer, BadRequest)
        match.replay(moves)
        return self._open(match, player)

    def op_goto(self, match: int, ply: Any, player: Any = None) -> dict:
        m = self._match(match)
        player = _seat(m, player)
        if isinstance(ply, bool) or not isinstance(ply, int) or ply < 0:
            raise BadRequest("a ply is a whole number, 0 or more", why="bad_arguments", op="goto")
        m.goto(ply)
        return self._changed(m, match, player)

    def op_load(self, record: str, player: Any = None, redo: Any = None) -> dict:
        match = Match.from_record(records.read(record))
        warning = None
        if redo:
            try:
                match.restore_redo(redo)
            except GameError as error:
                warning = error.to_json()
        answer = self._open(match, player)
        if warning:
            answer["warning"] = warning
        return answer

    def op_play(self, match: int, move: str, player: Any = None) -> dict:
        m = self._match(match)
        player = _seat(m, player)
        if not isinstance(move, str):
            raise BadRequest("a move is a text like a3a4", why="bad_arguments", op="play")
        m.play(move)
        return self._changed(m, match, player)

    def op_undo(self, match: int, player: Any = None) -> dict:
        m = self._match(match)
        player = _seat(m, player)
        m.undo()
        return self._changed(m, match, player)

    def op_redo(self, match: int, player: Any = None) -> dict:
        m = self._match(match)
        player = _seat(m, player)
        m.redo()
        return self._changed(m, match, player)

    def op_computer(self, match: int, seats: Any, player: Any = None) -> dict:
        """Hand seats to the computer or back to a person mid-game:
        ``seats`` is ``{"red": 3, "green": null}`` (null: a person)."""
        m = self._match(match)
        player = _seat(m, player)
        changed = records.computer_seats(m.state.game, seats, BadRequest)
        people = [name for name, level in seats.items() if level is None] \
            if isinstance(seats, dict) else []
        for name in people:
            m.computer.pop(m.state.game.players.index(name), None)
        m.computer.update(changed)
        return self._changed(m, match, player)

    def op_think(self, match: int, ms: Any = None, level: Any = None, ply: Any = None) -> dict:
        """The computer's move for whoever is to move (at ``ply``: at that
        point of the game), without playing it; ``level`` 1 to 6 (omitted:
        the strongest), ``ms`` the time it may take."""
        m = self._match(match)
        if ms is not None and (isinstance(ms, bool) or not isinstance(ms, int) or ms < 1):
            raise BadRequest("ms is a whole number of milliseconds, 1 or more", why="bad_ms",
                             value=str(ms)[:40])
        if ply is None:
            state = m.state
        elif isinstance(ply, bool) or not isinstance(ply, int) or not 0 <= ply <= len(m.moves):
            raise BadRequest(f"a ply is a whole number from 0 to {len(m.moves)}",
                             why="bad_arguments", op="think")
        else:
            state = m.state_at(ply)
        thought = ai.think(state, level, ms, seed=m.seed)
        return {**thought.to_json(), "player": state.turn_player(),
                "ply": len(m.moves) if ply is None else ply}

    @staticmethod
    def _changed(m: Match, match: int, player: int | None) -> dict:
        """The answer to a move, an undo or a redo: all the page needs, the
        record to save included (one request per move)."""
        return {"view": m.view(match, player), "record": m.record(), "redo": m.redo_moves()}

    def op_view(self, match: int, player: Any = None, ply: Any = None) -> dict:
        m = self._match(match)
        seat = _seat(m, player)
        return {"view": m.view(match, seat) if ply is None else review.view_at(m, ply, match, seat)}

    def op_record(self, match: int) -> dict:
        m = self._match(match)
        return {"record": m.record(), "redo": m.redo_moves()}

    def op_close(self, match: int) -> dict:
        self.matches.pop(match, None)
        return {}


def _arguments_fit(method, args: dict) -> bool:
    """Do ``args`` fit ``method``'s parameters (names and count)?"""
    try:
        inspect.signature(method).bind(**args)
    except TypeError:
        return False
    return True


def _texts(value: Any, what: str) -> list[str]:
    """A list of move texts, given as a list or as one text separated by spaces."""
    if value is None:
        return []
    if isinstance(value, str):
        value = value.split()
    if not isinstance(value, list) or len(value) > 10_000 or \
            not all(isinstance(v, str) for v in value):
        raise BadRequest(f"{what} is a list of move texts", why="bad_arguments", op=what)
    return value


def _seat(m: Match, player: Any) -> int | None:
    """A checked ``player`` argument: null, or the index of one of the game's players."""
    if player is None:
        return None
    if isinstance(player, bool) or not isinstance(player, int) or \
            not 0 <= player < len(m.state.game.players):
        raise BadRequest("a player is null or the index of one of the game's players",
                         why="bad_arguments", op="player")
    return player


API = Api()


MAX_NESTING = 32
"""The deepest nesting of arrays and objects a request may have (a real one
has three levels).  Checked before parsing: under Pyodide a parser that
recursed 200,000 levels deep would overflow the browser's stack, not raise."""

_JSON_STRING = re.compile(r'"(?:[^"\\]|\\.)*"')
_JSON_BRACKET = re.compile(r"[\[\]{}]")


def _nesting(text: str) -> int:
    """How deep the arrays and objects of a JSON text nest (strings skipped)."""
    depth = deepest = 0
    for bracket in _JSON_BRACKET.finditer(_JSON_STRING.sub("", text)):
        depth += 1 if bracket.group() in "[{" else -1
        deepest = max(deepest, depth)
        if deepest > MAX_NESTING:
            break
    return deepest


def handle_json(text: str) -> str:
    """The worker's entry point: a JSON request in, a JSON answer out.  Never
    raises: a request too long or not JSON (nested too deep included) is
    refused like any other."""
    request = None
    if not isinstance(text, str) or len(text) > MAX_REQUEST:
        answer = {"ok": False, "error": BadRequest("the request is too large", why="too_large").to_json()}
    else:
        try:
            if _nesting(text) > MAX_NESTING:
                raise ValueError("nested too deep")
            request = json.loads(text)
        except (ValueError, RecursionError):
            answer = {"ok": False, "error": BadRequest("the request is not valid JSON",
                                                       why="bad_json").to_json()}
        else:
            answer = API.handle(request)
    if isinstance(request, dict) and isinstance(request.get("id"), (int, str)) \
            and not isinstance(request["id"], bool):
        answer["id"] = request["id"]
    try:
        return json.dumps(answer)
    except (TypeError, ValueError, RecursionError):
        error = {"code": "internal", "message": "the answer could not be written as JSON",
                 "params": {"why": "internal", "detail": "json"}}
        return json.dumps({"ok": False, "error": error, **({"id": answer["id"]} if "id" in answer else {})})
