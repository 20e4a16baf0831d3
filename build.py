#!/usr/bin/env python3
"""Build, serve and test the static board-games site.

    python build.py [--port N]       build dist/, then serve it on http://127.0.0.1:8000
    python build.py build            only build dist/
    python build.py test [ARGS...]   install what the tests need, build, run every test
                                     (ARGS go to both pytest runs: the rules, then the rest)

Standard library only (Python 3.11+).  The build is incremental: unchanged
files are not copied again, npm and pip are only asked when their inputs
changed or their outputs are missing.
"""

from __future__ import annotations

import base64
import functools
import hashlib
import http.server
import io
import json
import os
import platform
import shutil
import subprocess
import sys
import tempfile
import time
import tomllib
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent
sys.path.insert(0, str(ROOT))       # build_boot.py, however this file was loaded
import build_boot  # noqa: E402
DIST = ROOT / "dist"
CACHE = ROOT / ".cache"
WHEELS_CACHE = CACHE / "wheels"
PY314_WHEELS = WHEELS_CACHE / "py314"
NODE_PYODIDE = ROOT / "node_modules" / "pyodide"

PYODIDE_VERSION = "314.0.7"
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip",
                 "pyodide-lock.json")
MICROPIP_VERSION = "0.11.1"
MICROPIP_WHEEL = f"micropip-{MICROPIP_VERSION}-py3-none-any.whl"
MICROPIP_SHA256 = "768de165adb8e66906039d8fec4127a57f522dfdf8e6fbff877a4616941ecfd3"
# What the rules tests need inside Pyodide (pure-Python wheels for Python 3.14).
PYODIDE_TEST_REQUIREMENTS = ("pytest==9.2.0",)
# Random games played by the rules tests inside Pyodide (300 under CPython).
PYODIDE_RANDOM_GAMES = 60
# pytest's exit code when the arguments select no test.
NO_TESTS_COLLECTED = 5
# What the tests need under CPython: distribution name -> pip requirement.
TEST_REQUIREMENTS = {"pytest": "pytest>=8", "playwright": "playwright==1.65.2",
                     "pytest-playwright": "pytest-playwright==0.10.0",
                     # Firefox over WebDriver BiDi (tests/browsers/drivers.py)
                     "websockets": "websockets>=13",
                     # a QR code read back (tests/e2e/test_friend.py)
                     "zxing-cpp": "zxing-cpp>=2.2"}
# The browsers of tests/browsers/ besides Chromium (BROWSERS in the
# environment chooses among them), and Debian's packages that give each:
# Firefox ESR (driven over WebDriver BiDi, no geckodriver), WebKitGTK's
# WebDriver under a virtual display, with the Python binding that
# tests/browsers/webkit_shell.py opens its windows with.
OTHER_BROWSERS = ("firefox", "webkit")
DEBIAN_BROWSER_PACKAGES = {
    "firefox": ("firefox-esr",),
    "webkit": ("webkit2gtk-driver", "xvfb", "python3-gi", "gir1.2-webkit2-4.1", "gir1.2-gtk-3.0"),
}

# Site files written by the UI engineers: copied if present.
SITE_DIRS = ("js", "css", "icons", "rules", "img", "fonts")
SITE_FILE_GLOBS = ("*.html", "favicon.svg", "favicon.ico", "*.webmanifest")
SW_TEMPLATE = ROOT / "js" / "sw.js"
# Fixed time stamp inside our wheel, so that its bytes depend on its content only.
ZIP_EPOCH = (1980, 1, 1, 0, 0, 0)

MIME_TYPES = {".wasm": "application/wasm", ".mjs": "text/javascript", ".js": "text/javascript",
              ".whl": "application/octet-stream", ".json": "application/json",
              ".svg": "image/svg+xml", ".webmanifest": "application/manifest+json", ".png": "image/png",
              ".zip": "application/zip", ".css": "text/css", ".html": "text/html"}


class BuildError(Exception):
    """A build step failed; the message says which and why."""


def log(message: str) -> None:
    print(f"[build] {message}", flush=True)


def run(cmd: list[str], **kwargs) -> None:
    log("$ " + " ".join(str(c) for c in cmd))
    result = subprocess.run(cmd, **kwargs)
    if result.returncode != 0:
        raise BuildError(f"command failed with exit code {result.returncode}: "
                         + " ".join(str(c) for c in cmd))


