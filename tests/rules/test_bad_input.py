"""Bad input at the API, the records, the options and the command line:
refused with a stable code and a short message, and nothing changes.  Saved
games keep their redo and their repetition history."""

from __future__ import annotations

import json
import os
import sys

import pytest

try:
    import boardgames
except ImportError:  # running without PYTHONPATH=py
    sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "py"))
    import boardgames

from boardgames import BadOption, BadRecord, record as records
from boardgames.__main__ import main
from boardgames.api import API, Api, handle_json


def refused(answer: dict, code: str, why: str) -> dict:
    assert answer["ok"] is False, answer
    assert (answer["error"]["code"], answer["error"]["params"].get("why")) == (code, why), answer
    assert len(answer["error"]["message"]) < 300
    return answer["error"]


def test_deeply_nested_json_is_refused():
    refused(json.loads(handle_json("[" * 200_000)), "bad_request", "bad_json")
    refused(json.loads(handle_json('{"op": "new", "game": ' + "[" * 200_000)), "bad_request",
            "bad_json")


def test_a_request_too_large_is_refused():
    refused(json.loads(handle_json(json.dumps({"op": "play", "match": 1, "move": "x" * 5_000_000}))),
            "bad_request", "too_large")


def test_a_long_move_is_not_echoed_whole():
    api = API                                  # the one handle_json serves
    match = api.handle({"op": "new", "game": "doushouqi"})["match"]
    answer = json.loads(handle_json(json.dumps({"op": "play", "match": match, "move": "a" * 100_000})))
    assert len(json.dumps(answer)) < 1000
    refused(answer, "illegal_move", "not_a_move")


def test_unknown_op_and_bad_arguments_are_refused():
    api = Api()
    refused(api.handle({"op": "fly"}), "bad_request", "unknown_op")
    refused(api.handle({"op": "new", "gmae": "doushouqi"}), "bad_request", "bad_arguments")
    refused(api.handle({"op": "play", "match": True, "move": "a3a4"}), "bad_request", "no_match")
    assert api.matches == {}


def test_an_odd_request_id_is_not_echoed():
    answer = json.loads(handle_json(json.dumps({"op": "games", "id": [[1]]})))
    assert answer["ok"] and "id" not in answer
    assert json.loads(handle_json(json.dumps({"op": "games", "id": 7})))["id"] == 7


@pytest.mark.parametrize("value", [" true", "true ", "maybe", 1.5, None, [], "1.0"])
def test_boolean_options_are_written_exactly(value):
    with pytest.raises(BadOption) as info:
        boardgames.game("doushouqi", classic_elephant=value)
    assert info.value.params["why"] == "not_bool"


@pytest.mark.parametrize("value", [" 10", "10 ", "1 0", "10.5", 10.5, "1e1", "²", "ten", None])
def test_number_options_refuse_spaces_and_fractions(value):
    with pytest.raises(BadOption) as info:
        boardgames.game("shakku", board=value)
    assert info.value.params["why"] in ("not_int", "not_choice")


def test_number_options_take_exact_numbers():
    assert boardgames.game("shakku", board="10").options["board"] == 10
    assert boardgames.game("shakku", board=10.0).options["board"] == 10
    assert boardgames.game("doushouqi", classic_elephant="TRUE").options["classic_elephant"]


@pytest.mark.parametrize("seed", ["-1", "18446744073709551616", "٣", "1 2", "99999999999999999999999"])
def test_record_seeds_outside_the_range_are_refused(seed):
    with pytest.raises(BadRecord) as info:
        records.read(f'[Game "doushouqi"]\n[Seed "{seed}"]\n\n*\n')
    assert info.value.params["why"] == "seed"


def test_record_seed_at_the_top_of_the_range_is_read():
    assert records.read('[Game "doushouqi"]\n[Seed "18446744073709551615"]\n\n*\n').seed == 2 ** 64 - 1


@pytest.mark.parametrize("argv", [
    ["moves", "doushouqi", "start", "--seed", "-1"],
    ["moves", "doushouqi", "start", "--seed", "18446744073709551616"],
    ["perft", "doushouqi", "start", "100000000000000000000"],
    ["perft", "doushouqi", "start", "-3"],
    ["perft", "doushouqi", "start", "²"],
    ["moves", "doushouqi", "l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L w - - 0 ²"],
    ["moves", "shuuro", "start", "--option", "budget=1000.5"],
    ["moves", "x" * 100_000, "start"],
])
def test_command_line_refuses_in_one_line_with_status_2(argv, capsys):
    try:
        status = main(argv)
    except SystemExit as leave:
        status = leave.code
    err = capsys.readouterr().err
    assert status == 2
    assert err.startswith("error: ") and err.count("\n") == 1 and len(err) < 400


# ------------------------------------------------------------ saved games

def play_all(api, match, moves):
    for move in moves:
        answer = api.handle({"op": "play", "match": match, "move": move})
        assert answer["ok"], answer
    return answer["view"]


@pytest.mark.parametrize("game,options", [("doushouqi", {}), ("shakku", {}),
                                          ("shaturanga", {"dice": True})])
def test_redo_survives_a_record_round_trip(game, options):
    """The moves undone come back with the record (``redo``) and replay the
    same, dice included."""
    api = Api()
    opened = api.handle({"op": "new", "game": game, "options": options, "seed": 11})
    match, view = opened["match"], opened["view"]
    for _ in range(12):
        move = "throw" if view["throw"] is not None else view["moves"][0]["move"]
        view = play_all(api, match, [move])
    for _ in range(3):
        api.handle({"op": "undo", "match": match})
    saved = api.handle({"op": "record", "match": match})
    assert saved["redo"]
    reopened = api.handle({"op": "load", "record": saved["record"], "redo": saved["redo"]})
    assert reopened["ok"] and "warning" not in reopened and reopened["view"]["can_redo"]
    other = reopened["match"]
    for _ in range(3):
        a = api.handle({"op": "redo", "match": match})["view"]
        b = api.handle({"op": "redo", "match": other})["view"]
        assert (a["position"], a["history"]) == (b["position"], b["history"])
    assert not b["can_redo"]


def test_redo_that_does_not_replay_is_dropped_with_a_warning():
    api = Api()
    match = api.handle({"op": "new", "game": "doushouqi"})["match"]
    play_all(api, match, ["a3a4"])
    text = api.handle({"op": "record", "match": match})["record"]
    answer = api.handle({"op": "load", "record": text, "redo": ["g7g6", "a4a9"]})
    assert answer["ok"] and answer["warning"]["params"]["why"] == "redo"
    assert not answer["view"]["can_redo"] and answer["view"]["history"] == ["a3a4"]


def test_a_record_keeps_the_repetition_history():
    """Reference [decision] (Dou Shou Qi, repetition): a game read back from
    its record counts the positions that had occurred, so the move refused
    before saving is refused after."""
    api = Api()
    match = api.handle({"op": "new", "game": "doushouqi"})["match"]
    play_all(api, match, ["a3a4", "g7g6", "a4a3", "g6g7"] * 2 + ["a3a4", "g7g6", "a4a3"])
    refused(api.handle({"op": "play", "match": match, "move": "g6g7"}), "illegal_move", "repetition")
    text = api.handle({"op": "record", "match": match})["record"]
    again = api.handle({"op": "load", "record": text})["match"]
    refused(api.handle({"op": "play", "match": again, "move": "g6g7"}), "illegal_move", "repetition")
