"""What makes the app's boot fast (issue 15), for build.py: the Pyodide
memory snapshot of dist/snapshot/boardgames.snap, and the page's stylesheets
written into dist/index.html.

build.py calls ``memory_snapshot(...)``: Node runs tools/make_snapshot.mjs,
which boots Pyodide, installs our wheel with micropip, imports every module
of the package and saves the snapshot (Pyodide's header, then the wasm
heap).  Half of its pages are zeros: the file holds the others only,
gzipped, and layout.json beside it says where each stretch goes (build.json
carries that to the worker, which inflates them with DecompressionStream
into a zeroed buffer).  Both are cached by the hash of the inputs.

Pyodide marks snapshots experimental, so this step may fail (no node, another
Pyodide, an object a snapshot cannot hold): it then logs why and returns None,
the build goes on without the file, and js/worker.js installs the wheel at
boot (with micropip).  A failure is remembered for the same inputs, so a
broken snapshot costs one try, not one per build.  BOARDGAMES_SNAPSHOT=0 in
the environment builds without it.
"""

from __future__ import annotations

import gzip
import hashlib
import json
import os
import re
import shutil
import subprocess
import time
from pathlib import Path
from typing import Callable, NamedTuple

SCRIPT = Path(__file__).resolve().parent / "tools" / "make_snapshot.mjs"
INSTALL = SCRIPT.with_name("install_wheel.mjs")     # the module it installs our wheel with
# Where the worker looks for it (js/worker.js, SNAPSHOT_URL).
DIST_NAME = "snapshot/boardgames.snap"
# The snapshot is kept in pages of this many bytes, the pages all zeros left out.
PAGE = 4096
# Changes when the file's layout does: a snapshot cached in another is made again.
LAYOUT = f"pages of {PAGE} bytes but the zero ones, gzipped; layout.json".encode()


class Snapshot(NamedTuple):
    """A snapshot made for the site: the file, and what build.json says of it."""
    path: Path              # the pages that are not all zeros, gzipped
    size: int               # the snapshot's bytes (Pyodide's header, then the heap)
    runs: list[list[int]]   # [start, length] of each stretch the file holds, in its order


def _digest(path: Path) -> bytes:
    return hashlib.sha256(path.read_bytes()).digest()


def memory_snapshot(stdlib: Path, micropip: Path, wheel: Path, wasm: Path, cache: Path,
                    log: Callable[[str], None]) -> Snapshot | None:
    """The snapshot for these exact files (stdlib: the python_stdlib.zip the
    site serves; wasm: its pyodide.asm.wasm), or None when there is none."""
    if os.environ.get("BOARDGAMES_SNAPSHOT", "1") == "0":
        log("memory snapshot: skipped (BOARDGAMES_SNAPSHOT=0)")
        return None
    key = hashlib.sha256(b"".join(_digest(p) for p in (stdlib, micropip, wheel, wasm, SCRIPT, INSTALL))
                         + LAYOUT).hexdigest()[:16]
    folder = cache / "snapshot" / key
    out, failed = folder / "boardgames.snap", folder / "failed.txt"
    if out.exists():
        try:
            return _snapshot(folder)
        except (OSError, ValueError, KeyError, TypeError) as error:
            log(f"memory snapshot: its cached layout is unreadable ({error}); made again")
    if failed.exists():
        log(f"memory snapshot: none ({failed.read_text().strip()}); the worker installs the wheel")
        return None
    try:
        reason = _make(stdlib, micropip, wheel, folder, log)
        made = _snapshot(folder) if reason is None else None
    except Exception as error:                 # never a broken build for an optional file
        log(f"memory snapshot: none ({type(error).__name__}: {error}); the worker installs the wheel")
        return None
    if made:
        _prune(cache / "snapshot", keep=folder)
        return made
    folder.mkdir(parents=True, exist_ok=True)
    failed.write_text(reason + "\n")          # Pyodide refused: no use trying again
    log(f"memory snapshot: none ({reason}); the worker installs the wheel")
    return None


def _snapshot(folder: Path) -> Snapshot:
    """The snapshot cached in folder, with its layout (layout.json)."""
    layout = json.loads((folder / "layout.json").read_text())
    size, runs = layout["size"], layout["runs"]
    if not (isinstance(size, int) and all(isinstance(n, int) for run in runs for n in run)):
        raise ValueError("layout.json holds something else than whole numbers")
    return Snapshot(folder / "boardgames.snap", size, runs)


def nonzero_runs(snapshot: bytes) -> list[list[int]]:
    """[start, length] of each stretch of whole pages of the snapshot that are
    not all zeros (the last page may be short)."""
    runs: list[list[int]] = []
    for start in range(0, len(snapshot), PAGE):
        page = snapshot[start:start + PAGE]
        if page.count(0) != len(page):
            if runs and sum(runs[-1]) == start:
                runs[-1][1] += len(page)
            else:
                runs.append([start, len(page)])
    return runs


def _prune(folder: Path, keep: Path) -> None:
    """Older snapshots go (6 MB each); one made in the last hour may be
    another build's that runs at the same time."""
    for old in folder.glob("*"):
        try:
            if old != keep and time.time() - old.stat().st_mtime > 3600:
                shutil.rmtree(old, ignore_errors=True)
        except OSError:
            pass


