"""Shakku random play, records, the match, and perft against a second generator.

Random games go through ``boardgames.match.Match`` (which draws the first
player and every throw from the seed) in all four variants (15/10 points,
moving stacks or not), checking at every ply: no side's pawn count ever
grows, exactly one King with at most one marker, stacks hold one side only,
the pawns add up (board + inactive + waiting + marker), and every few plies
the position text round trip.  The number of games comes from
``--random-games`` (300 by default), halved: a random game lasts about 150
plies and the file stays well under 40 s.

``shakku_reference`` is written from ``rules/en/shakku.html`` alone and
shares no code with ``boardgames``; perft counts chance nodes as plies, each
distinct outcome (who starts, one of the 20 throws) being one branch, as
``core.perft`` does.  The deeper numbers were checked once with both
generators (start depth 6: 9 s for the reference) and are kept as numbers.
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

import shakku_reference as ref
from checks import schema_games, views_fit
from boardgames import CHANCE, record as records
from boardgames.core import GameError, perft as generic_perft
from boardgames.games.shakku import Shakku, expected_perft
from boardgames.games.shakku.board import BLUE, RED
from boardgames.match import Match

VARIANTS = [{}, {"board": 10}, {"moving_stacks": True}, {"board": 10, "moving_stacks": True}]
PLY_CAP = 20000

# name -> (options, position, perft depth 1.., depth the reference runs live)
POSITIONS = {
    "start": ({}, "bbbbbbbbbbbbbbb/.......K......./rrrrrrrrrrrrrrr ? * - 0/0",
              [2, 40, 420, 4272, 43338], 4),
    # Red owns the King (f2), one pawn waiting and none inactive (re-entry),
    # stacks on i2 and j1, Blue's inactive pawns stop g3 and the King on row 3
    "king_wait_stacks": ({},
                         "R..B2..R..bbbbbb/..B..K..R3....B./.....R.B.R2...R. r X.II.III r 1/0",
                         [25, 423, 3632, 72640], 3),
    "king_wait_stacks_moving": ({"moving_stacks": True},
                                "R..B2..R..bbbbbb/..B..K..R3....B./.....R.B.R2...R. r X.II.III r 1/0",
                                [30, 598, 6001, 120020], 3),
    # Blue owns the King, two pawns waiting; Red's pawns on n3 would wait
    "blue_king_red_inactive": ({},
                               "B.....R......R2B/..R.B3..K......./rrrrr.B..R..B.. b X.III.III b 0/2",
                               [15, 137, 979, 19580], 3),
    # short board, stacks move: a throw is due for Blue (Red owns the King)
    "short_throw_due": ({"board": 10, "moving_stacks": True},
                        "R2..B....R./.K..B2.R.../rrr.B..R.B b * r 0/1",
                        [20, 180, 1570, 14949], 3),
    "short_blank_die": ({"board": 10}, "..B.....R./.B..K...../rr......R. r II.-.X - 0/0",
                        [5, 12, 240, 960], 4),
}


def n_games(total):
    """This file's share of ``--random-games``."""
    return max(len(VARIANTS), total // 2)


def check_invariants(state, before):
    """The pawn counts never grow; one King; stacks of one side; totals add up."""
    geo = state.geo
    counts = [state.pieces(RED), state.pieces(BLUE)]
    assert counts[RED] <= before[RED] and counts[BLUE] <= before[BLUE]
    assert 0 <= state.kp < geo.count and state.kown in (-1, RED, BLUE)
    assert state.board_text().count("K") == 1
    view = state.view()
    kings = [p for p in view["pieces"] if p["kind"] == "king"]
    assert len(kings) == 1 and kings[0]["marker"] == (None if state.kown < 0 else state.kown)
    for p in range(geo.count):
        assert not (state.cnt[RED][p] and state.cnt[BLUE][p])
        assert state.cnt[RED][p] >= 0 and state.cnt[BLUE][p] >= 0
    assert state.cnt[RED][state.kp] == 0 and state.cnt[BLUE][state.kp] == 0
    for side in (RED, BLUE):
        on_board = sum(p["height"] for p in view["pieces"] if p["kind"] == "pawn"
                       and p["owner"] == side)
        assert on_board + state.wait[side] + (state.kown == side) == counts[side]
        assert state.wait[side] >= 0 and 0 <= state.inact[side] <= geo.width
    return counts


def play_random_game(options, seed, check_every=7, schema=False):
    game = Shakku(**options)
    match = Match(game.new(seed=seed), seed=seed)
    state = match.state
    rng = random.Random(seed)
    counts = [game.geo.width, game.geo.width]
    while not state.is_over():
        assert len(match.moves) < PLY_CAP, "a game that never ends"
        if state.to_move == CHANCE:               # the player throws the sticks
            assert match.throw_due() == state.turn
            match.play("throw")
            continue
        moves = state.legal_moves()
        assert moves, state.to_text()
        match.play(rng.choice(moves))
        counts = check_invariants(state, counts)
        if schema:
            views_fit(match)
        if len(match.moves) % check_every == 0:
            again = game.from_text(state.to_text())
            assert again.to_text() == state.to_text()
            assert again.legal_moves() == state.legal_moves()
            assert again.result() == state.result()
    views_fit(match)                        # the end of every game
    result = state.result()
    assert result.reason in ("blocked", "no_pieces")
    loser = result.winner ^ 1
    if result.reason == "no_pieces":
        assert state.pieces(loser) == 0
    else:
        assert state.blocked(loser) and state.turn == loser
    return match


@pytest.fixture
def shakku_registered(monkeypatch):
    monkeypatch.setitem(boardgames.GAMES, "shakku", Shakku)


def test_random_games_end_and_keep_the_invariants(random_games):
    games = n_games(random_games)
    for n in range(games):
        play_random_game(VARIANTS[n % len(VARIANTS)], 1000 + n, schema=n < schema_games(random_games))


def test_records_round_trip_through_the_match(random_games, shakku_registered):
    for n in range(max(4, n_games(random_games) // 10)):
        options = VARIANTS[n % len(VARIANTS)]
        match = play_random_game(options, 50 + n, check_every=1000)
        text = match.record()
        assert '[Game "shakku"]' in text and f'[Seed "{50 + n}"]' in text
        assert match.moves[0] in ("first:red", "first:blue")
        again = Match.from_record(records.read(text))
        assert again.moves == match.moves and again.chance == match.chance
        assert again.state.to_text() == match.state.to_text()
        assert again.record() == text


def test_undo_never_rerolls_and_redo_replays(shakku_registered):
    match = Match(Shakku().new(seed=9), seed=9)
    rng = random.Random(9)
    for _ in range(30):
        match.play(rng.choice(match.state.legal_moves() or ["throw"]))
    thrown = list(match.moves)
    texts = match.state.to_text()
    for _ in range(10):
        match.undo()
    for _ in range(10):
        match.redo()
    assert match.moves == thrown and match.state.to_text() == texts
    while match.chance.count(False):
        match.undo()
    assert match.moves == thrown[:len(match.moves)]
    assert match.state.to_move in (RED, BLUE) or match.throw_due() is not None


def test_a_game_from_a_position_records_its_position(shakku_registered):
    text = "R2..B....R./.K..B2.R.../rrr.B..R.B b * r 0/1"
    game = Shakku(board=10, moving_stacks=True)
    match = Match(game.from_text(text), seed=4, position=text)
    rng = random.Random(4)
    while not match.state.is_over() and len(match.moves) < 40:
        match.play(rng.choice(match.state.legal_moves() or ["throw"]))
    record_text = match.record()
    assert f'[Position "{text}"]' in record_text
    assert '[Option "moving_stacks=true"]' in record_text
    again = Match.from_record(records.read(record_text))
    assert again.state.to_text() == match.state.to_text()


def test_the_view_explains_a_passed_turn(shakku_registered):
    state = Shakku().new()
    match = Match(state, seed=0, throw=False)
    match._push("first:red", True)
    match._push("throw:II.III.-", True)           # no X: Red's turn passes
    view = match.view(1)
    assert view["panels"]["passed"] == {"player": RED, "reason": "no_move",
                                        "dice": ["II", "III"]}
    assert view["to_move"] == CHANCE and view["panels"]["turn"] == BLUE


@pytest.mark.parametrize("name", sorted(POSITIONS))
def test_perft_numbers(name):
    options, text, counts, live = POSITIONS[name]
    game = Shakku(**options)
    state = game.from_text(text)
    for depth, expected in enumerate(counts, 1):
        assert state.perft(depth) == expected, depth
        assert state.to_text() == text
    assert generic_perft(state, 3) == counts[2]
    pos = ref.parse(text, game.geo.width, game.options["moving_stacks"])
    for depth in range(1, live + 1):
        assert ref.perft(pos, depth) == counts[depth - 1], depth


def test_short_board_perft_from_the_start_matches_the_long_board_at_first():
    """Before any pawn can reach a difference, both boards branch alike."""
    for options in VARIANTS:
        assert [Shakku(**options).new().perft(d) for d in (1, 2, 3, 4)] == [2, 40, 420, 4272]


def test_expected_perft_weighs_the_throws():
    state = Shakku().new()
    assert expected_perft(state, 1) == 1.0          # who starts: 1/2 + 1/2
    assert abs(expected_perft(state, 2) - 1.0) < 1e-12
    # A throw with at least one X lets the front pawn out (one move); any other
    # passes the turn, and the next throw node has 20 branches weighing 1 in all.
    assert abs(expected_perft(state, 3) - 1.0) < 1e-12


def test_legal_moves_agree_with_the_reference_along_random_games(random_games):
    for n in range(max(4, n_games(random_games) // 15)):
        options = VARIANTS[n % len(VARIANTS)]
        game = Shakku(**options)
        state = game.new()
        pos = ref.parse(state.to_text(), game.geo.width, game.options["moving_stacks"])
        rng = random.Random(7000 + n)
        while True:
            if state.to_move == CHANCE:
                mine = [o for o, _ in state.chance_outcomes()]
            else:
                mine = state.legal_moves()
            assert sorted(mine) == sorted(ref.branches(pos)), state.to_text()
            result = state.result()
            assert (None if result is None else (result.winner, result.reason)) == pos["over"]
            if not mine:
                break
            move = rng.choice(mine)
            state.play(move)
            pos = ref.after(pos, move)


def test_the_player_throws_the_sticks_himself(shakku_registered):
    """The throw waits for the player's "throw" (the page's button); it is
    drawn from the seed and the ply, so it is recorded and never re-rolled."""
    match = Match(Shakku().new(seed=21), seed=21)
    assert match.moves[0] in ("first:red", "first:blue")   # who starts: drawn at once
    first = RED if match.moves[0] == "first:red" else BLUE
    assert match.state.to_move == CHANCE and match.throw_due() == first
    assert match.view(1)["throw"] == first
    with pytest.raises(GameError):
        match.play("throw:X.X.X")                  # nobody chooses his dice
    match.play("throw")
    thrown = match.moves[-1]
    assert thrown.startswith("throw:") and match.chance[-1]
    assert match.throw_due() is None or match.state.to_move == CHANCE
    again = Match.from_record(records.read(match.record()))
    assert again.moves == match.moves
