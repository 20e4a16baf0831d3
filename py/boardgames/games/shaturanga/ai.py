"""Shaturanga's computer player: what a position is worth to each team and
which moves are sharp.  The search itself is ``boardgames.ai.search``.

The search plays for teams, not players: Green and Black (team 0) against
Yellow and Red (team 1).  The value changes sign only where the team to move
changes, so a commander playing his lost ally's turn stays on his side.

Worth, for each team, summed over its *active* armies (a passive army is
only an obstacle, worth nothing to anyone):

* material and place, one table of every piece on every square
  (``worth.FITTED``, turned for each player: ``PLACE``).  It was made by
  hand (``hand_made``: the values of ``VALUE``, a Horse in the centre, a
  Soldier's march forward, a Radjah near his ally's throne) and then
  fitted to the results of 2,400 games of self-play (``bench/tune.py
  --game shaturanga``): each kind's value but the Radjah's freely, its
  squares held near their shape.  The games value the Elephant most after
  the Radjah (about 780 against 500 by hand), then the Horse (400), and
  the Boat and Soldier hardly at all (about 10 and -20: where they stand
  counts, not how many there are).  The Radjah keeps his hand-made worth:
  fitted freely it fell below an Elephant's, and the computer took an
  Elephant rather than a Radjah standing alone, though losing both Radjahs
  loses the game.  Against the computer as it was with the hand-made
  table (v39), at 100 ms a move, it won 87.2% of 200 games (+334 Elo,
  ``bench/ai.py rating --full``); with the Radjah fitted too, 83.5%.
  The die game plays with it too: a table of its own, fitted on 2,400
  games with the die, scored 51.7% of 200 games at 100 ms a move against
  it, and 60.8% against v39 (this one: 67.2%).
  With promotion, a Soldier's march counts more as it nears the far edge;
* the Elephant's open lines (how many squares it reaches);
* command of both armies (a Radjah sat on his ally's throne);
* the Radjahs in danger: a Radjah that an enemy to move before him can take
  is counted as partly lost, by the chance the enemy gets to take it (with
  the die, the chance the die names an attacking piece).  With the die the
  strongest also knows that a check may outlast its owner's turn: he answers
  it only if his die names a piece that can, so each enemy may get another
  chance, round after round (``CHECK_ROUNDS``);
* with the die, for the strongest: each team's most exposed piece, counted
  as partly lost by the chance an enemy moving first takes it (``EXPOSED``).

Dice: the die's values 5 and 6 are thrown again, so the search sees four
outcomes, 1 to 4, a quarter each.

The computer never resigns nor offers a draw (the actions are no moves of
the search); offered one, it accepts for its team only when a short search
finds the team clearly worse off (``ACCEPT_BELOW``), and otherwise plays
on, which lets the offer lapse.
"""

from __future__ import annotations

from itertools import compress

from ...ai.levels import STRONGEST
from ...ai.brain import NOISY, Brain
from ...core import CHANCE
from .board import (BETWEEN, BOAT, DIE, DIE_TYPE, ELEPHANT, FORWARD, GREEN, HORSE, KING_NEAR,
                    KNIGHT_NEAR, RADJAH, RAYS, S_LAST, SOLDIER, TAKES_ON, THRONE)
from .notation import move_text
from .worth import FITTED

SQUARES = range(64)
"""The board's squares (``compress(SQUARES, board)``: those with a piece)."""
VALUE = (0, 1000, 500, 300, 150, 100)
"""A piece's worth by type (Radjah, Elephant, Horse, Boat, Soldier) as made
by hand: the move ordering's, the exposed pieces' (with the die) and the
start of the fitted table (``hand_made``).  The Radjah's own worth comes on
top of his army, which goes passive when he is lost."""

CAPTURE = (0, 100_000) + tuple(10 * v for v in VALUE[2:])
"""How much taking each kind of piece is worth trying first (a Radjah: always)."""

ACCEPT_BELOW = -400
"""A draw offer is accepted only when the position is worth less than this
to the computer's team (a Horse and more down, or a Radjah lost)."""

