"""What a Shaturanga board shows: the thrones, the four armies (a passive
army's pieces carry ``passive``), the legal moves and the last board move,
and the panels: the seat whose turn it is, the teams, the die, what
happened by itself since the last decision (``events``), checks, command,
lost and passive armies, the exchange of lost Radjahs, and the actions
(``core.actions``), as in every game: ``panels["action_moves"]`` (``{"move",
"kind", "player"}``: ``resign:<player>`` for each player still playing, the
player to move's ``offer`` or ``accept`` of a draw) and
``panels["offered_by"]`` (who offered a draw not yet answered, or null).
Nothing is hidden in this game."""

from __future__ import annotations

from ...core import grid
from ...core.view import tell_apart
from .board import DIE, DIE_TYPE, EX_OFFER, LETTERS, NAMES, SQUARES, THRONE
from .notation import move_text


class ShaturangaView:
    """The view of a ``ShaturangaState``."""

    def last_move(self) -> dict | None:
        """The last board move (the die thrown since, if the die is the
        latest move, in ``throw``); None before the first board move."""
        for move, snap, _ in reversed(self.stack):
            if move < DIE:
                frm, to = move & 63, (move >> 6) & 63
                board = snap[0]
                target = board[to]
                return {"move": move_text(move), "from": SQUARES[frm], "to": SQUARES[to],
                        "piece": LETTERS[board[frm] & 7], "owner": board[frm] >> 3,
                        "captured": LETTERS[target & 7] if target else None,
                        "throw": self.last_throw()}
        return None

    def last_throw(self) -> dict | None:
        """The die, if the latest move is its throw: ``{"kind": "die",
        "value", "rethrow", "player"}`` (``rethrow``: thrown again after a 5
        or 6 of the same turn; ``player``: the seat it was thrown for)."""
        if not self.stack or not DIE <= self.stack[-1][0] < EX_OFFER:
            return None
        move, snap, _ = self.stack[-1]
        return {"kind": "die", "value": move - DIE,
                "rethrow": self._after_five(len(self.stack) - 1), "player": snap[4]}

    def _after_five(self, index: int) -> bool:
        """Does the move at ``index`` of the stack follow a 5 or 6 thrown
        (so that it is a throw again, in the same turn)?"""
        return index > 0 and DIE + 5 <= self.stack[index - 1][0] < EX_OFFER

    def turn_throws(self) -> list[int]:
        """The die values thrown in the current seat's turn, in order (all
        but the last are 5 or 6, thrown again)."""
        out = []
        for move, snap, _ in reversed(self.stack):
            if snap[4] != self.seat:
                break
            if DIE <= move < EX_OFFER:
                out.append(move - DIE)
        return out[::-1]

    def recent_events(self) -> list[dict]:
        """What happened since the last decision of a player (throws,
        skipped seats, passes, lost turns, mates, command, exchange)."""
        out = []
        entries = []
        for index in range(len(self.stack) - 1, -1, -1):
            move, snap, events = self.stack[index]
            entries.append((move, events, snap[4], index))
            if not (DIE <= move < EX_OFFER):
                break
        if len(entries) == len(self.stack):
            entries.append((None, self.opening_events, None, -1))
        names = self.game.players
        for move, events, seat, index in reversed(entries):
            if move is not None and DIE <= move < EX_OFFER:
                k = move - DIE
                out.append({"kind": "throw", "die": k, "player": seat, "again": k >= 5,
                            "piece": NAMES[DIE_TYPE[k]] if k < 5 else None,
                            "rethrow": self._after_five(index),
                            "text": f"the die shows {k}" + (": thrown again" if k >= 5 else
                                                            f": {NAMES[DIE_TYPE[k]]} or soldier")})
            for event in events:
                kind, player = event[0], event[1]
                entry = {"kind": kind, "player": player}
                text = {"skip": f"{names[player]} is out (Radjah lost): turn skipped",
                        "pass": f"{names[player]} has no legal move: the turn passes",
                        "mated": f"{names[player]} is mated: the Radjah is removed",
                        "captured": f"the Radjah of {names[player]} is taken",
                        "command": f"{names[player]} sits on the ally's throne and commands "
                                   f"both armies",
                        "command_ended": f"{names[player]} lost the Radjah: the command ends",
                        "rethrow": f"{names[player]} threw a {event[2] if len(event) > 2 else ''}"
                                   f": thrown again",
                        "offer": f"{names[player]} offers to exchange the lost Radjahs",
                        "declined": f"{names[player]} declines the exchange",
                        "accepted": f"{names[player]} accepts the exchange",
                        }.get(kind)
                if kind == "lost_turn":
                    entry["die"] = event[2]
                    entry["piece"] = NAMES[DIE_TYPE[event[2]]]
                    text = (f"{names[player]} threw {event[2]} ({NAMES[DIE_TYPE[event[2]]]}) and "
                            f"can move neither it nor a soldier: the turn is lost")
                if kind == "returned":
                    entry["sq"] = SQUARES[event[2]]
                    text = f"the Radjah of {names[player]} returns on {SQUARES[event[2]]}"
                if kind == "rethrow":
                    continue
                entry["text"] = text
                out.append(entry)
        return out

    def view(self, player=None) -> dict:
        """The picture the browser draws (nothing is hidden in this game)."""
        result = self.end
        names = self.game.players
        moves = []
        if result is None:
            for m in self.engine_moves():
                if m < DIE:
                    to = (m >> 6) & 63
                    entry = {"move": move_text(m), "from": SQUARES[m & 63],
                             "to": SQUARES[to], "capture": bool(self.board[to])}
                    if m >> 12:              # a Soldier's promotion: what it becomes
                        entry["promotion"] = LETTERS[m >> 12]
                    moves.append(entry)
                else:
                    moves.append({"move": move_text(m), "from": None, "to": None,
                                  "capture": False})
            tell_apart(moves, lambda move: {"kind": "promotion", "piece": move["promotion"]})
        terrain = [{"sq": SQUARES[THRONE[p]], "kind": "throne", "owner": p} for p in range(4)]
        pieces = [{"sq": SQUARES[sq], "kind": LETTERS[p & 7], "owner": p >> 3,
                   "passive": not self.active(p >> 3)}
                  for sq, p in enumerate(self.board) if p]
        die = None
        if self.dice:
            throws = self.turn_throws()
            die = {"value": self.die or None,
                   "throws": throws,
                   "rethrow": bool(self.die) and len(throws) > 1,
                   "piece": NAMES[DIE_TYPE[self.die]] if self.die else None,
                   "or": "soldier" if self.die else None,
                   "text": (f"{names[self.seat]} threw {self.die}: move the "
                            f"{NAMES[DIE_TYPE[self.die]]} or a soldier") if self.die else
                   "the die is to be thrown"}
        panels = {
            "seat": self.seat,
            "teams": [[0, 2], [1, 3]],
            "die": die,
            "events": self.recent_events(),
            "check": [{"player": p, "sq": SQUARES[self.kings[p]]}
                      for p in range(4) if not self.lost[p] and self.in_check(p)],
            "command": [{"player": c, "armies": [c, c ^ 2]} for c in self.cmd if c >= 0],
            "lost": [p for p in range(4) if self.lost[p]],
            "passive": [p for p in range(4) if not self.active(p)],
            "skipped": [p for p in range(4) if not self.active(p)],
            "exchange": {"possible": self.exchange_possible(),
                         "offered_by": self.offer if self.offer >= 0 else None,
                         "offered_this_turn": self.offered,
                         "actions": [move_text(m) for m in self.engine_moves() if m >= EX_OFFER]},
            "quiet_turns": self.quiet,
            "action_moves": self.action_moves(),
            "offered_by": self.offered_by(),
        }
        return self.board_view(grid(8, 8), terrain, pieces, moves, panels, result,
                               self.last_move(), self.to_text())

