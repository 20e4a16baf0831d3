"""The move list in words (``view["said"]``, ``boardgames.said``): one entry
per move of ``history``, of every kind each game has, and exactly as secret
as ``history`` (a hidden purchase says only that an army was bought)."""

from __future__ import annotations

import os
import random
import sys

try:
    import boardgames  # noqa: F401
except ImportError:  # running without PYTHONPATH=py
    sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "py"))

from boardgames.api import Api

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))
from schema_check import check  # noqa: E402
from shaturanga_positions import EX_POS, pos as shaturanga_pos  # noqa: E402


def ok(answer):
    assert answer["ok"] is True, answer
    return answer


def new(api, game, options=None, seed=0, position=None):
    request = {"op": "new", "game": game, "options": options or {}, "seed": seed}
    if position:
        request["position"] = position
    return ok(api.handle(request))["match"]


def play(api, match, moves):
    view = None
    for move in moves:
        view = ok(api.handle({"op": "play", "match": match, "move": move}))["view"]
    return view


def viewed(api, match, player=None):
    view = ok(api.handle({"op": "view", "match": match, "player": player}))["view"]
    assert len(view["said"]) == len(view["history"])
    assert check(view) == [], check(view)
    return view


def random_game(api, game, options, seed, plies):
    """A match played at random for ``plies`` moves (throws included)."""
    match = new(api, game, options, seed)
    state, rng = api.matches[match].state, random.Random(seed)
    for _ in range(plies):
        if state.is_over():
            break
        view = viewed(api, match)
        move = "throw" if view["throw"] is not None else rng.choice(state.legal_moves())
        ok(api.handle({"op": "play", "match": match, "move": move}))
    return match


def kinds(view):
    return {entry["kind"] for entry in view["said"]}


def test_said_is_aligned_and_known_in_random_games_of_every_game():
    api = Api()
    for game, options in (("doushouqi", {}), ("shakku", {}), ("shakku", {"board": 10,
                          "moving_stacks": True}), ("shaturanga", {"dice": True}),
                          ("shaturanga", {"promotion": True})):
        for seed in (1, 2):
            match = random_game(api, game, options, seed, 160)
            players = len(api.matches[match].state.game.players)
            for player in (None, *range(players)):
                view = viewed(api, match, player)
                assert "unknown" not in kinds(view)


def test_said_follows_undo_and_redo():
    """An undo drops the last entries, a redo brings them back (the kept
    replay steps back and forth, and agrees with one made afresh)."""
    api = Api()
    match = new(api, "doushouqi")
    play(api, match, ["a3a4", "g7g6", "a4a5"])
    ok(api.handle({"op": "undo", "match": match}))
    view = viewed(api, match)
    assert [e["to"] for e in view["said"]] == ["a4", "g6"]
    view = ok(api.handle({"op": "redo", "match": match}))["view"]
    assert view["said"][-1] == {"kind": "move", "player": 0, "piece": "E", "from": "a4",
                                "to": "a5"}


def test_doushouqi_move_capture_and_den():
    api = Api()
    match = new(api, "doushouqi", position="6w/3R3/7/7/7/7/7/C6/r6 w - - 0 1")
    view = play(api, match, ["a2a1", "g9g8", "d8d9"])
    assert view["said"] == [
        {"kind": "capture", "player": 0, "piece": "C", "from": "a2", "to": "a1", "taken": "R"},
        {"kind": "move", "player": 1, "piece": "W", "from": "g9", "to": "g8"},
        {"kind": "move", "player": 0, "piece": "R", "from": "d8", "to": "d9", "den": True}]


def test_shakku_every_kind():
    """First player, throws, pawns, activation, the King, stacks, waiting and
    re-entering pawns, captures and passed turns, over long random games."""
    api, seen, extras = Api(), set(), set()
    for seed in range(1, 7):
        match = random_game(api, "shakku", {"board": 10, "moving_stacks": True}, seed, 700)
        view = viewed(api, match)
        seen |= kinds(view)
        for entry in view["said"]:
            extras |= {key for key in ("captured", "took_king", "passed", "height")
                       if key in entry}
            if entry["kind"] == "throw":
                assert len(entry["sticks"]) == 3
    assert seen >= {"first", "throw", "pawn", "activate", "king", "stack", "wait"}
    assert extras == {"captured", "took_king", "passed", "height"}
    # A waiting pawn comes back (its owner has no inactive pawn left).
    match = new(api, "shakku", {"board": 10}, position="bbbbbbbbbb/....K...../..R....... r II.-.- - 1/0")
    view = play(api, match, ["2:W"])
    assert view["said"][-1]["kind"] == "reenter"
    assert view["said"][-1]["die"] == 2 and view["said"][-1]["to"] == "b1"


def test_shakku_throw_and_first():
    api = Api()
    match = new(api, "shakku", seed=5)
    view = viewed(api, match)
    first = view["said"][0]
    assert first["kind"] == "first" and first["player"] == view["throw"]
    view = ok(api.handle({"op": "play", "match": match, "move": "throw"}))["view"]
    throw = view["said"][1]
    assert throw["kind"] == "throw" and throw["player"] == first["player"]
    assert view["history"][1] == "throw:" + ".".join(throw["sticks"])


