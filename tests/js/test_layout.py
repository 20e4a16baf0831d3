"""The layout of the JavaScript under ``js/``, read from its files (no
browser): no import circle anywhere; one match session for both front ends;
the board, the panels, the session and the front ends name no game (a game
is a folder of ``js/games/``); no part of the app reaches back into another
that imports it."""

from __future__ import annotations

import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import jsgraph  # noqa: E402

ROOT = jsgraph.ROOT
JS = jsgraph.JS
GAME_IDS = sorted(p.name for p in (JS / "games").iterdir() if (p / "index.js").exists())


def code_of(path: Path) -> str:
    """A module's code without its comments."""
    return jsgraph._COMMENT.sub("", path.read_text(encoding="utf-8"))


def rel(path: Path) -> str:
    return path.resolve().relative_to(ROOT).as_posix()


def test_the_import_reader_sees_every_form_of_import(tmp_path):
    (tmp_path / "a.js").write_text('import { x } from "./b.js";\nexport * from "./c.js";\n'
                                   'import "./d.js";\nconst e = import("./e.js");\n'
                                   '// import { no } from "./comment.js";\n', encoding="utf-8")
    found = sorted(p.name for p in jsgraph.imports(tmp_path / "a.js"))
    assert found == ["b.js", "c.js", "d.js", "e.js"]


def test_the_circle_finder_finds_a_circle(tmp_path):
    (tmp_path / "a.js").write_text('import "./b.js";\n', encoding="utf-8")
    (tmp_path / "b.js").write_text('import "./a.js";\n', encoding="utf-8")
    (tmp_path / "c.js").write_text('import "./a.js";\n', encoding="utf-8")
    found = jsgraph.cycles(jsgraph.graph(tmp_path))
    assert [[p.name for p in part] for part in found] == [["a.js", "b.js"]]


def test_no_import_cycle_under_js():
    found = jsgraph.cycles(jsgraph.graph())
    assert not found, [[rel(p) for p in part] for part in found]


def test_both_front_ends_use_the_one_match_session():
    """The app and <game-board> make their matches with js/session/index.js;
    no other module of theirs asks the engine for a change of the game."""
    session = (JS / "session" / "index.js").resolve()
    assert session in jsgraph.imports(JS / "app" / "session.js")
    assert session in jsgraph.imports(JS / "embed" / "element.js")
    for folder in ("app", "embed"):
        for path in (JS / folder).rglob("*.js"):
            code = code_of(path)
            asks = re.findall(r"""engine\.request\(\s*["'](\w+)""", code)
            assert not asks, (rel(path), asks)


def test_the_session_and_the_shared_parts_import_no_front_end():
    """Calls go down, events come up: the session, the board, the panels, the
    words and the games never import the app or the element."""
    front = {(JS / "app").resolve(), (JS / "embed").resolve(), (JS / "embed.js").resolve()}
    for folder in ("session", "board", "panels", "words", "games"):
        for path in (JS / folder).rglob("*.js"):
            for target in jsgraph.imports(path):
                assert not any(target == f or f in target.parents for f in front), (rel(path), rel(target))


FLOORS = {
    # folder (or module): what it may import besides itself
    "board": set(),
    "words": set(),
    "session": set(),
    "panels": {"board"},
    "games": {"board", "panels", "words", "start-views.js"},
    "engine.js": set(),
    "thinker.js": {"engine.js"},
    "embed": {"board", "panels", "words", "session", "games", "engine.js", "start-views.js"},
    "embed.js": {"embed"},
    "app": {"board", "panels", "words", "session", "games", "engine.js", "thinker.js", "start-views.js"},
}


def place(path: Path) -> str:
    """The folder of js/ a module belongs to (or its own name at the top)."""
    return path.resolve().relative_to(JS.resolve()).parts[0]


def test_each_floor_imports_only_the_floors_below_it():
    """The board, the words and the session stand alone; the panels use the
    board; the games use the board, the panels and the words; the front ends
    use them all and never each other."""
    for path, targets in jsgraph.graph().items():
        floor = place(path)
        if floor not in FLOORS:
            continue
        for target in targets:
            below = place(target)
            assert below == floor or below in FLOORS[floor], (rel(path), rel(target))


def test_the_board_the_panels_the_session_and_the_element_name_no_game():
    """A game is a folder of js/games/ (and the build's list of them): its id
    appears in no code of the shared parts or of the element; the app names
    only the game it opens when nothing else says which."""
    pattern = re.compile(r"\b(" + "|".join(GAME_IDS) + r")\b")
    words_data = {"js/words/shared.js", "js/words/screen.js", "js/words/element.js", "js/words/errors.js"}
    for folder in ("board", "panels", "session", "words", "embed", "app"):
        for path in (JS / folder).rglob("*.js"):
            if rel(path) in words_data:
                continue                  # sentences (an example record may name a game)
            named = pattern.findall(code_of(path))
            if rel(path) == "js/app/state.js":
                assert set(named) <= {"doushouqi"}, named      # DEFAULT_GAME
                continue
            assert not named, (rel(path), named)


def test_each_game_is_one_folder_with_its_own_parts():
    """Everything of a game is in js/games/<game>/: its module, words, moves'
    words, drawing and pictures (and its panel and legend where it has them)."""
    assert GAME_IDS == sorted(["doushouqi", "shakku", "shaturanga", "shuuro"])
    for game in GAME_IDS:
        for part in ("index.js", "words.js", "errors.js", "said.js", "art.js", "pictures.js", "legend.js"):
            assert (JS / "games" / game / part).exists(), (game, part)
    assert not (JS / "board" / "pictures").exists()


def test_the_app_has_no_controller_every_part_listens_to_the_session():
    """No module the others call back into: js/app/ has no controller, and no
    module writes to a shared app object."""
    assert not (JS / "app" / "controller.js").exists()
    for path in (JS / "app").rglob("*.js"):
        assert not re.search(r"\bapp\.\w+\s*=[^=]", code_of(path).replace("window.app", "")), rel(path)
