"""Shaturanga: one named test per rule of ``rules/en/shaturanga.html``.

Positions are written in the game's text form (see
``boardgames.games.shaturanga.notation``) through the helper ``pos`` below:
``{"a1": "gR", ...}``, the seat, the armies (A playing, C commanding, L lost,
M lost but commanded).
"""

import os
import sys

import pytest

try:
    import boardgames
except ImportError:  # running without PYTHONPATH=py
    sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "py"))
    import boardgames

from boardgames import CHANCE, BadPosition, IllegalMove, Result
from boardgames.games.shaturanga import Shaturanga
from boardgames.games.shaturanga.notation import START

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from shaturanga_positions import CMD_POS, DIE_POS, EX_POS, pos  # noqa: E402


def state_of(pieces, dice=False, promotion=False, **kw):
    return Shaturanga(dice=dice, promotion=promotion).from_text(pos(pieces, dice=dice, **kw))


def events(state):
    return [(e["kind"], e["player"]) for e in state.view()["panels"]["events"]]


# ---------------------------------------------------------------- set-up


def test_start_position_and_thrones():
    """Start: the traditional layout; thrones d1, a5, e8, h4."""
    g = Shaturanga()
    state = g.new()
    assert state.to_text() == START
    view = state.view()
    pieces = {p["sq"]: (p["owner"], p["kind"]) for p in view["pieces"]}
    assert len(pieces) == 32
    assert pieces["d1"] == (0, "R") and pieces["a5"] == (1, "R")
    assert pieces["e8"] == (2, "R") and pieces["h4"] == (3, "R")
    assert pieces["a1"] == (0, "B") and pieces["b1"] == (0, "H") and pieces["c1"] == (0, "E")
    assert pieces["a8"] == (1, "B") and pieces["h8"] == (2, "B") and pieces["h1"] == (3, "B")
    assert {t["sq"]: t["owner"] for t in view["terrain"]} == {"d1": 0, "a5": 1, "e8": 2, "h4": 3}
    assert all(t["kind"] == "throne" for t in view["terrain"])
    assert view["players"] == ["green", "yellow", "black", "red"]
    assert view["panels"]["teams"] == [[0, 2], [1, 3]]


def test_turn_order_green_yellow_black_red():
    """[decision] Turns go A, B, C, D (Green, Yellow, Black, Red); A starts."""
    state = Shaturanga().new()
    order = []
    for move in ("d2d3", "b5c5", "e7e6", "g4f4", "c2c3"):
        order.append(state.to_move)
        state.play(move)
    assert order == [0, 1, 2, 3, 0]
    assert state.to_move == 1


# ---------------------------------------------------------------- moves


def test_radjah_elephant_horse_moves():
    state = state_of({"d4": "gR", "a1": "gE", "h8": "gH", "a8": "yR", "h5": "kR", "h1": "dR"})
    moves = set(state.legal_moves())
    assert {"d4c3", "d4c4", "d4c5", "d4d3", "d4d5", "d4e3", "d4e4", "d4e5"} <= moves
    assert {"a1a7", "a1g1", "a1h1"} <= moves and "a1a8" in moves       # takes the Radjah
    assert {"h8g6", "h8f7"} <= moves


def test_boat_jumps_two_diagonally_over_any_square():
    """The Boat jumps exactly two squares diagonally, the middle square full or not."""
    state = state_of({"c3": "gB", "d4": "kS", "b2": "yS", "a1": "gR", "a8": "yR", "h8": "kR",
                      "h1": "dR", "e1": "dS"})
    boat = sorted(m for m in state.legal_moves() if m.startswith("c3"))
    # e5 over an ally, a5 over nothing, a1 own Radjah, e1 takes a Soldier
    assert boat == ["c3a5", "c3e1", "c3e5"]