THRONE_STEP = 10
"""Each step a Radjah stands nearer his ally's throne (command)."""

COMMAND = 350
"""Holding command of both armies (sitting on the ally's throne)."""

ELEPHANT_REACH = 4
"""Each square an Elephant reaches (its open lines)."""

DANGER_KEPT = 0.5
"""When a Radjah's ally moves before the enemies who attack him, the share of
the danger that remains (the ally may cover him, or may not).  Not kept:
with the die 0.75 (the ally covers only if his die names a piece that
can), the strongest against itself at 100 ms a move, 50.3% of 166 games
(stopped, LLR -3.18)."""

LEFT_OVER = 0.01
"""Below this chance that a Radjah in danger is still there, the rest of
the danger is not followed."""

OUTCOMES = [(DIE + k, 0.25) for k in range(1, 5)]
"""The die as the search sees it: 5 and 6 are thrown again, so 1 (Boat),
2 (Horse), 3 (Elephant) and 4 (Radjah) come a quarter of the time each."""

NAMED = [sum(kinds >> kind & 1 for kind in DIE_TYPE[1:]) / 4 for kinds in range(64)]
"""For the kinds of pieces (a bit per kind) that could take somewhere, the
chance the die names one of them."""

WIN_WITH_DIE = 12_000
"""A won game's score with the die: a little above the largest evaluation
(``evaluate`` stays within ``WIN_WITH_DIE - 2000``), so that the expectation
over the die's outcomes can be cut off early (Star1)."""

HORIZON_THROWS = 2
"""With the die, a piece attacked is lost only if the die names a taker: at
the search's horizon the next player throws and makes the captures his face
allows, and after a capture the player after him too (``Brain.horizon_throws``)."""

LADDER = {1: {"depth": 1}, 2: {"depth": 1}, 3: {"depth": 2},
          4: {"depth": 4, "temperature": 20.0}, 5: {"depth": 4, "nodes": 3000}}
"""Plies searched by level without the die (``Brain.ladder``; the
strongest: as deep as its time allows).  A round is four plies; from level
3 on the depths are even, so that the search ends on an enemy's reply, not
on an ally's move (which looks better than it is: the enemy moving next is
not seen).  Club and expert both look one round ahead; club drifts among
the moves within 20 points of its best (a temperature of
20), expert plays its best within 3,000 nodes.  An expert of 6 plies was
too close to the strongest at the least time a player can choose (0.5 s:
55% over 40 games); a round ahead leaves room above it.  With a fitted
table (``worth.FITTED`` with the Radjah's worth fitted too), against the
strongest at 100 ms a move
(``bench/ai.py rating``, each match stopped once clear): an expert of
8,000 nodes lost only 60.2% of 142 games, one of 3,000 63.5% of 100 (and
beat club in 80.0% of 30), one of 1,500 63.0% of 96: the strongest's
100 ms are about 2,800 nodes here, so an expert held lower does not play
much worse.  Since the strongest searches deeper in check (``in_check``),
it beats expert in 75.2% of 200 games at 100 ms a move (+193 Elo [+142,
+253]).  Club beats casual in 95.0%, casual novice in 82.5%, novice
beginner in 100% (20 games each)."""

LADDER_WITH_DIE = {level: {"depth": 1, "temperature": temperature} for level, temperature in
                   ((1, 100_000.0), (2, 1000.0), (3, 250.0), (4, 0.0), (5, 40.0))}
