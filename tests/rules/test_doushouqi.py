"""Dou Shou Qi rules, one test per rule of ``rules/en/doushouqi.html``.

Positions are built from FEN strings (the reference's notation); the tests
check ``legal_moves()`` for the presence or absence of specific moves and
``result()``.  Points of the reference marked [decision] are cited in the
docstring of the test that checks them.
"""

import os
import random
import sys

import pytest

try:
    import boardgames
except ImportError:  # running without PYTHONPATH=py
    sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "py"))
    import boardgames

from boardgames import BadOption, BadPosition, IllegalMove, Result

GREEN, RED = 0, 1
START = "l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L w - - 0 1"
WATER = {"b4", "b5", "b6", "c4", "c5", "c6", "e4", "e5", "e6", "f4", "f5", "f6"}
ANIMALS = "ELTPDWCR"                      # rank 8 down to 1
RANK = {letter: 8 - i for i, letter in enumerate(ANIMALS)}


def fen(pieces, side="w", halfmove=0, number=1):
    """FEN for ``{"a3": "E", "g7": "e", ...}`` (upper case Green, lower case Red)."""
    rows = []
    for rank in range(9, 0, -1):
        row, empty = "", 0
        for file in "abcdefg":
            letter = pieces.get(f"{file}{rank}")
            if letter is None:
                empty += 1
                continue
            if empty:
                row, empty = row + str(empty), 0
            row += letter
        rows.append(row + (str(empty) if empty else ""))
    return f"{'/'.join(rows)} {side} - - {halfmove} {number}"


def position(pieces, side="w", **options):
    return boardgames.game("doushouqi", **options).from_text(fen(pieces, side))


def moves_from(state, square):
    return {m for m in state.legal_moves() if m[:2] == square}


# ----------------------------------------------------------------- board, start


def test_start_position():
    state = boardgames.game("doushouqi").new()
    assert state.to_text() == START
    view = state.view()
    pieces = {(p["sq"]): ("green" if p["owner"] == GREEN else "red", p["kind"]) for p in view["pieces"]}
    expected = {
        "a3": ("green", "E"), "g1": ("green", "L"), "a1": ("green", "T"), "e3": ("green", "P"),
        "f2": ("green", "D"), "c3": ("green", "W"), "b2": ("green", "C"), "g3": ("green", "R"),
        "g7": ("red", "E"), "a9": ("red", "L"), "g9": ("red", "T"), "c7": ("red", "P"),
        "b8": ("red", "D"), "e7": ("red", "W"), "f8": ("red", "C"), "a7": ("red", "R"),
    }
    assert pieces == expected
    terrain = {(t["sq"], t["kind"], t.get("owner")) for t in view["terrain"]}
    assert {sq for sq, kind, _ in terrain if kind == "water"} == WATER
    assert {(sq, owner) for sq, kind, owner in terrain if kind == "den"} == {("d1", GREEN), ("d9", RED)}
    assert {(sq, owner) for sq, kind, owner in terrain if kind == "trap"} == {
        ("c1", GREEN), ("e1", GREEN), ("d2", GREEN), ("c9", RED), ("e9", RED), ("d8", RED)}
    assert state.result() is None
    # the start text parses back to the same start
    assert boardgames.game("doushouqi").from_text(START).to_text() == START


def test_green_moves_first():
    state = boardgames.game("doushouqi").new()
    assert state.to_move == GREEN
    assert state.to_text().split()[1] == "w"
    green_squares = {"a3", "g1", "a1", "e3", "f2", "c3", "b2", "g3"}
    moves = state.legal_moves()
    assert moves and all(m[:2] in green_squares for m in moves)
    with pytest.raises(IllegalMove):
        state.play("a7a6")                 # a Red rat move: not Red's turn
    state.play("a3a4")
    assert state.to_move == RED
    assert all(m[:2] not in green_squares for m in state.legal_moves())


# ----------------------------------------------------------------- moves


def test_pieces_move_one_square_orthogonally():
    # a Wolf in the open: exactly the four orthogonal neighbours
    state = position({"d7": "W", "a1": "r"})
    assert moves_from(state, "d7") == {"d7d8", "d7d6", "d7c7", "d7e7"}
    # in a corner: two moves; never diagonal, never two squares
    state = position({"a9": "W", "g1": "r"})
    assert moves_from(state, "a9") == {"a9a8", "a9b9"}
    # Red likewise
    state = position({"d3": "w", "a9": "R"}, side="b")
    assert moves_from(state, "d3") == {"d3d4", "d3d2", "d3c3", "d3e3"}
    # one piece per turn: every legal move moves the piece on its from-square
    state = boardgames.game("doushouqi").new()
    for move in state.legal_moves():
        before = {p["sq"] for p in state.view()["pieces"]}
        state.play(move)
        after = {p["sq"] for p in state.view()["pieces"]}
        assert before - after == {move[:2]} and after - before == {move[2:]}
        state.undo()


