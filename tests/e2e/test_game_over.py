"""The end of a game: a card over the board says who won and why, once, with
a rematch (same options, sides swapped), a new game, a review and the export."""

from __future__ import annotations

from app_page import click, dismiss_notices, open_app, wait_ply, wait_ready

# Green's cat stands before Red's den (d9): one step wins.
DEN_FEN = "7/3C3/7/7/7/7/7/7/r6 w - - 0 1"

FINISHED = """[Game "doushouqi"]
[Option "classic_elephant=true"]
[Seed "0"]
[Position "7/3C3/7/7/7/7/7/7/r6 w - - 0 1"]
[Computer "red=2"]

1. d8d9
"""


def test_game_over_rematch(page, site):
    faults = []
    page.on("pageerror", lambda error: faults.append(str(error)))
    open_app(page, site)
    assert page.evaluate("app.newGame('doushouqi', {classic_elephant: true}, 1)")
    assert page.evaluate("t => app.importPosition(t)", DEN_FEN)
    dismiss_notices(page)
    assert page.evaluate("app.setSeats({red: 2})")
    card = page.locator("#game-over")
    assert not card.is_visible()
    turns = page.evaluate("app.turns")

    # Green steps into the den, by clicks.
    click(page, "d8")
    click(page, "d9")
    wait_ply(page, 1)
    page.wait_for_function("app.gameOver")
    assert card.is_visible()
    assert page.locator("#game-over-title").inner_text() == "Green wins"
    words = page.locator("#game-over-text").inner_text()
    assert words == "Reached the den" and words.lower() in page.locator("#result").inner_text().lower()
    assert page.evaluate("document.activeElement.id") == "game-over-rematch"
    for button in ("#game-over-rematch", "#game-over-new", "#game-over-review", "#game-over-export"):
        assert page.locator(button).is_visible(), button
    assert "computer" in page.locator("#game-over-sides").inner_text().lower()
    # The panel beside stays in reach: the analysis.
    assert page.locator("#analyse").is_enabled()

    # Export opens the export dialog (the card stays for the next choice).
    page.click("#game-over-export")
    page.wait_for_selector("#export-dialog[open]")
    assert "d8d9" in page.locator("#export-text").input_value()
    page.keyboard.press("Escape")
    page.wait_for_function("!document.getElementById('export-dialog').open")

    # Rematch: same game and options, the computer on Green's side now, the board turned.
    options = page.evaluate("app.view.options")
    page.click("#game-over-rematch")
    page.wait_for_function("app.view.result === null && app.view.computer.green === 2")
    view = page.evaluate("app.view")
    assert view["game"] == "doushouqi" and view["options"] == options
    assert view["computer"] == {"green": 2}
    assert len(view["pieces"]) == 16                       # the usual start, not the diagram
    # the board turns once the rematch's view is drawn: waited for (fails on timeout)
    page.wait_for_function(f"app.turns !== {turns}", timeout=10_000)
    assert not card.is_visible()
    # The computer (Green, to move first) plays its move; the person answers as Red.
    page.wait_for_function("app.view.ply >= 1 && !app.busy && !app.thinking", timeout=30_000)
    assert page.evaluate("app.view.to_move") == 1
    assert faults == []


def test_a_finished_game_imported_shows_its_end_once(page, site):
    open_app(page, site)
    assert page.evaluate("t => app.importRecord(t)", FINISHED)
    page.wait_for_function("app.gameOver")
    assert page.locator("#game-over-title").inner_text() == "Green wins"
    # Escape closes it; the result stays in the status line.
    page.keyboard.press("Escape")
    page.wait_for_function("!app.gameOver")
    assert page.locator("#result").is_visible()
    # Review from the card: the start of the diagram is one step back.
    assert page.evaluate("t => app.importRecord(t)", FINISHED)
    page.wait_for_function("app.gameOver")
    page.click("#game-over-review")
    page.wait_for_function("app.reviewing && app.reviewing.ply === 1 && !app.gameOver")
    page.keyboard.press("ArrowLeft")
    page.wait_for_function("app.boardView.ply === 0")
    assert "C" in [p["kind"] for p in page.evaluate("app.boardView.pieces") if p["sq"] == "d8"]
    page.keyboard.press("Escape")
    page.wait_for_function("app.reviewing === null")
    page.wait_for_timeout(300)         # saved
    page.reload()
    wait_ready(page)
    # At a reload the finished game shows its result without the card again.
    assert page.evaluate("app.view.result") is not None
    assert page.locator("#result").is_visible()
    page.wait_for_timeout(300)
    assert page.evaluate("app.gameOver") is False
    # New game, from the card: the new-game dialog.
    assert page.evaluate("t => app.importRecord(t)", FINISHED)
    page.wait_for_function("app.gameOver")
    page.click("#game-over-new")
    page.wait_for_selector("#new-dialog[open]")
    assert page.evaluate("app.gameOver") is False


def test_an_end_during_a_review_is_told_when_it_is_left(page, site):
    open_app(page, site)
    # Red's cat stands before Green's den (d1), Red to move.
    assert page.evaluate("t => app.importPosition(t)", "7/7/7/7/7/7/7/3c3/R6 b - - 0 1")
    assert page.evaluate("app.view.to_move") == 1
    assert page.evaluate("app.review(0)")
    assert page.evaluate("app.setSeats({red: 3})")
    page.wait_for_function("app.view.result !== null && !app.busy", timeout=30_000)
    page.wait_for_function("app.reviewing && app.reviewing.arrived")
    assert page.evaluate("app.view.result.winner") == 1
    assert page.evaluate("app.gameOver") is False            # the review stays on the board
    page.click("#review-back")
    page.wait_for_function("app.gameOver && app.reviewing === null")
    assert page.locator("#game-over-title").inner_text() == "Red wins"


def test_game_over_card_leaves_the_board_in_sight_on_a_phone(page, site):
    """On a phone the card is a strip at the foot of the board: the final
    position stays readable above it, every button in reach."""
    page.set_viewport_size({"width": 390, "height": 844})
    open_app(page, site)
    assert page.evaluate("t => app.importRecord(t)", FINISHED)
    page.wait_for_function("app.gameOver")
    board = page.locator("#board").bounding_box()
    card = page.locator(".game-over-card").bounding_box()
    assert card["y"] >= board["y"] + board["height"] * 0.55, (board, card)
    assert card["y"] + card["height"] <= board["y"] + board["height"] + 12
    for button in ("#game-over-rematch", "#game-over-new", "#game-over-review", "#game-over-export"):
        box = page.locator(button).bounding_box()
        assert box["height"] >= 32 and box["y"] >= card["y"], button
    assert page.locator("#game-over-title").inner_text() == "Green wins"
