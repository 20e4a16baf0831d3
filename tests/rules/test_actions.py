"""Resigning and draws by agreement, in every game (``core.actions``; Shuuro's
own in ``games/shuuro/rules.py``), and the check the status says.

The rules tested (``rules/<lang>/<game>.html``, the end of the game):

* a player may resign at any moment of a game not over, also on his
  opponent's turn and while the dice are due; his side loses (``resign``);
* the player whose turn it is may offer a draw; the offer does not use his
  turn; the player offered it accepts it on his turn (``agreement``), or
  lets it lapse by making a board move;
* [decision] Shaturanga: a team concedes when one of its players still
  playing resigns; a draw is offered to the other team and accepted by a
  player of that team on his turn; it lapses with a board move of that team;
* [decision] Shakku: the actions are taken during one's turn, the sticks due
  or not; a throw does not answer an offer, a die played does;
* the computer never resigns nor offers; offered a draw, it accepts only
  when clearly worse off;
* the actions are no moves of the rules (``legal_moves`` never lists them),
  every view lists them in one shape, positions and records keep them.
"""

from __future__ import annotations

import ast
import os
import random
import re
import sys

import pytest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
try:
    import boardgames
except ImportError:  # running without PYTHONPATH=py
    sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "py"))
    import boardgames

from boardgames import CHANCE, BadPosition, GameError, IllegalMove, Result, ai, record as records
from boardgames.ai.players import greedy, random_mover
from boardgames.api import Api
from boardgames.match import Match
from boardgames.svg import diagram
from checks import ROOT, views_fit
from shaturanga_positions import EX_POS, pos

NEW = ("doushouqi", "shakku", "shaturanga")
"""The games whose actions are ``core.actions``'s (Shuuro has its own)."""


def match_of(name: str, seed: int = 1, **options) -> Match:
    """A new match at its first decision (Shakku: the first player drawn, his
    sticks due; Shaturanga with the die: the die thrown)."""
    return Match(boardgames.game(name, **options).new(seed=seed), seed)


def board_move(match: Match) -> None:
    """The next player's first legal move (his throw first, where due; a
    throw that passes the turn is followed by the next one's)."""
    while match.throw_due() is not None:
        match.play("throw")
    match.play(match.state.legal_moves()[0])


def whose_turn(match: Match) -> int:
    due = match.throw_due()
    return match.state.to_move if due is None else due


def refused(action, why: str) -> GameError:
    with pytest.raises(GameError) as caught:
        action()
    assert caught.value.params["why"] == why, caught.value
    return caught.value


def refused_and_unchanged(match: Match, move: str, why: str) -> None:
    before, record = match.state.to_text(), match.record()
    error = refused(lambda: match.play(move), why)
    assert isinstance(error, IllegalMove)
    assert (match.state.to_text(), match.record()) == (before, record)


# ---------------------------------------------------------------- resigning

@pytest.mark.parametrize("name", NEW)
def test_a_player_may_resign_at_any_moment(name):
    """Either player resigns, on his own turn or on the other's: the other
    side wins, by ``resign``."""
    for seed in range(3):
        match = match_of(name, seed)
        for _ in range(seed * 3):
            board_move(match)
        mover = whose_turn(match)
        other = (mover + 1) % len(match.state.game.players)      # the next player: the other side
        match.play("resign:" + match.state.game.players[other])
        result = match.state.result()
        assert result.reason == "resign"
        assert result.winner == (mover & 1 if name == "shaturanga" else mover)
        assert match.record().count('[Termination "resign"]') == 1


@pytest.mark.parametrize("name", NEW)
def test_resign_alone_is_the_player_whose_turn_it_is(name):
    match = match_of(name)
    mover = whose_turn(match)
    match.play("resign")
    assert match.state.result().winner == (mover & 1) ^ 1
    assert match.view(1)["said"][-1] == {"kind": "resign", "player": mover}


@pytest.mark.parametrize("name", NEW)
def test_nothing_is_played_after_a_resignation(name):
    match = match_of(name)
    legal = match.state.legal_moves() or ["throw"]
    match.play("resign:" + match.state.game.players[0])
    state = match.state
    assert state.legal_moves() == [] and state.engine_moves() == []
    view = state.view()
    assert view["moves"] == [] and view["panels"]["action_moves"] == []
    assert view["panels"]["offered_by"] is None
    for move in (legal[0], "offer", "accept", "resign", "resign:" + state.game.players[1]):
        refused_and_unchanged(match, move, "over")


