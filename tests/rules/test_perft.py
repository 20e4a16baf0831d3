"""Perft: the engine against an independent generator (``jungle_reference``).

``jungle_reference`` is written from ``rules/en/doushouqi.html`` alone and
shares no code with ``boardgames``.  Both must count the same game trees from
the start position (depth 4, both values of ``classic_elephant``), from a few
tricky positions, and must list the same legal moves along random games that
deliberately repeat positions (to exercise the repetition rule).

Timing: the slow generator does depth 4 from the start in about 0.8 s per
option value on the development machine (bulk counting at depth 1), so depth 4
is compared in full, no subset needed.  Depth 5 (5 111 725 default,
5 111 620 classic) was checked once with both generators (~17 s for the slow
one) and is not run here.
"""

import os
import random
import sys

import pytest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
try:
    import boardgames
except ImportError:  # running without PYTHONPATH=py
    sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "py"))
    import boardgames

import jungle_reference as ref
from boardgames.core import perft as generic_perft

START = "l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L w - - 0 1"

# Verified by both generators.  The only difference at depth 4:
# 1. g3g4 g7g6 2. g4g5 g6xg5 (the Red Elephant takes the Rat), forbidden by
# classic_elephant.
START_PERFT = {
    False: [1, 24, 576, 12240, 260100],
    True: [1, 24, 576, 12240, 260099],
}

# name -> (FEN, perft depth 1..3 default, perft depth 1..3 classic_elephant)
TRICKY = {
    # rats in both lakes block some Lion/Tiger jumps and not others
    "rats_in_lakes": ("7/7/3e1t1/p5l/E1R1r2/3T3/1L1C3/7/6c w - - 0 1",
                      [16, 287, 4371], [16, 287, 4371]),
    "rats_in_lakes_red_to_move": ("7/7/3e1t1/6l/ER3r1/3T3/1LPC3/7/6c b - - 0 1",
                                  [16, 207, 3087], [16, 207, 3087]),
    # pieces on their own and on enemy traps, an Elephant next to a trapped Rat
    "pieces_on_traps": ("2p1C2/2wTD2/3c3/7/7/7/3L3/2Rr3/1Ee1Wl1 w - - 0 1",
                        [19, 271, 4332], [19, 259, 4137]),
    # jumps that capture, or would capture too big a piece
    "jumps_with_captures": ("7/7/1p3D1/7/L2t2e/E2R2w/1Tc2l1/7/7 b - - 0 1",
                            [13, 163, 2182], [13, 163, 2182]),
    # one step from both dens, guards on the traps
    "near_dens": ("R1l1t2/2EC3/7/7/7/7/7/3rd2/2W1L1e w - - 0 1",
                  [12, 109, 1256], [12, 109, 1256]),
    # rats leaving the water next to Elephants and Rats
    "rats_leaving_water": ("7/7/4PTc/3p3/7/lRrD3/1eE4/7/7 w - - 0 1",
                           [12, 132, 1703], [12, 132, 1700]),
}

OPTIONS = [False, True]
OPTION_IDS = ["default", "classic_elephant"]


def engine(fen, classic):
    return boardgames.game("doushouqi", classic_elephant=classic).from_text(fen)


@pytest.mark.parametrize("classic", OPTIONS, ids=OPTION_IDS)
def test_start_perft_fast_engine_matches_known_numbers(classic):
    state = engine(START, classic)
    for depth, expected in enumerate(START_PERFT[classic]):
        assert state.perft(depth) == expected, depth
    assert state.to_text() == START            # perft leaves the state as it was


@pytest.mark.parametrize("classic", OPTIONS, ids=OPTION_IDS)
def test_start_perft_generic_interface_matches_known_numbers(classic):
    """The same through the public legal_moves/play/undo (core.perft)."""
    state = engine(START, classic)
    for depth, expected in enumerate(START_PERFT[classic][:4]):
        assert generic_perft(state, depth) == expected, depth
    assert state.to_text() == START


@pytest.mark.parametrize("classic", OPTIONS, ids=OPTION_IDS)
def test_start_perft_reference_generator_matches_known_numbers(classic):
    pos = ref.start(classic)
    assert ref.board_fen(pos) == " ".join(START.split()[:2])
    for depth, expected in enumerate(START_PERFT[classic]):
        assert ref.perft(pos, depth) == expected, depth


@pytest.mark.parametrize("classic", OPTIONS, ids=OPTION_IDS)
def test_start_divide_matches_reference(classic):
    """Per first move at depth 3: pinpoints the move if the totals ever differ."""
    state = engine(START, classic)
    fast = {}
    for move in state.legal_moves():
        state.play(move)
        fast[move] = state.perft(2)
        state.undo()
    assert fast == ref.divide(ref.start(classic), 3)


@pytest.mark.parametrize("classic", OPTIONS, ids=OPTION_IDS)
@pytest.mark.parametrize("name", list(TRICKY))
def test_tricky_position_perft_matches_reference(name, classic):
    fen, default_counts, classic_counts = TRICKY[name]
    expected = classic_counts if classic else default_counts
    state = engine(fen, classic)
    pos = ref.from_fen(fen, classic)
    assert sorted(state.legal_moves()) == sorted(ref.legal_moves(pos))
    for depth in (1, 2, 3):
        assert state.perft(depth) == ref.perft(pos, depth) == expected[depth - 1], depth
    assert state.to_text() == fen


def engine_result(state):
    result = state.result()
    if result is None:
        return None
    return ("green", "red")[result.winner], result.reason


def _compare_along(rng, classic, plies, start=START):
    """Play random moves in both generators; compare everything at every ply.

    Half of the time a player undoes its own previous move when allowed, which
    drives positions to their third occurrence and so tests the repetition
    rule (refused moves, and players left with no legal move)."""
    state = engine(start, classic)
    pos = ref.from_fen(start, classic)
    last = {0: None, 1: None}
    compared = refused = 0
    for _ in range(plies):
        fast_moves = sorted(state.legal_moves())
        slow_moves = sorted(ref.legal_moves(pos))
        assert fast_moves == slow_moves, (state.to_text(), set(fast_moves) ^ set(slow_moves))
        assert " ".join(state.to_text().split()[:2]) == ref.board_fen(pos)
        assert engine_result(state) == ref.result(pos), state.to_text()
        compared += 1
        refused += len(ref.pseudo_moves(pos)) - len(slow_moves)
        if not fast_moves:
            break
        back = last[state.to_move]
        if back and back[2:] + back[:2] in fast_moves and rng.random() < 0.5:
            move = back[2:] + back[:2]
        else:
            move = rng.choice(fast_moves)
        last[state.to_move] = move
        state.play(move)
        pos = ref.play(pos, move)
    return compared, refused


@pytest.mark.parametrize("classic", OPTIONS, ids=OPTION_IDS)
def test_legal_move_sets_match_reference_along_random_games(classic):
    compared = refused = 0
    starts = [START] + [fen for fen, _, _ in TRICKY.values()]
    for seed in range(8):
        c, r = _compare_along(random.Random(seed), classic, 120, starts[seed % len(starts)])
        compared += c
        refused += r
    assert compared >= 300
    # the repetition rule did refuse moves somewhere along these games
    assert refused > 0


def test_reference_generator_is_copy_based():
    pos = ref.start()
    text = ref.board_fen(pos)
    after = ref.play(pos, "a3a4")
    assert ref.board_fen(pos) == text
    assert ref.board_fen(after) != text
    with pytest.raises(ValueError):
        ref.play(pos, "a3a5")
