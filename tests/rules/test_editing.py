"""The board editor's side of the engine (``boardgames.editing``, the API's
``setup``, ``puzzle`` and ``diagram``): every position text the editor makes
loads back into the editor and into a game unchanged, in every game; an
impossible position is said with the game's own reason and still drawn; a
puzzle's solution is checked for other ways."""

from __future__ import annotations

import random

import pytest

from boardgames.api import API

GAMES = [("doushouqi", {}), ("doushouqi", {"classic_elephant": True}), ("shakku", {}),
         ("shakku", {"board": 10}), ("shaturanga", {}), ("shaturanga", {"dice": True}),
         ("shuuro", {}), ("shuuro", {"mini": True})]
IDS = [f"{g}-{'-'.join(f'{k}={v}' for k, v in o.items()) or 'plain'}" for g, o in GAMES]
SHUURO_MATE = "3q1k/2N_._.p/1N4/6/6/K5 w - 1"     # rules/en/shuuro.html, the second puzzle
SHUURO = "12/8k3/12/8r3/12/12/12/6pp4/8R3/6p5/3PPPPP4/8K3 w - 1"


def ok(request: dict) -> dict:
    answer = API.handle(request)
    assert answer["ok"], answer
    return answer


def positions_of(game: str, options: dict, count: int = 12) -> list[str]:
    """Positions met in random games (each a text the game itself wrote)."""
    rng = random.Random(f"{game}{options}")
    found = []
    for _ in range(count * 3):          # (Shuuro's recruitment hides its positions: fewer found)
        if len(found) >= count:
            break
        match = ok({"op": "new", "game": game, "options": options, "seed": rng.randrange(1000)})
        view = match["view"]
        for _ in range(rng.randrange(1, 60)):
            if view["result"] or not view["moves"] and not view.get("throw"):
                break
            moves = [m["move"] for m in view["moves"]] or ["throw"]
            answer = API.handle({"op": "play", "match": match["match"], "move": rng.choice(moves)})
            if not answer["ok"]:
                break
            view = answer["view"]
        if view.get("position") and not view["secret"]:
            found.append(view["position"])
        API.handle({"op": "close", "match": match["match"]})
    return found


@pytest.mark.parametrize("game,options", GAMES, ids=IDS)
def test_a_position_round_trips_through_the_editor_and_the_game(game, options):
    start = ok({"op": "setup", "game": game, "options": options})
    texts = [start["position"]] + positions_of(game, options)
    if game == "shuuro":
        texts.append(SHUURO_MATE if options.get("mini") else SHUURO)
    for text in texts:
        apart = ok({"op": "setup", "game": game, "options": options, "position": text})
        if apart["problem"]:
            continue                      # the editor's empty Shuuro board: no Kings yet
        assert apart["position"] == text
        # Put together again from its squares and fields: the same text.
        together = ok({"op": "setup", "game": game, "options": options, "position": text,
                       "squares": apart["squares"], "fields": apart["fields"]})
        assert together["position"] == text and together["problem"] is None
        # And the game opens it as it is (the app, a <game-board>).
        opened = ok({"op": "new", "game": game, "options": options, "position": text})
        # (a draw the game makes at once, Shakku's first player, comes after it)
        at_start = ok({"op": "view", "match": opened["match"], "ply": 0})
        assert at_start["view"]["position"] == text
        API.handle({"op": "close", "match": opened["match"]})


@pytest.mark.parametrize("game,options", GAMES, ids=IDS)
def test_every_piece_of_the_palette_can_be_placed_and_removed(game, options):
    start = ok({"op": "setup", "game": game, "options": options})
    assert start["palette"], "an editor needs pieces to place"
    names = list(start["squares"]) or ["a1"]
    square = names[0]
    for entry in start["palette"]:
        squares = dict(start["squares"], **{square: entry["token"]})
        placed = ok({"op": "setup", "game": game, "options": options, "position": start["position"],
                     "squares": squares, "fields": start["fields"]})
        assert placed["squares"][square] == entry["token"]
        drawn = [p for p in placed["view"]["pieces"] if p["sq"] == square]
        if entry["piece"] is not None:
            assert drawn, (entry, placed["problem"])
        removed = ok({"op": "setup", "game": game, "options": options, "position": placed["position"],
                      "squares": {k: v for k, v in squares.items() if k != square},
                      "fields": placed["fields"]})
        assert square not in removed["squares"]


