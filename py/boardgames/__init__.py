"""Rules of four board games: Shuuro, Shakku, Shaturanga and Dou Shou Qi.

    >>> import boardgames
    >>> state = boardgames.game("doushouqi").new()
    >>> state.play("a3a4")

``game(name, **options)`` gives a game; ``game.new()`` its start state.  See
``core`` for the state interface, ``record`` for game records, ``api`` for
the JSON facade the browser calls.
"""

from .core import (CHANCE, BadOption, BadPosition, BadRecord, GameError, IllegalMove,
                   Result, State, UnknownGame)
from .core import Game
from .doushouqi import DouShouQi
from .shuuro import Shuuro

__version__ = "0.1.0"

GAMES: dict[str, type[Game]] = {cls.name: cls for cls in (DouShouQi, Shuuro)}


def game(name: str, **options) -> Game:
    """The game called ``name`` with these options (unknown ones are refused)."""
    try:
        cls = GAMES[name]
    except KeyError:
        raise UnknownGame(f"no game called {name!r}; games: {', '.join(GAMES)}",
                          game=str(name)) from None
    return cls(**options)


__all__ = ["CHANCE", "GAMES", "BadOption", "BadPosition", "BadRecord", "Game", "GameError",
           "IllegalMove", "Result", "State", "UnknownGame", "game"]
