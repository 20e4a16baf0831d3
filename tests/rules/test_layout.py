"""The package's layout: a core, one folder per game, short files, and a
``pyproject.toml`` that installs every subpackage."""

from __future__ import annotations

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
