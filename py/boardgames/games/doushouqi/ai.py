"""Dou Shou Qi's computer player: what a position is worth and which moves
are sharp.  The search itself is ``boardgames.ai.search``.

Worth, for each side: the sum of what each of its animals is worth on its
square (``worth.FITTED``: every animal on every square, seen from its
owner's side).  The table was made by hand first (the animals by rank, the
Rat dear because it alone takes the Elephant; a bonus growing near the
enemy den, more so for the strong animals; a penalty on the enemy's traps,
where anyone takes it; a Rat in the water safe) and then fitted twice to
the results of self-play (``bench/tune.py``), each time held near the
table it started from, so that it keeps the drive to the den.  First on
1,600 games of the strongest with the hand-made table (a held-out loss of
0.2101 before, 0.2037 after); then on 2,400 games of the strongest with
that first fit, 1,000 nodes a move (seeds 50001 on, 1,600 games, and 60001
on, 800: 0.1389 before, 0.1224 after).  The second fit moved a few
squares far, the same ones in a fit on the first 1,600 games alone: a Rat
on the corner of its second rank (Green's a2 or g2) up by 125, a Wolf on
the square before its own den (Green's d2) down by 78, a Panther there up
by 51; most squares moved by less than 10.  With it the strongest beat
the strongest with the first fit in 84.7% of 124 games at 100 ms a move
(+297 Elo [+213, +381], stopped at LLR +19.9), and v39 at 1 s a move
in 74.5% of 212 games over three runs, each from seeds of its own
(75.4% of 118, 66.7% of 24 and 75.7% of 70: about +187 Elo,
Wilson's 95% 68.3% to 79.9%; with the first fit 67.2% of 470:
``JungleBrain.late_moves``), and at 100 ms a move in 86.0% of 100 (+315
[+232, +444]; with the first fit 94.5% of 200, though the second beats
it head to head).  Against the greedy player, held to 28,750
nodes a move, it still wins all of 40 games, in 43 plies on average.

The search follows a threat on the den past its horizon: an enemy animal
next to the den of the side to move is its "check" (``in_check``), and
that node is searched a ply deeper (by the strongest only).

The computer never resigns nor offers a draw (the actions are no moves of
the search: ``engine_moves`` never lists them); offered one, it accepts
only when a short search finds it clearly worse off (``ACCEPT_BELOW``), and
otherwise plays on, which lets the offer lapse."""

from __future__ import annotations

from operator import getitem

from ...ai.brain import NOISY, Brain
from ...ai.levels import STRONGEST
from ...core import Result
from .board import DEN, GREEN, HEIGHT, TRAPS, WIDTH, animal, owner
from .notation import move_text
from .worth import FITTED

VALUE = (0, 450, 200, 300, 350, 500, 800, 900, 1000)
"""An animal's rank in the move ordering (Rat 1 ... Elephant 8): whom to
take first."""
PIECE_VALUE = [VALUE[animal(piece)] if piece else 0 for piece in range(17)]
HALF = (WIDTH + 1) // 2
"""Files a to d: e to g are their mirror."""


