"""Dou Shou Qi in headless Chromium: whole games played by clicks and taps on
the canvas, checked against the rules package running under CPython."""

from __future__ import annotations

import json

import pytest

import boardgames
import boardgames.record
from app_page import WITH_MOTION, WITH_SERVICE_WORKER, click, open_app, point, wait_ply, wait_ready

# Green's wolf walks up the d-file into Red's den while Red's lion paces.
DEN_WIN = "c3d3 a9a8 d3d4 a8a9 d4d5 a9a8 d5d6 a8a9 d6d7 a9a8 d7d8 a8a9 d8d9".split()


def play_by_clicks(page, move, ply, touch=False):
    """Click the piece, check the lit squares against the rules, click the target."""
    frm, to = move[:2], move[2:]
    click(page, frm, touch)
    position = page.evaluate("app.view.position")
    options = page.evaluate("app.view.options")
    state = boardgames.game("doushouqi", **options).from_text(position)
    expected = sorted(m[2:] for m in state.legal_moves() if m.startswith(frm))
    assert page.evaluate("app.highlighted()") == expected
    click(page, to, touch)
    wait_ply(page, ply)


@WITH_MOTION   # every move slides
def test_full_game_by_clicks_ends_with_a_den_win(page, site):
    open_app(page, site)
    for ply, move in enumerate(DEN_WIN, 1):
        play_by_clicks(page, move, ply)
    view = page.evaluate("app.view")
    assert view["result"] == {"winner": 0, "reason": "den"}
    assert view["history"] == DEN_WIN
    assert page.locator("#result").is_visible()
    assert "den" in page.locator("#result").inner_text().lower()
    assert "green" in page.locator("#live").inner_text().lower()
    moves_text = page.locator("#moves").inner_text()
    assert "1." in moves_text and "d8–d9" in moves_text        # in words: "Rat d8–d9, into the den"
    # After the end, clicking a piece lights nothing.
    click(page, "a3")
    assert page.evaluate("app.highlighted()") == []


def test_highlighted_targets_equal_the_engines_legal_moves(page, site):
    open_app(page, site)
    state = boardgames.game("doushouqi").new()
    for move in "a3a4 g7g6 a4a5 g6g5 g3g4 a7a6".split():
        page.evaluate("m => app.play(m)", move)
        state.play(move)
    wait_ply(page, 6)
    for piece in page.evaluate("app.view.pieces"):
        click(page, piece["sq"])
        expected = sorted(m[2:] for m in state.legal_moves() if m.startswith(piece["sq"]))
        assert page.evaluate("app.highlighted()") == expected, piece
        page.keyboard.press("Escape")


def test_a_wrong_click_moves_nothing(page, site):
    open_app(page, site)
    click(page, "a3")          # Green's elephant
    click(page, "a6")          # not a legal target
    page.wait_for_timeout(200)
    assert page.evaluate("app.view.ply") == 0
    click(page, "a7")          # a Red piece: not Green's turn
    assert page.evaluate("app.highlighted()") == []


def test_undo_and_redo(page, site):
    open_app(page, site)
    play_by_clicks(page, "a3a4", 1)
    play_by_clicks(page, "g7g6", 2)
    page.click("#undo")
    wait_ply(page, 1)
    page.click("#undo")
    wait_ply(page, 0)
    assert page.evaluate("app.view.position") == boardgames.game("doushouqi").start_text()
    page.click("#redo")
    wait_ply(page, 1)
    assert page.evaluate("app.view.history") == ["a3a4"]
    play_by_clicks(page, "a7a6", 2)       # a new move drops the redo line
    assert page.evaluate("app.view.can_redo") is False


