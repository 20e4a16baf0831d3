"""What every game shares: errors, results, the seeded dice, squares, options.

A game module defines a ``Game`` subclass (its name, players, options and
start position) and a ``State`` subclass (the position and its rules).  The
interface follows the one engines and research code use (OpenSpiel's
``State``, python-chess's ``Board``):

* ``state.to_move`` is the player to act, or ``CHANCE`` when dice are due;
* ``state.legal_moves()`` lists moves in their text form (``"a3a4"``);
* ``state.chance_outcomes()`` lists ``(outcome, probability)`` at a chance node;
* ``state.play(move)`` and ``state.undo()`` change the state in place;
* ``state.is_over()`` and ``state.result()`` tell how the game ended;
* ``state.to_text()`` and ``game.from_text(text)`` read and write positions;
* ``state.view(player)`` is the JSON-able picture the browser draws, holding
  only what that player may see.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, ClassVar

CHANCE = -1
"""The pseudo-player who acts when dice (or any other chance) are due."""

EVERYONE = None
"""``view(EVERYONE)`` shows what every player may see (hot-seat, spectators)."""


MAX_MESSAGE = 300
"""An error message never runs longer than this (an echoed input is cut)."""

MAX_ECHO = 40
"""At most this many characters of a refused input are echoed back."""


def clip(text: Any) -> str:
    """A refused input cut to ``MAX_ECHO`` characters, as a message shows it
    bare (``move 3 (g7g6)``)."""
    text = text if isinstance(text, str) else repr(text)
    return text if len(text) <= MAX_ECHO else text[:MAX_ECHO] + "..."


def shown(text: Any) -> str:
    """A refused input as a message quotes it: ``repr``, cut to ``MAX_ECHO``
    characters, so a 100,000-character move comes back as a short line."""
    if not isinstance(text, str):
        text = repr(text)
        return text if len(text) <= MAX_ECHO else text[:MAX_ECHO] + "..."
    if len(text) > MAX_ECHO:
        return repr(text[:MAX_ECHO]) + "..."
    return repr(text)


def _param(value: Any) -> Any:
    """A parameter as JSON carries it: numbers and short texts as they are."""
    if value is None or isinstance(value, (bool, int, float)):
        return value if not isinstance(value, int) or abs(value) < 1 << 53 else str(value)[:MAX_ECHO]
    if isinstance(value, dict):
        return {str(k)[:MAX_ECHO]: _param(v) for k, v in list(value.items())[:20]}
    if isinstance(value, (list, tuple)):
        return [_param(v) for v in value[:20]]
    text = str(value)
    return text if len(text) <= MAX_ECHO else text[:MAX_ECHO] + "..."


class GameError(ValueError):
    """Any input the rules refuse.

    ``code`` names the kind of refusal (``bad_position``, ``illegal_move``,
    ...) and ``params["why"]`` the refusal itself (``repetition``,
    ``bad_number``, ...): together a stable key the page translates into the
    player's language, filling in the other ``params``.  ``str()`` is the
    English text, for the command line.  Long inputs are never echoed whole:
    messages stop at ``MAX_MESSAGE`` characters, texts in ``params`` at
    ``MAX_ECHO``."""

    code: ClassVar[str] = "error"

    def __init__(self, message: str, **params: Any) -> None:
        if len(message) > MAX_MESSAGE:
            message = message[:MAX_MESSAGE - 3] + "..."
        super().__init__(message)
        self.params = {name: _param(value) for name, value in params.items()}

    def to_json(self) -> dict:
        return {"code": self.code, "message": str(self), "params": self.params}


class BadRequest(GameError):
    """A request the API cannot read (not a rule: a fault of the caller)."""
    code = "bad_request"


class BadPosition(GameError):
    code = "bad_position"


class IllegalMove(GameError):
    code = "illegal_move"


class BadRecord(GameError):
    code = "bad_record"


class BadOption(GameError):
    code = "bad_option"


class UnknownGame(GameError):
    code = "unknown_game"


DIGITS = re.compile(r"[0-9]+", re.ASCII)


def whole_number(text: Any, what: str, error: type[GameError] = BadPosition,
                 low: int = 0, high: int = 10 ** 9, **params: Any) -> int:
    """``text`` read as a whole number from ``low`` to ``high``: ASCII digits
    only (no ``²`` or ``٣``, no sign, no spaces), so a 1,000,000-digit field
    or a Unicode digit is refused with ``error`` (why ``bad_number``), never
    a ``ValueError`` from ``int()``."""
    text = str(text)
    if len(text) > len(str(high)) + 1 or not DIGITS.fullmatch(text) or \
            not low <= int(text) <= high:
        raise error(f"{what} must be a whole number from {low} to {high}, not {shown(text)}",
                    why="bad_number", what=what, value=text, low=low, high=high, **params)
    return int(text)


@dataclass(frozen=True)
class Result:
    """How a game ended: the winning player (or team), or a draw, and why.

    ``reason`` is a short key (``"den"``, ``"no_legal_move"``, ...) that the
    browser translates; ``winner`` is a player index, ``None`` for a draw."""

    winner: int | None
    reason: str
    team: tuple[int, ...] | None = None

    def to_json(self) -> dict:
        data = {"winner": self.winner, "reason": self.reason}
        if self.team is not None:
            data["team"] = list(self.team)
        return data


class Rng:
    """A small seeded generator (SplitMix64) that gives the same numbers under
    CPython and Pyodide, so that a recorded seed replays a game exactly."""

    MASK = (1 << 64) - 1

    def __init__(self, seed: int) -> None:
        self.state = seed & self.MASK

    def next64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & self.MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & self.MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & self.MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A whole number in ``range(n)``, without modulo bias."""
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next64()
            if x < limit:
                return x % n