def sha256_file(path: Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def write_if_changed(path: Path, data: bytes) -> bool:
    """Write data unless the file already holds exactly it (keeps mtimes stable)."""
    try:
        if path.stat().st_size == len(data) and path.read_bytes() == data:
            return False
    except FileNotFoundError:
        pass
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_bytes(data)
    os.replace(tmp, path)
    return True


def copy_if_changed(src: Path, dst: Path) -> bool:
    """Copy src to dst unless dst has the same size and modification time."""
    s = src.stat()
    try:
        d = dst.stat()
        if d.st_size == s.st_size and d.st_mtime_ns == s.st_mtime_ns:
            return False
    except FileNotFoundError:
        pass
    dst.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy2(src, dst)
    return True


# --------------------------------------------------------------------------- npm

def npm_command() -> str:
    npm = shutil.which("npm") or shutil.which("npm.cmd")
    if not npm:
        raise BuildError("npm is not on PATH; install Node.js 18+ (it brings npm)")
    return npm


def node_command() -> str:
    """Node.js, which runs Pyodide for the build's tools and the rules tests inside it."""
    node = shutil.which("node")
    if not node:
        raise BuildError("node is not on PATH; install Node.js 18+")
    return node


def ensure_node_modules() -> None:
    """npm ci when node_modules/pyodide is missing or the lock file changed."""
    lock = ROOT / "package-lock.json"
    stamp = CACHE / "npm-inputs.sha256"
    inputs = hashlib.sha256((ROOT / "package.json").read_bytes()
                            + (lock.read_bytes() if lock.exists() else b"")).hexdigest()
    installed = NODE_PYODIDE / "package.json"
    if installed.exists() and stamp.exists() and stamp.read_text().strip() == inputs:
        return
    if installed.exists() and not stamp.exists():
        # node_modules made by hand or by an older build: trust it if the version is right.
        if json.loads(installed.read_text()).get("version") == PYODIDE_VERSION:
            write_if_changed(stamp, inputs.encode())
            return
    npm = npm_command()
    if lock.exists():
        run([npm, "ci", "--no-audit", "--no-fund"], cwd=ROOT)
    else:
        run([npm, "install", "--no-audit", "--no-fund"], cwd=ROOT)
    version = json.loads(installed.read_text()).get("version")
    if version != PYODIDE_VERSION:
        raise BuildError(f"node_modules/pyodide is {version}, expected {PYODIDE_VERSION}")
    write_if_changed(stamp, inputs.encode())


# --------------------------------------------------------------------------- wheels

def pip_download(args: list[str], dest: Path) -> None:
    dest.mkdir(parents=True, exist_ok=True)
    run([sys.executable, "-m", "pip", "download", "--disable-pip-version-check", "-q",
         "--only-binary=:all:", "--python-version", "3.14", "-d", str(dest), *args])


def ensure_micropip() -> Path:
    """The micropip wheel for Pyodide, downloaded once and checked against its pinned hash."""
    wheel = WHEELS_CACHE / MICROPIP_WHEEL
    if not wheel.exists():
        pip_download(["--no-deps", f"micropip=={MICROPIP_VERSION}"], WHEELS_CACHE)
    if not wheel.exists():
        raise BuildError(f"pip did not produce {wheel}")
    digest = sha256_file(wheel)
    if digest != MICROPIP_SHA256:
        wheel.unlink()
        raise BuildError(f"{MICROPIP_WHEEL} has sha256 {digest}, expected {MICROPIP_SHA256}; "
                         "the file was removed, run the build again")
    return wheel


def ensure_pyodide_test_wheels() -> list[Path]:
    """Pure-Python wheels (pytest and its dependencies) for the rules run inside Pyodide."""
    stamp = PY314_WHEELS / "requirements.txt"
    wanted = "\n".join(PYODIDE_TEST_REQUIREMENTS) + "\n"
    if not (stamp.exists() and stamp.read_text() == wanted):
        if PY314_WHEELS.exists():
            shutil.rmtree(PY314_WHEELS)
        pip_download(["--platform", "any", "--implementation", "py",
                      *PYODIDE_TEST_REQUIREMENTS], PY314_WHEELS)
        stamp.write_text(wanted)
    wheels = sorted(PY314_WHEELS.glob("*.whl"))
    bad = [w.name for w in wheels if not w.name.endswith("-none-any.whl")]
    if bad or not wheels:
        raise BuildError(f"the Pyodide test wheels must be pure Python; got {bad or 'none'}")
    return wheels


COMPILE_SCRIPT = ROOT / "tools" / "compile_pyc.mjs"


def compiled_for_pyodide(sources: list[Path], keep_source: bool = False,
                         lean: bool = False) -> list[Path]:
    """Bytecode-compiled copies of these archives (Pyodide's stdlib zip, the
    micropip wheel), made by Pyodide itself under Node and cached by the hash
    of their inputs.  Pyodide's npm package ships its standard library as
    sources, so without this every boot compiles every module it imports.
    lean: without docstrings, asserts and column positions (our wheel; see
    tools/compile_pyc.mjs)."""
    flags = ["--keep-source"] if keep_source else ["--lean"] if lean else []
    outputs, todo = [], []
    for src in sources:
        key = hashlib.sha256(sha256_file(src).encode() + COMPILE_SCRIPT.read_bytes()
                             + PYODIDE_VERSION.encode() + " ".join(flags).encode()
                             ).hexdigest()[:16]
        out = CACHE / "pyc" / key / src.name
        outputs.append(out)
        if not out.exists():
            out.parent.mkdir(parents=True, exist_ok=True)
            todo += [str(src), str(out.with_name(out.name + ".part"))]
    if todo:
        node = node_command()
        run([node, str(COMPILE_SCRIPT), *flags, *todo], cwd=ROOT)
        for part in todo[1::2]:
            Path(part).replace(part[: -len(".part")])
    for out in outputs:             # an archive's older compilations are not kept
        for old in (CACHE / "pyc").glob(f"*/{out.name}"):
            if old != out and len(list(old.parent.iterdir())) == 1:
                shutil.rmtree(old.parent, ignore_errors=True)
    return outputs


def compiled_stdlib() -> Path:
    """Pyodide's whole standard library compiled (what dist/ served before it
    was split; bench/boot.py's bare Pyodide page still boots on it)."""
    return compiled_for_pyodide([NODE_PYODIDE / "python_stdlib.zip"])[0]


SPLIT_SCRIPT = ROOT / "tools" / "split_stdlib.mjs"
STDLIB_FINDER = ROOT / "py" / "stdlib_rest.py"     # goes into the first archive
STDLIB_REST = "python_stdlib_rest.zip"


def split_stdlib(full: Path, micropip: Path, wheel: Path) -> tuple[Path, Path]:
    """Pyodide's standard library in two archives (tools/split_stdlib.mjs):
    the modules the engine imports (lean: every boot downloads them, as
    pyodide/python_stdlib.zip) and the rest (pyodide/python_stdlib_rest.zip,
    which the worker fetches only if one of its modules is ever imported:
    py/stdlib_rest.py, in the first archive, finds them).
    full: the whole of it compiled; cached by the hash of the inputs."""
    sources = NODE_PYODIDE / "python_stdlib.zip"
    inputs = (full, sources, micropip, wheel, SPLIT_SCRIPT, SPLIT_SCRIPT.with_name("install_wheel.mjs"),
              STDLIB_FINDER)
    key = hashlib.sha256("".join(map(sha256_file, inputs)).encode()).hexdigest()[:16]
    folder = CACHE / "stdlib" / key
    lean, rest = folder / "python_stdlib.zip", folder / STDLIB_REST
    if not (lean.exists() and rest.exists()):
        node = node_command()
        folder.mkdir(parents=True, exist_ok=True)
        parts = [lean.with_name(lean.name + ".part"), rest.with_name(rest.name + ".part")]
        run([node, str(SPLIT_SCRIPT), str(full), str(sources), str(micropip), str(wheel),
             str(STDLIB_FINDER), *map(str, parts)], cwd=ROOT)
        for part in parts:
            part.replace(part.with_name(part.name[: -len(".part")]))
    for old in (CACHE / "stdlib").glob("*"):     # older splits are not kept
        if old != folder:
            shutil.rmtree(old, ignore_errors=True)
    return lean, rest


def stdlib_modules(archive: Path) -> list[str]:
    """The names of the modules in a compiled archive of the standard library."""
    with zipfile.ZipFile(archive) as zf:
        return sorted(name[: -len(".pyc")].removesuffix("/__init__").replace("/", ".")
                      for name in zf.namelist() if name.endswith(".pyc"))


def project_metadata() -> dict:
    with open(ROOT / "pyproject.toml", "rb") as f:
        return tomllib.load(f)["project"]


def package_files() -> list[tuple[str, Path]]:
    """(archive name, source path) of every file of the boardgames package."""
    pkg = ROOT / "py" / "boardgames"
    files = []
    for path in sorted(pkg.rglob("*")):
        rel = path.relative_to(ROOT / "py")
        if path.is_dir() or "__pycache__" in rel.parts or path.suffix in (".pyc", ".pyo"):
            continue
        if any(part.startswith(".") for part in rel.parts):
            continue
        files.append((rel.as_posix(), path))
    return files


def wheel_bytes() -> tuple[str, bytes]:
    """Our wheel, written directly: same sources give the same bytes."""
    meta = project_metadata()
    name, version = meta["name"], meta["version"]
    dist_info = f"{name}-{version}.dist-info"
    lines = ["Metadata-Version: 2.1", f"Name: {name}", f"Version: {version}"]
    if meta.get("description"):
        lines.append(f"Summary: {meta['description']}")
    if meta.get("requires-python"):
        lines.append(f"Requires-Python: {meta['requires-python']}")
    if isinstance(meta.get("license"), dict) and meta["license"].get("text"):
        lines.append(f"License: {meta['license']['text']}")
    entries = [(arc, path.read_bytes()) for arc, path in package_files()]
    entries += [
        (f"{dist_info}/METADATA", ("\n".join(lines) + "\n").encode()),
        (f"{dist_info}/WHEEL", b"Wheel-Version: 1.0\nGenerator: build.py\n"
                               b"Root-Is-Purelib: true\nTag: py3-none-any\n"),
        (f"{dist_info}/top_level.txt", f"{name}\n".encode()),
    ]
    record = []
    for arc, data in entries:
        digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
        record.append(f"{arc},sha256={digest},{len(data)}")
    record.append(f"{dist_info}/RECORD,,")
    entries.append((f"{dist_info}/RECORD", ("\n".join(record) + "\n").encode()))
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as zf:
        for arc, data in entries:
            info = zipfile.ZipInfo(arc, date_time=ZIP_EPOCH)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            info.create_system = 3
            zf.writestr(info, data, compresslevel=9)
    return f"{name}-{version}-py3-none-any.whl", buf.getvalue()


# --------------------------------------------------------------------------- generated files

START_VIEWS_SCRIPT = r"""
import json, sys
import boardgames
from boardgames import api
from boardgames.svg import board
views, games, pictures = {}, [], {}
for game_id, cls in boardgames.GAMES.items():
    if not cls.in_browser:
        continue                  # the page cannot draw it yet
    answer = json.loads(api.handle_json(json.dumps({"op": "new", "game": game_id})))
    if not answer.get("ok"):
        sys.exit(f"new {game_id}: {answer}")
    view = answer["view"]
    view["match"] = None
    views[game_id] = view
    games.append({"id": game_id, "players": view["players"],
                  "width": view["grid"]["width"], "height": view["grid"]["height"]})
    pictures[game_id] = board(view)
sys.stdout.write(json.dumps({"views": views, "games": games, "pictures": pictures},
                            sort_keys=True, separators=(",", ":")))
"""


def start_views(package_hash: str) -> tuple[bytes, dict]:
    """dist/js/start-views.js: the games (id, seats, board size) and the first
    view of each, computed under CPython from the engine's registry; and what
    was computed ({views, games, pictures}: each start position as SVG)."""
    key = hashlib.sha256(package_hash.encode() + START_VIEWS_SCRIPT.encode()).hexdigest()
    cached = CACHE / f"start-views-{key[:16]}.json"
    if not cached.exists():
        env = dict(os.environ, PYTHONPATH=str(ROOT / "py"), PYTHONDONTWRITEBYTECODE="1")
        result = subprocess.run([sys.executable, "-c", START_VIEWS_SCRIPT], cwd=ROOT, env=env,
                                capture_output=True, text=True)
        if result.returncode != 0:
            raise BuildError("computing the start views failed:\n" + result.stderr + result.stdout)
        json.loads(result.stdout)
        for old in CACHE.glob("start-views-*"):
            old.unlink()
        write_if_changed(cached, result.stdout.encode())
    found = json.loads(cached.read_text(encoding="utf-8"))
    compact = dict(sort_keys=True, separators=(",", ":"))
    text = ("// Generated by build.py from the engine's registry (py/boardgames/__init__.py):"
            " the games a page can show,\n// each with its seats and the size of its board at"
            " the start (js/games/index.js), and the start view\n// of every game, drawn before"
            " Pyodide is ready.\nexport const GAMES = " + json.dumps(found["games"], **compact)
            + ";\nexport const START_VIEWS = " + json.dumps(found["views"], **compact) + ";\n")
    return text.encode(), found


RULES_PAGES_SCRIPT = r"""
import json, sys
from boardgames.svg import prerender
pages = json.loads(sys.stdin.read())
out = {}
for name, text in pages.items():
    try:
        out[name] = prerender(text)
    except Exception as error:
        sys.exit(f"{name}: a diagram is wrong: {error}")
sys.stdout.write(json.dumps(out))
"""


def rules_pages(package_hash: str) -> dict[str, bytes]:
    """dist/rules/<lang>/<game>.html: each rules page with its diagrams drawn
    in as SVG (``boardgames.svg.prerender``), so it reads and prints without
    JavaScript.  A diagram the engine refuses stops the build."""
    pages = {path.relative_to(ROOT).as_posix(): path.read_text(encoding="utf-8")
             for path in sorted((ROOT / "rules").glob("*/*.html"))}
    if not pages:
        return {}
    key = hashlib.sha256(package_hash.encode() + RULES_PAGES_SCRIPT.encode()
                         + json.dumps(pages, sort_keys=True).encode()).hexdigest()
    cached = CACHE / f"rules-pages-{key[:16]}.json"
    if not cached.exists():
        env = dict(os.environ, PYTHONPATH=str(ROOT / "py"), PYTHONDONTWRITEBYTECODE="1")
        result = subprocess.run([sys.executable, "-c", RULES_PAGES_SCRIPT], cwd=ROOT, env=env,
                                input=json.dumps(pages), capture_output=True, text=True)
        if result.returncode != 0:
            raise BuildError("drawing the rules pages' diagrams failed:\n" + result.stderr)
        for old in CACHE.glob("rules-pages-*.json"):
            old.unlink()
        write_if_changed(cached, result.stdout.encode())
    return {name: text.encode() for name, text in json.loads(cached.read_text()).items()}


EMBED_ENTRY = b"""// Generated by build.py: the <game-board> element, for any page to load with
// <script type="module" src="https://example.org/games/embed.js"></script>.
// See js/embed.js and embed.html.
export * from "./js/embed.js";
"""


def service_worker(version: str, files: list[str]) -> bytes:
    if not SW_TEMPLATE.exists():
        raise BuildError(f"missing service worker template {SW_TEMPLATE}")
    template = SW_TEMPLATE.read_text()
    for marker in ('/*@VERSION@*/"dev"', "/*@FILES@*/[]"):
        if marker not in template:
            raise BuildError(f"{SW_TEMPLATE} lacks the marker {marker}")
    text = (template.replace('/*@VERSION@*/"dev"', json.dumps(version))
            .replace("/*@FILES@*/[]", json.dumps(files, indent=1)))
    return ("// Generated by build.py from js/sw.js.\n" + text).encode()


# --------------------------------------------------------------------------- build

def site_version(site: Path, names) -> str:
    """The version of a site: the hash of these files of it (every file but
    build.json and sw.js, which are made from it) and of the service worker
    template."""
    h = hashlib.sha256()
    for name in sorted(names):
        h.update(name.encode() + b"\0" + sha256_file(site / name).encode() + b"\n")
    h.update(SW_TEMPLATE.read_bytes() if SW_TEMPLATE.exists() else b"")
    return h.hexdigest()[:16]


def site_sources() -> dict[str, Path]:
    """dist-relative name -> source of every hand-written site file."""
    out: dict[str, Path] = {}
    for pattern in SITE_FILE_GLOBS:
        for path in sorted(ROOT.glob(pattern)):
            if path.is_file():
                out[path.name] = path
    for dirname in SITE_DIRS:
        base = ROOT / dirname
        if not base.is_dir():
            continue
        for path in sorted(base.rglob("*")):
            rel = path.relative_to(ROOT)
            if (path.is_dir() or any(p.startswith(".") or p == "__pycache__" for p in rel.parts)
                    or path.name.endswith("~")):
                continue
            if path == SW_TEMPLATE:
                continue
            out[rel.as_posix()] = path
    return out


def build(quiet: bool = False) -> dict:
    """Build dist/; returns the content of dist/build.json."""
    started = time.perf_counter()
    ensure_node_modules()
    micropip = ensure_micropip()
    expected: set[str] = set()
    copied = 0

    def place_copy(name: str, src: Path) -> None:
        nonlocal copied
        expected.add(name)
        copied += copy_if_changed(src, DIST / name)

    def place_data(name: str, data: bytes) -> None:
        nonlocal copied
        expected.add(name)
        copied += write_if_changed(DIST / name, data)

    for name, src in site_sources().items():
        if name != "index.html":        # written below, with what its first frame needs
            place_copy(name, src)
    for name in PYODIDE_FILES:
        if not (NODE_PYODIDE / name).exists():
            raise BuildError(f"{NODE_PYODIDE / name} is missing; run npm ci")
    whole_stdlib = compiled_stdlib()
    # micropip lean too, like our wheel: a first visit downloads it (without
    # docstrings, asserts and column positions: 155 KB instead of 209).
    (micropip,) = compiled_for_pyodide([micropip], lean=True)
    place_copy(f"wheels/{MICROPIP_WHEEL}", micropip)
    wheel_name, wheel = wheel_bytes()
    source_wheel = WHEELS_CACHE / wheel_name
    write_if_changed(source_wheel, wheel)
    # Bytecode only, lean: a first visit downloads it and micropip installs it
    # (js/worker.js), with nothing to compile at boot.
    compiled_wheel = compiled_for_pyodide([source_wheel], lean=True)[0]
    place_copy(f"wheels/{wheel_name}", compiled_wheel)
    # The standard library a boot downloads is what the engine imports (1 MB
    # instead of 4.5); the rest comes only when asked for.
    lean_stdlib, rest_stdlib = split_stdlib(whole_stdlib, micropip, compiled_wheel)
    for name in PYODIDE_FILES:
        place_copy(f"pyodide/{name}", lean_stdlib if name == lean_stdlib.name else NODE_PYODIDE / name)
    place_copy(f"pyodide/{STDLIB_REST}", rest_stdlib)
    snapshot = build_boot.memory_snapshot(lean_stdlib, micropip, compiled_wheel,
                                              NODE_PYODIDE / "pyodide.asm.wasm", CACHE, log)
    if snapshot:                        # else the worker installs the wheel (js/worker.js)
        place_copy(build_boot.DIST_NAME, snapshot.path)
    views, found = start_views(hashlib.sha256(wheel).hexdigest())
    place_data("js/start-views.js", views)
    for game_id, picture in found["pictures"].items():
        place_data(f"start/{game_id}.svg", picture.encode())
    # index.html: its stylesheets and its logo written in (nothing else to
    # fetch before the first paint), its first frame's words, games and
    # each game's modules to ask for, and its comments left out.
    page = build_boot.inline_pictures(build_boot.inline_stylesheets((ROOT / "index.html").read_bytes(), ROOT), ROOT)
    page = build_boot.without_comments(build_boot.with_first_frame(page, ROOT, found["games"]))
    place_data("index.html", page)
    place_data("embed.js", EMBED_ENTRY)     # embed.html is copied with the other pages
    for name, data in rules_pages(hashlib.sha256(wheel).hexdigest()).items():
        place_data(name, data)      # over the plain copy: the diagrams drawn in

    version = site_version(DIST, expected)
    info = {"version": version, "pyodide": PYODIDE_VERSION,
            "wheels": {"micropip": f"wheels/{MICROPIP_WHEEL}",
                       "boardgames": f"wheels/{wheel_name}"},
            "snapshot": build_boot.DIST_NAME if snapshot else None,
            "snapshot_size": snapshot.size if snapshot else None,
            # What it costs to download (the worker weighs it against the link).
            "snapshot_bytes": snapshot.path.stat().st_size if snapshot else None,
            "snapshot_runs": snapshot.runs if snapshot else None,
            # The standard library's modules that are not in pyodide/python_stdlib.zip:
            # where they are, and their names (js/worker.js fetches them if one is imported).
            "stdlib_rest": {"archive": f"pyodide/{STDLIB_REST}", "modules": stdlib_modules(rest_stdlib)}}
    place_data("build.json", (json.dumps(info, indent=2) + "\n").encode())
    place_data("sw.js", service_worker(version, sorted(expected - {"sw.js"})))

    removed = 0
    if DIST.exists():
        for path in sorted(DIST.rglob("*"), reverse=True):
            rel = path.relative_to(DIST).as_posix()
            if path.is_file() and rel not in expected:
                path.unlink()
                removed += 1
            elif path.is_dir() and not any(path.iterdir()):
                path.rmdir()
    if not quiet:
        log(f"dist/ version {version}: {len(expected)} files, {copied} written, "
            f"{removed} removed, in {time.perf_counter() - started:.2f} s")
    return info


# --------------------------------------------------------------------------- serve

class SiteHandler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}
    protocol_version = "HTTP/1.1"     # keep-alive, as any real host does

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, format: str, *args) -> None:  # noqa: A002
        if not getattr(self.server, "quiet", False):
            super().log_message(format, *args)


