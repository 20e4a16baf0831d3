"""No bad input ever crashes Shuuro: every refusal is a ``GameError``.

Positions and moves that the rules refuse come back as ``BadPosition`` or
``IllegalMove`` with a ``why`` (the key the page translates, in
``js/games/shuuro/errors.js`` for Shuuro's own) and a short message, and a refused
move changes nothing.  Unicode digits (``²``, ``٣``), numbers a million
digits long, upper-case combat moves and inputs a hundred thousand
characters long are the cases to fear; a small seeded fuzz covers the rest.
"""

import os
import random
import re
import sys

import pytest

try:
    import boardgames
except ImportError:  # running without PYTHONPATH=py
    sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "py"))
    import boardgames

from boardgames import BadOption, BadPosition, GameError, IllegalMove
from boardgames.core import MAX_ECHO, MAX_MESSAGE

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from checks import raised_whys  # noqa: E402

ROOT = os.path.join(os.path.dirname(__file__), "..", "..")
EMPTY = "/".join(["12"] * 10)
KINGS = "k11/" + EMPTY + "/K11"                         # boards: the Kings on a12 and a1
PAWNS = "4k7/" + "/".join(["12"] * 9) + "/4P7/4K7"      # Blue pawn e2, Kings e1 and e12
PROMOTE = "k11/4P7/" + "/".join(["12"] * 9) + "/K11"    # Blue pawn e11
HUGE = "9" * 1_000_000


def game(**options):
    return boardgames.game("shuuro", **options)


def snapshot(state):
    return (state.to_text(), state.legal_moves(), state.result(), len(state.stack), state.ply)


def refused(state, move, error=IllegalMove, why=None):
    """Play ``move``, which must be refused with ``error`` (and ``why``),
    leaving the state as it was; the error is returned."""
    before = snapshot(state)
    with pytest.raises(error) as caught:
        state.play(move)
    assert snapshot(state) == before
    check_error(caught.value, why)
    return caught.value


def check_error(error, why=None):
    assert "why" in error.params, error
    if why is not None:
        assert error.params["why"] == why, (error.params, str(error))
    assert len(str(error)) <= MAX_MESSAGE
    for value in error.params.values():
        assert not isinstance(value, str) or len(value) <= MAX_ECHO + 3


def bad_position(text, why, **options):
    with pytest.raises(BadPosition) as caught:
        game(**options).from_text(text)
    check_error(caught.value, why)
    return caught.value


def recruiting():
    return game().new()


def deploying():
    """Deployment on an empty board: Blue places K and Q, Red k and q."""
    return game().from_text("/".join(["12"] * 12) + " w KQkq 1")


def combat(text=PAWNS, side="w"):
    return game().from_text(f"{text} {side} - 1")


def plinths():
    state = recruiting()
    state.play("done")
    state.play("done")
    assert state.phase == "plinths"
    return state


# ----------------------------------------------------------------- digits


@pytest.mark.parametrize("text,why", [
    (f"{KINGS} w - ٣", "bad_number"),                         # Arabic-Indic 3 as the ply
    (f"{KINGS} w - ²", "bad_number"),                         # superscript 2
    (f"{KINGS} w - 1 halfmove=²", "bad_number"),
    (f"{KINGS.replace('k11', 'k1١')} w - 1", "shuuro_letter"),  # a run of ١ empty squares
    (f"{KINGS.replace('k11', 'k٣8')} w - 1", "shuuro_letter"),
    ("/".join(["12"] * 12) + " w K²Qk 1", "shuuro_hand"),
    ("/".join(["12"] * 12) + " w Kk 1 phase=plinths rolls=٣", "bad_number"),
])
def test_non_ascii_digits_in_a_position_are_refused(text, why):
    """``int("٣")`` is 3 and ``int("²")`` a ValueError: neither reaches int()."""
    bad_position(text, why)


