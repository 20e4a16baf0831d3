"""Review: a click on a move of the list shows the position after it on the
board (its last move marked, input off), the arrows step, "Back to the game"
returns, and the game itself is never changed meanwhile."""

from __future__ import annotations

from app_page import click, open_app, wait_ply

MOVES = ["a3a4", "g7g6", "a4a5", "g6g5"]      # the elephants walk up, turn about


def squares(view, owner):
    return sorted(p["sq"] for p in view["pieces"] if p["owner"] == owner)


def test_review_past_position(page, site):
    faults = []
    page.on("pageerror", lambda error: faults.append(str(error)))
    open_app(page, site)
    assert page.evaluate("app.newGame('doushouqi', {}, 1)")
    for ply, move in enumerate(MOVES, 1):
        page.evaluate("m => app.play(m)", move)
        wait_ply(page, ply)
    record = page.evaluate("app.record()")
    live = page.evaluate("app.view")

    # A click on Red's first move (the second of the list): the position after it.
    page.click('#moves .mv[data-ply="1"]')
    page.wait_for_function("app.reviewing && app.reviewing.ply === 2 && app.boardView.ply === 2")
    shown = page.evaluate("app.boardView")
    assert "a4" in squares(shown, 0) and "a5" not in squares(shown, 0)
    assert "g6" in squares(shown, 1) and "g5" not in squares(shown, 1)
    assert shown["last_move"]["from"] == "g7" and shown["last_move"]["to"] == "g6"
    assert page.evaluate("app.marks()")["arrows"] == [["g7", "g6"]]
    assert page.evaluate("app.boardInput") is False
    bar = page.locator("#review-bar")
    # Numbered and worded as the list shows it: its first line, of two.
    assert bar.is_visible() and "move 1 of 2: Red: Elephant g7–g6" in bar.inner_text()
    assert page.locator("#review-back").is_visible()
    assert page.get_attribute('#moves .mv[data-ply="1"]', "aria-current") == "true"
    assert "move 1 of 2" in page.locator("#live").inner_text()
    # The live game is untouched: its view, its record.
    assert page.evaluate("app.view.ply") == 4 and page.evaluate("app.view.pieces") == live["pieces"]
    # A click on the board moves nothing.
    click(page, "a5")
    assert page.evaluate("app.highlighted()") == [] and page.evaluate("app.view.ply") == 4

    # The arrows step through the game, even with the board focused; Home and End.
    page.focus("#board")
    page.keyboard.press("ArrowLeft")
    page.wait_for_function("app.boardView.ply === 1 && app.reviewing.ply === 1")
    assert squares(page.evaluate("app.boardView"), 1) == squares(page.evaluate("app.reviewing.view"), 1)
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    page.wait_for_function("app.boardView.ply === 3")
    assert page.get_attribute('#moves .mv[data-ply="2"]', "aria-current") == "true"
    page.keyboard.press("Home")
    page.wait_for_function("app.boardView.ply === 0")
    assert page.evaluate("app.boardView.last_move") is None
    assert "start" in page.locator("#review-text").inner_text()
    assert page.locator("#review-previous").is_disabled()
    page.keyboard.press("End")
    page.wait_for_function("app.boardView.ply === 4")
    assert page.locator("#review-next").is_disabled()
    page.click("#review-previous")
    page.wait_for_function("app.boardView.ply === 3")

    # Back to the game: the live position, input on, the record as it was.
    page.click("#review-back")
    page.wait_for_function("app.reviewing === null && app.boardView.ply === 4")
    assert not bar.is_visible()
    assert page.evaluate("app.boardInput") is True
    assert page.evaluate("app.record()") == record
    assert page.locator("#moves .mv.reviewed").count() == 0

    # ← away from the board looks at the move before; Escape returns.
    page.locator("#moves-title").click()
    page.keyboard.press("ArrowLeft")
    page.wait_for_function("app.reviewing && app.reviewing.ply === 3")
    page.keyboard.press("Escape")
    page.wait_for_function("app.reviewing === null && app.boardView.ply === 4")

    # The game goes on during a review: the computer's move lands and the bar says so.
    page.click('#moves .mv[data-ply="0"]')
    page.wait_for_function("app.reviewing && app.reviewing.ply === 1")
    assert page.evaluate("app.setSeats({green: 1})")
    page.wait_for_function("app.view.ply === 5 && !app.busy", timeout=30_000)
    page.wait_for_function("app.reviewing && app.reviewing.arrived")
    assert page.evaluate("app.boardView.ply") == 1 and page.evaluate("app.boardInput") is False
    assert page.locator("#review-news").is_visible()
    assert page.get_attribute('#moves .mv[data-ply="0"]', "aria-current") == "true"
    # Undo leaves the review first, then takes the moves back.
    page.keyboard.press("u")
    page.wait_for_function("app.reviewing === null")
    page.wait_for_function("app.view.ply < 5 || app.view.ply === 5 && !app.busy")
    assert not bar.is_visible()
    assert faults == []


