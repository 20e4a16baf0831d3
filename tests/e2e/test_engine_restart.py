"""A rules engine whose worker dies (an uncaught error, or killed without a
word) never leaves the page busy: a notice offers to restart it, and the game
comes back whole, its undo and redo included."""

from __future__ import annotations

from app_page import open_app, wait_ply, wait_ready

RESTART = '#notice button[data-action="btn.restartEngine"]'


def play(page, moves, ply):
    for move in moves:
        ply += 1
        page.evaluate("m => app.play(m)", move)
        wait_ply(page, ply)


def restart(page):
    page.wait_for_selector(RESTART)
    assert page.evaluate("document.documentElement.dataset.engine") == "failed"
    assert "stopped" in page.locator("#notice").inner_text()
    assert page.evaluate("app.busy") is False
    assert page.locator("#undo").is_disabled()
    page.click(RESTART)
    wait_ready(page)
    assert page.locator("#notice").is_hidden()


def test_a_dead_engine_is_restarted_and_the_game_goes_on(page, site):
    open_app(page, site)
    play(page, ["a3a4", "g7g6", "a4a5"], 0)
    page.evaluate("app.undo()")
    wait_ply(page, 2)
    position = page.evaluate("app.view.position")

    # An uncaught error in the worker: its error event.
    page.evaluate("app.engine._worker.postMessage({crash: true})")
    restart(page)
    assert page.evaluate("app.view.history") == ["a3a4", "g7g6"]
    assert page.evaluate("app.view.position") == position
    assert page.evaluate("[app.view.can_undo, app.view.can_redo]") == [True, True]
    page.click("#redo")
    wait_ply(page, 3)
    page.click("#undo")
    wait_ply(page, 2)
    play(page, ["c3d3"], 2)

    # A worker killed without a word: a move gets no answer, nor does the ping after it.
    page.evaluate("app.engine.timeouts = {answer: 300, ping: 300}")
    page.evaluate("app.engine._worker.terminate()")
    page.evaluate("app.play('g6g5')")
    restart(page)
    assert page.evaluate("app.view.history") == ["a3a4", "g7g6", "c3d3"]
    play(page, ["g6g5", "d3d4"], 3)
    page.reload()
    wait_ready(page)
    assert page.evaluate("app.view.history") == ["a3a4", "g7g6", "c3d3", "g6g5", "d3d4"]