def make_server(host: str = "127.0.0.1", port: int = 8000, directory: Path = DIST,
                quiet: bool = False) -> http.server.ThreadingHTTPServer:
    """A threaded server of directory (port 0: a free port, see server_address)."""
    handler = functools.partial(SiteHandler, directory=str(directory))
    server = http.server.ThreadingHTTPServer((host, port), handler)
    server.daemon_threads = True
    server.quiet = quiet
    return server


def serve(port: int) -> int:
    build()
    server = make_server(port=port)
    log(f"serving dist/ on http://127.0.0.1:{server.server_address[1]}/ (Ctrl-C stops)")
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return 0


# --------------------------------------------------------------------------- test

def ensure_test_packages() -> None:
    from importlib import metadata
    missing = []
    for dist_name, requirement in TEST_REQUIREMENTS.items():
        try:
            have = metadata.version(dist_name)
        except metadata.PackageNotFoundError:
            missing.append(requirement)
            continue
        if "==" in requirement and have != requirement.split("==")[1]:
            missing.append(requirement)
    if missing:
        run([sys.executable, "-m", "pip", "install", "--disable-pip-version-check", *missing])


def playwright_has(browser: str) -> bool:
    """Whether Playwright's own build of ``browser`` is installed."""
    probe = ("import os\nfrom playwright.sync_api import sync_playwright\n"
             "with sync_playwright() as p:\n"
             f"    print(os.path.exists(p.{browser}.executable_path))\n")
    result = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True)
    return result.returncode == 0 and result.stdout.strip().endswith("True")