def test_soldier_one_step_forward_never_back_captures_diagonally():
    """Soldiers: one step ahead (no double step), capture diagonally ahead; each
    army's own direction (Yellow toward file h, Red toward file a)."""
    state = state_of({"b2": "gS", "c3": "yE", "a3": "dB", "d1": "gR", "a8": "yR", "e8": "kR",
                      "h4": "dR"})
    assert sorted(m for m in state.legal_moves() if m.startswith("b2")) == ["b2a3", "b2b3"]
    state = state_of({"c3": "yS", "d4": "kS", "d1": "gR", "a8": "yR", "e8": "kR", "h4": "dR"},
                     seat="y")
    assert sorted(m for m in state.legal_moves() if m.startswith("c3")) == ["c3d3", "c3d4"]
    state = state_of({"f5": "dS", "e6": "kB", "d1": "gR", "a8": "yR", "e8": "kR", "h4": "dR"},
                     seat="d")
    assert sorted(m for m in state.legal_moves() if m.startswith("f5")) == ["f5e5", "f5e6"]


def test_soldier_on_far_edge_cannot_move_without_promotion():
    """[decision] No promotion by default: a Soldier on the far edge stays."""
    state = state_of({"c7": "gS", "a1": "gR", "a5": "yR", "h8": "kR", "h4": "dR"})
    assert "c7c8" in state.legal_moves()
    state.play("c7c8")
    assert state.board[7 * 8 + 2] == 0 * 8 + 5            # still a Green Soldier
    state = state_of({"c8": "gS", "a1": "gR", "a5": "yR", "h8": "kR", "h4": "dR"})
    assert not any(m.startswith("c8") for m in state.legal_moves())


def test_promotion_option():
    """Option promotion: the Soldier becomes an Elephant, a Horse or a Boat."""
    state = state_of({"c7": "gS", "a1": "gR", "a5": "yR", "h8": "kR", "h4": "dR"},
                     promotion=True)
    assert {"c7c8e", "c7c8h", "c7c8b"} <= set(state.legal_moves())
    assert "c7c8" not in state.legal_moves()
    with pytest.raises(IllegalMove, match="becomes"):
        state.play("c7c8")
    promotions = {m["move"]: m.get("promotion") for m in state.view()["moves"]
                  if m["from"] == "c7"}
    assert promotions == {"c7c8e": "E", "c7c8h": "H", "c7c8b": "B"}   # the chooser's names
    state.play("c7c8h")
    assert {p["sq"]: p["kind"] for p in state.view()["pieces"]}["c8"] == "H"


def test_soldiers_and_boats_capture_only_soldiers_and_boats():
    """Every piece captures as it moves, but Soldiers and Boats take only
    Soldiers and Boats."""
    state = state_of({"c3": "gS", "b4": "yH", "d4": "dS", "e1": "gB", "g3": "yE", "c5": "yB",
                      "a1": "gR", "a8": "yR", "h8": "kR", "h5": "dR"})
    moves = set(state.legal_moves())
    assert "c3d4" in moves and "c3b4" not in moves         # Soldier: Soldier yes, Horse no
    assert "e1g3" not in moves                              # Boat cannot take the Elephant
    state = state_of({"a3": "gB", "c5": "yB", "c1": "dS", "a1": "gR", "a8": "yR", "h8": "kR",
                      "h5": "dR"})
    assert {"a3c5", "a3c1"} <= set(state.legal_moves())


def test_nobody_captures_an_ally():
    """[decision] Nobody captures an ally's piece (nor his own)."""
    state = state_of({"d4": "gE", "d6": "kS", "f4": "kE", "b4": "gS", "a1": "gR", "a8": "yR",
                      "h8": "kR", "h1": "dR"})
    moves = set(state.legal_moves())
    assert "d4d5" in moves and "d4d6" not in moves and "d4f4" not in moves
    assert "d4b4" not in moves and "d4c4" in moves


# ---------------------------------------------------------------- check


def test_check_only_from_active_enemies():
    """[decision] Check comes only from active enemy pieces able to take the
    Radjah: not an ally, not a passive army, never a Soldier or a Boat."""
    state = state_of({"d1": "gR", "d5": "kE", "c8": "yE", "f3": "dB", "e2": "dS", "h7": "kR",
                      "h4": "dR"}, armies="ALAA")
    assert not state.in_check(0)
    moves = set(state.legal_moves())
    assert "d1d2" in moves                     # on the ally's Elephant's file
    assert {"d1c1", "d1c2"} <= moves           # on the passive Yellow Elephant's file
    assert state.view()["panels"]["check"] == []
    # the same Yellow Elephant, active, gives check
    state = state_of({"d1": "gR", "c8": "yE", "c1": "gS", "h7": "kR", "h4": "dR", "a5": "yR"})
    assert not state.in_check(0)
    assert "d1c2" not in state.legal_moves() and "d1d2" in state.legal_moves()


