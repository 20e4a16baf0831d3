"""Pyodide's standard library in two archives (issue 37): a boot downloads
the modules the engine imports (pyodide/python_stdlib.zip, a quarter of the
whole), and the rest (pyodide/python_stdlib_rest.zip) comes only when one
of its modules is imported: from the host, or offline from the service
worker's cache.  (build.py, split_stdlib; js/worker.js, REST_OF_STDLIB.)"""

from __future__ import annotations

import json
import re
import zipfile
from pathlib import Path

import pytest

from app_page import WITH_SERVICE_WORKER, build_info, open_app, plays, wait_ready
from rules.test_layout import imported_modules, module_name      # the package's import reader
from worker_hooks import IMPORT_IN_ENGINE

ROOT = Path(__file__).resolve().parents[2]
LEAN = re.compile(r"/pyodide/python_stdlib\.zip(\?.*)?$")
REST = re.compile(r"/pyodide/python_stdlib_rest\.zip(\?.*)?$")
SNAPSHOT = re.compile(r"/snapshot/boardgames\.snap(\?.*)?$")


def watch(page, pattern) -> list[str]:
    """The URLs of the requests of the page and its workers that match."""
    asked: list[str] = []
    page.on("request", lambda request: asked.append(request.url) if pattern.search(request.url) else None)
    return asked


def import_in_engine(page, name: str):
    """Import a module in the page's engine: None, or why it could not be imported."""
    return page.evaluate(IMPORT_IN_ENGINE, name)


def test_the_two_archives_hold_the_whole_standard_library_once():
    """Every module of Pyodide's standard library is in exactly one of the
    two archives, and build.json names the second one's."""
    pyodide = ROOT / "dist" / "pyodide"
    with zipfile.ZipFile(ROOT / "node_modules" / "pyodide" / "python_stdlib.zip") as whole:
        sources = {n[:-3] for n in whole.namelist() if n.endswith(".py")}
    archives = {}
    for name in ("python_stdlib.zip", "python_stdlib_rest.zip"):
        with zipfile.ZipFile(pyodide / name) as zf:
            archives[name] = {n[:-4] for n in zf.namelist() if n.endswith(".pyc")}
    lean, rest = archives["python_stdlib.zip"], archives["python_stdlib_rest.zip"]
    assert "stdlib_rest" in lean            # the finder of the rest (py/stdlib_rest.py)
    lean -= {"stdlib_rest"}
    # A few sources are templates or test data, not modules: no bytecode of them anywhere.
    assert lean | rest <= sources and len(sources - (lean | rest)) < 10, sorted(sources - (lean | rest))
    assert not lean & rest, sorted(lean & rest)
    assert {"json/__init__", "random", "zipfile/__init__"} <= lean
    assert {"pydoc", "xml/dom/minidom", "email/mime/text"} <= rest
    info = json.loads((ROOT / "dist" / "build.json").read_text())
    named = {m.replace(".", "/") for m in info["stdlib_rest"]["modules"]}
    assert named == {m.removesuffix("/__init__") for m in rest}
    # The first archive is the one a boot downloads: a fraction of the whole.
    assert (pyodide / "python_stdlib.zip").stat().st_size < 0.4 * (
        (pyodide / "python_stdlib.zip").stat().st_size + (pyodide / "python_stdlib_rest.zip").stat().st_size)


def test_no_module_of_the_standard_library_the_package_names_is_left_to_the_rest():
    """However deep in a function an import of the standard library stands,
    its module is not in the archive fetched only on demand (the build
    imports them all when it splits the library): it is in the first one,
    or frozen into the interpreter itself."""
    import importlib.machinery
    import sys
    named = set()
    for path in (ROOT / "py" / "boardgames").rglob("*.py"):
        named |= imported_modules(path.read_text(encoding="utf-8"), module_name(path))
    named = {name for name in named if name.partition(".")[0] in sys.stdlib_module_names}
    info = json.loads((ROOT / "dist" / "build.json").read_text())
    rest = set(info["stdlib_rest"]["modules"])
    left = sorted(name for name in named & rest if importlib.machinery.FrozenImporter.find_spec(name) is None)
    assert len(named) > 10 and not left, left


@pytest.mark.parametrize("path", ["snapshot", "micropip"])
def test_a_boot_downloads_the_engines_part_of_the_standard_library_alone(page, site, path):
    lean, rest = watch(page, LEAN), watch(page, REST)
    if path == "micropip":
        page.context.route(SNAPSHOT, lambda route: route.fulfill(status=404, body="no snapshot here"))
    open_app(page, site)
    assert page.evaluate("app.engine.timings.path") == path
    plays(page)
    assert len(lean) == 1 and rest == [], (lean, rest)


def test_a_module_of_the_rest_comes_the_first_time_it_is_imported(page, site):
    rest = watch(page, REST)
    open_app(page, site)
    error = import_in_engine(page, "no_such_module_anywhere")
    assert "No module named 'no_such_module_anywhere'" in error, error
    assert rest == []                       # not one of the rest's: nothing fetched
    assert import_in_engine(page, "email.mime.text") is None    # its package is in the first archive
    assert import_in_engine(page, "xml.dom.minidom") is None    # a package wholly in the rest
    assert import_in_engine(page, "pydoc") is None
    version = build_info(site)["version"]
    assert rest == [f"{site}pyodide/python_stdlib_rest.zip?v={version}"], rest   # once, this version's
    plays(page)


def test_a_rest_that_cannot_be_fetched_is_said_as_the_imports_error(page, site):
    page.context.route(REST, lambda route: route.fulfill(status=404, body="not here"))
    open_app(page, site)
    error = import_in_engine(page, "pydoc")
    assert "pydoc is in the part of the standard library that could not be fetched" in error, error
    assert "HTTP 404" in error, error
    plays(page)                             # the engine goes on


@WITH_SERVICE_WORKER
def test_the_rest_comes_from_the_service_workers_cache_offline(page, context, site):
    open_app(page, site)
    assert page.evaluate("navigator.serviceWorker.ready.then(r => !!r.active)") is True
    page.wait_for_function("caches.keys().then(async (names) => { for (const name of names) {"
                           " if (await (await caches.open(name)).match(location.origin"
                           " + location.pathname.replace(/index\\.html$/, '') + 'pyodide/python_stdlib_rest.zip'))"
                           " return true; } return false; })", timeout=60_000)
    context.set_offline(True)
    try:
        page.reload()
        wait_ready(page)
        assert import_in_engine(page, "xml.dom.minidom") is None
        plays(page)
    finally:
        context.set_offline(False)