def test_no_piece_enters_its_own_den():
    state = position({"d2": "C", "c1": "D", "e1": "W", "a9": "r"})
    assert "d2d1" not in state.legal_moves()
    assert "c1d1" not in state.legal_moves()
    assert "e1d1" not in state.legal_moves()
    assert moves_from(state, "d2") == {"d2c2", "d2e2", "d2d3"}
    state = position({"d8": "c", "c9": "l", "e9": "t", "a1": "R"}, side="b")
    assert not {"d8d9", "c9d9", "e9d9"} & set(state.legal_moves())
    # while the enemy den may be entered
    state = position({"d8": "C", "a1": "r"})
    assert "d8d9" in state.legal_moves()
    state = position({"d2": "c", "a9": "R"}, side="b")
    assert "d2d1" in state.legal_moves()


def test_only_the_rat_enters_water():
    for animal in ANIMALS:
        state = position({"a5": animal, "g9": "r"})
        water_moves = {m for m in state.legal_moves() if m[2:] in WATER}
        if animal == "R":
            assert water_moves == {"a5b5"}
        else:
            assert water_moves == set(), animal
    # Red too
    for animal in ANIMALS:
        state = position({"g5": animal.lower(), "a1": "R"}, side="b")
        water_moves = {m for m in state.legal_moves() if m[2:] in WATER}
        assert water_moves == ({"g5f5"} if animal == "R" else set()), animal


def test_rat_moves_in_water_as_on_land():
    state = position({"b5": "R", "g9": "r"})
    assert moves_from(state, "b5") == {"b5b4", "b5b6", "b5a5", "b5c5"}
    state = position({"c4": "R", "g9": "r"})
    assert moves_from(state, "c4") == {"c4c5", "c4b4", "c4d4", "c4c3"}


@pytest.mark.parametrize("animal", ["L", "T"])
def test_lion_and_tiger_jump_across_the_lake_lengthwise_and_across(animal):
    # lengthwise (along the files, over three water squares)
    state = position({"b3": animal, "g9": "r"})
    assert "b3b7" in state.legal_moves()
    assert "b3b8" not in state.legal_moves()       # the first land square, no further
    state = position({"f7": animal, "a9": "r"})
    assert "f7f3" in state.legal_moves()
    # across (along the ranks, over two water squares), from both banks
    state = position({"a5": animal, "g9": "r"})
    assert moves_from(state, "a5") == {"a5a4", "a5a6", "a5d5"}
    state = position({"d5": animal, "g9": "r"})
    assert moves_from(state, "d5") == {"d5d4", "d5d6", "d5a5", "d5g5"}
    state = position({"g4": animal.lower(), "a9": "R"}, side="b")
    assert moves_from(state, "g4") == {"g4g3", "g4g5", "g4d4"}
    # the other animals never jump
    for other in "EPDWC":
        state = position({"b3": other, "a5": other.lower(), "g9": "r"})
        assert "b3b7" not in state.legal_moves(), other


@pytest.mark.parametrize("rat", ["R", "r"], ids=["green_rat", "red_rat"])
@pytest.mark.parametrize("jumper", ["L", "T"])
def test_a_rat_in_the_water_blocks_the_jump(rat, jumper):
    # across: a rat on either water square of the path blocks it
    for water in ("b5", "c5"):
        state = position({"a5": jumper, water: rat, "g9": "t"})
        assert "a5d5" not in state.legal_moves(), water
    # a rat in the lake but off the path does not
    state = position({"a5": jumper, "c4": rat, "g9": "t"})
    assert "a5d5" in state.legal_moves()
    # lengthwise: any of the three water squares blocks it
    for water in ("b4", "b5", "b6"):
        state = position({"b3": jumper, water: rat, "g9": "t"})
        assert "b3b7" not in state.legal_moves(), water
    state = position({"b3": jumper, "c5": rat, "g9": "t"})
    assert "b3b7" in state.legal_moves()


