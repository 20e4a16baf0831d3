"""Odd parameters in the address (?game=, ?lang=): a notice that quotes them
as plain text, cut if long, says what is shown instead, and nothing else
changes: the saved game stays."""

from __future__ import annotations

from app_page import open_app, wait_ply, wait_ready


def visit(page, site, query):
    page.goto(site + "index.html" + query)
    wait_ready(page)
    return page.locator("#notice").inner_text()


def test_an_unknown_game_is_quoted_and_the_game_shown_is_named(page, site):
    open_app(page, site, "?lang=en&game=shakku")
    ply = page.evaluate("app.view.ply")
    page.evaluate("app.throwDice()")
    wait_ply(page, ply + 1)
    history = page.evaluate("app.view.history")
    text = visit(page, site, "?lang=en&game=chess")
    assert "“chess”" in text and "Shakku" in text
    assert "Dou Shou Qi" not in text
    assert page.evaluate("app.view.game") == "shakku"
    assert page.evaluate("app.view.history") == history
    # In French too, naming the same games.
    text = visit(page, site, "?lang=fr&game=chess")
    assert "« chess »" in text and "Shakku" in text


ODD = [
    ("?lang=en&game=<b>bold</b>", ["“<b>bold</b>”", "Dou Shou Qi"]),
    ("?lang=en&game=" + "x" * 5000, ["“" + "x" * 40 + "…”"]),
    ("?lang=en&game=%E2%80%AEevil%00", ["“?evil?”"]),
    ("?lang=en&game=shakku&game=shuuro", ["“game” more than once"]),
    ("?lang=xx", ["Unknown language “xx”"]),
    ("?lang=fr&lang=en", ["“lang” more than once"]),
    ("?lang=" + "y" * 5000, ["“" + "y" * 40 + "…”"]),
]


def test_odd_parameters_give_a_plain_notice_and_change_nothing(page, site):
    open_app(page, site)
    page.evaluate("app.play('a3a4')")
    wait_ply(page, 1)
    for query, words in ODD:
        text = visit(page, site, query)
        for w in words:
            assert w in text, query[:60]
        assert len(text) < 400, query[:60]
        assert page.locator("#notice b").count() == 0
        assert page.evaluate("document.documentElement.lang") == "en", query[:60]
        assert page.evaluate("[app.view.game, app.view.history]") == ["doushouqi", ["a3a4"]]
