"""The package's layout: a core, one folder per game, short files, and a
``pyproject.toml`` that installs every subpackage."""

from __future__ import annotations

import ast
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
try:
    import boardgames
except ImportError:  # running without PYTHONPATH=py
    sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "py"))
    import boardgames

from checks import ROOT

PACKAGE = ROOT / "py" / "boardgames"
MAX_LINES = 600


def test_no_file_of_the_package_passes_600_lines():
    long = {path.relative_to(PACKAGE).as_posix(): lines
            for path in PACKAGE.rglob("*.py")
            if (lines := len(path.read_text(encoding="utf-8").splitlines())) > MAX_LINES}
    assert not long


def test_each_game_is_a_folder_with_its_rules_notation_and_view():
    folders = sorted(p.name for p in (PACKAGE / "games").iterdir()
                     if (p / "__init__.py").exists())
    assert folders == sorted(boardgames.GAMES)
    for name in folders:
        for part in ("rules", "notation", "view"):
            assert (PACKAGE / "games" / name / f"{part}.py").exists(), (name, part)
        cls = boardgames.GAMES[name]
        assert cls.__module__.startswith(f"boardgames.games.{name}.") and cls.name == name


def test_the_core_and_the_command_line_use_public_interfaces_only():
    """No ``state._something`` in the core or the command line: games offer
    the engine protocol (``engine_moves``, ``push``, ``pop``) and ``perft``."""
    for path in [*(PACKAGE / "core").glob("*.py"), PACKAGE / "__main__.py"]:
        text = path.read_text(encoding="utf-8")
        assert not re.search(r"\bstate\._\w", text), path.name
        assert "import_module" not in text, path.name


def test_pyproject_installs_every_subpackage():
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    found = re.search(r"\[tool\.setuptools\.packages\.find\](.*?)(\n\[|\Z)", text, re.S)
    assert found, "pyproject.toml lists its packages by hand"
    include = re.findall(r'"([\w.*]+)"', re.search(r"include\s*=\s*\[(.*?)\]", found.group(1),
                                                   re.S).group(1))
    assert re.search(r'where\s*=\s*\["py"\]', found.group(1))
    packages = {".".join(p.relative_to(ROOT / "py").parts[:-1])
                for p in PACKAGE.rglob("__init__.py")}
    for package in packages:
        assert any(re.fullmatch(pattern.replace(".", r"\.").replace("*", ".*"), package)
                   for pattern in include), package


def imported_modules(text: str, module: str) -> set[str]:
    """Every module the source ``text`` of the module ``module`` (a dotted
    name; a package is its ``__init__``) imports -- at the top, in a function
    or under ``TYPE_CHECKING`` -- as absolute names: in ``boardgames.svg``,
    ``from .match import Match`` is ``boardgames.match`` and
    ``boardgames.match.Match``, ``from . import api`` is ``boardgames.api``;
    ``importlib.import_module`` of a text counts too."""
    package = module.split(".")[:-1]

    def absolute(name: str, level: int) -> str:
        base = package[:len(package) - level + 1] if level else []
        return ".".join(part for part in [*base, *name.split(".")] if part)

    found = set()
    for node in ast.walk(ast.parse(text)):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = absolute(node.module or "", node.level)
            found |= {base} | {f"{base}.{alias.name}" for alias in node.names}
        elif isinstance(node, ast.Call) and node.args and isinstance(node.args[0], ast.Constant) \
                and isinstance(node.args[0].value, str) \
                and getattr(node.func, "attr", getattr(node.func, "id", None)) == "import_module":
            name = node.args[0].value
            found.add(absolute(name.lstrip("."), len(name) - len(name.lstrip("."))))
    return found


def module_name(path) -> str:
    """The dotted name of a file of the package, as ``imported_modules``
    takes it (``boardgames.games.shakku.__init__`` for a package)."""
    return ".".join(path.relative_to(ROOT / "py").with_suffix("").parts)


def test_the_import_reader_sees_every_form_of_import():
    text = ("from typing import TYPE_CHECKING\nimport importlib\n"
            "from . import board\n"
            "if TYPE_CHECKING:\n    from ...api import Match\n"
            "def f():\n    from ... import api\n    import boardgames.api as facade\n"
            "    importlib.import_module('...api', __package__)\n")
    found = imported_modules(text, "boardgames.games.doushouqi.rules")
    assert found == {"typing", "typing.TYPE_CHECKING", "importlib", "boardgames.games.doushouqi",
                     "boardgames.games.doushouqi.board", "boardgames", "boardgames.api",
                     "boardgames.api.Match"}
    assert "boardgames.match" in imported_modules("from .match import Match", "boardgames.svg")
    assert "boardgames.api" in imported_modules("from . import api", "boardgames.__init__")


