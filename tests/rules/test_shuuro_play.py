"""Shuuro random play over every variant, game records, and the match.

Random games go through ``boardgames.match.Match`` (which throws the plinth and
order dice from the seed) from recruitment to the end, checking invariants
at every step: no budget overspent, per-type maxima and army size, pieces
deployed only on their player's three first ranks (pawns never on the first
rank, only Knights on plinths), exactly one King each until the end, and
every N plies the position text round trip and the view's move list.

The number of games comes from ``--random-games`` (300 by default), divided
by 4 to keep this file under about a minute (a random Shuuro game lasts
hundreds of plies before the 50-move rule or a mate ends it).
"""

import os
import random
import sys

try:
    import boardgames
except ImportError:  # running without PYTHONPATH=py
    sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "py"))
    import boardgames

from boardgames import CHANCE, record as records
from boardgames.api import Api
from boardgames.match import Match

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from checks import schema_games, views_fit  # noqa: E402

PLY_CAP = 4000
COST = {"K": 0, "Q": 110, "R": 70, "B": 40, "N": 40, "P": 10}
MAXIMUM = {"K": 1, "Q": 3, "R": 6, "B": 9, "N": 9, "P": 18}

VARIANTS = [
    {},
    {"mini": True},
    {"budget": 600, "budget_red": 1000},
    {"no_limits": True, "budget": 5000},          # pawn hordes: some pieces find no square
    {"max_queen": 0, "max_pawn": 30},
    {"scouts": True},
    {"plinths": 5},
    {"king_in_castle": True},
    {"serious": True},
    {"clock": 5, "increment": 2},
    {"mini": True, "scouts": True, "serious": True, "plinths": 3, "budget": 400},
    {"plinths": 8, "no_limits": True, "budget": 3000, "king_in_castle": True},
]