def can_apt_get() -> bool:
    is_root = hasattr(os, "geteuid") and os.geteuid() == 0
    return platform.system() == "Linux" and is_root and bool(shutil.which("apt-get"))


_apt_updated = False


def apt_get_install(packages) -> None:
    global _apt_updated
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    if not _apt_updated:
        run(["apt-get", "update"], env=env)
        _apt_updated = True
    run(["apt-get", "install", "-y", "--no-install-recommends", *packages], env=env)


def ensure_chromium() -> None:
    """Chromium for the tests: ``$CHROMIUM``, Playwright's own, or Debian's
    ``chromium`` with its ``chromium-headless-shell`` (the headless tests'
    browser, the lighter one Playwright's own headless runs use too; without
    it the tests run in ``chromium``)."""
    if os.environ.get("CHROMIUM") and Path(os.environ["CHROMIUM"]).exists():
        return
    if playwright_has("chromium"):
        return
    missing = [name for name in ("chromium", "chromium-headless-shell")
               if not Path("/usr/bin", name).exists()]
    if not missing:
        return
    if can_apt_get():
        for name in missing:
            try:
                apt_get_install([name])
            except BuildError:
                if name == "chromium":
                    raise
                log("chromium-headless-shell could not be installed: the tests run in chromium")
    elif "chromium" in missing:
        run([sys.executable, "-m", "playwright", "install", "chromium"])