def test_no_move_may_leave_the_seats_radjah_in_check():
    """[decision] A move may not leave the Radjah of the seat to move in check."""
    state = state_of({"d1": "gR", "d3": "gH", "d8": "yE", "a8": "yR", "h8": "kR", "h4": "dR"})
    assert not any(m.startswith("d3") for m in state.legal_moves())   # pinned Horse
    with pytest.raises(IllegalMove):
        state.play("d3c5")


def test_check_from_two_enemies_must_be_answered():
    state = state_of({"d1": "gR", "d8": "yE", "a2": "dE", "a8": "yR", "h7": "kR", "h4": "dR",
                      "g5": "gS"})
    assert state.in_check(0)
    assert sorted(state.legal_moves()) == ["d1c1", "d1e1"]
    assert state.view()["panels"]["check"] == [{"player": 0, "sq": "d1"}]


def test_mate_removes_the_radjah():
    """[decision] In check on his turn with no legal move at all: mated, the
    Radjah is removed, and the turn goes on to the next player."""
    state = state_of({"a1": "gR", "a8": "yE", "c8": "dE", "h6": "yR", "e4": "kR", "h3": "dR"},
                     seat="d")
    state.play("c8b8")
    assert state.lost[0] and state.kings[0] == -1
    assert state.to_move == 1 and state.result() is None
    assert ("mated", 0) in events(state)
    assert "a1" not in {p["sq"] for p in state.view()["pieces"]}
    state.undo()
    assert not state.lost[0] and state.to_move == 3


def test_no_move_without_check_passes():
    """[decision] No legal move and not in check (game without the die): the turn passes."""
    state = state_of({"a1": "gR", "b8": "yE", "h2": "dE", "h6": "yR", "e4": "kR", "h4": "dR"},
                     seat="d")
    state.play("h4g3")
    assert not state.lost[0] and state.to_move == 1
    assert ("pass", 0) in events(state)


def test_radjah_captured_outright_after_an_uncovered_attack():
    """An enemy's move uncovers the other enemy's attack: that enemy takes the
    Radjah before its owner can answer; his seat is then skipped."""
    state = state_of({"a8": "dE", "h6": "yR", "a4": "yH", "e4": "kR", "h2": "dR", "a1": "gR"},
                     seat="y")
    state.play("a4b6")
    assert state.in_check(0)
    state.play("e4e5")
    assert "a8a1" in state.legal_moves()
    state.play("a8a1")
    assert state.lost[0] and state.result() is None
    assert state.to_move == 1 and ("skip", 0) in events(state)
    assert ("captured", 0) in events(state)


# ---------------------------------------------------------------- the die



def test_die_outcomes_and_rethrow_on_5_and_6():
    """With the die each turn starts at a chance node, die:1 .. die:6; 5 and 6
    are thrown again."""
    state = Shaturanga(dice=True).new()
    assert state.to_move == CHANCE
    assert state.chance_outcomes() == [(f"die:{k}", 1 / 6) for k in range(1, 7)]
    state.play("die:5")
    assert state.to_move == CHANCE
    state.play("die:6")
    assert state.to_move == CHANCE
    state.play("die:2")
    assert state.to_move == 0
    with pytest.raises(IllegalMove):
        state.play("die:3")


@pytest.mark.parametrize("k,piece", [(1, "a1"), (2, "b1"), (3, "c1"), (4, "d1")])
def test_die_names_a_piece_or_a_soldier(k, piece):
    """1 Boat, 2 Horse, 3 Elephant, 4 Radjah, or else a Soldier."""
    state = state_of(DIE_POS, dice=True)
    state.play(f"die:{k}")
    froms = {m[:2] for m in state.legal_moves()}
    assert froms == {piece, "e2"}
    view = state.view()
    assert view["panels"]["die"]["value"] == k
    assert view["panels"]["die"]["or"] == "soldier"


