"""What a host expects of dist/: it works copied under any sub-path of a
static server, offline included, with nothing but plain files."""

from __future__ import annotations

import functools
import http.server
import threading
from pathlib import Path

import pytest

from app_page import WITH_SERVICE_WORKER

# These tests are about the service worker: their contexts run it.
pytestmark = WITH_SERVICE_WORKER

DIST = Path(__file__).resolve().parents[2] / "dist"
PREFIX = "/games/jungle/"


class SubPathHandler(http.server.SimpleHTTPRequestHandler):
    """A plain static server holding dist/ under PREFIX and nothing else."""

    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                      ".mjs": "text/javascript", ".js": "text/javascript",
                      ".wasm": "application/wasm"}

    def translate_path(self, path):
        clean = path.split("?", 1)[0]
        if not clean.startswith(PREFIX):
            return str(DIST / "does-not-exist")
        return super().translate_path("/" + path[len(PREFIX):])

    def log_message(self, *args):
        pass


@pytest.fixture
def sub_path_site(site):
    """dist/ (built by the ``site`` fixture) served under a sub-path."""
    handler = functools.partial(SubPathHandler, directory=str(DIST))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}{PREFIX}"
    server.shutdown()
    server.server_close()


def test_dist_works_from_a_sub_path_and_offline(page, context, sub_path_site):
    failed = []
    page.on("requestfailed", lambda request: failed.append(request.url))
    page.on("response", lambda r: r.status >= 400 and failed.append(f"{r.status} {r.url}"))
    page.goto(sub_path_site + "?lang=en")
    page.wait_for_function("document.documentElement.dataset.engine === 'ready'", timeout=60_000)
    assert failed == []
    page.evaluate("app.play('a3a4')")
    page.wait_for_function("app.view.ply === 1")
    assert page.evaluate("navigator.serviceWorker.ready.then(r => r.scope)") == sub_path_site
    context.set_offline(True)
    try:
        page.reload()
        page.wait_for_function("document.documentElement.dataset.engine === 'ready'",
                               timeout=60_000)
        assert page.evaluate("app.view.history") == ["a3a4"]
    finally:
        context.set_offline(False)