def system_browser(browser: str) -> bool:
    """Whether the system has what tests/browsers/drivers.py drives ``browser`` with."""
    if browser == "firefox":
        return bool(os.environ.get("FIREFOX") or shutil.which("firefox-esr") or shutil.which("firefox"))
    if not (shutil.which("WebKitWebDriver") and Path("/usr/bin/python3").exists()
            and (shutil.which("Xvfb") or os.environ.get("DISPLAY"))):
        return False
    probe = ("import gi; gi.require_version('WebKit2', '4.1'); gi.require_version('Gtk', '3.0');"
             " from gi.repository import WebKit2")
    return subprocess.run(["/usr/bin/python3", "-c", probe], capture_output=True).returncode == 0


def ensure_other_browsers() -> list[str]:
    """Firefox and WebKit for tests/browsers/ (those BROWSERS names): the
    system's (Debian's packages, installed when root) or Playwright's own
    (``playwright install``, on a machine that can download them).  The
    browsers that are there now."""
    wanted = [name for name in os.environ.get("BROWSERS", " ".join(OTHER_BROWSERS)).split()
              if name in OTHER_BROWSERS]
    for browser in wanted:
        if system_browser(browser) or playwright_has(browser):
            continue
        try:
            if can_apt_get():
                apt_get_install(DEBIAN_BROWSER_PACKAGES[browser])
            else:
                run([sys.executable, "-m", "playwright", "install", browser])
        except BuildError as error:      # the browser suite says it is missing (fails under CI)
            log(f"{browser} could not be installed: {error}")
    return [browser for browser in wanted if system_browser(browser) or playwright_has(browser)]


