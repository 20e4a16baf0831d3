"""Shuuro's computer player: what a battle position is worth and which moves
are sharp.  The search itself is ``boardgames.ai.search``; the army's
purchase and deployment are rules of thumb in ``ai_army``.

Worth, for each side, in hundredths of a Pawn:

* material, the classic chess values (Queen 9.5, Rook 5, Bishop 3.3,
  Knight 3.1, Pawn 1);
* where each piece stands (tables drawn for the board's size): Knights,
  Bishops and Queens like the centre, a Knight likes a plinth (only a
  Knight can take it there), Rooks like the enemy's second rank;
* Pawns: the further advanced the better, much more so near promotion;
* the King: behind a shield (own pieces or plinths on the three squares in
  front of him) while the enemy still has pieces to attack with; in the
  endgame he comes out to the centre;
* when one side is clearly ahead: the losing King driven to the edge and
  the winning King brought close (to finish before the 50-move rule).

The computer never resigns nor offers a draw; offered one, it accepts only
when a short search finds it clearly worse off.

A King in check is searched a ply deeper (``in_check``: the search's
check extension), so that a check at the horizon is answered before the
position is judged: at 100 ms a move the strongest with it scored 74.2% of
200 games against v39 (63.4% without it).  At 1 s a move, over five runs
from seeds of their own, 73.8% of 202 games against v39 (66.7% of 24,
71.9% of 16, 72.2% of 54, 76.7% of 88, 75.0% of 20: about +180 Elo
[+126, +234]).

No null-move pruning (``Brain.may_pass``): tried (a pass in the battle, not
in check, not on the ambush's move, with a piece besides Pawns and the
King), the strongest with it scored 49.5% of 98 games against itself
without it at 100 ms a move, and 51.9% of 80 at 20,000 nodes a move.
Nor reverse futility pruning (a node off the principal line at most three
plies from the horizon cut off when its evaluation beats beta by 120 a
ply): 13% fewer nodes to depth 4 with the same moves, but 51.3% of 114
games against the strongest without it at 100 ms a move.  Nor delta
pruning in quiescence (a capture not tried where the piece taken and two
Pawns more would leave the side at or below alpha): to depth 5 over 30
middle-game positions 12% fewer nodes, 28 of the 30 moves the same, but
52.1% of 168 games against the strongest without it at 100 ms a move
(stopped, LLR -1.09).
"""

from __future__ import annotations

from ...ai.brain import NOISY, UNTOLD, Brain
from ...ai.search import Search
from .ai_army import deploy_move, recruit_move
from .board import (BISHOP, BLUE, COMBAT, DEPLOY, EP_FLAG, KING, KNIGHT, PAWN, QUEEN, RECRUIT,
                    ROOK, GEOMETRY)
from ...core import Result

VALUE = (0, 0, 950, 500, 330, 310, 100)
"""Material by piece type (King: none, he is never taken but by the ambush)."""
PHASE = (0, 0, 4, 2, 1, 1, 0)
"""How much each piece counts towards the middle game (the King's shelter
matters while the enemy has pieces; the endgame begins when they are gone)."""
FORCE = tuple(PHASE[p & 7] << (8 * (p >> 3)) if 0 < p & 7 < 7 else 0 for p in range(16))
"""Each piece's ``PHASE``, Blue's counted in the low byte, Red's in the next."""
ORDER_VALUE = (0, 20000, 950, 500, 330, 310, 100)
"""A victim's worth when ordering captures (the King: the ambush)."""
ACCEPT_BELOW = -300
"""A draw offer is accepted only when the position is worth less than this."""
LADDER = {3: {"depth": 2, "nodes": 3000, "temperature": 0.0},
          4: {"depth": 3, "nodes": 2500},
          5: {"depth": 4, "nodes": 6000}}
