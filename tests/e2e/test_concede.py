"""Resign and draw in every game, each confirmed; against the computer a
person resigns and answers only for their own seats, and the computer
answers a draw offer itself; and a check is said in the status line."""

from __future__ import annotations

import pytest

from app_page import open_app, wait_ply

FIRST_MOVES = {"doushouqi": None, "shuuro": None, "shakku": None, "shaturanga": None}
SHUURO = "12/8k3/12/8r3/12/12/12/6pp4/8R3/6p5/3PPPPP4/8K3 w - 1"


def confirm(page):
    page.locator("#concede-dialog").wait_for(state="visible")
    page.click("#concede-confirm")
    page.locator("#concede-dialog").wait_for(state="hidden")


@pytest.mark.parametrize("game", ["doushouqi", "shuuro", "shakku", "shaturanga"])
def test_resign_and_draw_in_every_game(page, site, game):
    open_app(page, site, f"?lang=en&game={game}")
    assert page.evaluate(f"app.newGame('{game}', {{}}, 3)")
    page.wait_for_function("!app.busy")
    # A draw offered, then accepted by the other side on its turn.
    if game == "shuuro":
        # Offers come in combat: a position of the combat from the import.
        assert page.evaluate("p => app.importPosition(p)", SHUURO)
    if game == "shakku":
        page.evaluate("app.throwDice()")
        page.wait_for_function("app.view.to_move >= 0 && !app.busy")
    offerer = page.evaluate("app.view.to_move")
    assert not page.locator("#draw").is_disabled()
    page.click("#draw")
    assert "Offer" in page.locator("#concede-title").inner_text()
    page.locator("#concede-dialog button.cancel").click()           # cancelled: nothing played
    assert page.evaluate("app.view.panels.offered_by") is None
    page.click("#draw")
    confirm(page)
    page.wait_for_function("app.view.panels.offered_by !== null && !app.busy")
    assert page.evaluate("app.view.panels.offered_by") == offerer
    assert "offers a draw" in page.locator("#offer-text").inner_text()
    # The offerer moves on; the other side, on its turn, accepts.
    ply = page.evaluate("app.view.ply")
    while page.evaluate("app.view.panels.action_moves.every(a => a.kind !== 'accept')"):
        if page.evaluate("app.view.throw !== null"):
            page.evaluate("app.throwDice()")
        else:
            page.evaluate("app.play(app.view.moves[0].move)")
        page.wait_for_function("n => app.view.ply > n && !app.busy", arg=ply)
        ply = page.evaluate("app.view.ply")
        assert ply < 40, "the draw offer never reached the other side"
    assert page.locator("#draw").inner_text() == "Accept the draw"
    page.click("#draw")
    confirm(page)
    page.wait_for_function("app.view.result !== null && !app.busy")
    assert page.evaluate("app.view.result.reason") == "agreement"
    # A new game: resigned, confirmed.
    assert page.evaluate(f"app.newGame('{game}', {{}}, 4)")
    page.wait_for_function("!app.busy")
    page.click("#resign")
    assert page.locator("#concede-seats input").count() == len(page.evaluate("app.view.players"))
    confirm(page)
    page.wait_for_function("app.view.result !== null && !app.busy")
    assert page.evaluate("app.view.result.reason") == "resign"
    assert page.locator("#game-over").is_visible()


def test_cannot_resign_for_the_computer(page, site):
    open_app(page, site, "?lang=en&game=doushouqi")
    assert page.evaluate("app.newGameWith('doushouqi', {green: 2})")       # the person plays Red
    page.wait_for_function("app.view.ply >= 1 && !app.busy && !app.thinking", timeout=30_000)
    page.click("#resign")
    seats = page.locator("#concede-seats")
    assert seats.is_hidden()                                               # one seat only: Red's
    assert "Red resigns" in page.locator("#concede-text").inner_text()
    page.locator("#concede-dialog button.cancel").click()
    # The computer's seat cannot be resigned for, not even by a script's move.
    assert page.evaluate("app.play('resign:green')") is False
    assert page.evaluate("app.view.result") is None
    assert "computer plays that seat" in page.locator("#notice").inner_text()
    page.click("#resign")
    confirm(page)
    page.wait_for_function("app.view.result !== null")
    assert page.evaluate("app.view.result") == {"winner": 0, "reason": "resign"}


def test_the_computer_answers_a_draw_offer_itself(page, site):
    """At the start, even, the computer declines (it plays on: the offer lapses)."""
    open_app(page, site, "?lang=en&game=doushouqi")
    assert page.evaluate("app.newGameWith('doushouqi', {red: 1})")
    page.click("#draw")
    confirm(page)
    page.wait_for_function("app.view.panels.offered_by === 0 && !app.busy")
    page.evaluate("app.play(app.view.moves[0].move)")
    # (the offer is a ply of the record: the move is the second, the computer's reply the third)
    page.wait_for_function("app.view.ply >= 3 && !app.busy && !app.thinking", timeout=30_000)
    assert page.evaluate("app.view.history.at(-1)") != "accept"
    assert page.evaluate("app.view.result") is None
    assert page.evaluate("app.view.panels.offered_by") is None               # declined by playing on


def test_check_said_in_status(page, site):
    open_app(page, site, "?lang=en&game=shuuro")
    assert page.evaluate("p => app.importPosition(p)", SHUURO)
    for ply, move in enumerate(["i4i6", "i9i6"], 1):
        page.evaluate("m => app.play(m)", move)
        wait_ply(page, ply)
    assert page.evaluate("app.view.check") == [0]
    assert "Blue in check" in page.locator("#turn").inner_text()
    page.select_option("#lang", "fr")
    assert "Bleu en échec" in page.locator("#turn").inner_text()