def test_an_impossible_position_says_the_games_reason_and_is_still_drawn():
    answer = ok({"op": "setup", "game": "doushouqi", "position": "empty",
                 "squares": {"a1": "L", "b1": "L", "g9": "l"}})
    assert answer["position"] == "6l/7/7/7/7/7/7/7/LL5 w - - 0 1"
    assert answer["problem"]["params"]["why"] == "doushouqi_twice"
    assert answer["view"]["draft"] is True and answer["view"]["moves"] == []
    assert sorted(p["sq"] for p in answer["view"]["pieces"]) == ["a1", "b1", "g9"]
    # A Shuuro board without Kings, a plinth drawn as terrain.
    shuuro = ok({"op": "setup", "game": "shuuro", "options": {"mini": True}, "position": "empty",
                 "squares": {"c3": "_.", "d4": "_N"}})
    assert shuuro["problem"]["params"]["why"] == "shuuro_one_king"
    plinths = sorted(t["sq"] for t in shuuro["view"]["terrain"] if t["kind"] == "plinth")
    assert plinths == ["c3", "d4"]
    assert [p["kind"] for p in shuuro["view"]["pieces"]] == ["N"]


@pytest.mark.parametrize("request_", [
    {"squares": {"z9": "L"}},                                  # no such square
    {"squares": {"a1": "X"}},                                  # no such piece
    {"squares": {"a1": "L L"}},
    {"squares": ["a1"]},
    {"fields": ["w", "- -"]},                                  # a field with a space
    {"fields": "w"},
    {"position": "7/7/7 w - - 0 1"},                          # three rows of nine
    {"position": "8/7/7/7/7/7/7/7/7 w - - 0 1"},              # a row too long
])
def test_a_malformed_edit_is_refused_with_a_reason(request_):
    answer = API.handle({"op": "setup", "game": "doushouqi", **request_})
    assert not answer["ok"]
    assert answer["error"]["params"]["why"].startswith("editor_") or \
        answer["error"]["code"] == "bad_request", answer


def test_the_controls_name_fields_that_exist():
    for game, options in GAMES:
        answer = ok({"op": "setup", "game": game, "options": options})
        for control in answer["controls"]:
            assert control["index"] < len(answer["fields"]), (game, control)
            value = answer["fields"][control["index"]]
            if control["part"] is not None:
                value = value[control["part"]]
            if control["choices"]:
                assert value in control["choices"], (game, control, value)


def test_a_puzzle_with_one_way_is_said_to_have_one():
    mate = ok({"op": "puzzle", "game": "shuuro", "options": {"mini": True}, "position": SHUURO_MATE,
               "solution": ["b4d5"]})
    assert mate == {"ok": True, "wins": True, "others": []}


def test_a_puzzle_with_another_winning_move_says_which():
    # Green's Rat one step from the den: walking in wins, and nothing else as quick
    # (a waiting move of the Lion wins a move later: no other solution)...
    one = ok({"op": "puzzle", "game": "doushouqi", "position": "l6/3R3/7/7/7/7/7/7/6L w - - 0 1",
              "solution": "d8d9"})
    assert one["wins"] and one["others"] == []
    # ... but with a Cat beside the den as well, either walks in: the editor says so.
    two = ok({"op": "puzzle", "game": "doushouqi", "position": "l1R1C2/7/7/7/7/7/7/7/6L w - - 0 1",
              "solution": "c9d9"})
    assert two["wins"] and two["others"] == [{"ply": 0, "move": "c9d9", "also": ["e9d9"]}]


def test_a_puzzle_whose_solution_is_no_move_is_refused():
    answer = API.handle({"op": "puzzle", "game": "doushouqi", "position": "l6/3R3/7/7/7/7/7/7/6L w - - 0 1",
                         "solution": "d8d7 a9a8 zz"})
    assert not answer["ok"]


def test_the_diagram_of_an_element_is_its_static_picture():
    answer = ok({"op": "diagram", "game": "doushouqi", "position": "l6/3R3/7/7/7/7/7/7/6L w - - 0 1",
                 "arrows": "d8d9", "highlight": "d9"})
    assert answer["svg"].startswith("<svg") and "marker" in answer["svg"]
    bad = API.handle({"op": "diagram", "game": "doushouqi", "arrows": "z1z2"})
    assert not bad["ok"]
