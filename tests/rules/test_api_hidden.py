"""Hidden information through the JSON facade: a view for one seat never
holds what that seat may not see (Shuuro's armies during recruitment)."""

from __future__ import annotations

import json

import pytest

from boardgames.api import Api
from boardgames.core import State


def new(api, player=None, **options):
    answer = api.handle({"op": "new", "game": "shuuro", "options": options, "seed": 11,
                         "player": player})
    assert answer["ok"], answer
    return answer["match"], answer["view"]


def play(api, match, move, player=None):
    answer = api.handle({"op": "play", "match": match, "move": move, "player": player})
    assert answer["ok"], answer
    return answer["view"]


def view(api, match, player=None):
    answer = api.handle({"op": "view", "match": match, "player": player})
    assert answer["ok"], answer
    return answer["view"]


def test_default_public_moves_are_unchanged():
    assert State.public_moves(State(), ["a3a4", "g7g6"]) == ["a3a4", "g7g6"]
    api = Api()
    answer = api.handle({"op": "new", "game": "doushouqi", "player": 1})
    assert answer["ok"]
    v = play(api, answer["match"], "a3a4", 1)
    assert v["history"] == ["a3a4"] and v["viewer"] == 1


def test_blue_purchases_are_hidden_from_red_and_from_the_hot_seat_view():
    api = Api()
    match, _ = new(api, player=0)
    play(api, match, "+Q", 0)
    play(api, match, "+R", 0)
    blue = play(api, match, "done", 0)
    assert blue["history"] == ["+Q", "+R", "done"]
    for seat in (None, 1):
        v = view(api, match, seat)
        text = json.dumps(v)
        assert v["history"] == ["?", "?", "done"]
        assert v["panels"]["players"][0]["army"] is None
        assert v["panels"]["players"][0]["left"] is None
        assert v["position"] is None and v["last_move"] is None
        if seat is None:       # the hot-seat view offers no purchase at all
            assert '"+Q"' not in text and '"+R"' not in text
    red = play(api, match, "+N", 1)
    assert red["history"] == ["?", "?", "done", "+N"]
    assert red["panels"]["players"][1]["army"]["N"] == 1
    assert red["panels"]["players"][0]["army"] is None
    # Blue may not look at Red's purchases either.
    assert view(api, match, 0)["history"] == ["+Q", "+R", "done", "?"]
    assert view(api, match, 0)["moves"] == []      # not Blue's turn: nothing to offer


def test_everything_is_revealed_once_both_confirmed():
    api = Api()
    match, _ = new(api, mini=True)
    for move, seat in (("+Q", 0), ("done", 0), ("+R", 1), ("done", 1)):
        v = play(api, match, move, seat)
    for seat in (None, 0, 1):
        v = view(api, match, seat)
        assert v["history"][:4] == ["+Q", "done", "+R", "done"]
        assert v["panels"]["players"][0]["army"] is not None
        assert v["position"] is not None


def test_the_shop_is_only_shown_to_the_buyer():
    api = Api()
    match, hot = new(api)
    assert hot["panels"]["shop"] is None and hot["moves"] == []
    blue = view(api, match, 0)
    assert [row["piece"] for row in blue["panels"]["shop"]] == list("KQRBNP")
    assert "+Q" in [m["move"] for m in blue["moves"]]


def test_undo_redo_and_load_take_the_player_too():
    api = Api()
    match, _ = new(api, player=0)
    play(api, match, "+Q", 0)
    play(api, match, "+R", 0)
    undone = api.handle({"op": "undo", "match": match, "player": 1})
    assert undone["ok"] and undone["view"]["history"] == ["?"]
    redone = api.handle({"op": "redo", "match": match, "player": None})
    assert redone["ok"] and redone["view"]["history"] == ["?", "?"]
    play(api, match, "done", 0)
    record = api.handle({"op": "record", "match": match})["record"]
    loaded = api.handle({"op": "load", "record": record, "player": 1})
    assert loaded["ok"] and loaded["view"]["history"] == ["?", "?", "done"]
    assert loaded["view"]["panels"]["players"][0]["army"] is None


@pytest.mark.parametrize("bad", [2, -1, "blue", True, 0.5])
def test_a_bad_player_is_refused(bad):
    api = Api()
    match, _ = new(api)
    answer = api.handle({"op": "view", "match": match, "player": bad})
    assert not answer["ok"] and answer["error"]["code"] == "bad_request"
    assert answer["error"]["params"]["why"] == "bad_arguments"
    answer = api.handle({"op": "play", "match": match, "move": "+Q", "player": bad})
    assert not answer["ok"]
    assert api.handle({"op": "view", "match": match})["view"]["ply"] == 0   # nothing played


def test_plinth_rolls_are_listed_with_repeats():
    api = Api()
    match, _ = new(api)
    play(api, match, "done", 0)
    v = play(api, match, "done", 1)
    rolls = v["panels"]["rolls"]
    assert len(rolls) == 8
    assert [r["quarter"] for r in rolls] == [0, 0, 1, 1, 2, 2, 3, 3]
    placed = {r["square"] for r in rolls if r["placed"]}
    assert placed == {c["sq"] for c in v["terrain"] if c["kind"] == "plinth"}


def test_the_shop_says_why_a_purchase_is_refused():
    api = Api()
    match, _ = new(api, player=0, mini=True)
    v = view(api, match, 0)
    shop = {row["piece"]: row for row in v["panels"]["shop"]}
    assert shop["K"]["refused"] == "king" and shop["Q"]["refused"] is None
    moves = {m["move"] for m in v["moves"]}
    for row in shop.values():
        assert (row["refused"] is None) == ("+" + row["piece"] in moves)
    v = play(api, match, "+Q", 0)
    shop = {row["piece"]: row for row in v["panels"]["shop"]}
    assert shop["Q"]["refused"] == "budget"       # 90 points left
    assert v["panels"]["players"][0]["left"] == 90
