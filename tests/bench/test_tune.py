"""``python bench/tune.py`` (the fit of Dou Shou Qi's evaluation): the fit's
model is exactly the search's evaluation, and the table it writes is the
one the search reads."""

from __future__ import annotations

import random
import runpy
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))

import tune  # noqa: E402
import boardgames  # noqa: E402
from boardgames.games.doushouqi import ai as jungle_ai  # noqa: E402
from boardgames.games.doushouqi.worth import FITTED  # noqa: E402


def _weights() -> list[int]:
    """The search's table as the fit's weights (index: ``tune.feature``)."""
    return [FITTED[rank][sq] for rank in range(1, 9) for sq in range(tune.SQUARES)]


def _positions(count: int = 60):
    rng = random.Random(40)
    state = boardgames.game("doushouqi").new()
    for _ in range(count):
        if state.is_over():
            state = boardgames.game("doushouqi").new()
        state.play(rng.choice(state.legal_moves()))
        yield state


def test_the_fits_features_add_up_to_the_search_evaluation():
    weights, brain = _weights(), jungle_ai.JungleBrain()
    for state in _positions():
        model = 0
        for sq, piece in enumerate(state.board):
            if piece:
                index, sign = tune.feature(piece, sq)
                model += sign * weights[index]
        assert model == brain.evaluate(state), state.to_text()


def test_the_search_table_is_alike_for_both_sides_and_both_wings():
    worth, size = jungle_ai.WORTH, len(jungle_ai.WORTH[1])
    for rank in range(1, 9):
        for sq in range(size):
            mirror = sq - sq % 7 + 6 - sq % 7              # the same rank, the other wing
            assert worth[rank][sq] == worth[rank][mirror]
            assert worth[rank + 8][size - 1 - sq] == -worth[rank][sq]   # Red, turned round


def test_a_written_table_reads_back_as_the_search_table(tmp_path, monkeypatch):
    monkeypatch.setattr(tune, "TABLE", tmp_path / "worth.py")
    monkeypatch.setattr(tune, "ROOT", tmp_path)
    tune.write(_weights(), 1234, 0.2)
    assert runpy.run_path(str(tmp_path / "worth.py"))["FITTED"] == FITTED
