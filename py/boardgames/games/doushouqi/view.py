"""What a Dou Shou Qi board shows: the water, traps and dens, the animals
(with their rank, and whether they stand in an enemy trap), the legal moves
and the last move, and one panel: the actions (``core.actions``), as
Shuuro's, ``panels["action_moves"]`` (``{"move", "kind", "player"}``: each
player's ``resign:<player>``, the player to move's ``offer`` or ``accept``)
and ``panels["offered_by"]`` (who offered a draw not yet answered, or
null).  Nothing is hidden in this game."""

from __future__ import annotations

from ...core import grid
from .board import (DEN, GREEN, HEIGHT, LETTERS, RED, SQUARES, TRAP_OWNER, TRAPS, WATER, WIDTH,
                    animal, owner)
from .notation import move_text


class JungleView:
    """The view of a ``JungleState``."""

    def last_move(self) -> dict | None:
        if not self.stack:
            return None
        move, target = self.stack[-1][:2]
        frm, to = divmod(move, 64)
        return {"move": move_text(move), "from": SQUARES[frm], "to": SQUARES[to],
                "piece": LETTERS[animal(self.board[to])],
                "captured": LETTERS[animal(target)] if target else None}

    def view(self, player=None) -> dict:
        """The picture the browser draws (nothing is hidden in this game)."""
        result = self.result()
        moves = [] if result else [
            {"move": move_text(m), "from": SQUARES[m >> 6],
             "to": SQUARES[m & 63], "capture": bool(self.board[m & 63])}
            for m in self.engine_moves()]
        terrain = ([{"sq": SQUARES[sq], "kind": "water"} for sq in sorted(WATER)]
                   + [{"sq": SQUARES[sq], "kind": "trap", "owner": p}
                      for p in (GREEN, RED) for sq in sorted(TRAPS[p])]
                   + [{"sq": SQUARES[DEN[p]], "kind": "den", "owner": p} for p in (GREEN, RED)])
        pieces = [{"sq": SQUARES[sq], "kind": LETTERS[animal(p)], "owner": owner(p),
                   "rank": animal(p), "trapped": TRAP_OWNER[sq] == 1 - owner(p)}
                  for sq, p in enumerate(self.board) if p]
        panels = {"action_moves": self.action_moves(), "offered_by": self.offered_by()}
        return self.board_view(grid(WIDTH, HEIGHT), terrain, pieces, moves, panels, result,
                               self.last_move(), self.to_text())
