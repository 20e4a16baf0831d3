"""Shuuro rules, one test per rule of ``rules/en/shuuro.html``.

Positions are built as SFEN texts (the reference's notation) with ``sfen()``;
games in their early phases are driven with the moves of the rules
(``+Q``, ``done``, ``plinth:3.5``, ``roll:2.5``, ``K@e1``).  Points of the
reference marked [decision] are cited in the docstring of the test that
checks them.  Random play, records and perft are in ``test_shuuro_play.py``.
"""

import os
import sys

import pytest

try:
    import boardgames
except ImportError:  # running without PYTHONPATH=py
    sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "py"))
    import boardgames

from boardgames import CHANCE, BadOption, BadPosition, IllegalMove, Result, record as records
from boardgames.api import Api

BLUE, RED = 0, 1
FILES = "abcdefghijkl"


def sfen(pieces, plinths=(), side="w", hand="-", extra="", size=12, ply=1):
    """SFEN for ``{"e1": "K", "d12": "n", ...}`` and a set of plinth squares."""
    rows = []
    for rank in range(size, 0, -1):
        row, empty = "", 0
        for f in FILES[:size]:
            sq = f"{f}{rank}"
            piece, plinth = pieces.get(sq), sq in plinths
            if piece is None and not plinth:
                empty += 1
                continue
            if empty:
                row, empty = row + str(empty), 0
            row += ("_" + (piece or ".")) if plinth else piece
        rows.append(row + (str(empty) if empty else ""))
    return f"{'/'.join(rows)} {side} {hand} {ply}" + (" " + extra if extra else "")


def game(**options):
    return boardgames.game("shuuro", **options)


def position(pieces, plinths=(), side="w", hand="-", extra="", **options):
    size = 6 if options.get("mini") else 12
    return game(**options).from_text(sfen(pieces, plinths, side, hand, extra, size))


def targets(state, square):
    return {m[len(square):] for m in state.legal_moves() if m.startswith(square)
            and not m[len(square)].isdigit()}


def buy(state, army):
    """Play the purchases of ``army`` ("2Q3P") then ``done``."""
    count = ""
    for ch in army:
        if ch.isdigit():
            count += ch
            continue
        for _ in range(int(count or 1)):
            state.play("+" + ch)
        count = ""
    state.play("done")


def plinths_all(state, rolls):
    for outcome in rolls:
        state.play(outcome)


def to_deployment(state, blue="", red="", rolls=None, order="roll:1.2"):
    """Recruit, roll plinths (default: 6.6 always, one plinth per quarter on
    f6, l6, g7, a7, away from the deployment ranks), order."""
    buy(state, blue)
    buy(state, red)
    plinths_all(state, rolls or ["plinth:6.6"] * state.game.rolls)
    if state.phase == "order":
        state.play(order)
    return state


def deploy_all(state):
    """Place every piece on its first legal square."""
    while state.phase == "deploy":
        state.play(state.legal_moves()[0])
    return state


# ----------------------------------------------------------------- players, board


def test_players_and_board():
    g = game()
    assert g.players == ("blue", "red")
    assert g.name == "shuuro" and g.in_browser is True
    view = g.new().view(BLUE)
    assert view["grid"]["files"] == list("abcdefghijkl")
    assert view["grid"]["ranks"] == [str(r) for r in range(1, 13)]
    assert view["panels"]["phase"] == "recruit"
    assert view["to_move"] == BLUE


def test_four_phases_in_order():
    state = game().new()
    seen = [state.phase]
    to_deployment(state, "Q", "R")
    seen.append(state.phase)
    deploy_all(state)
    seen.append(state.phase)
    state.play("roll:6.1")
    seen.append(state.phase)
    assert seen == ["recruit", "deploy", "initiative", "combat"]


# ----------------------------------------------------------------- recruitment


def test_recruitment_costs():
    state = game().new()
    for move in ("+Q", "+R", "+B", "+N", "+P"):
        state.play(move)
    assert state.spent(BLUE) == 110 + 70 + 40 + 40 + 10
    assert state.budget_left(BLUE) == 800 - 270


def test_recruitment_per_type_maximum():
    state = game().new()
    for _ in range(3):
        state.play("+Q")
    assert "+Q" not in state.legal_moves()
    with pytest.raises(IllegalMove):
        state.play("+Q")
    for _ in range(4):
        state.play("+R")
    assert state.spent(BLUE) == 610


def test_recruitment_budget_never_exceeded():
    state = game().new()
    for move in ["+Q"] * 3 + ["+R"] * 6 + ["+B", "+P"]:
        state.play(move)
    assert state.budget_left(BLUE) == 0
    assert not [m for m in state.legal_moves() if m.startswith("+")]
    with pytest.raises(IllegalMove):
        state.play("+P")


def test_king_compulsory_and_single():
    state = game().new()
    assert state.army[BLUE][1] == 1 and state.army[RED][1] == 1
    assert "+K" not in state.legal_moves() and "-K" not in state.legal_moves()
    with pytest.raises(IllegalMove, match="King"):
        state.play("+K")