def test_a_team_concedes_when_one_of_its_seats_resigns():
    """[decision] Shaturanga: any player still playing resigns for his army,
    and his whole team loses; the other team wins (``team``)."""
    for seat, winners in ((0, (1, 3)), (1, (0, 2)), (2, (1, 3)), (3, (0, 2))):
        match = match_of("shaturanga")
        match.play("resign:" + match.state.game.players[seat])
        assert match.state.result() == Result(winners[0], "resign", team=winners)
        assert match.view(1)["result"] == {"winner": winners[0], "reason": "resign",
                                          "team": list(winners)}


def test_a_player_out_of_the_game_does_not_resign_for_his_ally():
    """A player whose Radjah is lost is out of the game: no ``resign`` for
    him (his ally still plays and may resign for the team)."""
    state = boardgames.game("shaturanga").from_text(pos(EX_POS, armies="ALLA"))
    assert [a["move"] for a in state.action_moves() if a["kind"] == "resign"] == \
        ["resign:green", "resign:red"]
    refused(lambda: state.play("resign:yellow"), "resign_out")
    state.play("resign:red")
    assert state.result() == Result(0, "resign", team=(0, 2))


# ---------------------------------------------------------------- draws

@pytest.mark.parametrize("name", NEW)
def test_a_draw_offer_does_not_use_the_turn(name):
    match = match_of(name)
    state = match.state
    before, legal, mover = state.to_text(), state.legal_moves(), whose_turn(match)
    match.play("offer")
    assert whose_turn(match) == mover and state.legal_moves() == legal
    assert state.to_text().startswith(before) and state.view()["panels"]["offered_by"] == mover
    assert match.view(1)["said"][-1] == {"kind": "draw_offer", "player": mover}


@pytest.mark.parametrize("name", NEW)
def test_the_player_offered_a_draw_accepts_it_on_his_turn(name):
    match = match_of(name)
    offerer = whose_turn(match)
    match.play("offer")
    refused_and_unchanged(match, "accept", "draw_accept")           # not his own offer
    board_move(match)
    accepter = whose_turn(match)
    assert accepter & 1 != offerer & 1
    actions = match.state.view()["panels"]["action_moves"]
    assert {"move": "accept", "kind": "accept", "player": accepter} in actions
    match.play("accept")
    assert match.state.result() == Result(None, "agreement")
    assert match.view(1)["said"][-1] == {"kind": "draw_accept", "player": accepter}
    assert '[Result "draw"]' in match.record() and '[Termination "agreement"]' in match.record()


@pytest.mark.parametrize("name", NEW)
def test_a_draw_offer_lapses_with_a_board_move(name):
    match = match_of(name)
    match.play("offer")
    board_move(match)                               # the offerer's own move: it still waits
    assert match.state.offered_by() is not None
    board_move(match)                               # the other side moves instead of accepting
    while match.state.offered_by() is not None and whose_turn(match) & 1 != 0:
        board_move(match)                           # (Shakku: one die after another)
    assert match.state.offered_by() is None
    assert "offer=" not in match.state.to_text() and "draw=" not in match.state.to_text()
    refused_and_unchanged(match, "accept", "draw_accept")


@pytest.mark.parametrize("name", NEW)
def test_one_offer_waits_at_a_time_and_only_on_ones_turn(name):
    match = match_of(name)
    players = match.state.game.players
    mover = whose_turn(match)
    refused_and_unchanged(match, "accept", "draw_accept")            # no offer to accept
    refused_and_unchanged(match, "offer:" + players[mover ^ 1], "draw_offer")   # not his turn
    match.play("offer:" + players[mover])
    refused_and_unchanged(match, "offer", "draw_offer")              # one at a time
    for bad, why in (("resign:nobody", "action_player"), ("resign:", "action_player"),
                     ("offer:" + "x" * 1000, "action_player")):
        refused_and_unchanged(match, bad, why)


