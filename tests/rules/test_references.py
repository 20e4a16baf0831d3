"""Docstrings and comments point only to files that exist.

A *mention* is a token of a docstring or a comment that reads like a path in
the repository: at least one slash, and a known extension at its end
(``py/boardgames/api.py``, ``schema/view.schema.json``, ``rules/README.md``,
``games/<game>/ai.py``).  It must name a file that exists, resolved
against:

* the repository's root (``js/app/main.js``, ``tests/rules/checks.py``);
* the package, ``py/boardgames/`` (``games/<game>/said.py``,
  ``core/look.py``), and ``py/`` (``boardgames/__init__.py``): how the
  package, its tests and the README speak of its files;
* any folder that holds the mentioning file, however far up: a file may
  name its neighbours from its own folder (``./`` and ``../`` included), a
  script under ``js/`` the others from ``js/``.

A placeholder -- ``<game>``, ``<id>``, ``<lang>``... in angle brackets,
``{name}`` or ``*`` -- stands for one part of a path's name, and the mention
holds when at least one file fits (``js/games/<game>/panels.js``: the games
that have panels).  Web addresses (``https://...``) are not mentions, nor
are the paths of what the build and npm make (``MADE``: not kept in the
repository).

``stale_mentions(roots)`` lists the mentions of missing files in ``roots``
(files, folders, glob patterns); ``ENFORCED`` are the roots held to it.

What is read: a Python file's comments and docstrings (the string that
opens a module, class or function, or stands alone after an assignment);
in JavaScript and CSS, the comments (``// ...``, ``/* ... */``); in HTML,
``<!-- ... -->``; any other file as a whole."""

from __future__ import annotations

import ast
import glob
import io
import os
import re
import sys
import tokenize
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
try:
    import boardgames
except ImportError:  # running without PYTHONPATH=py
    sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "py"))
    import boardgames

from checks import ROOT  # noqa: E402

EXTENSIONS = ("py", "mjs", "js", "json", "css", "html", "md", "toml")
"""The endings that make a token with a slash a mention of a file."""

SOURCES = (".py", ".mjs", ".js", ".css", ".html")
"""The files a folder given as a root contributes."""

MADE = ("dist/", "node_modules/", "js/start-views.js")
"""What the build and npm make (``js/start-views.js``: ``build.py`` writes it
into ``dist/js/``), by the start of its path: not in the repository, not
checked."""

ENFORCED = ["py", "js", "css", "index.html", "embed.html", "rules", "build.py", "build_boot.py",
            "bench/*.py", "tools/*.py", "tools/*.mjs", "README.md", "rules/README.md"]
"""The roots whose mentions must all exist: the package, the page's scripts
and styles, the pages, the build, the benchmarks, the tools, the READMEs."""

OTHERS: list[str] = []
"""Roots read and reported (``-rP`` shows their stale mentions), not held yet."""

_MENTION = re.compile(
    r"(?<![\w./:@<>*{}-])"                       # not inside a longer path or an address
    r"((?:[\w.<>*{}@-]+/)+[\w.<>*{}@-]*\.(?:" + "|".join(EXTENSIONS) + r"))"
    r"(?![\w/-])")
_PLACEHOLDER = re.compile(r"<[\w-]+>|\{[\w-]*\}|\*")


@dataclass(frozen=True)
class Mention:
    file: str        # the mentioning file, from the repository's root
    line: int
    path: str        # the path as written

    def __str__(self) -> str:
        return f"{self.file}:{self.line}: {self.path}"


# ------------------------------------------------------------------ what is read

def _python_texts(text: str) -> list[tuple[int, str]]:
    """A Python file's comments and docstrings, each with its first line."""
    out = []
    try:
        for token in tokenize.generate_tokens(io.StringIO(text).readline):
            if token.type == tokenize.COMMENT:
                out.append((token.start[0], token.string))
    except (tokenize.TokenError, SyntaxError):
        pass
    for node in ast.walk(ast.parse(text)):
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant) \
                and isinstance(node.value.value, str):
            out.append((node.lineno, node.value.value))
    return out


_SCRIPT_COMMENT = re.compile(r"/\*.*?\*/|(?<![:\\])//[^\n]*", re.S)
_HTML_COMMENT = re.compile(r"<!--.*?-->", re.S)


def _comments(text: str, pattern: re.Pattern) -> list[tuple[int, str]]:
    return [(text.count("\n", 0, found.start()) + 1, found.group(0))
            for found in pattern.finditer(text)]