def test_at_most_32_pieces():
    state = game(no_limits=True, budget=5000).new()
    for _ in range(31):
        state.play("+P")
    assert sum(state.army[BLUE]) == 32
    assert not [m for m in state.legal_moves() if m.startswith("+")]


def test_points_need_not_be_spent():
    state = game().new()
    assert "done" in state.legal_moves()
    state.play("done")
    assert state.to_move == RED


def test_sell_a_piece_back():
    state = game().new()
    state.play("+Q")
    state.play("-Q")
    assert state.spent(BLUE) == 0
    assert "-Q" not in state.legal_moves()


def test_preset_balanced_army():
    state = game().new()
    state.play("+P")
    state.play("preset")
    assert state.army[BLUE] == [0, 1, 2, 3, 4, 4, 5]
    assert sum(state.army[BLUE]) == 19 and state.spent(BLUE) == 800
    assert "preset" not in state.legal_moves()       # already that army
    assert "preset" not in game(mini=True).new().legal_moves()   # 19 pieces, 800 points


def test_recruitment_is_secret():
    """Blue buys, then Red: each sees only his own army; the hot-seat view
    (None) hides both, with the moves and position that would tell them."""
    state = game().new()
    state.play("+Q")
    state.play("+Q")
    for viewer in (RED, None):
        view = state.view(viewer)
        assert view["panels"]["players"][BLUE]["army"] is None
        assert view["panels"]["players"][BLUE]["spent"] is None
        assert view["position"] is None and view["last_move"] is None
    assert state.view(None)["moves"] == []
    assert state.view(BLUE)["panels"]["players"][BLUE]["army"]["Q"] == 2
    assert {m["move"] for m in state.view(BLUE)["moves"]} == set(state.legal_moves())
    state.play("done")
    state.play("+R")
    assert state.view(BLUE)["panels"]["players"][RED]["army"] is None
    assert state.view(RED)["panels"]["players"][BLUE]["army"] is None
    assert state.view(RED)["panels"]["shop"][2] == {"piece": "R", "cost": 70, "max": 6,
                                                     "count": 1, "refused": None}
    state.play("done")
    view = state.view(None)      # both confirmed: both armies shown
    assert view["panels"]["players"][BLUE]["army"]["Q"] == 2
    assert view["panels"]["players"][RED]["army"]["R"] == 1


# ----------------------------------------------------------------- battlefield


def test_plinth_dice_are_chance_outcomes():
    state = game().new()
    buy(state, "")
    buy(state, "")
    assert state.phase == "plinths" and state.to_move == CHANCE
    outcomes = state.chance_outcomes()
    assert len(outcomes) == 36 and outcomes[0] == ("plinth:1.1", 1 / 36)
    assert state.legal_moves() == []
    with pytest.raises(IllegalMove):
        state.play("plinth:7.1")


def test_plinth_quarters_from_each_players_point_of_view():
    """[decision] Blue does his left quarter then his right, then Red his left
    then his right; 1.1 is the square nearest the player on his left."""
    state = game().new()
    buy(state, "")
    buy(state, "")
    for outcome in ("plinth:1.1", "plinth:3.5", "plinth:1.1", "plinth:3.5",
                    "plinth:1.1", "plinth:3.5", "plinth:1.1", "plinth:3.5"):
        state.play(outcome)
    squares = {t["sq"] for t in state.view()["terrain"] if t["kind"] == "plinth"}
    assert squares == {"a1", "c5",          # Blue's left quarter a1-f6
                       "g1", "i5",          # Blue's right quarter g1-l6
                       "l12", "j8",         # Red's left quarter g7-l12, 1.1 = l12
                       "f12", "d8"}         # Red's right quarter a7-f12, 1.1 = f12
    assert state.phase == "order"


def test_repeated_plinth_square_places_no_second_plinth():
    state = game().new()
    buy(state, "")
    buy(state, "")
    state.play("plinth:2.2")
    state.play("plinth:2.2")
    assert state.view()["panels"]["dice"] == {"kind": "plinth", "column": 2, "row": 2,
                                              "square": "b2", "placed": False}
    assert state.rolls == 2                     # the quarter is done: no re-roll
    for _ in range(6):
        state.play("plinth:4.4")
    assert sum(state.plinth) == 4


def test_plinth_battlefield_fixed_by_seed():
    """[decision] the fixed rolling order makes a seed give one battlefield."""
    from boardgames.match import Match

    def battlefield(seed):
        match = Match(game().new(seed=seed), seed=seed)
        match.play("done")
        match.play("done")
        return match.state.board_text()

    assert battlefield(11) == battlefield(11)
    assert battlefield(11) != battlefield(12)


def test_plinths_are_obstacles():
    state = position({"a1": "K", "c3": "R", "c8": "k", "k12": "b", "e5": "B"},
                     plinths={"c6", "g7", "e3"})
    assert targets(state, "c3") == {"c4", "c5", "c2", "c1", "b3", "a3", "d3"}
    assert "e5g7" not in state.legal_moves() and "e5f6" in state.legal_moves()
    assert "a1b1" in state.legal_moves()


