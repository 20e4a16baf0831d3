"""The interface every game offers: ``Game`` (a game with its options) and
``State`` (a position and its rules), with ``EngineState`` for the games
whose rules run on internal moves; ``Result``, how a game ended."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from .errors import BadOption, IllegalMove, clip
from .look import Look
from .options import Option
from .perft import leaves, perft

CHANCE = -1
"""The pseudo-player who acts when dice (or any other chance) are due."""

EVERYONE = None
"""``view(EVERYONE)`` shows what every player may see (hot-seat, spectators)."""


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


class Game:
    """A game with its options chosen.  Subclasses set the class attributes and
    implement ``new`` and ``from_text``."""

    name: ClassVar[str]
    names: ClassVar[tuple[str, ...]] = ()
    """The names people write for the game besides its id (a record's
    ``Game`` tag), in English and French: matched whatever their case,
    accents, spaces and hyphens (``boardgames.game_id``)."""
    players: ClassVar[tuple[str, ...]]
    option_specs: ClassVar[tuple[Option, ...]] = ()
    in_browser: ClassVar[bool] = False
    """True once the browser can draw and play this game (the picker lists it)."""
    seats: ClassVar[tuple[str, ...]] = ("south", "north")
    """The side of the board each player sits at (the page can turn the board
    to face the player to move): ``south`` is the bottom of the diagram."""
    look: ClassVar[Look] = Look()
    """How the board looks in the static pictures (``svg.py``): each game's
    own is in its folder (``games/<game>/look.py``)."""

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
        match then refuses the undo, and the view offers none."""
        return False

    def secret(self) -> dict | None:
        """While the player to move chooses in secret (Shuuro's recruitment),
        ``{"player": p, "others": [...]}``: the device goes to ``p`` alone,
        the ``others`` look away.  None (the default) when nothing is secret."""
        return None

    def stand_in(self) -> list[str]:
        """The moves that stand, on the other devices of a game by links
        (``friend.py``), for a choice made in secret there until it is
        revealed (Shuuro: ``done``, an army not yet known)."""
        return []

    def is_action(self, move: str) -> bool:
        """Is ``move`` an action a player may take at any moment, also while
        dice are due (resigning, a draw offer: ``core.actions``)?  The match
        plays it then rather than wait for the throw.  None by default."""
        return False

    def checked_players(self) -> list[int]:
        """The players whose King is in check now (the view's ``check``):
        none in a game without check."""
        return []

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

    def branches(self) -> list[str]:
        """What the game tree branches on here: the legal moves, or at a
        chance node each distinct outcome (one branch each, whatever its
        probability)."""
        if self.to_move == CHANCE:
            return [outcome for outcome, _ in self.chance_outcomes()]
        return self.legal_moves()

    def perft(self, depth: int) -> int:
        """The leaf nodes of the game tree ``depth`` plies deep (chance nodes
        count as plies), as fast as the game can count them.  By default
        through the public interface (``core.perft``); ``EngineState``
        counts on its internal moves."""
        return perft(self, depth)

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
                "position": position, "panels": panels, "secret": self.secret(),
                "check": self.checked_players()}

    def public_moves(self, moves: list[str], player: int | None = EVERYONE) -> list[str]:
        """The move texts of this game (``moves``, from the start to this
        state) as ``player`` may see them (``None``: every player, a
        spectator).  Games with secret moves hide them; by default every move
        is public."""
        return list(moves)


class EngineState(State):
    """A state whose rules run on internal moves (small numbers, fast to
    make and take back).  The engine protocol, which ``perft``, searches and
    the game's own ``play`` use:

    * ``engine_moves()``: the legal moves here, internal form; at a chance
      node of a game that plays its dice as moves (Shakku, Shaturanga), the
      distinct outcomes;
    * ``push(move)``: play an internal move; ``pop()``: take the last one
      back (``stack`` holds what ``pop`` needs, empty at the start);
    * ``parse_move(text)``: the internal move of a move text, checked (an
      ``IllegalMove`` says why it is refused).

    ``play`` and ``undo`` are ``push(parse_move(text))`` and ``pop()``."""

    stack: list

    def engine_moves(self) -> list:
        raise NotImplementedError

    def push(self, move) -> None:
        raise NotImplementedError

    def pop(self) -> None:
        raise NotImplementedError

    def parse_move(self, text: str):
        raise NotImplementedError

    def play(self, move: str) -> None:
        self.push(self.parse_move(move))

    def undo(self) -> None:
        if not self.stack:
            raise IllegalMove("there is no move to undo", why="no_undo")
        self.pop()

    def perft(self, depth: int) -> int:
        """Leaf count on the internal moves, the last ply counted in bulk."""
        return leaves(self.engine_moves, self.push, self.pop, depth)
