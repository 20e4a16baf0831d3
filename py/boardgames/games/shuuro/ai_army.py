"""Shuuro's computer player before the battle: what it buys (1. Recruitment)
and where it puts it (3. Deployment).  Neither is searched: both are
decided by rules of thumb with a little chance, so that every game brings a
different but sound army and set-up.

Recruitment reads only what the buyer may see: his own army, his own
budget and the game's options (and, with Scouts, the plinths already on the
board).  It never looks at the other army, which is secret.

The purchases come one at a time (``+Q`` ...), in a fixed order: Queens,
Rooks, Bishops, Knights, then Pawns to spend the rest.  For each type a
number is drawn around a share of the points still unspent (some are kept
for the Pawns, which shield the King from the first move's ambush); each
call of ``recruit_move`` re-draws the decision "one more of this type?" with
the conditional odds of that number, so a sequence of calls with fresh
random draws still buys an army drawn from that same distribution.
"""

from __future__ import annotations

import math

from .board import BISHOP, BLUE, COST, KING, KNIGHT, LETTERS, PAWN, QUEEN, ROOK

ORDER = (QUEEN, ROOK, BISHOP, KNIGHT, PAWN)
SHARE = {QUEEN: 0.55, ROOK: 0.45, BISHOP: 0.5, KNIGHT: 1.0}
"""The share of the points left (less the Pawns' reserve) that each type
gets, in the order of purchase: the Knights take what the others left."""
SPREAD = {QUEEN: 0.45, ROOK: 0.75, BISHOP: 0.8, KNIGHT: 0.5}
"""How widely the number of each type varies (a standard deviation, in pieces)."""

FORWARD = ((0, 4, 6), (1, 5, 7))
"""The indexes of the forward rays (file, diagonals) in ``Geometry.rays``, per player."""

WORTH = (0, 1500, 950, 500, 330, 310, 100)
"""A piece's worth (King: what a shield in front of him is worth)."""


# ------------------------------------------------------------ recruitment

