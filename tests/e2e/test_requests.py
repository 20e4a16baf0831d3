"""One request per move: a move, an undo and a redo each send the engine one
request, whose answer (view, record, moves to redo) is all the page needs to
show and save the game."""

from __future__ import annotations

import json

from app_page import click, open_app, wait_ply

COUNT = """() => {
    window.requestsSent = [];
    const engine = app.engine;
    const request = engine.request.bind(engine);
    engine.request = (op, args) => { window.requestsSent.push(op); return request(op, args); };
}"""


def sent(page):
    """The requests sent since the last call, once the page is idle."""
    page.wait_for_function("() => !app.busy")
    ops = page.evaluate("window.requestsSent.splice(0)")
    return ops


def test_a_move_an_undo_and_a_redo_are_one_request_each(page, site):
    open_app(page, site)
    assert page.evaluate("app.newGame('doushouqi', {}, 1)")
    page.evaluate(COUNT)
    click(page, "a3")
    click(page, "a4")
    wait_ply(page, 1)
    assert sent(page) == ["play"]
    page.click("#undo")
    wait_ply(page, 0)
    assert sent(page) == ["undo"]
    page.click("#redo")
    wait_ply(page, 1)
    assert sent(page) == ["redo"]
    # The game was saved from those answers: the record holds the move.
    saved = json.loads(page.evaluate("localStorage.getItem('boardgames.save.v1')"))
    assert "a3a4" in saved["record"] and saved["view"]["ply"] == 1


def test_a_throw_and_a_die_move_are_one_request_each(page, site):
    open_app(page, site)
    assert page.evaluate("app.newGame('shakku', {}, 1)")
    page.evaluate(COUNT)
    ply = page.evaluate("app.view.ply")
    page.keyboard.press("t")
    wait_ply(page, ply + 1)
    assert sent(page) == ["play"]
    move = page.evaluate("app.view.moves.length ? app.view.moves[0].move : null")
    if move:
        assert page.evaluate("m => app.play(m)", move)
        assert sent(page) == ["play"]