@pytest.mark.parametrize("move,why", [
    ("e٢e4", "not_a_move"), ("e²e4", "not_a_move"), ("K@e١", "shuuro_placement"),
    ("plinth:٣.1", "shuuro_dice_due"), ("plinth:².1", "shuuro_dice_due"),
])
def test_non_ascii_digits_in_a_move_are_refused(move, why):
    state = {"e": combat(), "K": deploying(), "p": plinths()}[move[0]]
    refused(state, move, why=why)


# ----------------------------------------------------------------- huge numbers


@pytest.mark.parametrize("text,why", [
    (f"{KINGS} w - {HUGE}", "bad_number"),
    (f"{KINGS} w - 1 halfmove={HUGE}", "bad_number"),
    (f"{KINGS.replace('k11', 'k' + HUGE)} w - 1", "shuuro_rank_size"),
    ("/".join(["12"] * 12) + f" w K{HUGE}Qk 1", "bad_number"),
    ("/".join(["12"] * 12) + f" w Kk 1 phase=plinths rolls={HUGE}", "bad_number"),
    (f"{KINGS} w - 1 ep={HUGE}", "shuuro_ep"),
])
def test_huge_numbers_in_a_position_are_refused(text, why):
    """A million-digit number passes Python's int-digit limit: it is refused
    by its length, never converted."""
    error = bad_position(text, why)
    assert HUGE[:100] not in str(error)


def test_huge_numbers_in_moves_are_refused():
    refused(combat(), "e2e" + HUGE, why="not_a_move")
    refused(plinths(), "plinth:" + HUGE + ".1", why="shuuro_dice_due")
    refused(deploying(), "K@e" + HUGE, why="shuuro_placement")


def test_numbers_out_of_range_are_refused():
    bad_position(f"{KINGS} w - 0", "bad_number")
    bad_position("/".join(["12"] * 12) + " w Kk 1 phase=plinths rolls=8", "bad_number")
    bad_position("/".join(["12"] * 12) + " w K33Pk 1", "bad_number")     # more than 32
    bad_position(f"{KINGS.replace('k11', 'k12')} w - 1", "shuuro_rank_size")
    refused(combat(), "e2e13", why="shuuro_no_square")
    refused(plinths(), "plinth:7.1", why="shuuro_dice_due")
    refused(plinths(), "plinth:0.1", why="shuuro_dice_due")


# ----------------------------------------------------------------- letter case


@pytest.mark.parametrize("move,suggestion", [
    ("E2E4", "e2e4"), ("e2E4", "e2e4"), ("E2_E4", "e2_e4"), ("e11e12Q", "e11e12q"),
])
def test_upper_case_combat_moves_are_refused(move, suggestion):
    """Combat moves and their promotion letters are written in lower case."""
    state = combat() if move[1] == "2" else combat(PROMOTE)
    error = refused(state, move, why="shuuro_lower_case")
    assert error.params["suggestion"] == suggestion
    assert suggestion in str(error)
    state.play(suggestion)                  # the lower-case move is legal


def test_drops_and_purchases_keep_their_case_rules():
    """Placements: the case gives the colour.  Purchases: ``+Q``, upper case."""
    state = recruiting()
    error = refused(state, "+q", why="shuuro_purchase_case")
    assert error.params["suggestion"] == "+Q"
    refused(state, "+K", why="shuuro_king_bought")
    refused(state, "-Q", why="shuuro_nothing_to_sell")
    state.play("+Q")
    state = deploying()
    error = refused(state, "k@e1", why="shuuro_place_upper")
    assert error.params["suggestion"] == "K@e1"
    state.play("K@e1")
    error = refused(state, "K@e12", why="shuuro_place_lower")
    assert error.params["suggestion"] == "k@e12"
    refused(state, "Q@E12", why="shuuro_placement")


# ----------------------------------------------------------------- long inputs


@pytest.mark.parametrize("make", [recruiting, deploying, combat, plinths])
def test_a_long_move_is_echoed_short(make):
    state = make()
    for move in ("e2e4" * 25_000, "x" * 100_000, "+" + "Q" * 100_000, "resign:" + "r" * 100_000):
        error = refused(state, move)
        assert len(str(error)) < 300
        assert len(error.params["move"]) <= MAX_ECHO + 3