def test_review_refuses_a_position_outside_the_game(page, site):
    open_app(page, site)
    assert page.evaluate("app.newGame('doushouqi', {}, 1)")
    page.evaluate("m => app.play(m)", "a3a4")
    wait_ply(page, 1)
    match = page.evaluate("app.match")
    # The engine's refusal, in words (the page itself never asks for such a ply).
    answer = page.evaluate("m => app.engine.request('view', {match: m, ply: 7})", match)
    assert answer["ok"] is False and answer["error"]["params"]["why"] == "bad_ply"
    words = page.evaluate("""e => import('./js/words/index.js').then(w =>
        [w.wordsFor('en').errorText(e), w.wordsFor('fr').errorText(e)])""", answer["error"])
    assert words[0] == "There is no position “7” to look at in this game: it goes from 0 to 1."
    assert words[1].startswith("Il n’y a pas de position « 7 »")
    assert page.evaluate("app.view.ply") == 1


def test_moves_of_the_list_are_reached_from_the_keyboard(page, site):
    """The list is one Tab stop (the last move, or the reviewed one); ↑/↓ go
    from move to move, Enter reviews the focused move, ←/→ step the review
    with the focus following in the list, and Escape returns to the game."""
    open_app(page, site)
    assert page.evaluate("app.newGame('doushouqi', {}, 1)")
    for ply, move in enumerate(MOVES, 1):
        page.evaluate("m => app.play(m)", move)
        wait_ply(page, ply)
    stops = page.evaluate("[...document.querySelectorAll('#moves .mv')].map(m => m.tabIndex)")
    assert stops == [-1, -1, -1, 0]
    assert page.get_attribute('#moves .mv[data-ply="3"]', "role") == "button"
    # Tab from the button before the list (Hint... New game) lands on the last move.
    page.focus("#new-game")
    page.keyboard.press("Tab")
    focused = "document.activeElement.dataset.ply ?? null"
    assert page.evaluate(focused) == "3"
    page.keyboard.press("ArrowUp")
    page.keyboard.press("ArrowUp")
    assert page.evaluate(focused) == "1"
    page.keyboard.press("Enter")
    page.wait_for_function("app.reviewing && app.reviewing.ply === 2")
    assert "move 1 of 2" in page.locator("#review-bar").inner_text()
    page.keyboard.press("ArrowLeft")
    page.wait_for_function("app.reviewing && app.reviewing.ply === 1")
    assert page.evaluate(focused) == "0"
    # The reviewed move is now the list's Tab stop.
    assert page.evaluate("[...document.querySelectorAll('#moves .mv')].map(m => m.tabIndex)") == [0, -1, -1, -1]
    page.keyboard.press("Space")
    page.wait_for_function("app.reviewing && app.reviewing.ply === 1")
    page.keyboard.press("Escape")
    page.wait_for_function("app.reviewing === null")
    assert page.evaluate("app.view.ply") == 4
    # The list drawn again after a move keeps the focus on the move it had.
    page.locator('#moves .mv[data-ply="2"]').focus()
    page.evaluate("m => app.play(m)", "a5a6")
    wait_ply(page, 5)
    assert page.evaluate(focused) == "2"


def test_review_says_the_move_in_the_words_of_the_list(page, site):
    open_app(page, site, "?lang=fr")
    assert page.evaluate("app.newGame('doushouqi', {}, 1)")
    for ply, move in enumerate(MOVES, 1):
        page.evaluate("m => app.play(m)", move)
        wait_ply(page, ply)
    page.click('#moves .mv[data-ply="2"]')
    page.wait_for_function("app.reviewing && app.reviewing.ply === 3")
    listed = page.locator('#moves .mv[data-ply="2"]').inner_text()
    page.wait_for_function("document.getElementById('live').textContent.length > 0")
    said = page.locator("#live").inner_text()
    # "Revue du coup 3 sur 4 : Éléphant a4–a5. Au tour de Rouge": the move once, as listed.
    assert listed in said and said.count("a4") == 1, said
    assert " de a4 à " not in said, said
