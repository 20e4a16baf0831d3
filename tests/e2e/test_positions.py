"""Positions in the page, for every game: the export dialog shows the
position text of the board (FEN, Shuuro's SFEN) with a copy button; the
import dialog takes a game record or a position of the current game; a bad
text is refused with a translated notice and changes nothing."""

from __future__ import annotations

import boardgames
from app_page import click, open_app

# Dou Shou Qi: Green's wolf on d8, one step from Red's den (d9).
DSQ_FEN = "l5t/1d1W1c1/r1p1w1e/7/7/7/E3P1R/1C3D1/T5L w - - 12 7"
# Mini-Shuuro combat: Blue's King, Queen and Rook on a1-c1, Red's King on a6,
# two plinths; Red to move.
SHUURO_SFEN = "k5/6/5_./6/1_.4/KQR3 b - 13"


def wait_idle(page):
    page.wait_for_function("window.app && app.view && !document.querySelector('#import').disabled")


def import_text(page, text):
    if not page.locator("#import-dialog").is_visible():
        page.click("#import")
        page.locator("#import-dialog").wait_for(state="visible")
    page.fill("#import-text", text)
    page.click("#import-load")


def test_export_shows_the_dou_shou_qi_position(page, site):
    open_app(page, site)
    for move in ("a3a4", "g7g6"):
        assert page.evaluate("m => app.play(m)", move)
    page.wait_for_function("app.view.ply === 2")
    state = boardgames.game("doushouqi").new()
    state.play("a3a4")
    state.play("g7g6")
    page.click("#export")
    page.locator("#export-dialog").wait_for(state="visible")
    assert page.locator("#export-position").input_value() == state.to_text()
    assert page.locator("#export-position-box").is_visible()
    assert "Position" in page.locator("#export-position-box").inner_text()
    assert page.locator("#export-text").input_value().startswith("[Game")
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    page.click("#copy-position")
    page.wait_for_function("document.querySelector('#export-status').textContent !== ''")
    assert "Position copied" in page.locator("#export-status").inner_text()
    page.screenshot(path="/tmp/positions-export.png")
    page.keyboard.press("Escape")


def test_import_a_dou_shou_qi_fen_and_play_from_it(page, site):
    open_app(page, site)
    old_match = page.evaluate("app.match")
    import_text(page, DSQ_FEN)
    page.locator("#import-dialog").wait_for(state="hidden")
    wait_idle(page)
    view = page.evaluate("app.view")
    assert view["match"] != old_match
    assert view["position"] == DSQ_FEN
    assert view["ply"] == 0 and view["history"] == []
    assert "Position loaded" in page.locator("#notice").inner_text()
    # Green walks into the den.
    click(page, "d8")
    state = boardgames.game("doushouqi").from_text(DSQ_FEN)
    assert page.evaluate("app.highlighted()") == sorted(m[2:] for m in state.legal_moves()
                                                        if m.startswith("d8"))
    click(page, "d9")
    page.wait_for_function("app.view.ply === 1")
    assert page.evaluate("app.view.result") == {"winner": 0, "reason": "den"}
    # The game was saved: the record names the position it started from.
    record = page.evaluate("app.record()")
    assert DSQ_FEN in record and "d8d9" in record


def test_import_a_shuuro_combat_sfen_and_play_a_move(page, site):
    open_app(page, site)
    assert page.evaluate("app.newGame('shuuro', {mini: true}, 3)")
    page.wait_for_function("app.view.game === 'shuuro' && app.view.ply === 0")
    wait_idle(page)
    import_text(page, SHUURO_SFEN)
    page.locator("#import-dialog").wait_for(state="hidden")
    wait_idle(page)
    view = page.evaluate("app.view")
    assert view["game"] == "shuuro" and view["panels"]["phase"] == "combat"
    assert view["to_move"] == 1 and view["options"]["mini"] is True
    assert not page.locator("#pass-screen").is_visible()
    state = boardgames.game("shuuro", mini=True).from_text(SHUURO_SFEN)
    click(page, "a6")
    legal = sorted(m[2:] for m in state.legal_moves() if m.startswith("a6"))
    assert page.evaluate("app.highlighted()") == legal
    click(page, "a5")
    page.wait_for_function("app.view.ply === 1")
    state.play("a6a5")
    assert page.evaluate("app.view.history") == ["a6a5"]
    assert page.evaluate("app.view.position") == state.to_text()
    # Export shows the lishuuro SFEN of the board.
    page.click("#export")
    page.locator("#export-dialog").wait_for(state="visible")
    assert page.locator("#export-position").input_value() == state.to_text()
    page.keyboard.press("Escape")


def test_a_bad_position_is_refused_and_changes_nothing(page, site):
    open_app(page, site)
    assert page.evaluate("m => app.play(m)", "a3a4")
    page.wait_for_function("app.view.ply === 1")
    before = page.evaluate("[app.match, app.view.position, app.view.ply]")
    saved = page.evaluate("localStorage.getItem('boardgames.save.v1')")
    import_text(page, "8/8/8 w - - 0 1")
    page.locator("#import-error").wait_for(state="visible")
    error = page.locator("#import-error").inner_text()
    assert "valid Dou Shou Qi position" in error and "[Game" in error
    # Said once, in the dialog: not again in a notice behind it.
    assert "valid Dou Shou Qi position" not in page.locator("#notice").inner_text()
    assert page.locator("#import-dialog").is_visible()
    assert page.evaluate("[app.match, app.view.position, app.view.ply]") == before
    assert page.evaluate("localStorage.getItem('boardgames.save.v1')") == saved
    # A bad record gives the record's message, in French too.
    page.keyboard.press("Escape")
    page.select_option("#lang", "fr")
    import_text(page, "[Game doushouqi]")
    page.wait_for_function("document.querySelector('#import-error').textContent.includes('relevé')")
    assert "ligne 1" in page.locator("#import-error").inner_text().lower()
    import_text(page, "n'importe quoi")
    page.wait_for_function(
        "document.querySelector('#import-error').textContent.includes('position valable')")
    assert page.evaluate("[app.match, app.view.position, app.view.ply]") == before