def test_a_draw_offer_goes_to_the_other_team():
    """[decision] Shaturanga: a draw is offered to the other team; the
    offerer's ally cannot accept it, and his board move lets nothing lapse;
    either player of the other team accepts it on his turn, and a board move
    of that team lets it lapse."""
    match = match_of("shaturanga")
    match.play("offer")                         # Green
    board_move(match)                           # Green moves: Yellow to move
    board_move(match)                           # Yellow moves instead: lapsed
    assert match.state.offered_by() is None
    match = match_of("shaturanga", seed=2)
    board_move(match)                           # Green
    match.play("offer")                         # Yellow offers to Green and Black
    board_move(match)                           # Yellow
    assert match.state.seat == 2
    match.play("accept")                        # Black accepts for his team
    assert match.state.result() == Result(None, "agreement")
    state = boardgames.game("shaturanga").new()
    state.play("offer")
    state.play("b1c3")                          # Green; Yellow to move
    state.play("a5b4")                          # Yellow: lapsed
    state.play("offer")                         # Black offers
    state.play("g8f6")                          # Black; Red to move
    assert state.offered_by() == 2
    assert [a for a in state.action_moves() if a["kind"] == "accept"] == \
        [{"move": "accept", "kind": "accept", "player": 3}]


def test_no_draw_is_offered_while_an_exchange_awaits_its_answer():
    state = boardgames.game("shaturanga").from_text(pos(EX_POS, armies="ALLA"))
    state.play("exchange:offer")
    assert "offer" not in [a["kind"] for a in state.action_moves()]
    refused(lambda: state.play("offer"), "draw_offer")
    state.play("exchange:decline")
    state.play("offer")                         # Green, back to his move
    assert state.offered_by() == 0


def test_shakku_actions_while_the_sticks_are_due():
    """[decision] Shakku: a turn is its player's from his throw to his last
    die: he offers or accepts before he throws too, and the match plays the
    action without waiting for the throw; a throw does not answer an offer,
    a die played does.  Resigning needs no turn."""
    match = match_of("shakku", seed=3)
    red = whose_turn(match)
    assert match.throw_due() == red
    kinds = [(a["kind"], a["player"]) for a in match.state.view()["panels"]["action_moves"]]
    assert ("offer", red) in kinds
    match.play("offer")
    assert match.throw_due() == red                     # still his throw
    while whose_turn(match) == red:
        board_move(match)
    assert match.throw_due() == red ^ 1 and match.state.offered_by() == red
    match.play("throw")                                 # the answer may wait for the sticks
    assert match.state.offered_by() == red
    if match.state.to_move != CHANCE:
        match.play(match.state.legal_moves()[0])        # a die played: the offer lapses
        assert match.state.offered_by() is None
    again = match_of("shakku", seed=3)
    again.play("offer")
    while whose_turn(again) == red:
        board_move(again)
    again.play("accept")                                # before his throw
    assert again.state.result() == Result(None, "agreement")
    fresh = boardgames.game("shakku").new()             # before the first player is drawn
    assert fresh.to_move == CHANCE and fresh.whose_turn() == -1
    refused(lambda: fresh.play("offer"), "action_player")
    fresh.play("resign:blue")
    assert fresh.result() == Result(0, "resign")


@pytest.mark.parametrize("name", NEW)
def test_undo_takes_back_each_action_and_a_lapsed_offer_comes_back(name):
    match = match_of(name)
    texts = [match.state.to_text()]
    match.play("offer")
    texts.append(match.state.to_text())
    board_move(match)
    board_move(match)
    while match.state.offered_by() is not None:
        board_move(match)
    match.play("resign")
    after = match.state.to_text()
    while match.undo_plies():
        match.undo()
    assert match.state.to_text() == texts[0]
    while match.undone:
        match.redo()
    assert match.state.to_text() == after
    state = boardgames.game(name).from_text(texts[1])        # the offer, read back
    assert state.offered_by() == match.state.game.from_text(texts[1]).offered_by() is not None


# ---------------------------------------------------------------- texts

def ended_and_offered(name: str) -> list[str]:
    """Positions of ``name``: an offer waiting (its offerer to move, then
    the other side), a resignation, a draw agreed."""
    match = match_of(name, seed=4, **({"mini": True} if name == "shuuro" else {}))
    if name == "shuuro":
        state = boardgames.game("shuuro").from_text("k11/12/12/12/12/4q7/12/12/12/12/12/9K2 w - 1")
        match = Match(state, 0)
    out = []
    match.play("offer")
    out.append(match.state.to_text())
    board_move(match)
    out.append(match.state.to_text())
    for ending in ("resign", "accept"):
        other = Match(match.state.game.from_text(out[1]), 0)
        if ending == "accept":
            board_move(other)
            if other.state.offered_by() is None:      # Shakku: the offerer's turn goes on
                continue
            while whose_turn(other) == other.state.offered_by():
                board_move(other)
        other.play(ending)
        out.append(other.state.to_text())
    return out


