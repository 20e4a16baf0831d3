"""The statistics of ``python bench/ai.py rating`` (``bench/rating.py``):
Elo from a score, the sequential test's log-likelihood ratio and the rating
list's fit, on results whose answer is known."""

from __future__ import annotations

import math
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))

import rating  # noqa: E402


def test_elo_of_a_score_is_the_logistic_curve_inverted():
    assert rating.elo_of(0.5) == 0
    assert round(rating.elo_of(0.75)) == 191
    assert round(rating.elo_of(0.25)) == -191
    for elo in (-300, -50, 0, 120, 400):
        assert math.isclose(rating.elo_of(rating.expected(elo)), elo, abs_tol=1e-6)


def test_the_sequential_test_leans_towards_the_truth():
    """Pairs scoring 70% push the ratio above the upper bound (H1: +50 Elo),
    pairs scoring 50% below the lower one (H0), each within 200 games."""
    high = math.log((1 - rating.BETA) / rating.ALPHA)
    low = math.log(rating.BETA / (1 - rating.ALPHA))
    strong = [1.0, 0.5, 0.75, 1.0, 0.5] * 20          # 75% a pair
    even = [0.5, 0.5, 0.75, 0.25] * 25                # 50%
    assert rating.llr(strong, 0, 50) > high
    assert rating.llr(even, 0, 50) < low
    assert rating.llr(strong[:1], 0, 50) == 0.0       # one pair decides nothing


def test_the_interval_holds_the_elo_of_the_score():
    pairs = [1.0, 0.5, 0.75, 0.25, 1.0, 0.5] * 10
    elo, lo, hi = rating.elo_interval(pairs)
    assert lo < elo < hi
    assert math.isclose(elo, rating.elo_of(sum(pairs) / len(pairs)))


def test_the_rating_list_recovers_the_gaps_of_a_chain():
    """A beats B by 200 Elo's expectation, B beats C by 100: the fit puts
    them 200 and 300 below A (within the virtual draws' pull)."""
    n = 2000
    results = [("A", "B", n * rating.expected(200), n), ("B", "C", n * rating.expected(100), n)]
    fitted = rating.bradley_terry(["A", "B", "C"], results)
    assert fitted["A"][0] == 0
    assert abs(fitted["B"][0] + 200) < 5 and abs(fitted["C"][0] + 300) < 8
    assert fitted["B"][1] < fitted["C"][1]             # B met two players: the narrower bar


def test_a_player_may_be_given_time_odds():
    """``6x10`` is the strongest on ten times the match's time a move, ``v39x0.5``
    the version on half; a factor that is no positive number stops the match."""
    assert rating.spec_of("6") == (None, 6, 1.0)
    assert rating.spec_of("6x10") == (None, 6, 10.0)
    assert rating.spec_of("v39x0.5") == (rating.VERSIONS["v39"], 6, 0.5)
    assert rating.spec_of("@abc123x2") == ("abc123", 6, 2.0)
    for bad in ("6x", "6x0", "6x-1", "6xten", "7x2"):
        try:
            rating.spec_of(bad)
        except SystemExit as stop:
            assert bad in str(stop) or "level" in str(stop)
        else:
            raise AssertionError(f"{bad!r} was taken")


def test_two_players_of_one_engine_keep_their_memories_apart():
    """Time odds (``6x3:6``) play one engine against itself: each player
    keeps its own table from move to move (``ai.KEPT``), so that the one
    thinking longer does not hand its findings to the other."""
    from boardgames import ai
    before = ai.KEPT
    try:
        fast = rating.Follower((None, 6, 1.0), "doushouqi", {}, 1, 20, None)
        slow = rating.Follower((None, 6, 3.0), "doushouqi", {}, 1, 20, None)
        assert (fast.ms, slow.ms) == (20, 60)
        moves = [fast.move([], 1)]
        assert ai.KEPT is fast.kept and len(fast.kept) == 1 and not slow.kept
        moves.append(slow.move(moves, 2))
        assert ai.KEPT is slow.kept and len(slow.kept) == 1
        table = next(iter(fast.kept.values())).table
        assert table and table is not next(iter(slow.kept.values())).table
    finally:
        ai.KEPT = before     # (the rest of the run keeps the module's own)