def test_jump_may_capture_on_landing():
    state = position({"a5": "L", "d5": "t", "g9": "r"})
    assert "a5d5" in state.legal_moves()           # lion takes tiger
    state.play("a5d5")
    assert state.to_text().split()[0] == fen({"d5": "L", "g9": "r"}).split()[0]
    state = position({"b3": "T", "b7": "t", "g9": "r"})
    assert "b3b7" in state.legal_moves()           # equal rank
    # under the normal capture rule only
    state = position({"b3": "T", "b7": "l", "g9": "r"})
    assert "b3b7" not in state.legal_moves()       # tiger may not take lion
    state = position({"a5": "L", "d5": "e", "g9": "r"})
    assert "a5d5" not in state.legal_moves()       # lion may not take elephant
    state = position({"a5": "L", "d5": "T", "g9": "r"})
    assert "a5d5" not in state.legal_moves()       # nor its own piece


# ----------------------------------------------------------------- captures


def expected_capture(attacker, defender, classic=False):
    if attacker == "R" and defender == "E":
        return True
    if attacker == "E" and defender == "R":
        return not classic
    return RANK[attacker] >= RANK[defender]


def test_capture_equal_or_lower_rank():
    # every pair, on neutral land squares, both colours attacking
    for attacker in ANIMALS:
        for defender in ANIMALS:
            if {attacker, defender} == {"R", "E"}:
                continue                           # the special cases below
            state = position({"d7": attacker, "d6": defender.lower()})
            assert ("d7d6" in state.legal_moves()) == (RANK[attacker] >= RANK[defender]), \
                (attacker, defender)
            state = position({"d3": attacker.lower(), "d4": defender}, side="b")
            assert ("d3d4" in state.legal_moves()) == (RANK[attacker] >= RANK[defender]), \
                (attacker, defender)
    # a capture removes the captured piece
    state = position({"d7": "D", "d6": "w", "a1": "r"})
    state.play("d7d6")
    assert state.to_text().split()[0] == fen({"d6": "D", "a1": "r"}).split()[0]
    # never one's own piece
    state = position({"d7": "E", "d6": "R", "a1": "r"})
    assert "d7d6" not in state.legal_moves()


@pytest.mark.parametrize("classic", [False, True])
def test_rat_captures_elephant(classic):
    state = position({"d3": "R", "d4": "e", "a9": "r"}, classic_elephant=classic)
    assert "d3d4" in state.legal_moves()
    state = position({"d4": "r", "d3": "E", "a1": "R"}, side="b", classic_elephant=classic)
    assert "d4d3" in state.legal_moves()


def test_elephant_captures_rat_by_default():
    """The seed: the Elephant "can eat all the other pieces" (the default)."""
    state = position({"d3": "E", "d4": "r", "a9": "c"})
    assert "d3d4" in state.legal_moves()
    state = position({"d4": "e", "d3": "R", "a1": "C"}, side="b")
    assert "d4d3" in state.legal_moves()
    # and the default really is classic_elephant=false
    assert boardgames.game("doushouqi").options == {"classic_elephant": False}


def test_classic_elephant_forbids_elephant_taking_rat():
    state = position({"d3": "E", "d4": "r", "a9": "c"}, classic_elephant=True)
    assert "d3d4" not in state.legal_moves()
    state = position({"d4": "e", "d3": "R", "a1": "C"}, side="b", classic_elephant=True)
    assert "d4d3" not in state.legal_moves()
    # the Elephant still takes everything else
    for defender in "ELTPDWC":
        state = position({"d3": "E", "d4": defender.lower()}, classic_elephant=True)
        assert "d3d4" in state.legal_moves(), defender
    # option values are parsed, bad ones refused
    assert boardgames.game("doushouqi", classic_elephant="true").options["classic_elephant"] is True
    with pytest.raises(BadOption):
        boardgames.game("doushouqi", classic_elephant="maybe")
    with pytest.raises(BadOption):
        boardgames.game("doushouqi", no_such_option=True)


@pytest.mark.parametrize("trap", ["c1", "e1", "d2"])
def test_trapped_piece_taken_by_any_enemy(trap):
    # a Red Elephant on a Green trap falls to every Green animal, Cat included
    neighbour = {"c1": "b1", "e1": "f1", "d2": "d3"}[trap]
    for attacker in ANIMALS:
        state = position({neighbour: attacker, trap: "e", "a9": "r"}, classic_elephant=True)
        assert neighbour + trap in state.legal_moves(), (attacker, trap)
    # mirrored: a Green Elephant on a Red trap
    red_trap = {"c1": "c9", "e1": "e9", "d2": "d8"}[trap]
    red_neighbour = neighbour[0] + str(10 - int(neighbour[1]))
    for attacker in ANIMALS:
        state = position({red_neighbour: attacker.lower(), red_trap: "E", "a1": "R"}, side="b")
        assert red_neighbour + red_trap in state.legal_moves(), (attacker, red_trap)