def test_die_lost_turn_when_neither_piece_nor_soldier_can_move():
    """[decision] Neither the named piece nor a Soldier can move: the turn is lost."""
    state = state_of({"d1": "gR", "c1": "gE", "a5": "yR", "e8": "kR", "h4": "dR"}, dice=True)
    state.play("die:1")                        # no Boat, no Soldier
    assert state.to_move == CHANCE and state.seat == 1
    assert ("lost_turn", 0) in events(state)
    lost = [e for e in state.view()["panels"]["events"] if e["kind"] == "lost_turn"][0]
    assert lost["die"] == 1 and "lost" in lost["text"]


def test_die_in_check_without_escape_loses_turn_and_radjah_may_be_taken():
    """[decision] In check, no escape with the named piece or a Soldier: the turn
    is lost and the Radjah may be taken.  Mate is judged on all moves."""
    state = state_of({"d1": "gR", "d8": "yE", "a5": "yR", "e8": "kR", "h4": "dR", "h7": "gH"},
                     dice=True, seat="g")
    assert state.in_check(0)
    state.play("die:2")                        # the Horse cannot help
    assert state.seat == 1 and not state.lost[0]
    state.play("die:3")
    assert "d8d1" in state.legal_moves()
    state.play("d8d1")
    assert state.lost[0]


def test_die_mate_is_judged_on_all_moves():
    """A player with no legal move at all who is in check is mated, whatever the die."""
    state = state_of({"a1": "gR", "a8": "yE", "c8": "dE", "h6": "yR", "e4": "kR", "h3": "dR"},
                     seat="d", dice=True, die="3")
    state.play("c8b8")
    assert state.lost[0] and state.seat == 1 and state.to_move == CHANCE


# ---------------------------------------------------------------- thrones



def test_throne_gives_command_of_both_armies():
    """[decision] A Radjah on the ally's throne commands both armies; on the
    ally's turn the commander moves, any piece of either army, and the move
    must not leave the seat's (the ally's) Radjah in check."""
    state = state_of(CMD_POS)
    assert "c4b6" in state.legal_moves()      # Green's own turn: Black's Radjah is not his
    state.play("e7e8")
    assert state.cmd[0] == 0 and ("command", 0) in events(state)
    assert state.view()["panels"]["command"] == [{"player": 0, "armies": [0, 2]}]
    state.play("a1a2")
    assert state.seat == 2 and state.to_move == 0
    moves = set(state.legal_moves())
    assert "a4a5" in moves and "e8f8" in moves and "b2b1" in moves
    assert not any(m.startswith("c4") for m in moves)    # pinned against Black's Radjah
    assert "C" in state.to_text().split()[2]


def test_die_under_command_names_a_piece_of_either_army():
    state = state_of({"e8": "gR", "c3": "kH", "h7": "gH", "a4": "kR", "a1": "yR", "h1": "dR"},
                     armies="CAAA", dice=True)
    state.play("die:2")
    assert {m[:2] for m in state.legal_moves()} == {"c3", "h7"}


def test_throne_of_a_lost_ally_gives_no_command():
    """[decision] The throne of an ally whose Radjah is lost gives no command."""
    state = state_of({"e7": "gR", "a8": "kE", "a1": "yR", "h1": "dR"}, armies="AALA")
    state.play("e7e8")
    assert state.cmd == [-1, -1]
    assert {p["sq"]: p["passive"] for p in state.view()["pieces"]}["a8"] is True


def test_command_ends_when_the_commanders_radjah_is_lost():
    """If the commander's own Radjah is lost, the command ends."""
    state = state_of({"e8": "gR", "e1": "yE", "a4": "kR", "a1": "yR", "h1": "dR", "c3": "gH"},
                     armies="CAAA", seat="y")
    state.play("e1e8")
    assert state.lost[0] and state.cmd == [-1, -1]
    assert state.seat == 2 and state.to_move == 2      # Black plays his own army again
    assert ("command_ended", 0) in [(e[0], e[1]) for _, _, ev in state.stack for e in ev]
    assert {p["sq"]: p["passive"] for p in state.view()["pieces"]}["c3"] is True


