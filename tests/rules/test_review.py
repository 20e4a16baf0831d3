"""Looking back at a past position (op ``view`` with ``ply``): the view of
that position, for the same seat, while the match itself does not change."""

from __future__ import annotations

import json
import os
import sys

import pytest

try:
    import boardgames  # noqa: F401
except ImportError:  # running without PYTHONPATH=py
    sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "py"))

from boardgames.api import Api

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))
from schema_check import check  # noqa: E402


def ok(answer):
    assert answer["ok"] is True, answer
    return answer


def play_all(api, match, moves, player=None):
    view = None
    for move in moves:
        view = ok(api.handle({"op": "play", "match": match, "move": move, "player": player}))["view"]
    return view


def looked_at(api, match, ply, player=None):
    return ok(api.handle({"op": "view", "match": match, "ply": ply, "player": player}))["view"]


def snapshot(api, match, player=None):
    """What the match is: its record, its moves to redo and its live view."""
    saved = ok(api.handle({"op": "record", "match": match}))
    live = ok(api.handle({"op": "view", "match": match, "player": player}))["view"]
    return saved["record"], saved["redo"], live


def test_a_past_position_is_shown_and_the_match_is_untouched():
    api = Api()
    answer = ok(api.handle({"op": "new", "game": "doushouqi", "seed": 3}))
    match, start = answer["match"], answer["view"]
    play_all(api, match, ["a3a4", "g7g6", "a4a5", "g6g5"])
    ok(api.handle({"op": "undo", "match": match}))          # a move to redo, kept too
    before = snapshot(api, match)
    for ply in range(0, 4):
        view = looked_at(api, match, ply)
        assert check(view) == [], check(view)
        assert view["ply"] == ply and view["history"] == ["a3a4", "g7g6", "a4a5"][:ply]
        assert view["can_undo"] is False and view["can_redo"] is False
        assert view["turns"] == before[2]["turns"][:ply]
        if "said" in view:                     # the move list's words, cut there too
            assert view["said"] == before[2]["said"][:ply]
    # The start: the pieces of the start, no last move.
    first = looked_at(api, match, 0)
    assert first["pieces"] == start["pieces"] and first["last_move"] is None
    # After the second move: Red's g7g6 is the last move, the rat (a3) stood on a4.
    second = looked_at(api, match, 2)
    assert second["last_move"]["from"] == "g7" and second["last_move"]["to"] == "g6"
    assert {p["sq"] for p in second["pieces"]} >= {"a4", "g6"}
    assert second["to_move"] == 0
    # The last ply is the live position itself.
    assert looked_at(api, match, 3)["pieces"] == before[2]["pieces"]
    assert snapshot(api, match) == before


@pytest.mark.parametrize("ply", [-1, 4, 99, "2", 1.5, True, [1]])
def test_a_ply_outside_the_game_is_refused_clearly(ply):
    api = Api()
    match = ok(api.handle({"op": "new", "game": "doushouqi"}))["match"]
    play_all(api, match, ["a3a4", "g7g6", "a4a5"])
    before = snapshot(api, match)
    answer = api.handle({"op": "view", "match": match, "ply": ply})
    assert answer["ok"] is False
    assert answer["error"]["code"] == "bad_request"
    assert answer["error"]["params"]["why"] == "bad_ply"
    assert answer["error"]["params"]["last"] == 3
    assert snapshot(api, match) == before


def test_a_hidden_shuuro_purchase_stays_hidden_in_the_past():
    api = Api()
    answer = ok(api.handle({"op": "new", "game": "shuuro", "seed": 11, "options": {"mini": True}}))
    match = answer["match"]
    play_all(api, match, ["+Q", "done"], player=0)          # Blue buys in secret
    before = snapshot(api, match, 1)
    for seat in (None, 1):
        view = looked_at(api, match, 1, seat)
        text = json.dumps(view)
        assert view["history"] == ["?"]
        assert '"+Q"' not in text and view["position"] is None and view["last_move"] is None
        assert view["panels"]["players"][0]["army"] is None
    # Blue himself may see his own purchase.
    assert looked_at(api, match, 1, 0)["history"] == ["+Q"]
    # Once both armies are confirmed, the live view shows them; the past
    # position of the recruitment still hides Blue's, as it did then.
    assert snapshot(api, match, 1) == before
    play_all(api, match, ["+R", "done"], player=1)
    revealed = snapshot(api, match)
    assert revealed[2]["history"][:2] == ["+Q", "done"]
    past = looked_at(api, match, 2, None)
    assert past["history"] == ["?", "done"] and '"+Q"' not in json.dumps(past)
    assert [entry["kind"] for entry in past["said"]] == ["secret", "army_hidden"]
    assert snapshot(api, match) == revealed


def test_a_look_back_replays_the_game_once(monkeypatch):
    """The words of a past position are the live match's, cut there: a step
    of the review replays the moves once (the past state), not a second
    time for the words."""
    from boardgames import record
    api = Api()
    match = ok(api.handle({"op": "new", "game": "doushouqi", "seed": 3}))["match"]
    play_all(api, match, ["a3a4", "g7g6", "a4a5", "g6g5", "a5a6"])
    starts = []
    real = record.Record.start
    monkeypatch.setattr(record.Record, "start", lambda self: starts.append(1) or real(self))
    view = looked_at(api, match, 3)
    assert len(starts) == 1
    assert [entry["to"] for entry in view["said"]] == ["a4", "g6", "a5"]


def test_a_past_position_of_a_dice_game_keeps_its_dice():
    api = Api()
    answer = ok(api.handle({"op": "new", "game": "shakku", "seed": 5}))
    match = answer["match"]
    view = answer["view"]
    for _ in range(6):                       # throws and moves, whatever the dice say
        if view["result"]:
            break
        move = "throw" if view["throw"] is not None else view["moves"][0]["move"]
        view = ok(api.handle({"op": "play", "match": match, "move": move}))["view"]
    before = snapshot(api, match)
    for ply in range(0, view["ply"] + 1):
        past = looked_at(api, match, ply)
        assert check(past) == [], check(past)
        assert past["chance"] == [i for i in view["chance"] if i < ply]
        assert past["history"] == view["history"][:ply]
    assert snapshot(api, match) == before
