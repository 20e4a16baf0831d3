"""The page around the board in headless Chromium: the board centred with the
panel beside it on a wide screen and below it on a phone, Shuuro's shop above
the board on a phone while buying, the turn in view while the panel scrolls,
a header that never runs out of the window (French included), the keys help
naming each key once, import errors that replace each other, and Shakku's
undo and redo stepping by the same unit."""

from __future__ import annotations

import pytest

from app_page import dismiss_notices, open_app, settle, wait_ply

BOXES = """() => {
  const box = (q) => { const r = document.querySelector(q).getBoundingClientRect();
    return {left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: r.width, height: r.height}; };
  return {board: box('#board'), area: box('#board-area'), panel: box('.layout > .panel'),
          layout: box('.layout'), width: innerWidth, height: innerHeight};
}"""

OVERFLOW = """() => [...document.querySelectorAll('.top, .top *')]
  .filter((e) => !e.closest('.sr-only'))       // clipped on purpose: for screen readers
  .filter((e) => e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflowX !== 'visible'
                 || e.getBoundingClientRect().right > innerWidth + 0.5)
  .map((e) => e.id || e.className || e.tagName)"""


def fits_header(page):
    """Nothing in the header runs past the window or scrolls inside it, once
    the picker lists every game (each as soon as its words have come: the
    engine may be ready before the last of them)."""
    page.wait_for_function("document.querySelectorAll('.game-choice > span').length >= 4")
    top = page.evaluate("[document.querySelector('.top').scrollWidth, document.querySelector('.top').clientWidth]")
    assert top[0] <= top[1], top
    assert page.evaluate("document.documentElement.scrollWidth <= innerWidth")
    assert page.evaluate(OVERFLOW) == []
    # every game's name whole in view (read at once: the picker may be drawn again)
    names = page.evaluate("""[...document.querySelectorAll('.game-choice > span')]
        .map((e) => { const b = e.getBoundingClientRect(); return [b.left, b.right, innerWidth]; })""")
    assert len(names) >= 4
    for left, right, width in names:
        assert left >= 0 and right <= width, names


def test_board_centred_with_the_panel_beside_it_on_a_wide_screen(page, site):
    for width, height in ((1366, 768), (1920, 1080)):
        page.set_viewport_size({"width": width, "height": height})
        open_app(page, site)
        settle(page)
        b = page.evaluate(BOXES)
        board, panel = b["board"], b["panel"]
        # Beside: the panel starts where the board's box ends, at the same height.
        assert panel["left"] >= board["right"] and panel["left"] - board["right"] <= 40, b
        assert panel["top"] < board["bottom"] and board["top"] < panel["bottom"]
        # Centred: the board and the panel together leave the same margins.
        left, right = board["left"], width - panel["right"]
        assert abs(left - right) <= 24, b
        # The board still fills its room: as tall as the layout allows.
        assert board["height"] >= b["layout"]["height"] - 60, b
        assert page.evaluate("document.documentElement.scrollWidth <= innerWidth")


def test_panel_below_the_board_on_a_phone(page, site):
    for width, height in ((390, 844), (360, 740)):
        page.set_viewport_size({"width": width, "height": height})
        open_app(page, site)
        settle(page)
        b = page.evaluate(BOXES)
        board, panel = b["board"], b["panel"]
        assert panel["top"] >= board["bottom"], b
        assert board["left"] >= 0 and board["right"] <= width
        assert abs(board["left"] - (width - board["right"])) <= 2     # centred
        assert board["width"] >= width - 40                            # and as wide as the phone
        assert page.evaluate("document.documentElement.scrollWidth <= innerWidth")


