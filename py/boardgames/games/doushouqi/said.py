"""Dou Shou Qi's moves in words' parameters (``boardgames.said``): an
animal's step or jump, ``{"kind": "move", "player", "piece", "from",
"to"}``, or its capture, ``"kind": "capture"`` with the animal ``taken``;
``"den": true`` when it enters the enemy den (and wins); the actions
(``core.actions``): ``{"kind": "resign" | "draw_offer" | "draw_accept",
"player"}``."""

from __future__ import annotations

from .board import LETTERS, SQUARES, animal, owner


def word(state, move: str) -> dict:
    action = state.action_said(move)
    if action is not None:
        return action
    m = state.parse_move(move)
    frm, to = m >> 6, m & 63
    piece, target = state.board[frm], state.board[to]
    entry = {"kind": "capture" if target else "move", "player": owner(piece),
             "piece": LETTERS[animal(piece)], "from": SQUARES[frm], "to": SQUARES[to]}
    if target:
        entry["taken"] = LETTERS[animal(target)]
    return entry


def after(state, entry: dict) -> None:
    result = state.result()
    if result is not None and result.reason == "den":
        entry["den"] = True
