"""Shuuro perft: the engine against an independent generator (``shuuro_reference``).

``shuuro_reference`` is written from ``rules/en/shuuro.html`` alone and
shares no code with ``boardgames``.  Both count the same trees from combat
positions with plinths, Knights on plinths, en passant, promotion, pins,
checks and the ambush (first-move King capture), on the 12x12 board and on
Mini-Shuuro's 6x6.  The slow generator runs depth 3 where it takes well
under a second and depth 2 elsewhere; the deeper counts were checked once
with both generators (ep_promotion_plinths depth 3: 12 s, pins_and_checks
depth 3: 9 s) and are kept as numbers.  Perft ignores the draw rules
(repetition, 50 moves, material), as chess perft does.
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

import shuuro_reference as ref
from boardgames.core import perft as generic_perft

# name -> (SFEN, size, perft depth 1.., depth the reference runs)
POSITIONS = {
    # Blue to move: en passant e9xd10, promotion e11-e12 and e11xf12, a Knight on
    # the c3 plinth, a Red Knight on the d12 plinth that only Knights may take
    "ep_promotion_plinths": (
        "r2_n1b4k1/4P1p5/7n4/1_.1pP4_.2/12/7_.4/7_.4/11q/6_.5/2_N9/1P4P5/R4K1Q3B w - 1 ep=d10",
        12, [60, 3589, 196126], 2),
    # pinned Rook on f4 (Red Rook f9 behind a plinth f7: no pin), checks to answer
    "pins_and_checks": (
        "5k5r/q11/4p7/5r6/10_.1/5_.6/12/1b10/2_.2R3n2/3P4_.3/_.3B1NP4/2Q2K6 w - 1",
        12, [37, 2835, 115909], 2),
    # Red to move with three Knights on plinths
    "red_knights_on_plinths": (
        "2_n3k5/4_n2pp2q/1r7_n2/12/1_.10/12/8_.3/3_.8/12/10_N1/3PPP6/4Q1K5 b - 1",
        12, [55, 1070, 59439], 2),
    # Red: en passant e4xd3 and promotion c2-c1
    "red_ep_promotion": (
        "3r3k4/q11/12/12/6_.5/12/12/2_.4_.4/3Pp7/8N3/1_.p2P6/1R2K7 b - 1 ep=d3",
        12, [60, 921, 51858], 3),
    # the ambush: Blue is in check from e12 and may take the King on h12
    "ambush_king_capture": (
        "b3r2k4/6p1p3/12/12/12/9_.2/12/2_.9/12/12/3P1P6/3QK2R4 w - 1 ambush=1",
        12, [3, 6, 186], 3),
    "mini": ("3kq1/2p2p/1n_.3/4_N1/1P1P2/R1K2B w - 1", 6, [18, 222, 3667], 3),
    "mini_ep_promotion": ("2r2k/1P2_.1/3pP1/1_.4/2N3/K5 b - 1 ep=e3", 6, [11, 128, 896], 3),
    # 64 pieces just after deployment (ambush move)
    "full_armies": (
        "nnnbb_nnkbbbn/ppppppppppbb/pp1ppp_.p_.p1p/12/4_.7/12/7_.4/12/11_./PP_.PP1PP1PPP/"
        "P_.PBPPNPPPPP/BBBNNNKBNBBN w - 139 ambush=1", 12, [18, 378, 8018], 2),
    "full_armies_heavy": (
        "nqrrrknrrnnr/bb_.bbqnpbpbq/p1p1p1pppppp/9_.2/5_.6/6_.5/1_.9_./1_.5_.4/12/PPPP2PPPP2/"
        "NRRPNRRPBNPB/BRBNNBQKQBRQ w - 139 ambush=1", 12, [27, 915, 28769], 2),
    "full_armies_open": (
        "nqrrr1nrrnnr/1b_.2qkpbpbq/p1p3pppppp/4p4_.2/1R3_.b5/4n1_.5/1_.3b1B3_./1_.1N3_.2b1/"
        "1N10/PPPP2PPPP1N/1RRP1NRPB1P1/BRB1NBQKQBRQ w - 159 halfmove=14", 12, [50, 3443, 173966], 2),
}


def state_of(text, size):
    return boardgames.game("shuuro", mini=size == 6).from_text(text)


@pytest.mark.parametrize("name", sorted(POSITIONS))
def test_perft_engine_counts(name):
    text, size, counts, _ = POSITIONS[name]
    state = state_of(text, size)
    assert [state.perft(d) for d in range(1, len(counts) + 1)] == counts
    assert state.to_text() == text                  # perft leaves the position as it was


@pytest.mark.parametrize("name", sorted(POSITIONS))
def test_perft_reference_agrees(name):
    text, size, counts, depth = POSITIONS[name]
    pos = ref.parse(text, size)
    assert [ref.perft(pos, d) for d in range(1, depth + 1)] == counts[:depth]
    assert ref.legal_moves(pos) == sorted(state_of(text, size).legal_moves())


def test_generic_perft_agrees_with_fast_perft():
    text, size, counts, _ = POSITIONS["mini"]
    assert generic_perft(state_of(text, size), 3) == counts[2]


def test_perft_counts_dice_as_branches_before_combat():
    state = boardgames.game("shuuro").new()
    state.play("done")
    state.play("done")
    assert state.perft(2) == 36 * 36          # two plinth rolls


@pytest.mark.parametrize("options", [{}, {"mini": True}, {"plinths": 6}])
def test_legal_moves_agree_along_random_games(options):
    from boardgames.match import Match
    size = 6 if options.get("mini") else 12
    for seed in range(4):
        match = Match(boardgames.game("shuuro", **options).new(seed=seed), seed=seed)
        rng = random.Random(seed)
        state, ply = match.state, 0
        while not state.is_over() and ply < 400:
            moves = state.legal_moves()
            if state.phase == "recruit":
                plus = [m for m in moves if m.startswith("+")]
                move = rng.choice(plus) if plus and rng.random() < 0.9 else "done"
            else:
                move = rng.choice(moves)
            match.play(move)
            ply += 1
            if state.phase == "combat" and not state.is_over() and ply % 9 == 0:
                text = state.to_text()
                engine = sorted(state.move_text(m) for m in state.engine_moves())
                assert engine == ref.legal_moves(ref.parse(text, size)), text