def test_piece_on_own_trap_keeps_its_rank():
    # a Green Dog on Green's own trap d2 is not weakened
    state = position({"d2": "D", "d3": "c", "a9": "r"}, side="b")
    assert "d3d2" not in state.legal_moves()
    state = position({"d2": "D", "d3": "l", "a9": "r"}, side="b")
    assert "d3d2" in state.legal_moves()
    # a Red Lion on Red's trap c9
    state = position({"c9": "l", "b9": "T", "a1": "R"})
    assert "b9c9" not in state.legal_moves()
    state = position({"c9": "l", "b9": "E", "a1": "R"})
    assert "b9c9" in state.legal_moves()


def test_trapped_piece_still_attacks_at_full_rank():
    """Reference [decision]: "A trapped piece still attacks at its full rank"
    (the seed only says any enemy may take it, not that it loses its bite)."""
    # a Red Lion standing on Green's trap c1 takes a Green Tiger
    state = position({"c1": "l", "b1": "T", "a9": "r"}, side="b")
    assert "c1b1" in state.legal_moves()
    # a Red Elephant on d2 takes a Green Lion on d3
    state = position({"d2": "e", "d3": "L", "a9": "r"}, side="b")
    assert "d2d3" in state.legal_moves()
    # but not a higher piece: a Red Cat on e1 cannot take a Green Dog on f1
    state = position({"e1": "c", "f1": "D", "a9": "r"}, side="b")
    assert "e1f1" not in state.legal_moves()
    # Green on a Red trap likewise
    state = position({"d8": "T", "d7": "p", "a1": "R"})
    assert "d8d7" in state.legal_moves()


def test_trap_rule_beats_classic_elephant():
    """Reference [decision]: "The trap rule wins over classic_elephant: an
    Elephant may take a Rat that stands on one of the Elephant's own side's traps"."""
    state = position({"b1": "E", "c1": "r", "a9": "l"}, classic_elephant=True)
    assert "b1c1" in state.legal_moves()
    state = position({"d3": "E", "d2": "r", "a9": "l"}, classic_elephant=True)
    assert "d3d2" in state.legal_moves()
    state = position({"d7": "e", "d8": "R", "a1": "L"}, side="b", classic_elephant=True)
    assert "d7d8" in state.legal_moves()
    # off the trap, classic_elephant still forbids it
    state = position({"b2": "E", "c2": "r", "a9": "l"}, classic_elephant=True)
    assert "b2c2" not in state.legal_moves()
    # a rat on the ENEMY's trap (its own side's trap) is not trapped
    state = position({"d7": "E", "d8": "r", "a1": "l"}, classic_elephant=True)
    assert "d7d8" not in state.legal_moves()


def test_rat_in_water_captured_only_by_rat():
    for animal in ANIMALS:
        state = position({"a5": animal, "b5": "r", "g9": "t"})
        assert ("a5b5" in state.legal_moves()) == (animal == "R"), animal
        state = position({"d4": animal, "c4": "r", "g9": "t"})
        can = "d4c4" in state.legal_moves()
        assert can == (animal == "R"), animal
    # the Elephant never takes a rat in water, whatever the option
    state = position({"a5": "E", "b5": "r", "g9": "t"}, classic_elephant=False)
    assert not any(m.endswith("b5") for m in state.legal_moves())


def test_rat_leaving_water_may_not_take_elephant():
    """Reference [decision]: "A Rat leaving the water may not capture the
    Elephant on that move" (the seed's fuller description of the Rat rules)."""
    state = position({"b4": "R", "b3": "e", "g9": "t"})
    assert "b4b3" not in state.legal_moves()
    state = position({"c4": "R", "d4": "e", "g9": "t"})
    assert "c4d4" not in state.legal_moves()
    state = position({"f6": "r", "f7": "E", "a1": "T"}, side="b")
    assert "f6f7" not in state.legal_moves()
    # from land it may
    state = position({"a3": "R", "b3": "e", "g9": "t"})
    assert "a3b3" in state.legal_moves()