# ---------------------------------------------------------------- a Radjah lost


def test_lost_player_is_skipped_and_his_army_is_passive():
    """A lost player's turns are skipped; his pieces stay as passive obstacles
    (they block, can be taken, never threaten)."""
    state = state_of({"d1": "gR", "d4": "kE", "d8": "yE", "a5": "yR", "h4": "dR", "f6": "kH"},
                     armies="AALA", seat="y")
    view = state.view()
    assert view["panels"]["passive"] == [2] and view["panels"]["skipped"] == [2]
    assert "d8d4" in state.legal_moves() and "d8d1" not in state.legal_moves()  # blocks, taken
    assert "a5a4" in state.legal_moves()
    state.play("a5b5")
    assert state.to_move == 3
    state.play("h4h5")                 # next to the passive Horse's reach: no threat
    assert state.seat == 0
    state.play("d1e1")
    assert state.seat == 1 and ("skip", 2) not in events(state)
    state.play("b5b4")
    assert ("skip", 2) in events(state) and state.seat == 3


def test_commanded_army_stays_active_when_the_ally_is_lost():
    """Exception: command taken before the ally's loss keeps all pieces active
    and under the commander."""
    state = state_of({"e8": "gR", "a4": "kR", "a6": "yE", "h1": "dR", "f2": "yR", "c3": "kH"},
                     armies="CAAA", seat="y")
    state.play("a6a4")
    assert state.lost[2] and state.cmd[0] == 0
    assert state.to_text().split()[2] == "CAMA"
    assert state.view()["panels"]["passive"] == []
    assert state.view()["panels"]["skipped"] == []
    # the lost Black seat is not skipped: Green plays it (see the next test)
    assert state.seat == 2 and state.to_move == 0 and ("skip", 2) not in events(state)
    assert any(m.startswith("c3") for m in state.legal_moves())
    state.play("c3e4")
    assert state.in_check(1)               # the commanded Horse gives check


BLACK_COMMANDS = "8/5kS2/1yS2gS3/yR7/7dR/6dS1/8/3kR4 d MACA nodice - 0"


def test_commander_plays_his_lost_allys_turns():
    """[decision, "A Radjah lost"] A commander whose ally is lost keeps
    playing the ally's turns ("on his turn or his ally's turn he alone
    decides"), with a piece of either army; the seat is not skipped."""
    state = Shaturanga().from_text(BLACK_COMMANDS)     # Black (on d1) commands lost Green
    state.play("g3f3")
    assert state.seat == 0 and state.to_move == 2        # Green's turn, played by Black
    assert state.to_text().split()[1] == "g"
    assert events(state) == []                           # nothing skipped
    moves = set(state.legal_moves())
    assert {"e6e7", "f7f6", "d1d2"} <= moves            # a Green Soldier, Black's pieces
    panels = state.view()["panels"]
    assert panels["seat"] == 0 and panels["skipped"] == [] and panels["passive"] == []
    state.play("e6e7")                                   # a Green piece, moved by Black
    assert state.seat == 1 and state.to_move == 1        # then Yellow, as usual
    state.play("b6c6")
    assert state.seat == 2 and state.to_move == 2        # and Black's own turn
    # the position with the lost seat to move reads back
    again = Shaturanga().from_text(BLACK_COMMANDS.replace(" d ", " g "))
    assert again.to_move == 2 and set(again.legal_moves()) == moves
    # a lost seat nobody commands is still refused as the seat to move
    with pytest.raises(BadPosition) as refused:
        Shaturanga().from_text(pos({"d1": "kR", "a5": "yR", "h4": "dR"}, seat="g", armies="LAAA"))
    assert refused.value.params["why"] == "shaturanga_seat_lost"


