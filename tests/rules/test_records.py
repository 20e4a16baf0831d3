"""Game records (PGN-like): write/read round-trip and bad records."""

import ast
import os
import sys

import pytest

try:
    import boardgames
except ImportError:  # running without PYTHONPATH=py
    sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "py"))
    import boardgames

from boardgames import BadRecord, Result
from boardgames import record as records

START = "l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L w - - 0 1"
# Green Cat on d8, one step from the Red den; a Red Rat on a1
DEN_FEN = "7/3C3/7/7/7/7/7/7/r6 w - - 0 1"


def played(game, moves, position=None):
    state = game.new() if position is None else game.from_text(position)
    for move in moves:
        state.play(move)
    return state


@pytest.mark.parametrize("classic", [False, True])
def test_record_round_trip_from_start(classic):
    game = boardgames.game("doushouqi", classic_elephant=classic)
    moves = ["a3a4", "a7a6", "a4a5", "a6a5", "g3g4", "g7g6"]
    state = played(game, moves)
    text = records.write(game, state, moves, seed=42, tags={"Event": 'club "night"'})
    assert f'[Option "classic_elephant={str(classic).lower()}"]' in text
    assert '[Seed "42"]' in text
    assert "[Position" not in text                  # the usual start is not written
    assert '[Result "*"]' in text
    assert "1. a3a4 a7a6 2. a4a5 a6a5 3. g3g4 g7g6 *" in text
    parsed = records.read(text)
    assert parsed.game.name == "doushouqi"
    assert parsed.game.options == {"classic_elephant": classic}
    assert parsed.seed == 42
    assert parsed.position is None
    assert parsed.moves == moves
    assert parsed.tags["Event"] == 'club "night"'
    assert parsed.replay().to_text() == state.to_text()
    # writing the replayed game again gives the same text
    assert records.write(parsed.game, parsed.replay(), parsed.moves, parsed.seed,
                         tags={"Event": parsed.tags["Event"]}) == text


def test_record_round_trip_with_position_and_result():
    game = boardgames.game("doushouqi")
    moves = ["d8d9"]
    state = played(game, moves, DEN_FEN)
    assert state.result() == Result(0, "den")
    text = records.write(game, state, moves, position=DEN_FEN)
    assert f'[Position "{DEN_FEN}"]' in text
    assert '[Result "green"]' in text and '[Termination "den"]' in text
    assert text.rstrip().endswith("1. d8d9 green")
    parsed = records.read(text)
    assert parsed.position == DEN_FEN
    assert parsed.start().to_text() == DEN_FEN
    final = parsed.replay()
    assert final.result() == Result(0, "den")
    assert parsed.tags["Result"] == "green" and parsed.tags["Termination"] == "den"


def test_record_of_a_long_game_wraps_and_round_trips():
    game = boardgames.game("doushouqi")
    cycle = ["g1g2", "a9a8", "g2g1", "a8a9"] * 2 + ["g1g2", "a9a8", "g2g1", "b8c8"]
    state = played(game, cycle * 1)
    text = records.write(game, state, cycle)
    assert all(len(line) <= 80 for line in text.splitlines())
    assert records.read(text).replay().to_text() == state.to_text()


def test_record_comments_are_ignored():
    text = ('[Game "doushouqi"]\n'
            '{a comment line}\n'
            '\n'
            '1. a3a4 {the Elephant steps out} a7a6 {multi\n'
            'line comment 2. g3g4} 2. a4a5 *\n')
    parsed = records.read(text)
    assert parsed.moves == ["a3a4", "a7a6", "a4a5"]
    assert parsed.game.options == {"classic_elephant": False}
    assert parsed.seed == 0
    parsed.replay()


def test_record_move_numbers_with_dots_for_red():
    parsed = records.read('[Game "doushouqi"]\n\n1. a3a4 1... a7a6 2. a4a5 *\n')
    assert parsed.moves == ["a3a4", "a7a6", "a4a5"]


@pytest.mark.parametrize("text,message", [
    ("", "empty"),
    ("   \n\n", "empty"),
    ('[Seed "1"]\n\n1. a3a4 *\n', "which game"),
    ('[Game "chess"]\n\n*\n', "no game called 'chess'"),
    ('[Game "doushouqi"]\n[Option "classic_elephant=maybe"]\n\n*\n', "classic_elephant"),
    ('[Game "doushouqi"]\n[Option "no_such=1"]\n\n*\n', "no option no_such"),
    ('[Game "doushouqi"]\n[Option "classic_elephant"]\n\n*\n', "name=value"),
    ('[Game "doushouqi"]\n[Seed "x"]\n\n*\n', "seed"),
    ('[Game "doushouqi"]\n[Position "not a position"]\n\n*\n', "position tag"),
    ('[Game "doushouqi"]\n[Result green]\n\n*\n', "line 2"),
    ('[Game doushouqi]\n\n*\n', "line 1"),
])
def test_bad_record_raises_bad_record(text, message):
    with pytest.raises(BadRecord) as info:
        records.read(text)
    assert message in str(info.value)
    assert info.value.code == "bad_record"


