"""Shuuro's computer player (``games/shuuro/ai.py``, ``ai_army.py``): it
buys a sound army in secret, deploys it, fights, and finishes games, in the
standard game, Mini-Shuuro and the variants."""

from __future__ import annotations

import os
import random
import sys
import time

import pytest

try:
    import boardgames
except ImportError:  # running without PYTHONPATH=py
    sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "py"))
    import boardgames

from boardgames import ai
from boardgames.ai.levels import level as get_level
from boardgames.ai.players import computer, duel, random_mover
from boardgames.ai.search import Search
from boardgames.core import CHANCE
from boardgames.games.shuuro.ai import brain_for
from boardgames.games.shuuro.board import COST

BLUE, RED = 0, 1


def game(**options):
    return boardgames.game("shuuro", **options)


def advance(state, seed: int, phase: str, level: int = 2, seat=None):
    """Play ``state`` (thrown dice from ``seed``, the computer's moves) until
    ``phase`` is reached with a player to move (and ``seat`` to move, if given)."""
    rng = random.Random(seed)
    while not (state.phase == phase and (state.to_move >= 0 or phase == "initiative")
               and (seat is None or state.to_move == seat)):
        assert state.result() is None
        if state.to_move == CHANCE:
            outcomes = [text for text, _ in state.chance_outcomes()]
            state.play(rng.choice(outcomes))
        else:
            state.play(ai.think(state, level, seed=rng.getrandbits(32)).move)
    return state


def combat_state(seed: int = 3, **options):
    return advance(game(**options).new(), seed, "combat")


def buy_army(state, seed: int = 0, level: int = 6) -> list[str]:
    """The computer's purchases for the player to move, until ``done``."""
    rng = random.Random(seed)
    bought = []
    mind = brain_for(state)
    while True:
        move = mind.choose(state, rng, get_level(level))
        assert move in state.legal_moves()
        bought.append(move)
        player = state.to_move
        state.play(move)
        if move == "done" or state.to_move != player:
            return bought


# ------------------------------------------------------------ recruitment

def test_think_buys_legally_for_both_seats():
    state = game().new()
    for seat in (BLUE, RED):
        assert state.phase == "recruit" and state.to_move == seat
        thought = ai.think(state, 6)
        assert thought.move in state.legal_moves()
        assert thought.move.startswith("+")
        buy_army(state, seed=seat)


@pytest.mark.parametrize("options", [
    {}, {"mini": True}, {"budget": 600, "budget_red": 1000}, {"no_limits": True, "budget": 5000},
    {"max_queen": 0, "max_pawn": 30}, {"budget": 100}, {"budget": 100000},
    {"mini": True, "budget": 400}, {"plinths": 8, "scouts": True},
])
def test_army_spends_nearly_all_points_within_every_limit(options):
    g = game(**options)
    for seed in range(4):
        state = g.new()
        if state.phase != "recruit":
            state = advance(state, seed, "recruit")
        for seat in (BLUE, RED):
            buy_army(state, seed=seed * 2 + seat)
            army = state.army[seat]
            assert army[1] == 1                                  # the King
            assert sum(army) <= g.cap
            assert all(army[t] <= g.maxima[t] for t in range(2, 7))
            left = g.budgets[seat] - sum(c * n for c, n in zip(COST, army))
            assert left >= 0
            full = sum(army) >= g.cap - 2 or army[6] >= g.maxima[6]
            assert left < 10 or full or army[2] == g.maxima[2], (army, left)


def test_armies_vary_with_the_seed_and_are_strong():
    armies = set()
    for seed in range(8):
        state = game().new()
        buy_army(state, seed=seed)
        army = tuple(state.army[BLUE])
        armies.add(army)
        assert army[2] >= 1 and army[3] >= 1          # a Queen and a Rook at least
        assert 6 <= army[6] <= 18                     # Pawns to shield the pieces
    assert len(armies) >= 4