def draw(outcomes: list[tuple[str, float]], seed: int, ply: int) -> str:
    """The chance outcome thrown at ``ply`` of the game seeded ``seed``.

    The same seed and ply always give the same outcome, so taking a move back
    and playing it again never re-rolls the dice."""
    rng = Rng(seed ^ ((ply + 1) * 0xD1B54A32D192ED03))
    x = (rng.next64() >> 11) / float(1 << 53)
    for outcome, probability in outcomes:
        x -= probability
        if x < 0:
            return outcome
    return outcomes[-1][0]


# ---------------------------------------------------------------- squares

FILES = "abcdefghijklmnopqrstuvwxyz"


def square_name(file: int, rank: int) -> str:
    """``square_name(0, 0) == "a1"``; ranks may pass 9 (Shuuro's ``e12``)."""
    return f"{FILES[file]}{rank + 1}"


def parse_square(text: str, width: int, height: int) -> tuple[int, int]:
    """``"c4"`` -> ``(2, 3)``; raises ``ValueError`` off the board."""
    if len(text) < 2 or text[0] not in FILES[:width] or not text[1:].isdigit():
        raise ValueError(f"not a square: {text!r}")
    rank = int(text[1:]) - 1
    if not 0 <= rank < height:
        raise ValueError(f"not a square: {text!r}")
    return FILES.index(text[0]), rank


def grid(width: int, height: int) -> dict:
    """A board's grid in the view: its size and the labels of its edges."""
    return {"width": width, "height": height, "files": list(FILES[:width]),
            "ranks": [str(rank) for rank in range(1, height + 1)]}


# ---------------------------------------------------------------- options


BOOLEAN_WORDS = {"true": True, "yes": True, "on": True, "1": True,
                 "false": False, "no": False, "off": False, "0": False}
INTEGER = re.compile(r"-?[0-9]{1,12}", re.ASCII)


@dataclass(frozen=True)
class Option:
    """A game option: its name, default and (for choices) allowed values."""

    name: str
    default: Any
    choices: tuple = ()

    def parse(self, value: Any) -> Any:
        """The option's value from ``value`` (a JSON value, or a text from the
        command line or a record), written exactly: ``true``, ``10``.  A value
        with spaces, a fraction or a word where a number goes is refused,
        never rounded or guessed."""
        if isinstance(self.default, bool):
            if isinstance(value, bool):
                return value
            if isinstance(value, str) and value.lower() in BOOLEAN_WORDS:
                return BOOLEAN_WORDS[value.lower()]
            raise BadOption(f"option {self.name} takes true or false, not {shown(value)}",
                            why="not_bool", option=self.name, value=str(value))
        if isinstance(self.default, int):
            if isinstance(value, int) and not isinstance(value, bool):
                number = value
            elif isinstance(value, float) and value.is_integer():
                number = int(value)
            elif isinstance(value, str) and INTEGER.fullmatch(value):
                number = int(value)
            else:
                raise BadOption(f"option {self.name} takes a whole number, not {shown(value)}",
                                why="not_int", option=self.name, value=str(value))
            if self.choices and number not in self.choices:
                raise BadOption(f"option {self.name} takes one of {list(self.choices)}, "
                                f"not {shown(value)}", why="not_choice", option=self.name,
                                value=str(value), choices=list(self.choices))
            return number
        text = str(value)
        if self.choices and text not in self.choices:
            raise BadOption(f"option {self.name} takes one of {list(self.choices)}, "
                            f"not {shown(value)}", why="not_choice", option=self.name,
                            value=text, choices=list(self.choices))
        return text

    def to_json(self) -> dict:
        kind = "bool" if isinstance(self.default, bool) else "int" if isinstance(self.default, int) else "choice"
        return {"name": self.name, "type": kind, "default": self.default, "choices": list(self.choices)}


# ---------------------------------------------------------------- games