def test_a_long_position_is_echoed_short():
    for text in (f"{KINGS} w - 1 " + "x" * 100_000, f"{KINGS} " + "w" * 100_000 + " - 1",
                 "/".join(["12"] * 12) + " w " + "Q?" * 50_000 + " 1", "x" * 100_000,
                 f"{KINGS} w - 1 phase=" + "p" * 100_000, "/" * 100_000 + " w - 1"):
        with pytest.raises(BadPosition) as caught:
            game().from_text(text)
        check_error(caught.value)


# ----------------------------------------------------------------- every refusal


def test_refusals_of_every_phase_say_why():
    state = recruiting()
    for _ in range(3):
        state.play("+Q")
    refused(state, "+Q", why="shuuro_type_maximum")
    refused(state, "e2e4", why="shuuro_recruit_move")
    refused(state, "resign:green", why="shuuro_action_player")
    refused(state, "timeout", why="shuuro_action_player")
    refused(state, "timeout:red", why="shuuro_no_clock")
    refused(state, "offer", why="shuuro_offer")
    refused(state, "accept", why="shuuro_accept")
    state.play("preset")
    refused(state, "preset", why="shuuro_preset_taken")
    refused(game(budget=100).new(), "preset", why="shuuro_preset_unfit")
    poor = game(budget=100).new()
    poor.play("+R")
    refused(poor, "+B", why="shuuro_points")
    full = game(mini=True).new()
    for _ in range(9):
        full.play("+P")
    refused(full, "+P", why="shuuro_army_full")
    refused(plinths(), "roll:1.1", why="shuuro_dice_due")
    refused(plinths(), "resign", why="shuuro_dice_due")
    state = deploying()
    refused(state, "Q@d1", why="shuuro_deploy_order")
    refused(state, "N@d1", why="shuuro_none_in_hand")
    refused(state, "K@a1", why="shuuro_place_here")
    refused(state, "K@a13", why="shuuro_no_square")
    refused(state, "e2e4", why="shuuro_placement")
    state = combat("k11/12/12/12/12/12/12/12/12/12/4P7/r3K7")
    refused(state, "e2e3", why="shuuro_in_check")
    refused(state, "e1f3", why="not_legal")
    refused(combat(PROMOTE), "e11e12", why="shuuro_promotion")
    refused(combat(), "e2e4x", why="not_a_move")
    with pytest.raises(IllegalMove) as caught:
        state.play(12)
    check_error(caught.value, "not_a_move")
    with pytest.raises(IllegalMove) as caught:
        game().new().undo()
    check_error(caught.value, "no_undo")
    state.play("resign")
    refused(state, "e1d1", why="over")


@pytest.mark.parametrize("options,why", [
    ({"budget": 5}, "shuuro_budget"), ({"plinths": 9}, "shuuro_plinths"),
    ({"clock": 601}, "shuuro_clock"), ({"max_pawn": -2}, "shuuro_maximum"),
])
def test_bad_options_say_why(options, why):
    with pytest.raises(BadOption) as caught:
        game(**options)
    check_error(caught.value, why)


