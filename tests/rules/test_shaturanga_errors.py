"""Shaturanga: every bad input is refused with a ``GameError`` (never a
``ValueError`` or an ``IndexError``), whose ``params["why"]`` names the
refusal and has words in English and French (``js/games/shaturanga/errors.js``);
a refused move changes nothing; a long input is never echoed whole.
"""

import os
import re
import sys

import pytest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
try:
    import boardgames
except ImportError:  # running without PYTHONPATH=py
    sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "py"))
    import boardgames

from boardgames.core import BadPosition, GameError, IllegalMove
from boardgames.games.shaturanga import Shaturanga
from boardgames.games.shaturanga.notation import START
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from checks import raised_whys  # noqa: E402
from shaturanga_positions import CMD_POS, DIE_POS, EX_POS, pos  # noqa: E402

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
WORDS = os.path.join(ROOT, "js", "games", "shaturanga", "errors.js")
CODES = {"BadPosition": "bad_position", "IllegalMove": "illegal_move"}
GENERIC = {"bad_position.not_text", "bad_position.bad_number", "illegal_move.not_legal",
           "illegal_move.not_a_move", "illegal_move.over"}

FOUR = {"d1": "gR", "a5": "yR", "e8": "kR", "h4": "dR"}


def module_whys():
    """``code.why`` of every refusal the game's package raises (its source)."""
    return raised_whys("shaturanga")


def words():
    """The entries of ``js/games/shaturanga/errors.js``: ``{"en": {key: text}, "fr": {...}}``."""
    text = open(WORDS, encoding="utf-8").read()
    en, fr = text.split("\n  fr: {")
    pattern = re.compile(r'^\s*"([a-z_]+\.[a-z_0-9]+)": "(.*)",$', re.M)
    return {"en": dict(pattern.findall(en)), "fr": dict(pattern.findall(fr))}


def refused(action):
    with pytest.raises(GameError) as caught:
        action()
    return caught.value


# ---------------------------------------------------------------- positions

BAD_POSITIONS = [
    (Shaturanga(), 42, "not_text"),
    (Shaturanga(), "", "shaturanga_fields"),
    (Shaturanga(), START.replace("yByS2kRkEkHkB/", "", 1), "shaturanga_ranks"),
    (Shaturanga(), START.replace("gR", "gX", 1), "shaturanga_piece"),
    (Shaturanga(), START.replace("6dSdR", "7dSdR"), "shaturanga_rank_size"),
    (Shaturanga(), START.replace("6dSdR", "6dSdRgS"), "shaturanga_rank_size"),
    (Shaturanga(), START.replace(" g ", " x "), "shaturanga_seat"),
    (Shaturanga(), START.replace("AAAA", "AAA"), "shaturanga_armies"),
    (Shaturanga(), START.replace("nodice", "nodie"), "shaturanga_dice_field"),
    (Shaturanga(), START.replace("nodice", "dice"), "shaturanga_needs_dice"),
    (Shaturanga(dice=True), START, "shaturanga_needs_nodice"),
    (Shaturanga(dice=True), START.replace("nodice -", "dice 5"), "shaturanga_die_field"),
    (Shaturanga(), START.replace("nodice -", "nodice 3"), "shaturanga_die_without_dice"),
    (Shaturanga(), START[:-1] + "x", "bad_number"),
    (Shaturanga(), START[:-1] + "201", "bad_number"),
    (Shaturanga(), START + " hello=1", "shaturanga_word"),
    (Shaturanga(), START + " offered=2", "shaturanga_word"),
    (Shaturanga(), START.replace("AAAA", "CACA"), "shaturanga_two_commanders"),
    (Shaturanga(), START.replace("AAAA", "MAAA"), "shaturanga_no_commander"),
    (Shaturanga(), pos({"a5": "yR", "e8": "kR", "h4": "dR"}, seat="y", armies="LACA"),
     "shaturanga_write_m"),
    (Shaturanga(), pos(FOUR | {"e1": "gR"}), "shaturanga_two_radjahs"),
    (Shaturanga(), START.replace("AAAA", "LAAA"), "shaturanga_lost_radjah_on_board"),
    (Shaturanga(), pos({"a5": "yR", "e8": "kR", "h4": "dR"}), "shaturanga_no_radjah"),
    (Shaturanga(), pos(FOUR | {f"{f}3": "gS" for f in "abcdefgh"}), "shaturanga_too_many_pieces"),
    (Shaturanga(), pos({"a5": "yR", "e8": "kR", "h4": "dR"}, armies="LAAA"),
     "shaturanga_seat_lost"),
    (Shaturanga(), pos(EX_POS, armies="ALLA", extra="offer=x"), "shaturanga_offer_army"),
    (Shaturanga(), pos(EX_POS, armies="ALLA", extra="offer=d"), "shaturanga_offer_seat"),
    (Shaturanga(), START + " offer=g", "shaturanga_offer_impossible"),
]