def test_commander_plays_his_lost_allys_turns_with_the_die():
    """[decision, "A Radjah lost"] With the die, a throw is made for the lost
    ally's turn as for any other, and the piece it names (or a Soldier) may
    come from either army."""
    game = Shaturanga(dice=True)
    state = game.from_text(BLACK_COMMANDS.replace("nodice - 0", "dice 1 0"))
    state.play("g3f3")
    assert state.seat == 0 and state.to_move == CHANCE   # Green's turn: the die is thrown
    state.play("die:1")                                  # no Boat: Soldiers of both armies
    assert state.to_move == 2 and sorted(state.legal_moves()) == ["e6e7", "f7f6"]
    state.undo()
    state.play("die:4")                                  # the Radjah (Black's) or a Soldier
    assert sorted(state.legal_moves()) == sorted(
        ["d1c1", "d1c2", "d1d2", "d1e1", "d1e2", "e6e7", "f7f6"])
    state.undo()
    state.play("die:3")                                  # no Elephant: a Soldier
    assert state.to_move == 2 and state.seat == 0


def test_on_a_lost_seats_turn_the_commanders_radjah_must_stay_out_of_check():
    """Module decision: the lost seat has no Radjah, so the move played for it
    must not leave the commander's Radjah in check; with no legal move at all
    in check, the commander is mated (and his side, both Radjahs lost, loses)."""
    state = state_of({"d1": "kR", "d5": "yE", "a2": "gS", "h7": "kS", "a8": "yR", "h8": "dR"},
                     seat="g", armies="MACA")
    assert state.to_move == 2 and state.in_check(2)
    assert set(state.legal_moves()) == {"d1c1", "d1c2", "d1e1", "d1e2"}
    with pytest.raises(IllegalMove) as refused:
        state.play("a2a3")
    assert refused.value.params["why"] == "shaturanga_check"
    assert refused.value.params["army"] == "k"
    state = state_of({"a1": "kR", "a5": "yE", "b8": "dE", "e3": "gS", "h6": "yR", "h8": "dR"},
                     seat="d", armies="MACA")
    state.play("h8g8")
    assert ("mated", 2) in events(state)
    assert state.result() == Result(1, "radjahs", team=(1, 3))



def test_team_wins_when_both_enemy_radjahs_are_lost():
    """The side whose two Radjahs are lost loses; the other side wins."""
    state = state_of({"d1": "gR", "d7": "gE", "d8": "dR", "e5": "kR"}, armies="ALAA")
    state.play("d7d8")
    assert state.result() == Result(0, "radjahs", team=(0, 2))
    assert state.legal_moves() == []
    assert state.view()["result"] == {"winner": 0, "reason": "radjahs", "team": [0, 2]}
    with pytest.raises(IllegalMove, match="over"):
        state.play("d1d2")


def test_team_loses_by_mate():
    state = state_of({"a1": "gR", "a8": "yE", "c8": "dE", "h6": "yR", "h3": "dR"},
                     armies="AALA", seat="d")
    state.play("c8b8")
    assert state.result() == Result(1, "radjahs", team=(1, 3))


# ---------------------------------------------------------------- draws


def test_draw_on_third_repetition():
    """[decision] The same position with the same player to move a third time:
    draw (the game without the die)."""
    state = state_of({"a1": "gR", "a8": "yR", "h8": "kR", "h1": "dR"})
    cycle = ["a1a2", "a8b8", "h8g8", "h1g1", "a2a1", "b8a8", "g8h8", "g1h1"]
    for move in cycle:
        state.play(move)
    assert state.result() is None
    for move in cycle[:-1]:
        state.play(move)
    assert state.result() is None
    state.play(cycle[-1])
    assert state.result() == Result(None, "draw_repetition")


def test_no_repetition_draw_with_the_die():
    """[decision] With the die there is no repetition draw (lost turns repeat
    the board by chance); the 50-round rule still ends the game."""
    state = state_of({"a1": "gR", "a8": "yR", "h8": "kR", "h1": "dR"}, dice=True)
    cycle = ["a1a2", "a8b8", "h8g8", "h1g1", "a2a1", "b8a8", "g8h8", "g1h1"]
    for _ in range(4):                     # the start position comes back 4 times
        for move in cycle:
            state.play("die:4")
            state.play(move)
            assert state.result() is None
    assert state.to_text() == pos({"a1": "gR", "a8": "yR", "h8": "kR", "h1": "dR"}, dice=True,
                                  quiet=32)
    # lost turns leave the board as it was, turn after turn: only the fifty rounds end it
    state = state_of({"a1": "gR", "a8": "yR", "h8": "kR", "h1": "dR"}, dice=True)
    for turn in range(200):
        assert state.result() is None, turn
        state.play("die:1")                # no Boat, no Soldier: the turn is lost
    assert state.result() == Result(None, "draw_fifty_rounds")


