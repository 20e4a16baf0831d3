"""The piece legend (js/app/legend.js): the Pieces button lists the current
game's pieces with their pictures; touching a name shows how that piece moves,
in English and French; a long press or a right-click on a board piece opens
it at that piece; Escape closes it."""

from __future__ import annotations

import pytest

from app_page import open_app, point


def open_pieces(page):
    page.click("#pieces")
    page.wait_for_selector("#legend-dialog[open] #legend-list button")


@pytest.mark.parametrize("lang, rat, elephant", [
    ("en", "Rank 1", "Rank 8"),
    ("fr", "Rang 1", "Rang 8"),
])
def test_touching_a_piece_name_shows_how_it_moves(page, site, lang, rat, elephant):
    open_app(page, site, f"?lang={lang}")
    open_pieces(page)
    names = page.locator("#legend-list button").all_inner_texts()
    assert len(names) == 8 and all(n.strip() for n in names)
    assert page.locator("#legend-list svg path").count() >= 8          # the pictures
    page.click("#legend-list button[data-piece='R']")
    assert rat in page.inner_text("#legend-text")
    assert page.get_attribute("#legend-list button[data-piece='R']", "aria-pressed") == "true"
    page.click("#legend-list button[data-piece='E']")
    assert elephant in page.inner_text("#legend-text")
    page.keyboard.press("Escape")
    page.wait_for_selector("#legend-dialog", state="hidden")


def test_every_game_has_a_legend(page, site):
    open_app(page, site)
    for game, kinds in [("shuuro", "KQRBNP"), ("shaturanga", "REHBS"),
                        ("shakku", ["pawn", "stack", "inactive", "king"])]:
        assert page.evaluate("g => app.newGame(g, {}, 7)", game)
        open_pieces(page)
        shown = page.eval_on_selector_all("#legend-list button", "bs => bs.map(b => b.dataset.piece)")
        assert shown == list(kinds)
        for kind in kinds:
            page.click(f"#legend-list button[data-piece='{kind}']")
            assert len(page.inner_text("#legend-text")) > 30, (game, kind)
        page.keyboard.press("Escape")
        page.wait_for_selector("#legend-dialog", state="hidden")


@pytest.fixture
def phone(browser, site):
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True,
                                  is_mobile=True, device_scale_factor=2)
    page = context.new_page()
    yield page
    context.close()


def long_press(page, x, y, ms=700):
    cdp = page.context.new_cdp_session(page)
    cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y}]})
    page.wait_for_timeout(ms)
    cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})


def test_long_press_on_a_board_piece_shows_its_legend(phone, site):
    open_app(phone, site)
    p = point(phone, "a3")                 # Green's Elephant
    long_press(phone, p["x"], p["y"])
    phone.wait_for_selector("#legend-dialog[open]")
    assert phone.get_attribute("#legend-list button[data-piece='E']", "aria-pressed") == "true"
    assert "Rank 8" in phone.inner_text("#legend-text")
    phone.keyboard.press("Escape")
    phone.wait_for_selector("#legend-dialog", state="hidden")
    # A short tap is no long press: it selects the piece, no legend.
    p = point(phone, "g3")
    phone.touchscreen.tap(p["x"], p["y"])
    phone.wait_for_timeout(700)
    assert not phone.evaluate("document.querySelector('#legend-dialog').open")


def test_right_click_on_a_board_piece_shows_its_legend(page, site):
    open_app(page, site, "?lang=fr")
    p = point(page, "g3")                  # Green's Rat
    page.mouse.click(p["x"], p["y"], button="right")
    page.wait_for_selector("#legend-dialog[open]")
    assert page.get_attribute("#legend-list button[data-piece='R']", "aria-pressed") == "true"
    assert "Rang 1" in page.inner_text("#legend-text")


def test_the_pieces_button_shows_a_whole_pawn_and_gives_the_focus_back(page, site):
    """Its icon is a pawn as tall as the other buttons' icons (not a speck), and
    closing the legend puts the keyboard back on the button."""
    open_app(page, site)
    sizes = page.evaluate("""() => ['pieces', 'share', 'export'].map(id => {
        const box = document.querySelector('#' + id + ' svg').getBBox(); return box.height; })""")
    assert sizes[0] >= 16 and sizes[0] >= 0.9 * max(sizes[1:]), sizes
    open_pieces(page)
    page.keyboard.press("Escape")
    page.wait_for_function("!document.getElementById('legend-dialog').open")
    assert page.evaluate("document.activeElement.id") == "pieces"
