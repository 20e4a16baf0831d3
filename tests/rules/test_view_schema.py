"""The view contract: every view the engine sends fits ``schema/view.schema.json``
(with its game's ``schema/panels/<game>.schema.json``), checked by
``tests/schema_check.py``; a broken view is caught.

The random-play tests check the view of every state of their first games
(``checks.views_fit``); here, the start views and every view of a few
recorded games, stepped back and forth as the page does (undo, redo, load)."""

from __future__ import annotations

import copy
import json
import os
import random
import sys

import pytest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
try:
    import boardgames
except ImportError:  # running without PYTHONPATH=py
    sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "py"))
    import boardgames

from boardgames.api import Api
from checks import ROOT, view_problems

CONFIGS = [
    ("doushouqi", {}), ("doushouqi", {"classic_elephant": True}),
    ("shuuro", {"mini": True}), ("shuuro", {"mini": True, "clock": 5, "scouts": True}),
    ("shuuro", {}),
    ("shakku", {}), ("shakku", {"board": 10, "moving_stacks": True}),
    ("shaturanga", {}), ("shaturanga", {"dice": True, "promotion": True}),
]


def ask(api, **request):
    answer = api.handle(request)
    assert answer["ok"], answer
    return answer


def fits(view):
    problems = view_problems(view)
    assert not problems, "\n".join(problems[:10])


@pytest.mark.parametrize("name, options", CONFIGS)
def test_start_views_fit_for_every_viewer(name, options):
    api = Api()
    answer = ask(api, op="new", game=name, options=options, seed=4)
    fits(answer["view"])
    for player in range(len(answer["view"]["players"])):
        fits(ask(api, op="view", match=answer["match"], player=player)["view"])
    start = copy.deepcopy(answer["view"])
    start["match"] = None                         # as build.py writes js/start-views.js
    fits(start)


def play_a_game(api, name, options, seed, plies):
    """A seeded game through the API (throws, moves, some undos and actions);
    its record."""
    rng = random.Random(seed)
    match = ask(api, op="new", game=name, options=options, seed=seed)["match"]
    for _ in range(plies):
        view = ask(api, op="view", match=match)["view"]
        if view["result"]:
            break
        if view["throw"] is not None:
            ask(api, op="play", match=match, move="throw")
            continue
        if view["secret"]:                        # the buyer's own view lists his moves
            view = ask(api, op="view", match=match, player=view["secret"]["player"])["view"]
            moves = [m["move"] for m in view["moves"]]
            move = "done" if rng.random() < 0.3 else rng.choice(moves)
        else:
            moves = [m["move"] for m in view["moves"]]
            moves += [a["move"] for a in view["panels"].get("action_moves", [])
                      if a["kind"] != "resign"]
            move = rng.choice(moves)
        ask(api, op="play", match=match, move=move)
        if rng.random() < 0.05 and view["can_undo"]:
            ask(api, op="undo", match=match)
    return ask(api, op="record", match=match)["record"]


@pytest.mark.parametrize("name, options", CONFIGS)
def test_every_view_of_a_recorded_game_fits(name, options):
    """A recorded game, loaded, then taken back to its start and replayed to
    its end one undo and one redo at a time: every view fits, for every
    viewer."""
    api = Api()
    record = play_a_game(api, name, options, seed=len(name) + len(options), plies=60)
    # each player's view differs only where something is hidden (Shuuro)
    players = range(len(boardgames.game(name).players)) if name == "shuuro" else ()
    match = ask(api, op="load", record=record)["match"]
    views = 0
    for step in ("undo", "redo"):
        while True:
            for player in (None, *players):
                fits(ask(api, op="view", match=match, player=player)["view"])
                views += 1
            answer = api.handle({"op": step, "match": match})
            if not answer["ok"]:
                break
            fits(answer["view"])
    assert views > 20


def valid_view():
    api = Api()
    match = ask(api, op="new", game="shuuro", options={"mini": True, "clock": 3})["match"]
    for move in ("+Q", "done", "done"):
        ask(api, op="play", match=match, move=move)
    view = ask(api, op="view", match=match)["view"]
    fits(view)
    return view


BROKEN = [
    (lambda v: v.pop("undo_plies"), "view: missing undo_plies"),
    (lambda v: v.update(can_undo="yes"), "view.can_undo: expected boolean, got string"),
    (lambda v: v.update(colour="red"), "view: unexpected field colour"),
    (lambda v: v["moves"][0].update(capture=1), "view.moves[0].capture: expected boolean"),
    (lambda v: v["moves"][0].pop("to"), "view.moves[0]: missing to"),
    (lambda v: v["turns"].append({"start": "0", "player": 0}),
     "].start: expected integer, got string"),
    (lambda v: v["panels"].update(phase="battle"), "view.panels.phase: \"battle\" is not one of"),
    (lambda v: v["panels"]["clock"].pop("timeout"), "view.panels.clock: missing timeout"),
    (lambda v: v["options"].update(mini="yes"), "view.options.mini: expected boolean"),
    (lambda v: v.update(result={"winner": 0, "reason": "den", "how": 1}),
     "view.result: unexpected field how"),
    (lambda v: v.update(game="chess"), "view.game: \"chess\" is not one of"),
    (lambda v: v.update(ply=True), "view.ply: expected integer, got boolean"),
    (lambda v: v.pop("check"), "view: missing check"),
    (lambda v: v.update(check=["blue"]), "view.check[0]: expected integer, got string"),
    (lambda v: v["panels"].pop("offered_by"), "view.panels: missing offered_by"),
    (lambda v: v["panels"]["action_moves"].append({"move": "offer", "kind": "draw", "player": 0}),
     "is not one of"),
]


@pytest.mark.parametrize("breaks, problem", BROKEN)
def test_a_broken_view_is_caught(breaks, problem):
    view = valid_view()
    breaks(view)
    problems = view_problems(view)
    assert any(problem in line for line in problems), problems


def test_the_schemas_are_json_and_name_every_game(tmp_path):
    folder = ROOT / "schema"
    schema = json.loads((folder / "view.schema.json").read_text(encoding="utf-8"))
    games = sorted(p.name for p in (ROOT / "py" / "boardgames" / "games").iterdir()
                   if (p / "__init__.py").exists())
    assert sorted(schema["properties"]["game"]["enum"]) == games
    for name in games:
        panels = json.loads((folder / "panels" / f"{name}.schema.json").read_text(encoding="utf-8"))
        assert "options" in panels["$defs"]
    # a keyword the validator does not know is refused, never silently passed
    (tmp_path / "view.schema.json").write_text(json.dumps({"type": "string", "pattern": "a+"}))
    with pytest.raises(ValueError, match="pattern"):
        view_problems("aaa", folder=tmp_path)
