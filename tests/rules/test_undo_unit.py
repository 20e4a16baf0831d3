"""Undo and redo step by the same unit in every game: one action of a player
(a move, or a throw he makes himself: Shakku's sticks) with the dice the game
throws by itself after it.  Redo gives back exactly what undo took, the dice
are never thrown again, and a secret stays hidden."""

from __future__ import annotations

import random

import pytest

from boardgames import api

GAMES = [
    ("doushouqi", {}),
    ("shuuro", {"mini": True}),
    ("shaturanga", {"dice": True}),
    ("shaturanga", {}),
    ("shakku", {"board": 10}),
]


def ask(a: api.Api, **request) -> dict:
    answer = a.handle(request)
    assert answer["ok"], answer
    return answer


def played(game: str, options: dict, seed: int, plies: int) -> tuple[api.Api, int]:
    """A match of ``game`` after some random moves and throws (all through the API)."""
    a, rng = api.Api(), random.Random(seed)
    answer = ask(a, op="new", game=game, options=options, seed=seed)
    match, view = answer["match"], answer["view"]
    for _ in range(plies):
        if view["result"] or (view["throw"] is None and not view["moves"]):
            break
        move = "throw" if view["throw"] is not None else rng.choice(view["moves"])["move"]
        view = ask(a, op="play", match=match, move=move)["view"]
    return a, match


def snapshot(a: api.Api, match: int) -> tuple:
    m = a.matches[match]
    return list(m.moves), m.state.to_text(), m.state.to_move, m.undo_plies()


@pytest.mark.parametrize("game,options", GAMES)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_undo_then_redo_returns_the_same_state(game, options, seed):
    a, match = played(game, options, seed, 40)
    m = a.matches[match]
    while m.undo_plies():
        before = snapshot(a, match)
        view = ask(a, op="view", match=match)["view"]
        taken = view["undo_plies"]
        after_undo = ask(a, op="undo", match=match)["view"]
        assert after_undo["ply"] == view["ply"] - taken           # the view said how many
        redone = ask(a, op="redo", match=match)["view"]
        assert snapshot(a, match) == before
        assert redone["history"] == view["history"] and redone["position"] == view["position"]
        ask(a, op="undo", match=match)                         # go on back through the game


@pytest.mark.parametrize("game,options", GAMES)
@pytest.mark.parametrize("seed", [4, 5])
def test_n_undos_then_n_redos_come_back_step_by_step(game, options, seed):
    a, match = played(game, options, seed, 60)
    m = a.matches[match]
    start, taken, states = snapshot(a, match), [], []
    while m.undo_plies():
        states.append(snapshot(a, match))
        plies = len(m.moves)
        ask(a, op="undo", match=match)
        taken.append(plies - len(m.moves))
    given = []
    while m.undone:
        plies = len(m.moves)
        ask(a, op="redo", match=match)
        given.append(len(m.moves) - plies)
        assert snapshot(a, match) == states.pop()              # each redo lands where an undo left
    assert given == taken[::-1]
    assert snapshot(a, match) == start


def shakku_with_a_blank_throw() -> tuple[api.Api, int, list[str]]:
    """Red throws and moves, Blue's sticks are all blank (the turn passes),
    Red throws and moves again: the case where two undos once took back four
    moves and one redo gave back three."""
    a = api.Api()
    dice = ["first:red", "throw:X.-.-", "throw:-.-.-", "throw:X.-.-"]
    answer = ask(a, op="new", game="shakku", options={"board": 10}, seed=9, dice=dice)
    match, view = answer["match"], answer["view"]
    acts = []
    for step in ["throw", "move", "throw", "throw", "move"]:
        move = step if step == "throw" else view["moves"][0]["move"]
        view = ask(a, op="play", match=match, move=move)["view"]
        acts.append(move)
    return a, match, acts


def test_shakku_undo_and_redo_step_one_action_of_a_player():
    a, match, _ = shakku_with_a_blank_throw()
    m = a.matches[match]
    full = list(m.moves)
    assert full[0] == "first:red" and full[3] == "throw:-.-.-"
    # Each undo takes back one thing a player did: a move, or a throw of his sticks.
    for back in range(1, 6):
        assert ask(a, op="view", match=match)["view"]["undo_plies"] == 1
        ask(a, op="undo", match=match)
        assert m.moves == full[:len(full) - back]
    # Who starts is the game's own draw: no one's action, never taken back.
    assert m.moves == ["first:red"] and not m.undo_plies()
    # Each redo gives back one, the same sticks as before.
    for forward in range(1, 6):
        ask(a, op="redo", match=match)
        assert m.moves == full[:1 + forward]
    assert not m.undone


def test_shakku_a_throw_taken_back_and_thrown_again_gives_the_same_sticks():
    a, match, _ = shakku_with_a_blank_throw()
    m = a.matches[match]
    full = list(m.moves)
    for _ in range(3):
        ask(a, op="undo", match=match)                         # Red's move, Red's throw, Blue's blank
    assert m.moves == full[:3] and m.throw_due() == 1
    view = ask(a, op="play", match=match, move="throw")["view"]
    assert m.moves == full[:4]                                 # blank again: no re-roll
    assert not view["can_redo"]                                # a new action drops the redo line


def test_against_the_computer_an_undo_loop_meets_the_redo_loop():
    """The page undoes until a person's action and redoes until the next one:
    with one action per step both loops cover the same moves."""
    a, match = played("shakku", {"board": 10}, 7, 30)
    m = a.matches[match]
    start = list(m.moves)
    person = m.state.turn_player()
    ask(a, op="undo", match=match)
    while m.undo_plies() and m.state.turn_player() != person:
        ask(a, op="undo", match=match)
    back = list(m.moves)
    ask(a, op="redo", match=match)
    while m.undone and m.state.turn_player() != person:
        ask(a, op="redo", match=match)
    assert m.moves == start and len(back) < len(start)


def test_a_secret_is_still_kept_by_undo():
    """Shuuro: once Blue has bought his army, Red (buying in secret) may not
    undo into it; Blue's own purchases still step back one at a time."""
    a = api.Api()
    match = ask(a, op="new", game="shuuro", seed=1)["match"]
    ask(a, op="play", match=match, move="+Q")
    assert ask(a, op="view", match=match)["view"]["undo_plies"] == 1
    view = ask(a, op="play", match=match, move="done")["view"]
    assert view["secret"]["player"] == 1
    assert not view["can_undo"] and view["undo_plies"] == 0
    refused = a.handle({"op": "undo", "match": match})
    assert not refused["ok"] and refused["error"]["params"]["why"] == "undo_secret"
