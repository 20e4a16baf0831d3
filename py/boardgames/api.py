"""The JSON facade the browser's worker calls: one function, ``handle``.

A request is a dict with an ``op`` and its arguments; the answer is a dict,
``{"ok": true, ...}`` or ``{"ok": false, "error": {"code", "message",
"params"}}``.  ``handle`` never raises: every refusal comes back as an error
and changes nothing.

A *match* is a game being played: its state, the moves made and the moves
undone (for redo), the dice it throws (``Match``, in ``match.py``; this module
re-exports it).  Several matches may live at once (several boards on a page);
each has an id.

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
diagram    game, position?, options?, moves?,  ``svg``: the static picture of a
           dice?, arrows?, highlight?,         ``<game-board>`` with these
           orientation? (texts)                attributes (``svg.diagram``)
puzzle     game, solution, options?,           ``wins``, ``others`` (other moves as
           position?, ms?                      good as the solution's: ``editing``)
setup      game, options?, position?,          ``position``, ``problem``, ``view``,
           squares?, fields?                   ``squares``, ``fields``, ``palette``,
                                               ``controls`` (the board editor:
                                               ``editing``; no match is opened)
think      match, ms?, level?, ply?            ``move``, ``score``, ``depth``,
                                               ``nodes``, ``ms``, ``level``,
                                               ``scores``, ``line``, ``player``,
                                               ``said`` (its words' parameters)
computer   match, seats, player?               ``view``, ``record``, ``redo``
friend_new game, parties, me, options?,        ``match``, ``view``, ``friend``
           position?                           (the game to keep), ``record``
friend_    link (JSON text), kept?             ``match``, ``view``, ``friend``,
open                                           ``record``, ``news`` (``from``: the
                                               first new ply; ``by``, ``moves``)
friend_    kept                                ``match``, ``view``, ``friend``,
resume                                         ``record``
friend_    match, player?                      ``link`` (JSON text), ``view``,
send                                           ``record``, ``redo``, ``friend``
=========  ==================================  ==============================

``friend_*`` play a friend on another device by links (``friend``): a game
whose ``parties`` (lists of seat names, one per device) take turns in
*hops*; ``friend`` in an answer is what the device keeps (its own secret
included) and gives back to ``friend_open``/``friend_resume``; ``link`` is
the payload of the link to send.  The view of such a match has ``friend``
(``me``, ``parties``, ``holding``, ``send``, ``to`` or ``waiting``,
``hidden``), and ``play``, ``undo``... answer its ``friend`` too.

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
  ``no_pieces``, ...; in every game ``resign`` and ``agreement``, a draw
  agreed); a team's win (Shaturanga) adds ``team``;
* ``check``: the players whose King (Radjah) is in check now, a list of
  player indices in player order, empty when none (always empty in Dou Shou
  Qi and Shakku, which have no check): the status says "Blue is in check";
* ``position``: the position text (FEN), null where it would show a secret;
* ``panels``: game-specific side panels (dice, hands, clocks, ...), and in
  every game the actions: ``action_moves``, the actions a player may take
  besides the moves, each ``{"move", "kind": "resign" | "offer" | "accept",
  "player"}`` (played with ``play`` like a move: ``resign:<player>`` any
  player at any moment, ``offer`` and ``accept`` the player whose turn it
  is; ``core.actions``), and ``offered_by``, who offered a draw not yet
  answered (null: none); Dou Shou Qi's panels hold only these two;
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

from . import GAMES, ai, editing, friend, game as make_game, record as records, review
from .core import BadRequest, GameError, shown
from .match import Match
from .said import said_move

__all__ = ["API", "MAX_NESTING", "MAX_REQUEST", "Api", "Match", "handle_json"]


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
        _game_and_position("new", game, options, position)
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
                "ply": len(m.moves) if ply is None else ply,
                "said": said_move(state, thought.move)}

    @staticmethod
    def _changed(m: Match, match: int, player: int | None) -> dict:
        """The answer to a move, an undo or a redo: all the page needs, the
        record to save included (one request per move)."""
        answer = {"view": m.view(match, player), "record": m.record(), "redo": m.redo_moves()}
        if m.friend is not None:
            m.friend.pending = m.moves[m.friend.hop_moves():]
            answer["friend"] = m.friend.kept()
        return answer

    def op_view(self, match: int, player: Any = None, ply: Any = None) -> dict:
        m = self._match(match)
        seat = _seat(m, player)
        return {"view": m.view(match, seat) if ply is None else review.view_at(m, ply, match, seat)}

    def op_record(self, match: int) -> dict:
        m = self._match(match)
        return {"record": m.record(), "redo": m.redo_moves()}

    def op_setup(self, game: str, options: dict | None = None, position: str | None = None,
                 squares: Any = None, fields: Any = None) -> dict:
        """The board editor's request (``editing.setup``): no match is opened."""
        _game_and_position("setup", game, options, position)
        made = make_game(game, **(options or {}))
        return editing.setup(lambda text: _match_at(made, text), made, options or {}, position,
                             squares, fields)

    def op_puzzle(self, game: str, solution: Any, options: dict | None = None,
                  position: str | None = None, ms: Any = None) -> dict:
        """The board editor's check of a puzzle (``editing.puzzle``): is its
        solution the only way?  No match is kept."""
        _game_and_position("puzzle", game, options, position)
        moves = _texts(solution, "solution")
        if not moves:
            raise BadRequest("a puzzle's solution has one move at least", why="bad_arguments",
                             op="puzzle")
        if ms is None:
            ms = 1500
        if isinstance(ms, bool) or not isinstance(ms, int) or not 50 <= ms <= 10_000:
            raise BadRequest("ms is a whole number from 50 to 10000", why="bad_arguments", op="puzzle")
        return editing.puzzle(_match_at(make_game(game, **(options or {})), position), moves, ms)

    def op_diagram(self, game: str, position: Any = "start", options: Any = "", moves: Any = "",
                   dice: Any = "", arrows: Any = "", highlight: Any = "",
                   orientation: Any = "") -> dict:
        """The static SVG picture of a ``<game-board>`` with these attributes
        (``svg.diagram``, as ``python -m boardgames svg`` draws it)."""
        attrs = {"game": game, "position": position, "options": options, "moves": moves,
                 "dice": dice, "arrows": arrows, "highlight": highlight,
                 "orientation": orientation}
        if not all(isinstance(v, str) and len(v) <= MAX_ATTRIBUTE for v in attrs.values()):
            raise BadRequest("a diagram's attributes are texts", why="bad_arguments", op="diagram")
        from .svg import diagram
        return {"svg": diagram({k: v for k, v in attrs.items() if v})}

    # ------------------------------------------------------------ games by links (friend.py)

    def op_friend_new(self, game: str, parties: Any, me: Any, options: dict | None = None,
                      position: str | None = None) -> dict:
        """A new game by links, this device playing party ``me`` of
        ``parties`` (lists of seat names, one per device)."""
        _game_and_position("friend_new", game, options, position)
        made = make_game(game, **(options or {}))
        groups = friend.parties_from(made, parties)
        if isinstance(me, bool) or not isinstance(me, int) or not 0 <= me < len(groups):
            raise BadRequest("me is the index of this device's party", why="bad_arguments",
                             op="friend_new")
        return self._friend_opened(*friend.start(made, records.start_position(position), groups, me))

    def op_friend_open(self, link: Any, kept: Any = None) -> dict:
        """A link opened: checked against the game kept here (``kept``, the
        ``friend`` of an earlier answer), or joined."""
        made, m, news = friend.receive(link, kept)
        return {**self._friend_opened(made, m), "news": news}

    def op_friend_resume(self, kept: Any) -> dict:
        """A kept game by links opened again as it was left."""
        return self._friend_opened(*friend.resume(kept))

    def op_friend_send(self, match: int, player: Any = None) -> dict:
        """This device's hop sealed: the link's payload to send (JSON) and
        the game to keep."""
        m = self._match(match)
        link = friend.send(m)
        return {"link": link, **self._changed(m, match, self._friend_seat(m))}

    def _friend_opened(self, made: friend.Friend, m: Match) -> dict:
        answer = self._open(m, self._friend_seat(m))
        return {**answer, "friend": made.kept(), "record": m.record(), "redo": []}

    @staticmethod
    def _friend_seat(m: Match) -> int | None:
        """The seat whose view a device of a game by links sees: its own
        when it plays one seat (a secret choice shown to it), else all."""
        mine = m.friend.parties[m.friend.me]
        return mine[0] if len(mine) == 1 else None

    def op_close(self, match: int) -> dict:
        self.matches.pop(match, None)
        return {}


def _game_and_position(op: str, game: Any, options: Any, position: Any) -> None:
    """Refuse (``bad_arguments``) a game that is no id, options that are no
    object, a position that is no text: the arguments ``new``, ``setup`` and
    ``puzzle`` share."""
    if not isinstance(game, str) or not isinstance(options or {}, dict):
        raise BadRequest(f"{op} takes a game id and an options object", why="bad_arguments", op=op)
    if position is not None and not isinstance(position, str):
        raise BadRequest("a position is a text", why="bad_arguments", op=op)


def _match_at(game, position: str | None) -> Match:
    """A match of ``game`` from ``position`` (None or "start": its start),
    seed 0, nothing thrown: what the editor's requests look at."""
    text = records.start_position(position)
    return Match(records.Record(game, 0, text).start(), 0, text, throw=False)


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


MAX_ATTRIBUTE = 20_000
"""Characters of one attribute of a diagram."""

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
