"""Shakku: every bad input is refused with a ``GameError`` (never a
``ValueError``), whose ``params["why"]`` names the refusal and has words in
English and French (``js/games/shakku/errors.js``); a refused move changes nothing;
a long input is never echoed whole.
"""

import os
import re
import sys

import pytest

try:
    import boardgames  # noqa: F401
except ImportError:  # running without PYTHONPATH=py
    sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "py"))

from boardgames.core import BadPosition, GameError, IllegalMove
from boardgames.games.shakku import Shakku

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from checks import raised_whys  # noqa: E402

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
WORDS = os.path.join(ROOT, "js", "games", "shakku", "errors.js")
CODES = {"BadPosition": "bad_position", "IllegalMove": "illegal_move"}
GENERIC = {"bad_position.not_text", "bad_position.bad_number", "illegal_move.not_legal",
           "illegal_move.not_a_move", "illegal_move.over"}

BOARD = "bbbbbbbbbbbbbbb/.......K......./rrrrrrrrrrrrrrr"
START = BOARD + " ? * - 0/0"
PLAYING = "bbbbbbbbbbbbbbb/.......K......R/rrrrrrrrrrrrrr. r X.II.- - 0/0"


def module_whys():
    """``code.why`` of every refusal the game's package raises (its source)."""
    return raised_whys("shakku")


def words():
    text = open(WORDS, encoding="utf-8").read()
    en, fr = text.split("\n  fr: {")
    pattern = re.compile(r'^\s*"([a-z_]+\.[a-z_0-9]+)": "(.*)",$', re.M)
    return {"en": dict(pattern.findall(en)), "fr": dict(pattern.findall(fr))}


def refused(action):
    with pytest.raises(GameError) as caught:
        action()
    return caught.value


def check_words(error):
    key = f"{error.code}.{error.params['why']}"
    if key in GENERIC:
        return
    for lang, entries in words().items():
        assert key in entries, (lang, key)
        names = set(re.findall(r"\{(\w+)\}", entries[key]))
        assert names <= set(error.params) | {"code"}, (lang, key, names)


# ---------------------------------------------------------------- positions

BAD_POSITIONS = [
    (None, "not_text"),
    ("bbb/...", "shakku_fields"),
    ("bbbbbbbbbbbbbbb/.......K....... ? * - 0/0", "shakku_rows"),
    (BOARD.replace("K..", "K.Q") + " ? * - 0/0", "shakku_sign"),
    (BOARD.replace("K..", "K.") + " ? * - 0/0", "shakku_row_size"),
    (BOARD.replace("K..", "K.K") + " ? * - 0/0", "shakku_kings"),
    (BOARD.replace("rrr", "r.r", 1) + " ? * - 0/0", "shakku_inactive_gap"),
    (BOARD + " ? * x 0/0", "shakku_king_owner"),
    (BOARD + " ? * - 0-0", "shakku_waiting"),
    (BOARD + " ? * - 0/16", "bad_number"),
    (BOARD.replace("K..", "K.B") + " ? * - 0/0", "shakku_too_many_pawns"),
    (BOARD + " g * - 0/0", "shakku_turn"),
    (BOARD + " r X.IV.- - 0/0", "shakku_dice"),
    (BOARD + " ? X.X.X - 0/0", "shakku_dice_before_first"),
    (".............../.......K......./............... r * - 0/0", "shakku_no_pawns"),
    (BOARD + " r II.III.- - 0/0", "shakku_dice_unplayable"),
    (BOARD + " r * - 0/0 offered=r", "shakku_word"),
    (BOARD + " r * - 0/0 offer=r offer=b", "shakku_word"),
]


@pytest.mark.parametrize("text, why", BAD_POSITIONS)
def test_each_bad_position_is_refused_with_its_why(text, why):
    error = refused(lambda: Shakku().from_text(text))
    assert isinstance(error, BadPosition) and error.params["why"] == why, error
    assert len(str(error)) < 300
    check_words(error)


# ---------------------------------------------------------------- moves


def check_refused_move(state, move, why):
    before, legal = state.to_text(), state.legal_moves()
    chance = state.chance_outcomes()
    error = refused(lambda: state.play(move))
    assert isinstance(error, IllegalMove) and error.params["why"] == why, error
    assert state.to_text() == before and state.legal_moves() == legal
    assert state.chance_outcomes() == chance
    assert len(str(error)) < 300
    check_words(error)
    return error