def n_games(total):
    """This file's share of ``--random-games``."""
    return max(len(VARIANTS), total // 4)


def choose(state, moves, rng, options):
    """A random move; purchases lean towards buying, and some games end by
    resignation, an agreed draw or a time-out."""
    if state.phase == "recruit":
        plus = [m for m in moves if m.startswith("+")]
        if options.get("no_limits") and "+P" in plus and rng.random() < 0.7:
            return "+P"
        roll = rng.random()
        if roll < 0.03 and "preset" in moves:
            return "preset"
        if roll < 0.1:
            return rng.choice(moves)
        return rng.choice(plus) if plus else "done"
    if state.phase == "combat" and rng.random() < 0.0005:
        return rng.choice(state.actions())
    return rng.choice(moves)


def check_invariants(state, game):
    army_limits = game.maxima
    for p in (0, 1):
        if state.phase == "recruit":
            assert state.spent(p) <= game.budgets[p]
            assert state.army[p][1] == 1
            assert sum(state.army[p]) <= game.cap
            for t in range(2, 7):
                assert state.army[p][t] <= army_limits[t]
            assert min(state.army[p]) >= 0
    size = game.geo.size
    view = state.view(state.to_move if state.to_move >= 0 else None)
    kings = {0: 0, 1: 0}
    for piece in view["pieces"]:
        rank = int(piece["sq"][1:])
        if piece["kind"] == "K":
            kings[piece["owner"]] += 1
        if piece["plinth"]:
            assert piece["kind"] == "N"
        if state.phase == "deploy":
            home = rank if piece["owner"] == 0 else size + 1 - rank
            assert home <= 3
            if piece["kind"] == "P":
                assert home in (2, 3)
    if state.phase == "combat":
        result = state.result()
        if result is None or result.reason != "ambush":
            assert kings == {0: 1, 1: 1}
        else:
            assert kings[1 - result.winner] == 0
    assert all(k <= 1 for k in kings.values())


def play_random(seed, options, check_every=15, schema=False):
    g = boardgames.game("shuuro", **options)
    match = Match(g.new(seed=seed), seed=seed)
    rng = random.Random(seed)
    state = match.state
    while not state.is_over():
        assert len(match.moves) < PLY_CAP, "the game did not end"
        moves = state.legal_moves()
        assert moves, "no move but not over"
        match.play(choose(state, moves, rng, options))
        check_invariants(state, g)
        if schema:        # each player's view differs only while the armies are secret
            views_fit(match, (None, 0, 1) if state.phase == "recruit" else (None,))
        if len(match.moves) % check_every == 0 or state.is_over():
            text = state.to_text()
            assert g.from_text(text).to_text() == text
            viewer = state.to_move if state.to_move >= 0 else None
            listed = sorted(m["move"] for m in state.view(viewer)["moves"])
            assert listed == sorted(state.legal_moves())
    views_fit(match)                        # the end of every game
    return match


def test_random_games_all_variants_end_without_error(random_games):
    games = n_games(random_games)
    reasons = {}
    removed = 0
    for i in range(games):
        options = VARIANTS[i % len(VARIANTS)]
        match = play_random(1000 + i, options, schema=i < schema_games(random_games))
        result = match.state.result()
        reasons[result.reason] = reasons.get(result.reason, 0) + 1
        removed += sum(map(sum, match.state.removed))
    assert sum(reasons.values()) == games
    assert len(reasons) >= 3            # games end in several ways
    if games >= 24:
        assert removed > 0               # the no-square rule was met


def test_record_round_trip_through_match_and_record():
    for i, options in enumerate(VARIANTS[:6]):
        match = play_random(77 + i, options, check_every=200)
        text = match.record()
        parsed = records.read(text)
        again = Match.from_record(parsed)
        assert again.state.to_text() == match.state.to_text()
        assert again.state.result() == match.state.result()
        assert again.moves == match.moves
        assert again.record() == text


def test_match_undo_redo_never_rerolls_dice():
    match = Match(boardgames.game("shuuro").new(seed=5), seed=5)
    match.play("preset")
    match.play("done")
    match.play("+Q")
    match.play("done")               # the plinth and order dice follow
    assert match.state.phase == "deploy"
    thrown = list(match.moves)
    match.undo()
    assert match.state.phase == "recruit" and match.moves == thrown[:3]
    match.redo()
    assert match.moves == thrown
    match.undo()
    match.play("done")
    assert match.moves == thrown     # same seed and ply: same dice


def test_api_plays_shuuro():
    api = Api()
    answer = api.handle({"op": "new", "game": "shuuro", "seed": 3,
                         "options": {"mini": True}})
    assert answer["ok"], answer
    match, view = answer["match"], answer["view"]
    assert view["panels"]["phase"] == "recruit" and view["moves"] == []   # hot-seat: hidden
    for move in ("+Q", "done", "+R", "done"):
        answer = api.handle({"op": "play", "match": match, "move": move})
        assert answer["ok"], answer
    view = answer["view"]
    assert view["panels"]["phase"] == "deploy"
    assert view["history"][4].startswith("plinth:")
    assert view["moves"] and all(m["from"].startswith("@") for m in view["moves"])
    bad = api.handle({"op": "play", "match": match, "move": "Q@f6"})
    assert not bad["ok"] and bad["error"]["code"] == "illegal_move"


def test_games_lists_shuuro_and_its_options():
    games = Api().handle({"op": "games"})["games"]
    shuuro = [g for g in games if g["id"] == "shuuro"][0]
    assert shuuro["players"] == ["blue", "red"] and shuuro["in_browser"] is True
    names = {o["name"] for o in shuuro["options"]}
    assert {"mini", "budget", "budget_red", "no_limits", "scouts", "plinths",
            "king_in_castle", "serious", "clock", "increment"} <= names


def test_chance_nodes_never_roll_dice_themselves():
    state = boardgames.game("shuuro").new(seed=1)
    state.play("done")
    state.play("done")
    assert state.to_move == CHANCE
    before = state.to_text()
    state.chance_outcomes()
    state.legal_moves()
    state.view()
    assert state.to_text() == before
