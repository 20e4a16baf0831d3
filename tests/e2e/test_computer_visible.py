"""The computer at the table, visible: a first visit offers the three ways
in; each computer seat says it is the computer, and its level, where the
player's name is; its moves come one by one at a pace a person follows, each
shown and said."""

from __future__ import annotations

from app_page import open_app, wait_ready


def test_first_visit_offers_three_ways_in(page, site):
    page.goto(site + "index.html?lang=en&game=shuuro", wait_until="commit")
    # Drawn by the page itself (index.html's first script), in the frame after
    # the first (the side panel's), long before the engine is up.
    page.locator("#welcome").wait_for(state="visible", timeout=5000)
    assert page.evaluate("document.documentElement.dataset.engine") == "loading"
    wait_ready(page)
    buttons = page.locator("#welcome button, #welcome a.button")
    assert buttons.all_inner_texts() == ["Play the computer", "Two players on this device", "Learn the rules"]
    assert page.get_attribute("#welcome-rules", "href") == "rules/en/shuuro.html"
    page.click("#welcome-computer")
    page.wait_for_function("app.view.computer && Object.keys(app.view.computer).length === 1 && !app.busy")
    assert page.evaluate("app.view.computer") == {"red": 3}   # the first seat is the player's
    assert page.locator("#welcome").is_hidden()
    page.reload()
    wait_ready(page)
    assert page.locator("#welcome").is_hidden()               # a choice made: not again


def test_two_players_put_the_welcome_away(page, site):
    page.goto(site + "index.html?lang=fr")
    wait_ready(page)
    assert page.locator("#welcome-people").inner_text() == "À deux sur cet appareil"
    page.click("#welcome-people")
    assert page.locator("#welcome").is_hidden()
    assert page.evaluate("app.view.computer") == {}


def test_computer_seat_shows_its_level(page, site):
    open_app(page, site, "?lang=en&game=doushouqi")
    assert page.locator("#seats-line").is_hidden()            # people only: nothing to say
    assert page.evaluate("app.newGameWith('doushouqi', {red: 3})")
    line = page.locator("#seats-line")
    assert line.is_visible()
    assert "Green (you)" in line.inner_text() and "Red (computer, casual)" in line.inner_text()
    # In a game with a panel, its seats say so too.
    assert page.evaluate("app.newGameWith('shakku', {blue: 5})")
    page.wait_for_function("app.view.game === 'shakku' && !app.busy")
    assert "Blue (computer, expert)" in page.locator("#game-panel .sides").inner_text()
    page.select_option("#lang", "fr")
    assert "Bleu (ordinateur, expert)" in page.locator("#seats-line").inner_text()


def test_each_computer_move_is_shown(page, site):
    """Shaturanga, the person against three computers at the normal pace:
    each computer move stays on the board long enough to be seen (about a
    second before the next) and is said in turn."""
    open_app(page, site, "?lang=en&game=shaturanga", pace=None)
    assert page.evaluate("app.newGameWith('shaturanga', {yellow: 1, black: 1, red: 1})")
    page.evaluate("""() => {
        window.shown = [];
        app.session.on('view', ({ view, op }) => {
            if (op === 'play') shown.push([Math.round(performance.now()), view.ply]);
        });
        new MutationObserver(() => {
            const said = document.getElementById('live').textContent;
            if (said) shown.push(['said', said]);
        }).observe(document.getElementById('live'), { childList: true, characterData: true, subtree: true });
    }""")
    move = page.evaluate("app.view.moves.find(m => m.from && m.to).move")
    page.evaluate("m => app.play(m)", move)
    page.wait_for_function("app.view.ply >= 4 && !app.thinking && !app.busy", timeout=30_000)
    shown = page.evaluate("shown")
    moves = [entry for entry in shown if entry[0] != "said"]
    said = [entry[1] for entry in shown if entry[0] == "said"]
    assert [ply for _, ply in moves][:4] == [1, 2, 3, 4]
    gaps = [b[0] - a[0] for a, b in zip(moves, moves[1:4])]
    assert all(gap >= 800 for gap in gaps), gaps              # the normal pace: each one seen
    for name in ("Yellow", "Black", "Red"):
        assert any(name in words for words in said), (name, said)