# ----------------------------------------------------------------- deployment


def test_order_dice_lower_deploys_first_ties_reroll():
    """[decision] re-roll ties: a tie leaves the dice due."""
    state = game().new()
    buy(state, "")
    buy(state, "")
    plinths_all(state, ["plinth:1.1"] * 8)
    state.play("roll:4.4")
    assert state.phase == "order" and state.to_move == CHANCE
    state.play("roll:5.2")
    assert state.phase == "deploy" and state.to_move == RED
    assert all(m.startswith("k@") for m in state.legal_moves())


def test_king_first_on_central_squares():
    state = to_deployment(game().new(), "QN", "R")
    assert state.to_move == BLUE
    assert sorted(state.legal_moves()) == sorted(f"K@{f}1" for f in "defghi")
    with pytest.raises(IllegalMove):
        state.play("Q@a1")
    state.play("K@d1")
    assert sorted(state.legal_moves()) == sorted(f"k@{f}12" for f in "defghi")


def test_king_fallback_when_central_squares_are_plinths():
    """[decision] all six central squares hold plinths: any free square of
    the first rank, else of the second, else of the third."""
    plinths = {f"{f}1" for f in "defghi"}
    state = position({}, plinths, hand="Kk")
    assert sorted(state.legal_moves()) == sorted(f"K@{f}1" for f in "abcjkl")
    plinths |= {f"{f}1" for f in "abcjkl"}
    state = position({}, plinths, hand="Kk")
    assert sorted(state.legal_moves()) == sorted(f"K@{f}2" for f in FILES)


def test_deployment_kings_then_alternate_then_alone():
    state = to_deployment(game().new(), "QR", "N", order="roll:5.2")
    order = []
    while state.phase == "deploy":
        order.append(state.to_move)
        state.play(state.legal_moves()[0])
    # Red first (lower die): k, K, then Red, Blue alternate; Red runs out, Blue goes on.
    assert order == [RED, BLUE, RED, BLUE, BLUE]


def test_nobles_fill_the_first_rank_first():
    state = position({"e1": "K", "e12": "k"}, {"b1"}, hand="2Rn")
    assert {m[2:] for m in state.legal_moves()} == {f"{f}1" for f in "acdfghijkl"}
    assert not any(m.startswith("P@") for m in state.legal_moves())


def test_noble_on_second_rank_only_when_first_full_never_beyond_third():
    first = {f"{f}1": "R" for f in "abcdfghijkl"}
    first["e1"] = "K"
    state = position({**first, "e12": "k"}, hand="Q2Pn")
    assert {m[2:] for m in state.legal_moves()} == {f"{f}2" for f in FILES}
    second = {f"{f}2": "B" for f in FILES}
    state = position({**first, **second, "e12": "k"}, hand="Qn")
    assert {m[2:] for m in state.legal_moves()} == {f"{f}3" for f in FILES}


def test_full_rank_counts_plinths_only_for_knights():
    """[decision] "full" means no square where this piece could stand: a
    Knight may not go on rank 2 while a rank-1 plinth is free, a Bishop may."""
    first = {f"{f}1": "R" for f in "abdefghikl"}
    first["e1"] = "K"
    state = position({**first, "e12": "k"}, {"c1", "j1", "d2"}, hand="BNn")
    moves = state.legal_moves()
    assert {m[2:] for m in moves if m[0] == "N"} == {"c1", "j1"}
    assert {m[2:] for m in moves if m[0] == "B"} == {f"{f}2" for f in FILES if f != "d"}
    state.play("N@c1")
    assert {"sq": "c1", "kind": "N", "owner": BLUE, "plinth": True} in state.view()["pieces"]


def test_pawns_last_never_on_first_rank_nor_on_plinths():
    state = position({"e1": "K", "e12": "k"}, {"c2"}, hand="N2Pn")
    assert {m[0] for m in state.legal_moves()} == {"N"}
    state = position({"e1": "K", "e12": "k"}, {"c2"}, hand="2Pn")
    assert {m[2:] for m in state.legal_moves()} == {f"{f}2" for f in FILES if f != "c"}


def test_red_deploys_on_ranks_12_to_10():
    state = position({"e1": "K", "e12": "k"}, side="b", hand="Pp")
    assert {m[2:] for m in state.legal_moves()} == {f"{f}11" for f in FILES}
    assert all(m.startswith("p@") for m in state.legal_moves())
    with pytest.raises(IllegalMove, match="Red"):
        state.play("P@a11")


def test_unplaceable_piece_is_removed():
    """[decision] a piece (other than the King) with no legal square leaves
    the army; here the pawn ranks are full."""
    pieces = {f"{f}{r}": "B" for f in FILES for r in (2, 3)}
    pieces.update({"e1": "K", "e12": "k"})
    state = position(pieces, hand="Q2Pn")
    state.play("Q@a1")
    assert state.army[BLUE][6] == 0 and state.removed[BLUE][6] == 2
    assert state.view()["panels"]["players"][BLUE]["removed"] == {"P": 2}
    assert state.to_move == RED


