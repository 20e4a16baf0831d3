"""Perft speed under CPython: nodes per second, counting the last ply in bulk.

    PYTHONPATH=py python bench/perft.py [depth]

Prints one line per game position measured.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "py"))

import boardgames  # noqa: E402
from boardgames import doushouqi  # noqa: E402

POSITIONS = {
    "doushouqi start": ("doushouqi", doushouqi.START),
    "doushouqi midgame": ("doushouqi", "l4t1/r1d3c/2p4/E2w2e/7/7/1CW2D1/4PR1/T4L1 w - - 30 16"),
}


def measure(name: str, fen: str, depth: int) -> tuple[int, float]:
    state = boardgames.game(name).from_text(fen)
    fast = doushouqi.perft
    best = float("inf")
    for _ in range(3):
        start = time.perf_counter()
        nodes = fast(state, depth)
        best = min(best, time.perf_counter() - start)
    return nodes, best


def main() -> None:
    depth = int(sys.argv[1]) if len(sys.argv) > 1 else 4
    print(f"Python {sys.version.split()[0]}, perft depth {depth}, best of 3")
    for label, (name, fen) in POSITIONS.items():
        nodes, seconds = measure(name, fen, depth)
        print(f"{label:20s} {nodes:>10,d} nodes  {seconds:7.3f} s  {nodes / seconds:>12,.0f} nodes/s")


if __name__ == "__main__":
    main()
