"""Shakku rules, one test per rule of ``rules/en/shakku.html`` and per variant.

Positions are built from the position text (documented in
``boardgames/games/shakku/notation.py``) with the dice fixed in it, or reached by playing
the chance outcomes explicitly (``first:red``, ``throw:X.II.-``).  Tests of a
point marked **[decision]** in the reference say so in their docstring.
"""

import os
import sys

import pytest

try:
    import boardgames  # noqa: F401
except ImportError:  # running without PYTHONPATH=py
    sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "py"))

from boardgames.core import CHANCE, BadOption, BadPosition, IllegalMove, Result
from boardgames.games.shakku import Shakku
from boardgames.games.shakku.board import BLUE, RED

START15 = "bbbbbbbbbbbbbbb/.......K......./rrrrrrrrrrrrrrr ? * - 0/0"
START10 = "bbbbbbbbbb/....K...../rrrrrrrrrr ? * - 0/0"


def pos(text, **options):
    return Shakku(**options).from_text(text)


def moves(state):
    return set(state.legal_moves())


def target(state, move):
    """Where a legal move ends (None: off the board, to wait)."""
    m = {m["move"]: m for m in state.view()["moves"]}[move]
    return None if m["wait"] else m["to"]


# ------------------------------------------------------------ set-up


def test_start_position_and_options():
    game = Shakku()
    assert game.name == "shakku" and game.players == ("red", "blue")
    state = game.new()
    assert state.to_text() == START15 == game.start_text()
    assert state.to_move == CHANCE and state.result() is None
    assert [state.pieces(RED), state.pieces(BLUE)] == [15, 15]
    assert state.view()["grid"]["width"] == 15 and state.view()["grid"]["height"] == 3
    with pytest.raises(BadOption):
        Shakku(board=12)
    with pytest.raises(BadOption):
        Shakku(flying=True)
    assert Shakku(board="10").options["board"] == 10


def test_first_player_is_drawn_as_a_chance_outcome():
    state = Shakku().new()
    assert state.chance_outcomes() == [("first:red", 0.5), ("first:blue", 0.5)]
    assert state.legal_moves() == []
    state.play("first:blue")
    assert state.turn == BLUE and state.to_move == CHANCE
    assert state.to_text().split()[1:3] == ["b", "*"]
    state.undo()
    assert state.to_text() == START15
    with pytest.raises(IllegalMove, match="first:red"):
        state.play("throw:X.X.X")


def test_three_four_sided_dice_give_twenty_throws():
    """[decision] Each face of a stick die (blank, X, II, III) is equally
    likely: the 20 distinct throws carry multinomial probabilities."""
    state = Shakku().new()
    state.play("first:red")
    outcomes = dict(state.chance_outcomes())
    assert len(outcomes) == 20
    assert abs(sum(outcomes.values()) - 1) < 1e-12
    assert outcomes["throw:X.X.X"] == 1 / 64
    assert outcomes["throw:-.-.-"] == 1 / 64
    assert outcomes["throw:X.II.III"] == 6 / 64
    assert outcomes["throw:II.II.-"] == 3 / 64
    state.play("throw:III.-.X")                    # any order is read, written canonically
    assert state.last_move()["move"] == "throw:X.III.-"
    assert state.to_text().split()[2] == "X.III.-"


# ------------------------------------------------------------ the course


def test_courses_run_opposite_ways_and_turn_at_the_line_ends():
    """[decision] The course turns up or down at the end of a line, along the
    column: Red a1..o1, o2..a2, a3..o3; Blue o3..a3, a2..o2, o1..a1."""
    red = pos("......bbbbbbbbb/R......K......R/..............R r X.-.- - 0/0")
    assert target(red, "1:o1") == "o2"
    assert target(red, "1:o2") == "n2"
    assert target(red, "1:a2") == "a3"
    blue = pos("B............../B......K......B/rrrrrr......... b X.-.- - 0/0")
    assert target(blue, "1:a3") == "a2"
    assert target(blue, "1:a2") == "b2"
    assert target(blue, "1:o2") == "o1"


def test_a_pawn_past_the_end_of_its_course_goes_round_again():
    """[decision] With no inactive pawn left, the step after o3 is a1 for
    Red (a1 then o3 for Blue): no new activation is needed."""
    red = pos("B............R./.......K......./.B............. r III.-.- - 0/0")
    assert target(red, "3:n3") == "b1"
    red.play("3:n3")                                 # and takes the Blue pawn there
    assert red.to_text() == "B............../.......K......./.R............. b * - 0/0"
    blue = pos(".............../.......K......./.B...........R. b III.-.- - 0/0")
    assert target(blue, "3:b1") == "n3"


