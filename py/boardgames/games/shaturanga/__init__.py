"""Shaturanga (four-handed chaturanga), as in ``rules/en/shaturanga.html``.

Four armies on 8x8: Green (A, player 0, south), Yellow (B, 1, west), Black
(C, 2, north), Red (D, 3, east).  Green + Black against Yellow + Red; turns go
Green, Yellow, Black, Red.  A player's ally is ``player ^ 2``, his team
``player & 1``.

Moves (``legal_moves()``):

* board moves, from-square to-square: ``d2d3``; with the option
  ``promotion`` a Soldier reaching the far edge names what it becomes:
  ``d7d8e`` (Elephant), ``d7d8h`` (Horse), ``d7d8b`` (Boat);
* with the option ``dice``: every turn starts at a chance node whose outcomes
  are ``die:1`` ... ``die:6`` (1 Boat, 2 Horse, 3 Elephant, 4 Radjah; 5 and 6
  leave the state at a chance node: the die is thrown again).  The match
  throws it; the state never rolls.  After the throw only the named piece (of
  either army under command) or a Soldier may move;
* ``exchange:offer`` (the player to move, before his move, when each side has
  lost exactly one Radjah; once per turn), then the only moves are the
  opponent's ``exchange:accept`` / ``exchange:decline``; after either answer
  the offerer makes his move (with the die already thrown).

Besides the moves, the actions every game shares (``core.actions``), for
teams: ``resign:<player>`` (a player still playing, at any moment: his team
concedes, the other team wins; ``resign``: the player to move), ``offer``
(the player to move offers the other team a draw; not while an exchange
awaits his answer) and ``accept`` (a player of the other team, on his turn;
a board move of that team lets the offer lapse).

Automatic turns (no ``pass`` move): a seat whose player is lost is skipped,
unless his army is under the ally's command (``M``): then that seat's turns
are played by the commander (``to_move`` is the commander, ``seat`` the lost
player), with the die thrown for them as for any other; a player with no legal
move at all is mated (his Radjah is removed) when in check, and otherwise
passes; with the die, a throw that allows no move loses the turn.  All this
happens inside ``play``; the view lists it in ``panels["events"]``
(everything since the previous player's decision).

Move texts are lower case, as ``legal_moves()`` writes them (``D2D3`` is
refused).  A refused move or position raises ``IllegalMove`` or
``BadPosition`` whose ``params["why"]`` is a generic key (``not_legal``,
``not_a_move``, ``over``, ``bad_number``, ``not_text``) or one of this
game's, ``shaturanga_...`` (their words: ``js/games/shaturanga/errors.js``).

* ``board``: the squares, thrones, armies and move tables;
* ``rules``: the game, its state, moves, check, the die, thrones, a Radjah
  lost, the end of the game;
* ``notation``: the position text and the move texts;
* ``view``: what the board shows (passive armies greyed, seats, the die);
* ``look``: how its board looks in the static pictures (``svg.py``).
"""

from .rules import Shaturanga, ShaturangaState

__all__ = ["Shaturanga", "ShaturangaState"]