def test_nothing_below_the_facade_imports_it():
    """``api.py`` is the JSON facade over the package (``match.Match``, the
    records, the computer): the worker and the command line (``__main__.py``)
    use it, nothing under it does.  A module below that imported it back
    would tie the rules to the requests (and make an import circle)."""
    above = {PACKAGE / "api.py", PACKAGE / "__main__.py"}
    offenders = sorted(path.relative_to(PACKAGE).as_posix() for path in PACKAGE.rglob("*.py")
                       if path not in above and "boardgames.api" in imported_modules(
                           path.read_text(encoding="utf-8"), module_name(path)))
    assert not offenders
    api = imported_modules((PACKAGE / "api.py").read_text(encoding="utf-8"), "boardgames.api")
    assert "boardgames.match.Match" in api
    import boardgames.api
    import boardgames.match
    assert boardgames.api.Match is boardgames.match.Match      # still re-exported


def _names_of_games() -> set[str]:
    """Every game's id and class name, lower case."""
    return {name.lower() for game in boardgames.GAMES
            for name in (game, boardgames.GAMES[game].__name__)}


def test_svg_names_no_game():
    """The pictures know no game: each game's colours and piece styles are
    its ``Game.look`` (``games/<game>/look.py``), read through the registry.
    Not in code, nor in comments and docstrings (``Dou Shou Qi`` included)."""
    text = (PACKAGE / "svg.py").read_text(encoding="utf-8").lower()
    squeezed = re.sub(r"[\s_-]+", "", text)
    named = sorted(name for name in _names_of_games() if name in text or name in squeezed)
    assert not named


def test_each_game_has_its_look_and_a_fifth_needs_nothing_in_svg():
    import boardgames.svg as svg
    from boardgames.core import PIECE_STYLES, Game, Look

    colour = re.compile(r"#[0-9a-f]{6}")
    for name, cls in boardgames.GAMES.items():
        assert (PACKAGE / "games" / name / "look.py").exists(), name
        look = cls.look
        assert isinstance(look, Look) and look != Look(), name
        assert all(colour.fullmatch(c) for c in (look.light, look.dark, look.frame,
                                                 look.frame_ink)), name
        assert set(look.pieces.values()) <= set(PIECE_STYLES), name
        view = cls().new(seed=0).view()
        assert svg.look_of(view) is look
        assert f'fill="{look.frame}"' in svg.board(view)

    class Fifth(Game):
        name = "fifth"
        players = ("green", "red")
        look = Look(light="#010203", dark="#040506", frame="#070809", frame_ink="#0a0b0c",
                    pieces={"pawn": "stack"})

    view = {"game": "fifth", "grid": {"width": 2, "height": 2, "files": ["a", "b"],
                                      "ranks": ["1", "2"]},
            "players": ["green", "red"], "terrain": [],
            "pieces": [{"sq": "a1", "kind": "pawn", "owner": 0, "height": 3}]}
    plain = svg.board(view)
    boardgames.GAMES["fifth"] = Fifth
    try:
        drawn = svg.board(view)
    finally:
        del boardgames.GAMES["fifth"]
    for colour_ in ("#010203", "#040506", "#070809", "#0a0b0c"):
        assert colour_ in drawn and colour_ not in plain
    assert '>3</text>' in drawn and '>3</text>' not in plain     # the pawn drawn as a stack of 3


def run_time_imports(text: str, module: str) -> set[str]:
    """The package's modules that importing ``module`` runs at once: the
    imports outside functions and ``if TYPE_CHECKING:`` blocks (and the
    packages holding them, whose ``__init__`` runs first)."""
    tree = ast.parse(text)
    kept = []

    def visit(body):
        for node in body:
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                continue
            if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
                visit(node.orelse)
                continue
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                kept.append(node)
            for field in ("body", "orelse", "finalbody", "handlers"):
                visit(getattr(node, field, []) or [])

    visit(tree.body)
    names = imported_modules(ast.unparse(ast.Module(body=kept, type_ignores=[])), module)
    found = set()
    for name in names:
        parts = name.split(".")
        for end in range(1, len(parts) + 1):
            found.add(".".join(parts[:end]))
    return {name for name in found if name.startswith("boardgames") and _module_file(name)}


def _module_file(name: str):
    """The file of the package's module ``name``, or None (not a module)."""
    path = ROOT / "py" / name.replace(".", "/")
    for candidate in (path.with_suffix(".py"), path / "__init__.py"):
        if candidate.exists():
            return candidate
    return None


def test_match_imports_nothing_that_imports_it_back():
    """``match.py`` sits below the facade and above the records and the
    words: no module it imports at run time (however indirectly) imports it,
    so no import circle goes through it."""
    seen, todo = set(), ["boardgames.match"]
    reaches_match = False
    while todo:
        name = todo.pop()
        path = _module_file(name)
        mod = name if path.name != "__init__.py" else name + ".__init__"
        for found in run_time_imports(path.read_text(encoding="utf-8"), mod):
            reaches_match |= found == "boardgames.match"
            if found not in seen:
                seen.add(found)
                todo.append(found)
    assert "boardgames.record" in seen and "boardgames.api" not in seen
    assert not reaches_match, sorted(seen)
