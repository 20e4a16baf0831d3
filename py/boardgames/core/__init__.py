"""What every game shares: errors, results, the seeded dice, squares, options,
the state interface and perft.

A game (a folder under ``boardgames/games/``) defines a ``Game`` subclass
(its name, players, options and start position) and a ``State`` subclass
(the position and its rules).  The interface follows the one engines and
research code use (OpenSpiel's ``State``, python-chess's ``Board``):

* ``state.to_move`` is the player to act, or ``CHANCE`` when dice are due;
* ``state.legal_moves()`` lists moves in their text form (``"a3a4"``);
* ``state.chance_outcomes()`` lists ``(outcome, probability)`` at a chance node;
* ``state.play(move)`` and ``state.undo()`` change the state in place;
* ``state.is_over()`` and ``state.result()`` tell how the game ended;
* ``state.to_text()`` and ``game.from_text(text)`` read and write positions;
* ``state.view(player)`` is the JSON-able picture the browser draws, holding
  only what that player may see;
* ``state.perft(depth)`` counts the game tree, as fast as the game can;
* ``state.turn_player()``, ``state.undo_reveals()`` and ``state.secret()``
  tell the match whose turn a move belongs to, whether an undo would show a
  secret, and who chooses in secret now.

Games whose rules run on internal moves derive from ``EngineState`` (its
protocol: ``engine_moves``, ``push``, ``pop``, ``parse_move``).

Modules: ``errors`` (refusals), ``dice`` (seeded chance), ``board``
(squares, grids), ``options``, ``notation`` (the position texts' common
opening), ``state`` (the interface), ``actions`` (resigning and draws by
agreement), ``perft``, ``look`` (a board's colours
in the static pictures), ``view`` (helpers for the views).
"""

from .actions import Actions
from .board import FILES, grid, parse_square, square_name
from .dice import Rng, draw
from .errors import (DIGITS, MAX_ECHO, MAX_MESSAGE, BadOption, BadPosition, BadRecord,
                     BadRequest, GameError, IllegalMove, UnknownGame, clip, shown, whole_number)
from .look import PIECE_STYLES, Look
from .notation import at_least, board_field, board_rows, open_move, position_fields, position_words
from .options import BOOLEAN_WORDS, Option
from .perft import leaves, perft
from .state import CHANCE, EVERYONE, EngineState, Game, Result, State

__all__ = [
    "Actions", "BOOLEAN_WORDS", "CHANCE", "DIGITS", "EVERYONE", "FILES", "MAX_ECHO",
    "MAX_MESSAGE", "PIECE_STYLES", "BadOption", "BadPosition", "BadRecord", "BadRequest", "EngineState",
    "Game", "GameError", "IllegalMove", "Look", "Option", "Result", "Rng", "State",
    "UnknownGame", "at_least", "board_field", "board_rows", "clip", "draw", "grid", "leaves",
    "open_move", "parse_square", "perft", "position_fields", "position_words", "shown", "square_name",
    "whole_number",
]