@pytest.mark.parametrize("text,why", [
    ("", "shuuro_fields"),
    ("12/12 w - 1", "shuuro_ranks"),
    ("12/12/12/12/12/12/12/12/12/12/12/12_ w - 1", "shuuro_plinth_mark"),
    (f"{KINGS} x - 1", "shuuro_side"),
    (f"{KINGS} w - 1 foo=1", "shuuro_field"),
    (f"{KINGS} w - 1 phase=combat", "shuuro_phase"),
    (f"{KINGS} w - 1 ambush=2", "shuuro_ambush"),
    (f"{KINGS} w - 1 offer=x", "shuuro_offer"),
    (f"{KINGS} w - 1 end=won", "shuuro_end"),
    (f"{KINGS} w - 1 ep=e3", "shuuro_ep"),
    ("/".join(["12"] * 12) + " w Kk 1 phase=recruit ep=e3", "shuuro_field_phase"),
    ("/".join(["12"] * 12) + " w Kk 1 phase=recruit rolls=1", "shuuro_field_phase"),
    ("kP10/" + EMPTY + "/K11 w - 1", "shuuro_pawn_rank"),
    (f"{KINGS} w Qk 1 phase=recruit", "shuuro_board_before_deployment"),
    ("/".join(["12"] * 12) + " w Qk 1 phase=recruit", "shuuro_army_king"),
    ("/".join(["12"] * 12) + " w K4Qk 1 phase=recruit", "shuuro_army_maximum"),
    ("/".join(["12"] * 12) + " w K9B9N9P5Rk 1 phase=recruit", "shuuro_army_size"),
    ("/".join(["12"] * 12) + " w K3Q6R2Bk 1 phase=recruit", "shuuro_army_cost"),
    ("/".join(["12"] * 12) + " w Kkq 1 phase=recruit", "shuuro_red_buys_second"),
    ("/".join(["12"] * 6) + "/k11/" + "/".join(["12"] * 5) + " w K 1", "shuuro_deploy_rank"),
    ("/".join(["12"] * 11) + "/K11 w Kk 1", "shuuro_one_king"),
    ("/".join(["12"] * 11) + "/Q11 w Kk 1", "shuuro_king_placed_first"),
    ("/".join(["12"] * 11) + "/K11 w k 1", "shuuro_nothing_to_place"),
    (f"{KINGS} w Q 1 phase=initiative", "shuuro_hand_in_combat"),
    ("k11/" + EMPTY + "/R10K w - 1 ambush=0", "shuuro_check"),
    ("k11/" + EMPTY + "/_K11 w - 1", "shuuro_plinth_piece"),
    ("k11/" + EMPTY + "/K10X w - 1", "shuuro_letter"),
    (f"{KINGS} w 2Z 1", "shuuro_hand"),
    (None, "not_text"),
])
def test_bad_positions_say_why(text, why):
    bad_position(text, why)


# ----------------------------------------------------------------- words


def catalogue():
    """{language: {key: text}} of js/games/shuuro/errors.js."""
    source = open(os.path.join(ROOT, "js", "games", "shuuro", "errors.js"), encoding="utf-8").read()
    out, language = {}, None
    for line in source.splitlines():
        head = re.match(r"\s+(\w+): \{$", line)
        if head:
            language = out.setdefault(head.group(1), {})
            continue
        entry = re.match(r'\s+"([\w.]+)": "(.*)",$', line)
        if entry:
            language[entry.group(1)] = entry.group(2)
    return out


def shuuro_whys():
    """{(code, why)} of every refusal the Shuuro package builds (its source)."""
    return {tuple(key.split(".")) for key in raised_whys("shuuro")}


def test_every_shuuro_why_has_words_in_english_and_french():
    words = catalogue()
    assert set(words) == {"en", "fr"}
    raised = {f"{code}.{why}" for code, why in shuuro_whys() if why.startswith("shuuro_")}
    assert len(raised) > 40
    for language in ("en", "fr"):
        assert set(words[language]) == raised, language
    for key, text in words["fr"].items():
        assert "'" not in text and '"' not in text, key      # ’ and « » in French
        assert set(re.findall(r"\{(\w+)\}", text)) == \
            set(re.findall(r"\{(\w+)\}", words["en"][key])), key