def test_turn_stays_in_view_when_the_panel_scrolls(page, site):
    page.set_viewport_size({"width": 1366, "height": 600})
    open_app(page, site)
    page.click("#help summary")                       # a long panel: it scrolls
    panel = ".layout > .panel"
    assert page.evaluate(f"(() => {{ const p = document.querySelector('{panel}'); return p.scrollHeight > p.clientHeight + 50; }})()")
    page.evaluate(f"document.querySelector('{panel}').scrollTop = 1e6")
    settle(page)
    assert page.evaluate(f"document.querySelector('{panel}').scrollTop") > 50
    turn = page.locator("#turn").bounding_box()
    box = page.locator(panel).bounding_box()
    assert box["y"] - 1 <= turn["y"] and turn["y"] + turn["height"] <= box["y"] + box["height"]
    # Nothing covers it: the turn's words are what is there.
    hit = page.evaluate("([x, y]) => document.elementFromPoint(x, y)?.closest('#turn') !== null",
                        [turn["x"] + 60, turn["y"] + turn["height"] / 2])
    assert hit
    # On a phone the page scrolls: the turn stays at the top of the window.
    page.set_viewport_size({"width": 390, "height": 844})
    settle(page)
    page.evaluate("window.scrollTo(0, document.documentElement.scrollHeight)")
    settle(page)
    assert page.evaluate("scrollY") > 100
    turn = page.locator("#turn").bounding_box()
    assert 0 <= turn["y"] and turn["y"] + turn["height"] <= 844


@pytest.mark.parametrize("width,height", [(1366, 768), (390, 844), (360, 740)])
def test_header_does_not_overflow_in_french(page, site, width, height):
    page.set_viewport_size({"width": width, "height": height})
    open_app(page, site, "?lang=fr")
    assert page.evaluate("document.documentElement.lang") == "fr"
    fits_header(page)
    page.select_option("#lang", "en")
    fits_header(page)


def test_shuuro_shop_above_the_board_on_a_phone_while_buying(page, site):
    page.set_viewport_size({"width": 390, "height": 844})
    open_app(page, site, "?game=shuuro&lang=en")
    page.wait_for_function("app.view && app.view.game === 'shuuro'")
    page.click("#pass-ready")
    page.wait_for_selector("#shop")
    settle(page)
    shop = page.locator("#shop").bounding_box()
    board = page.locator("#board").bounding_box()
    assert shop["y"] + shop["height"] <= board["y"], (shop, board)
    assert shop["y"] >= 0 and shop["y"] < 844                     # in view at once
    assert page.locator("#shop-done").bounding_box()["y"] < board["y"]
    # Bought: Red's turn behind the pass screen; the panel is back below the board.
    page.click("#shop-done")
    wait_ply(page, 1)
    page.wait_for_selector("#pass-ready", state="visible")
    assert page.evaluate("document.querySelector('#game-panel').closest('.panel') !== null")
    # Red's shop comes above the board in turn.
    page.click("#pass-ready")
    page.wait_for_selector("#shop")
    settle(page)
    assert page.locator("#shop").bounding_box()["y"] < page.locator("#board").bounding_box()["y"]
    # On a wide screen the shop stays in the panel beside the board.
    page.set_viewport_size({"width": 1366, "height": 768})
    page.wait_for_function("document.querySelector('#game-panel').closest('.panel') !== null")
    b = page.evaluate(BOXES)
    assert b["panel"]["left"] >= b["board"]["right"]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_keys_help_lists_each_key_once(page, site, lang):
    open_app(page, site, f"?lang={lang}")
    page.click("#help summary")
    keys = page.eval_on_selector_all("#help-list kbd", "ks => ks.map(k => k.textContent.trim())")
    assert keys and len(keys) == len(set(keys)), keys
    for must in ("U", "R", "F", "V", "T", "H", "N", "Ctrl+Z", "Ctrl+Y"):
        assert must in keys
    # The words say what a key does, without naming the key again.
    lines = page.eval_on_selector_all("#help-list li", """ls => ls.map((l) => {
        const words = l.cloneNode(true);
        words.querySelectorAll('kbd').forEach((k) => k.remove());
        return [...l.querySelectorAll('kbd')].map((k) => k.textContent.trim()).concat([words.textContent]);
    })""")
    for *named, words in lines:
        assert words.strip(), (lang, named)
        for key in named:
            assert f"{key}:" not in words and f"{key} :" not in words and f"{key} or" not in words, (key, words)