"""Levels 3 to 5 here (``Brain.ladder``).  The budgets are
smaller than the kernel's defaults because a Shuuro node costs more (a
12x12 board of long-range pieces), and below what the strongest level
searches in its second.  Level 3 never picks a worse move on purpose: to
weigh every move exactly (which a temperature needs) its two plies would
not fit in the budget on 12x12, and it would play no better than level 2
(51.5% against it over 100 games; 91.5% with a temperature of 0)."""
CACHE = 200_000
"""Move lists and evaluations kept per search before they are forgotten."""
AMBUSH_KEY = 0x9E3779B97F4A7C15


def _tables(n: int) -> list[list[int]]:
    """``table[piece][square]``: material plus the piece's standing on that
    square, for Blue's pieces (1-6) and Red's (9-14, their negation),
    scaled to an ``n``-by-``n`` board."""
    half = (n - 1) / 2
    table = [[0] * (n * n) for _ in range(16)]
    for sq in range(n * n):
        f, r = sq % n, sq // n
        for player in (0, 1):
            rank = r if player == BLUE else n - 1 - r        # 0: own first rank
            centre = 1.0 - max(abs(f - half), abs(r - half)) / half   # 1 centre, 0 edge
            file_centre = 1.0 - abs(f - half) / half
            advance = rank / (n - 1)
            worth = [0] * 7
            worth[KING] = -int(30 * min(rank, 3)) + int(6 * file_centre)
            worth[QUEEN] = VALUE[QUEEN] + int(10 * centre)
            worth[ROOK] = VALUE[ROOK] + (15 if rank == n - 2 else 0) + int(4 * file_centre)
            worth[BISHOP] = VALUE[BISHOP] + int(20 * centre)
            worth[KNIGHT] = VALUE[KNIGHT] + int(35 * centre) - (10 if centre == 0 else 0)
            progress = max(0.0, (rank - 2) / max(1, n - 4))
            worth[PAWN] = VALUE[PAWN] + int(8 * file_centre * (1 - advance)) + \
                int(110 * progress ** 2 + 10 * progress) if rank < n - 1 else VALUE[QUEEN]
            for kind in range(1, 7):
                sign = 1 if player == BLUE else -1
                table[player * 8 + kind][sq] = sign * worth[kind]
    return table


