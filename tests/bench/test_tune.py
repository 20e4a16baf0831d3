"""``python bench/tune.py`` (the fit of Dou Shou Qi's and Shaturanga's
evaluation tables, and of the weights of Shakku's terms): the fit's model
is the search's evaluation, and the table it writes is the one the search
reads."""

from __future__ import annotations

import random
import runpy
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))

import tune  # noqa: E402
import boardgames  # noqa: E402
from boardgames.games.doushouqi import ai as jungle_ai  # noqa: E402
from boardgames.games.shaturanga.board import INDEX  # noqa: E402


def _positions(game: str, count: int = 60, taking=lambda state, move: False):
    """Random games (a move ``taking`` picks first when there is one; the
    dice at random too)."""
    rng = random.Random(40)
    state = boardgames.game(game).new()
    for _ in range(count):
        if state.is_over():
            state = boardgames.game(game).new()
        moves = state.legal_moves() or [text for text, _ in state.chance_outcomes()]
        takes = [move for move in moves if taking(state, move)]
        state.play(rng.choice(takes or moves))
        yield state


def _model(table, state) -> int:
    weights = table.weights()
    return sum(sign * weights[index] for index, sign in table.features(state))


def test_the_fits_features_add_up_to_dou_shou_qis_evaluation():
    table, brain = tune.TABLES["doushouqi"], jungle_ai.JungleBrain()
    for state in _positions("doushouqi"):
        assert _model(table, state) == brain.evaluate(state), state.to_text()


def test_the_fits_features_add_up_to_shaturangas_table_part():
    """Shaturanga's evaluation adds more than the table (the fit keeps it as
    an offset): the features are exactly the table's part, the active
    armies' pieces, team 0's less team 1's."""
    def taking(state, move):
        return move[2:4] in INDEX and state.board[INDEX[move[2:4]]]

    table, seen = tune.TABLES["shaturanga"], 0
    for state in _positions("shaturanga", 300, taking):
        place = table.module.brain_for(state).place
        expected = sum((1 - 2 * (piece >> 3 & 1)) * place[piece][sq]
                       for sq, piece in enumerate(state.board) if piece and state.active(piece >> 3))
        assert _model(table, state) == expected, state.to_text()
        seen += any(state.lost)
    assert seen, "no position with a Radjah lost was checked"


def test_the_fits_features_add_up_to_shakkus_evaluation():
    # the weights by the terms, less the rounding of the hits' hundredths
    table, seen = tune.TABLES["shakku"], 0
    for state in _positions("shakku", 400):
        if not state.is_over():
            brain = table.module.brain_for(state)
            assert abs(_model(table, state) - brain.evaluate(state)) <= 1, state.to_text()
            seen += 1
    assert seen > 300


def test_the_dou_shou_qi_table_is_alike_for_both_sides_and_both_wings():
    worth, size = jungle_ai.WORTH, len(jungle_ai.WORTH[1])
    for rank in range(1, 9):
        for sq in range(size):
            mirror = sq - sq % 7 + 6 - sq % 7              # the same rank, the other wing
            assert worth[rank][sq] == worth[rank][mirror]
            assert worth[rank + 8][size - 1 - sq] == -worth[rank][sq]   # Red, turned round


@pytest.mark.parametrize("game", sorted(tune.TABLES))
def test_a_written_table_reads_back_as_the_search_table(game, tmp_path, monkeypatch):
    table = tune.TABLES[game]
    monkeypatch.setattr(tune, "GAMES", tmp_path)
    monkeypatch.setattr(tune, "ROOT", tmp_path)
    (tmp_path / game).mkdir()
    table.write(table.weights(), 1234, 0.2)
    assert runpy.run_path(str(tmp_path / game / "worth.py"))["FITTED"] == table.module.FITTED