def test_a_pawn_past_the_end_waits_while_its_owner_has_inactive_pawns():
    """[decision] While its owner still has inactive pawns, a pawn passing the
    end of its course leaves the board to wait (the rest of the die is lost):
    it can neither be captured nor block, and it cannot re-enter yet."""
    state = pos(".............R./.......K......./rrr.......B.... r II.X.- - 0/0")
    assert target(state, "2:n3") is None
    assert target(state, "1:n3") == "o3"
    state.play("2:n3")
    assert state.to_text() == ".............../.......K......./rrr.......B.... r ii.X.- - 1/0"
    assert state.view()["panels"]["waiting"][RED]["count"] == 1
    assert state.pieces(RED) == 4
    assert "1:W" not in moves(state)                 # inactive pawns remain
    assert moves(state) == {"1:c1"}


def test_a_waiting_pawn_reenters_with_any_die_once_no_pawn_is_inactive():
    """[decision] A waiting pawn re-enters with any die, counting from the
    first point of the start line (1 = a1 for Red, o3 for Blue), under the
    normal rules of landing."""
    red = pos(".............../.......K......./.B............. r X.II.III - 2/0")
    assert {m: target(red, m) for m in moves(red)} == {"1:W": "a1", "2:W": "b1", "3:W": "c1"}
    red.play("2:W")                                  # takes the Blue pawn on b1
    assert red.to_text() == ".............../.......K......./.R............. r X.ii.III - 1/0"
    assert red.wait == [1, 0] and red.pieces(BLUE) == 0 and red.result() == Result(RED, "no_pieces")
    blue = pos(".............../.......K......./R.............. b III.-.- - 0/1")
    assert target(blue, "3:W") == "m3"


# ------------------------------------------------------------ activation


def test_only_an_x_activates_and_only_the_front_pawn():
    """Red's front inactive pawn is the one nearest o1, Blue's the one nearest
    a3; II and III never move an inactive pawn."""
    state = Shakku().new()
    state.play("first:red")
    state.play("throw:X.II.III")
    assert state.legal_moves() == ["1:o1"]
    state.play("1:o1")
    assert state.to_text().startswith("bbbbbbbbbbbbbbb/.......K......R/rrrrrrrrrrrrrr. r")
    assert moves(state) == {"2:o2", "3:o2"}
    blue = Shakku().new()
    blue.play("first:blue")
    blue.play("throw:II.III.-")                      # no X: nothing moves, the turn passes
    assert blue.turn == RED and blue.to_move == CHANCE
    assert blue.view()["panels"]["passed"] == {"player": BLUE, "reason": "no_move",
                                               "dice": ["II", "III"]}
    blue.play("throw:X.X.-")
    assert blue.legal_moves() == ["1:o1"]


def test_activation_is_blocked_by_an_enemy_pawn_or_the_king():
    """[decision] An inactive pawn can neither capture nor take the King when
    activated; a player whose only pawns are thus blocked loses."""
    by_pawn = pos(".bbbbbbbbbbbbbb/.......K......B/rrrrrrrrrrrrrrr r * - 0/0")
    assert by_pawn.result() == Result(BLUE, "blocked")
    by_king = pos("bbbbbbbbbbbbbbb/..............K/rrrrrrrrrrrrrrr r * - 0/0")
    assert by_king.result() == Result(BLUE, "blocked")
    assert by_king.legal_moves() == [] and by_king.chance_outcomes() == []


def test_an_activated_pawn_may_join_its_own_pawns():
    state = pos("bbbbbbbbbbbbbbb/.......K......R/rrrrrrrrrrrrrr. r X.-.- - 0/0")
    state.play("1:n1")
    assert state.to_text().startswith("bbbbbbbbbbbbbbb/.......K......R/rrrrrrrrrrrrr.R ")
    state = pos("bbbbbbbbbbbbbbb/.......K......R/rrrrrrrrrrrrrr. r X.X.- - 0/0")
    state.play("1:n1")
    state.play("1:o1")
    assert state.to_text().split()[0] == "bbbbbbbbbbbbbbb/.......K......R2/rrrrrrrrrrrrr.."


# ------------------------------------------------------------ moving and capturing


