"""The page words the engine's refusals by their code and params.why, in the
player's language; the engine's English message is never shown."""

from __future__ import annotations

from app_page import open_app


def test_a_bad_position_is_told_by_its_code_in_the_players_language(page, site):
    open_app(page, site)
    assert page.evaluate("app.importPosition('7/7/7 w - - 0')") is False
    text = page.locator("#notice").inner_text()
    assert "nor a valid Dou Shou Qi position" in text
    assert "six fields (board, side" in text               # js/games/doushouqi/errors.js
    assert "six fields: board" not in text                 # the engine's own message
    page.select_option("#lang", "fr")
    text = page.locator("#notice").inner_text()
    assert "ni une position valable de Dou Shou Qi" in text
    assert "six champs" in text
    assert page.evaluate("app.view.ply") == 0