def test_import_errors_replace_each_other(page, site):
    open_app(page, site)
    assert page.evaluate("t => app.importRecord(t)", "not a record") is False
    page.wait_for_selector("#notice .notice-error")
    first = page.locator("#notice").inner_text()
    assert page.evaluate("t => app.importPosition(t)", "8/8/8 w - - 0 1") is False
    page.wait_for_function(f"document.querySelector('#notice').innerText !== {first!r}")
    assert page.locator("#notice .notice").count() == 1
    assert "valid Dou Shou Qi position" in page.locator("#notice").inner_text()
    # The same error twice: shown once.
    assert page.evaluate("t => app.importPosition(t)", "8/8/8 w - - 0 1") is False
    assert page.locator("#notice .notice").count() == 1
    # Through the dialog: one message, in the dialog; none behind it.
    page.click("#import")
    page.fill("#import-text", "[Game doushouqi]")
    page.click("#import-load")
    page.wait_for_function("!document.querySelector('#import-error').hidden")
    page.fill("#import-text", "nonsense")
    page.click("#import-load")
    page.wait_for_function("document.querySelector('#import-error').textContent.includes('position')")
    assert page.locator("#import-dialog .form-error").count() == 1
    assert page.locator("#notice .notice").count() == 0
    page.keyboard.press("Escape")
    # A good import then replaces the error with its confirmation.
    record = page.evaluate("app.record()")
    assert page.evaluate("t => app.importRecord(t)", record) is True
    assert page.locator("#notice .notice").count() == 1
    assert page.locator("#notice .notice-error").count() == 0
    dismiss_notices(page)


def test_shakku_undo_and_redo_step_by_the_same_unit(page, site):
    open_app(page, site)
    assert page.evaluate("([o, s]) => app.newGame('shakku', o, s)", [{"board": 10}, 5])
    wait_ply(page, 1)
    # A few turns (throw, then the first move offered until the turn passes),
    # ending on a throw just after a move: once, an undo took both back.
    last = None
    while True:
        view = page.evaluate("app.view")
        if view["throw"] is not None:
            if last == "move" and view["ply"] >= 8:
                break
            assert page.evaluate("app.throwDice()")
            last = "throw"
        else:
            assert page.evaluate("m => app.play(m)", view["moves"][0]["move"])
            last = "move"
        wait_ply(page, view["ply"] + 1)
        assert view["ply"] < 60
    assert page.evaluate("app.throwDice()")
    wait_ply(page, view["ply"] + 1)
    start = page.evaluate("app.view.history")
    plies = [len(start)]
    for _ in range(2):
        assert page.evaluate("app.view.undo_plies") == 1            # one action of a player
        page.click("#undo")
        wait_ply(page, plies[-1] - 1)
        plies.append(page.evaluate("app.view.ply"))
    for _ in range(2):
        page.click("#redo")
        wait_ply(page, plies[-1] + 1)
        plies.append(page.evaluate("app.view.ply"))
    assert plies == [len(start), len(start) - 1, len(start) - 2, len(start) - 1, len(start)]
    assert page.evaluate("app.view.history") == start
    assert page.evaluate("app.view.can_redo") is False


@pytest.mark.parametrize("width,height", [(1366, 768), (390, 844)])
def test_nothing_moves_once_the_engine_is_ready(page, site, width, height):
    """The engine's progress goes away with the turn's line, in the same
    frame: a button the player aims at as the board comes alive stays where
    it is (the bar faded out and went 0.4 s later, and the panel moved 39 px
    under the finger)."""
    page.set_viewport_size({"width": width, "height": height})
    page.goto(site + "index.html?lang=en&game=shakku")
    page.wait_for_function("""document.documentElement.dataset.engine === 'ready'
                              && document.querySelector('#game-panel:not([hidden]) button')""", timeout=60_000)
    where = "() => [...document.querySelectorAll('#game-panel button, #undo, #moves-title')].map((e) => e.getBoundingClientRect().top + scrollY)"
    first = page.evaluate(where)
    page.wait_for_timeout(700)
    assert page.evaluate(where) == first
    assert page.locator("#progress").is_hidden()