@pytest.mark.parametrize("name", NEW + ("shuuro",))
def test_positions_round_trip_with_a_pending_offer_and_after_a_resignation(name):
    texts = ended_and_offered(name)
    assert any("offer=" in t or "draw=" in t for t in texts)
    assert any("end=resign:" in t for t in texts)
    for text in texts:
        state = boardgames.game(name).from_text(text)
        assert state.to_text() == text
        if "end=" in text:
            assert state.result().reason in ("resign", "agreement")
            assert state.legal_moves() == [] and state.action_moves() == []
        else:
            assert state.offered_by() is not None


def test_a_plain_fen_stays_a_plain_fen():
    """[decision] Dou Shou Qi writes what a FEN cannot say as optional words
    after its six fields: a plain FEN reads and writes as before."""
    game = boardgames.game("doushouqi")
    start = "l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L w - - 0 1"
    assert game.new().to_text() == start
    for short in (start.rsplit(" ", 2)[0], start.rsplit(" ", 4)[0]):
        assert game.from_text(short).to_text() == start
    state = game.from_text(start + " offer=b")
    assert state.to_text() == start + " offer=b" and state.offered_by() == 1
    assert state.to_text().split()[:6] == start.split()
    ended = game.from_text(start + " end=resign:b")
    assert ended.result() == Result(1, "resign")
    assert game.from_text(start + " end=agreement:draw").result() == Result(None, "agreement")


BAD_WORDS = [
    ("doushouqi", "l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L w - - 0 1 {}"),
    ("shakku", "bbbbbbbbbbbbbbb/.......K......./rrrrrrrrrrrrrrr r * - 0/0 {}"),
    ("shaturanga", "yByS2kRkEkHkB/yHyS2kSkSkSkS/yEyS6/yRyS6/6dSdR/6dSdE/gSgSgSgS2dSdH/"
                   "gBgHgEgR2dSdB g AAAA nodice - 0 {}"),
]


@pytest.mark.parametrize("name, text", BAD_WORDS)
def test_bad_action_words_in_a_position_are_refused(name, text):
    key = "draw" if name == "shaturanga" else "offer"
    game = boardgames.game(name)
    for words, why in ((f"{key}=x", "offer_field"), (f"{key}=ww", "offer_field"),
                       ("end=resign:draw", "end_field"), ("end=agreement:w", "end_field"),
                       ("end=won:" + "g", "end_field"), ("end=resign", "end_field"),
                       (f"end=agreement:draw {key}={text.split()[1]}", "action_over")):
        error = refused(lambda: game.from_text(text.format(words)), why)
        assert isinstance(error, BadPosition) and len(str(error)) < 300
    over = {"doushouqi": "3C3/7/7/7/7/7/7/7/r6 b - - 0 1",
            "shakku": ".............../.......K......./r.............. b * - 0/0",
            "shaturanga": pos({"d1": "gR", "e8": "kR", "a1": "yE"}, armies="ALAL")}[name]
    assert game.from_text(over).result() is not None
    refused(lambda: game.from_text(over + " end=agreement:draw"), "action_over")


# ---------------------------------------------------------------- the view, words, records

def test_every_view_lists_the_actions_in_one_shape():
    """``panels["action_moves"]`` (``{"move", "kind", "player"}``) and
    ``panels["offered_by"]`` in every game; Dou Shou Qi's panels are these."""
    for name in ("doushouqi", "shakku", "shaturanga", "shuuro"):
        match = match_of(name, **({"mini": True} if name == "shuuro" else {}))
        panels = match.view(1)["panels"]
        players = match.state.game.players
        if name == "doushouqi":
            assert set(panels) == {"action_moves", "offered_by"}
        resigns = [a for a in panels["action_moves"] if a["kind"] == "resign"]
        assert resigns == [{"move": f"resign:{p}", "kind": "resign", "player": i}
                           for i, p in enumerate(players)]
        assert panels["offered_by"] is None
        for action in panels["action_moves"]:
            assert set(action) == {"move", "kind", "player"}
        views_fit(match)
        if name != "shuuro":
            match.play("offer")
            board_move(match)
            views_fit(match)


