"""Dou Shou Qi (Jungle), as in ``rules/en/doushouqi.html``.

Seven files (a-g) by nine ranks (1-9).  Green sits at rank 1 and moves first,
Red sits at rank 9.  Eight animals a side, ranked Elephant 8 down to Rat 1.

* ``board``: the squares, the terrain (water, traps, dens), the animals;
* ``rules``: the game and its state, moves, captures and the end;
* ``notation``: the FEN of a position and the move texts (``a3a4``);
* ``view``: what the board shows;
* ``look``: how its board looks in the static pictures (``svg.py``).
"""

from .rules import DouShouQi, JungleState

__all__ = ["DouShouQi", "JungleState"]