def thrown():
    state = Shakku().new()
    state.play("first:red")
    return state


BAD_MOVES = [
    (lambda: Shakku().from_text("R............../.......K......./............... r * - 0/0"),
     "throw:X.X.X", "over"),
    (lambda: Shakku().from_text(PLAYING), "o2-m2", "not_a_move"),
    (lambda: Shakku().from_text(PLAYING), None, "not_a_move"),
    (lambda: Shakku().from_text(PLAYING), "2:n1", "not_legal"),
    (lambda: Shakku().new(), "throw:X.X.X", "shakku_first_due"),
    (thrown, "1:o1", "shakku_throw_due"),
    (lambda: Shakku().from_text(PLAYING), "3:o2", "shakku_no_such_die"),
]


@pytest.mark.parametrize("make, move, why", BAD_MOVES)
def test_each_bad_move_is_refused_with_its_why(make, move, why):
    check_refused_move(make(), move, why)


def test_the_tables_cover_every_refusal_of_the_module():
    tested = {f"bad_position.{why}" for _, why in BAD_POSITIONS} | \
        {f"illegal_move.{why}" for _, _, why in BAD_MOVES}
    assert module_whys() | {"bad_position.bad_number"} == tested     # from core.whole_number


def test_every_game_why_has_english_and_french_words():
    mine = {key for key in module_whys() if key not in GENERIC}
    assert all(key.split(".")[1].startswith("shakku_") for key in mine)
    table = words()
    assert set(table["en"]) == set(table["fr"]) == mine
    for key in mine:
        french = table["fr"][key]
        assert "'" not in french and '"' not in french, key     # ’ and « »
        assert set(re.findall(r"\{(\w+)\}", french)) <= \
            set(re.findall(r"\{(\w+)\}", table["en"][key])), key


# ---------------------------------------------------------------- hardening


def test_non_ascii_digits_are_refused():
    """Stack heights and waiting counts are ASCII digits: ``²`` or ``٣`` is
    refused, never a ``ValueError`` from ``int()``."""
    game = Shakku()
    for text, why in ((BOARD.replace("K..", "KB²") + " r * - 0/0", "shakku_sign"),
                      (BOARD.replace("K..", "KB٣") + " r * - 0/0", "shakku_sign"),
                      (BOARD + " ? * - ٣/0", "bad_number"),
                      (BOARD + " ? * - 0/²", "bad_number")):
        error = refused(lambda: game.from_text(text))
        assert isinstance(error, BadPosition) and error.params["why"] == why, text
    state = game.from_text(PLAYING)
    check_refused_move(state, "٣:o2", "not_a_move")
    check_refused_move(state, "2:o²", "not_legal")
    check_refused_move(thrown(), "throw:X.II.Ⅲ", "shakku_throw_due")
    check_refused_move(thrown(), "throw:X.ıı.-", "shakku_throw_due")


def test_a_huge_number_is_refused():
    """A 1,000,000-digit stack height or waiting count is refused as a number
    out of range, and echoed short."""
    game = Shakku()
    for text in (BOARD.replace("K..", "KB" + "9" * 1_000_000 + ".") + " r * - 0/0",
                 BOARD + " ? * - 0/" + "9" * 1_000_000,
                 BOARD.replace("K..", "KB0.") + " r * - 0/0"):
        error = refused(lambda: game.from_text(text))
        assert isinstance(error, BadPosition) and error.params["why"] == "bad_number"
        assert len(str(error)) < 300 and len(error.params["value"]) <= 43


def test_upper_and_mixed_case_dice_faces_in_a_position_are_refused():
    """Played faces are x, ii, iii exactly: ``Ii`` (or a dotless ``ıı``) is no face."""
    for faces in ("X.Ii.-", "X.ıı.-", "X.iI.-"):
        error = refused(lambda: Shakku().from_text(BOARD + f" r {faces} - 0/0"))
        assert error.params["why"] == "shakku_dice"


def test_a_long_move_is_echoed_short():
    for state in (Shakku().new(), thrown(), Shakku().from_text(PLAYING)):
        for move in ("3:c2" * 25_000, "x" * 100_000, "1:" + "o" * 100_000):
            error = refused(lambda: state.play(move))
            assert len(str(error)) < 300
            assert len(error.params["move"]) <= 43
    error = refused(lambda: Shakku().from_text("Q" * 100_000 + START))
    assert len(str(error)) < 300 and error.params["why"] == "shakku_sign"
