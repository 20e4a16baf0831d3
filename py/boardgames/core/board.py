"""Squares and grids: every game's board is a grid of files (a, b, ...) and
ranks (1, 2, ...)."""

from __future__ import annotations

FILES = "abcdefghijklmnopqrstuvwxyz"


def square_name(file: int, rank: int) -> str:
    """``square_name(0, 0) == "a1"``; ranks may pass 9 (Shuuro's ``e12``)."""
    return f"{FILES[file]}{rank + 1}"


def parse_square(text: str, width: int, height: int) -> tuple[int, int]:
    """``"c4"`` -> ``(2, 3)``; raises ``ValueError`` off the board."""
    if len(text) < 2 or text[0] not in FILES[:width] or not text[1:].isdigit():
        raise ValueError(f"not a square: {text!r}")
    rank = int(text[1:]) - 1
    if not 0 <= rank < height:
        raise ValueError(f"not a square: {text!r}")
    return FILES.index(text[0]), rank


def grid(width: int, height: int) -> dict:
    """A board's grid in the view: its size and the labels of its edges."""
    return {"width": width, "height": height, "files": list(FILES[:width]),
            "ranks": [str(rank) for rank in range(1, height + 1)]}
