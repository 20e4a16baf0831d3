"""How hard each level looks.  Lower levels search shallow and choose
among the moves with some chance (``temperature``, in hundredths of a pawn:
the larger, the more often a worse move); the strongest searches until its
time per move is up.  Node budgets make the levels the same on every
machine, and the time cap keeps a slow machine from waiting long."""

from __future__ import annotations

from dataclasses import dataclass

from ..core import BadRequest


@dataclass(frozen=True)
class Level:
    number: int
    name: str
    depth: int
    nodes: int | None = None
    temperature: float = 0.0
    ms: int | None = 5000
    """At most this long a move (None: the time asked for, the strongest)."""


LEVELS = (
    Level(1, "beginner", depth=1, temperature=400.0),
    Level(2, "novice", depth=1, temperature=40.0),
    Level(3, "casual", depth=2, nodes=3_000, temperature=10.0),
    Level(4, "club", depth=3, nodes=8_000),
    Level(5, "expert", depth=5, nodes=25_000),
    Level(6, "strongest", depth=64, ms=None),
)
STRONGEST = LEVELS[-1]


def level(number) -> Level:
    """The level numbered ``number`` (1 to 6; None: the strongest)."""
    if number is None:
        return STRONGEST
    if isinstance(number, bool) or not isinstance(number, int) or \
            not 1 <= number <= len(LEVELS):
        raise BadRequest(f"the level is a whole number from 1 to {len(LEVELS)}",
                         why="bad_level", value=str(number)[:40])
    return LEVELS[number - 1]
