"""What the page needs, computed in Python and sent in the view (so that the
page holds no rule): whose turn each move was (``turns``), whether an undo
would show a secret (``undo_plies``, ``can_undo``), moves from the hand
(``hand``), what tells apart moves between the same squares (``choice``),
the dice of the last throw (``last_move.throw``), Shuuro's actions as moves,
who offered a draw, the clock's flag falls and the secret chooser, and
Shaturanga's throws of the turn."""

from __future__ import annotations

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

from boardgames import IllegalMove, record as records
from boardgames.api import Api
from boardgames.match import Match
from shaturanga_positions import CMD_POS, pos as shaturanga_pos


def replayed(name, moves, position=None, seed=0, **options):
    """A match of game ``name`` that played ``moves`` (dice included) from
    ``position`` (None: the start)."""
    return Match.from_record(records.Record(boardgames.game(name, **options), seed, position,
                                            list(moves)))


def turns(match):
    return match.view(1)["turns"]


# ---------------------------------------------------------------- turns

def test_doushouqi_each_ply_is_a_turn():
    match = replayed("doushouqi", ["a3a4", "g7g6", "a4a5"])
    assert turns(match) == [{"start": 0, "player": 0}, {"start": 1, "player": 1},
                            {"start": 2, "player": 0}]


def test_shaturanga_throw_rethrow_and_move_are_one_turn():
    """The die of a seat's turn, its throw again after a 5 or 6, and the move
    all belong to that seat; the next seat's die starts the next turn."""
    match = replayed("shaturanga", ["die:6", "die:5", "die:2", "a2a3"], dice=True)
    history = match.view(1)["history"]
    assert history[:4] == ["die:6", "die:5", "die:2", "a2a3"]
    assert history[4].startswith("die:")                     # the match threw for Yellow
    assert turns(match)[:2] == [{"start": 0, "player": 0}, {"start": 4, "player": 1}]


def test_shaturanga_a_commander_moves_in_his_allys_turn():
    """[decision] "A Radjah lost" / thrones: the commander plays Black's turn;
    that move is in Black's turn, not in a second turn of Green's."""
    match = replayed("shaturanga", ["e7e8", "a1a2"], position=shaturanga_pos(CMD_POS))
    state = match.state
    assert state.seat == 2 and state.to_move == 0                # Green moves for Black
    match.play("a4a5")
    assert turns(match) == [{"start": 0, "player": 0}, {"start": 1, "player": 1},
                            {"start": 2, "player": 2}]


def test_shakku_a_throw_and_its_die_moves_are_one_turn():
    """The player throws the sticks, then plays one die after another: one
    turn; the draw of who starts is the game's own (player -1)."""
    for seed in range(6):
        match = Match(boardgames.game("shakku").new(), seed)
        rng = random.Random(seed)
        while len(match.moves) < 60 and not match.state.is_over():
            if match.throw_due() is not None:
                match.play("throw")
            else:
                match.play(rng.choice(match.state.legal_moves()))
        view = match.view(1)
        history, starts = view["history"], view["turns"]
        assert starts[0] == {"start": 0, "player": -1} and history[0].startswith("first:")
        for turn, after in zip(starts[1:], [*starts[2:], {"start": len(history)}]):
            moves = history[turn["start"]:after["start"]]
            assert moves[0].startswith("throw:"), moves
            assert not any(m.startswith("throw:") for m in moves[1:]), moves
        assert any(after["start"] - turn["start"] > 2 for turn, after in zip(starts, starts[1:]))


# ---------------------------------------------------------------- undo and secrets

def shuuro_api():
    api = Api()
    answer = api.handle({"op": "new", "game": "shuuro", "options": {"mini": True}})
    return api, answer["match"]


def test_shuuro_undo_of_blues_done_is_refused_while_red_buys():
    """Taking back Blue's ``done`` would reopen Blue's army to whoever holds
    the device while Red buys: the view offers no undo, the match refuses."""
    api, match = shuuro_api()
    view = api.handle({"op": "play", "match": match, "move": "+Q"})["view"]
    assert view["can_undo"] and view["undo_plies"] == 1 and view["secret"] == \
        {"player": 0, "others": [1]}
    view = api.handle({"op": "play", "match": match, "move": "done"})["view"]
    assert view["to_move"] == 1 and view["secret"] == {"player": 1, "others": [0]}
    assert not view["can_undo"] and view["undo_plies"] == 0
    answer = api.handle({"op": "undo", "match": match})
    assert not answer["ok"] and answer["error"]["params"]["why"] == "undo_secret"
    assert api.handle({"op": "view", "match": match})["view"]["history"] == ["?", "done"]
    # Red's own purchase can be taken back, and then Blue's done is last again
    view = api.handle({"op": "play", "match": match, "move": "+N", "player": 1})["view"]
    assert view["can_undo"] and view["undo_plies"] == 1
    view = api.handle({"op": "undo", "match": match, "player": 1})["view"]
    assert not view["can_undo"]


def test_shuuro_undo_reveals_only_while_red_buys():
    state = boardgames.game("shuuro", mini=True).new()
    assert not state.undo_reveals()
    state.play("done")
    assert state.undo_reveals()
    state.play("done")                      # the armies are known: nothing secret any more
    assert not state.undo_reveals() and state.secret() is None


# ---------------------------------------------------------------- moves