def test_touch_rule_not_enforced_placed_piece_final():
    """[decision] any piece of the current group may be chosen; a placed
    piece never moves again during deployment."""
    state = position({"e1": "K", "e12": "k"}, hand="QRBNn")
    assert {m[0] for m in state.legal_moves()} == set("QRBN")
    state.play("R@a1")
    state.play("n@a12")
    assert not any(m.startswith("R") for m in state.legal_moves())
    assert all("@" in m for m in state.legal_moves())


# ----------------------------------------------------------------- combat


def test_initiative_higher_moves_first_ties_reroll():
    """[decision] re-roll ties."""
    state = deploy_all(to_deployment(game().new(), "Q", "Q"))
    assert state.phase == "initiative" and state.to_move == CHANCE
    state.play("roll:3.3")
    assert state.phase == "initiative"
    state.play("roll:2.6")
    assert state.phase == "combat" and state.to_move == RED


AMBUSH = {"e1": "K", "h1": "R", "d2": "P", "f2": "P", "d1": "Q",
          "e12": "r", "h12": "k", "g11": "p", "i11": "p", "a12": "b"}


def test_ambush_king_capture_wins_even_in_check():
    state = position(AMBUSH, {"c5", "j7"}, extra="ambush=1")
    assert state.in_check(BLUE)
    assert "h1h12" in state.legal_moves()
    state.play("h1h12")
    assert state.result() == Result(BLUE, "ambush")
    assert state.legal_moves() == []
    state.undo()
    assert state.result() is None
    assert state.to_text() == sfen(AMBUSH, {"c5", "j7"}, extra="ambush=1")


def test_ambush_in_check_without_escape_is_checkmate():
    state = position({"e1": "K", "d1": "R", "f1": "R", "d2": "P", "f2": "P",
                      "e12": "q", "h12": "k"}, extra="ambush=1")
    assert state.in_check(BLUE)
    assert state.legal_moves() == []
    assert state.result() == Result(RED, "checkmate")


def test_ambush_only_on_the_first_move():
    state = position(AMBUSH, {"c5", "j7"}, extra="ambush=1")
    state.play("e1f1")                  # the first player declines the capture
    assert not state.ambush and "ambush" not in state.to_text()
    assert state.in_check(RED)          # Red answers the check as in chess
    for move in state.legal_moves():
        state.play(move)
        assert not state.in_check(RED)
        state.undo()
    with pytest.raises(BadPosition, match="check"):
        position(AMBUSH, {"c5", "j7"})   # without ambush=1 Red may not be in check on Blue's move


def test_no_castling():
    state = position({"e1": "K", "a1": "R", "l1": "R", "e12": "k"})
    assert targets(state, "e1") == {"d1", "f1", "d2", "e2", "f2"}


def test_knight_jumps_plinths_and_lands_on_them():
    state = position({"a1": "K", "d4": "N", "l12": "k", "l10": "p"},
                     {"d5", "e5", "c5", "c4", "e4", "c3", "d3", "e3", "f5"})
    assert "d4f5" in state.legal_moves()        # onto an empty plinth, over plinths
    assert targets(state, "d4") == {"b5", "b3", "c6", "e6", "f5", "f3", "c2", "e2"}


def test_knight_on_plinth_captured_only_by_knight():
    state = position({"a1": "K", "l12": "k", "d6": "n", "d1": "R", "c5": "P", "b10": "B",
                      "g9": "Q"}, {"d6"})
    moves = state.legal_moves()
    assert "d1d6" not in moves and "c5d6" not in moves and "b10d6" not in moves
    assert "g9d6" not in moves
    state = position({"a1": "K", "l12": "k", "d6": "n", "b5": "N", "l10": "p"}, {"d6"})
    assert "b5d6" in state.legal_moves()


def test_knight_on_plinth_still_attacks():
    state = position({"e1": "K", "e10": "P", "l12": "k", "f3": "n"}, {"f3"})
    assert state.in_check(BLUE)
    assert set(state.legal_moves()) == {"e1d1", "e1e2", "e1f1", "e1f2"}   # not d2


def test_pawn_two_step_from_second_rank_only():
    state = position({"a1": "K", "l12": "k", "c2": "P", "d3": "P"})
    assert targets(state, "c2") == {"c3", "c4"}
    assert targets(state, "d3") == {"d4"}
    state = position({"a1": "K", "l12": "k", "c11": "p", "d10": "p"}, side="b")
    assert targets(state, "c11") == {"c10", "c9"}
    assert targets(state, "d10") == {"d9"}


def test_pawn_two_step_blocked_by_plinth():
    state = position({"a1": "K", "l12": "k", "c2": "P", "d2": "P"}, {"c4", "d3"})
    assert targets(state, "c2") == {"c3"}
    assert targets(state, "d2") == set()


