"""The import graph of the JavaScript under ``js/``, read from the files'
text (static ``import ... from``, ``export ... from``, ``import "..."`` and
``import("...")`` with a literal path), for the layout tests and for
``python tests/js/jsgraph.py`` (which prints the circles and the sizes)."""

from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
JS = ROOT / "js"

_STATIC = re.compile(r"""^\s*(?:import|export)\b[^;'"]*?\bfrom\s*["']([^"']+)["']""", re.M | re.S)
_BARE = re.compile(r"""^\s*import\s*["']([^"']+)["']""", re.M)
_DYNAMIC = re.compile(r"""\bimport\(\s*["']([^"'$`]+)["']\s*\)""")
_COMMENT = re.compile(r"/\*.*?\*/|(?<![:\\])//[^\n]*", re.S)


def imports(path: Path) -> list[Path]:
    """The modules ``path`` imports (static and literal dynamic), resolved."""
    text = _COMMENT.sub("", path.read_text(encoding="utf-8"))
    found = _STATIC.findall(text) + _BARE.findall(text) + _DYNAMIC.findall(text)
    out = []
    for spec in found:
        if not spec.startswith("."):
            continue
        target = (path.parent / spec).resolve()
        out.append(target)
    return out


def graph(root: Path = JS) -> dict[Path, list[Path]]:
    return {path.resolve(): [t for t in imports(path) if t.is_relative_to(root.resolve())]
            for path in sorted(root.rglob("*.js"))}


def cycles(edges: dict[Path, list[Path]]) -> list[list[Path]]:
    """The strongly connected parts of more than one module (or a module importing itself)."""
    index: dict[Path, int] = {}
    low: dict[Path, int] = {}
    stack: list[Path] = []
    on: set[Path] = set()
    out: list[list[Path]] = []
    counter = [0]

    def visit(v: Path) -> None:
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in edges.get(v, []):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            part = []
            while True:
                w = stack.pop()
                on.discard(w)
                part.append(w)
                if w == v:
                    break
            if len(part) > 1 or v in edges.get(v, []):
                out.append(sorted(part))

    sys.setrecursionlimit(10_000)
    for v in edges:
        if v not in index:
            visit(v)
    return out


def lines(folder: Path) -> int:
    return sum(len(p.read_text(encoding="utf-8").splitlines()) for p in folder.rglob("*.js"))


if __name__ == "__main__":
    edges = graph()
    found = cycles(edges)
    rel = lambda p: p.relative_to(ROOT).as_posix()  # noqa: E731
    print(f"modules: {len(edges)}, imports: {sum(len(v) for v in edges.values())}, circles: {len(found)}")
    for part in found:
        print(f"  circle of {len(part)}: " + ", ".join(rel(p) for p in part))
    for name in ("app", "embed", "session", "words", "panels", "games", "board"):
        folder = JS / name
        if folder.exists():
            print(f"lines of js/{name}: {lines(folder)}")