def test_moves_from_the_hand_say_so():
    match = Match(boardgames.game("shuuro", mini=True).new(), 3)
    match.play("done")
    match.play("done")                      # then the plinths and the order are thrown
    view = match.view(1)
    assert view["panels"]["phase"] == "deploy"
    assert view["moves"] and all(m["hand"] == "K" and m["from"] == "@K" for m in view["moves"])
    shakku = boardgames.game("shakku").from_text(
        "bbbbbbbbbbbbbbb/..R....K......./............... r X.-.- - 2/0")
    waiting = [m for m in shakku.view()["moves"] if m["from"] == "@W"]
    assert waiting and all(m["hand"] == "W" for m in waiting)
    assert all("hand" not in m for m in shakku.view()["moves"] if m["from"] != "@W")


def by_squares(view, frm, to):
    return {m["move"]: m.get("choice") for m in view["moves"] if m["from"] == frm and m["to"] == to}


def test_promotions_say_the_piece():
    shuuro = boardgames.game("shuuro").from_text("11k/4P7/" + "12/" * 9 + "K11 w - 1")
    assert by_squares(shuuro.view(), "e11", "e12") == {
        f"e11e12{p.lower()}": {"kind": "promotion", "piece": p} for p in "QRBN"}
    shaturanga = boardgames.game("shaturanga", promotion=True).from_text(
        shaturanga_pos({"c7": "gS", "a1": "gR", "a5": "yR", "h8": "kR", "h4": "dR"}))
    assert by_squares(shaturanga.view(), "c7", "c8") == {
        f"c7c8{p.lower()}": {"kind": "promotion", "piece": p} for p in "EHB"}
    assert all("choice" not in m for m in shaturanga.view()["moves"] if m["from"] != "c7")


def test_shakku_pawn_or_stack_and_dice_to_wait_are_told_apart():
    stacks = boardgames.game("shakku", moving_stacks=True).from_text(
        ".bbbbbbbbbbbbbb/..R3....K......./rrrrrrrrrrrr... r III.-.- - 0/0")
    assert by_squares(stacks.view(), "c2", "a3") == {"3:c2": {"kind": "pawn", "die": 3},
                                                      "3:c2*": {"kind": "stack", "die": 3}}
    waiting = boardgames.game("shakku").from_text(
        ".............R./.......K......./rrr.......B.... r II.III.- - 0/0")
    assert by_squares(waiting.view(), "n3", "a1") == {"2:n3": {"kind": "pawn", "die": 2},
                                                       "3:n3": {"kind": "pawn", "die": 3}}


# ---------------------------------------------------------------- the dice of the last move

def test_shakku_last_move_of_a_throw_carries_the_sticks():
    match = replayed("shakku", ["first:blue", "throw:X.II.-"])
    last = match.view(1)["last_move"]
    assert last["move"] == "throw:X.II.-" and last["from"] is None
    assert last["throw"] == {"kind": "sticks", "faces": ["X", "II", "-"], "values": [1, 2, 0],
                             "player": 1}
    first = replayed("shakku", ["first:red"]).view(1)["last_move"]
    assert first["throw"] == {"kind": "first", "player": 0}


def test_shaturanga_last_move_carries_the_die_thrown_since():
    match = replayed("shaturanga", ["die:2", "a2a3", "die:6", "die:3"], dice=True)
    view = match.view(1)
    assert view["last_move"]["move"] == "a2a3"                # the board's last move
    assert view["last_move"]["throw"] == {"kind": "die", "value": 3, "rethrow": True, "player": 1}
    die = view["panels"]["die"]
    assert die["value"] == 3 and die["throws"] == [6, 3] and die["rethrow"] is True
    throws = [e for e in view["panels"]["events"] if e["kind"] == "throw"]
    assert [(e["die"], e["again"], e["rethrow"]) for e in throws] == [(6, True, False),
                                                                       (3, False, True)]
    plain = replayed("shaturanga", ["die:2", "a2a3", "die:4"], dice=True).view(1)
    assert plain["last_move"]["throw"] == {"kind": "die", "value": 4, "rethrow": False,
                                           "player": 1}
    assert plain["panels"]["die"]["throws"] == [4] and not plain["panels"]["die"]["rethrow"]


# ---------------------------------------------------------------- Shuuro's panel

KINGS = "10rk/" + "12/" * 10 + "KR10"


def test_shuuro_actions_are_moves_with_their_player():
    state = boardgames.game("shuuro").from_text(f"{KINGS} w - 1")
    panels = state.view()["panels"]
    assert panels["action_moves"] == [
        {"move": "resign:blue", "kind": "resign", "player": 0},
        {"move": "resign:red", "kind": "resign", "player": 1},
        {"move": "offer", "kind": "offer", "player": 0}]
    assert panels["actions"] == ["resign:blue", "resign:red", "offer"]     # kept for the page
    assert panels["offered_by"] is None
    state.play("offer")
    state.play("a1a2")
    panels = state.view()["panels"]
    assert panels["offered_by"] == 0
    assert panels["action_moves"][-1] == {"move": "accept", "kind": "accept", "player": 1}
    state.play("accept")
    assert state.view()["panels"]["action_moves"] == [] and state.result().reason == "agreement"


def test_shuuro_clock_offers_its_flag_falls_by_player():
    state = boardgames.game("shuuro", clock=3).from_text(f"{KINGS} w - 1")
    timeout = state.view()["panels"]["clock"]["timeout"]
    assert timeout == ["timeout:blue", "timeout:red"]
    state.play(timeout[1])
    assert state.result().winner == 0 and state.result().reason == "timeout"
    assert boardgames.game("shuuro").new().view()["panels"]["clock"] is None


def test_only_shuuros_recruitment_is_secret():
    assert boardgames.game("doushouqi").new().view()["secret"] is None
    state = boardgames.game("shuuro").new()
    assert state.view()["secret"] == {"player": 0, "others": [1]}
    with pytest.raises(IllegalMove):
        state.play("timeout:blue")          # no clock in this game