def test_rat_leaving_water_may_take_rat():
    """Reference [decision]: a Rat leaving the water "may capture the enemy Rat
    on that move" (the fuller description of the seed rules over the sentence
    "cannot capture when leaving the river")."""
    state = position({"b4": "R", "b3": "r", "g9": "t"})
    assert "b4b3" in state.legal_moves()
    state = position({"e6": "r", "e7": "R", "a1": "T"}, side="b")
    assert "e6e7" in state.legal_moves()


def test_rat_takes_rat_water_to_water_and_land_to_water():
    state = position({"b5": "R", "c5": "r", "g9": "t"})
    assert "b5c5" in state.legal_moves()                     # water to water
    state = position({"d5": "R", "c5": "r", "g9": "t"})
    assert "d5c5" in state.legal_moves()                     # land to water
    state = position({"e5": "r", "f5": "R", "a1": "T"}, side="b")
    assert "e5f5" in state.legal_moves()
    state = position({"e3": "r", "e4": "R", "a1": "T"}, side="b")
    assert "e3e4" in state.legal_moves()


def test_land_piece_never_captures_into_water():
    banks = {"a5": "b5", "d5": "c5", "d6": "e6", "g4": "f4", "b3": "b4", "f7": "f6"}
    for animal in "ELTPDWC":
        for land, water in banks.items():
            state = position({land: animal, water: "r", "a9": "t"})
            assert land + water not in state.legal_moves(), (animal, land, water)
            assert not any(m[2:] in WATER for m in state.legal_moves()), (animal, land)


# ----------------------------------------------------------------- end of game


def test_entering_the_enemy_den_wins():
    state = position({"d8": "C", "c9": "e", "a1": "l"})       # the den's guard cannot save it
    assert state.result() is None
    state.play("d8d9")
    assert state.result() == Result(GREEN, "den")
    assert state.is_over()
    assert state.legal_moves() == []                          # wins at once: no reply
    with pytest.raises(IllegalMove):
        state.play("c9d9")
    state = position({"c1": "r", "a9": "L", "b1": "E"}, side="b")
    state.play("c1d1")
    assert state.result() == Result(RED, "den")
    # by a jump? no lake borders a den, so the den is only entered by a step
    state = position({"e9": "R", "a1": "l"})
    state.play("e9d9")
    assert state.result() == Result(GREEN, "den")


def _cycle(state, moves, times):
    for _ in range(times):
        for move in moves:
            state.play(move)


def test_repetition_position_may_not_occur_a_fourth_time():
    """Reference [decision]: "no player may repeat the same position more than
    twice ... a move is illegal if the position it creates (board and side to
    move) has already occurred three times in the game (the start position
    counts)"."""
    cycle = ["g1g2", "a9a8", "g2g1", "a8a9"]
    state = boardgames.game("doushouqi").new()           # start: 1st occurrence
    _cycle(state, cycle, 2)                               # start: 2nd, 3rd occurrences
    # every position of the cycle has now occurred twice (the start three times):
    # each may occur a third time
    for move in cycle[:3]:
        assert move in state.legal_moves()
        state.play(move)
    # but the start position would now occur a fourth time
    assert "a8a9" not in state.legal_moves()
    with pytest.raises(IllegalMove, match="repeat"):
        state.play("a8a9")
    assert "b8c8" in state.legal_moves()               # other moves stay legal
    assert state.result() is None

    # the same from a position given as FEN: it counts as the first occurrence
    fen_text = fen({"a1": "L", "g9": "l", "d5": "R", "d4": "r"})
    state = boardgames.game("doushouqi").from_text(fen_text)
    cycle = ["a1a2", "g9g8", "a2a1", "g8g9"]
    _cycle(state, cycle, 2)
    _cycle(state, cycle[:3], 1)
    assert "g8g9" not in state.legal_moves()
    assert "g8g7" in state.legal_moves()


def test_repetition_counts_board_and_side_to_move():
    """Reference [decision]: the repeated "position" is the board AND the side
    to move.  A Lion loop of seven moves (one lengthwise jump) brings back the
    start board with the other side to move: that is a new position."""
    start = fen({"b3": "L", "g9": "c", "a1": "R"})
    state = boardgames.game("doushouqi").from_text(start)
    _cycle(state, ["b3c3", "g9g8", "c3b3", "g8g9"], 2)       # start board, Green: 3 times
    assert state.to_text() == start.replace(" 0 1", " 8 5")
    loop = ["b3b7", "b7a7", "a7a6", "a6a5", "a5a4", "a4a3", "a3b3"]
    shuffle = ["g9g8", "g8g9"] * 3
    for i, move in enumerate(loop):
        assert move in state.legal_moves(), move
        state.play(move)
        if i < len(shuffle):
            state.play(shuffle[i])
    # same board as the start, Red to move: its first occurrence, legal
    assert state.to_text().split()[:2] == [start.split()[0], "b"]


