"""Bad input never crashes and a refusal changes nothing: a bounded run of
the fuzzer in ``fuzz.py`` (``bench/fuzz.py`` runs it for longer)."""

from __future__ import annotations

import os
import sys

import pytest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "py"))

from fuzz import Corpus, Fuzzer  # noqa: E402

CASES = 1500


@pytest.fixture(scope="module")
def corpus():
    return Corpus(games=1, plies=120)


@pytest.mark.parametrize("seed", [1, 2])
def test_random_and_mutated_input_is_refused_or_answered(corpus, seed):
    counts = Fuzzer(corpus, seed).run(CASES // 2)
    # every entry point was reached, with some inputs refused and some accepted
    assert set(counts) == {"position", "move", "record", "options", "request", "command line"}
    assert all(refused > 0 for _, refused in counts.values())
    assert any(total > refused for total, refused in counts.values())
