"""Random games: invariants after every move, and every game ends.

N games (``--random-games N``, registered in tests/conftest.py; 300 when
the option is not there), game ``i`` seeded with ``random.Random(i)``; the
even games with the default rules, the odd ones with ``classic_elephant``.  After every move: at most one of each animal per side,
only Rats in water, no piece in its own den, the FEN round-trips, undo
restores the exact FEN, no position (board and side to move) occurs more than
three times and no legal move would make one occur a fourth time; in the
first games (``checks.schema_games``) the view fits the view schema.  At the end:
the result is a den entry, no legal move, or no pieces, and it agrees with the
position.

Game length.  The repetition rule bounds every game in theory: a position may
occur at most three times, so a game lasts at most 3 x (number of positions)
plies -- finite, but astronomically large.  So a game is played until it ends
or reaches PLY_CAP plies; in practice random games end (the random policy
steps towards the enemy den a quarter of the time, which keeps games to a few
hundred plies), and the test asserts that nearly all of them (>= 95 %) did.
A rules bug that stops games from ending (a den entry not ending the game, a
side with no move not losing) fails that assertion.
"""

import os
import random
import sys
from collections import Counter

import pytest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

try:
    import boardgames
except ImportError:  # running without PYTHONPATH=py
    sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "py"))
    import boardgames

from boardgames import IllegalMove, Result
from checks import play_undo_replay, schema_games, views_fit

PLY_CAP = 3000
WATER = {"b4", "b5", "b6", "c4", "c5", "c6", "e4", "e5", "e6", "f4", "f5", "f6"}
DEN = {"green": "d1", "red": "d9"}


def board_of(text):
    """FEN -> {square: (owner, animal letter)}, parsed here independently."""
    board = {}
    for i, row in enumerate(text.split()[0].split("/")):
        rank, file = 9 - i, 0
        for ch in row:
            if ch.isdigit():
                file += int(ch)
            else:
                board["abcdefg"[file] + str(rank)] = ("green" if ch.isupper() else "red", ch.upper())
                file += 1
        assert file == 7, text
    return board


def check_position(game, state):
    text = state.to_text()
    board = board_of(text)
    animals = Counter(board.values())
    assert all(n == 1 for n in animals.values()), ("two of one animal", text)
    for square, (owner, animal) in board.items():
        assert square not in WATER or animal == "R", ("only rats in water", square, text)
        assert square != DEN[owner], ("own den", square, text)
    assert game.from_text(text).to_text() == text, "FEN round trip"
    side = "green" if state.to_move == 0 else "red"
    assert text.split()[1] == ("w" if side == "green" else "b")
    for move in state.legal_moves():
        assert board.get(move[:2], (None,))[0] == side, (move, text)
    return text, board


def key(text):
    return " ".join(text.split()[:2])          # board and side to move


def one_move_apart(a, b):
    """Could one move turn board ``b`` into board ``a``?  (a cheap filter)"""
    return len(set(a.items()) ^ set(b.items())) <= 3


def choose(rng, state, board, moves):
    """Random, but a quarter of the time a move towards the enemy den."""
    if rng.random() < 0.25:
        den = "d9" if state.to_move == 0 else "d1"

        def distance(square):
            return abs(ord(square[0]) - ord(den[0])) + abs(int(square[1]) - int(den[1]))

        forward = [m for m in moves if distance(m[2:]) < distance(m[:2])]
        if forward:
            return rng.choice(forward)
    return rng.choice(moves)


def play_one(seed, classic, schema=False):
    game = boardgames.game("doushouqi", classic_elephant=classic)
    state = game.new()
    rng = random.Random(seed)
    seen = Counter()
    worn = {}           # positions that occurred three times -> their board
    text, board = check_position(game, state)
    seen[key(text)] += 1
    plies = 0
    while state.result() is None and plies < PLY_CAP:
        moves = state.legal_moves()
        assert moves, text
        side_after = "b" if state.to_move == 0 else "w"
        if any(k.endswith(side_after) and one_move_apart(b, board) for k, b in worn.items()):
            # a position seen three times is one move away: no legal move may
            # make it occur a 4th time (repetition rule)
            for move in moves:
                state.play(move)
                assert seen[key(state.to_text())] < 3, ("4th occurrence allowed", text, move)
                state.undo()
        move = choose(rng, state, board, moves)
        after = play_undo_replay(state, move, moves)
        plies += 1
        text, board = check_position(game, state)
        if schema:
            views_fit(state)
        assert text == after, ("replaying after undo", move)
        seen[key(text)] += 1
        assert seen[key(text)] <= 3, ("position occurred a 4th time", text)
        if seen[key(text)] == 3:
            worn[key(text)] = board
    views_fit(state)                        # the end of every game
    result = state.result()
    if result is None:
        return None, plies
    loser_side = state.to_move
    if result.reason == "den":
        winner = result.winner
        enemy_den = DEN["red"] if winner == 0 else DEN["green"]
        assert board.get(enemy_den, (None,))[0] == ("green", "red")[winner], text
    else:
        assert result == Result(1 - loser_side, result.reason), text
        assert state.legal_moves() == []
        has_pieces = any(owner == ("green", "red")[loser_side] for owner, _ in board.values())
        assert result.reason == ("no_legal_move" if has_pieces else "no_pieces"), text
    assert state.legal_moves() == []
    with pytest.raises(IllegalMove):
        state.play("a1a2")
    return result, plies


def test_random_games_keep_invariants_and_end(random_games):
    games = random_games
    reasons = Counter()
    capped = 0
    for seed in range(games):
        result, plies = play_one(seed, classic=bool(seed % 2),
                                 schema=seed < schema_games(random_games))
        if result is None:
            capped += 1
        else:
            reasons[result.reason] += 1
    assert set(reasons) <= {"den", "no_legal_move", "no_pieces"}
    assert capped <= games // 20, f"{capped} of {games} games reached {PLY_CAP} plies"
    assert reasons["den"] > 0
