"""Shakku's computer player: what a position is worth between two throws,
which moves are sharp, and the dice as the search's chance nodes.  The
search itself is ``boardgames.ai.search``.

How a game of Shakku is won
---------------------------
Pawns leave the game only when hit, and inactive pawns cannot be hit, so a
player is seldom wiped out: most games end with a player *blocked* (at the
start of his turn no die value moves anything, ``rules.py``).  A pawn runs
its course until the enemy's inactive pawns stand in its way at the end of
the course (it may not land on them): it stops on the point just before
them, which is the enemy's activation point, and shuts the enemy's
activations while it stays.  So each side has a *runway*: the steps its
free pawns may still go (and the pawns it may still activate) before all is
stuck.  The side whose runway runs out first, with its activation point
held by the enemy, loses.  The evaluation counts, for each side:

* material: every pawn it still has (inactive, waiting, active, the King's
  marker);
* the King: its owner can never be blocked while the King can move, and it
  hits in four directions;
* the runway (see above), worth most when it is short (a blocked player
  loses the game), and whether the enemy holds its activation point;
* safety: its pawns the enemy may hit with his next throw, weighted by the
  odds of the dice he needs (more for the side that throws next, who hits
  first); the same for the King (to take or to take back) and for its open
  activation point (an enemy landing there shuts it: when nothing else can
  move, that is the "blocked" loss).

Each of these is a term (``TERMS``) with its weight (``worth.FITTED``):
``bench/tune.py`` can fit the weights on self-play positions, as Dou Shou
Qi's and Shaturanga's tables are; for Shakku the fit did not play better
(see ``worth.py``), so the weights are still the hand-set ones.  Nor
did a hit counting the runway it takes from the enemy as well (and the
blocked loss when that was all he had, the King taken back included):
51.6% of 124 games at 100 ms a move against it as it is, stopped.

The search (``depth``) plays single dice as plies; the throws are its chance
nodes, each with its odds (``outcomes``).  Looking deeper gains little (the
dice even it out), so the levels differ mostly by what the evaluation
knows (``KNOWLEDGE``): a beginner counts pawns, an expert also sees the
runways and the enemy's next throw.  A horizon that falls only at a throw
does not help either (a node reached at it is searched on through the
mover's dice left, so that no position is judged in the middle of a
throw): the strongest so scored 50.7% of 200 games against itself at
100 ms a move (+5 Elo [-34, +44]), reaching 2.2 single dice there instead
of 2.6.  Against v39 (the strongest before issue 40, with these same
terms and weights) at 1 s a move, ``bench/ai.py rating --match 6:v39``:
20 games from seed 12000, each seed's pair split (the two chose alike,
the sticks named the winner), then 110 from seed 12100 (``--full``),
52.7% (+19 Elo [-18, +56]): 52.3% of 130 in all.

The computer never resigns nor offers a draw (the actions are no moves of
the search); offered one, it answers once its sticks are thrown: it
accepts only when a short search finds it clearly worse off
(``ACCEPT_BELOW``), and otherwise plays a die, which lets the offer lapse.
"""

from __future__ import annotations

from itertools import compress
from operator import itemgetter

from ...ai.brain import NOISY, Brain
from ...core import CHANCE
from .board import ACTIVATE, BLUE, FIRST, KING, OFF, RED, STACK, THROW, THROWS
from .worth import FITTED

WIN = 10_000
"""A won game (before the plies are taken off): near the evaluation's reach,
so that the dice's chance nodes prune (Star1)."""
LIMIT = 8_000
"""The evaluation is clamped to ±LIMIT, well inside ``WIN``."""

ACCEPT_BELOW = -400
"""A draw offer is accepted only when the position is worth less than this
to the computer (four pawns down, or the King lost and more)."""

TERMS = ("pawns", "king", "held", "runway", "blocked", "hits_first", "hits_second", "tempo")
"""What the evaluation adds up, each side's less the other's, each by its
weight (``worth.FITTED``, fitted by ``bench/tune.py``): the pawns, the
King, an activation point held by the enemy, the runway, being blocked,
what the next throw may hit (the thrower's, then what the other's throw
after it may: ``HITTER_WEIGHT``, ``WAITER_WEIGHT``) and having the throw."""

