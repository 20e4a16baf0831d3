"""What every browser test does with the app's page: open it, wait for the
engine, wait for a move to land, and click or tap a square of the board
(through the ``window.app`` hooks of js/app/main.js)."""

from __future__ import annotations

import json
import urllib.request

import pytest

WITH_SERVICE_WORKER = pytest.mark.browser_context_args(service_workers="allow")
"""A test (or, as ``pytestmark``, a module) whose pages run the service
worker: the tests' contexts block it otherwise (``tests/conftest.py``)."""
WITH_MOTION = pytest.mark.browser_context_args(reduced_motion="no-preference")
"""A test whose pieces slide and plinths grow: the tests' contexts prefer
reduced motion otherwise."""

FAST = "try { if (!localStorage.getItem('boardgames.computer.pace')) localStorage.setItem('boardgames.computer.pace', 'fast'); } catch {}"


def open_app(page, site, query="?lang=en", pace="fast"):
    """Open the app and wait for its engine.  The computer plays at the
    `fast` pace unless the test asks for another (`None`: the player's own,
    normal at first): the tests wait for its moves, not watch them."""
    if pace == "fast":
        page.add_init_script(FAST)
    page.goto(site + "index.html" + query)
    wait_ready(page)


def wait_ready(page):
    page.wait_for_function("document.documentElement.dataset.engine === 'ready'",
                           timeout=60_000)


def wait_ply(page, ply):
    try:
        # Not busy: the move is saved and shown, and the board takes input again.
        page.wait_for_function("n => window.app && app.view && app.view.ply === n && !app.busy",
                               arg=ply, timeout=15_000)
    except Exception:
        history = page.evaluate("app.view && app.view.history")
        raise AssertionError(f"ply {ply} never came: {history}") from None


def settle(page):
    """Two frames: the board has been fitted again after the panel changed."""
    page.evaluate("() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")


def point(page, square):
    return page.evaluate("sq => app.squareCenter(sq)", square)


def click(page, square, touch=False, settle=True):
    """Click (or tap) the centre of ``square``, in one round trip: two frames
    first (the board fitted again after the panel changed; ``settle=False``
    when nothing changed since the last click).  The point must be on the
    board's canvas, not under something else."""
    p = page.evaluate("""([sq, settle]) => new Promise(r => {
        const at = () => {
            const c = app.squareCenter(sq);
            r({...c, hit: document.elementFromPoint(c.x, c.y)?.id});
        };
        if (settle) requestAnimationFrame(() => requestAnimationFrame(at)); else at();
    })""", [square, settle])
    assert p["hit"] == "board", (square, p)
    if touch:
        page.touchscreen.tap(p["x"], p["y"])
    else:
        page.mouse.click(p["x"], p["y"])


def dismiss_notices(page):
    """Close the notices (an import leaves one for a few seconds)."""
    page.evaluate("document.querySelectorAll('#notice .notice-close').forEach(b => b.click())")
    page.wait_for_function("document.querySelector('#notice').hidden")


def plays(page):
    """The engine answers: a move lands and the other side is to move."""
    page.evaluate("app.play('a3a4')")
    wait_ply(page, 1)
    assert page.evaluate("app.view.history") == ["a3a4"]


def build_info(site) -> dict:
    """The site's build.json, as its server gives it."""
    return json.load(urllib.request.urlopen(site + "build.json"))