def test_purchases_never_depend_on_the_opponents_secret_army():
    """Red buys the same army whatever Blue bought (same seed), and the
    computer's state is all Red may know: his army, budget and the options."""
    results = []
    for blue_army in (["preset"], ["+P"], ["+Q", "+Q", "+Q", "+R", "+N"]):
        state = game().new()
        for move in blue_army + ["done"]:
            state.play(move)
        assert state.to_move == RED
        results.append(buy_army(state, seed=42))
    assert results[0] == results[1] == results[2]


def test_think_buys_the_same_whatever_the_opponent_bought_in_secret():
    """Through ``think`` too (as the app asks): the computer's chance is
    seeded from what Red may know, never from Blue's hidden army."""
    first_buys = set()
    for blue_army in (["preset"], ["+P"], ["+Q", "+Q", "+R", "+N"]):
        state = game().new()
        for move in blue_army + ["done"]:
            state.play(move)
        bought = []
        while state.to_move == RED and state.phase == "recruit":
            move = ai.think(state, 3, seed=9).move
            bought.append(move)
            state.play(move)
            if move == "done":
                break
        first_buys.add(tuple(bought))
    assert len(first_buys) == 1


# ------------------------------------------------------------ deployment

def test_deployment_is_legal_and_the_king_goes_central():
    state = advance(game().new(), 5, "deploy")
    thought = ai.think(state, 6)
    assert thought.move in state.legal_moves() and thought.move[0] in "Kk"
    state.play(thought.move)
    while state.phase == "deploy" and state.to_move >= 0:
        move = ai.think(state, 6).move
        assert move in state.legal_moves()
        state.play(move)
    for player, rank in ((BLUE, 0), (RED, 11)):
        king = state.board.index(player * 8 + 1)
        assert king // 12 == rank and 3 <= king % 12 <= 8


def test_deployed_king_is_shielded_from_the_ambush():
    """After deployment no enemy piece attacks either King (the first move
    would take him)."""
    for seed in range(3):
        state = advance(game().new(), seed, "initiative")
        for player in (BLUE, RED):
            king = state.board.index(player * 8 + 1)
            assert not state._attacked(king, player ^ 1)


# ------------------------------------------------------------ combat

def test_combat_move_is_legal_and_in_time():
    state = combat_state()
    before = state.to_text(), len(state.stack)
    started = time.perf_counter()
    thought = ai.think(state, 6, ms=200)
    elapsed = time.perf_counter() - started
    assert thought.move in state.legal_moves()
    assert elapsed < 0.6
    assert (state.to_text(), len(state.stack)) == before


@pytest.mark.parametrize("level", [1, 2, 3, 4, 5, 6])
def test_every_level_plays_a_legal_combat_move(level):
    state = combat_state(seed=4, mini=True)
    before = state.to_text()
    assert ai.think(state, level, ms=100).move in state.legal_moves()
    assert state.to_text() == before


def test_level_3_plays_the_best_move_of_its_two_plies_whatever_the_seed():
    # On 12x12, weighing every move exactly (what choosing among the better
    # moves needs) would not fit two plies in level 3's budget: it plays its
    # search's best, like the levels above it.
    state = combat_state(seed=5)
    mind = brain_for(state)
    casual = mind.level(get_level(3))
    assert (casual.depth, casual.temperature) == (2, 0.0)
    best = Search(mind, state.copy(), max_nodes=casual.nodes).root(casual.depth)
    assert best.depth == casual.depth
    moves = {ai.think(state, 3, seed=seed).move for seed in range(6)}
    assert moves == {mind.move_text(state, best.move)}


def test_key_tells_the_side_to_move_and_the_ambush():
    state = combat_state()
    mind = brain_for(state)
    first = mind.key(state)
    move = mind.moves(state)[0]
    state.push(move)
    assert mind.key(state) != first
    state.pop()
    assert mind.key(state) == first
    state.ambush = not state.ambush
    assert mind.key(state) != first


def test_ambush_takes_the_exposed_king():
    """The first combat move may take the enemy King: the computer does."""
    state = game().from_text("4k7/12/12/12/12/12/12/12/12/12/12/4Q2K4 w - 1 ambush=1")
    assert ai.think(state, 6, ms=200).move == "e1e12"