def _distance(sq: int, den: int) -> int:
    return abs(sq % WIDTH - den % WIDTH) + abs(sq // WIDTH - den // WIDTH)


# ADVANCE[player][sq]: growing near the enemy den (the quiet moves' order).
ADVANCE = [[max(0, 12 - _distance(sq, DEN[1 - player])) ** 2 // 2
            for sq in range(WIDTH * HEIGHT)] for player in (0, 1)]


def own_square(player: int, sq: int) -> int:
    """``sq`` as ``player`` sees it, an index of ``worth.FITTED``'s rows:
    his den's rank first, files a to d."""
    file, rank = sq % WIDTH, sq // WIDTH
    if player != GREEN:
        rank = HEIGHT - 1 - rank
    return rank * HALF + min(file, WIDTH - 1 - file)


def _worth(piece: int, sq: int) -> int:
    """What ``piece`` standing on ``sq`` is worth, + for Green."""
    player = owner(piece)
    worth = FITTED[animal(piece)][own_square(player, sq)]
    return worth if player == GREEN else -worth


WORTH = [[_worth(piece, sq) if piece else 0 for sq in range(WIDTH * HEIGHT)]
         for piece in range(17)]
"""WORTH[piece][sq]: ``_worth`` for every piece and square, for Green (the
evaluation is a sum of table entries)."""
BY_SQUARE = [tuple(WORTH[piece][sq] for piece in range(17)) for sq in range(WIDTH * HEIGHT)]
"""The same table by square: BY_SQUARE[sq][piece]."""


ACCEPT_BELOW = -400
"""A draw offer is accepted only when the position is worth less than this
to the computer (about a strong animal down, or the enemy well on his way
to the den)."""

LADDER = {3: {"temperature": 14.0}, 4: {"temperature": 6.0}, 5: {"depth": 5, "temperature": 5.0}}
"""Casual, club and expert here (``Brain.ladder``).  Past four plies, depth buys
little in Dou Shou Qi (a race to the den decided beyond any horizon):
over 100 games 4 plies beat 3 in 56.5%, 6 beat 4 in 57.5% (40 games), and
the strongest held to its 0.5 s of Pyodide (28,750 nodes, 7 plies) scored
45% against 4 plies and 62% against 5.  What separates players is purpose:
a small temperature (3 to 6 points, where a Rat is worth 450 and a step
towards the den 4 to 10) makes a level drift among nearly equal moves.  So
club searches 3 plies and expert 4 (5 now: below), both with a little
drift, and the strongest none.  Node-limited, 100 games a rung
(``bench/ai.py ladder``): club beats casual in 83%, expert beats club in 77%, and the strongest at
28,750 nodes beats expert in 81% (with the hand-made table).  With the
fitted one every level plays better and the rungs closed up (6 over 5
63.6%, 4 over 3 64.3%), so casual and expert drift a little more (10 -> 14
and 3 -> 5 points).  ``python bench/ai.py rating --game doushouqi``, the
strongest at 100 ms, each match stopped once clear: 6 over 5 67.6% (68
games), 5 over 4 68.5% (54), 4 over 3 66.2% (74), 3 over 2 90% (20), 2 over
1 73.9% (44).  With the steeper reductions (``late_scale`` 1.5) 6 over 5
100% (20 games; 90% of 20 with 5 at the old 2.0: the strongest has
grown away from expert since), 5 over 4 66.7% (66).  With the late move
pruning too (``JungleBrain.late_moves``) 5 over 4 fell to 63.0%, so
expert now searches 5 plies: 200 games each, 5 over 4 69.8% (+145 Elo
[+95, +202]) and 6 over 5 80.5% (+246 [+194, +311]).  Its 5 plies take
about 10,800 nodes, 110 ms a move under CPython (at most 17,100 and
200 ms over the first 40 positions of a game), within expert's budget.
With the table's second fit (module docstring) every rung climbed higher,
200 games each (``--full``): 6 over 5 82.5% (+269 [+212, +342]), 5 over 4
84.5% (+295), 4 over 3 78.5% (+225), 3 over 2 96.0%, 2 over 1 87.8%."""


class JungleBrain(Brain):

    ladder = LADDER
    late_scale = 1.5
    """Late quiet moves reduced steeply (``search.late_reductions``): the
    deeper the node and the later the move, the shallower it is first
    searched (at depth 8, the 8th move three plies, the 20th four).  The
    strongest with it (at 2.0) against itself reducing one ply each: 58.3%
    of 84 games at 100 ms a move (+58 Elo [+13, +106]), 60.0% of 70 at 1 s
    (+70 [+16, +129]); to depth 8 a third fewer nodes.  At 1.5 against 2.0
    (the 8th move two plies, the 20th three): 56.0% of 400 games at 100 ms
    (two runs of 200 from different seeds, 55.5% and 56.5%: about +42 Elo
    [+8, +77]), to depth 8 18% fewer nodes, the same moves; steeper still,
    1.2 against 1.5: 39.7% of 68 (H0).  Not kept here:
    cutting a node two or three plies from the horizon whose evaluation
    beats beta by a margin (reverse futility pruning, 100 a ply): 23.3% of
    30 games at 100 ms (the den race hides behind a quiet evaluation); at
    150 a ply, not in check, 46.5% of 142 (H0), though to depth 8 it
    finds the same move on 7% fewer nodes."""

    late_moves = (6, 10, 16)
    """Late move pruning (``Brain.late_moves``): one, two and three plies
    from the horizon, off the principal line and not in check, the quiet
    moves after the first 6, 10 and 16 are not searched.  The strongest
    with it against itself without it, at 100 ms a move: 71.9% of 32 games
    (+163 Elo [+68, +288], H1), and from another seed +42 ± 48 over about
    200 games (the steadier figure); at 1 s a move 75.0% of 34 games (+191
    [+77, +365], H1); to depth 8 two fifths fewer nodes, the same move.
    With it the strongest scores 72.0% of 82 games against v39 at 1 s a
    move (about +164 Elo [+87, +260]; 63.0% of 100 before the steeper
    reductions and this pruning); over five runs, each from seeds of its
    own, 67.2% of 470 (72.0% of 82, 71.1% of 38, 66.7% of 90, and with
    the move generator 5% faster 63.6% of 110 and 66.7% of 150: about
    +125 [+91, +158]); with the second fit of the table (module
    docstring) 74.5% of 212.
    Pruning four plies deep too (after 24 moves) scored 64.8% of 88 games
    against this (H1), but to depth 8 over 30 positions it changes one
    node in a thousand and no move: chance, not kept; tighter (4, 7 and 12
    moves), 48.6% of 144 (stopped, LLR -1.9).  Shuuro with it (8, 14 and
    22 moves): 39.1% of 32 games against itself without it (H0), so only
    Dou Shou Qi prunes."""

    def may_pass(self, state) -> bool:
        """Always: no zugzwang here, a player is never worse off for having a
        move (the repetition rule aside).  The strongest with null-move
        pruning against itself without it, at 100 ms a move: 74.5% in 200
        games (+186 Elo [+137, +244]); at 8,000 nodes a move 64.5% of 200,
        at 2,000 44.8% (too shallow for a pass to pay).  Not kept: the pass
        searched 3 + depth // 4 plies shallower instead of 3 or 4 (to depth
        8 16% fewer nodes), 43.6% of 78 games (H0)."""
        return True

    follows_den_threats = True
    """Whether ``in_check`` tells the threats on the den (the strongest
    only: set by ``choose``)."""

    def in_check(self, state) -> bool:
        """An enemy animal stands next to the den of the side to move (on
        one of its traps): it enters at its next move unless it is taken
        first, so the position is searched a ply deeper (the check
        extension) instead of being judged at the horizon by where the
        animals stand.  The strongest so against itself without it: 62.8%
        of 78 games at 100 ms a move (+91 Elo [+25, +164]); against v39
        94.5% of 200 (+494 [+411, +641]; 91.0% without it), and at 1 s
        59.0% of 100 (61.0% without it: no gain seen at that time).  It is
        the strongest's own: given to every level, expert (then 4 plies)
        gained the most, and the strongest beat it in only 60.5% of 100 games.
        Not kept: the moves that threaten the den tried first (47.3% of 74
        games), a side in check never standing pat in quiescence (48.2%
        of 56)."""
        if not self.follows_den_threats:
            return False
        board, player = state.board, state.to_move
        for sq in TRAPS[player]:
            piece = board[sq]
            if piece and owner(piece) != player:
                return True
        return False

    def evaluate(self, state) -> int:
        """The table's sum (``WORTH``), nothing else.  Not kept, each against
        the strongest as it was at 100 ms a move: a bonus of 20 for the side
        to move, 52.5% of 200 games (+17 Elo [-26, +61], no decision); 20
        less for each move more than the enemy has (fitted on 125,401 quiet
        positions of 1,000 self-play games, where it alone foretold the
        results a little better: held-out loss 0.20205 -> 0.20113), 47.4% of
        152 (H0); 100 for an Elephant whose enemy Rat is gone (nobody but
        the enemy Elephant takes it off the traps) and 200 less for a Rat
        whose enemy Elephant is gone (the one big animal it threatens),
        52.0% of 200 (+14 Elo [-32, +61], no decision)."""
        return sum(map(getitem, BY_SQUARE, state.board))

    def settled(self, state) -> Result | None:
        """A den entered, or the game resigned or agreed drawn; a side with
        no move left is left to the evaluation (``Brain.settled``)."""
        return state.result_without_moves()

    def noisy_moves(self, state) -> list[int]:
        return state.noisy_moves()

    def noisy(self, state, move) -> bool:
        to = move & 63
        return bool(state.board[to]) or to == DEN[1 - state.to_move]

    def order(self, state, move) -> int:
        frm, to = move >> 6, move & 63
        target = state.board[to]
        if to == DEN[1 - state.to_move]:
            return 100_000
        if target:
            return 10 * VALUE[animal(target)] - VALUE[animal(state.board[frm])] // 10
        player = state.to_move
        return ADVANCE[player][to] - ADVANCE[player][frm]

    def keys(self, state, moves: list) -> list[int]:
        """``noisy`` and ``order`` of every move in one loop (the search's
        ordering keys: ``Brain.keys``)."""
        board, player = state.board, state.to_move
        den, advance = DEN[1 - player], ADVANCE[player]
        out = []
        for move in moves:
            frm, to = move >> 6, move & 63
            target = board[to]
            if to == den:
                out.append(NOISY + 100_000)
            elif target:
                out.append(NOISY + 10 * PIECE_VALUE[target] - PIECE_VALUE[board[frm]] // 10)
            else:
                out.append(advance[to] - advance[frm])
        return out

    def move_text(self, state, move) -> str:
        return move_text(move)

    def choose(self, state, rng, level) -> str | None:
        """Only the answer to a draw offer: ``accept`` when clearly worse,
        else None (search: a move lets the offer lapse).  Only the
        strongest follows the threats on the den (``in_check``)."""
        self.follows_den_threats = level is None or level.number >= STRONGEST.number
        if state.draw_offer >= 0 and state.draw_offer != state.to_move:
            return "accept" if self.worse_than(state, ACCEPT_BELOW) else None
        return None


def brain_for(state) -> JungleBrain:
    return JungleBrain()