PAWN_VALUE = FITTED["pawns"]
"""Every pawn a side still has (it cannot lose while it has one), the
King's marker one of them."""
KING_VALUE = FITTED["king"]
"""Owning the King: it moves with any die, hits, and keeps its owner unblocked."""
KING_TAKE = 120
"""The King unowned on a point a pawn may reach: the chance to take it."""
RUNWAY_CAP = 12
"""A free pawn's runway counts at most this many steps."""
ACTIVATION_RUNWAY = 16
"""The runway an open activation point gives (the inactive pawns to come)."""
KING_RUNWAY = 24
"""The runway the King gives its owner (it is hardly ever stuck)."""
BLOCKED = FITTED["blocked"]
"""A side with no runway and its activation held: blocked at its next turn."""
HELD = FITTED["held"]
"""The enemy holds our activation point (a pawn or the King stands on it)."""
ATTACK_REACH = 6
"""Hits are looked for up to this many steps ahead (two dice).  Three dice
(9) scored 38.5% of 26 games at 100 ms a move against two (the test's H0)."""
HITTER_WEIGHT = FITTED["hits_first"]
"""Percent of a threatened pawn's worth lost when the enemy throws next."""
WAITER_WEIGHT = FITTED["hits_second"]
"""... and when we throw first (we may still flee or hit first).  Tuned:
40 before; 20 scores 53% against it at depth 1 over 1,000 games."""
TEMPO = FITTED["tempo"]
"""Having the next throw."""
RUNWAY_SCALE = FITTED["runway"]
"""The most a runway is worth (a long one: the side is far from blocked)."""
RUNWAY_DECAY = 0.9
"""Each step of runway more closes this share of the gap to RUNWAY_SCALE."""


def _runway_worth() -> list[int]:
    """RUNWAY_WORTH[r]: the worth of a runway of ``r`` steps, steep when short."""
    out = []
    for r in range(4 * RUNWAY_CAP + ACTIVATION_RUNWAY + KING_RUNWAY + 200):
        out.append(round(RUNWAY_SCALE * (1 - RUNWAY_DECAY ** r)))
    return out


RUNWAY_WORTH = _runway_worth()


def _reach_odds() -> list[float]:
    """REACH[mask]: the odds that one throw lets one pawn go exactly ``t``
    steps (its dice played one after another) for some ``t`` whose bit
    ``1 << (t - 1)`` is in ``mask`` (t from 1 to ATTACK_REACH)."""
    sums = []
    for faces, p in THROWS:
        dice = [f for f in faces if f]
        got = 0
        for pick in range(1, 1 << len(dice)):
            t = sum(d for i, d in enumerate(dice) if pick >> i & 1)
            if t <= ATTACK_REACH:
                got |= 1 << (t - 1)
        sums.append((got, p))
    return [sum(p for got, p in sums if got & mask) for mask in range(1 << ATTACK_REACH)]


REACH = _reach_odds()

DIE_CODE = (0, 1, 4, 16)
"""A die left to play, in the key: X counts 1, II counts 4, III counts 16."""


def _throw_outcomes(playable: int, again: bool) -> list[tuple[int, float]]:
    """The throws as the search sees them when the thrower can play the die
    values whose bits (``1 << value``) are in ``playable``: every throw that
    lets him move, likeliest first (so that Star1 cuts sooner), then all
    the throws that pass his turn as one outcome (they lead to the same
    position).  ``again``: the previous throw passed already; the passing
    throws are then left out and the others weighed up to 1, so that a
    chain of passes (chance nodes take no depth) stays short."""
    moving, passing, blank = [], 0.0, None
    for n, (faces, p) in enumerate(THROWS):
        if any(playable >> f & 1 for f in faces if f):
            moving.append((THROW | n << 5, p))
        else:
            passing += p
            blank = THROW | n << 5
    moving.sort(key=lambda mp: -mp[1])
    if again and moving:
        total = sum(p for _, p in moving)
        return [(m, p / total) for m, p in moving]
    return moving + ([(blank, passing)] if passing else [])


THROW_OUTCOMES = [[_throw_outcomes(playable, again) for again in (False, True)]
                  for playable in range(16)]