"""The levels with the die.  Each looks one ply; from expert on
(``SEES_THE_REPLY``) it also sees, at that horizon, the next enemy's throw
and the captures his face allows; below expert it plays the move that looks
best once made, as a greedy player does, choosing among its moves with a
temperature: none for club, which always takes the best it sees, more for
casual and novice, and so much for the beginner that he plays at random.

Depth buys little with the die, because the die decides which piece may
answer a threat.  With the levels before these (100 games a rung), two
plies drifting a little beat one ply in 54.5%, three plies beat two in 51%,
and the strongest (24,500 nodes) beat three plies in 54.5%; it beat one ply
without a temperature in only 64% (100 games), so expert drifts a little
(40).  Seeing the enemy's reply and choosing carefully are what separate
players.  Over 200 games a rung, node-limited (``bench/ai.py ladder
--option dice=true``): novice beats beginner in 76.8%, casual novice in
69.0%, club casual in 73.0%, expert club in 71.2%, and the strongest at
24,500 nodes (its 0.5 s of Pyodide) beats expert in 64.2% (seeds 1 to 100;
101 to 200: 68.5%).  Since the strongest counts exposed pieces
(``EXPOSED``), which costs it time, it is held to 17,400 nodes in that
rung and beats expert in 67.5% (seeds 1 to 100)."""

CHECK_ROUNDS = 3
"""With the die, the rounds the strongest follows a Radjah in check (the other
levels: until his owner's turn).  His own turn ends the danger only if his
die names a piece that can answer the check: a Horse's check, which no piece
can block, is answered a quarter of the time when only the Radjah can step
away, while the Horse's owner has a quarter of a chance to take him at each
of his turns.  Over 200 games, 5,600 nodes a move: the strongest who knows
it beats the strongest who does not in 57.8%, and a one-ply player who knows
it scores 46% against the strongest who does not (20% without it, as the
greedy player); against the greedy player the strongest who knows it scores
79.2% over 800 games (seeds 1 to 400, with the bench's opening).  Given to
the levels below, it would leave little room between them and the strongest:
it is the strongest's own, and the greedy player of the benchmarks keeps the
shorter view too.  Not kept: 5 rounds, 45.5% of 22 games against 3 at
100 ms a move (seed 13000, H0)."""

EXPOSED = 0.5
"""With the die, the share the strongest counts of what each team's most
exposed piece (not a Radjah) may lose before its owner moves: its worth, if
no piece of its team guards it, else its worth less its cheapest taker's
(taken back; a Radjah never takes a guarded piece), times the chance that an
enemy moving first may take it.  With the die a piece attacked is often not
saved in time: its owner's die must name a piece that can.

It costs time: from the start the strongest searches 60,900 nodes a second
instead of 71,500 (CPython; Pyodide: about 38,000 instead of 50,500), in
the middle game 50,100 instead of 64,800.  So the benchmarks hold it to
0.71 of the nodes it had without it: against the greedy player, at 4,000
nodes a move instead of 5,600, it scores 80.1% over 800 games (seeds 1 to
400; 79.2% before), and 81.0% over 400 without the bench's random opening
(``--opening 0``, seeds 1 to 200); against expert, at 17,400
instead of 24,500, 67.5% (seeds 1 to 100; 64.2% before).  Head to head
against the strongest without it (200 games, 5,600 nodes a move for him)
it scores 53.8% with as many nodes and 52.0% with 4,000: a small gain,
within the noise of either match alone.  Counted whole: 49.1% of 56 (H0).
Nor, against it at 100 ms a move (seed 13000): the piece followed round
after round as a Radjah in check is (``CHECK_ROUNDS``), its owner's turn
saving it a quarter of the time (a Soldier: always), 33.3% of 24 (H0);
each enemy Elephant and Horse one, two or three steps from a Radjah
counted 30, 20 or 10 against his team, 38.9% of 36 (H0); the second most
exposed piece counted too, 50.0% of 54 (H0)."""

TAKER = (0, 1_000_000) + VALUE[2:]
"""What a taker is worth, if it is taken back (a Radjah: he may not step
where he can be taken)."""

CHEAPEST = [min((TAKER[kind] for kind in range(1, 6) if kinds >> kind & 1), default=0)
            for kinds in range(64)]
"""For the kinds of pieces (a bit per kind) that could take somewhere, the
worth of the cheapest."""


SEES_THE_REPLY = 5
"""With the die, the first level that sees the enemy's throw and captures at
its horizon (``HORIZON_THROWS``); the strongest sees it too."""


