"""What diagrams ask of the API: a line of moves replayed at ``new``, fixed
throws (``dice``), and stepping through a game with ``goto``."""

from __future__ import annotations

import os
import sys

try:
    import boardgames  # noqa: F401
except ImportError:  # running without PYTHONPATH=py
    sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "py"))

from boardgames.api import Api


def test_new_replays_a_line_of_moves():
    answer = Api().handle({"op": "new", "game": "doushouqi", "moves": "a3a4 g7g6 a4a5"})
    assert answer["ok"] and answer["view"]["history"] == ["a3a4", "g7g6", "a4a5"]


def test_a_bad_line_names_the_move_and_opens_nothing():
    api = Api()
    answer = api.handle({"op": "new", "game": "doushouqi", "moves": ["a3a4", "a4a9"]})
    assert answer["error"]["code"] == "bad_record" and answer["error"]["params"]["ply"] == 2
    assert api.matches == {}


def test_fixed_dice_are_thrown_in_order_then_the_seed():
    api = Api()
    answer = api.handle({"op": "new", "game": "shakku", "seed": 3,
                         "dice": ["first:blue", "throw:X.II.-"]})
    assert answer["view"]["history"] == ["first:blue"]
    view = api.handle({"op": "play", "match": answer["match"], "move": "throw"})["view"]
    assert view["history"] == ["first:blue", "throw:X.II.-"]


def test_a_throw_the_dice_cannot_give_is_refused():
    answer = Api().handle({"op": "new", "game": "shaturanga", "options": {"dice": True},
                           "dice": ["die:9"]})
    assert answer["error"]["params"]["why"] == "bad_dice"


def test_a_line_may_leave_the_games_own_throws_out():
    """Shaturanga's die is thrown by the game: a line of moves alone replays,
    the throws coming from ``dice``."""
    api = Api()
    opened = api.handle({"op": "new", "game": "shaturanga", "options": {"dice": True},
                         "dice": ["die:4", "die:4"]})
    legal = [m["move"] for m in opened["view"]["moves"]]
    again = api.handle({"op": "new", "game": "shaturanga", "options": {"dice": True},
                        "dice": ["die:4", "die:4"], "moves": [legal[0]]})
    assert again["ok"] and again["view"]["history"] == ["die:4", legal[0], "die:4"]


def test_goto_steps_through_the_game_both_ways():
    api = Api()
    match = api.handle({"op": "new", "game": "doushouqi", "moves": "a3a4 g7g6 a4a5"})["match"]
    assert api.handle({"op": "goto", "match": match, "ply": 1})["view"]["history"] == ["a3a4"]
    assert api.handle({"op": "goto", "match": match, "ply": 0})["view"]["history"] == []
    view = api.handle({"op": "goto", "match": match, "ply": 3})["view"]
    assert view["history"] == ["a3a4", "g7g6", "a4a5"] and not view["can_redo"]
    assert api.handle({"op": "goto", "match": match, "ply": -1})["ok"] is False