def test_repetition_forbids_exactly_the_moves_that_make_a_position_a_fourth_time():
    """Reference [decision] on repetition, over games that shuffle back and
    forth (the moves of the same piece undone four times in five): the
    moves refused are exactly those whose position has occurred three
    times, found by making each move and counting (the engine finds them
    from the positions' hashes instead)."""
    game, refused = boardgames.game("doushouqi"), 0
    for seed in range(12):
        rng, state = random.Random(seed), game.new()
        for _ in range(150):
            every, allowed = state._pseudo(), state.engine_moves()
            by_trying = []
            for move in every:
                state.push(move)
                times = state.seen[state.hash] - 1
                state.pop()
                if times < 3:
                    by_trying.append(move)
            assert allowed == by_trying
            refused += len(every) - len(allowed)
            if not allowed or state.result_without_moves():
                break
            last = state.stack[-2][0] if len(state.stack) > 1 else -1
            back = (last & 63) << 6 | last >> 6
            state.push(back if back in allowed and rng.random() < 0.8 else rng.choice(allowed))
    assert refused > 100


@pytest.mark.parametrize("side", ["w", "b"])
def test_no_legal_move_loses(side):
    """Reference [decision]: "A player with no legal move ... loses"."""
    if side == "w":
        # the Green Cat is boxed in by a Dog and a Wolf it may not take
        state = position({"a1": "C", "a2": "d", "b1": "w"}, side="w")
        loser, winner = GREEN, RED
    else:
        state = position({"g9": "c", "g8": "D", "f9": "W"}, side="b")
        loser, winner = RED, GREEN
    assert state.legal_moves() == []
    assert state.result() == Result(winner, "no_legal_move")
    assert state.is_over()
    with pytest.raises(IllegalMove):
        state.play("a1a2" if loser == GREEN else "g9g8")


def test_no_legal_move_because_of_repetition_loses():
    """Reference [decision]: "A player with no legal move ... loses", also
    when the repetition rule forbids every move (Repetition [decision])."""
    # Green's only piece, a Cat, shuttles a5 <-> a4 (a Red Dog on a6 and a Red
    # Wolf on a3 cannot be taken, b4/b5 are water); Red shuttles its Lion.
    pieces = {"a5": "C", "a6": "d", "a3": "w", "g9": "l"}
    state = position(pieces, side="b")                # start: 1st occurrence
    cycle = ["g9g8", "a5a4", "g8g9", "a4a5"]
    _cycle(state, cycle, 2)                           # start: 3rd occurrence
    _cycle(state, cycle[:3], 1)
    assert state.to_move == GREEN
    # a4a5 would bring the start position a fourth time: Green has no move
    assert state.legal_moves() == []
    assert state.result() == Result(RED, "no_legal_move")
    state.undo()
    assert state.legal_moves() and state.result() is None


def test_no_pieces_left_loses():
    """Reference [decision]: "(including one who has lost every piece) loses"."""
    state = position({"d5": "D", "d6": "c"})
    state.play("d5d6")
    assert state.result() == Result(GREEN, "no_pieces")
    assert state.legal_moves() == []
    state = position({"d5": "d", "d4": "C"}, side="b")
    state.play("d5d4")
    assert state.result() == Result(RED, "no_pieces")
    # a position given with no pieces for the side to move is already lost
    state = position({"d5": "d"}, side="w")
    assert state.result() == Result(RED, "no_pieces")
    # having no pieces matters only for the side to move
    state = position({"d5": "d"}, side="b")
    assert state.result() is None


# ----------------------------------------------------------------- notation


@pytest.mark.parametrize("text", [
    START,
    "l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L b - - 3 7",
    "7/3C3/7/1R5/7/4r2/7/2e4/7 w - - 12 40",
    "7/ELTPDWC/7/7/7/7/7/7/wcr4 b - - 0 1",
    "7/7/7/7/7/7/7/7/7 w - - 0 1",
])
def test_fen_round_trip(text):
    state = boardgames.game("doushouqi").from_text(text)
    assert state.to_text() == text
    assert boardgames.game("doushouqi").from_text(state.to_text()).to_text() == text
    side = text.split()[1]
    assert state.to_move == (GREEN if side == "w" else RED)


