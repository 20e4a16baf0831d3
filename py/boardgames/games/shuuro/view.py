"""What a Shuuro board shows, to each player: the plinths and pieces, the
legal moves, the last move, and the panels (phase, budgets and armies, the
shop, the hands, the dice and plinth rolls, check, the actions, the clock).
During recruitment a player sees only his own army (``view(None)``:
neither), and the other's purchases read ``?`` in the history.

Moves placed from the hand come ``from`` ``"@K"`` with ``"hand": "K"``;
promotions sharing their squares carry ``choice``: ``{"kind": "promotion",
"piece": "Q"}``.  ``panels["action_moves"]`` lists the actions as moves
(``{"move", "kind", "player"}``), ``panels["offered_by"]`` who offered a
draw, ``panels["clock"]["timeout"]`` the moves a flag fall plays, by
player."""

from __future__ import annotations

from ...core import grid
from ...core.view import tell_apart
from .board import (BLUE, COMBAT, COST, DEPLOY, EP_FLAG, LETTERS, PAWN, PLINTHS, PRESET, RECRUIT,
                    RED, plinth_square)
from .notation import DICE_RE, PLACE_RE


class ShuuroView:
    """The view of a ``ShuuroState``."""

    def can_see_army(self, owner: int, viewer: int | None) -> bool:
        if self.phase != RECRUIT:
            return True
        return viewer == owner

    def public_moves(self, moves: list[str], player: int | None = None) -> list[str]:
        """``moves`` as ``player`` may see them: while the armies are secret
        (recruitment not confirmed by both), the purchases (``+Q``, ``-Q``,
        ``preset``) of a player other than ``player`` read ``?``; ``done``
        and the dice stay visible.  Blue buys until his first ``done``, then
        Red."""
        if self.phase != RECRUIT:
            return list(moves)
        out, buyer = [], BLUE
        for move in moves:
            if move == "done":
                out.append(move)
                buyer = RED
            elif (move == "preset" or move[:1] in "+-") and buyer != player:
                out.append("?")
            else:
                out.append(move)
        return out

    def plinth_rolls(self) -> list[dict]:
        """Every plinth roll of this game so far (from the undo stack), in
        order: the dice, the quarter, the square and whether a plinth was
        placed there (a repeated square places none)."""
        out, seen, n = [], set(), 0
        per = self.game.options["plinths"]
        for entry in self.stack:
            found = DICE_RE.fullmatch(entry[2]) if entry[0] is None else None
            if not found or found.group(1) != "plinth":
                continue
            a, b = int(found.group(2)), int(found.group(3))
            quarter = n // per
            f, r = plinth_square(quarter, a, b)
            name = self.geo.names[r * self.geo.size + f]
            out.append({"column": a, "row": b, "quarter": quarter, "square": name,
                        "placed": name not in seen,
                        "player": BLUE if quarter < 2 else RED})
            seen.add(name)
            n += 1
        return out

    def last_move(self, viewer: int | None) -> dict | None:
        if not self.stack:
            return None
        entry = self.stack[-1]
        if entry[0] is None:
            text = entry[2]
            found = PLACE_RE.fullmatch(text)
            if found:
                return {"move": text, "from": "@" + found.group(1).upper(), "to": found.group(2),
                        "piece": found.group(1).upper(), "captured": None}
            return {"move": text, "from": None, "to": None, "piece": None, "captured": None}
        m, cap = entry[0], entry[1]
        names = self.geo.names
        frm, to = m & 255, (m >> 8) & 255
        if m & EP_FLAG:
            cap = (self.to_move) * 8 + PAWN
        return {"move": self.move_text(m), "from": names[frm], "to": names[to],
                "piece": LETTERS[self.board[to] & 7] if self.board[to] else None,
                "captured": LETTERS[cap & 7] if cap else None}

    def _moves_view(self, player: int | None) -> list[dict]:
        """The legal moves as the board lights them up: none for a viewer
        who may not see the player to move choose."""
        names = self.geo.names
        if self.result() is not None or self.to_move < 0 or \
                (self.phase == RECRUIT and player != self.to_move):
            return []
        if self.phase == RECRUIT:
            return [{"move": t, "from": None, "to": None, "capture": False}
                    for t in self._recruit_moves()]
        if self.phase == DEPLOY:
            return [{"move": self.placement_text(t, sq), "from": "@" + LETTERS[t],
                     "to": names[sq], "capture": False, "hand": LETTERS[t]}
                    for t, sq in self._placements()]
        moves = []
        for m in self.engine_moves():
            to = (m >> 8) & 255
            item = {"move": self.move_text(m), "from": names[m & 255], "to": names[to],
                    "capture": bool(self.board[to]) or bool(m & EP_FLAG)}
            if m >> 16 & 7:
                item["promotion"] = LETTERS[m >> 16 & 7]
            moves.append(item)
        return tell_apart(moves, lambda move: {"kind": "promotion", "piece": move["promotion"]})

    def _players_view(self, player: int | None) -> list[dict]:
        """Each player's budget, army (hidden from the other during
        recruitment), pieces removed, and whether his recruitment is done."""
        out = []
        for p in (BLUE, RED):
            visible = self.can_see_army(p, player)
            out.append({
                "budget": self.game.budgets[p],
                "spent": self.spent(p) if visible and self.phase == RECRUIT else None,
                "left": self.budget_left(p) if visible and self.phase == RECRUIT else None,
                "army": ({LETTERS[t]: self.army[p][t] for t in range(1, 7)}
                         if visible else None),
                "removed": {LETTERS[t]: self.removed[p][t] for t in range(1, 7)
                            if self.removed[p][t]},
                "done": (self.phase != RECRUIT and not (self.game.scouts and self.phase == PLINTHS)
                         ) or (self.phase == RECRUIT and p == BLUE and self.to_move == RED),
            })
        return out

    @staticmethod
    def _first_of_roll(kind: str, blue: int, red: int, decided: bool) -> int | None:
        """Who a roll sends first: for the deployment order the lower die
        deploys first, for the initiative the higher die moves first (the
        reference, phases 3 and 4); None on a tie (rolled again)."""
        if not decided or blue == red:
            return None
        low_first = kind == "order"
        return 0 if (blue < red) == low_first else 1

    def checked_players(self) -> list[int]:
        """The players whose King is in check now (the view's ``check``;
        the panel's ``check`` names their Kings' squares)."""
        if self.phase != COMBAT:
            return []
        return [p for p in (BLUE, RED) if self.in_check(p)]

    def view(self, player=None) -> dict:
        """The picture the browser draws; during recruitment ``player`` sees
        only his own army (``None``: neither army)."""
        geo, names = self.geo, self.geo.names
        result = self.result()
        hidden = self.phase == RECRUIT
        terrain = [{"sq": names[sq], "kind": "plinth"} for sq in range(geo.count)
                   if self.plinth[sq]]
        pieces = [{"sq": names[sq], "kind": LETTERS[p & 7], "owner": p >> 3,
                   "plinth": self.plinth[sq]} for sq, p in enumerate(self.board) if p]
        shop = None
        if self.phase == RECRUIT and player is not None and player == self.to_move:
            shop = [{"piece": LETTERS[t], "cost": COST[t], "max": self.game.maxima[t],
                     "count": self.army[player][t], "refused": self.refusal(player, t)}
                    for t in range(1, 7)]
        hand = None
        if self.phase == DEPLOY:
            hand = [[{"piece": LETTERS[t], "count": self.army[p][t]} for t in range(1, 7)
                     if self.army[p][t]] for p in (BLUE, RED)]
        dice = None         # the last roll; "first": who deploys or moves first by it
        if self.dice:
            kind, a, b, sq, ok = self.dice
            dice = ({"kind": kind, "column": a, "row": b, "square": sq, "placed": ok}
                    if kind == "plinth" else {"kind": kind, "blue": a, "red": b, "tie": not ok,
                                              "first": self._first_of_roll(kind, a, b, ok)})
        check = [names[self.kings[p]] for p in self.checked_players()]
        warning = None
        if self.phase == RECRUIT and player is not None:
            warning = self.fit_warning(player)
        clock = None
        if self.game.clock:
            clock = {"minutes": self.game.clock, "increment": self.game.options["increment"],
                     "timeout": [self.timeout_move(p) for p in (BLUE, RED)]}
        actions = self.action_moves()
        panels = {
            "phase": self.phase,
            "players": self._players_view(player),
            "shop": shop,
            "preset": {LETTERS[t]: PRESET[t] for t in range(1, 7)},
            "hand": hand,
            "dice": dice,
            "rolls": self.plinth_rolls(),
            "check": check,
            "actions": self.actions(),
            "action_moves": actions,
            "offered_by": self.offered_by(),
            "fit_warning": warning,
            "first_deployer": self.first if self.first >= 0 else None,
            "clock": clock,
        }
        return self.board_view(grid(geo.size, geo.size), terrain, pieces,
                               self._moves_view(player), panels, result,
                               None if hidden else self.last_move(player),
                               None if hidden else self.to_text())
