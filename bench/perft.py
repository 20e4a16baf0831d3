"""Perft speed under CPython: nodes per second, counting the last ply in bulk.

    python bench/perft.py [depth]      (depth of the Dou Shou Qi rows, 4 by default)

Prints one line per game position measured.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "py"))

import boardgames  # noqa: E402

# label -> (game, position, depth); depth None: the depth given on the command line
POSITIONS = {
    "doushouqi start": ("doushouqi", "start", None),
    "doushouqi midgame": ("doushouqi",
                          "l4t1/r1d3c/2p4/E2w2e/7/7/1CW2D1/4PR1/T4L1 w - - 30 16", None),
    "shuuro 64 pieces": ("shuuro",
                         "nqrrr1nrrnnr/1b_.2qkpbpbq/p1p3pppppp/4p4_.2/1R3_.b5/4n1_.5/"
                         "1_.3b1B3_./1_.1N3_.2b1/1N10/PPPP2PPPP1N/1RRP1NRPB1P1/BRB1NBQKQBRQ "
                         "w - 159 halfmove=14", 3),
    "shakku start (chance)": ("shakku", "start", 5),
    "shaturanga start": ("shaturanga", "start", 5),
}


def measure(name: str, text: str, depth: int) -> tuple[int, float]:
    game = boardgames.game(name)
    state = game.new(seed=0) if text == "start" else game.from_text(text)
    best = float("inf")
    for _ in range(3):
        start = time.perf_counter()
        nodes = state.perft(depth)
        best = min(best, time.perf_counter() - start)
    return nodes, best


def main() -> None:
    depth = int(sys.argv[1]) if len(sys.argv) > 1 else 4
    print(f"Python {sys.version.split()[0]}, perft (last ply counted in bulk; chance "
          f"outcomes count as plies), best of 3")
    for label, (name, text, fixed) in POSITIONS.items():
        d = fixed or depth
        nodes, seconds = measure(name, text, d)
        print(f"{label:22s} depth {d}  {nodes:>10,d} nodes  {seconds:7.3f} s  "
              f"{nodes / seconds:>12,.0f} nodes/s")


if __name__ == "__main__":
    main()