@pytest.mark.parametrize("game, text, why", BAD_POSITIONS)
def test_each_bad_position_is_refused_with_its_why(game, text, why):
    error = refused(lambda: game.from_text(text))
    assert isinstance(error, BadPosition) and error.params["why"] == why
    check_words(error)


# ---------------------------------------------------------------- moves


def check_refused_move(state, move, why):
    """``move`` is refused with ``why`` and leaves the state as it was."""
    before, legal = state.to_text(), state.legal_moves()
    error = refused(lambda: state.play(move))
    assert isinstance(error, IllegalMove) and error.params["why"] == why, error
    assert state.to_text() == before and state.legal_moves() == legal
    assert len(str(error)) < 300
    check_words(error)
    return error


def offered():
    state = Shaturanga().from_text(pos(EX_POS, armies="ALLA"))
    state.play("exchange:offer")
    return state


def in_check():
    return Shaturanga().from_text(pos({"d1": "gR", "d8": "yE", "a2": "dE", "a8": "yR",
                                       "h7": "kR", "h4": "dR", "g5": "gS"}))


BAD_MOVES = [
    (lambda: Shaturanga().from_text(pos({"d1": "gR", "e8": "kR"}, armies="ALAL")), "d1d2", "over"),
    (lambda: Shaturanga().new(), "hello", "not_a_move"),
    (lambda: Shaturanga().new(), 42, "not_a_move"),
    (lambda: Shaturanga().new(), "d2d4", "not_legal"),
    (lambda: Shaturanga().new(), "D2D3", "shaturanga_lower_case"),
    (lambda: Shaturanga(dice=True).new(), "d2d3", "shaturanga_die_due"),
    (lambda: Shaturanga().new(), "die:3", "shaturanga_no_die_due"),
    (offered, "d1d2", "shaturanga_answer_offer"),
    (offered, "exchange:offer", "shaturanga_answer_offer"),
    (lambda: Shaturanga().new(), "exchange:offer", "shaturanga_no_exchange"),
    (lambda: Shaturanga(dice=True).from_text(pos(DIE_POS, dice=True, die="1")), "b1a3",
     "shaturanga_die_piece"),
    (lambda: Shaturanga(promotion=True).from_text(
        pos({"c7": "gS", "a1": "gR", "a5": "yR", "h8": "kR", "h4": "dR"})), "c7c8",
     "shaturanga_promotion"),
    (in_check, "g5g6", "shaturanga_check"),
]


@pytest.mark.parametrize("make, move, why", BAD_MOVES)
def test_each_bad_move_is_refused_with_its_why(make, move, why):
    check_refused_move(make(), move, why)


def test_the_tables_cover_every_refusal_of_the_module():
    tested = {f"bad_position.{why}" for _, _, why in BAD_POSITIONS} | \
        {f"illegal_move.{why}" for _, _, why in BAD_MOVES}
    assert module_whys() | {"bad_position.bad_number"} == tested     # from core.whole_number


# ---------------------------------------------------------------- words


