"""What the player must press next is in view, on a desktop and on a phone:
the throw is never under the stuck turn and notices, a game started on a
phone shows its board, and on a phone every control is at least 44 px."""

from __future__ import annotations

import pytest

from app_page import open_app, wait_ready

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1366, "height": 768}


def visible_clear_of_head(page, selector):
    """Is the element wholly visible: inside the window and its scrolling
    panel, below what is stuck at the top (the notices and the turn)?"""
    return page.evaluate("""sel => {
        const el = document.querySelector(sel);
        if (!el) return "missing";
        const box = el.getBoundingClientRect();
        const head = document.querySelector('.panel-head').getBoundingClientRect();
        const panel = document.querySelector('.layout > .panel').getBoundingClientRect();
        const stuck = el.closest('.panel-head') !== null;      // the head itself stays in view
        const top = Math.max(0, panel.top - 16, el.closest('.panel') && !stuck ? head.bottom : 0);
        const bottom = Math.min(window.innerHeight, el.closest('.panel') ? panel.bottom : window.innerHeight);
        return box.height > 0 && box.top >= top - 1 && box.bottom <= bottom + 1;
    }""", selector)


def play_computer(page, game):
    page.locator("#new-game").click()
    page.select_option("#new-game-select", game)
    page.locator("#new-vs-computer").click()
    page.wait_for_function("g => app.view.game === g && !app.busy", arg=game)


@pytest.mark.parametrize("size", [DESKTOP, PHONE], ids=["desktop", "phone"])
def test_throw_button_always_in_view(page, site, size):
    """Shuuro against the computer, the army confirmed (the side panel scrolled
    by itself), then the Shakku tab: the throw is in view, clear of the turn
    and the notices stuck above it; so is a notice."""
    page.set_viewport_size(size)
    open_app(page, site, "?lang=en&game=shuuro")
    play_computer(page, "shuuro")
    page.wait_for_selector("#shop-done")
    page.locator("#shop-preset").click()
    page.wait_for_function("!app.busy && !document.querySelector('#shop-preset') || document.querySelector('#shop-done:not(:disabled)')")
    page.locator("#shop-done").click()
    page.wait_for_function("app.view.panels.phase !== 'recruit' || app.view.panels.players[0].done")
    # The panel scrolled away from its top meanwhile (a long Shuuro panel).
    page.evaluate("document.querySelector('.layout > .panel').scrollTop = 400; window.scrollTo(0, 600)")
    page.locator('#game-list button[data-game="shakku"]').click()
    page.wait_for_function("app.view.game === 'shakku' && app.ready && !app.busy")
    if page.evaluate("app.view.throw") is None:          # the computer throws first: wait for ours
        page.wait_for_function("app.view.throw !== null && !app.thinking && !app.busy", timeout=30_000)
    page.wait_for_selector("#throw")
    where = page.evaluate("""() => [document.querySelector('#throw').getBoundingClientRect().top,
        document.querySelector('#throw').getBoundingClientRect().bottom, document.querySelector('.panel-head').getBoundingClientRect().bottom,
        innerHeight, scrollY, app.view.ply]""")
    assert visible_clear_of_head(page, "#throw") is True, where
    # A notice comes: stuck above, in view too.
    page.evaluate("app.importPosition('this is no position')")
    page.wait_for_selector(".notice")
    assert visible_clear_of_head(page, ".notice") is True
    assert visible_clear_of_head(page, "#throw") is True


@pytest.mark.parametrize("game", ["shakku", "shaturanga", "doushouqi"])
def test_phone_board_in_view_after_new_game(page, site, game):
    page.set_viewport_size(PHONE)
    open_app(page, site, f"?lang=en&game={game}")
    page.evaluate("window.scrollTo(0, document.body.scrollHeight)")
    play_computer(page, game)
    page.wait_for_timeout(300)
    box = page.evaluate("(() => { const b = document.getElementById('board').getBoundingClientRect(); "
                        "return {top: b.top, bottom: b.bottom, height: innerHeight, "
                        "throw: document.querySelector('#throw')?.getBoundingClientRect().top, ply: app.view.ply}; })()")
    assert box["top"] >= -1 and box["top"] < box["height"] * 0.5, box


def small_controls(page):
    """Every control a finger may touch that is smaller than 44 px (CSS px) in height or width."""
    return page.evaluate("""() => [...document.querySelectorAll(
            'button, select, input, a.button, summary, [role=button], .game-choice, a[href]')]
        .filter(el => {
            const b = el.getBoundingClientRect(), s = getComputedStyle(el);
            if (!b.width || !b.height || s.visibility === 'hidden' || el.closest('[hidden], dialog:not([open])')) return false;
            if (el.matches('a[href]') && !el.matches('a.button')) return false;     // links in sentences
            if (el.matches('input[type=checkbox], input[type=radio]')) {             // the label is the target
                const label = el.closest('label')?.getBoundingClientRect();
                return !label || label.height < 44;
            }
            return b.height < 44 || b.width < 44;
        })
        .map(el => (el.id || el.className || el.tagName) + ' ' + Math.round(el.getBoundingClientRect().width)
             + 'x' + Math.round(el.getBoundingClientRect().height))""")


@pytest.mark.parametrize("game", ["doushouqi", "shuuro", "shakku", "shaturanga"])
def test_every_control_is_44px_on_a_phone(browser, site, game):
    context = browser.new_context(viewport=PHONE, has_touch=True, is_mobile=True, device_scale_factor=2)
    page = context.new_page()
    page.goto(f"{site}index.html?lang=fr&game={game}")
    wait_ready(page)
    if game == "shakku":
        page.evaluate("app.throwDice()")
        page.wait_for_function("app.view.ply >= 2 && !app.busy")
    page.evaluate("m => app.view.moves.length && app.play(app.view.moves[0].move)", None)
    page.wait_for_timeout(500)
    small = small_controls(page)
    assert small == [], "; ".join(small)
    # The new game's dialog too.
    page.locator("#new-game").click()
    page.wait_for_selector("#new-dialog[open]")
    small = small_controls(page)
    assert small == [], "; ".join(small)
    context.close()
