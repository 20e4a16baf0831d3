"""The same game open in two tabs: no move is ever lost without a word.  A
move made in one tab appears in the other; moves made in both at once are
both kept, and the tab that saved over the other's game says where that one
is kept, and opens it."""

from __future__ import annotations

from app_page import open_app, wait_ply


def history(page):
    return page.evaluate("app.view.history")


def test_two_tabs_never_lose_a_move(context, site):
    a = context.new_page()
    open_app(a, site, "?lang=en&game=doushouqi")
    assert a.evaluate("app.newGame('doushouqi', {}, 1)")
    for ply, move in enumerate(["a3a4", "g7g6", "a4a5", "g6g5"], 1):
        a.evaluate("m => app.play(m)", move)
        wait_ply(a, ply)
    b = context.new_page()
    open_app(b, site, "?lang=en")
    assert history(b) == history(a)
    # A move in A appears in B.
    a.evaluate("m => app.play(m)", "g3g4")
    wait_ply(a, 5)
    b.wait_for_function("app.view.ply === 5 && !app.busy", timeout=15_000)
    assert history(b) == history(a)
    assert "another tab" in b.locator("#notice").inner_text()
    # A goes on; B follows.
    a.evaluate("m => app.play(m)", "a7a6")
    wait_ply(a, 6)
    b.wait_for_function("app.view.ply === 6 && !app.busy", timeout=15_000)
    # The two go different ways: B takes a7a6 back and plays g9g8 while A's
    # game with a7a6 is what the storage holds (the other tab saved it last).
    saved = b.evaluate("localStorage.getItem('boardgames.save.v1')")
    b.locator("#undo").click()
    wait_ply(b, 5)
    b.evaluate("raw => localStorage.setItem('boardgames.save.v1', raw)", saved)
    b.evaluate("m => app.play(m)", "g9g8")
    wait_ply(b, 6)
    kept = b.evaluate("""() => Object.keys(localStorage)
        .filter(k => k === 'boardgames.save.v1' || k.startsWith('boardgames.save.other.'))
        .map(k => JSON.parse(localStorage.getItem(k)).view.history.at(-1))""")
    assert sorted(kept) == ["a7a6", "g9g8"], kept                # both games kept
    assert "kept under" in b.locator("#notice").inner_text()     # and said
    b.locator('#notice button[data-action="btn.showKept"]').click()
    b.wait_for_function("app.view.history.at(-1) === 'a7a6' && !app.busy")
