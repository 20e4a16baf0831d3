"""Shuuro's moves in words' parameters (``boardgames.said``):

* recruitment: ``{"kind": "buy" | "sell", "player", "piece"}``,
  ``{"kind": "preset", "player"}`` (the balanced army), ``{"kind": "army",
  "player", "pieces": {"K": 1, "Q": 2, ...}}`` (``done``: the army bought);
  while the armies are secret, a purchase the viewer may not see reads
  ``{"kind": "secret", "player"}`` and its ``done`` ``{"kind":
  "army_hidden", "player"}`` (the page says only that an army was bought);
* dice: ``{"kind": "plinth", "player", "column", "row", "square",
  "placed"}`` (a repeated square places none), ``{"kind": "roll", "roll":
  "order" | "initiative", "dice": [blue, red], "first"}`` (``first``: who
  deploys or moves first by it, null on a tie);
* deployment: ``{"kind": "deploy", "player", "piece", "to"}``;
* combat: ``{"kind": "move" | "capture", "player", "piece", "from", "to"}``
  (``taken``; ``en_passant``; ``promotion``), then ``check`` (the player
  in check, in a list as in Shaturanga) or ``mate``;
* actions: ``{"kind": "resign" | "draw_offer" | "draw_accept" | "timeout",
  "player"}``."""

from __future__ import annotations

from .board import COLOUR, EP_FLAG, LETTERS, PAWN, PLINTHS, RECRUIT
from .notation import DICE_RE, PLACE_RE

ACTIONS = {"resign": "resign", "offer": "draw_offer", "accept": "draw_accept",
           "timeout": "timeout"}
PURCHASES = ("buy", "sell", "preset")


def word(state, move: str) -> dict:
    text = move.strip()
    action, _, who = text.partition(":")
    if action in ACTIONS:
        player = COLOUR.index(who) if who else state.to_move
        return {"kind": ACTIONS[action], "player": player}
    dice = DICE_RE.fullmatch(text)
    if dice:
        if state.phase == PLINTHS:
            return {"kind": "plinth", "player": state._roller(), "column": int(dice.group(2)),
                    "row": int(dice.group(3))}
        return {"kind": "roll", "roll": state.phase,
                "dice": [int(dice.group(2)), int(dice.group(3))]}
    player = state.to_move
    if state.phase == RECRUIT:
        if text == "done":
            army = state.army[player]
            return {"kind": "army", "player": player,
                    "pieces": {LETTERS[t]: army[t] for t in range(1, 7) if army[t]}}
        if text == "preset":
            return {"kind": "preset", "player": player}
        return {"kind": "buy" if text[0] == "+" else "sell", "player": player,
                "piece": text[1].upper()}
    placed = PLACE_RE.fullmatch(text)
    if placed:
        return {"kind": "deploy", "player": player, "piece": placed.group(1).upper(),
                "to": placed.group(2)}
    m = state.parse_move(text)
    names = state.geo.names
    frm, to, promo = m & 255, (m >> 8) & 255, (m >> 16) & 7
    piece, target = state.board[frm], state.board[to]
    entry = {"kind": "move", "player": player, "piece": LETTERS[piece & 7],
             "from": names[frm], "to": names[to]}
    if target or m & EP_FLAG:
        entry["kind"] = "capture"
        entry["taken"] = LETTERS[target & 7] if target else LETTERS[PAWN]
    if m & EP_FLAG:
        entry["en_passant"] = True
    if promo:
        entry["promotion"] = LETTERS[promo]
    return entry


def after(state, entry: dict) -> None:
    kind = entry["kind"]
    if kind == "plinth":
        entry["square"], entry["placed"] = state.dice[3], state.dice[4]
    elif kind == "roll":
        blue, red = entry["dice"]
        entry["first"] = state._first_of_roll(entry["roll"], blue, red, blue != red)
    elif kind in ("move", "capture"):
        result = state.result()
        if result is not None and result.reason == "checkmate":
            entry["mate"] = True
        elif state.in_check(entry["player"] ^ 1):
            entry["check"] = [entry["player"] ^ 1]


def hide(state, entries: list[dict], player: int | None) -> list[dict]:
    """While the armies are secret (``ShuuroView.public_moves``), another
    player's purchases say only that they were made, and his ``done`` only
    that an army was bought: not what, nor in how many clicks."""
    if state.phase != RECRUIT:
        return entries
    out = []
    for entry in entries:
        if entry.get("player") != player and entry["kind"] in PURCHASES:
            entry = {"kind": "secret", "player": entry["player"]}
        elif entry.get("player") != player and entry["kind"] == "army":
            entry = {"kind": "army_hidden", "player": entry["player"]}
        out.append(entry)
    return out
