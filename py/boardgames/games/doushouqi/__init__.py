"""Dou Shou Qi (Jungle), as in ``rules/en/doushouqi.html``.

Seven files (a-g) by nine ranks (1-9).  Green sits at rank 1 and moves first,
Red sits at rank 9.  Eight animals a side, ranked Elephant 8 down to Rat 1.

Besides the moves, the actions every game shares (``core.actions``):
``resign`` (the player to move) or ``resign:green`` / ``resign:red`` (either
player, at any moment of a game not over), ``offer`` (the player to move
offers a draw; it does not use his turn; it lapses when the other player
moves) and ``accept`` (the player offered it, on his turn).  A pending offer
and a game so ended are optional words after the FEN's six fields
(``offer=w``, ``end=resign:b``, ``end=agreement:draw``; ``notation``).

* ``board``: the squares, the terrain (water, traps, dens), the animals;
* ``rules``: the game and its state, moves, captures and the end;
* ``notation``: the FEN of a position and the move texts (``a3a4``);
* ``view``: what the board shows;
* ``look``: how its board looks in the static pictures (``svg.py``).
"""

from .rules import DouShouQi, JungleState

__all__ = ["DouShouQi", "JungleState"]