"""THROW_OUTCOMES[playable][again]: see ``_throw_outcomes``."""
FIRST_OUTCOMES = [(FIRST | RED << 5, 0.5), (FIRST | BLUE << 5, 0.5)]


RUNWAYS, THREATS, COMBINATIONS = 1, 2, 4
"""What a level knows beyond the pawns and the King (bits): the runways
(the danger of being blocked), then also what the enemy's next throw may
hit (it needs the runways), and the hits the rest of its own throw may
follow up with (quiescence).  A beginner counts pawns; the blocked danger
and the odds of the sticks come with experience."""
PAWNS_ONLY = 0
FULL = RUNWAYS | THREATS | COMBINATIONS

LADDER = {
    1: {"depth": 1, "nodes": None, "temperature": 400.0},
    2: {"depth": 1, "nodes": None, "temperature": 100.0},
    3: {"depth": 1, "nodes": None, "temperature": 0.0},
    4: {"depth": 1, "nodes": None},
    5: {"depth": 1, "nodes": None},
}
KNOWLEDGE = {1: PAWNS_ONLY, 2: PAWNS_ONLY, 3: PAWNS_ONLY, 4: COMBINATIONS, 5: RUNWAYS | THREATS}
"""Each level's search (``Brain.ladder``: plies are single dice, a turn
being one to three of them, and the throws take no depth; temperatures in
hundredths of a pawn) and what its evaluation knows; the strongest (6)
searches to its time, into the enemy's throws, and knows everything.
Looking further than the die in hand gains little in Shakku (the dice
even it out: with the evaluation before this one, two dice ahead beat
one in 61% of 100 games, and a whole turn or the strongest beat two dice
in 49-58%), so the levels differ by what they know.  Beginner and novice count pawns
only and play one die freely among the better moves; casual counts pawns
and plays the best die; club also follows a hit up with the rest of its
throw; expert plays one die at a time but knows the runways and the
enemy's next throw.  Measured (``bench/ai.py ladder --game shakku``, 100
games a rung, node-limited): level 2 beats 1 in 66.5%, 3 beats 2 in 79%,
4 beats 3 in 66%, 5 beats 4 in 69%; the strongest held to 7,000 nodes a
move (about 100 ms) beats 5 in 84%, the greedy one-ply player in 83% and
a random mover in 96% (100 games each, seeds 1 to 50 from both sides)."""