def test_mate_in_one_is_found():
    """Red's King a12 walled in by plinths; the Knight's d9b10 mates."""
    state = game().from_text("k_.10/_._.10/12/3N8/12/12/12/12/12/12/12/11K w - 1")
    assert ai.think(state, 6, ms=300).move == "d9b10"


def test_a_check_at_the_horizon_is_searched_to_its_answer():
    """The check extension (``Brain.in_check``): Blue's Queen may take the
    Rook on e5, but the Knight then checks from d3 and takes the Queen after
    the King's step.  Two plies see it only if the King in check at the
    horizon is searched a ply deeper: without that, the Rook is taken."""
    state = game().from_text("12/11k/12/4Q7/12/12/12/4r7/1n10/12/12/2K9 w - 1")
    mind = brain_for(state)
    forked = state.copy()
    forked.play("e9e5")
    forked.play("b4d3")
    assert mind.in_check(forked)
    assert mind.move_text(state, Search(mind, state.copy()).root(2).move) != "e9e5"
    mind.in_check = lambda state: False
    assert mind.move_text(state, Search(mind, state.copy()).root(2).move) == "e9e5"


def test_end_knows_mate_stalemate_and_draws():
    state = game().from_text("k_.10/_._.10/12/3N8/12/12/12/12/12/12/12/11K w - 1")
    mind = brain_for(state)
    assert mind.end(state, mind.moves(state)) is None
    state.play("d9b10")
    result = mind.end(state, mind.moves(state))
    assert result.winner == BLUE and result.reason == "checkmate"
    bare = game().from_text("k11/12/12/12/12/12/12/12/12/12/12/11K w - 1")
    assert mind.end(bare, mind.moves(bare)).reason == "insufficient_material"


def test_a_position_seen_before_is_a_draw_for_either_side():
    """Reference (Shuuro, draws): the third time a position occurs the game
    is drawn, so the search scores the second as a draw already, for the
    side behind too (Red, three Queens down, may steer for it)."""
    state = game().from_text("QQQ9/12/12/12/12/4K7/12/12/12/12/12/9k2 w - 1")
    for move in ("e7e8", "j1i1", "e8e7", "i1j1"):       # both Kings there and back
        state.play(move)
    mind = brain_for(state)
    assert mind.end(state, mind.moves(state)).reason == "repetition"
    assert mind.evaluate(state) > 2000
    assert Search(mind, state.copy()).value(2, -10 ** 9, 10 ** 9, 1, RED) == 0


def test_draw_offer_accepted_only_when_clearly_worse():
    worse = game().from_text("qqq9/12/12/12/12/4k7/12/12/12/12/12/9K2 w - 1 offer=b")
    assert ai.think(worse, 6, ms=100).move == "accept"
    better = game().from_text("QQQ9/12/12/12/12/4K7/12/12/12/12/12/9k2 w - 1 offer=b")
    assert ai.think(better, 6, ms=100).move in better.legal_moves()


def test_never_resigns_nor_offers():
    state = game().from_text("qqq9/12/12/12/12/4k7/12/12/12/12/12/9K2 w - 1")
    assert ai.think(state, 6, ms=100).move in state.legal_moves()


# ------------------------------------------------------------ whole games

def test_mini_game_computer_against_computer_reaches_a_result():
    result, moves = duel(game(mini=True), {BLUE: computer(1), RED: computer(2)}, seed=11,
                         max_plies=700)
    assert result is not None and len(moves) > 10


def test_standard_game_computer_against_computer_reaches_a_result():
    result, moves = duel(game(budget=250), {BLUE: computer(2), RED: computer(1)}, seed=3,
                         max_plies=700)
    assert result is not None


@pytest.mark.parametrize("options,seed,seat", [
    ({"budget": 300}, 21, BLUE), ({"budget": 300}, 22, RED),
    ({"mini": True}, 23, BLUE), ({"mini": True}, 24, RED)])
def test_strongest_beats_a_random_mover(options, seed, seat):
    players = {seat: computer(None, 100), seat ^ 1: random_mover}
    result, _ = duel(game(**options), players, seed=seed, max_plies=600)
    assert result is not None and result.winner == seat