def test_reload_restores_the_game(page, site):
    open_app(page, site)
    for ply, move in enumerate(["a3a4", "g7g6", "g1g2"], 1):
        play_by_clicks(page, move, ply)
    position = page.evaluate("app.view.position")
    page.reload()
    # The saved position is painted before the engine is ready...
    page.wait_for_function("window.app && app.view && app.view.ply === 3")
    wait_ready(page)
    assert page.evaluate("app.view.position") == position
    assert page.evaluate("app.view.history") == ["a3a4", "g7g6", "g1g2"]
    play_by_clicks(page, "a7a6", 4)        # ...and play goes on


@WITH_SERVICE_WORKER   # the worker's offline copy
def test_offline_reload_after_a_first_visit_plays(page, context, site):
    open_app(page, site)
    # Wait until the service worker has precached everything and is active.
    assert page.evaluate("navigator.serviceWorker.ready.then(r => !!r.active)") is True
    play_by_clicks(page, "a3a4", 1)
    context.set_offline(True)
    try:
        page.reload()
        wait_ready(page)
        assert page.evaluate("app.view.ply") == 1
        play_by_clicks(page, "a7a6", 2)
        page.goto(site + "index.html?lang=en&game=doushouqi")
        wait_ready(page)
        assert page.evaluate("app.view.ply") == 2
    finally:
        context.set_offline(False)


def test_a_corrupted_save_gets_a_message_and_is_kept_aside(page, site):
    open_app(page, site)
    play_by_clicks(page, "a3a4", 1)
    keys = page.evaluate("Object.keys(localStorage)")
    save_keys = [k for k in keys if "save" in k]
    assert save_keys, keys
    garbage = '{"game": "doushouqi", "record": "[Game \\"doushouqi\\"]\\n\\n1. a3a9 *"'
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [save_keys[0], garbage])
    page.reload()
    wait_ready(page)
    assert page.locator("#notice").is_visible()
    assert page.evaluate("app.view.ply") == 0
    kept = page.evaluate("Object.entries(localStorage)")
    assert any(value == garbage for key, value in kept if key != save_keys[0]), kept
    play_by_clicks(page, "a3a4", 1)


def test_a_save_whose_record_is_illegal_is_refused_and_kept(page, site):
    open_app(page, site)
    play_by_clicks(page, "a3a4", 1)
    key = [k for k in page.evaluate("Object.keys(localStorage)") if "save" in k][0]
    saved = json.loads(page.evaluate("k => localStorage.getItem(k)", key))
    saved["record"] = saved["record"].replace("a3a4", "a3a9")
    bad = json.dumps(saved)
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [key, bad])
    page.reload()
    wait_ready(page)
    assert page.locator("#notice").is_visible()
    assert page.evaluate("app.view.ply") == 0
    assert bad in [value for _, value in page.evaluate("Object.entries(localStorage)")]


def test_export_and_import_a_record(page, site):
    open_app(page, site)
    for ply, move in enumerate(["a3a4", "g7g6"], 1):
        play_by_clicks(page, move, ply)
    record = page.evaluate("app.record()")
    parsed = boardgames.record.read(record)
    assert parsed.moves == ["a3a4", "g7g6"]
    # A bad record changes nothing.
    assert page.evaluate("t => app.importRecord(t).then(ok => ok)", "not a record") is False
    assert page.locator("#notice").is_visible()
    assert page.evaluate("app.view.ply") == 2
    # A good one replaces the game.
    other = record.replace("1. a3a4 g7g6", "1. c3d3 a7a6 2. d3d4")
    assert page.evaluate("t => app.importRecord(t)", other) is True
    wait_ply(page, 3)
    assert page.evaluate("app.view.history") == ["c3d3", "a7a6", "d3d4"]


def test_odd_url_parameters_are_ignored_with_a_notice(page, site):
    page.goto(site + "index.html?game=chess&lang=xx&seed=%00")
    wait_ready(page)
    assert page.evaluate("app.view.game") == "doushouqi"
    assert page.locator("#notice").is_visible()
    play_by_clicks(page, "a3a4", 1)