def texts(path: Path) -> list[tuple[int, str]]:
    """The parts of ``path`` whose mentions count, each with its first line."""
    text = path.read_text(encoding="utf-8")
    if path.suffix == ".py":
        return _python_texts(text)
    if path.suffix in (".js", ".mjs"):
        return _comments(text, _SCRIPT_COMMENT)
    if path.suffix == ".css":
        return _comments(text, re.compile(r"/\*.*?\*/", re.S))
    if path.suffix == ".html":
        return _comments(text, _HTML_COMMENT)
    return [(1, text)]


def files(roots: list[str]) -> list[Path]:
    """The files of ``roots``: each a file, a folder (its sources, every level
    down) or a glob pattern, from the repository's root."""
    found: dict[Path, None] = {}
    for root in roots:
        at = ROOT / root
        if at.is_dir():
            matches = [p for p in sorted(at.rglob("*")) if p.suffix in SOURCES]
        else:
            matches = sorted(ROOT.glob(root))
        for path in matches:
            if path.is_file() and not {"__pycache__", "node_modules"} & set(path.parts):
                found[path] = None
    return list(found)


def mentions(path: Path) -> list[Mention]:
    """Every mention of a file in ``path``'s docstrings and comments."""
    name = path.relative_to(ROOT).as_posix()
    out = []
    for first, text in texts(path):
        for found in _MENTION.finditer(text):
            token = found.group(1)
            line = first + text.count("\n", 0, found.start())
            out.append(Mention(name, line, token))
    return out


# ------------------------------------------------------------------ what must exist

PACKAGE_BASES = (ROOT / "py" / "boardgames", ROOT / "py")
"""Where the package's own mentions start, from any file."""


def bases(mention: Mention) -> list[Path]:
    """Where ``mention`` may start: the root, the package, and every folder
    holding the mentioning file."""
    folder = (ROOT / mention.file).parent
    return [ROOT, *PACKAGE_BASES, *[p for p in [folder, *folder.parents] if ROOT in p.parents]]


def _fits(pattern: str, starts: list[Path]) -> bool:
    """Does ``pattern`` (placeholders as ``*``) name something that exists,
    from one of ``starts``?"""
    wild = _PLACEHOLDER.sub("*", pattern)
    return any(glob.glob(str(base / wild)) if "*" in wild else (base / wild).exists()
               for base in starts)


def exists(mention: Mention) -> bool:
    """Does the file ``mention`` names exist (a placeholder: for one name at least)?"""
    return mention.path.startswith(MADE) or _fits(mention.path, bases(mention))


def stale_mentions(roots: list[str]) -> list[Mention]:
    """The mentions in ``roots`` (files, folders or glob patterns, from the
    repository's root) of files that do not exist."""
    return [m for path in files(roots) for m in mentions(path) if not exists(m)]


# ------------------------------------------------------------------ the tests

def test_docstrings_and_comments_name_only_files_that_exist():
    stale = stale_mentions(ENFORCED)
    assert not stale, "\n".join(map(str, stale))


def test_every_kind_of_file_is_read():
    """The enforced roots reach the build, the tools, the page's scripts,
    styles and pages, and the READMEs."""
    read = files(ENFORCED)
    for name in ("build.py", "README.md", "index.html"):
        assert any(p.name == name for p in read), name
    for suffix in (".mjs", ".js", ".css", ".html", ".py"):
        assert any(p.suffix == suffix for p in read), suffix


def test_the_checker_finds_mentions_and_placeholders():
    """The rule itself, on texts of its own."""
    def found(text):
        return [f.group(1) for _, part in _python_texts(text) for f in _MENTION.finditer(part)]
    text = ('"""See ``py/boardgames/api.py``, games/<game>/ai.py and\n'
            'https://example.org/a/b.md, not api.py (no slash) nor x/y.pyc."""\n'
            "x = 'code/not/a/comment.py'  # but tools/compile_pyc.mjs: here\n")
    assert found(text) == ["tools/compile_pyc.mjs", "py/boardgames/api.py", "games/<game>/ai.py"]
    game = next(iter(boardgames.GAMES))
    assert exists(Mention("README.md", 1, "games/<game>/rules.py"))         # the package's
    assert exists(Mention("py/boardgames/svg.py", 1, f"rules/<lang>/{game}.html"))
    assert exists(Mention("schema/x.json", 1, "panels/<id>.schema.json"))   # beside the file
    assert exists(Mention("py/boardgames/games/x.py", 1, "../core/look.py"))
    assert exists(Mention("py/boardgames/svg.py", 1, "dist/build.json"))    # made by the build
    assert not exists(Mention("py/boardgames/svg.py", 1, "games/<game>/nothing.py"))
    assert not exists(Mention("py/boardgames/svg.py", 1, f"shared/rules/{game}.md"))
    assert not exists(Mention("bench/x.py", 1, "core/nothing.py"))