def _make(stdlib: Path, micropip: Path, wheel: Path, folder: Path,
          log: Callable[[str], None]) -> str | None:
    """Make folder/boardgames.snap; None, or why it could not be made."""
    node = shutil.which("node")
    if not node:
        raise FileNotFoundError("node is not on PATH")
    folder.mkdir(parents=True, exist_ok=True)
    raw = folder / "heap.part"
    log(f"$ node {SCRIPT.name} (memory snapshot)")
    try:
        result = subprocess.run([node, str(SCRIPT), str(stdlib), str(micropip), str(wheel), str(raw)],
                                cwd=SCRIPT.parent.parent, capture_output=True, text=True, timeout=600)
    except (OSError, subprocess.TimeoutExpired) as error:
        return f"node failed: {error}"
    if result.returncode != 0 or not raw.exists():
        # Node's error line, not Pyodide's minified source printed around it.
        lines = [line.strip()[:200] for line in (result.stderr + result.stdout).splitlines()
                 if line.strip() and len(line) < 400]
        errors = [line for line in lines if "Error" in line and not line.startswith("at ")]
        why = (errors or lines or [f"exit code {result.returncode}"])[-1]
        return "make_snapshot.mjs failed: " + why
    whole = raw.read_bytes()                 # Pyodide's header, then the heap
    runs = nonzero_runs(whole)
    # mtime=0: the same snapshot gives the same bytes.
    data = gzip.compress(b"".join(whole[start:start + length] for start, length in runs),
                         compresslevel=9, mtime=0)
    raw.unlink()
    # Each file whole or not there: a build stopped halfway leaves none half written.
    for name, content in (("layout.json", (json.dumps({"size": len(whole), "runs": runs}) + "\n").encode()),
                          ("boardgames.snap", data)):
        part = folder / (name + ".part")
        part.write_bytes(content)
        part.replace(folder / name)
    kept = sum(length for _, length in runs)
    log(result.stdout.strip().splitlines()[-1] + f"; {kept / len(whole):.0%} of it not zeros, "
        f"{len(data) // 1024} KB gzipped")
    return None


# <link rel="stylesheet" href="css/<name>.css"> in the page's head.
STYLESHEET = re.compile(rb'<link rel="stylesheet" href="(css/[a-z0-9_-]+\.css)">')


def inline_stylesheets(html: bytes, root: Path) -> bytes:
    """index.html with its own stylesheets written in as <style>: the first
    frame then waits for no request but the page's (the stylesheets hold no
    url(), so nothing they name moves).  A sheet that is missing stays a link."""
    def inline(match: re.Match) -> bytes:
        path = root / match.group(1).decode()
        if not path.is_file():
            return match.group(0)
        css = path.read_bytes()
        if b"url(" in css or b"@import" in css or b"</style" in css:
            return match.group(0)          # would resolve against the page, or end the tag
        return b"<style>/* " + match.group(1) + b" */\n" + css.rstrip() + b"\n</style>"
    return STYLESHEET.sub(inline, html)


_BLOCKS = re.compile(rb"(<script>.*?</script>|<style>.*?</style>)", re.S)


def without_comments(html: bytes) -> bytes:
    """The page without its comments (issue 37): those of its markup, of its
    inlined stylesheets and the whole-line ones of its inline scripts, which
    a first visit downloads before its first frame can be drawn (3.5 KB of
    its 21 KB gzipped: on a 2 Mbit/s link, 192 -> 156 ms to the first
    contentful paint, medians of 8 cold visits).  A stylesheet with "/*" in
    a string keeps its comments; a line inside a template literal is never
    taken for a comment."""
    def script(body: bytes) -> bytes:
        kept, in_template = [], False
        for line in body.split(b"\n"):
            if in_template or not line.lstrip().startswith(b"//"):
                kept.append(line)
            in_template ^= line.count(b"`") % 2 == 1
        return b"\n".join(kept)

    def block(match: re.Match) -> bytes:
        text = match.group(0)
        if text.startswith(b"<style>"):
            if b'"/*' in text or b"'/*" in text:
                return text
            return re.sub(rb"\n\s*\n", b"\n", re.sub(rb"/\*.*?\*/", b"", text, flags=re.S))
        return script(text)

    parts = _BLOCKS.split(html)
    return b"".join(block(_BLOCKS.match(part)) if i % 2 else re.sub(rb"<!--.*?-->", b"", part, flags=re.S)
                    for i, part in enumerate(parts))


# <img src="<name>.svg" class="..." alt="" width=".." height=".."> in the page.
PICTURE = re.compile(rb'<img src="([a-z0-9_-]+\.svg)" class="([a-z -]+)" alt="" width="(\d+)" height="(\d+)">')


