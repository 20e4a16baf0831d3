"""Rules of four board games: Shuuro, Shakku, Shaturanga and Dou Shou Qi.

    >>> import boardgames
    >>> state = boardgames.game("doushouqi").new()
    >>> state.play("a3a4")

``game(name, **options)`` gives a game; ``game.new()`` its start state;
``game_id(name)`` the id of a game from a name people write (``Jungle``,
``Sáhkku``: each game's ``Game.names``).  See
``core`` for the state interface, ``games`` for the games (one package
each), ``match`` for a game in play (its moves, dice, undo and redo, record
and views), ``record`` for game records, ``api`` for the JSON facade the
browser calls, ``svg`` for pictures of positions, ``__main__`` for the
command line.
"""

import importlib
import unicodedata
from collections.abc import Mapping

from .core import (CHANCE, BadOption, BadPosition, BadRecord, Game, GameError, IllegalMove,
                   Result, State, UnknownGame, shown)

__version__ = "0.1.0"

# Game id -> the name of its Game class, exported by the package
# ``boardgames.games.<id>``.  A game's package is imported when the game is
# first asked for, so the browser's boot pays only for the game it opens.
# A new game: a folder under games/ and one line here.
_REGISTRY = {
    "doushouqi": "DouShouQi",
    "shuuro": "Shuuro",
    "shaturanga": "Shaturanga",
    "shakku": "Shakku",
}


class _Games(Mapping):
    """``GAMES``: every game id, mapped to its ``Game`` class (imported lazily)."""

    def __init__(self) -> None:
        self.extra: dict[str, type[Game]] = {}     # games added at run time (a test's)

    def __getitem__(self, name: str) -> type[Game]:
        if name in self.extra:
            return self.extra[name]
        cls = _REGISTRY[name]
        return getattr(importlib.import_module(f".games.{name}", __name__), cls)

    def __setitem__(self, name: str, cls: type[Game]) -> None:
        self.extra[name] = cls

    def __delitem__(self, name: str) -> None:
        del self.extra[name]

    def __iter__(self):
        return iter(dict.fromkeys([*_REGISTRY, *self.extra]))    # a game replaced: once

    def __len__(self) -> int:
        return len(dict.fromkeys([*_REGISTRY, *self.extra]))


GAMES = _Games()


def game(name: str, **options) -> Game:
    """The game called ``name`` with these options (unknown ones are refused)."""
    try:
        cls = GAMES[name]
    except (KeyError, TypeError):
        raise UnknownGame(f"no game called {shown(name)}; games: {', '.join(GAMES)}",
                          why="unknown", game=str(name)) from None
    return cls(**options)


def plain_name(name: str) -> str:
    """A game's name as ``game_id`` compares it: without case, accents,
    spaces, hyphens or any other sign (``Sáhkku``, ``SAHKKU``: ``sahkku``;
    ``Dou-Shou-Qi``: ``doushouqi``)."""
    text = unicodedata.normalize("NFKD", name).casefold()
    return "".join(ch for ch in text if ch.isalnum())


def game_id(name: object) -> str | None:
    """The id of the game ``name`` stands for: the id itself, or one of the
    names people write for it (``Game.names``: ``Jungle``, ``Jeu de la
    jungle``, ``Sáhkku``...), whatever their case, accents, spaces and
    hyphens; None when it names no game."""
    if not isinstance(name, str):
        return None
    if name in GAMES:
        return name                    # the id: no other game's package is imported
    wanted = plain_name(name)
    if not wanted:
        return None
    for game_name in GAMES:
        cls = GAMES[game_name]
        if wanted in {plain_name(n) for n in (game_name, *cls.names)}:
            return game_name
    return None


__all__ = ["CHANCE", "GAMES", "BadOption", "BadPosition", "BadRecord", "Game", "GameError",
           "IllegalMove", "Result", "State", "UnknownGame", "game", "game_id", "plain_name"]
