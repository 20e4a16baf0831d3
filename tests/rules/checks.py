"""Checks the tests of several games share."""

import ast
import sys
from pathlib import Path

if str(Path(__file__).resolve().parents[1]) not in sys.path:
    sys.path.append(str(Path(__file__).resolve().parents[1]))     # tests/: schema_check
from schema_check import check as view_problems  # noqa: E402


def play_undo_replay(state, move, moves):
    """Play ``move``, take it back (the position and its legal ``moves`` must
    come back exactly), then play it again to the same position.  Returns the
    position text after the move."""
    before = state.to_text()
    state.play(move)
    after = state.to_text()
    state.undo()
    assert state.to_text() == before, ("undo", move)
    assert state.legal_moves() == moves, ("undo changed the moves", move)
    state.play(move)
    assert state.to_text() == after, ("replaying after undo", move)
    return after


ROOT = Path(__file__).resolve().parents[2]
ERRORS = {"BadOption": "bad_option", "BadPosition": "bad_position", "IllegalMove": "illegal_move"}
OPENINGS = ("position_fields", "board_rows", "position_words")
"""``core.notation``'s checks of a position text's opening: their fourth argument (or
their ``why=``) is the game's why of a ``bad_position``."""
CORE_CHECKS = {"position_fields": {"bad_position.not_text"},
               "open_move": {"illegal_move.not_a_move", "illegal_move.over"}}
"""What the ``core.notation`` checks a game calls refuse by themselves."""


def raised_whys(game: str) -> set[str]:
    """``code.why`` of every refusal the package ``boardgames.games.<game>``
    builds (``BadOption``, ``BadPosition``, ``IllegalMove`` calls, and the
    ``core.notation`` checks it calls), read from its source; a why chosen
    by an expression counts each of its texts."""
    found = set()
    for path in sorted((ROOT / "py" / "boardgames" / "games" / game).glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            name = getattr(getattr(node, "func", None), "id", None)
            found |= CORE_CHECKS.get(name, set()) if isinstance(node, ast.Call) else set()
            if not isinstance(node, ast.Call) or name not in (*ERRORS, *OPENINGS):
                continue
            whys = [k.value for k in node.keywords if k.arg == "why"]
            if name in OPENINGS and len(node.args) > 3:
                whys.append(node.args[3])
            assert whys, (path.name, ast.unparse(node))
            code = ERRORS.get(name, "bad_position")
            for part in ast.walk(whys[0]):
                if isinstance(part, ast.Constant) and isinstance(part.value, str):
                    found.add(f"{code}.{part.value}")
    return found


def views_fit(source, players=(None,)) -> None:
    """Each view of ``source`` for each of ``players`` fits the view schema
    (``schema/view.schema.json``): ``source`` is a ``match.Match``, or a
    state, seen as a match would send it (with no history)."""
    from boardgames.match import Match

    match = source if isinstance(source, Match) else Match(source, throw=False)
    for player in players:
        problems = view_problems(match.view(1, player))
        assert not problems, "\n".join([match.state.to_text(), *problems[:10]])


def schema_games(total: int) -> int:
    """How many of a test's random games check the view of every state
    against the schema (``views_fit``): one in thirty of ``--random-games``,
    one to three (checking all of them would double the suite's time; the
    last view of every game is checked too)."""
    return min(3, max(1, total // 30))