def test_french_from_the_page(page, site):
    open_app(page, site, "?lang=fr")
    text = page.locator("body").inner_text().lower()
    assert "vert" in text
    page.select_option("#lang", "en")
    page.wait_for_function("document.documentElement.lang === 'en'")
    assert "green" in page.locator("body").inner_text().lower()


@pytest.fixture
def phone(browser, site):
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True,
                                  is_mobile=True, device_scale_factor=3)
    page = context.new_page()
    yield page
    context.close()


def test_phone_game_by_taps_to_a_den_win(phone, site):
    open_app(phone, site)
    assert phone.evaluate("document.documentElement.scrollWidth") <= 390
    for ply, move in enumerate(DEN_WIN, 1):
        play_by_clicks(phone, move, ply, touch=True)
    assert phone.evaluate("app.view.result") == {"winner": 0, "reason": "den"}
    assert phone.locator("#result").is_visible()


def test_drag_and_drop_moves_a_piece(page, site):
    open_app(page, site)
    a, b = point(page, "a3"), point(page, "a4")
    page.mouse.move(a["x"], a["y"])
    page.mouse.down()
    page.mouse.move((a["x"] + b["x"]) / 2, (a["y"] + b["y"]) / 2, steps=4)
    page.mouse.move(b["x"], b["y"], steps=4)
    page.mouse.up()
    wait_ply(page, 1)
    assert page.evaluate("app.view.history") == ["a3a4"]


def test_flip_turns_the_board(page, site):
    open_app(page, site)
    before = point(page, "a1")
    page.click("#flip")
    after = point(page, "a1")
    assert after["y"] < before["y"] and after["x"] > before["x"]
    play_by_clicks(page, "a3a4", 1)


def move_cursor(page, target):
    """Walk the keyboard cursor to ``target`` with the arrow keys (board not flipped)."""
    if page.evaluate("app.cursor()") is None:
        page.keyboard.press("ArrowUp")            # shows the cursor on its first square
    for _ in range(20):
        here = page.evaluate("app.cursor()")
        if here == target:
            return
        df = ord(target[0]) - ord(here[0])
        dr = int(target[1:]) - int(here[1:])
        key = ("ArrowRight" if df > 0 else "ArrowLeft") if df else ("ArrowUp" if dr > 0 else "ArrowDown")
        page.keyboard.press(key)
    raise AssertionError(f"the cursor never reached {target}")


def test_a_whole_game_with_the_keyboard_alone(page, site):
    open_app(page, site)
    for _ in range(30):                          # Tab through the page to the board
        if page.evaluate("document.activeElement && document.activeElement.id") == "board":
            break
        page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.id") == "board"
    for ply, move in enumerate(DEN_WIN, 1):
        move_cursor(page, move[:2])
        page.keyboard.press("Enter")
        assert page.evaluate("app.selected()") == move[:2]
        move_cursor(page, move[2:])
        page.keyboard.press("Enter")
        wait_ply(page, ply)
    assert page.evaluate("app.view.result") == {"winner": 0, "reason": "den"}
    page.keyboard.press("u")                     # undo from the keyboard
    wait_ply(page, len(DEN_WIN) - 1)
    assert page.evaluate("app.view.result") is None


def test_new_game_dialog_starts_a_classic_elephant_game(page, site):
    open_app(page, site)
    play_by_clicks(page, "a3a4", 1)
    page.click("#new-game")
    page.check("#new-options input[name=classic_elephant]")
    page.click("#new-start")
    wait_ply(page, 0)
    assert page.evaluate("app.view.options") == {"classic_elephant": True}
    for ply, move in enumerate(["g3g4", "g7g6", "g4g5"], 1):
        play_by_clicks(page, move, ply)
    click(page, "g6")                            # Red's elephant may not take the rat
    assert "g5" not in page.evaluate("app.highlighted()")
    assert '[Option "classic_elephant=true"]' in page.evaluate("app.record()")
    page.reload()                                # the option survives a reload
    wait_ready(page)
    assert page.evaluate("app.view.options") == {"classic_elephant": True}