def inline_pictures(html: bytes, root: Path) -> bytes:
    """index.html with its own SVG pictures (the logo) written in as <svg>:
    an <img> of an SVG file is a document of its own, which the renderer
    fetches, parses and lays out before the frame that shows it (the first
    frame waited for the logo: bench/boot.py, first contentful paint).  A
    picture that is missing, or holds a script, a style or a link, stays an
    <img>."""
    def inline(match: re.Match) -> bytes:
        path = root / match.group(1).decode()
        svg = path.read_bytes().strip() if path.is_file() else b""
        head = re.match(rb'<svg xmlns="http://www.w3.org/2000/svg"( viewBox="[0-9. ]+")>', svg)
        if not head or re.search(rb"<script|<style|href=|url\(|<svg.*<svg", svg, re.S):
            return match.group(0)
        return (b'<svg class="' + match.group(2) + b'"' + head.group(1) + b' width="' + match.group(3)
                + b'" height="' + match.group(4) + b'" aria-hidden="true">' + svg[head.end():])
    return PICTURE.sub(inline, html)


_IMPORT = re.compile(rb"""^\s*(?:import|export)\b[^;'"]*?\bfrom\s*["'](\.[^"']+)["']|^\s*import\s*["'](\.[^"']+)["']""",
                     re.M | re.S)


def game_modules(root: Path) -> dict[str, list[str]]:
    """Each game's module (js/games/<game>/index.js) and the modules it
    imports statically, by their paths from the site's root: index.html asks
    for the first game's at once, with the page's own."""
    out: dict[str, list[str]] = {}
    for index in sorted((root / "js" / "games").glob("*/index.js")):
        seen, todo = [], [index.resolve()]
        while todo:
            path = todo.pop(0)
            name = path.relative_to(root.resolve()).as_posix()
            if name in seen or not path.is_file():
                continue
            seen.append(name)
            for a, b in _IMPORT.findall(path.read_bytes()):
                todo.append((path.parent / (a or b).decode()).resolve())
        out[index.parent.name] = seen
    return out


FIRST_FRAME = b"const FIRST = {};"
"""Where index.html's first script holds what its first frame shows."""
REST_OF_WORDS = b"boardgamesFirstFrame.words({})"
"""Where index.html's last script gives the words of the page below its header."""
HEADER = re.compile(rb'<header class="top".*?</header>', re.S)

_BLOCK = re.compile(r"^  (\w\w): \{$(.*?)^  \},?$", re.M | re.S)
_ENTRY = re.compile(r'^\s+("(?:[^"\\]|\\.)+"): ("(?:[^"\\]|\\.)*"),?$', re.M)


def words_of(path: Path) -> dict[str, dict[str, str]]:
    """The words of a words module (js/words/*.js, js/games/<game>/words.js):
    {lang: {key: text}}, read from its `lang: { "key": "text", ... }` blocks."""
    out: dict[str, dict[str, str]] = {}
    for lang, block in _BLOCK.findall(path.read_text(encoding="utf-8")):
        out.setdefault(lang, {}).update((json.loads(k), json.loads(v)) for k, v in _ENTRY.findall(block))
    return out


def first_frame(html: bytes, root: Path, games: list[dict]) -> dict:
    """What index.html shows in its first frame, before any module: in each
    language, the words of its header's markup (data-i18n...), the language
    menu and the game picker (each game's name and subtitle, its board's
    size); and ``rest``, the words of the markup below the header, which
    the page's last script gives once it is all read."""
    catalogue: dict[str, dict[str, str]] = {}
    for name in ("shared.js", "screen.js"):
        for lang, found in words_of(root / "js" / "words" / name).items():
            catalogue.setdefault(lang, {}).update(found)
    markup = re.compile(rb'data-i18n(?:-[a-z-]+)?="([^"]+)"')
    header = {k.decode() for k in markup.findall(HEADER.search(html).group())} | {"app.title"}
    keys = {k.decode() for k in markup.findall(html)} | header

    def words(chosen):
        return {lang: {k: found[k] for k in sorted(chosen) if k in found}
                for lang, found in catalogue.items()}
    listed = []
    for game in sorted(games, key=lambda g: g["id"]):         # the picker's order (js/app/games.js)
        names = words_of(root / "js" / "games" / game["id"] / "words.js")
        listed.append({"id": game["id"], "width": game["width"], "height": game["height"],
                       "names": {lang: [found.get(f"game.{game['id']}", game["id"]),
                                        found.get(f"game.{game['id']}.sub", "")]
                                 for lang, found in names.items()}})
    languages = {lang: found.get("lang.name", lang) for lang, found in catalogue.items()}
    return {"languages": languages, "words": words(header), "games": listed,
            "modules": game_modules(root), "rest": words(keys - header)}


def with_first_frame(html: bytes, root: Path, games: list[dict]) -> bytes:
    """index.html with its first frame's words and games, and each game's
    modules to ask for, written into its first script; the words of the
    rest of the page (``rest``) into its last one."""
    first = first_frame(html, root, games)
    rest = first.pop("rest")

    def text(value) -> bytes:
        return json.dumps(value, ensure_ascii=False, separators=(",", ":")).encode()

    html = html.replace(FIRST_FRAME, b"const FIRST = " + text(first) + b";", 1)
    return html.replace(REST_OF_WORDS, b"boardgamesFirstFrame.words(" + text(rest) + b")", 1)