def test_pawns_jump_over_pieces_and_stack_on_their_own():
    state = pos(".bbbbbbbbbbbbbb/.....BRR......./rrrrrrrrrrrr.K. r III.X.- - 0/0")
    assert target(state, "3:h2") == "e2"             # over g2 (Red) and f2 (Blue)
    state.play("1:h2")                               # onto g2: a stack of two
    assert state.to_text().split()[0] == ".bbbbbbbbbbbbbb/.....BR2......../rrrrrrrrrrrr.K."
    assert "3:g2*" not in moves(state)               # stacks move one pawn at a time
    state.play("3:g2")
    assert state.to_text().split()[0] == ".bbbbbbbbbbbbbb/...R.BR......../rrrrrrrrrrrr.K."


def test_ending_on_enemy_pawns_captures_all_of_them():
    state = pos("...bbbbbbbbbbbb/....B3..R.....K./rrrrrrrrrrrr... r III.-.- - 0/0")
    state.play("3:h2")
    assert state.to_text() == "...bbbbbbbbbbbb/....R........K./rrrrrrrrrrrr... b * - 0/0"
    assert state.pieces(BLUE) == 12
    assert state.last_move()["captured"] == 3


def test_a_move_may_not_end_on_an_inactive_enemy_pawn():
    """The seed's blocked pawn: a Blue pawn before Red's inactive pawns, which
    it can neither take nor jump beyond (3 points at most)."""
    state = pos(".bbbbbbbbbbbbbb/.......K......./rrrrrrrrrrrB... b X.II.III - 0/0")
    assert moves(state) == {"1:b3"}                  # only Blue's activation
    red = pos(".bbbbbbbbbbbbbb/.......K......./rrrrrrrrrrrB... r * - 0/0")
    assert red.result() == Result(BLUE, "blocked")  # Red's front pawn k1 faces l1


def test_the_same_pawn_may_use_several_dice():
    state = pos("bbbbbbbbbbbbbbb/.......K......./rrrrrrrrrrrr..R r X.II.III - 0/0")
    state.play("2:o1")
    state.play("3:n2")
    state.play("1:k2")
    assert state.to_text() == "bbbbbbbbbbbbbbb/.......K.R...../rrrrrrrrrrrr... b * - 0/0"


def test_a_playable_die_must_be_played_without_maximising():
    """[decision] A die that can be played must be played, in any order; when
    no die left can be played the turn ends (no obligation to use the most)."""
    state = pos("......R...bbbbb/B......K......./............... r X.III.- - 0/0")
    assert moves(state) == {"1:g3", "3:g3"}          # either order, though both lose a die
    state.play("3:g3")                               # to j3; the X would hit k3 (inactive)
    assert state.to_move == CHANCE and state.turn == BLUE
    assert state.view()["panels"]["passed"] == {"player": RED, "reason": "dice_left",
                                                 "dice": ["X"]}
    state.undo()
    state.play("1:g3")
    assert state.view()["panels"]["passed"]["dice"] == ["III"]


def test_a_throw_that_allows_no_move_passes_the_turn_but_does_not_lose():
    """[decision] Only a player who could move with no die value at all
    loses; a throw that merely allows no move passes the turn."""
    state = Shakku().new()
    state.play("first:red")
    state.play("throw:-.-.-")
    assert state.result() is None and state.turn == BLUE and state.to_move == CHANCE
    assert state.view()["panels"]["passed"] == {"player": RED, "reason": "blank", "dice": []}
    state.play("throw:X.-.-")
    assert state.view()["panels"]["passed"] is not None  # kept until a die is played
    state.play("1:a3")
    assert state.view()["panels"]["passed"] is None


# ------------------------------------------------------------ the King


def test_a_pawn_ending_on_the_free_king_takes_it_and_becomes_its_marker():
    state = pos("bbbbbbbbbbbbbbb/.......K.R...../rrrrrrrrrrrrrr. r II.-.- - 0/0")
    state.play("2:j2")
    assert state.to_text() == "bbbbbbbbbbbbbbb/.......K......./rrrrrrrrrrrrrr. b * r 0/0"
    assert state.pieces(RED) == 15 and state.kown == RED
    king = [p for p in state.view()["pieces"] if p["kind"] == "king"]
    assert king == [{"sq": "h2", "kind": "king", "owner": RED, "height": 1, "active": True,
                     "marker": RED}]