def test_draw_after_fifty_rounds_without_capture():
    """[decision] 50 full rounds (50 turns of each player still playing) without
    a capture: draw."""
    state = state_of({"a1": "gR", "a8": "yR", "h8": "kR", "h1": "dR"}, quiet=198)
    state.play("a1a2")
    assert state.result() is None
    state.play("a8b8")
    assert state.result() == Result(None, "draw_fifty_rounds")
    state = state_of({"a1": "gR", "a8": "yR", "h1": "dR", "c3": "kS"}, armies="AALA", quiet=149)
    state.play("a1a2")
    assert state.result() == Result(None, "draw_fifty_rounds")
    # a lost seat played by the commander still counts: 4 seats, 200 turns
    state = state_of({"d1": "kR", "a8": "yR", "h1": "dR", "c3": "gS"}, armies="MACA", seat="d",
                     quiet=198)
    state.play("h1h2")
    assert state.result() is None and state.seat == 0
    state.play("d1d2")
    assert state.result() == Result(None, "draw_fifty_rounds")


def test_capture_resets_the_fifty_rounds_counter():
    state = state_of({"a1": "gR", "a2": "yS", "a8": "yR", "h8": "kR", "h1": "dR"}, quiet=199)
    state.play("a1a2")
    assert state.result() is None and state.quiet == 0


# ---------------------------------------------------------------- exchange



def test_exchange_offer_and_decline():
    """When each side has lost one Radjah, the player to move may offer the
    exchange (before moving); the opponent accepts or declines."""
    state = state_of(EX_POS, armies="ALLA")
    assert "exchange:offer" in state.legal_moves()
    state.play("exchange:offer")
    assert state.to_move == 3 and state.seat == 0
    assert sorted(state.legal_moves()) == ["exchange:accept", "exchange:decline"]
    assert "offer=g" in state.to_text()
    with pytest.raises(IllegalMove):
        state.play("d1d2")
    state.play("exchange:decline")
    assert state.to_move == 0 and "exchange:offer" not in state.legal_moves()
    state.play("d1d2")
    assert state.to_move == 3 and "exchange:offer" in state.legal_moves()


def test_exchange_accepted_returns_both_radjahs():
    """Accepted: both lost Radjahs return to their thrones and play again."""
    state = state_of(EX_POS, armies="ALLA")
    state.play("exchange:offer")
    state.play("exchange:accept")
    assert state.lost == [False] * 4
    pieces = {p["sq"]: (p["owner"], p["kind"], p["passive"]) for p in state.view()["pieces"]}
    assert pieces["a5"] == (1, "R", False) and pieces["e8"] == (2, "R", False)
    assert state.to_move == 0 and state.seat == 0
    state.play("d1d2")
    assert state.to_move == 1


def test_exchange_radjah_returns_next_to_an_occupied_throne():
    """[decision] Throne occupied: the nearest empty square by king steps, then
    the one nearest the centre, then a1, b1 ... h1, a2 ... (b4 before b5)."""
    state = state_of({**EX_POS, "a5": "dS"}, armies="ALLA")
    state.play("exchange:offer")
    state.play("exchange:accept")
    assert state.kings[1] == 3 * 8 + 1            # b4
    assert state.board[4 * 8 + 0] == 3 * 8 + 5    # the Red Soldier still on a5


def test_exchange_not_possible_otherwise():
    state = state_of(EX_POS | {"a5": "yR"}, armies="AALA")
    assert "exchange:offer" not in state.legal_moves()
    with pytest.raises(IllegalMove, match="exchange"):
        state.play("exchange:offer")
    assert "exchange:offer" not in Shaturanga().new().legal_moves()


# ---------------------------------------------------------------- text and view


