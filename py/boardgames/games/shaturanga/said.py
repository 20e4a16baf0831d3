"""Shaturanga's moves in words' parameters (``boardgames.said``):

* ``{"kind": "die", "player", "face"}``: the seat's die (5 and 6: throw
  again);
* ``{"kind": "move" | "capture", "player", "piece", "from", "to"}``, a
  capture with the piece ``taken`` and its owner ``taken_player``;
  ``promotion`` (the piece a Soldier became); ``player`` is the army moved
  and ``seat`` the turn's seat when they differ (a commander's move);
* ``{"kind": "exchange_offer" | "exchange_accept" | "exchange_decline",
  "player"}``;
* the actions (``core.actions``): ``{"kind": "resign" | "draw_offer" |
  "draw_accept", "player"}`` (a resignation concedes for the player's team);

and on any of them ``check`` (the players whose Radjah is in check after
it, when any) and ``events``: what followed by the rules, each ``{"event",
"player"}``: ``command`` (took command from the ally's throne),
``captured`` / ``mated`` (a Radjah lost), ``command_ended``, ``pass`` (no
legal move), ``lost_turn`` (with the die's ``face``: neither the piece
named nor a Soldier could move), ``returned`` (a Radjah back, with its
``square``)."""

from __future__ import annotations

from .board import DIE, EX_ACCEPT, EX_DECLINE, EX_OFFER, LETTERS, SQUARES

EXCHANGE = {EX_OFFER: "exchange_offer", EX_ACCEPT: "exchange_accept",
            EX_DECLINE: "exchange_decline"}
ACTIONS = ("resign", "draw_offer", "draw_accept")
TOLD = ("command", "captured", "mated", "command_ended", "pass", "lost_turn", "returned")


def word(state, move: str) -> dict:
    action = state.action_said(move)
    if action is not None:
        return action
    m = state.parse_move(move)
    if m in EXCHANGE:
        return {"kind": EXCHANGE[m], "player": state.to_move}
    if m >= DIE:
        return {"kind": "die", "player": state.seat, "face": m - DIE}
    frm, to, promo = m & 63, (m >> 6) & 63, m >> 12
    piece, target = state.board[frm], state.board[to]
    entry = {"kind": "capture" if target else "move", "player": piece >> 3,
             "piece": LETTERS[piece & 7], "from": SQUARES[frm], "to": SQUARES[to]}
    if piece >> 3 != state.seat:
        entry["seat"] = state.seat
    if target:
        entry["taken"], entry["taken_player"] = LETTERS[target & 7], target >> 3
    if promo:
        entry["promotion"] = LETTERS[promo]
    return entry


def after(state, entry: dict) -> None:
    if entry["kind"] in ACTIONS:
        return                         # an action moves nothing: no event, no check
    events = []
    for event in state.stack[-1][2]:
        if event[0] not in TOLD:
            continue
        told = {"event": event[0], "player": event[1]}
        if event[0] == "lost_turn":
            told["face"] = event[2]
        if event[0] == "returned":
            told["square"] = SQUARES[event[2]]
        events.append(told)
    if events:
        entry["events"] = events
    if entry["kind"] in ("move", "capture", "exchange_accept"):
        check = [p for p in range(4) if not state.lost[p] and state.in_check(p)]
        if check:
            entry["check"] = check
