"""Shakku (Sáhkku), as in ``rules/en/shakku.html``.

Three rows of 15 points (``a1``-``o3``; 10 points ``a1``-``j3`` with the
option ``board=10``).  Red (player 0) starts on row 1, Blue (player 1) on
row 3, the King on the middle point of row 2 (h2, or e2 on the short board).
Option ``moving_stacks``: a stack of two or more pawns may move as one.

Each side runs a course of ``3 * width`` points ("The course"): Red a1..o1,
o2..a2, a3..o3; Blue o3..a3, a2..o2, o1..a1 (then around again, or to wait
beside the start line while the owner still has inactive pawns).

Besides the moves, the actions every game shares (``core.actions``):
``resign`` / ``resign:red`` / ``resign:blue`` (at any moment, the sticks due
or not), ``offer`` and ``accept`` (a draw, during one's turn, before the
throw too; a die played by the other player lets the offer lapse).

* ``board``: the points, the courses, the King's lines, the stick dice;
* ``rules``: the game, its state, a turn, the King, the end of the game;
* ``notation``: the position text, the move and chance texts;
* ``view``: what the board shows;
* ``look``: how its board looks in the static pictures (``svg.py``).

Refusals
--------
A refused move or position raises ``IllegalMove`` or ``BadPosition`` whose
``params["why"]`` is a generic key (``not_legal``, ``not_a_move``, ``over``,
``bad_number``, ``not_text``) or one of this game's, ``shakku_...`` (their
words: ``js/games/shakku/errors.js``).  Numbers in a position (stack heights,
waiting pawns) are ASCII digits, at most the pawns of a side.
"""

from .rules import Shakku, ShakkuState, expected_perft

__all__ = ["Shakku", "ShakkuState", "expected_perft"]