def test_shaturanga_die_move_capture_check_and_exchange():
    api = Api()
    match = new(api, "shaturanga", {"dice": True}, seed=3)
    view = viewed(api, match)
    assert view["said"][0]["kind"] == "die" and view["said"][0]["player"] == 0
    assert view["said"][0]["face"] == int(view["history"][0].split(":")[1])
    match = new(api, "shaturanga", position=shaturanga_pos(EX_POS, armies="ALLA"))
    view = play(api, match, ["exchange:offer", "exchange:decline", "d1d2"])
    assert [e["kind"] for e in view["said"]] == ["exchange_offer", "exchange_decline", "move"]
    assert view["said"][0]["player"] == 0 and view["said"][1]["player"] == 3
    view = play(api, match, ["exchange:offer", "exchange:accept"])
    accept = view["said"][-1]
    assert accept["kind"] == "exchange_accept"
    assert {e["event"] for e in accept["events"]} == {"returned"}
    seen, events = set(), set()
    for seed in range(1, 5):
        match = random_game(api, "shaturanga", {"promotion": True}, seed, 400)
        view = viewed(api, match)
        seen |= kinds(view)
        for entry in view["said"]:
            events |= {e["event"] for e in entry.get("events", ())}
            if "promotion" in entry:
                seen.add("promotion")
            if "check" in entry:
                seen.add("check")
    assert seen >= {"move", "capture", "promotion", "check"}
    assert events & {"captured", "mated"}


MINI = ["+Q", "+R", "done", "done", "plinth:2.2", "plinth:3.4", "roll:3.5",
        "K@a1", "k@a6", "Q@b1", "R@c1", "roll:4.2", "a6a5", "b1f5", "a5a6", "c1c6"]


def test_shuuro_a_hidden_purchase_says_only_that_an_army_was_bought():
    api = Api()
    match = new(api, "shuuro", {"mini": True}, seed=8)
    play(api, match, ["+Q", "+P", "+P", "-P", "done"])
    for player in (None, 1):
        view = viewed(api, match, player)
        assert view["said"][-1] == {"kind": "army_hidden", "player": 0}
        assert {e["kind"] for e in view["said"][:-1]} == {"secret"}
        assert all(set(e) == {"kind", "player"} for e in view["said"])
        assert "Q" not in str(view["said"])
    mine = viewed(api, match, 0)["said"]
    assert [e["kind"] for e in mine] == ["buy", "buy", "buy", "sell", "army"]
    assert mine[-1]["pieces"] == {"K": 1, "Q": 1, "P": 1}


def test_shuuro_every_phase_in_words():
    api = Api()
    match = new(api, "shuuro", {"mini": True}, seed=8)
    state = api.matches[match].state
    view = None
    for move in ["+Q", "+R", "done", "done"]:
        view = play(api, match, [move])
    view = viewed(api, match)        # the armies are public once both are done
    assert view["said"][2] == {"kind": "army", "player": 0, "pieces": {"K": 1, "Q": 1, "R": 1}}
    assert view["said"][3] == {"kind": "army", "player": 1, "pieces": {"K": 1}}
    plinths = [e for e in view["said"] if e["kind"] == "plinth"]
    assert plinths and all(e["player"] == 0 and "square" in e and "placed" in e for e in plinths)
    rolls = [e for e in view["said"] if e["kind"] == "roll"]
    assert rolls[-1]["roll"] == "order" and rolls[-1]["first"] in (0, 1)
    for move in ["K@a1", "k@a6", "Q@b1", "R@c1"]:
        view = play(api, match, [move])
    deploys = [e for e in view["said"] if e["kind"] == "deploy"]
    assert deploys[0] == {"kind": "deploy", "player": 0, "piece": "K", "to": "a1"}
    assert deploys[1]["player"] == 1
    rng = random.Random(4)
    while not state.is_over():
        play(api, match, [rng.choice(state.legal_moves())])
    view = viewed(api, match)
    assert {"move"} <= kinds(view)
    assert "unknown" not in kinds(view)


def test_shuuro_capture_promotion_check_and_actions():
    api = Api()
    match = new(api, "shuuro", {"mini": True, "clock": 5},
                position="4k1/P5/6/6/5r/K5 w - 1")
    view = play(api, match, ["a5a6q"])
    entry = view["said"][-1]
    assert entry["kind"] == "move" and entry["promotion"] == "Q" and entry["check"] == [1]
    view = play(api, match, ["e6e5", "a6e6"])
    assert view["said"][-1]["kind"] in ("move", "capture")
    view = play(api, match, ["offer"])
    assert view["said"][-1] == {"kind": "draw_offer", "player": 1}
    view = play(api, match, ["resign:blue"])
    assert view["said"][-1] == {"kind": "resign", "player": 0}
    for action, kind in (("timeout:red", "timeout"),):
        other = new(api, "shuuro", {"mini": True, "clock": 5}, position="4k1/P5/6/6/5r/K5 w - 1")
        assert play(api, other, [action])["said"][-1] == {"kind": kind, "player": 1}
    agreed = new(api, "shuuro", {"mini": True}, position="4k1/P5/6/6/5r/K5 w - 1")
    view = play(api, agreed, ["offer", "a5a6r", "accept"])
    assert [e["kind"] for e in view["said"]] == ["draw_offer", "move", "draw_accept"]
    taken = new(api, "shuuro", {"mini": True}, position="4k1/P5/6/6/5r/K5 b - 1")
    assert play(api, taken, ["f2a2"])["said"][-1]["kind"] == "move"
    view = play(api, taken, ["a1a2"])
    assert view["said"][-1] == {"kind": "capture", "player": 0, "piece": "K", "from": "a1",
                                "to": "a2", "taken": "R"}


def test_shuuro_preset():
    api = Api()
    match = new(api, "shuuro", seed=1)
    view = play(api, match, ["preset"])
    assert viewed(api, match, 0)["said"] == [{"kind": "preset", "player": 0}]
    assert viewed(api, match, 1)["said"] == [{"kind": "secret", "player": 0}]
    assert view is not None