def test_a_game_through_the_api_with_actions_fits_the_schema():
    api = Api()
    for name in NEW:
        answer = api.handle({"op": "new", "game": name, "seed": 5})
        match = answer["match"]
        for move in ("offer", None, None, "resign"):
            view = api.handle({"op": "view", "match": match})["view"]
            if move is None:
                move = "throw" if view["throw"] is not None else view["moves"][0]["move"]
            answer = api.handle({"op": "play", "match": match, "move": move})
            assert answer["ok"], answer
            views_fit(Match.from_record(records.read(answer["record"])))
        assert answer["view"]["result"]["reason"] == "resign"


@pytest.mark.parametrize("name", NEW)
def test_a_record_replays_its_actions(name):
    match = match_of(name, seed=6)
    match.play("offer")
    board_move(match)
    board_move(match)
    match.play("resign:" + match.state.game.players[1])
    text = match.record()
    again = Match.from_record(records.read(text))
    assert again.state.to_text() == match.state.to_text()
    assert again.moves == match.moves and again.record() == text
    assert again.view(1)["said"] == match.view(1)["said"]


# ---------------------------------------------------------------- the computer

CLEARLY = {
    # (worse for the player to move, better for him): each with an offer to him
    "doushouqi": ("e5l/7/7/7/7/7/7/7/R6 w - - 0 1 offer=b",
                  "E5L/7/7/7/7/7/7/7/r6 w - - 0 1 offer=b"),
    "shakku": ("bbbbbbbbbbbbbbb/.......K......./r.............. r X.-.- - 0/0 offer=b",
               "..............b/.......K......./rrrrrrrrrrrrrrr r X.-.- - 0/0 offer=b"),
    "shaturanga": (pos({"d1": "gR", "e8": "kR", "a5": "yR", "a4": "yE", "h4": "dR", "h3": "dE",
                        "b6": "yH"}, extra="draw=y"),
                   pos({"d1": "gR", "e8": "kR", "c1": "gE", "f8": "kE", "a5": "yR", "h4": "dR",
                        "c3": "gH"}, extra="draw=y")),
}


@pytest.mark.parametrize("name", NEW)
def test_the_computer_accepts_a_draw_only_when_clearly_worse(name):
    worse, better = (boardgames.game(name).from_text(t) for t in CLEARLY[name])
    for level in (1, 6):
        assert ai.think(worse, level, ms=100).move == "accept"
        move = ai.think(better, level, ms=100).move
        assert move in better.legal_moves()
        better.play(move)                       # it plays on: the offer lapses
        assert better.offered_by() is None
        better.undo()
        assert better.offered_by() is not None


@pytest.mark.parametrize("name", NEW + ("shuuro",))
def test_the_computer_never_resigns_nor_offers(name):
    """The actions are no moves of the search (``engine_moves``), of
    ``legal_moves``, nor of the random and greedy players: from positions of
    random games, every choice is a move of the rules."""
    rng = random.Random(7)
    options = {"mini": True} if name == "shuuro" else {}
    match = match_of(name, seed=7, **options)
    thought = 0
    for ply in range(60):
        state = match.state
        if state.is_over():
            break
        if match.throw_due() is not None:
            match.play("throw")
            continue
        legal = state.legal_moves()
        assert not any(state.is_action(m) or m.partition(":")[0] in ("resign", "offer", "accept")
                       for m in legal)
        if hasattr(state, "engine_moves") and (name != "shuuro" or state.phase == "combat"):
            assert all(not isinstance(m, str) for m in state.engine_moves())
        choices = [random_mover(state, rng), greedy(state, rng)]
        if ply % 10 == 0:
            choices.append(ai.think(state, 1 + ply % 6, ms=50, seed=ply).move)
            thought += 1
        assert all(choice in legal for choice in choices), (choices, state.to_text())
        match.play(rng.choice(choices))
    assert thought


# ---------------------------------------------------------------- check

