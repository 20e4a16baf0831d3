"""Shakku's moves in words' parameters (``boardgames.said``):

* ``{"kind": "first", "player"}``: who plays first, drawn;
* ``{"kind": "throw", "player", "sticks": ["X", "II", "-"]}``: the three
  stick dice, as written;
* ``{"kind": "pawn" | "stack", "player", "die", "from", "to"}`` (a stack:
  its ``height``), ``{"kind": "activate", "player", "from", "to"}``, ``{"kind":
  "king", "player", "die", "from", "to"}``, ``{"kind": "wait", "player",
  "die", "from"}`` (a pawn that leaves to wait beside its start line),
  ``{"kind": "reenter", "player", "die", "to"}``;

and on any move ``captured`` (the pawns taken, when any), ``took_king``
(the pawn became the King's marker), ``passed`` (``{"reason", "lost"}``:
the turn passed on that throw or that move, and the faces lost); the
actions (``core.actions``): ``{"kind": "resign" | "draw_offer" |
"draw_accept", "player"}``."""

from __future__ import annotations

from .board import (ACTIVATE, FACES, FIRST, KING, OFF, PAWN, REENTER, STACK, THROW, THROWS)

ACTIONS = ("resign", "draw_offer", "draw_accept")
KIND = {PAWN: "pawn", STACK: "stack", ACTIVATE: "activate", KING: "king", REENTER: "reenter"}


def word(state, move: str) -> dict:
    action = state.action_said(move)
    if action is not None:
        return action
    m = state.parse_move(move)
    kind = m & 7
    if kind == FIRST:
        return {"kind": "first", "player": m >> 5 & 63}
    if kind == THROW:
        return {"kind": "throw", "player": state.turn,
                "sticks": [FACES[f] for f in THROWS[m >> 5 & 63][0]]}
    names = state.geo.names
    d, a, q = m >> 3 & 3, m >> 5 & 63, m >> 11 & 63
    entry = {"kind": KIND[kind], "player": state.turn}
    if kind != ACTIVATE:
        entry["die"] = d
    if kind in (PAWN, STACK, KING, ACTIVATE):
        entry["from"] = names[a]
    if kind == STACK:
        entry["height"] = state.cnt[state.turn][a]
    if q == OFF:
        entry["kind"] = "wait"
    else:
        entry["to"] = names[q]
    return entry


def after(state, entry: dict) -> None:
    if entry["kind"] in ACTIONS:
        return                         # an action moves nothing and passes no turn
    if entry["kind"] not in ("first", "throw"):
        _, captured, took, _, _ = state.last
        if captured:
            entry["captured"] = captured
        if took:
            entry["took_king"] = True
    before = state.stack[-1][11]       # the snapshot's "passed": a pass this move made is new
    if state.passed is not None and state.passed is not before:
        _, reason, lost = state.passed
        entry["passed"] = {"reason": reason, "lost": [FACES[f] for f in lost]}
