"""Screen state belongs to one game: how the board is turned (and whether it
faces the player to move), the review and the analysis stay with the game
they were made in; switching games or starting a new one never carries them
over, and coming back to a game finds them as they were."""

from __future__ import annotations

from app_page import open_app, wait_ready


def switch(page, game):
    page.locator(f'#game-list button[data-game="{game}"]').click()
    page.wait_for_function("g => app.view && app.view.game === g && app.ready && !app.busy", arg=game,
                           timeout=30_000)


def turns(page):
    return page.evaluate("app.turns")


def test_flip_stays_with_its_game(page, site):
    open_app(page, site, "?lang=en&game=doushouqi")
    assert page.evaluate("app.newGame('doushouqi')")
    page.locator("#flip").click()
    assert turns(page) == 2
    assert page.locator("#flip").get_attribute("aria-pressed") == "true"
    # Another game, new: not turned.
    switch(page, "shaturanga")
    assert turns(page) == 0
    assert page.locator("#flip").get_attribute("aria-pressed") == "false"
    switch(page, "shuuro")
    assert turns(page) == 0
    # Back to the first game: turned as it was left.
    switch(page, "doushouqi")
    assert turns(page) == 2
    # A new game of it: not turned.
    assert page.evaluate("app.newGame('doushouqi')")
    assert turns(page) == 0
    # Turned again, then the page reloaded: the saved game keeps it.
    page.locator("#flip").click()
    assert turns(page) == 2
    page.reload()
    wait_ready(page)
    assert turns(page) == 2
    switch(page, "shaturanga")
    assert turns(page) == 0


def test_face_the_player_stays_with_its_game(page, site):
    open_app(page, site, "?lang=en&game=doushouqi")
    assert page.evaluate("app.newGame('doushouqi')")
    page.locator("#follow").click()
    assert page.locator("#follow").get_attribute("aria-pressed") == "true"
    page.evaluate("app.play('a3a4')")
    page.wait_for_function("app.view.ply === 1 && !app.busy && !app.settling")
    assert turns(page) == 2                     # Red to move: the board faces Red
    switch(page, "shuuro")
    assert page.locator("#follow").get_attribute("aria-pressed") == "false"
    switch(page, "doushouqi")
    assert page.locator("#follow").get_attribute("aria-pressed") == "true"
    assert turns(page) == 2


def test_a_game_against_the_computer_faces_the_person(page, site):
    """A new game where the person takes the second seat turns the board to
    that seat; the next new game between people does not keep it."""
    open_app(page, site, "?lang=en&game=doushouqi")
    assert page.evaluate("app.newGameWith('doushouqi', {green: 1})")
    assert turns(page) == 2
    assert page.evaluate("app.newGame('doushouqi')")
    assert turns(page) == 0


def test_review_and_analysis_stay_with_their_game(page, site):
    open_app(page, site, "?lang=en&game=doushouqi")
    assert page.evaluate("app.newGame('doushouqi')")
    for ply, move in enumerate(["a3a4", "g7g6"], 1):
        page.evaluate("m => app.play(m)", move)
        page.wait_for_function("n => app.view.ply === n && !app.busy", arg=ply)
    assert page.evaluate("app.review(1)")
    assert page.evaluate("app.reviewing.ply") == 1
    switch(page, "shakku")
    assert page.evaluate("app.reviewing") is None
    assert page.locator("#review-bar").is_hidden()
    assert page.evaluate("app.boardView.game") == "shakku"
    page.locator("#analyse").click()
    page.wait_for_function("app.analysis.open")
    switch(page, "doushouqi")
    assert page.evaluate("app.analysis.open") is False
    assert page.locator("#analysis").is_hidden()
    assert page.evaluate("app.view.ply") == 2