def test_check_is_in_the_view():
    """``view["check"]``: the players whose King is in check now, in every
    game (empty where there is no check): the status says "Blue is in check"."""
    shuuro = boardgames.game("shuuro").from_text("k11/12/12/12/12/12/Q11/12/12/12/12/11K b - 1")
    assert shuuro.view()["check"] == [1] and shuuro.view()["panels"]["check"] == ["a12"]
    shuuro.play("a12b12")
    assert shuuro.view()["check"] == []
    game = boardgames.game("shaturanga")
    one = game.from_text(pos({"d1": "gR", "d5": "yE", "a5": "yR", "e8": "kR", "h4": "dR"}))
    assert one.view()["check"] == [0]
    assert one.view()["panels"]["check"] == [{"player": 0, "sq": "d1"}]
    three = game.from_text(pos({"d1": "gR", "d5": "yE", "a5": "yR", "e8": "kR", "h4": "dR",
                                "e1": "dE", "h8": "kE"}, seat="y"))
    assert three.view()["check"] == [0, 2, 3]
    for name in ("doushouqi", "shakku", "shaturanga", "shuuro"):
        view = match_of(name).view(1)
        assert view["check"] == []
        views_fit(match_of(name))
    api = Api()
    answer = api.handle({"op": "new", "game": "shuuro",
                         "position": "k11/12/12/12/12/12/Q11/12/12/12/12/11K b - 1"})
    assert answer["view"]["check"] == [1]


# ---------------------------------------------------------------- words

ERRORS = {"BadOption": "bad_option", "BadPosition": "bad_position", "IllegalMove": "illegal_move",
          "BadRecord": "bad_record", "BadRequest": "bad_request", "UnknownGame": "unknown_game"}
SHARED = [ROOT / "py" / "boardgames" / "core" / "actions.py", ROOT / "py" / "boardgames" / "svg.py",
          ROOT / "py" / "boardgames" / "match.py", ROOT / "py" / "boardgames" / "record.py",
          ROOT / "py" / "boardgames" / "api.py"]


def shared_words() -> dict[str, dict[str, str]]:
    """``{"en": {key: text}, "fr": {...}}`` of ``js/words/errors.js``."""
    text = (ROOT / "js" / "words" / "errors.js").read_text(encoding="utf-8")
    en, fr = text.split("\n  fr: {")
    entry = re.compile(r'^\s*"([\w.]+)": "(.*)",$', re.M)
    return {"en": dict(entry.findall(en)), "fr": dict(entry.findall(fr))}


def test_every_shared_why_has_english_and_french_words():
    """The refusals the games share (the actions, the pictures' squares, the
    match, records, requests) have words in ``js/words/errors.js``, under
    ``<code>.<why>`` or ``<why>``, with the same parameters in both languages."""
    words = shared_words()
    found = set()
    for path in SHARED:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            name = getattr(getattr(node, "func", None), "id", None)
            if isinstance(node, ast.Call) and name in ERRORS:
                for keyword in node.keywords:
                    if keyword.arg == "why" and isinstance(keyword.value, ast.Constant):
                        found.add((ERRORS[name], keyword.value.value))
    assert {("illegal_move", "draw_offer"), ("bad_request", "bad_square")} <= found
    for code, why in sorted(found):
        for language in ("en", "fr"):
            table = words[language]
            key = f"{code}.{why}" if f"{code}.{why}" in table else why
            assert key in table, (language, code, why)
            assert set(re.findall(r"\{(\w+)\}", table[key])) == \
                set(re.findall(r"\{(\w+)\}", words["en"][key])), key


def test_the_words_of_the_actions_use_only_the_params_of_their_refusals():
    words = shared_words()["en"]
    match = match_of("doushouqi")
    game = boardgames.game("doushouqi")
    cases = [lambda: match.play("resign:nobody"), lambda: match.play("accept"),
             lambda: match.play("offer:red"),
             lambda: boardgames.game("shaturanga").from_text(
                 pos(EX_POS, armies="ALLA")).play("resign:black"),
             lambda: game.from_text(game.start_text() + " offer=x"),
             lambda: game.from_text(game.start_text() + " end=x"),
             lambda: game.from_text("3C3/7/7/7/7/7/7/7/r6 b - - 0 1 offer=w"),
             lambda: diagram({"game": "doushouqi", "arrows": "a1a0"})]
    for case in cases:
        with pytest.raises(GameError) as caught:
            case()
        error = caught.value
        key = f"{error.code}.{error.params['why']}"
        assert key in words, key
        assert set(re.findall(r"\{(\w+)\}", words[key])) <= set(error.params), key
