"""Helpers for the views games build (the shape ``api`` documents)."""

from __future__ import annotations

from collections.abc import Callable


def tell_apart(moves: list[dict], choice: Callable[[dict], dict]) -> list[dict]:
    """Give each move of ``moves`` (view entries) that shares its ``from``
    and ``to`` with another one a ``"choice"``: ``choice(move)``, what tells
    it apart in words (``{"kind": "promotion", "piece": "Q"}``, ``{"kind":
    "stack", "die": 3}``), so the page can ask which one is meant.  Returns
    ``moves``."""
    groups: dict[tuple, list[dict]] = {}
    for move in moves:
        if move["to"] is not None:
            groups.setdefault((move["from"], move["to"]), []).append(move)
    for group in groups.values():
        if len(group) > 1:
            for move in group:
                move["choice"] = choice(move)
    return moves
