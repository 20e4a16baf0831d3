"""Shakku's computer player (``games/shakku/ai.py``): the dice as chance
nodes, the position key, the evaluation's symmetry, ``think`` in every
phase of a turn, and the "blocked" danger (``rules/en/shakku.html``, "End
of the game")."""

from __future__ import annotations

import math
import random
import time

import pytest

import boardgames
from boardgames import ai
from boardgames.ai.players import computer, duel, random_mover
from boardgames.core import CHANCE
from boardgames.ai.levels import level as get_level
from boardgames.games.shakku.ai import FULL, KNOWLEDGE, ShakkuBrain, brain_for

GATE_OR_HIT = ".RBbbbbbbbbbbbb/.......K.....BB/rrrrrrrrrrrrrr. r X.ii.- - 0/0"
"""Red has one X to play: hit Blue's new pawn on c3 (b3 then stands stuck
before Blue's inactive pawns) or activate n1 (to o1).  After the hit Red's
only way to move is his activation point o1, which Blue's pawns on n2 and
o2 reach with an X or a II (7 throws in 8): Red would be blocked and lose.
The activation keeps a pawn free and a new activation point."""


def shakku(text: str | None = None, **options):
    game = boardgames.game("shakku", **options)
    return game.from_text(text) if text else game.new()


def snapshot(state) -> tuple:
    return state.to_text(), len(state.stack), state.turn, state.thrown, state.used


def mirrored(state):
    """The same position turned half round: Red's pawns become Blue's."""
    other = state.copy()
    last = state.geo.count - 1
    other.cnt = [state.cnt[1][::-1], state.cnt[0][::-1]]
    other.inact, other.wait = state.inact[::-1], state.wait[::-1]
    other.kp = last - state.kp
    other.kown = -1 if state.kown < 0 else state.kown ^ 1
    other.turn = state.turn ^ 1
    other.to_move = CHANCE if state.to_move == CHANCE else other.turn
    return other


def played(state, moves):
    for move in moves:
        state.play(move)
    return state


def midgame(seed: int, plies: int, **options):
    """A position after ``plies`` random moves, mid-turn with dice to play."""
    rng = random.Random(seed)
    state = shakku(**options)
    while True:
        if state.is_over():
            rng = random.Random(rng.random())
            state = shakku(**options)
        if state.to_move == CHANCE:
            outcomes = state.chance_outcomes()
            state.play(rng.choices([t for t, _ in outcomes], [p for _, p in outcomes])[0])
        elif len(state.stack) >= plies and len(state.legal_moves()) > 1:
            return state
        else:
            state.play(rng.choice(state.legal_moves()))


# ------------------------------------------------------------ the brain

def test_the_dice_outcomes_are_the_rules_chances_and_sum_to_one():
    state = shakku()
    brain = brain_for(state)
    first = brain.outcomes(state)
    assert math.isclose(sum(p for _, p in first), 1.0)
    assert {(state.move_text(m), p) for m, p in first} == set(state.chance_outcomes())
    played(state, ["first:red"])
    throws = brain.outcomes(state)
    assert math.isclose(sum(p for _, p in throws), 1.0)
    chances = dict(state.chance_outcomes())
    for move, p in throws:
        assert state.move_text(move) in chances
    # Red can play only an X (his activation): every throw without one passes his
    # turn to the same position, and the search sees them as one outcome.
    without_x = sum(p for text, p in chances.items() if "X" not in text.split(":")[1].split("."))
    assert math.isclose(without_x, 27 / 64)
    assert len(throws) == sum(1 for text in chances if "X" in text.split(":")[1].split(".")) + 1
    assert math.isclose(throws[-1][1], without_x)


def test_a_passing_throw_after_a_pass_is_left_out_and_the_rest_weighed_up():
    state = played(shakku(), ["first:red", "throw:-.-.-"])
    assert state.to_move == CHANCE and state.turn == 1
    throws = brain_for(state).outcomes(state)
    assert math.isclose(sum(p for _, p in throws), 1.0)
    assert all("X" in state.move_text(m) for m, _ in throws)


def test_the_key_names_the_position_not_the_order_of_the_dice():
    brain = brain_for(shakku())
    start = "...bbbbbbbbbbbb/R.....B.K....../rrrrrrrrrrrrr.. r {} - 0/0"
    one = played(shakku(start.format("X.II.-")), ["1:a2", "2:a3"])
    other = played(shakku(start.format("II.X.-")), ["2:a2", "1:b3"])
    assert one.to_text().split()[0] == other.to_text().split()[0]
    assert brain.key(one) == brain.key(other)
    before = shakku(start.format("X.II.-"))
    assert brain.key(before) != brain.key(shakku(start.format("X.III.-")))
    assert brain.key(before) != brain.key(shakku(start.format("X.II.-").replace(" r ", " b ")))
    hash(brain.key(before))


@pytest.mark.parametrize("seed", range(6))
def test_the_evaluation_is_the_same_for_both_sides(seed):
    state = midgame(seed, 30 + 10 * seed)
    brain = brain_for(state)
    assert brain.evaluate(mirrored(state)) == -brain.evaluate(state)
    assert abs(brain.evaluate(state)) < ShakkuBrain.win // 2


