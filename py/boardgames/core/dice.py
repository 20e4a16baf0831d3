"""The seeded dice: the same seed and ply give the same throw under CPython
and Pyodide, so a recorded game replays exactly and undo never re-rolls."""

from __future__ import annotations


class Rng:
    """A small seeded generator (SplitMix64) that gives the same numbers under
    CPython and Pyodide, so that a recorded seed replays a game exactly."""

    MASK = (1 << 64) - 1

    def __init__(self, seed: int) -> None:
        self.state = seed & self.MASK

    def next64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & self.MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & self.MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & self.MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A whole number in ``range(n)``, without modulo bias."""
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next64()
            if x < limit:
                return x % n


def draw(outcomes: list[tuple[str, float]], seed: int, ply: int) -> str:
    """The chance outcome thrown at ``ply`` of the game seeded ``seed``.

    The same seed and ply always give the same outcome, so taking a move back
    and playing it again never re-rolls the dice."""
    rng = Rng(seed ^ ((ply + 1) * 0xD1B54A32D192ED03))
    x = (rng.next64() >> 11) / float(1 << 53)
    for outcome, probability in outcomes:
        x -= probability
        if x < 0:
            return outcome
    return outcomes[-1][0]