class Game:
    """A game with its options chosen.  Subclasses set the class attributes and
    implement ``new`` and ``from_text``."""

    name: ClassVar[str]
    players: ClassVar[tuple[str, ...]]
    option_specs: ClassVar[tuple[Option, ...]] = ()
    in_browser: ClassVar[bool] = False
    """True once the browser can draw and play this game (the picker lists it)."""
    seats: ClassVar[tuple[str, ...]] = ("south", "north")
    """The side of the board each player sits at (the page can turn the board
    to face the player to move): ``south`` is the bottom of the diagram."""

    def __init__(self, **options: Any) -> None:
        specs = {spec.name: spec for spec in self.option_specs}
        unknown = sorted(set(options) - set(specs))
        if unknown:
            raise BadOption(f"{self.name} has no option {clip(unknown[0])}", why="unknown",
                            option=str(unknown[0]))
        self.options = {name: spec.parse(options[name]) if name in options else spec.default
                        for name, spec in specs.items()}

    def new(self, seed: int | None = None) -> "State":
        raise NotImplementedError

    def from_text(self, text: str) -> "State":
        raise NotImplementedError

    def start_text(self) -> str:
        return self.new(seed=0).to_text()

    def describe(self) -> dict:
        return {"id": self.name, "players": list(self.players), "in_browser": self.in_browser,
                "options": [spec.to_json() for spec in self.option_specs]}

    def __repr__(self) -> str:
        return f"game({self.name!r}, {', '.join(f'{k}={v!r}' for k, v in self.options.items())})"


class State:
    """The interface every game state offers (subclasses hold the position).

    Subclasses set ``game``, ``to_move`` and implement the methods below."""

    game: Game
    to_move: int

    def legal_moves(self) -> list[str]:
        raise NotImplementedError

    def chance_outcomes(self) -> list[tuple[str, float]]:
        return []

    def thrower(self) -> int | None:
        """At a chance node: the player who throws the dice himself (the page
        shows him a Throw button and the match draws when he asks), or None
        when the game throws by itself at once (the default)."""
        return None

    def turn_player(self) -> int:
        """Whose turn it is, for grouping the moves of a game into turns: the
        player to move, or at a chance node the player who throws (-1: the
        game's own throw, a turn of its own).  Games whose dice belong to the
        turn of a seat (Shaturanga) say so here."""
        if self.to_move != CHANCE:
            return self.to_move
        thrower = self.thrower()
        return -1 if thrower is None else thrower

    def undo_reveals(self) -> bool:
        """Would taking back the last player's move show what the player at
        the device may not see (Shuuro: the other army, once confirmed)?  The
        page then offers no undo."""
        return False

    def play(self, move: str) -> None:
        raise NotImplementedError

    def undo(self) -> None:
        raise NotImplementedError

    def is_over(self) -> bool:
        return self.result() is not None

    def result(self) -> Result | None:
        raise NotImplementedError

    def to_text(self) -> str:
        raise NotImplementedError

    def view(self, player: int | None = EVERYONE) -> dict:
        raise NotImplementedError

    def board_view(self, grid: dict, terrain: list, pieces: list, moves: list, panels: dict,
                   result: "Result | None", last_move: dict | None,
                   position: str | None) -> dict:
        """The view every game's ``view()`` returns, in the shape ``api``
        documents, from the parts each game computes (``grid`` from
        ``core.grid``; ``last_move`` and ``position`` None where hidden)."""
        return {"game": self.game.name, "grid": grid, "players": list(self.game.players),
                "seats": list(self.game.seats),
                "terrain": terrain, "pieces": pieces, "to_move": self.to_move, "moves": moves,
                "last_move": last_move, "result": result.to_json() if result else None,
                "position": position, "panels": panels}

    def public_moves(self, moves: list[str], player: int | None = EVERYONE) -> list[str]:
        """The move texts of this game (``moves``, from the start to this
        state) as ``player`` may see them (``None``: every player, a
        spectator).  Games with secret moves hide them; by default every move
        is public."""
        return list(moves)


class EngineState(State):
    """A state that plays internal moves: ``parse_move(text)`` checks a move
    text and gives the internal move, ``_push`` plays it, ``_pop`` takes the
    last one back, and ``stack`` holds what ``_pop`` needs (empty at the start).
    ``bulk_perft`` runs on the same three methods."""

    stack: list

    def play(self, move: str) -> None:
        self._push(self.parse_move(move))

    def undo(self) -> None:
        if not self.stack:
            raise IllegalMove("there is no move to undo", why="no_undo")
        self._pop()


def perft(state: State, depth: int) -> int:
    """Count the leaf nodes of the game tree ``depth`` moves deep (any game;
    game modules may offer a faster one).  Chance nodes count as plies too:
    each distinct outcome is one branch."""
    if depth == 0:
        return 1
    if state.to_move == CHANCE:
        branches = [outcome for outcome, _ in state.chance_outcomes()]
    else:
        branches = state.legal_moves()
    if depth == 1:
        return len(branches)
    total = 0
    for move in branches:
        state.play(move)
        total += perft(state, depth - 1)
        state.undo()
    return total


def bulk_perft(state, depth: int) -> int:
    """Perft over a game's internal moves (``_moves``, ``_push``, ``_pop``),
    counting the last ply in bulk: the fast path of game modules."""
    if depth == 0:
        return 1
    moves = state._moves()
    if depth == 1:
        return len(moves)
    total = 0
    for move in moves:
        state._push(move)
        total += bulk_perft(state, depth - 1)
        state._pop()
    return total
