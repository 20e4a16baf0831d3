"""Share: a link with the game's record in its fragment opens that game at
that position, with its moves, for anyone (another browser, no server); a
damaged link changes nothing; the opener's own game is never lost; nothing is
shared while a secret army is chosen."""

from __future__ import annotations

from app_page import open_app, wait_ply, wait_ready

PERMISSIONS = ["clipboard-read", "clipboard-write"]


def play_first_moves(page, count):
    for ply in range(1, count + 1):
        page.evaluate("app.play(app.view.moves[0].move)")
        wait_ply(page, ply)


def notice(page):
    return page.locator("#notice").inner_text()


def test_share_link_opens_position(browser, site):
    # The sharer: three moves of Dou Shou Qi, then Share.
    sharer = browser.new_context(permissions=PERMISSIONS)
    page = sharer.new_page()
    open_app(page, site)
    play_first_moves(page, 3)
    history = page.evaluate("app.view.history")
    position = page.evaluate("app.view.position")
    page.click("#share")
    page.wait_for_function("document.getElementById('notice').innerText.includes('Link copied')")
    link = page.evaluate("navigator.clipboard.readText()")
    assert link.startswith(site) and "#game=" in link and "?" not in link, link
    sharer.close()

    # The friend: a browser of his own, with a game of his own in progress.
    friend = browser.new_context()
    page = friend.new_page()
    open_app(page, site, "?lang=en&game=shakku")
    page.evaluate("app.throwDice()")
    page.wait_for_function("app.view.ply > 0 && !app.busy")
    own = page.evaluate("[app.view.game, app.view.history]")

    # A damaged link: a clear message, nothing changed.
    for broken in ("zAAAA", "t" + "Zm9v", "z!!", "q123"):
        page.goto(site + "index.html#game=" + broken)
        wait_ready(page)
        page.wait_for_function("document.getElementById('notice').innerText.includes('damaged')")
        assert page.evaluate("[app.view.game, app.view.history]") == own, broken
        assert page.evaluate("location.hash") == ""
    # A link whose record the rules refuse (a move changed): refused, nothing changed.
    tampered = page.evaluate("""async (text) => {
        const m = await import('./js/app/share.js');
        return m.linkTo(text);
    }""", "[Game \"doushouqi\"]\n\n1. a1a9 *\n")
    page.goto(tampered)
    wait_ready(page)
    page.wait_for_function("document.getElementById('notice').innerText.includes('could not be opened')")
    assert page.evaluate("[app.view.game, app.view.history]") == own

    # The link: the same game, position and history; undo and the moves list work.
    page.goto(link)
    wait_ready(page)
    page.wait_for_function("h => JSON.stringify(app.view.history) === JSON.stringify(h) && !app.busy",
                           arg=history)
    assert page.evaluate("app.view.game") == "doushouqi"
    assert page.evaluate("app.view.position") == position
    assert page.locator("#moves li").count() >= 2
    assert page.evaluate("location.hash") == ""
    assert "kept" in notice(page)
    page.evaluate("app.undo()")
    wait_ply(page, 2)
    page.evaluate("app.redo()")
    wait_ply(page, 3)
    # A reload shows the shared game (saved), without opening the link again.
    page.reload()
    wait_ready(page)
    assert page.evaluate("app.view.history") == history
    assert "kept" not in notice(page)

    # His own game was not lost: the picker finds his Shakku as he left it...
    page.click("#game-list button[data-game=shakku]")
    page.wait_for_function("app.view.game === 'shakku' && !app.busy")
    assert page.evaluate("[app.view.game, app.view.history]") == own

    # ... and over a game of the same kind, "Back to my game" brings it back.
    page.click("#game-list button[data-game=doushouqi]")
    page.wait_for_function("app.view.game === 'doushouqi' && !app.busy")
    page.evaluate("app.undo()")
    wait_ply(page, 2)
    mine = page.evaluate("app.view.history")
    page.goto(link)
    wait_ready(page)
    page.wait_for_function("h => JSON.stringify(app.view.history) === JSON.stringify(h) && !app.busy",
                           arg=history)
    page.click("#notice button[data-action='btn.backToMine']")
    page.wait_for_function("h => JSON.stringify(app.view.history) === JSON.stringify(h) && !app.busy",
                           arg=mine)
    friend.close()


def test_nothing_is_shared_during_a_secret_army(page, site):
    open_app(page, site)
    assert page.evaluate("app.newGame('shuuro', {}, 7)")
    page.wait_for_function("app.view.game === 'shuuro' && app.view.secret && !app.busy")
    assert page.locator("#share").is_disabled()
    assert page.locator("#export").is_disabled()
    # Even asked directly, the page refuses and says why.
    page.evaluate("import('./js/app/share.js').then(m => m.shareGame())")
    page.wait_for_function("document.getElementById('notice').innerText.includes('in secret')")


def test_share_in_french_and_the_fallback_field(page, site):
    open_app(page, site, "?lang=fr")
    assert page.locator("#share").inner_text().strip() == "Partager"
    play_first_moves(page, 1)
    # A browser that refuses to copy: the link is shown, selected, to copy by hand.
    page.evaluate("() => { navigator.clipboard.writeText = () => Promise.reject(new Error('no')); }")
    page.click("#share")
    page.wait_for_function("document.getElementById('share-dialog')?.open")
    link = page.input_value("#share-link")
    assert "#game=" in link
    assert page.evaluate("document.activeElement.id") == "share-link"