@pytest.mark.parametrize("seed", range(6))
def test_the_evaluation_is_its_terms_each_by_its_weight(seed):
    # what bench/tune.py fits the weights on is what the search adds up
    from boardgames.games.shakku.ai import TERMS
    from boardgames.games.shakku.worth import FITTED
    state = midgame(seed, 20 + 10 * seed)
    brain = brain_for(state)
    terms = brain.terms(state)
    assert len(terms) == len(TERMS) == len(FITTED)
    weights = [FITTED[name] for name in TERMS]
    weighed = sum(w * x for w, x in zip(weights, terms))
    assert abs(brain.evaluate(state) - weighed) <= 1
    assert brain.terms(mirrored(state)) == pytest.approx([-x for x in terms])


def test_hits_are_noisy_and_ordered_first():
    state = shakku(GATE_OR_HIT)
    brain = brain_for(state)
    hit, activation = state.parse_move("1:b3"), state.parse_move("1:n1")
    assert brain.noisy(state, hit) and not brain.noisy(state, activation)
    assert brain.order(state, hit) > brain.order(state, activation)


# ------------------------------------------------------------ think

@pytest.mark.parametrize("options", [{}, {"board": 10}, {"moving_stacks": True},
                                     {"board": 10, "moving_stacks": True}])
def test_think_returns_a_legal_move_in_every_phase(options):
    state = shakku(**options)
    with pytest.raises(boardgames.core.IllegalMove):
        ai.think(state, 6, ms=50)               # the game draws who starts
    state.play("first:blue")
    assert ai.think(state, 6, ms=50).move == "throw"
    state.play("throw:X.II.III")
    assert ai.think(state, 6, ms=50).move in state.legal_moves()
    for seed, level in ((1, 1), (2, 3), (3, 6)):
        state = midgame(seed, 40, **options)
        thought = ai.think(state, level, ms=100)
        assert thought.move in state.legal_moves()
        assert thought.line[0] == thought.move


def test_think_with_stacks_may_move_a_whole_stack():
    state = shakku("...bbbbbbbbbbbb/R2.......K....../rrrrrrrrrrrrr.. r III.-.- - 0/0",
                   moving_stacks=True)
    assert "3:a2*" in state.legal_moves()
    assert ai.think(state, 6, ms=100).move in state.legal_moves()


def test_think_respects_its_time():
    state = midgame(7, 60)
    started = time.perf_counter()
    thought = ai.think(state, 6, ms=200)
    assert (time.perf_counter() - started) * 1000 < 600
    assert thought.move in state.legal_moves()


def test_think_leaves_the_state_unchanged():
    state = midgame(8, 50)
    before = snapshot(state)
    ai.think(state, 6, ms=150)
    ai.think(state, 3)
    assert snapshot(state) == before


@pytest.mark.parametrize("level", [5, 6])
def test_the_computer_keeps_a_way_to_move_rather_than_hit_and_be_blocked(level):
    # Levels 1 to 4 do not know the runways (``ai.KNOWLEDGE``): from expert up.
    state = shakku(GATE_OR_HIT)
    assert sorted(state.legal_moves()) == ["1:b3", "1:n1"]
    assert ai.think(state, level, ms=300).move == "1:n1"
    # What the hit would allow: Blue's X from o2 blocks Red at once.
    hit = played(shakku(GATE_OR_HIT), ["1:b3", "throw:X.-.-", "1:o2"])
    assert hit.result().reason == "blocked" and hit.result().winner == 1


def test_a_blocked_opponent_is_a_win_the_computer_takes():
    # Blue's only active pawn stands on b2; Red's King on c2 hits it with an X,
    # then Blue (his activation point a3 held by Red's pawn) cannot move at all.
    state = shakku("Rbbbbbbbbbbbbbb/.BK............/rrrrrrrrrrrrr.. r X.-.- r 0/0")
    thought = ai.think(state, 6, ms=300)
    assert thought.move == "1:K>b2"
    assert thought.score >= ShakkuBrain.win - 10


# ------------------------------------------------------------ whole games

def test_a_game_between_low_levels_reaches_a_result():
    game = boardgames.game("shakku", board=10)
    result, moves = duel(game, {0: computer(1), 1: computer(2)}, seed=5, max_plies=3000)
    assert result is not None and result.winner in (0, 1)
    assert result.reason in ("blocked", "no_pieces")


def test_the_strongest_beats_a_random_mover():
    game = boardgames.game("shakku")
    strongest = computer(None, 100)
    wins = 0
    for seed in range(3):
        seat = seed % 2
        result, _ = duel(game, {seat: strongest, 1 - seat: random_mover}, seed=seed)
        wins += result is not None and result.winner == seat
    assert wins >= 2


def test_the_levels_know_more_as_they_rise_and_the_strongest_all():
    known = [KNOWLEDGE.get(n, FULL) for n in range(1, 7)]
    assert known[-1] == FULL
    # each level knows at least what the one below knows, but for the follow-up
    # hits (club) that expert gives up for the runways and the enemy's throw
    assert all(bin(b).count("1") >= bin(a).count("1") for a, b in zip(known, known[1:]))
    state = shakku(GATE_OR_HIT)
    mind = ai.brain(state)
    assert mind.choose(state, None, get_level(1)) is None and mind.knows == known[0]
    assert mind.choose(state, None, None) is None and mind.knows == FULL