def test_the_new_owner_may_move_the_king_with_his_remaining_dice():
    """[decision] A player who takes the King may move it in the same turn."""
    state = pos("bbbbbbbbbbbbbbb/.......KR....../rrrrrrrrrrrrrr. r X.II.- - 0/0")
    state.play("1:i2")
    assert {"2:K>f2", "2:K>j2"} <= moves(state)
    state.play("2:K>j2")
    assert state.to_text() == "bbbbbbbbbbbbbbb/.........K...../rrrrrrrrrrrrrr. b * r 0/0"


def test_the_king_moves_one_to_three_points_straight_along_any_line():
    state = pos(".bbbbbbbbbbbbbb/.......K..B..../rrrrrrrR....... r X.II.III r 0/0")
    king = {m for m in moves(state) if "K" in m}
    # h1 holds a Red pawn, h3 an inactive Blue pawn; no line turns.
    assert king == {"1:K>g2", "1:K>i2", "2:K>f2", "2:K>j2", "3:K>e2", "3:K>k2"}
    state.play("3:K>k2")                             # and takes the Blue pawn on k2
    assert state.pieces(BLUE) == 14 and state.last_move()["captured"] == 1
    vertical = pos(".........R/...B....../...K...... b II.-.- b 0/0", board=10)
    assert "2:K>d3" in moves(vertical) and target(vertical, "2:K>d3") == "d3"


def test_the_king_may_not_stop_on_inactive_pawns_or_its_owners_pawns():
    """[decision] The King may not stop on a point holding inactive enemy
    pawns, nor on one holding its owner's pawns (inactive ones included)."""
    state = pos("bbbbbbbbbb/..R......./rrK....... r X.II.- r 0/0", board=10)
    assert {m for m in moves(state) if "K" in m} == {"1:K>d1", "2:K>e1"}


def test_the_enemy_recaptures_the_king_and_its_old_marker_leaves_the_game():
    state = pos(".bbbbbbbbbbbbbb/.......K.R...../rrrrrrrrrrrrr.. r II.-.- b 0/0")
    assert state.pieces(BLUE) == 15
    state.play("2:j2")
    assert state.kown == RED and state.pieces(BLUE) == 14 and state.pieces(RED) == 14
    assert state.last_move()["took_king"] and state.last_move()["captured"] == 1


def test_a_pawn_may_not_move_onto_its_own_king():
    state = pos("bbbbbbbbbbbbbbb/.......K.R...../rrrrrrrrrrrrr.. r II.X.- r 0/0")
    assert "2:j2" not in moves(state) and "1:j2" in moves(state)


# ------------------------------------------------------------ end of the game


def test_a_player_with_no_pawn_left_loses_but_the_marker_counts():
    """[decision] A player loses when he has no pawn left and does not own
    the King; the King's marker counts as his pawn."""
    state = pos("........../...B.R..K./.......... r II.-.- - 0/0", board=10)
    state.play("2:f2")
    assert state.result() == Result(RED, "no_pieces")
    assert state.legal_moves() == [] and state.chance_outcomes() == []
    with pytest.raises(IllegalMove, match="over"):
        state.play("throw:X.X.X")
    kept = pos("........../...B.R..../.........K r II.-.- b 0/0", board=10)
    kept.play("2:f2")
    assert kept.result() is None and kept.pieces(BLUE) == 1


def test_a_player_who_could_move_with_no_die_loses_at_the_start_of_his_turn():
    """[decision] The King parked on Blue's activation point blocks every
    Blue pawn (all inactive): Blue loses when his turn begins."""
    state = pos("bbbbbbbbbbbbbbb/.K............./rrrrrrrrrrrrrr. r X.-.- r 0/0")
    state.play("1:K>a2")
    assert state.result() == Result(RED, "blocked")
    assert state.view()["result"] == {"winner": RED, "reason": "blocked"}
    state.undo()
    state.play("1:n1")
    assert state.result() is None


# ------------------------------------------------------------ variants


def test_short_board_variant():
    """[decision] The short board: 10 points a row, 10 pawns each, the King
    on e2, a course of 30 points."""
    game = Shakku(board=10)
    state = game.new()
    assert state.to_text() == START10
    assert [state.pieces(RED), state.pieces(BLUE)] == [10, 10]
    view = state.view()
    assert view["grid"]["files"] == list("abcdefghij")
    assert {"sq": "e2", "kind": "king_start"} in view["terrain"]
    lap = pos("........R./....K...../B......... r III.-.- - 0/0", board=10)
    assert target(lap, "3:i3") == "b1"              # i3, j3, a1, b1
    state.play("first:red")
    state.play("throw:X.-.-")
    assert state.legal_moves() == ["1:j1"]
    assert target(state, "1:j1") == "j2"