def test_fen_clocks_follow_the_moves():
    state = boardgames.game("doushouqi").new()
    state.play("a3a4")                 # Green: the move number stays
    assert state.to_text().split()[1:] == ["b", "-", "-", "1", "1"]
    state.play("a7a6")                 # after Red's move, move 2
    assert state.to_text().split()[1:] == ["w", "-", "-", "2", "2"]
    state = position({"d7": "D", "d6": "w", "a1": "r"})
    state.play("d7d6")                 # a capture resets the halfmove clock
    assert state.to_text().split()[4] == "0"


def test_fen_short_forms_accepted():
    # board and side only: the clocks default to 0 and 1
    board = START.split()[0]
    assert boardgames.game("doushouqi").from_text(f"{board} w").to_text() == START


BAD_FENS = [
    ("", "six fields"),
    ("l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1 w - - 0 1", "9 ranks"),
    ("l5t/1d3c1/r1p1w1e/7/7/7/7/E1W1P1R/1C3D1/T5L w - - 0 1", "9 ranks"),
    ("l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5K w - - 0 1", "unknown piece letter 'K'"),
    ("l5t/1d3c1/r1p1w1e/6/7/7/E1W1P1R/1C3D1/T5L w - - 0 1", "rank 6 has 6 squares"),
    ("l5t/1d3c1/r1p1w1e/8/7/7/E1W1P1R/1C3D1/T5L w - - 0 1", "rank 6 has 8 squares"),
    ("l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L x - - 0 1", "side to move"),
    ("l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L w - - a 1", "halfmove clock"),
    ("l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L w - - 0 0", "move number"),
    ("l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L w - 0 1", "six fields"),
    ("l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1CR2D1/T5L w - - 0 1", "Green has two rats"),
    ("l5t/1d3c1/r1p1w1e/7/1e5/7/E1W1P1R/1C3D1/T5L w - - 0 1", "Red has two elephants"),
    ("l5t/1d3c1/r1p1w1e/7/1D5/7/E1W1P1R/1C5/T5L w - - 0 1", "only a rat may stand in the water"),
    ("l2C2t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L w - - 0 1", "Green has two cats"),
    ("l2c2t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L w - - 0 1", "Red has two cats"),
    ("l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T2L3 w - - 0 1", "its own den (d1)"),
    ("l5t/1d5/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T2d2L w - - 0 1", "Red has two dogs"),
    ("7/7/7/7/7/7/7/7/3C3 w - - 0 1", "its own den"),
    ("3c3/7/7/7/7/7/7/7/7 w - - 0 1", "its own den"),
    ("3C3/7/7/7/7/7/7/7/3c3 w - - 0 1", "both dens"),
    ("l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L w KQ - 0 1", "third and fourth fields"),
    ("l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L w - e3 0 1", "third and fourth fields"),
    ("l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L w - - ² 1", "halfmove clock"),
    ("l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L w - - 0 ٣", "move number"),
    ("l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L w - - 0 " + "9" * 100_000, "move number"),
    ("l5t/1d3c1/r1p1w1e/²/7/7/E1W1P1R/1C3D1/T5L w - - 0 1", "unknown piece letter"),
]


@pytest.mark.parametrize("text,message", BAD_FENS)
def test_bad_fen_raises_bad_position(text, message):
    with pytest.raises(BadPosition) as info:
        boardgames.game("doushouqi").from_text(text)
    assert message.lower() in str(info.value).lower()
    assert info.value.code == "bad_position"


def test_bad_fen_messages_stay_short():
    """A refused position is never echoed back whole."""
    with pytest.raises(BadPosition) as info:
        boardgames.game("doushouqi").from_text("x" * 100_000 + "/7" * 8 + " w - - 0 1")
    assert len(str(info.value)) < 300 and info.value.params["why"] == "doushouqi_letter"


def test_repetition_refusal_names_the_move_and_the_reason():
    """Reference [decision] on repetition: the refusal says which move is
    refused and why, in plain words, with a stable code the page translates."""
    cycle = ["g1g2", "a9a8", "g2g1", "a8a9"]
    state = boardgames.game("doushouqi").new()
    _cycle(state, cycle, 2)
    _cycle(state, cycle[:3], 1)
    with pytest.raises(IllegalMove) as info:
        state.play("a8a9")
    assert str(info.value) == "a8a9 is refused: this move would repeat the position a third time"
    assert info.value.to_json()["params"] == {"why": "repetition", "move": "a8a9"}