class ShakkuBrain(Brain):
    """Shakku's knowledge for the search: scores in hundredths of a pawn."""

    win = WIN
    ladder = LADDER

    def __init__(self, geo) -> None:
        self.geo = geo
        self.along = [itemgetter(*geo.course[s]) for s in (RED, BLUE)]
        """along[s](counts): the counts of the points in the order of s's course."""
        self.steps = range(geo.count)
        self.knows = FULL
        """What this player knows (``KNOWLEDGE``): the lower levels see less."""

    def side(self, state) -> int:
        return state.turn

    def key(self, state):
        """The pawns on each point, the inactive and waiting pawns, the King's
        point and owner, whose turn, and the dice left to play (not the order
        they were thrown or played in; -1 while the throw is due)."""
        thrown = state.thrown
        if thrown is None:
            dice = -1
        else:
            used, dice = state.used, 0
            for i in range(3):
                if not used >> i & 1:
                    dice += DIE_CODE[thrown[i]]
        cnt, inact, wait = state.cnt, state.inact, state.wait
        return (bytes(cnt[0]), bytes(cnt[1]), inact[0], inact[1], wait[0], wait[1],
                state.kp, state.kown, state.turn, dice)

    def settled(self, state):
        """The game ends only by the state's own moves (``Brain.settled``)."""
        return state.end

    def outcomes(self, state) -> list:
        """Who starts, or the throws (see ``_throw_outcomes``)."""
        if state.turn < 0:
            return FIRST_OUTCOMES
        side = state.turn
        playable = 0
        for d in (1, 2, 3):
            if state.can_move(side, d):
                playable |= 1 << d
        last = state.last
        again = last is not None and last[0] & 7 == THROW
        return THROW_OUTCOMES[playable][again]

    # ------------------------------------------------------------ worth
    def evaluate(self, state) -> int:
        """Material, the King, each side's runway and what is in danger,
        for Red (side 0) less Blue's: ``TERMS`` weighed by ``worth.FITTED``."""
        if state.end is not None:
            winner = state.end.winner
            return 0 if winner is None else LIMIT if winner == RED else -LIMIT
        pieces, king, held, runways, (first, second), thrower = self._look(state, self.knows)
        score = (PAWN_VALUE * (pieces[RED] - pieces[BLUE]) + KING_VALUE * king
                 - HELD * (held[RED] - held[BLUE]))
        if self.knows & RUNWAYS:
            red, blue = runways
            score += RUNWAY_WORTH[red] - RUNWAY_WORTH[blue] - BLOCKED * ((red == 0) - (blue == 0))
            score += TEMPO if thrower == RED else -TEMPO
        if self.knows & THREATS:
            score += round((HITTER_WEIGHT * first + WAITER_WEIGHT * second) / 100)
        return LIMIT if score > LIMIT else -LIMIT if score < -LIMIT else score

    def terms(self, state) -> list[float] | None:
        """The evaluation's ``TERMS`` here, Red's less Blue's, each to be
        multiplied by its weight (``worth.FITTED``): what ``bench/tune.py``
        fits the weights on.  A finished game has none (None)."""
        if state.end is not None:
            return None
        pieces, king, held, runways, (first, second), thrower = self._look(state, FULL)
        red, blue = runways
        sign = 1 if thrower == RED else -1
        return [pieces[RED] - pieces[BLUE], king, held[BLUE] - held[RED],
                (RUNWAY_WORTH[red] - RUNWAY_WORTH[blue]) / RUNWAY_SCALE,
                (blue == 0) - (red == 0), first / 100, second / 100, sign]

    def _look(self, state, knows: int):
        """What the evaluation weighs, for Red and Blue: the pawns each still
        has (the King's marker one of them), the King (+1 Red's, -1 Blue's,
        0 nobody's), whether the enemy holds each one's activation point,
        each one's runway in steps (with what ``RUNWAYS`` adds), what the
        next throw may hit and what the other's throw after it may (in
        hundredths of a pawn, by the odds of the dice each needs, + for
        Red's hits, - for Blue's: known with ``THREATS``), and who throws
        next.  ``knows``: what to look at (``KNOWLEDGE``'s bits)."""
        geo = self.geo
        n = geo.count
        cnt, inact, wait, kp, kown = state.cnt, state.inact, state.wait, state.kp, state.kown
        thrower = state.turn if state.to_move == CHANCE else state.turn ^ 1
        gate = [geo.course[s][inact[s]] if inact[s] else -1 for s in (RED, BLUE)]
        pieces = [0, 0]
        runways = [0, 0]
        held = [False, False]
        threats: list[dict] = [{}, {}]     # threats[s][step of s]: the steps s hits it with
        for s in (RED, BLUE):
            e = s ^ 1
            along = self.along[s]
            mine, theirs = along(cnt[s]), along(cnt[e])   # by s's steps
            step = geo.step[s]
            k, ke = inact[s], inact[e]
            # A pawn runs until the enemy's inactive pawns stop it (three or more
            # fill every die's reach), or, while we have inactive pawns, until it
            # passes the end and waits; else it goes round again for ever.
            end = n - ke - 1 if ke >= 3 else n if k else n + RUNWAY_CAP
            king = step[kp]
            their_gate = step[gate[e]] if ke else -1
            hits = threats[s]
            runway = pawns = 0
            for i in compress(self.steps, mine):
                h = mine[i]
                pawns += h
                if i < end:
                    runway += h * (end - i if end - i < RUNWAY_CAP else RUNWAY_CAP)
                bit = 1
                for j in range(i + 1, i + ATTACK_REACH + 1 if i + ATTACK_REACH < n else n):
                    if theirs[j] or j == king or j == their_gate:
                        hits[j] = hits.get(j, 0) | bit
                    bit <<= 1
            pieces[s] = k + wait[s] + pawns
            if k:
                q = gate[s]
                if cnt[e][q] or q == kp:
                    held[s] = True
            if kown == s:
                pieces[s] += 1
                runway += KING_RUNWAY
                other = cnt[e]
                for d in (1, 2, 3):
                    for q in geo.king[kp][d]:
                        if other[q] or q == gate[e]:
                            j = step[q]
                            hits[j] = hits.get(j, 0) | 1 << (d - 1)
            runways[s] = runway
        king = 1 if kown == RED else -1 if kown == BLUE else 0
        if not knows & RUNWAYS:
            return pieces, king, held, runways, (0, 0), thrower
        loss = [0.0, 0.0]
        for s in (RED, BLUE) if knows & THREATS else ():
            e = s ^ 1
            theirs = cnt[e]
            course = geo.course[s]
            got = 0.0
            for j, mask in threats[s].items():
                q = course[j]
                if q == kp:
                    if kown == e:
                        got += REACH[mask] * (PAWN_VALUE + 2 * KING_VALUE)
                    elif kown < 0:
                        got += REACH[mask] * KING_TAKE
                    continue
                if theirs[q]:
                    got += REACH[mask] * PAWN_VALUE * theirs[q]
                if q == gate[e] and not held[e]:
                    # the gate taken: no more activations, perhaps blocked
                    left = runways[e]
                    shut = RUNWAY_WORTH[left + ACTIVATION_RUNWAY] - RUNWAY_WORTH[left] + HELD
                    if left == 0:
                        shut += BLOCKED
                    got += REACH[mask] * shut
            loss[s] = got
        for s in (RED, BLUE):
            if inact[s] and not held[s] or wait[s] and not inact[s]:
                runways[s] += ACTIVATION_RUNWAY
        hits = (loss[RED], -loss[BLUE]) if thrower == RED else (-loss[BLUE], loss[RED])
        return pieces, king, held, runways, hits, thrower

    # ------------------------------------------------------------ sharp moves
    def noisy(self, state, move) -> bool:
        """A hit: the move ends on enemy pawns, or takes the King (but a level
        that does not see ``COMBINATIONS`` follows up no hit)."""
        q = move >> 11 & 63
        if not self.knows & COMBINATIONS:
            return False
        if q == OFF or move & 7 >= THROW:
            return False
        if q == state.kp:
            return move & 7 != KING
        return state.cnt[state.turn ^ 1][q] > 0

    def order(self, state, move) -> int:
        """Hits first (the more pawns hit, the better; the King most), then
        activations (a new free pawn), then progress: the larger die first."""
        q = move >> 11 & 63
        kind = move & 7
        if q != OFF and kind < THROW:
            if q == state.kp and kind != KING:
                return 1000
            hit = state.cnt[state.turn ^ 1][q]
            if hit:
                return 200 * hit + (50 if kind == STACK else 0)
        if kind == ACTIVATE:
            return 30
        return move >> 3 & 3

    def keys(self, state, moves: list) -> list[int]:
        """``noisy`` and ``order`` of every move in one loop (``Brain.keys``)."""
        sees = bool(self.knows & COMBINATIONS)
        kp, enemy = state.kp, state.cnt[state.turn ^ 1]
        out = []
        add = out.append
        for move in moves:
            q = move >> 11 & 63
            kind = move & 7
            if q != OFF and kind < THROW:
                if q == kp and kind != KING:
                    add(NOISY + 1000 if sees else 1000)
                    continue
                hit = enemy[q]
                if hit:
                    key = 200 * hit + (50 if kind == STACK else 0)
                    add(NOISY + key if sees and q != kp else key)
                    continue
            add(30 if kind == ACTIVATE else move >> 3 & 3)
        return out

    # ------------------------------------------------------------ levels
    def choose(self, state, rng, level) -> str | None:
        """Only the answer to a draw offer is decided without searching:
        ``accept`` when clearly worse off (``ACCEPT_BELOW``), else None (a
        die played lets the offer lapse).  The level (None: the strongest)
        sets what the evaluation knows (``KNOWLEDGE``)."""
        self.knows = FULL if level is None else KNOWLEDGE.get(level.number, FULL)
        if state.draw_offer >= 0 and state.draw_offer != state.turn:
            return "accept" if self.worse_than(state, ACCEPT_BELOW) else None
        return None


def brain_for(state) -> ShakkuBrain:
    return ShakkuBrain(state.geo)