def pawn_goal(state, player: int) -> int:
    """How many Pawns the army wants: most of a rank, to shield the pieces
    behind them (fewer when the maximum or the deployment ranks say so)."""
    n = state.geo.size
    return max(0, min(state.game.maxima[PAWN], n * 3 // 4 + (1 if n > 6 else 0)))


def room(state, player: int) -> int:
    """How many pieces (the King included) the army should hold: the cap,
    and what fits on the three deployment ranks (plinths known so far)."""
    n = state.geo.size
    ranks = state.geo.home[player]
    free = sum(1 for r in ranks for f in range(n) if not state.plinth[r * n + f])
    return min(state.game.cap, free - (1 if n > 6 else 0))


def choices(state, player: int, kind: int, left: int, slots: int, spread: float) -> list:
    """The numbers of ``kind`` the army may take, with their weights, when
    ``left`` points and ``slots`` places are left as this type's purchase starts."""
    cost, game = COST[kind], state.game
    goal = min(pawn_goal(state, player), slots - 1)
    if kind == PAWN:
        return [(max(0, min(game.maxima[PAWN], slots, left // cost)), 1.0)]
    reserve = max(0, goal) * COST[PAWN]
    later = sum(1 for t in ORDER[ORDER.index(kind) + 1:-1] if game.maxima[t] > 0)
    high = min(game.maxima[kind], left // cost, max(0, slots - max(0, goal) - (later > 0)))
    if high <= 0:
        return [(0, 1.0)]
    mean = SHARE[kind] * max(0, left - reserve) / cost
    if kind == KNIGHT:
        mean = math.floor(mean)
    out = []
    for count in range(0, high + 1):
        weight = math.exp(-((count - mean) ** 2) / (2 * spread * spread))
        if weight > 1e-3:
            out.append((count, weight))
    return out or [(high if mean > high else 0, 1.0)]


def recruit_move(state, rng, wide: bool) -> str:
    """The next purchase of the player to move, or ``done``.  ``wide``:
    a beginner's armies, drawn more widely."""
    player = state.to_move
    army = state.army[player]
    legal = set(state.legal_moves())
    budget = state.game.budgets[player]
    slots_all = room(state, player) - 1
    started = [i for i, t in enumerate(ORDER) if army[t]]
    last = started[-1] if started else -1
    spent_before = sum(COST[t] * army[t] for t in ORDER[:max(last, 0)])
    held_before = sum(army[t] for t in ORDER[:max(last, 0)])
    if last >= 0:                       # one more of the type being bought?
        kind = ORDER[last]
        table = choices(state, player, kind, budget - spent_before,
                        slots_all - held_before, _spread(kind, wide))
        have = army[kind]
        at_least = sum(w for c, w in table if c >= have)
        more = sum(w for c, w in table if c > have)
        if at_least > 0 and rng.random() * at_least < more and "+" + _letter(kind) in legal:
            return "+" + _letter(kind)
    left = budget - state.spent(player)
    slots = slots_all - sum(army[t] for t in ORDER)
    for kind in ORDER[last + 1:]:       # the first of a type not yet bought
        table = choices(state, player, kind, left, slots, _spread(kind, wide))
        total = sum(w for _, w in table)
        some = sum(w for c, w in table if c >= 1)
        if total > 0 and rng.random() * total < some and "+" + _letter(kind) in legal:
            return "+" + _letter(kind)
    return "done"


def _spread(kind: int, wide: bool) -> float:
    return SPREAD.get(kind, 0.5) * (2.0 if wide else 1.0)


def _letter(kind: int) -> str:
    return LETTERS[kind]


# ------------------------------------------------------------ deployment

PRIORITY = {KING: 0, QUEEN: 60, ROOK: 45, BISHOP: 30, KNIGHT: 0, PAWN: 0}
"""Which noble goes first: the long-range pieces take the first rank, the
Knights (which may stand on plinths, and jump) come last."""


def deploy_move(state, rng, noise: float) -> str:
    """The best-looking placement for the player to move, with some
    chance among the near-best (``noise``: its size in points)."""
    player = state.to_move
    best, chosen = None, None
    for kind, sq in state._placements():
        value = placement_value(state, player, kind, sq) + rng.gauss(0.0, noise)
        if best is None or value > best:
            best, chosen = value, (kind, sq)
    return state.placement_text(chosen[0], chosen[1])


def placement_value(state, player: int, kind: int, sq: int) -> float:
    """How good a square is for a piece at deployment:

    * the King: central, with shields in front (plinths are walls that
      never move), away from the files and diagonals enemy sliders see;
    * a Queen or Rook: an open file ahead (no plinth of our half on it);
    * a Bishop: open diagonals ahead;
    * a Knight: central, or on a plinth, where only a Knight can take it;
    * a Pawn: in front of what it must shield (the King most), then
      centrally (it will advance there).
    """
    geo, board, plinth = state.geo, state.board, state.plinth
    n = geo.size
    f, r = sq % n, sq // n
    fwd = 1 if player == BLUE else -1
    centre = -abs(f - (n - 1) / 2) * (12.0 / n)
    value = PRIORITY[kind] + centre
    if kind == KING:
        for df in (-1, 0, 1):
            s = _at(n, f + df, r + fwd)
            if s is not None and plinth[s]:
                value += 12
        value -= 20 * _open_lines(state, player, sq)
        return value + 2 * centre
    if kind in (QUEEN, ROOK):
        s, blocked = _at(n, f, r + fwd), 0
        for _ in range(n // 2 - 1):
            if s is None:
                break
            if plinth[s]:
                blocked += 1
            s = _at(n, s % n, s // n + fwd)
        value -= 15 * blocked
    if kind in (QUEEN, BISHOP):
        for df in (-1, 1):
            s = _at(n, f + df, r + fwd)
            s2 = _at(n, f + 2 * df, r + 2 * fwd)
            if s is None or plinth[s]:
                value -= 10
            elif s2 is None or plinth[s2]:
                value -= 4
    if kind == KNIGHT:
        if plinth[sq]:
            value += 15
        value += centre
    if kind == PAWN:
        value += _shield(state, player, sq) + centre * 0.5
    king = board.index(player * 8 + KING) if player * 8 + KING in board else -1
    if kind != PAWN and king >= 0 and abs(king % n - f) <= 1 and r == king // n:
        value += 5                                      # a guard beside the King
    return value


def _at(n: int, f: int, r: int) -> int | None:
    return r * n + f if 0 <= f < n and 0 <= r < n else None


def _shield(state, player: int, sq: int) -> float:
    """What a Pawn on ``sq`` shields: each of our pieces just behind it on
    a file or diagonal (a line an enemy could use on the first move)."""
    board, plinth, n = state.board, state.plinth, state.geo.size
    back = -1 if player == BLUE else 1
    f, r = sq % n, sq // n
    total = 0.0
    for df in (-1, 0, 1):
        for step in (1, 2):
            s = _at(n, f + df * step, r + back * step)
            if s is None or plinth[s]:
                break
            p = board[s]
            if p:
                if p >> 3 == player:
                    total += WORTH[p & 7] / (10.0 * step)
                break
    return total


def _open_lines(state, player: int, sq: int) -> int:
    """How many of the three forward lines (the file, the two diagonals)
    from ``sq`` reach an enemy Queen, Rook or Bishop that moves along them."""
    board, plinth = state.board, state.plinth
    enemy = player ^ 1
    lines = state.geo.lines[enemy][sq]
    count = 0
    for index in FORWARD[player]:
        ray, slider = lines[index]
        for s in ray:
            if plinth[s]:
                break
            p = board[s]
            if p:
                if p == enemy * 8 + QUEEN or p == slider:
                    count += 1
                break
    return count