def test_a_long_move_is_echoed_short():
    state = boardgames.game("doushouqi").new()
    with pytest.raises(IllegalMove) as info:
        state.play("a3" + "a4" * 50_000)
    assert len(str(info.value)) < 300 and info.value.params["why"] == "not_a_move"
    assert state.to_text() == boardgames.game("doushouqi").start_text()


def test_bad_fen_rank_with_too_many_squares_raises_bad_position():
    """A rank of eight squares written "7R" must be refused, not truncated.

    ENGINE BUG (py/boardgames/games/doushouqi/notation.py, parse_fen): a piece letter past the
    seventh file hits ``if file >= WIDTH: break``, which leaves file == 7 so the
    rank passes the length check: the extra piece is silently dropped."""
    text = "l5t/1d3c1/r1p1w1e/7R/7/7/E1W1P2/1C3D1/T5L w - - 0 1"
    try:
        state = boardgames.game("doushouqi").from_text(text)
    except BadPosition as error:
        assert "rank 6" in str(error)
    else:
        pytest.fail("ENGINE BUG: from_text accepted a rank of 8 squares ('7R' on rank 6) "
                    f"and silently dropped the piece: read as {state.to_text()!r}")


# ----------------------------------------------------------------- illegal moves, undo


@pytest.mark.parametrize("move", [
    "a3a5",     # two squares
    "a3b4",     # diagonal
    "g3f4",     # diagonal into water
    "a3b3b",    # junk after the squares
    "a1a0", "h1h2", "a3", "", "zzzz", "A3A4", "a3a3",
    "a7a6",     # a Red piece, Green to move
    "a4a5",     # an empty square
    "c3b3x",
    "e3e4",     # a Panther into water
    "g1f1f",
])
def test_illegal_move_raises_and_changes_nothing(move):
    state = boardgames.game("doushouqi").new()
    state.play("g1g2")
    state.play("a9a8")
    before = (state.to_text(), state.legal_moves(), state.to_move, state.view())
    with pytest.raises(IllegalMove):
        state.play(move)
    assert (state.to_text(), state.legal_moves(), state.to_move, state.view()) == before
    state.undo()
    state.undo()
    assert state.to_text() == START
    with pytest.raises(IllegalMove):
        state.undo()


def test_illegal_capture_raises_and_changes_nothing():
    state = position({"d7": "C", "d6": "d", "d8": "W", "a1": "r"})
    before = state.to_text()
    for move in ("d7d6", "d7d8"):          # a higher piece; one's own piece
        with pytest.raises(IllegalMove):
            state.play(move)
        assert state.to_text() == before
    with pytest.raises(IllegalMove):
        state.undo()                       # nothing was played


def test_undo_restores_everything():
    state = boardgames.game("doushouqi").new()
    texts, moves_lists = [state.to_text()], [state.legal_moves()]
    # a line with captures: Red's Rat takes Green's Elephant, Green's Panther takes the Wolf ...
    line = ["a3a4", "a7a6", "a4a5", "a6a5", "e3e2", "e7d7", "e2d2", "d7d6",
            "c3d3", "d6d5", "d3d4", "d5d4"]
    for move in line:
        state.play(move)
        texts.append(state.to_text())
        moves_lists.append(state.legal_moves())
    assert "E" not in texts[4].split()[0]       # the Elephant was taken
    for i in range(len(line), 0, -1):
        assert state.to_text() == texts[i]
        state.undo()
        assert state.to_text() == texts[i - 1]            # board, side, both clocks
        assert state.legal_moves() == moves_lists[i - 1]
    assert state.to_move == GREEN and state.to_text() == START
    with pytest.raises(IllegalMove):
        state.undo()


def test_undo_restores_repetition_counts():
    """Reference [decision] (repetition): undoing a move takes its occurrence
    back, so a move refused for repetition becomes legal again."""
    cycle = ["g1g2", "a9a8", "g2g1", "a8a9"]
    state = boardgames.game("doushouqi").new()
    _cycle(state, cycle, 2)
    _cycle(state, cycle[:3], 1)
    assert "a8a9" not in state.legal_moves()
    for _ in range(4):                          # back to before the third start
        state.undo()
    assert "a8a9" in state.legal_moves()
    state.play("a8a9")                          # the third occurrence of the start
    for move in cycle[:3]:
        state.play(move)
    assert "a8a9" not in state.legal_moves()
    # undo everything, replay: the same refusals again, no leftover counts
    for _ in range(11):
        state.undo()
    assert state.to_text() == START
    _cycle(state, cycle, 2)
    _cycle(state, cycle[:3], 1)
    assert "a8a9" not in state.legal_moves()