def test_the_words_use_only_the_params_of_the_refusal():
    """Each refusal met in these tests fills every {name} of its words."""
    words = catalogue()["en"]
    cases = [
        (lambda: game().from_text(f"{KINGS} x - 1")),
        (lambda: game().from_text("k11/" + EMPTY + "/K10X w - 1")),
        (lambda: game().from_text("12/12 w - 1")),
        (lambda: game().from_text(f"{KINGS.replace('k11', 'k12')} w - 1")),
        (lambda: game().from_text(f"{KINGS} w 2Z 1")),
        (lambda: game().from_text("/".join(["12"] * 12) + " w K4Qk 1 phase=recruit")),
        (lambda: game().from_text("/".join(["12"] * 12) + " w Kk 1 phase=recruit ep=e3")),
        (lambda: game(plinths=9)),
        (lambda: combat().play("E2E4")),
        (lambda: combat(PROMOTE).play("e11e12")),
        (lambda: combat().play("e2e13")),
        (lambda: plinths().play("roll:1.1")),
        (lambda: recruiting().play("resign:green")),
        (lambda: deploying().play("k@e1")),
        (lambda: deploying().play("K@a1")),
    ]
    for case in cases:
        with pytest.raises(GameError) as caught:
            case()
        error = caught.value
        key = f"{error.code}.{error.params['why']}"
        assert key in words, key
        missing = set(re.findall(r"\{(\w+)\}", words[key])) - set(error.params) - {"code"}
        assert not missing, (key, missing)


# ----------------------------------------------------------------- fuzz

NOISE = list("0123456789KQRBNPkqrbnp_./-wb=:+@ ²٣١éXZ\t") + [
    "phase=recruit", "phase=plinths", "phase=order", "phase=initiative", "rolls=1", "ep=e3",
    "halfmove=5", "ambush=1", "offer=w", "end=resign:w", "9" * 5000, "99", "12", "6"]


def sample_positions(rng):
    """Positions from a few quick games, one per phase and variant."""
    from boardgames.match import Match

    out = []
    for seed, options in enumerate([{}, {"mini": True}, {"scouts": True}, {"plinths": 4}]):
        match = Match(game(**options).new(seed=seed), seed=seed)
        for _ in range(160):
            state = match.state
            moves = state.legal_moves()
            if state.is_over() or not moves:
                break
            out.append(state.to_text())
            plus = [m for m in moves if m.startswith("+")]
            match.play(rng.choice(plus) if plus and rng.random() < 0.8 else rng.choice(moves))
        out.append(match.state.to_text())
    return out


def mutate(rng, text):
    if rng.random() < 0.4:
        words = text.split(" ")
        words.insert(rng.randrange(len(words) + 1), rng.choice(NOISE))
        if rng.random() < 0.5:
            del words[rng.randrange(len(words))]
        return " ".join(words)
    chars = list(text)
    for _ in range(rng.randrange(1, 4)):
        at = rng.randrange(len(chars) + 1)
        if rng.random() < 0.5 and chars:
            chars[min(at, len(chars) - 1)] = rng.choice(NOISE)
        else:
            chars.insert(at, rng.choice(NOISE))
    return "".join(chars)


BAD_MOVES = ["plinth:4.4", "plinth:0.7", "roll:٣.1", "roll:1.1", "resign:green", "timeout",
             "offer", "accept", "+Q", "+q", "-Q", "+K", "preset", "K@e1", "k@e12", "Q@a13",
             "E2E4", "e11e12Q", "", "e²e4", "x" * 10_000]


def test_fuzz_positions_and_moves_raise_only_game_errors():
    """Mutated positions and moves: only GameError comes out, and a refused
    move leaves the position text, the legal moves and the result unchanged."""
    rng = random.Random(20240611)
    samples = sample_positions(rng)
    accepted = 0
    for _ in range(1500):
        text = mutate(rng, rng.choice(samples))
        try:
            state = game(**rng.choice([{}, {"mini": True}])).from_text(text)
        except GameError as error:
            check_error(error)
            continue
        accepted += 1
        assert state.game.from_text(state.to_text()).to_text() == state.to_text()
        state.view()
        for _ in range(3):
            legal = state.legal_moves()
            if legal and rng.random() < 0.5:
                move = rng.choice(legal)
                move = move.upper() if rng.random() < 0.5 else mutate(rng, move)
            else:
                move = rng.choice(BAD_MOVES)
            before = snapshot(state)
            try:
                state.play(move)
            except GameError as error:
                check_error(error)
                assert snapshot(state) == before, (text, move)
    assert accepted > 50