def test_moving_stacks_variant():
    """Pawns stacked on one point may move together with one die (written
    with a star); a single pawn or the plain game never moves a stack."""
    text = ".bbbbbbbbbbbbbb/..R3....K......./rrrrrrrrrrrr... r III.-.- - 0/0"
    plain, stacks = pos(text), pos(text, moving_stacks=True)
    assert moves(plain) == {"3:c2"}
    assert moves(stacks) == {"3:c2", "3:c2*"}
    stacks.play("3:c2*")
    assert stacks.to_text().split()[0] == "R3bbbbbbbbbbbbbb/.......K......./rrrrrrrrrrrr..."
    with pytest.raises(IllegalMove):
        plain.play("3:c2*")


def test_moving_stacks_land_capture_and_wait_as_one():
    state = pos("..B......bbbbbb/..R3..........K./rrrrrrrrrrrr... r III.II.- - 0/0",
                moving_stacks=True)
    state.play("2:c2*")                              # c2 -> a2
    state.play("3:a2*")                              # a2 -> a3, b3, c3: takes the pawn
    assert state.cnt[RED][state.geo.index["c3"]] == 3 and state.pieces(BLUE) == 6
    waiting = pos("..............R3/B......K......./rrr............ r III.-.- - 0/0",
                  moving_stacks=True)
    assert moves(waiting) == {"3:o3", "3:o3*"}
    waiting.play("3:o3*")
    assert waiting.wait == [3, 0] and waiting.pieces(RED) == 6


def test_a_stack_may_not_take_the_king():
    """[decision, moving stacks] A whole stack may not end on the King's
    point (one pawn would become the marker): take it with a single pawn."""
    state = pos("bbbbbbbbbbbbbbb/.......K.R2...../rrrrrrrrrrrrr.. r II.-.- - 0/0",
                moving_stacks=True)
    assert moves(state) == {"2:j2"}


# ------------------------------------------------------------ texts and views


S = "bbbbbbbbbbbbbbb/.......K......./rrrrrrrrrrrrrrr"


@pytest.mark.parametrize("text, message, why", [
    ("bbb/...", "five fields", "shakku_fields"),
    (S + " ? *", "five fields", "shakku_fields"),
    ("bbbbbbbbbbbbbbb/.......K....... ? * - 0/0", "3 rows", "shakku_rows"),
    ("bbbbbbbbbbbbbbb/.......K....../rrrrrrrrrrrrrrr ? * - 0/0", "row 2 has 14",
     "shakku_row_size"),
    ("bbbbbbbbbbbbbbb/.......K........./rrrrrrrrrrrrrrr ? * - 0/0", "row 2 has 17",
     "shakku_row_size"),
    ("bbbbbbbbbbbbbbb/.......K..Q..../rrrrrrrrrrrrrrr ? * - 0/0", "unknown sign",
     "shakku_sign"),
    ("bbbbbbbbbbbbbbb/.......K..K..../rrrrrrrrrrrrrrr ? * - 0/0", "exactly one King",
     "shakku_kings"),
    ("bbbbbbbbbbbbbbb/.............../rrrrrrrrrrrrrrr ? * - 0/0", "exactly one King",
     "shakku_kings"),
    ("bbbbbbbbbbbbbbb/.......K......./rrrrrrr.rrrrrrr ? * - 0/0", "without gaps",
     "shakku_inactive_gap"),
    ("bbbbbbbbbbbbbb./.......K......./rrrrrrrrrrrrrrr ? * - 0/0", "without gaps",
     "shakku_inactive_gap"),
    ("bbbbbbbbbbbbbbb/.......K..B..../rrrrrrrrrrrrrrr ? * - 0/0", "more than 15",
     "shakku_too_many_pawns"),
    (S + " ? * x 0/0", "owner", "shakku_king_owner"),
    (S + " ? * - 0", "waiting", "shakku_waiting"),
    (S + " ? * - 0/x", "waiting pawns must be a whole number", "bad_number"),
    (S + " g * - 0/0", "turn", "shakku_turn"),
    (S + " r X.IV.- - 0/0", "dice", "shakku_dice"),
    (S + " r X.Ii.- - 0/0", "dice", "shakku_dice"),
    (S + " ? X.X.X - 0/0", "first player", "shakku_dice_before_first"),
    (S + " r II.III.- - 0/0", "none of the dice", "shakku_dice_unplayable"),
    (S + " r x.x.- - 0/0", "none of the dice", "shakku_dice_unplayable"),
    (".............../.......K......./............... r * - 0/0", "no pawn left",
     "shakku_no_pawns"),
    ("............../.......K......./............... r * - 0/0", "row 3", "shakku_row_size"),
    ("R0............../.......K......./............... r * - 0/0", "height of the stack on a3",
     "bad_number"),
    (42, "text", "not_text"),
])
def test_bad_positions_are_refused_clearly(text, message, why):
    with pytest.raises(BadPosition, match=message) as refused:
        Shakku().from_text(text)
    assert refused.value.params["why"] == why