def _distance(a: int, b: int) -> int:
    """King steps between two squares."""
    return max(abs(a % 8 - b % 8), abs(a // 8 - b // 8))


def _centre(sq: int) -> int:
    """0 on the edge, 3 in the four centre squares."""
    f, r = sq % 8, sq // 8
    return min(f, 7 - f, r, 7 - r)


def _march(player: int, sq: int) -> int:
    """How many steps a Soldier of ``player`` on ``sq`` has made forward."""
    df, dr = FORWARD[player]
    f, r = sq % 8, sq // 8
    return (r - 1 if dr > 0 else 6 - r) if dr else (f - 1 if df > 0 else 6 - f)


def _place(player: int, kind: int, sq: int, promotion: bool) -> int:
    """What standing on ``sq`` adds to a piece of ``player``."""
    if kind == HORSE:
        return (0, 12, 22, 28)[_centre(sq)]
    if kind == BOAT:
        return (0, 8, 14, 16)[_centre(sq)]
    if kind == ELEPHANT:
        return 0
    if kind == RADJAH:
        return THRONE_STEP * (7 - _distance(sq, THRONE[player ^ 2]))   # toward command
    steps = max(0, _march(player, sq))
    if S_LAST[player][sq]:
        return -40 if not promotion else 0    # stuck on the edge (a promotion moves on)
    return steps * 6 + (steps * steps * 8 if promotion else 0)


def own_square(player: int, sq: int) -> int:
    """``sq`` as ``player`` sees it, an index of ``worth.FITTED``'s rows: the
    board turned so that his throne stands where Green's does (d1), his
    Soldiers marching up the files."""
    f, r = sq % 8, sq // 8
    for _ in range(player):
        f, r = 7 - r, f
    return r * 8 + f


def hand_made(kind: int, sq: int) -> int:
    """The table as it was made by hand, for Green without promotion: a
    piece's value and its place (``bench/tune.py`` starts from it)."""
    return VALUE[kind] + _place(GREEN, kind, sq, False)


def _tables(promotion: bool) -> list:
    """PLACE[piece][sq]: value and place of every piece on every square
    (``worth.FITTED``, turned for each player), and with promotion the
    Soldier's march as it then counts."""
    table = [[0] * 64 for _ in range(32)]
    for player in range(4):
        for kind in range(1, 6):
            table[player * 8 + kind] = [
                FITTED[kind][own_square(player, sq)]
                + (_place(player, kind, sq, True) - _place(player, kind, sq, False) if promotion
                   else 0)
                for sq in range(64)]
    return table


PLACE = {False: _tables(False), True: _tables(True)}


class ShaturangaBrain(Brain):
    """Team search for Shaturanga (with or without the die)."""

    horizon_throws = HORIZON_THROWS
    probe = True
    rounds = 1
    """Rounds a Radjah in check is followed (``_danger``; ``CHECK_ROUNDS``
    for the strongest with the die, set by ``choose``)."""
    exposure = 0.0
    """The share counted of the most exposed pieces' loss (``_exposed``;
    ``EXPOSED`` for the strongest with the die, set by ``choose``)."""
    follows_checks = False
    """Whether ``in_check`` tells the checks (the strongest without the die:
    set by ``choose``)."""

    def __init__(self, dice: bool, promotion: bool) -> None:
        self.dice = dice
        self.ladder = LADDER_WITH_DIE if dice else LADDER
        self.place = PLACE[promotion]
        self.win = WIN_WITH_DIE if dice else 1_000_000

    # -------------------------------------------------------- sides
    def side(self, state) -> int:
        """The team of the player to move (at the die: of the seat throwing)."""
        mover = state.to_move
        return (mover if mover != CHANCE else state.seat) & 1

    def side_of(self, player: int) -> int:
        return player & 1

    def key(self, state):
        """The state's own key: board, seat, who acts, the die, the lost
        Radjahs, the command and a pending offer (not the quiet turns)."""
        return state.key

    def outcomes(self, state) -> list:
        return OUTCOMES

    def end(self, state, moves: list):
        """The game's result: both Radjahs of a team lost, or a draw (fifty
        rounds, repetition), which the state settles as it moves."""
        return state.end

    def settled(self, state):
        """The same, told without the moves (``Brain.settled``)."""
        return state.end

    def in_check(self, state) -> bool:
        """The Radjah the seat's move must keep is in check (not while an
        exchange offer waits for its answer): the search looks a ply deeper
        there (its check extension), so that a Radjah in check at the
        horizon is seen taken or saved, not judged by the chance of it
        (``_danger``).  The strongest's own, without the die
        (``follows_checks``).  Against the strongest without it, 100 ms a
        move: 57.0% of 200 games (+49 Elo [+3, +96]); with the die 51.5% of
        168 (+10 [-20, +41], H0: the die, not the depth, decides whether a
        check is answered: ``CHECK_ROUNDS``)."""
        return (self.follows_checks and state.to_move != CHANCE and state.offer < 0
                and state.seat_in_check(state.seat))

    def noisy_moves(self, state) -> list:
        """The captures and promotions alone (``Brain.noisy_moves``)."""
        return state.engine_captures()

    # -------------------------------------------------------- worth
    def evaluate(self, state) -> int:
        board, lost, cmd, kings = state.board, state.lost, state.cmd, state.kings
        place = self.place
        active = [not lost[p] or cmd[p & 1] == p ^ 2 for p in range(4)]
        worth = [0, 0, 0, 0]
        fighters = ([], [])                # per team: its active Radjahs, Elephants, Horses
        for sq in compress(SQUARES, board):            # the squares with a piece
            piece = board[sq]
            p = piece >> 3
            if active[p]:
                worth[p] += place[piece][sq]
                kind = piece & 7
                if kind <= HORSE:
                    fighters[p & 1].append((sq, p, kind))
                    if kind == ELEPHANT:
                        reach = 0
                        for ray in RAYS[sq]:
                            for q in ray:
                                reach += 1
                                if board[q]:
                                    break
                        worth[p] += reach * ELEPHANT_REACH
        team = [worth[0] + worth[2], worth[1] + worth[3]]
        for t in (0, 1):
            if cmd[t] >= 0:
                team[t] += COMMAND
        for p in range(4):
            k = kings[p]
            if k < 0:
                continue
            threats = [0, 0, 0, 0]             # per enemy player: the kinds that reach k
            near_k, knight_k, lines = KING_NEAR[k], KNIGHT_NEAR[k], BETWEEN[k]
            for sq, e, kind in fighters[(p & 1) ^ 1]:
                if kind == HORSE:
                    if sq in knight_k:
                        threats[e] |= 1 << HORSE
                elif kind == RADJAH:
                    if sq in near_k:
                        threats[e] |= 1 << RADJAH
                else:
                    line = lines[sq]
                    if line is not None and not any(map(board.__getitem__, line)):
                        threats[e] |= 1 << ELEPHANT
            if threats[(p & 1) ^ 1] or threats[(p & 1) ^ 3]:
                danger = self._danger(state, p, threats, active, self.rounds)
                if danger:
                    loss = worth[p] + (worth[p ^ 2] if cmd[p & 1] == p and lost[p ^ 2] else 0)
                    team[p & 1] -= int(danger * loss)
        score = team[0] - team[1]
        if self.exposure:
            score += self._exposed(state, active)
        if self.dice:
            bound = WIN_WITH_DIE - 2000
            return bound if score > bound else -bound if score < -bound else score
        return score

    def _danger(self, state, p: int, threats: list, active: list, rounds: int) -> float:
        """The chance that a piece of ``p`` (his Radjah, or with the die any
        piece) is taken before it moves (``threats``: per enemy player, the
        kinds of his pieces that reach it, a bit per kind): the seats from
        the one to move on, each enemy taking it if his pieces (or under
        command his ally's too) attack it, with the die if it names one of
        them or if a Soldier attacks (a Soldier may always move); an ally's
        turn keeps only part of the danger (he may cover), the turn of the
        piece's owner (or commander) ends it.  Following a Radjah's check
        for more ``rounds``, his turn ends it only as often as his die names
        a piece that answers it."""
        cmd, lost = state.cmd, state.lost
        owner = p if not lost[p] else cmd[p & 1]
        danger, left = 0.0, 1.0
        seat = state.seat
        thrown = state.die and state.to_move != CHANCE
        answers = {}                        # p's seats: the chance his die answers the check
        for i in range(4 * rounds):
            t = (seat + i) & 3
            if not active[t]:
                continue
            if (t ^ p) & 1 == 0:
                keeper = t if not lost[t] else cmd[t & 1]
                if keeper != owner:
                    left *= DANGER_KEPT
                    continue
                if rounds == 1 or i == 0 and thrown:
                    break
                if t not in answers:
                    answers[t] = sum(state.has_move(t, face) for face in range(1, 5)) / 4
                left *= 1 - answers[t]
                if left <= LEFT_OVER:
                    break
                continue
            kinds = threats[t] | threats[t ^ 2] if cmd[t & 1] >= 0 else threats[t]
            if not kinds:
                continue
            if not self.dice or kinds >> SOLDIER & 1:
                chance = 1.0
            elif i == 0 and thrown:
                chance = 1.0 if kinds >> DIE_TYPE[state.die] & 1 else 0.0
            else:
                chance = NAMED[kinds]
            danger += left * chance
            left *= 1 - chance
            if left <= LEFT_OVER:
                break
        return danger

    def _exposed(self, state, active: list) -> int:
        """What team 0 gains over team 1 from the pieces each exposes: per
        team, ``exposure`` of the most that one of its active pieces, not a
        Radjah, is expected to lose before its owner moves (``EXPOSED``).
        Sets of squares are numbers, a bit per square."""
        board = state.board
        reach = [[0] * 6 for _ in range(4)]    # per player and kind: where it could take
        pieces = [[0] * 6, [0] * 6]            # per team and kind: where its pieces stand
        for sq, piece in enumerate(board):
            if not piece or not active[piece >> 3]:
                continue
            p, kind = piece >> 3, piece & 7
            if kind == ELEPHANT:
                lines = 0
                for ray in RAYS[sq]:
                    for q in ray:
                        lines |= 1 << q
                        if board[q]:
                            break
                reach[p][kind] |= lines
            else:
                reach[p][kind] |= TAKES_ON[p][kind][sq]
            pieces[p & 1][kind] |= 1 << sq
        worst = [0.0, 0.0]
        for team in (0, 1):
            own, ally = reach[team], reach[team + 2]
            foe, other = reach[team ^ 1], reach[team ^ 3]
            # where the enemies could take an Elephant or a Horse (big), or
            # a Boat or a Soldier (small: Boats and Soldiers take those too)
            big = foe[RADJAH] | foe[ELEPHANT] | foe[HORSE] | other[RADJAH] | other[ELEPHANT] \
                | other[HORSE]
            small = big | foe[BOAT] | foe[SOLDIER] | other[BOAT] | other[SOLDIER]
            # where the team could take back a big taker, or a small one
            guards_big = own[RADJAH] | own[ELEPHANT] | own[HORSE] | ally[RADJAH] \
                | ally[ELEPHANT] | ally[HORSE]
            guards_small = guards_big | own[BOAT] | own[SOLDIER] | ally[BOAT] | ally[SOLDIER]
            for kind in (ELEPHANT, HORSE, BOAT, SOLDIER):       # the dearest first
                worth = VALUE[kind]
                if worth <= worst[team]:
                    break
                takers = range(RADJAH, SOLDIER + 1) if kind >= BOAT else range(RADJAH, HORSE + 1)
                hit = pieces[team][kind] & (small if kind >= BOAT else big)
                while hit:
                    bit = hit & -hit
                    hit ^= bit
                    threats = [0, 0, 0, 0]
                    for k in takers:
                        if foe[k] & bit:
                            threats[team ^ 1] |= 1 << k
                        if other[k] & bit:
                            threats[team ^ 3] |= 1 << k
                    cheapest = CHEAPEST[threats[team ^ 1] | threats[team ^ 3]]
                    guarded = (guards_small if cheapest <= VALUE[BOAT] else guards_big) & bit
                    loss = worth if not guarded else max(0, worth - cheapest)
                    if loss > worst[team]:
                        owner = board[bit.bit_length() - 1] >> 3
                        loss *= self._danger(state, owner, threats, active, 1)
                        if loss > worst[team]:
                            worst[team] = loss
        return int(self.exposure * (worst[1] - worst[0]))

    # -------------------------------------------------------- sharp moves
    def noisy(self, state, move) -> bool:
        """A capture of an active piece (a passive one is worth nothing) or
        a promotion."""
        if move >= DIE:
            return False
        if move >= 4096:
            return True
        target = state.board[(move >> 6) & 63]
        if not target:
            return False
        owner = target >> 3
        return not state.lost[owner] or state.cmd[owner & 1] == owner ^ 2

    def order(self, state, move) -> int:
        """Captures: the victim's worth (a Radjah above all), less a little
        of the taker's; promotions: the new piece; quiet moves: the better
        square."""
        if move >= DIE:
            return 0
        board = state.board
        frm, to = move & 63, (move >> 6) & 63
        piece, target = board[frm], board[to]
        if target:
            gain = CAPTURE[target & 7] - VALUE[piece & 7] // 10
        else:
            place = self.place[piece]
            gain = place[to] - place[frm]
        if move >= 4096:
            gain += 10 * VALUE[move >> 12]
        return gain

    def keys(self, state, moves: list) -> list[int]:
        """``noisy`` and ``order`` of every move in one loop (``Brain.keys``)."""
        board, lost, cmd, place = state.board, state.lost, state.cmd, self.place
        out = []
        add = out.append
        for move in moves:
            if move >= DIE:
                add(0)
                continue
            frm, to = move & 63, (move >> 6) & 63
            piece, target = board[frm], board[to]
            if target:
                gain = CAPTURE[target & 7] - VALUE[piece & 7] // 10
                owner = target >> 3
                noisy = not lost[owner] or cmd[owner & 1] == owner ^ 2
            else:
                table = place[piece]
                gain = table[to] - table[frm]
                noisy = False
            if move >= 4096:
                gain += 10 * VALUE[move >> 12]
                noisy = True
            add(NOISY + gain if noisy else gain)
        return out

    def move_text(self, state, move) -> str:
        return move_text(move)

    def choose(self, state, rng, level) -> str | None:
        """Only the answer to a draw offer is decided without searching
        (``accept`` when clearly worse off, else None); but a level below
        ``SEES_THE_REPLY`` does not look at the enemy's throw at its horizon
        (``horizon_throws``; only the die has throws), and only the strongest
        searches deeper in check without the die (``in_check``) and, with it,
        follows a check round after round (``CHECK_ROUNDS``) and counts the
        pieces each team exposes (``EXPOSED``).
        None, the greedy player of the benchmarks (``ai.players.greedy``),
        evaluates as the levels below the strongest do."""
        sees = level is None or level.number >= SEES_THE_REPLY
        self.horizon_throws = HORIZON_THROWS if sees else 0
        strongest = level is not None and level.number >= STRONGEST.number
        self.follows_checks = strongest and not self.dice
        self.rounds = CHECK_ROUNDS if self.dice and strongest else 1
        self.exposure = EXPOSED if self.dice and strongest else 0.0
        offer = state.draw_offer
        if offer >= 0 and state.to_move != CHANCE and offer & 1 != state.to_move & 1:
            return "accept" if self.worse_than(state, ACCEPT_BELOW) else None
        return None


def brain_for(state) -> ShaturangaBrain:
    return ShaturangaBrain(state.dice, state.promotion)