def test_en_passant():
    state = position({"a1": "K", "l12": "k", "e9": "P", "d11": "p", "h3": "P"}, side="b")
    state.play("d11d9")
    assert "ep=d10" in state.to_text()
    assert "e9d10" in state.legal_moves()
    state.play("e9d10")
    assert "d9" not in {p["sq"] for p in state.view()["pieces"]}
    assert state.view()["last_move"]["captured"] == "P"
    state.undo()
    state.play("a1a2")                  # only at once: the right lapses
    state.play("l12k12")
    assert "e9d10" not in state.legal_moves()


def test_promotion():
    state = position({"a1": "K", "l12": "k", "e11": "P", "f12": "r", "d12": "n"}, {"d12"})
    assert targets(state, "e11") == {"e12q", "e12r", "e12b", "e12n", "f12q", "f12r",
                                     "f12b", "f12n"}      # d12: a Knight on a plinth
    state.play("e11f12n")
    assert {p["sq"]: p["kind"] for p in state.view()["pieces"]}["f12"] == "N"
    with pytest.raises(IllegalMove, match="becomes"):
        position({"a1": "K", "l12": "k", "e11": "P"}).play("e11e12")
    view = position({"a1": "K", "l12": "k", "e11": "P"}).view()
    assert {m.get("promotion") for m in view["moves"] if m["from"] == "e11"} == set("QRBN")


def test_red_promotes_on_rank_1():
    state = position({"a12": "K", "l1": "k", "e2": "p"}, side="b")
    assert targets(state, "e2") == {"e1q", "e1r", "e1b", "e1n"}


def test_lishuuro_underscore_move_accepted():
    state = position({"a1": "K", "l12": "k", "b2": "P"})
    state.play("b2_b4")
    assert state.board_text().endswith("/1P10/12/12/K11")


def test_check_must_be_answered():
    state = position({"e1": "K", "a2": "R", "e12": "r", "l12": "k"})
    assert set(state.legal_moves()) == {"e1d1", "e1f1", "e1d2", "e1f2", "a2e2"}
    with pytest.raises(IllegalMove, match="check"):
        state.play("a2a3")


def test_pinned_piece_stays_on_the_line():
    state = position({"e1": "K", "e4": "R", "e12": "r", "l12": "k"})
    assert targets(state, "e4") == {f"e{r}" for r in range(2, 13) if r != 4}


def test_checkmate():
    """End [decision, from classical chess]."""
    state = position({"a1": "K", "l12": "k", "b12": "r", "c11": "r"}, side="b")
    state.play("c11a11")
    assert state.result() == Result(RED, "checkmate")


def test_stalemate():
    """End [decision, from classical chess]."""
    state2 = position({"a1": "K", "l12": "k", "c4": "q"}, side="b")
    state2.play("c4c2")
    assert state2.result() == Result(None, "stalemate")


def test_threefold_repetition():
    """End [decision, from classical chess]."""
    state = position({"a1": "K", "l12": "k", "c5": "R", "j9": "r"})
    for _ in range(2):
        for move in ("a1b1", "l12k12", "b1a1", "k12l12"):
            assert state.result() is None
            state.play(move)
    assert state.result() == Result(None, "repetition")
    assert state.legal_moves() == []


def test_fifty_moves_each_side():
    """End [decision, from classical chess]."""
    state = position({"a1": "K", "l12": "k", "c5": "R", "j9": "r"}, extra="halfmove=99")
    assert state.result() is None
    state.play("c5c6")
    assert state.result() == Result(None, "fifty_moves")
    state = position({"a1": "K", "l12": "k", "c5": "R", "j9": "r", "h3": "P"},
                     extra="halfmove=99")
    state.play("h3h4")
    assert state.result() is None


@pytest.mark.parametrize("pieces,drawn", [
    ({}, True), ({"c3": "N"}, False), ({"c3": "b"}, False), ({"c3": "R"}, False),
    ({"c3": "P"}, False), ({"c3": "N", "d4": "n"}, False)])
def test_insufficient_material(pieces, drawn):
    """End [decision, from classical chess]: King against King is drawn;
    [decision] King and one minor piece against King is not."""
    state = position({"a1": "K", "l12": "k", **pieces})
    assert (state.result() == Result(None, "insufficient_material")) is drawn


def test_king_against_king_is_drawn():
    """End [decision, from classical chess]: King against King is a draw."""
    state = position({"a1": "K", "l12": "k"})
    assert state.result() == Result(None, "insufficient_material")
    assert state.legal_moves() == []


MINOR_PIECE_MATE = "k_.10/_._.10/12/3N8/12/12/12/12/12/12/12/11K w - 1"