def _king_centre(n: int) -> list[int]:
    """The endgame King's bonus for the centre (his rank counts too)."""
    half = (n - 1) / 2
    return [int(30 * (1.0 - max(abs(sq % n - half), abs(sq // n - half)) / half))
            for sq in range(n * n)]


TABLES = {n: _tables(n) for n in GEOMETRY}
KING_CENTRE = {n: _king_centre(n) for n in GEOMETRY}


class ShuuroBrain(Brain):
    """The computer's knowledge of Shuuro (see the module's docstring)."""

    win = 1_000_000
    ladder = LADDER

    def __init__(self, state) -> None:
        self.n = state.geo.size
        self.table = TABLES[self.n]
        self.king_centre = KING_CENTRE[self.n]
        self.move_cache: dict = {}
        self.check_cache: dict = {}
        self.eval_cache: dict = {}
        self.material_cache: dict = {}

    # -------------------------------------------------------- before the battle
    def known(self, state) -> str:
        """While buying, a player knows only his own army and the plinths."""
        if state.phase == RECRUIT and state.to_move >= 0:
            return f"recruit:{state.to_move}:{state.army[state.to_move]}:{state.plinth}"
        return super().known(state)

    def choose(self, state, rng, level):
        """Purchases and placements (``ai_army``); in combat only the answer
        to a draw offer (a board move declines it), else None: search."""
        strongest = level is None or level.temperature == 0
        if state.phase == RECRUIT:
            return recruit_move(state, rng, wide=level is not None and level.number <= 1)
        if state.phase == DEPLOY:
            return deploy_move(state, rng, noise=4.0 if strongest else 10.0)
        if state.phase == COMBAT and state.offer == state.to_move ^ 1:
            return "accept" if self._clearly_worse(state) else None
        return None

    def _clearly_worse(self, state) -> bool:
        """A short search's verdict on the position, for a draw offer."""
        search = Search(self, state, max_nodes=3000)
        outcome = search.root(3)
        score = outcome.score if outcome.depth else self.evaluate(state) * (
            1 if state.to_move == BLUE else -1)
        return score < ACCEPT_BELOW

    # -------------------------------------------------------- the battle
    def key(self, state):
        """The position's hash (pieces, side to move, en passant), marked
        when the ambush's King capture is still allowed."""
        return state.hash ^ AMBUSH_KEY if state.ambush else state.hash

    def moves(self, state) -> list:
        """The legal moves, remembered by position: iterative deepening
        visits the same positions again and again."""
        key = state.hash ^ AMBUSH_KEY if state.ambush else state.hash
        found = self.move_cache.get(key)
        if found is None:
            found = state.engine_moves()
            if len(self.move_cache) >= CACHE:
                self.move_cache.clear()
            self.move_cache[key] = found
        return found

    def end(self, state, moves: list) -> Result | None:
        """Mate, stalemate, the ambush's King capture, and the draws: a
        position seen before (a repetition the search would only repeat),
        the 50-move rule, bare Kings."""
        if state.end is not None:
            return state.end
        if not moves:
            side = state.to_move
            return Result(side ^ 1, "checkmate") if state.in_check(side) \
                else Result(None, "stalemate")
        return self._drawn(state)

    def in_check(self, state) -> bool:
        """The side to move's King is attacked (in the battle), remembered by
        position: the search asks at every node, ``settled`` again."""
        if state.phase != COMBAT:
            return False
        found = self.check_cache.get(state.hash)
        if found is None:
            if len(self.check_cache) >= CACHE:
                self.check_cache.clear()
            found = self.check_cache[state.hash] = state.in_check(state.to_move)
        return found

    def ended(self, state) -> Result | None:
        """The state's end, or a draw its history decides: a position seen
        before, the 50-move rule (``Brain.ended``)."""
        return state.end if state.end is not None else self._drawn(state)

    def settled(self, state):
        """Past the horizon: a side in check is searched on all its moves
        (only they tell mate), as is any position before the combat;
        otherwise the game's end and the draws are told without the moves
        (``Brain.settled``)."""
        if state.end is not None:
            return state.end
        if state.phase != COMBAT or self.in_check(state):
            return UNTOLD
        return self._drawn(state)

    def noisy_moves(self, state) -> list:
        """The captures and promotions alone (the side is not in check:
        ``settled``)."""
        return state.engine_moves(quiet=False)

    @staticmethod
    def _drawn(state) -> Result | None:
        if state.seen.get(state.hash, 0) >= 2 and len(state.stack) > 0:
            return Result(None, "repetition")
        if state.halfmove >= 100:
            return Result(None, "fifty_moves")
        if state.halfmove == 0 and len(state.board) - state.board.count(0) <= 2:
            return Result(None, "insufficient_material")
        return None

    def evaluate(self, state) -> int:
        """Material and standing, then the Kings' safety and the endgame
        (module docstring); for Blue."""
        key = state.hash
        found = self.eval_cache.get(key)
        if found is not None:
            return found
        score, force = self._material(state)
        force = (force & 255, force >> 8)
        kings = state.kings
        for player in (0, 1):
            k = kings[player]
            if k < 0:
                continue
            enemy_force = force[player ^ 1]
            sign = 1 if player == BLUE else -1
            if enemy_force >= 6:
                score += sign * self._shelter(state, player, k) * min(enemy_force, 16) // 16
            else:
                score += sign * (self.king_centre[k] * (6 - enemy_force) // 6)
        if abs(score) > 250 and kings[0] >= 0 and kings[1] >= 0:
            score += self._mating(score, kings)
        if len(self.eval_cache) >= CACHE:
            self.eval_cache.clear()
        self.eval_cache[key] = score
        return score

    def _material(self, state) -> tuple[int, int]:
        """Material and standing (the tables), and the force (``FORCE``),
        from the position before the last move when it is known (only the
        squares the move changed are counted again), else square by square."""
        board, table = state.board, self.table
        known = self.material_cache
        stack = state.stack
        if stack:
            last = stack[-1]
            move = last[0]
            before = known.get(last[4]) if move is not None else None
            if before is not None:
                score, force = before
                frm, to = move & 255, (move >> 8) & 255
                new, taken = board[to], last[1]
                old = new if not move >> 16 & 7 else (new & 8) | PAWN
                score += table[new][to] - table[old][frm]
                if taken:
                    score -= table[taken][to]
                    force -= FORCE[taken]
                elif move & EP_FLAG:
                    victim = to - state.geo.forward[new >> 3]
                    score -= table[(new & 8 ^ 8) | PAWN][victim]
                force += FORCE[new] - FORCE[old]
                found = known[state.hash] = (score, force)
                return found
        score = force = 0
        for sq, p in enumerate(board):
            if p:
                score += table[p][sq]
                force += FORCE[p]
        if len(known) >= CACHE:
            known.clear()
        found = known[state.hash] = (score, force)
        return found

    def _shelter(self, state, player: int, k: int) -> int:
        """The King's shield: own pieces or plinths on the three squares in
        front of him, and none of them missing."""
        n, board, plinth = self.n, state.board, state.plinth
        f, r = k % n, k // n + (1 if player == BLUE else -1)
        if not 0 <= r < n:
            return 0
        shield = 0
        for df in (-1, 0, 1):
            if 0 <= f + df < n:
                s = r * n + f + df
                p = board[s]
                if plinth[s] or (p and p >> 3 == player):
                    shield += 1
            else:
                shield += 1
        return (0, 25, 45, 60)[shield] - 30

    def _mating(self, score: int, kings: list[int]) -> int:
        """The side ahead drives the other King to the edge and brings his
        own near (``score`` > 0: Blue is ahead)."""
        n = self.n
        winner = 0 if score > 0 else 1
        loser_king, winner_king = kings[winner ^ 1], kings[winner]
        edge = 20 - self.king_centre[loser_king] * 2 // 3
        near = 2 * n - abs(loser_king % n - winner_king % n) - abs(loser_king // n - winner_king // n)
        bonus = edge + 3 * near
        return bonus if winner == 0 else -bonus

    def noisy(self, state, move) -> bool:
        """Captures (en passant too) and promotions."""
        return bool(state.board[(move >> 8) & 255]) or bool(move & (EP_FLAG | (7 << 16)))

    def keys(self, state, moves: list) -> list[int]:
        """``noisy`` and ``order`` of every move in one loop (``Brain.keys``)."""
        board = state.board
        sign = 1 if state.to_move == BLUE else -1
        table = self.table
        out = []
        add = out.append
        for move in moves:
            frm, to = move & 255, (move >> 8) & 255
            victim = board[to]
            promo = (move >> 16) & 7
            if victim or promo or move & EP_FLAG:
                gain = ORDER_VALUE[victim & 7] + (VALUE[promo] - 100 if promo else 0)
                add(NOISY + 10 * (gain or 100) - VALUE[board[frm] & 7] // 10)
            else:
                squares = table[board[frm]]
                add(sign * (squares[to] - squares[frm]))
        return out

    def order(self, state, move) -> int:
        """Captures and promotions: the most valuable victim first, by the
        least valuable attacker (MVV-LVA); quiet moves: the table's gain."""
        board = state.board
        victim = board[(move >> 8) & 255]
        promo = (move >> 16) & 7
        if victim or promo or move & EP_FLAG:
            attacker = board[move & 255] & 7
            gain = ORDER_VALUE[victim & 7] + (VALUE[promo] - 100 if promo else 0)
            return 10 * (gain or 100) - VALUE[attacker] // 10
        table = self.table[board[move & 255]]
        gain = table[(move >> 8) & 255] - table[move & 255]
        return gain if state.to_move == BLUE else -gain


def brain_for(state) -> ShuuroBrain:
    return ShuuroBrain(state)