@pytest.mark.parametrize("ply,bad", [(1, "a3a5"), (3, "g7g6"), (4, "zz")])
def test_record_with_illegal_move_names_the_ply(ply, bad):
    moves = ["a3a4", "a7a6", "a4a5", "a6a5"]
    moves[ply - 1] = bad
    text = '[Game "doushouqi"]\n\n' + " ".join(moves) + " *\n"
    parsed = records.read(text)               # reading checks the form only
    with pytest.raises(BadRecord) as info:
        parsed.replay()
    assert f"move {ply} ({bad})" in str(info.value)
    assert info.value.params["ply"] == ply
    assert info.value.params["move"] == bad


def test_record_move_after_the_end_is_refused():
    text = f'[Game "doushouqi"]\n[Position "{DEN_FEN}"]\n\n1. d8d9 a1a2 green\n'
    with pytest.raises(BadRecord) as info:
        records.read(text).replay()
    assert info.value.params["ply"] == 2
    assert "over" in str(info.value)


def test_record_fourth_repetition_is_refused():
    cycle = ["g1g2", "a9a8", "g2g1", "a8a9"]
    text = '[Game "doushouqi"]\n\n' + " ".join(cycle * 3) + " *\n"
    with pytest.raises(BadRecord) as info:
        records.read(text).replay()
    assert info.value.params["ply"] == 12
    assert "repeat" in str(info.value)


# ---------------------------------------------------------------- the Game tag

@pytest.mark.parametrize("name, game", [
    ("doushouqi", "doushouqi"), ("Dou Shou Qi", "doushouqi"), ("Dou-Shou-Qi", "doushouqi"),
    ("DOU SHOU QI", "doushouqi"), ("Dòu Shòu Qí", "doushouqi"), ("Jungle", "doushouqi"),
    ("jungle", "doushouqi"), ("Jeu de la jungle", "doushouqi"), ("Jeu-de-la-Jungle", "doushouqi"),
    ("Sáhkku", "shakku"), ("Sahkku", "shakku"), ("SÁHKKU", "shakku"), ("Shakku", "shakku"),
    ("Shuuro", "shuuro"), ("shuuro", "shuuro"),
    ("Shaturanga", "shaturanga"), ("Chaturanga", "shaturanga"),
    ("Chaturanga (four-handed)", "shaturanga"), ("Four-handed chaturanga", "shaturanga"),
    ("Chaturanga à quatre", "shaturanga"),
])
def test_the_game_tag_accepts_the_names_people_write(name, game):
    """A record's ``Game`` tag may be the game's id or any of its names in
    English and French (each game lists them, ``Game.names``), whatever the
    case, accents, spaces and hyphens."""
    parsed = records.read(f'[Game "{name}"]\n\n*\n')
    assert parsed.game.name == game
    assert boardgames.game_id(name) == game
    assert records.write(parsed.game, parsed.start(), []).startswith(f'[Game "{game}"]')


def test_the_game_tag_plays_the_record_under_any_of_its_names():
    text = '[Game "Jeu de la jungle"]\n[Option "classic_elephant=true"]\n\n1. a3a4 a7a6 *\n'
    parsed = records.read(text)
    assert parsed.game.options == {"classic_elephant": True}
    assert parsed.replay().to_text() == played(parsed.game, ["a3a4", "a7a6"]).to_text()


def test_each_game_keeps_its_names_in_its_own_folder_and_no_two_games_share_one():
    seen = {}
    for name in boardgames.GAMES:
        cls = boardgames.GAMES[name]
        assert cls.names, name
        for written in (name, *cls.names):
            plain = boardgames.plain_name(written)
            assert seen.setdefault(plain, name) == name, (written, seen[plain], name)
    # record.py names no game: no text of its code (docstrings aside) is a game's id or name
    tree = ast.parse(open(records.__file__, encoding="utf-8").read())
    docs = {id(node.body[0].value) for node in ast.walk(tree)
            if isinstance(node, (ast.Module, ast.FunctionDef, ast.ClassDef)) and node.body
            and isinstance(node.body[0], ast.Expr)}
    texts = {boardgames.plain_name(node.value) for node in ast.walk(tree)
             if isinstance(node, ast.Constant) and isinstance(node.value, str)
             and id(node) not in docs}
    assert not texts & set(seen)


@pytest.mark.parametrize("name", ["Chess", "Jungle chess 2", "", "Shogi", "doushouqi!!x"])
def test_a_name_that_fits_no_game_is_refused_with_the_name_quoted(name):
    with pytest.raises(BadRecord) as info:
        records.read(f'[Game "{name}"]\n\n*\n')
    assert info.value.params["why"] == "game"
    assert info.value.params["detail"]["params"]["why"] == "unknown"
    assert f"no game called {name!r}" in str(info.value)