def test_position_text_round_trips():
    for text, options in [
        (START15, {}), (START10, {"board": 10}),
        ("R..B2..R..bbbbbb/..B..K..R3....B./.....R.B.R2...R. r X.ii.III r 1/0", {}),
        ("R2..B....R./.K..B2.R.../rrr.B..R.B b * r 0/1", {"board": 10, "moving_stacks": True}),
    ]:
        assert Shakku(**options).from_text(text).to_text() == text


def test_move_texts_and_their_errors():
    state = pos("bbbbbbbbbbbbbbb/.......K......R/rrrrrrrrrrrrrr. r X.II.- - 0/0")
    assert moves(state) == {"1:n1", "1:o2", "2:o2"}
    with pytest.raises(IllegalMove, match="not a move"):
        state.play("o2-m2")
    with pytest.raises(IllegalMove, match="no die 3"):
        state.play("3:o2")
    with pytest.raises(IllegalMove, match="not a legal move"):
        state.play("2:n1")
    with pytest.raises(IllegalMove, match="dice are thrown|not a move"):
        state.play("throw:X.X.X")
    state.play(" 2:o2 ")
    assert state.to_text().split()[2] == "X.ii.-"


def test_view_has_the_board_the_dice_and_the_moves():
    state = pos("R..B2..R..bbbbbb/..B..K..R3....B./.....R.B.R2...R. r X.ii.III r 1/0")
    view = state.view()
    assert set(view) >= {"game", "grid", "players", "terrain", "pieces", "to_move", "moves",
                         "last_move", "result", "position", "panels"}
    assert view["game"] == "shakku" and view["to_move"] == RED
    assert view["grid"] == {"width": 15, "height": 3, "files": list("abcdefghijklmno"),
                            "ranks": ["1", "2", "3"]}
    kinds = {t["kind"] for t in view["terrain"]}
    assert kinds == {"track", "course", "start_line", "king_start"}
    course = [t for t in view["terrain"] if t["kind"] == "course" and t["owner"] == RED]
    assert {t["sq"]: t["next"] for t in course}["o1"] == "o2"
    stack = [p for p in view["pieces"] if p["sq"] == "i2"]
    assert stack == [{"sq": "i2", "kind": "pawn", "owner": RED, "height": 3, "active": True}]
    assert {"sq": "o3", "kind": "pawn", "owner": BLUE, "height": 1, "active": False} \
        in view["pieces"]
    panels = view["panels"]
    assert panels["dice"] == {"thrown": ["X", "II", "III"], "values": [1, 2, 3],
                              "used": [False, True, False], "left": ["X", "III"]}
    assert panels["king_owner"] == RED and panels["waiting"][RED]["count"] == 1
    assert panels["waiting"][RED]["beside"] == "a1" and panels["waiting"][BLUE]["beside"] == "o3"
    assert panels["inactive"] == [0, 6]
    by_move = {m["move"]: m for m in view["moves"]}
    assert by_move["1:W"] == {"move": "1:W", "from": "@W", "to": "a1", "capture": False,
                              "die": 1, "kind": "reenter", "wait": False, "takes_king": False,
                              "hand": "W"}
    assert by_move["3:K>c2"]["capture"] is True and by_move["3:K>c2"]["kind"] == "king"
    assert view["position"] == state.to_text()



def test_view_a_pawn_leaving_to_wait_points_at_its_waiting_place():
    """The board needs a point to click for a pawn that leaves to wait: the
    view names the first point of its course (where it waits beside)."""
    state = pos(".............R./.......K......./rrr.......B.... r II.X.- - 0/0")
    moves = {m["move"]: m for m in state.view()["moves"]}
    assert moves["2:n3"]["to"] == "a1" and moves["2:n3"]["wait"] is True
    assert moves["1:n3"]["to"] == "o3" and moves["1:n3"]["wait"] is False
