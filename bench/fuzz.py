"""The fuzzer of tests/rules/fuzz.py, run for longer: random and mutated
positions, moves, records, options, JSON requests and command lines thrown at
every entry point of the rules, under CPython.

    python bench/fuzz.py                 # 60 s
    python bench/fuzz.py --seconds 600 --seed 7

Prints the cases thrown and refused per entry point, the rate, and every
failure (a crash, an unclear refusal, a refusal that changed something);
exits 1 if there was one.
"""

from __future__ import annotations

import argparse
import os
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path[:0] = [os.path.join(ROOT, "py"), os.path.join(ROOT, "tests", "rules")]

from fuzz import Corpus, Fuzzer  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    started = time.perf_counter()
    corpus = Corpus(games=3, plies=250)
    print(f"corpus: {len(corpus.positions)} positions, {len(corpus.moves)} moves, "
          f"{len(corpus.records)} records ({time.perf_counter() - started:.1f} s)")
    fuzzer, failures = Fuzzer(corpus, args.seed), []
    started = time.perf_counter()
    while time.perf_counter() - started < args.seconds:
        fuzzer.run(200, failures)
    elapsed = time.perf_counter() - started
    total = sum(n for n, _ in fuzzer.counts.values())
    print(f"{'entry point':<14}{'cases':>9}{'refused':>9}")
    for entry, (cases, refused) in sorted(fuzzer.counts.items()):
        print(f"{entry:<14}{cases:>9}{refused:>9}")
    print(f"{total} cases in {elapsed:.1f} s ({total / elapsed:.0f} a second), "
          f"{len(failures)} failures")
    for failure in dict.fromkeys(failures):
        print("FAIL", failure[:500])
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