def test_king_and_minor_piece_against_king_is_not_drawn():
    """End [decision]: unlike chess, King and one minor piece against King is
    not drawn at once: plinths stand where the board edge would, so a lone
    Knight can mate (the reference's SFEN: the Red King on a12 is walled in
    by plinths on b12, a11 and b11, and Knight d9-b10 mates)."""
    state = game().from_text(MINOR_PIECE_MATE)
    assert state.result() is None
    assert "d9b10" in state.legal_moves()
    state.play("d9b10")
    assert state.result() == Result(BLUE, "checkmate")
    bishop = position({"a1": "K", "l12": "k", "c3": "b"})
    assert bishop.result() is None and bishop.legal_moves()


def test_resign():
    """End [decision, from classical chess]."""
    state = position({"a1": "K", "l12": "k", "c3": "R"})
    state.play("resign")
    assert state.result() == Result(RED, "resign")
    assert "end=resign:b" in state.to_text()
    state.undo()
    state.play("resign:red")
    assert state.result() == Result(BLUE, "resign")
    with pytest.raises(IllegalMove, match="over"):
        state.play("a1a2")


def test_draw_by_agreement():
    """End [decision, from classical chess]."""
    state = position({"a1": "K", "l12": "k", "c3": "R"})
    assert "offer" in state.actions()
    with pytest.raises(IllegalMove):
        state.play("accept")
    state.play("offer")
    assert state.to_move == BLUE            # offering does not use the turn
    state.play("a1a2")
    assert "accept" in state.actions()
    state.play("accept")
    assert state.result() == Result(None, "agreement")
    state.undo()
    state.play("l12k12")                    # a move declines the offer
    assert state.offer == -1


# ----------------------------------------------------------------- variants


def test_variant_chess_clock_timeout():
    """Running out of time loses: the match reports ``timeout:<player>``."""
    g = game(clock=5, increment=3)
    state = g.new()
    assert state.view(BLUE)["panels"]["clock"] == {"minutes": 5, "increment": 3,
                                                   "timeout": ["timeout:blue", "timeout:red"]}
    state.flag(RED)
    assert state.result() == Result(BLUE, "timeout")
    with pytest.raises(IllegalMove, match="clock"):
        game().new().play("timeout:blue")


def test_variant_mini_shuuro():
    """6x6 board, 200 points, at most 10 pieces, two plinth rolls on the one
    quarter, [decision] Blue rolling; the King on any first-rank square."""
    g = game(mini=True)
    state = g.new()
    assert state.view(BLUE)["grid"]["files"] == list("abcdef")
    assert state.budget_left(BLUE) == 200
    for _ in range(9):
        state.play("+P")
    assert not [m for m in state.legal_moves() if m.startswith("+")]   # 10 pieces
    state.play("done")
    buy(state, "Q")
    assert state.phase == "plinths" and state.to_text().split()[1] == "w"
    state.play("plinth:3.5")
    state.play("plinth:6.6")
    assert {t["sq"] for t in state.view()["terrain"]} == {"c5", "f6"}
    state.play("roll:1.2")
    assert sorted(state.legal_moves()) == sorted(f"K@{f}1" for f in "abcdef")
    state.play("K@a1")
    assert sorted(state.legal_moves()) == sorted(f"k@{f}6" for f in "abcde")
    state.play("k@a6")
    state.play("P@a2")
    assert sorted(m[2:] for m in state.legal_moves()) == [f"{f}6" for f in "bcde"]


def test_variant_army_size_and_handicap():
    state = game(budget=600, budget_red=1000).new()
    assert state.budget_left(BLUE) == 600
    state.play("done")
    assert state.budget_left(RED) == 1000
    with pytest.raises(BadOption):
        game(budget=-5)


def test_variant_no_limits():
    state = game(no_limits=True, budget=2000).new()
    for _ in range(7):
        state.play("+Q")
    assert "+Q" in state.legal_moves()
    state = game(max_queen=1).new()
    state.play("+Q")
    assert "+Q" not in state.legal_moves()


def test_variant_scouts_plinths_first():
    state = game(scouts=True).new()
    assert state.phase == "plinths" and state.to_move == CHANCE
    plinths_all(state, ["plinth:2.3"] * 8)
    assert state.phase == "recruit" and state.to_move == BLUE
    assert state.view(BLUE)["terrain"]
    buy(state, "Q")
    buy(state, "")
    assert state.phase == "order"


def test_variant_jungle_more_plinths():
    """3+ plinths per quarter; [decision] a repeated square is lost, not re-rolled."""
    state = game(plinths=4).new()
    buy(state, "")
    buy(state, "")
    plinths_all(state, ["plinth:1.1", "plinth:1.1", "plinth:2.1", "plinth:3.1"])
    assert sum(state.plinth) == 3 and state.rolls == 4
    plinths_all(state, ["plinth:1.2"] * 12)
    assert sum(state.plinth) == 6 and state.phase == "order"
    with pytest.raises(BadOption):
        game(plinths=0)


def test_variant_king_in_the_castle():
    state = to_deployment(game(king_in_castle=True).new(), "", "")
    assert sorted(state.legal_moves()) == sorted(f"K@{f}1" for f in FILES)


