"""The command line: ``python -m boardgames moves|perft|play``.

Called in-process through ``boardgames.__main__.main([...])`` (these tests
also run in Pyodide, which has no subprocess); one test runs the real
``python -m boardgames`` in a subprocess and is skipped under emscripten.
"""

import io
import os
import subprocess
import sys

import pytest

try:
    import boardgames
except ImportError:  # running without PYTHONPATH=py
    sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "py"))
    import boardgames

from boardgames.__main__ import main, play

START = "l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L w - - 0 1"
DEN_FEN = "7/3C3/7/7/7/7/7/7/r6 w - - 0 1"
REPO = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))


def test_moves_start(capsys):
    assert main(["moves", "doushouqi", "start"]) == 0
    out = capsys.readouterr().out.split()
    assert sorted(out) == sorted(boardgames.game("doushouqi").new().legal_moves())
    assert len(out) == 24 and "a3a4" in out


def test_moves_of_a_fen_with_option(capsys):
    fen = "7/7/7/7/7/3r3/3E3/7/7 w - - 0 1"
    assert main(["moves", "doushouqi", fen]) == 0
    assert "d3d4" in capsys.readouterr().out.split()
    assert main(["moves", "doushouqi", fen, "--option", "classic_elephant=true"]) == 0
    assert "d3d4" not in capsys.readouterr().out.split()


@pytest.mark.parametrize("depth,expected", [(0, 1), (1, 24), (2, 576), (3, 12240)])
def test_perft_start(capsys, depth, expected):
    assert main(["perft", "doushouqi", "start", str(depth)]) == 0
    assert capsys.readouterr().out.strip() == str(expected)


def test_perft_fen_and_option(capsys):
    assert main(["perft", "doushouqi", START, "4", "--option", "classic_elephant=true"]) == 0
    assert capsys.readouterr().out.strip() == "260099"


@pytest.mark.parametrize("argv,message", [
    (["moves", "doushouqi", "nonsense"], "error: "),
    (["perft", "doushouqi", "7/7/7 w", "2"], "ranks"),
    (["moves", "doushouqi", "start", "--option", "classic_elephant=maybe"], "classic_elephant"),
    (["moves", "doushouqi", "start", "--option", "nope=1"], "no option nope"),
    (["moves", "doushouqi", "start", "--option", "classic_elephant"], "name=value"),
    (["perft", "doushouqi", "start", "-1"], "depth"),
    (["play", "doushouqi", "7/7/7/7/7/7/7/7/3C3 w - - 0 1"], "own den"),
])
def test_bad_input_exits_2_with_a_message_on_stderr(capsys, argv, message):
    assert main(argv) == 2
    captured = capsys.readouterr()
    assert captured.err.startswith("error: ")
    assert message in captured.err
    assert captured.out == ""


def exit_status(argv) -> int:
    """main's exit status, whether argparse or the rules refused."""
    try:
        return main(argv)
    except SystemExit as info:
        return info.code