def check_words(error):
    """The page has words for this refusal, and they name only its params."""
    key = f"{error.code}.{error.params['why']}"
    if key in GENERIC:
        return
    for lang, entries in words().items():
        assert key in entries, (lang, key)
        names = set(re.findall(r"\{(\w+)\}", entries[key]))
        assert names <= set(error.params) | {"code"}, (lang, key, names)


def test_every_game_why_has_english_and_french_words():
    mine = {key for key in module_whys() if key not in GENERIC}
    assert all(key.split(".")[1].startswith("shaturanga_") for key in mine)
    table = words()
    assert set(table["en"]) == set(table["fr"]) == mine
    for key in mine:
        french = table["fr"][key]
        assert "'" not in french and '"' not in french, key     # ’ and « »
        assert set(re.findall(r"\{(\w+)\}", french)) <= \
            set(re.findall(r"\{(\w+)\}", table["en"][key])), key


# ---------------------------------------------------------------- hardening


def test_non_ascii_digits_are_refused():
    """A Unicode digit (``²``, ``٣``, ``٦``) is no number: refused, never a
    ``ValueError`` from ``int()``."""
    game = Shaturanga()
    for text, why in ((START.replace("yEyS6", "yEyS٦"), "shaturanga_piece"),
                      (START.replace("gSgSgSgS2", "gSgSgSgS²"), "shaturanga_piece"),
                      (START[:-1] + "٣", "bad_number"),
                      (START[:-1] + "²", "bad_number")):
        error = refused(lambda: game.from_text(text))
        assert isinstance(error, BadPosition) and error.params["why"] == why, text
    state = game.new()
    check_refused_move(state, "d²d3", "not_a_move")
    check_refused_move(state, "d٢d3", "not_a_move")
    check_refused_move(Shaturanga(dice=True).new(), "die:٣", "shaturanga_die_due")


def test_a_huge_number_is_refused():
    """A 1,000,000-digit counter is refused as a number out of range (Python's
    int-digit limit is never reached) and echoed short."""
    error = refused(lambda: Shaturanga().from_text(START[:-1] + "9" * 1_000_000))
    assert isinstance(error, BadPosition) and error.params["why"] == "bad_number"
    assert error.params["high"] == 200 and len(error.params["value"]) <= 43
    assert len(str(error)) < 300


def test_upper_case_moves_are_refused():
    """Moves are written in lower case, as ``legal_moves()`` gives them."""
    state = Shaturanga().new()
    for move in ("D2D3", "d2D3", "EXCHANGE:OFFER"):
        check_refused_move(state, move, "shaturanga_lower_case")
    state = Shaturanga(promotion=True).from_text(
        pos({"c7": "gS", "a1": "gR", "a5": "yR", "h8": "kR", "h4": "dR"}))
    assert "c7c8e" in state.legal_moves()
    for move in ("c7c8E", "C7C8E", "c7c8H"):
        check_refused_move(state, move, "shaturanga_lower_case")
    dice = Shaturanga(dice=True).new()
    check_refused_move(dice, "DIE:3", "shaturanga_lower_case")
    state.play(" c7c8e ")                  # surrounding spaces are fine


def test_a_long_move_is_echoed_short():
    for state in (Shaturanga().new(), Shaturanga(dice=True).new(),
                  Shaturanga().from_text(pos(CMD_POS, armies="CAAA"))):
        for move in ("d2d3" * 25_000, "x" * 100_000, "D" * 100_000):
            error = refused(lambda: state.play(move))
            assert len(str(error)) < 300
            assert len(error.params["move"]) <= 43
    for text, why in (("gR" * 50_000 + START, "shaturanga_rank_size"),
                      ("Q" * 100_000 + START, "shaturanga_piece"),
                      (START + " offer=" + "g" * 100_000, "shaturanga_offer_army"),
                      (START.replace(" g ", " " + "g" * 100_000 + " "), "shaturanga_seat")):
        error = refused(lambda: Shaturanga().from_text(text))
        assert len(str(error)) < 300 and error.params["why"] == why
        assert all(len(str(v)) <= 43 for v in error.params.values())
