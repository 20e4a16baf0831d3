"""A new version put on the host reaches a returning visitor by the next
load at the latest (the service worker takes the new files as a whole), and
the saved game survives it."""

from __future__ import annotations

import importlib.util
import json
import shutil
import threading
from pathlib import Path

import pytest

from app_page import wait_ply, wait_ready

ROOT = Path(__file__).resolve().parents[2]

MARKER = '<meta name="deployed" content="second">'


def load_build():
    """build.py, for its server, its version hash and its service worker."""
    spec = importlib.util.spec_from_file_location("_build_for_sw_test", ROOT / "build.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture
def own_site(site, tmp_path):
    """A copy of dist/ (built by the ``site`` fixture) served from tmp_path,
    on an origin of its own; yields (url, folder)."""
    build = load_build()
    folder = tmp_path / "site"
    shutil.copytree(build.DIST, folder)
    server = build.make_server(port=0, directory=folder, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}/", folder
    server.shutdown()
    server.server_close()


def deploy_new_version(folder) -> str:
    """Change index.html in the served copy and remake build.json and sw.js
    as build.py does; returns the new version."""
    build = load_build()
    index = folder / "index.html"
    index.write_text(index.read_text().replace("</head>", MARKER + "\n</head>", 1))
    names = sorted(p.relative_to(folder).as_posix() for p in folder.rglob("*")
                   if p.is_file() and p.name not in ("build.json", "sw.js"))
    version = build.site_version(folder, names)
    info = json.loads((folder / "build.json").read_text())
    info["version"] = version
    (folder / "build.json").write_text(json.dumps(info, indent=2) + "\n")
    (folder / "sw.js").write_bytes(build.service_worker(version, sorted([*names, "build.json"])))
    return version


def test_a_new_version_reaches_a_returning_visitor_and_keeps_the_game(page, own_site):
    url, folder = own_site
    page.goto(url + "index.html?lang=en")
    wait_ready(page)
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=60_000)
    old = page.evaluate("app.engine.version")
    page.evaluate("app.play('a3a4')")
    wait_ply(page, 1)

    version = deploy_new_version(folder)
    assert version != old
    loads = 0
    while page.locator('meta[name="deployed"]').count() == 0:
        assert loads < 2, "the new version was not used by the second load"
        page.reload()
        wait_ready(page)
        loads += 1
        if loads == 1 and page.locator('meta[name="deployed"]').count() == 0:
            # The old version answered this load; the new one says it is installed.
            page.wait_for_function(
                "document.querySelector('#notice').innerText.includes('new version')",
                timeout=60_000)
    assert page.evaluate("app.engine.version") == version
    assert page.evaluate("app.view.history") == ["a3a4"]
    caches = page.evaluate("caches.keys()")
    assert [name for name in caches if name.startswith("boardgames:")] == [f"boardgames:/:{version}"]