def test(pytest_args: list[str]) -> int:
    started = time.perf_counter()
    ensure_test_packages()
    ensure_chromium()
    others = ensure_other_browsers()
    build()
    wheels = ensure_pyodide_test_wheels()
    log(f"ready to test after {time.perf_counter() - started:.1f} s")
    times: dict[str, float] = {}

    # The rules run twice side by side, under CPython and inside Pyodide: each
    # is one process on one core.  The browser tests come after, alone: they
    # play with timeouts, and a browser wants both cores of a small machine.
    node = node_command()
    t = time.perf_counter()
    log(f"rules tests under CPython and, beside them, inside Pyodide {PYODIDE_VERSION} "
        f"({len(wheels)} test wheels; its output follows theirs)")
    with tempfile.TemporaryFile() as pyodide_output:
        # Fewer random games than under CPython: this run checks the rules on
        # Python 3.14, the random-play sweep itself runs in full under CPython.
        pyodide_run = subprocess.Popen([node, "tests/pyodide/run_rules.mjs", "tests/rules",
                                        "--random-games", str(PYODIDE_RANDOM_GAMES)],
                                       cwd=ROOT, stdout=pyodide_output, stderr=subprocess.STDOUT)
        try:
            rules_code = pytest_part(["tests/rules"], pytest_args)
            log(f"pytest (CPython, tests/rules) exit code {rules_code} in {time.perf_counter() - t:.1f} s")
            pyodide_code = pyodide_run.wait()
        finally:                            # interrupted: the Pyodide run goes too
            if pyodide_run.poll() is None:
                pyodide_run.kill()
                pyodide_run.wait()
        sys.stdout.flush()
        pyodide_output.seek(0)
        shutil.copyfileobj(pyodide_output, sys.stdout.buffer)
        sys.stdout.buffer.flush()
    # (Its own time is not known, only that it had ended by now.)
    times["rules (CPython and Pyodide)"] = time.perf_counter() - t
    log(f"pytest (Pyodide, tests/rules) exit code {pyodide_code}; both rules runs done in "
        f"{time.perf_counter() - t:.1f} s")

    t = time.perf_counter()
    # The app in Chromium (tests/e2e/, tests/js/, and any folder added later).
    chromium_code = pytest_part(["tests", "--ignore=tests/rules", "--ignore=tests/browsers"], pytest_args)
    times["Chromium (tests/e2e, tests/js)"] = time.perf_counter() - t
    log(f"pytest (Chromium: tests/ but tests/rules and tests/browsers) exit code {chromium_code} "
        f"in {time.perf_counter() - t:.1f} s")

    t = time.perf_counter()
    # The same app in Firefox and WebKit, and phones in Chromium and WebKit.
    log(f"browser suite in {', '.join(others) or 'no other browser'} (BROWSERS="
        f"{os.environ.get('BROWSERS', ' '.join(OTHER_BROWSERS))!r}), and phones")
    browsers_code = pytest_part(["tests/browsers"], pytest_args)
    if browsers_code not in (0, NO_TESTS_COLLECTED):
        # Its failed tests once more, and only once: on a loaded machine of two
        # cores WebKit has now and then missed a tap or been slow to boot (one
        # test in a run, another each time, none when run again).  A test that
        # fails twice fails the suite, and the log names every second try.
        log("the browser suite failed: its failed tests run once more (a second failure fails the suite)")
        again = pytest_part(["tests/browsers", "--last-failed", "--last-failed-no-failures", "none"],
                            pytest_args)
        log(f"pytest (tests/browsers, the failed tests again) exit code {again}")
        if again == 0:
            browsers_code = 0
    times["Firefox, WebKit, phones (tests/browsers)"] = time.perf_counter() - t
    log(f"pytest (tests/browsers) exit code {browsers_code} in {time.perf_counter() - t:.1f} s")

    # A part the arguments leave without a test (-k naming tests of another
    # part) passes; all without one do not.
    codes = {"rules": rules_code, "pyodide": pyodide_code, "chromium": chromium_code,
             "browsers": browsers_code}
    pytest_codes = ("rules", "chromium", "browsers")
    if any(codes[name] != NO_TESTS_COLLECTED for name in pytest_codes):
        for name in pytest_codes:
            if codes[name] == NO_TESTS_COLLECTED:
                codes[name] = 0
    failed = [name for name, code in codes.items() if code != 0]
    for name, seconds in times.items():
        log(f"  {name}: {seconds:.1f} s")
    log(f"all tests: {'FAILED (' + ', '.join(failed) + ')' if failed else 'passed'} "
        f"in {time.perf_counter() - started:.1f} s")
    return next((code for code in codes.values() if code != 0), 0)


def pytest_part(part: list[str], pytest_args: list[str]) -> int:
    """pytest over a part of tests/ with the caller's arguments: its exit code."""
    return subprocess.run([sys.executable, "-m", "pytest", *part, *pytest_args], cwd=ROOT).returncode


# --------------------------------------------------------------------------- main

USAGE = __doc__.split("\n\n")[1]


def main(argv: list[str]) -> int:
    try:
        if argv and argv[0] == "build":
            if len(argv) > 1:
                print(USAGE, file=sys.stderr)
                return 2
            build()
            return 0
        if argv and argv[0] == "test":
            return test(argv[1:])
        if argv and argv[0] in ("-h", "--help", "help"):
            print(USAGE)
            return 0
        args = argv[1:] if argv and argv[0] == "serve" else list(argv)
        port = 8000
        while args:
            arg = args.pop(0)
            if arg == "--port" and args:
                port = int(args.pop(0))
            elif arg.startswith("--port="):
                port = int(arg.split("=", 1)[1])
            else:
                print(USAGE, file=sys.stderr)
                return 2
        return serve(port)
    except BuildError as error:
        print(f"[build] error: {error}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
