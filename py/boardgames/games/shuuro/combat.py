"""Shuuro's combat (``rules/en/shuuro.html``, "Phase 4: combat"): chess moves
on a board with plinths (walls that only a Knight may stand on), the
ambush of the first move (the enemy King may be taken), en passant,
promotion, check, and the draws (repetition, 50 moves, bare Kings).

Combat moves are the ``EngineState`` protocol's internal moves: ``from |
to << 8 | promotion << 16``, plus ``EP_FLAG`` (en passant) or
``DOUBLE_FLAG`` (a pawn's two-square step)."""

from __future__ import annotations

from ...core import Result
from .board import (BISHOP, COMBAT, DOUBLE_FLAG, EP_FLAG, KING, KNIGHT, PAWN, QUEEN, RED,
                    ROOK)

PROMOTIONS = (QUEEN << 16, ROOK << 16, BISHOP << 16, KNIGHT << 16)


class Combat:
    """The combat phase of a ``ShuuroState``."""

    def _attacked(self, sq: int, by: int) -> bool:
        """Is square ``sq`` attacked by a piece of player ``by``?"""
        board, plinth, geo = self.board, self.plinth, self.geo
        base = by * 8
        knight = base + KNIGHT
        for s in geo.knight[sq]:
            if board[s] == knight:
                return True
        pawn = base + PAWN
        for s in geo.pawn_attacks[by ^ 1][sq]:
            if board[s] == pawn:
                return True
        king = base + KING
        for s in geo.king[sq]:
            if board[s] == king:
                return True
        queen = base + QUEEN
        for ray, slider in geo.lines[by][sq]:
            for s in ray:
                if plinth[s]:
                    break
                p = board[s]
                if p:
                    if p == queen or p == slider:
                        return True
                    break
        return False

    def in_check(self, player: int) -> bool:
        k = self.kings[player]
        return k >= 0 and self.board[k] == player * 8 + KING and self._attacked(k, player ^ 1)

    def engine_moves(self, quiet: bool = True) -> list[int]:
        """Legal combat moves as ints: ``from | to << 8 | promotion << 16``
        plus ``EP_FLAG`` / ``DOUBLE_FLAG``.  Draw rules are not applied here.
        ``quiet=False``: only the captures and the promotions."""
        if self.phase != COMBAT or self.end is not None or self.to_move < 0:
            return []
        geo, board, plinth = self.geo, self.board, self.plinth
        side = self.to_move
        enemy = side ^ 1
        ksq = self.kings[side]
        out: list[int] = []
        if ksq < 0:
            return out
        eq = enemy * 8 + QUEEN
        checkers = 0
        mask = None
        pins = {}
        for ray, slider in geo.lines[enemy][ksq]:
            own = -1
            for i, s in enumerate(ray):
                if plinth[s]:
                    break
                p = board[s]
                if not p:
                    continue
                if p >> 3 == side:
                    if own >= 0:
                        break
                    own = s
                    continue
                if p == eq or p == slider:
                    if own >= 0:
                        pins[own] = set(ray[:i + 1])
                    else:
                        checkers += 1
                        mask = set(ray[:i + 1])
                break
        en = enemy * 8 + KNIGHT
        for s in geo.knight[ksq]:
            if board[s] == en:
                checkers += 1
                mask = {s}
        ep_ = enemy * 8 + PAWN
        for s in geo.pawn_attacks[side][ksq]:
            if board[s] == ep_:
                checkers += 1
                mask = {s}
        # King moves
        board[ksq] = 0
        for t in geo.king[ksq]:
            if plinth[t]:
                continue
            q = board[t]
            if q and q >> 3 == side or not (q or quiet):
                continue
            if not self._attacked(t, enemy):
                out.append(ksq | t << 8)
        board[ksq] = side * 8 + KING
        if checkers < 2:
            fwd = geo.forward[side]
            second, last, n = geo.second[side], geo.last[side], geo.size
            ep = self.ep
            for frm, p in enumerate(board):
                if not p or p >> 3 != side:
                    continue
                kind = p & 7
                if kind == KING:
                    continue
                allow = mask
                if pins and frm in pins:
                    if kind == KNIGHT:
                        continue
                    allow = pins[frm] if mask is None else pins[frm] & mask
                if kind == KNIGHT:
                    for t in geo.knight[frm]:
                        q = board[t]
                        if q and q >> 3 == side or not (q or quiet):
                            continue
                        if allow is None or t in allow:
                            out.append(frm | t << 8)
                elif kind == PAWN:
                    t = frm + fwd
                    if not plinth[t] and not board[t]:
                        if allow is None or t in allow:
                            if t // n == last:
                                m = frm | t << 8
                                out += [m | promotion for promotion in PROMOTIONS]
                            elif quiet:
                                out.append(frm | t << 8)
                        if quiet and frm // n == second:
                            t2 = t + fwd
                            if (not plinth[t2] and not board[t2]
                                    and (allow is None or t2 in allow)):
                                out.append(frm | t2 << 8 | DOUBLE_FLAG)
                    for t in geo.pawn_attacks[side][frm]:
                        if plinth[t]:
                            continue
                        q = board[t]
                        if q:
                            if q >> 3 != side and (allow is None or t in allow):
                                if t // n == last:
                                    m = frm | t << 8
                                    out += [m | promotion for promotion in PROMOTIONS]
                                else:
                                    out.append(frm | t << 8)
                        elif t == ep:
                            m = frm | t << 8 | EP_FLAG
                            if self._ep_legal(m):
                                out.append(m)
                else:
                    for ray in geo.slides[kind][frm]:
                        for t in ray:
                            if plinth[t]:
                                break
                            q = board[t]
                            if q:
                                if q >> 3 != side and (allow is None or t in allow):
                                    out.append(frm | t << 8)
                                break
                            if quiet and (allow is None or t in allow):
                                out.append(frm | t << 8)
        if self.ambush:
            out = self._with_king_captures(out)
        return out

    def _ep_legal(self, m: int) -> bool:
        board, side = self.board, self.to_move
        frm, to = m & 255, (m >> 8) & 255
        victim = to - self.geo.forward[side]
        piece, taken = board[frm], board[victim]
        board[to], board[frm], board[victim] = piece, 0, 0
        bad = self._attacked(self.kings[side], side ^ 1)
        board[to], board[frm], board[victim] = 0, piece, taken
        return not bad

    def _with_king_captures(self, out: list[int]) -> list[int]:
        """The ambush (first combat move): any piece that attacks the enemy
        King may take it, whatever happens to its own King."""
        side, board, geo = self.to_move, self.board, self.geo
        target = self.kings[side ^ 1]
        if target < 0:
            return out
        extra = []
        n = geo.size
        for frm, p in enumerate(board):
            if not p or p >> 3 != side:
                continue
            kind = p & 7
            hit = False
            if kind == KNIGHT:
                hit = target in geo.knight[frm]
            elif kind == KING:
                hit = target in geo.king[frm]
            elif kind == PAWN:
                hit = target in geo.pawn_attacks[side][frm]
            else:
                for ray in geo.slides[kind][frm]:
                    if target not in ray:
                        continue
                    for s in ray:
                        if s == target:
                            hit = True
                            break
                        if self.plinth[s] or board[s]:
                            break
            if hit:
                m = frm | target << 8
                if kind == PAWN and target // n == geo.last[side]:
                    extra += [m | promotion for promotion in PROMOTIONS]
                else:
                    extra.append(m)
        return out + [m for m in extra if m not in out]

    def push(self, m: int) -> None:
        board, geo = self.board, self.geo
        side = self.to_move
        frm, to = m & 255, (m >> 8) & 255
        piece, cap = board[frm], board[to]
        z = geo.zobrist
        self.stack.append((m, cap, self.ep, self.halfmove, self.hash, self.ambush, self.offer))
        h = self.hash ^ geo.zobrist_side ^ z[piece][frm]
        if self.ep >= 0:
            h ^= self._ep_key()
        if m & EP_FLAG:
            victim = to - geo.forward[side]
            h ^= z[board[victim]][victim]
            board[victim] = 0
        elif cap:
            h ^= z[cap][to]
        promo = (m >> 16) & 7
        new = side * 8 + promo if promo else piece
        board[to], board[frm] = new, 0
        h ^= z[new][to]
        kind = piece & 7
        if kind == KING:
            self.kings[side] = to
        if cap & 7 == KING:
            self.end = Result(side, "ambush")
            self.kings[side ^ 1] = -1
        self.halfmove = 0 if (cap or kind == PAWN) else self.halfmove + 1
        self.ambush = False
        if self.offer == side ^ 1:
            self.offer = -1
        self.to_move = side ^ 1
        if m & DOUBLE_FLAG:
            self.ep = (frm + to) >> 1
            h ^= self._ep_key()
        else:
            self.ep = -1
        self.hash = h
        self.ply += 1
        self.seen[h] = self.seen.get(h, 0) + 1

    def pop(self) -> None:
        m, cap, self.ep, self.halfmove, old, self.ambush, self.offer = self.stack.pop()
        count = self.seen[self.hash]
        if count == 1:
            del self.seen[self.hash]
        else:
            self.seen[self.hash] = count - 1
        self.hash = old
        side = self.to_move ^ 1
        self.to_move = side
        board = self.board
        frm, to = m & 255, (m >> 8) & 255
        piece = side * 8 + PAWN if m >> 16 & 7 else board[to]
        board[frm], board[to] = piece, cap
        if m & EP_FLAG:
            board[to - self.geo.forward[side]] = (side ^ 1) * 8 + PAWN
        if piece & 7 == KING:
            self.kings[side] = frm
        if cap & 7 == KING:
            self.end = None
            self.kings[side ^ 1] = to
        self.ply -= 1

    def _full_hash(self) -> int:
        geo = self.geo
        h = geo.zobrist_side if self.to_move == RED else 0
        for sq, p in enumerate(self.board):
            if p:
                h ^= geo.zobrist[p][sq]
        if self.ep >= 0:
            h ^= self._ep_key()
        return h

    def _ep_key(self) -> int:
        """The en passant square counts in the position (for repetition) only
        when a pawn of the player to move could take there."""
        taker = self.to_move * 8 + PAWN
        board = self.board
        for s in self.geo.pawn_attacks[self.to_move ^ 1][self.ep]:
            if board[s] == taker:
                return self.geo.zobrist_ep[self.ep]
        return 0

    def _start_combat(self, first: int) -> None:
        self.phase = COMBAT
        self.to_move = first
        self.ep, self.halfmove, self.ambush = -1, 0, True
        self.kings = [self.board.index(KING) if KING in self.board else -1,
                      self.board.index(8 + KING) if 8 + KING in self.board else -1]
        self.hash = self._full_hash()
        self.seen = {self.hash: 1}

    def _draw_reason(self) -> str | None:
        """Repetition, the 50-move rule, and King against King.  [decision]
        King and one minor piece against King is not drawn at once: with
        plinths for walls, a lone Knight or Bishop can mate."""
        if self.seen.get(self.hash, 0) >= 3:
            return "repetition"
        if self.halfmove >= 100:
            return "fifty_moves"
        if all(p & 7 == KING for p in self.board if p):
            return "insufficient_material"
        return None