def test_position_text_round_trip_and_errors():
    g = Shaturanga()
    for text in (START, pos(EX_POS, armies="ALLA", extra="offer=g"),
                 pos(CMD_POS, armies="CAAA", quiet=12)):
        assert g.from_text(text).to_text() == text
    assert Shaturanga(dice=True).new().to_text() == START.replace("nodice", "dice")
    bad = {
        "": "six fields",
        START.replace(" g ", " x "): "seat",
        START.replace("AAAA", "AAA"): "armies",
        START.replace("gR", "gX", 1): "army letter",
        START.replace("nodice", "dice"): "dice",
        START.replace("AAAA", "LAAA"): "lost",
        START.replace("gBgHgEgR", "gBgHgEgE"): "no Radjah",
        START.replace("6dSdR", "7dSdR"): "squares",
        pos({"d1": "gR", "h4": "dR"}, armies="ALLA") + " offer=y": "offer",
        pos({"d1": "gR", "e1": "gR", "h4": "dR", "a5": "yR"}, armies="AALA"): "two Radjahs",
    }
    for text, words in bad.items():
        with pytest.raises(BadPosition, match=words):
            g.from_text(text)


def test_view_shape():
    state = Shaturanga().new()
    view = state.view()
    assert set(view) >= {"game", "grid", "players", "terrain", "pieces", "to_move", "moves",
                         "last_move", "result", "position", "panels"}
    assert view["grid"]["width"] == 8 and view["grid"]["height"] == 8
    assert {m["move"] for m in view["moves"]} == set(state.legal_moves())
    assert all(set(p) == {"sq", "kind", "owner", "passive"} for p in view["pieces"])
    assert set(view["panels"]) >= {"die", "events", "check", "command", "passive", "skipped",
                                   "exchange", "teams", "seat"}
    state.play("d2d3")
    assert state.view()["last_move"]["move"] == "d2d3"
    ds = Shaturanga(dice=True).new()
    ds.play("die:3")
    panel = ds.view()["panels"]["die"]
    assert panel["value"] == 3 and panel["piece"] == "elephant" and panel["or"] == "soldier"
    assert [e["kind"] for e in ds.view()["panels"]["events"]] == ["throw"]


def test_bad_move_texts_are_explained():
    state = state_of(DIE_POS, dice=True, die="1")
    with pytest.raises(IllegalMove, match="boat or a soldier"):
        state.play("b1a3")
    with pytest.raises(IllegalMove, match="not a move"):
        state.play("hello")
    with pytest.raises(IllegalMove, match="die"):
        Shaturanga(dice=True).new().play("d2d3")


# ---------------------------------------------------------------- decisions where the reference is silent


def test_a_side_has_at_most_one_commander():
    """Module decision: once one Radjah of a side commands, the other one on
    the first one's throne gives nothing."""
    state = state_of({"e8": "gR", "c2": "kR", "a8": "yR", "h5": "dR"}, armies="CAAA", seat="k")
    assert state.to_move == 0
    state.play("c2d1")
    assert state.cmd == [0, -1]


def test_no_die_is_thrown_for_a_player_without_any_move():
    """Module decision: the pass (or mate) is settled before the throw."""
    state = state_of({"a1": "gR", "b8": "yE", "h2": "dE", "h6": "yR", "e4": "kR", "h4": "dR"},
                     seat="d", dice=True, die="4")
    state.play("h4g3")
    assert state.seat == 1 and state.to_move == CHANCE and not state.die
    assert ("pass", 0) in events(state)


def test_a_position_whose_player_cannot_move_is_settled_on_reading():
    """Module decision: ``from_text`` plays the automatic pass at once."""
    state = state_of({"a1": "gR", "b8": "yE", "h2": "dE", "h6": "yR", "e4": "kR", "h3": "dR"})
    assert state.seat == 1 and state.to_move == 1
    assert ("pass", 0) in events(state)


def test_lost_turns_and_passes_count_toward_fifty_rounds():
    state = state_of({"d1": "gR", "c1": "gE", "a5": "yR", "e8": "kR", "h4": "dR"}, dice=True,
                     quiet=10)
    state.play("die:1")
    assert state.quiet == 11
    state.play("die:6")
    assert state.quiet == 11