def test_bad_arguments_exit_2(capsys):
    assert exit_status(["moves", "nogame", "start"]) == 2
    assert "nogame" in capsys.readouterr().err
    assert exit_status(["perft", "doushouqi", "start", "deep"]) == 2
    capsys.readouterr()
    assert exit_status(["moves"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: ") and err.count("\n") == 1   # one line


def feeder(lines):
    lines = list(lines)
    prompts = []

    def read(prompt):
        prompts.append(prompt)
        if not lines:
            raise EOFError
        return lines.pop(0)
    return read, prompts


def test_play_reads_moves_until_the_end():
    state = boardgames.game("doushouqi").from_text(DEN_FEN)
    read, prompts = feeder(["d8d9"])
    out = io.StringIO()
    assert play(state, out=out, read=read) == 0
    text = out.getvalue()
    assert prompts == ["green> "]
    assert "green to move: " in text and "d8d9" in text
    assert "result: green (den)" in text


def test_play_bad_move_is_reported_and_the_game_goes_on():
    state = boardgames.game("doushouqi").new()
    read, prompts = feeder(["a3a5", "a3a4", "undo", "g1g2", "quit"])
    out = io.StringIO()
    assert play(state, out=out, read=read) == 0
    text = out.getvalue()
    assert "error: a3a5 is not a legal move here" in text
    assert prompts == ["green> ", "green> ", "red> ", "green> ", "red> "]
    # a3a4 was undone, g1g2 played
    assert state.to_text() == "l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3DL/T6 b - - 1 1"


def test_play_stops_at_end_of_input():
    state = boardgames.game("doushouqi").new()
    read, _ = feeder(["a3a4"])
    out = io.StringIO()
    assert play(state, out=out, read=read) == 0
    assert state.to_move == 1


def test_main_play_reads_stdin_and_writes_stdout(capsys, monkeypatch):
    """``main(["play", ...])`` reads moves from stdin and prints to stdout.

    ENGINE BUG (py/boardgames/__main__.py): ``def play(state, out=sys.stdout,
    read=input)`` binds the stdout of import time, so main's play output does
    not follow a later redirection of sys.stdout (capsys here, the browser
    console in Pyodide).  It should take ``out=None`` and use ``sys.stdout``
    at call time."""
    monkeypatch.setattr(sys, "stdin", io.StringIO("d8d9\n"))
    assert main(["play", "doushouqi", DEN_FEN]) == 0
    out = capsys.readouterr().out
    assert "result: green (den)" in out, (
        "ENGINE BUG: main(['play', ...]) output did not go to the current sys.stdout "
        "(play's default out=sys.stdout is bound at import time)")


@pytest.mark.skipif(sys.platform == "emscripten", reason="no subprocess in Pyodide")
def test_python_dash_m_boardgames_subprocess():
    env = dict(os.environ, PYTHONPATH=os.path.join(REPO, "py"))
    run = subprocess.run([sys.executable, "-m", "boardgames", "perft", "doushouqi", "start", "2"],
                         cwd=REPO, env=env, capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stderr
    assert run.stdout.strip() == "576"
    run = subprocess.run([sys.executable, "-m", "boardgames", "moves", "doushouqi", "bad"],
                         cwd=REPO, env=env, capture_output=True, text=True, timeout=60)
    assert run.returncode == 2 and run.stderr.startswith("error: ")
    run = subprocess.run([sys.executable, "-m", "boardgames", "play", "doushouqi", DEN_FEN],
                         cwd=REPO, env=env, input="d8d9\n", capture_output=True, text=True,
                         timeout=60)
    assert run.returncode == 0 and "result: green (den)" in run.stdout


def test_moves_at_a_dice_moment_lists_the_outcomes_with_their_odds(capsys):
    """At a chance node ``moves`` prints every outcome and its probability."""
    code = main(["moves", "shuuro", "6/6/6/6/6/6 w KQkr 5 phase=plinths rolls=0",
                 "--option", "mini=true"])
    lines = capsys.readouterr().out.split()
    assert code == 0
    outcomes = lines[0::2]
    assert len(outcomes) == 36 and outcomes[0] == "plinth:1.1"
    assert all(abs(float(p) - 1 / 36) < 1e-6 for p in lines[1::2])


def test_play_throws_the_dice_from_the_seed(capsys):
    """``play`` throws the dice itself, from ``--seed``, the same each time."""
    import boardgames

    def session():
        answers = ["+Q", "done", "+R", "done"]

        def read(prompt):
            if not answers:
                raise EOFError
            return answers.pop(0)

        out = io.StringIO()
        play(boardgames.game("shuuro", mini=True).new(), out=out, read=read, seed=9)
        return out.getvalue()

    first = session()
    dice = [line for line in first.splitlines() if line.startswith("dice: ")]
    assert dice and dice[0].startswith("dice: plinth:")
    assert session() == first


@pytest.mark.parametrize("game, marks, square", [
    ("doushouqi", ["--arrows", "a4a10"], "a10"),           # 9 ranks
    ("doushouqi", ["--arrows", "a10a4"], "a10"),
    ("doushouqi", ["--arrows", "a4a5 h1h2"], "h1"),         # 7 files: a-g
    ("doushouqi", ["--arrows", "zz"], "zz"),
    ("doushouqi", ["--highlight", "c1 e0"], "e0"),
    ("doushouqi", ["--highlight", "D1"], "D1"),
    ("shakku", ["--highlight", "h4"], "h4"),                # 3 rows
    ("shakku", ["--arrows", "o1p1", "--option", "board=15"], "p1"),
    ("shakku", ["--highlight", "k2", "--option", "board=10"], "k2"),
    ("shuuro", ["--arrows", "a1m1"], "m1"),                # 12 files: a-l
    ("shaturanga", ["--highlight", "i8"], "i8"),
])
def test_svg_refuses_a_square_not_on_the_board(capsys, game, marks, square):
    """``svg`` checks every square of ``--arrows`` and ``--highlight``: one
    off the board is refused like any other bad input, on one line, status 2,
    why ``bad_square``."""
    assert main(["svg", game, "start", *marks]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith("error: ") and captured.err.count("\n") == 1
    assert f"{square!r} is not a square of this board" in captured.err


def test_svg_draws_every_square_on_the_board(capsys):
    for game, marks in (("doushouqi", ["--arrows", "a1g9 g9a1", "--highlight", "a1 g9 d5"]),
                        ("shakku", ["--arrows", "a1o3", "--highlight", "h2 o3"]),
                        ("shuuro", ["--arrows", "a1l12", "--highlight", "l12"]),
                        ("shaturanga", ["--arrows", "a1h8", "--highlight", "h8"])):
        assert main(["svg", game, "start", *marks]) == 0, game
        assert capsys.readouterr().out.startswith("<svg")


def test_a_square_off_the_board_is_a_bad_square_refusal():
    from boardgames.core import BadRequest
    from boardgames.svg import diagram
    with pytest.raises(BadRequest) as info:
        diagram({"game": "doushouqi", "arrows": "a4a10"})
    assert info.value.params == {"why": "bad_square", "square": "a10", "what": "arrows"}
    with pytest.raises(BadRequest) as info:
        diagram({"game": "doushouqi", "highlight": "c1 x9"})
    assert info.value.params == {"why": "bad_square", "square": "x9", "what": "highlight"}
