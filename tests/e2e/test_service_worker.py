"""A new version put on the host reaches a returning visitor by the next
load at the latest (the service worker takes the new files as a whole), and
the saved game survives it."""

from __future__ import annotations

import pytest

from app_page import WITH_SERVICE_WORKER, wait_ply, wait_ready
from servers import Server, copy_of_dist, deploy_new_version

# These tests are about the service worker: their contexts run it.
pytestmark = WITH_SERVICE_WORKER


@pytest.fixture
def own_site(site, tmp_path):
    """A copy of dist/ (built by the ``site`` fixture) served from tmp_path,
    on an origin of its own; yields (url, folder)."""
    folder = copy_of_dist(tmp_path)
    server = Server(directory=folder)
    yield server.url, folder
    server.close()


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