def test_variant_serious_more_pieces_deploys_first_and_finisher_moves_first():
    state = game(serious=True).new()
    buy(state, "P")
    buy(state, "3P")
    plinths_all(state, ["plinth:6.6"] * 8)
    assert state.phase == "deploy" and state.to_move == RED     # no dice
    order = []
    while state.phase == "deploy":
        order.append(state.to_move)
        state.play(state.legal_moves()[0])
    assert order == [RED, BLUE, RED, BLUE, RED, RED]
    assert state.phase == "combat" and state.to_move == BLUE    # Blue finished first
    state = game(serious=True).new()
    buy(state, "P")
    buy(state, "N")
    plinths_all(state, ["plinth:6.6"] * 8)
    assert state.phase == "order"                               # a tie: dice


def test_variants_combine():
    state = game(mini=True, scouts=True, serious=True, king_in_castle=True, plinths=3,
                 budget=300, clock=3).new()
    plinths_all(state, ["plinth:1.1", "plinth:2.2", "plinth:2.2"])
    buy(state, "2N")
    buy(state, "R")
    deploy_all(state)
    assert state.phase == "combat"


# ----------------------------------------------------------------- notation, view


EXAMPLE = "12/8k3/12/8r3/12/12/12/6pp4/8R3/6p5/3PPPPP4/8K3 w - 1"


def test_sfen_reference_example_reads():
    state = game().from_text(EXAMPLE)
    assert state.phase == "combat" and state.to_move == BLUE
    assert state.to_text() == EXAMPLE


def test_sfen_plinths_and_knights_on_plinths_round_trip():
    text = sfen({"a1": "K", "l12": "k", "c3": "N", "d10": "n"}, {"c3", "d10", "h7"})
    assert "_N" in text and "_n" in text and "_." in text
    assert game().from_text(text).to_text() == text


def test_sfen_every_phase_round_trips():
    g = game()
    state = g.new()
    texts = [state.to_text()]
    state.play("+Q")
    texts.append(state.to_text())
    state.play("done")
    buy(state, "2P")
    texts.append(state.to_text())
    state.play("plinth:2.2")
    texts.append(state.to_text())
    plinths_all(state, ["plinth:3.3"] * 7)
    texts.append(state.to_text())
    state.play("roll:1.4")
    texts.append(state.to_text())
    deploy_all(state)
    texts.append(state.to_text())
    state.play("roll:4.1")
    texts.append(state.to_text())
    for text in texts:
        assert g.from_text(text).to_text() == text
    assert texts[0] == "12/12/12/12/12/12/12/12/12/12/12/12 w Kk 1 phase=recruit"
    assert texts[2].split()[2] == "KQk2p"
    assert texts[3].endswith("phase=plinths rolls=1")
    assert texts[5].split()[2] == "KQk2p" and texts[5].split()[1] == "w"
    assert "ambush=1" in texts[7]


MINI_TEXT = "k5/5p/6/6/P5/5K w - 1"


def mini_record(mini_option):
    return (f'[Game "shuuro"]\n[Option "mini={mini_option}"]\n[Option "budget=300"]\n'
            f'[Seed "0"]\n[Position "{MINI_TEXT}"]\n\n1. a2a3 f5f4 *\n')


def test_six_by_six_sfen_is_a_mini_position():
    """[decision] The board's size says the game: a 6x6 (lishuuro) SFEN is a
    Mini-Shuuro position without mini=true, a 12x12 one a standard position
    even with mini=true; the state's game says so (its other options kept)."""
    state = game(budget=300).from_text(MINI_TEXT)
    assert state.game.options["mini"] is True and state.game.options["budget"] == 300
    assert state.view()["grid"]["files"] == list("abcdef")
    assert state.to_text() == MINI_TEXT
    standard = game(mini=True, budget=300).from_text(EXAMPLE)
    assert standard.game.options["mini"] is False and standard.game.options["budget"] == 300
    assert standard.to_text() == EXAMPLE
    answer = Api().handle({"op": "new", "game": "shuuro", "position": MINI_TEXT})
    assert answer["ok"] and answer["view"]["options"]["mini"] is True
    text = Api().handle({"op": "new", "game": "shuuro", "options": {"mini": True},
                         "position": EXAMPLE})["view"]["position"]
    assert text == EXAMPLE
    state.play("a2a3")
    written = records.write(state.game, state, ["a2a3"], position=MINI_TEXT)
    assert '[Option "mini=true"]' in written
    again = records.read(written)
    assert again.game.options["mini"] is True
    assert again.replay().to_text() == state.to_text()


def test_six_by_six_sfen_in_a_record_is_a_mini_position():
    """[decision] A record whose Option says mini=false but whose Position is
    6x6 loads as Mini-Shuuro; the record written back says mini=true."""
    api = Api()
    answer = api.handle({"op": "load", "record": mini_record("false")})
    assert answer["ok"], answer
    view = answer["view"]
    assert view["options"]["mini"] is True and view["options"]["budget"] == 300
    assert view["grid"]["width"] == 6 and view["history"] == ["a2a3", "f5f4"]
    written = api.handle({"op": "record", "match": answer["match"]})["record"]
    assert '[Option "mini=true"]' in written and '[Option "budget=300"]' in written
    again = api.handle({"op": "load", "record": written})
    assert again["ok"] and again["view"]["position"] == view["position"]
    assert records.read(mini_record("false")).start().game.options["mini"] is True


