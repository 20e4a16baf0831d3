"""What a Shakku board shows: the points, both courses and start lines, the
pawns (active or not, stacked), the King and his marker, the stick dice,
the waiting pawns, a turn that passed, the legal moves and the last move.
Nothing is hidden in this game.

Every move in the view carries its die and its ``kind`` (``pawn``,
``stack``, ``activate``, ``king``, ``reenter``); a waiting pawn re-entering
comes ``from`` ``"@W"`` with ``"hand": "W"``; moves sharing their ``from``
and ``to`` carry a ``choice`` (``{"kind", "die"}``) that tells them apart.
The last move of a throw carries the sticks (``throw``: ``{"kind":
"sticks", "faces", "values", "player"}``), the draw of the first player
``{"kind": "first", "player"}``.

The actions (``core.actions``), as Shuuro's: ``panels["action_moves"]``
(``{"move", "kind", "player"}``: each player's ``resign:<player>``, the
``offer`` or ``accept`` of the player whose turn it is, his sticks due or
not) and ``panels["offered_by"]`` (who offered a draw not yet answered, or
null)."""

from __future__ import annotations

from ...core import CHANCE, grid
from ...core.view import tell_apart
from .board import (ACTIVATE, BLUE, FACES, KING, OFF, RED, REENTER, STACK, THROW, THROWS,
                    WAITING)

KINDS = ("pawn", "stack", "activate", "king", "reenter")


class ShakkuView:
    """The view of a ``ShakkuState``."""

    def _move_view(self, m: int) -> dict:
        names = self.geo.names
        kind, d, a, q = m & 7, m >> 3 & 3, m >> 5 & 63, m >> 11 & 63
        other = self.turn ^ 1
        # A pawn that leaves to wait points at the start of its course (its
        # waiting place), so that the board has a point to click.
        to = names[self.geo.course[self.turn][0]] if q == OFF else names[q]
        capture = q != OFF and kind != ACTIVATE and (
            (q == self.kp and self.kown == other) or (q != self.kp and self.cnt[other][q] > 0))
        entry = {"move": self.move_text(m),
                 "from": WAITING if kind == REENTER else names[a],
                 "to": to, "capture": capture, "die": d,
                 "kind": KINDS[kind],
                 "wait": q == OFF,
                 "takes_king": q == self.kp and kind != KING}
        if kind == REENTER:
            entry["hand"] = "W"             # from the waiting pawns, not from a point
        return entry

    def last_move(self) -> dict | None:
        if self.last is None:
            return None
        m, captured, took, text, player = self.last
        if text is not None:
            kind = m & 7
            if kind == THROW:
                faces = THROWS[m >> 5 & 63][0]
                throw = {"kind": "sticks", "faces": [FACES[f] for f in faces],
                         "values": list(faces), "player": player}
            else:
                throw = {"kind": "first", "player": player}
            return {"move": text, "from": None, "to": None, "piece": None, "captured": None,
                    "throw": throw}
        names = self.geo.names
        kind, d, a, q = m & 7, m >> 3 & 3, m >> 5 & 63, m >> 11 & 63
        return {"move": self.move_text(m), "from": None if kind == REENTER else names[a],
                "to": None if q == OFF else names[q], "die": d,
                "piece": "king" if kind == KING else "stack" if kind == STACK else "pawn",
                "captured": captured or None, "took_king": took}

    def view(self, player=None) -> dict:
        """The picture the browser draws (nothing is hidden in this game)."""
        geo, names, w = self.geo, self.geo.names, self.geo.width
        moves = tell_apart([self._move_view(m) for m in self.engine_moves()],
                           lambda move: {"kind": move["kind"], "die": move["die"]}) \
            if self.to_move != CHANCE and self.end is None else []
        terrain = [{"sq": names[p], "kind": "track"} for p in range(geo.count)]
        for side in (RED, BLUE):
            for p in geo.course[side][:w]:
                terrain.append({"sq": names[p], "kind": "start_line", "owner": side})
        for side in (RED, BLUE):
            course = geo.course[side]
            for i, p in enumerate(course):
                terrain.append({"sq": names[p], "kind": "course", "owner": side, "index": i,
                                "next": names[course[(i + 1) % geo.count]]})
        terrain.append({"sq": names[geo.king_start], "kind": "king_start"})
        pieces = []
        for p in range(geo.count):
            if p == self.kp:
                pieces.append({"sq": names[p], "kind": "king",
                               "owner": None if self.kown < 0 else self.kown,
                               "height": 1, "active": True,
                               "marker": None if self.kown < 0 else self.kown})
                continue
            for side in (RED, BLUE):
                if self.cnt[side][p]:
                    pieces.append({"sq": names[p], "kind": "pawn", "owner": side,
                                   "height": self.cnt[side][p], "active": True})
                elif geo.step[side][p] < self.inact[side]:
                    pieces.append({"sq": names[p], "kind": "pawn", "owner": side,
                                   "height": 1, "active": False})
        dice = None
        if self.thrown is not None:
            dice = {"thrown": [FACES[f] for f in self.thrown],
                    "values": list(self.thrown),
                    "used": [bool(self.used >> i & 1) for i in range(3)],
                    "left": [FACES[f] for i, f in enumerate(self.thrown)
                             if f and not self.used >> i & 1]}
        passed = None
        if self.passed is not None:
            who, reason, lost = self.passed
            passed = {"player": who, "reason": reason, "dice": [FACES[f] for f in lost]}
        result = self.end
        panels = {
            "turn": None if self.turn < 0 else self.turn,
            "dice": dice,
            "passed": passed,
            "waiting": [{"player": s, "count": self.wait[s],
                         "beside": names[geo.course[s][0]]} for s in (RED, BLUE)],
            "inactive": [self.inact[RED], self.inact[BLUE]],
            "pieces": [self.pieces(RED), self.pieces(BLUE)],
            "king_owner": None if self.kown < 0 else self.kown,
            "moving_stacks": self.game.stacks,
            "action_moves": self.action_moves(),
            "offered_by": self.offered_by(),
        }
        return self.board_view(grid(w, 3), terrain, pieces, moves, panels, result,
                               self.last_move(), self.to_text())

