"""Shuuro, as in ``rules/en/shuuro.html``.

Chess on a 12x12 board (files a-l, ranks 1-12; Mini-Shuuro: 6x6) in four
phases.  Blue (player 0) sits at rank 1, Red (player 1) at the last rank.

Phases and their moves (``legal_moves()`` lists them; ``play`` takes them):

* ``recruit``: the player to move buys or sells one piece, ``+Q`` / ``-Q``,
  takes the balanced army of the reference (``preset``, replacing what he
  bought), or confirms with ``done``.  Blue buys first, then Red: the
  purchases are sequential but secret (``view(player)`` hides the other's
  army, ``view(None)`` hides both until both confirmed).  The King is always
  in the army and costs nothing, so it is never bought.
* ``plinths``: chance.  Each outcome is ``plinth:C.R``: the two dice, column
  then row, seen from the player whose quarter it is (Blue's left quarter,
  his right, then Red's left, his right; Mini: Blue's dice on the one
  quarter).  A square already holding a plinth gets no second one.
* ``order``: chance, ``roll:B.R`` (Blue's die, Red's die); the lower places
  first; a tie leaves the state waiting for another roll.
* ``deploy``: ``K@e1``, ``n@f11`` (upper case Blue, lower case Red).
* ``initiative``: chance, ``roll:B.R``; the higher moves first; ties re-roll.
* ``combat``: ``e2e4``, ``e11e12q``, in lower case (``e2_e4`` is accepted
  too; ``E2E4`` is refused with the lower-case form to write).

Actions that ``play`` accepts at any moment of a game not over (they are not
listed in ``legal_moves()``, which holds the moves of the rules; the view
lists them in ``panels["action_moves"]``): ``resign`` (the player to move) or
``resign:blue`` / ``resign:red`` (either player, at any time); in combat
``offer`` (the player to move offers a draw; it does not use his turn; the
offer lapses when the opponent makes a board move) and ``accept`` (the
opponent of the offerer, on his turn); with the clock variant,
``timeout:blue`` / ``timeout:red`` (``state.flag(player)``), played by the
match when a clock runs out: that player loses.

Every refusal is a ``BadPosition``, ``IllegalMove`` or ``BadOption`` whose
``why`` names it (``shuuro_...`` for this game's own; the page's words are in
``js/games/shuuro/errors.js``); numbers are read in ASCII digits and bounded, and a
refused move changes nothing.

* ``board``: the board sizes, the pieces, the plinths' quarters;
* ``rules``: the game and its options, the state, actions, the end;
* ``recruit``: 1. Recruitment;
* ``deploy``: 2. Battlefield (plinths), the order roll, 3. Deployment;
* ``combat``: the initiative roll and 4. Combat;
* ``notation``: the position text (SFEN) and the move texts;
* ``view``: what the board and panels show to each player;
* ``look``: how its board looks in the static pictures (``svg.py``).
"""

from .rules import Shuuro, ShuuroState

__all__ = ["Shuuro", "ShuuroState"]