@pytest.mark.parametrize("text,message", [
    ("", "four fields"),
    ("12/12 w - 1", "12 ranks"),
    ("13/12/12/12/12/12/12/12/12/12/12/12 w - 1", "13 squares"),
    ("12/12/12/12/12/12/12/12/12/12/12/11X w - 1", "unknown letter"),
    ("12/12/12/12/12/12/12/12/12/12/12/_K11 w - 1", "only a Knight"),
    ("k11/12/12/12/12/12/12/12/12/12/12/K11 x - 1", r"w \(Blue\) or b"),
    ("k11/12/12/12/12/12/12/12/12/12/12/K11 w - 0", "ply"),
    ("k11/12/12/12/12/12/12/12/12/12/12/K11 w 2Z 1", "hand"),
    ("12/12/12/12/12/12/12/12/12/12/12/K11 w - 1", "Red needs exactly one King"),
    ("k11/12/12/12/12/12/12/12/12/12/12/P10K w - 1", "pawn"),
    ("k11/12/12/12/12/12/12/12/12/12/12/K11 w - 1 foo=1", "unknown field"),
    ("k11/12/12/12/12/12/12/12/12/12/12/K11 w - 1 ep=c6", "ep"),
    ("12/12/12/12/12/12/12/12/12/12/12/12 w K4Qk 1 phase=recruit", "queens"),
    ("12/12/12/12/12/12/12/12/12/12/12/12 w Kkq 1 phase=recruit", "Red buys after Blue"),
    ("12/12/12/12/12/12/k11/12/12/12/12/12 w K 1", "deployment ranks"),
])
def test_bad_positions_are_refused_clearly(text, message):
    with pytest.raises(BadPosition, match=message):
        game().from_text(text)


def test_view_shape():
    state = position({"e1": "K", "l12": "k", "c3": "N", "e11": "P", "f12": "r"}, {"c3", "h8"})
    view = state.view()
    assert set(view) >= {"game", "grid", "players", "terrain", "pieces", "to_move", "moves",
                         "last_move", "result", "position", "panels"}
    assert {"sq": "h8", "kind": "plinth"} in view["terrain"]
    assert {"sq": "c3", "kind": "N", "owner": BLUE, "plinth": True} in view["pieces"]
    for m in view["moves"]:
        assert m["move"].startswith(m["from"] + m["to"])
    assert any(m["capture"] for m in view["moves"])
    assert set(view["panels"]) >= {"phase", "players", "shop", "hand", "dice", "check"}
    state.play("e11f12q")
    assert state.view()["last_move"]["captured"] == "R"
    assert state.view()["panels"]["check"] == ["l12"]


def test_view_deployment_moves_come_from_the_hand():
    state = position({"e1": "K", "e12": "k"}, hand="Qn")
    view = state.view()
    assert {m["from"] for m in view["moves"]} == {"@Q"}
    assert view["panels"]["hand"] == [[{"piece": "Q", "count": 1}],
                                      [{"piece": "N", "count": 1}]]
    state.play("Q@a1")
    assert state.view()["last_move"]["to"] == "a1"


def test_undo_restores_every_phase():
    state = game().new()
    texts = []
    moves = ["+Q", "+P", "done", "+R", "done"] + ["plinth:2.3"] * 8 + ["roll:1.1", "roll:2.1"]
    for move in moves:
        texts.append(state.to_text())
        state.play(move)
    while texts:
        state.undo()
        assert state.to_text() == texts.pop()
    with pytest.raises(IllegalMove):
        state.undo()


def test_repetition_counts_en_passant_only_when_possible():
    """A two-square step that no pawn can take en passant leaves the same
    position as a one-square step would have (classical chess)."""
    state = position({"a1": "K", "l12": "k", "c5": "R", "j9": "r", "e11": "p"}, side="b")
    state.play("e11e9")
    plain = position({"a1": "K", "l12": "k", "c5": "R", "j9": "r", "e9": "p"})
    assert state.hash == plain.hash
    state = position({"a1": "K", "l12": "k", "f9": "P", "e11": "p"}, side="b")
    state.play("e11e9")
    assert state.hash != position({"a1": "K", "l12": "k", "f9": "P", "e9": "p"}).hash


def test_shop_warns_when_the_army_may_not_fit():
    """Rule 3.6: the shop warns when an army may not fit its three ranks."""
    state = game(no_limits=True, budget=1000).new()
    for _ in range(24):
        state.play("+P")
    assert state.view(BLUE)["panels"]["fit_warning"] is False
    state.play("+P")
    assert state.view(BLUE)["panels"]["fit_warning"] is True
    assert state.view(RED)["panels"]["fit_warning"] is False
