"""The computer at the table: it plays its seats (thinking in a worker of its
own, so the page answers meanwhile), undo stops it, its seats are kept in the
record and survive a reload, the hint draws an arrow, and the analysis gives
its opinion of every move."""

from __future__ import annotations



from app_page import dismiss_notices, open_app, wait_ply, wait_ready

GAMES = ["doushouqi", "shuuro", "shakku", "shaturanga"]

# The person's side in a whole game: a capture if there is one, else the move
# that comes nearest the other den (d9); the first such move (no chance).
GREEDY = """() => {
    const v = app.view;
    const dist = (sq) => Math.abs(sq.charCodeAt(0) - 100) + Math.abs(Number(sq.slice(1)) - 9);
    const at = Object.fromEntries(v.pieces.map((p) => [p.sq, p]));
    let best = null, bestScore = -Infinity;
    for (const m of v.moves) {
        const victim = at[m.to];
        const s = (victim && victim.owner === 1 ? 100 : 0) - dist(m.to) + dist(m.from) * 0.5;
        if (s > bestScore) { best = m.move; bestScore = s; }
    }
    return best;
}"""


def new_game(page, game, seats, seed=None):
    assert page.evaluate("([g, s, seed]) => app.newGameWith(g, s, {}, seed)", [game, seats, seed])


def wait_computer_move(page, ply, timeout=30_000):
    page.wait_for_function("n => app.view.ply >= n && !app.busy && !app.thinking", arg=ply, timeout=timeout)


def set_time(page, ms):
    page.evaluate("ms => localStorage.setItem('boardgames.computer.ms', String(ms))", ms)


def test_play_a_whole_game_against_the_computer(page, site):
    faults = []
    page.on("pageerror", lambda error: faults.append(str(error)))
    open_app(page, site)
    # "Play the computer" in the new-game dialog: one click, the computer takes Red.
    page.click("#new-game")
    page.click("#new-vs-computer")
    page.wait_for_function("app.view && app.view.computer && app.view.computer.red === 3 && !app.busy")
    new_game(page, "doushouqi", {"red": 1}, seed=0)
    assert "Red" in page.locator("#turn").inner_text() or page.evaluate("app.view.to_move") == 0
    for _ in range(80):
        if page.evaluate("Boolean(app.view.result)"):
            break
        ply = page.evaluate("app.view.ply")
        assert page.evaluate("app.view.to_move") == 0, "the person's turn after the computer's"
        page.evaluate("m => app.play(m)", page.evaluate(GREEDY))
        wait_ply(page, ply + 1)
        if page.evaluate("Boolean(app.view.result)"):
            break
        wait_computer_move(page, ply + 2)
        history = page.evaluate("app.view.history")
        # Announced like a person's move: the last move in words.
        page.wait_for_function("document.querySelector('#live').textContent.startsWith('Red')")
        assert len(history) == ply + 2
    result = page.evaluate("app.view.result")
    assert result is not None, page.evaluate("app.view.history")
    assert page.locator("#result").is_visible()
    assert "[Computer \"red=1\"]" in page.evaluate("app.record()")
    # No computer move after the end; the hint is not offered either.
    assert page.locator("#hint").is_disabled()
    assert faults == []


def test_computer_plays_every_game(page, site):
    open_app(page, site)
    for game in GAMES:
        players = page.evaluate("g => app.newGame(g).then(() => app.view.players)", game)
        # Every seat the computer's, at the lowest level: it plays by itself
        # (Shakku's and Shaturanga's dice included, thrown after a pause).
        new_game(page, game, {name: 1 for name in players}, seed=3)
        page.wait_for_function("app.view.ply - app.view.chance.length >= 1 || app.view.result",
                               timeout=30_000)
        notice = page.locator("#notice")
        assert notice.is_hidden() or "fault" not in notice.inner_text(), (game, notice.inner_text())
        # Back to people: the computer stops.
        assert page.evaluate("s => app.setSeats(s)", {name: None for name in players})
        page.wait_for_function("!app.busy && !app.thinking")
        ply = page.evaluate("app.view.ply")
        page.wait_for_timeout(500)
        assert page.evaluate("app.view.ply") == ply, game


def test_page_answers_while_the_computer_thinks(page, site):
    open_app(page, site)
    set_time(page, 5000)
    new_game(page, "doushouqi", {"red": 6})
    page.evaluate("app.thinker.warm(); app.thinker._engine.ready")
    page.evaluate("""() => {
        window.longest = 0;
        new PerformanceObserver((list) => {
            for (const e of list.getEntries()) window.longest = Math.max(window.longest, e.duration);
        }).observe({ type: "longtask", buffered: false });
    }""")
    page.evaluate("m => app.play(m)", "a1a2")
    page.wait_for_function("app.thinking !== null && app.thinker.busy")
    assert "(the computer) is thinking" in page.locator("#turn").inner_text()
    page.wait_for_timeout(1200)          # well into the search
    timed = """async (act) => {
        const t0 = performance.now();
        act();
        await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
        return performance.now() - t0;
    }"""
    turns = page.evaluate("app.turns")
    flip_ms = page.evaluate(f"({timed})(() => document.getElementById('flip').click())")
    assert page.evaluate("app.turns") != turns
    menu_ms = page.evaluate(f"({timed})(() => document.getElementById('players').click())")
    assert page.locator("#players-dialog").is_visible()
    page.keyboard.press("Escape")
    help_ms = page.evaluate(f"({timed})(() => document.querySelector('#help summary').click())")
    # The page's own engine answers too (the thinking is elsewhere).
    engine_ms = page.evaluate("""async () => {
        const t0 = performance.now();
        await app.engine.request('record', { match: app.match });
        return performance.now() - t0;
    }""")
    assert app_thinking(page), "the computer was still thinking during the clicks"
    for name, ms in [("flip", flip_ms), ("menu", menu_ms), ("help", help_ms), ("engine", engine_ms)]:
        assert ms < 100, (name, ms)
    page.wait_for_timeout(1000)
    assert app_thinking(page)
    # No long task on the page's thread while the computer thinks.
    assert page.evaluate("window.longest") < 100


def app_thinking(page):
    return page.evaluate("app.thinking !== null")


def test_undo_stops_the_thinking(page, site):
    open_app(page, site)
    set_time(page, 5000)
    new_game(page, "doushouqi", {"red": 6})
    page.evaluate("m => app.play(m)", "a1a2")
    page.wait_for_function("app.thinking !== null && app.thinker.busy", timeout=30_000)
    page.wait_for_timeout(300)
    page.click("#undo")
    page.wait_for_function("app.view.ply === 0 && !app.busy", timeout=2_000)
    assert page.evaluate("app.thinking") is None
    # The long search was cut short: its worker is gone, not thinking on.
    assert page.evaluate("app.thinker.busy") is False
    page.wait_for_timeout(1500)
    assert page.evaluate("app.view.ply") == 0
    assert "Green to move" in page.locator("#turn").inner_text()
    # The board takes the person's move again, and the computer answers it.
    set_time(page, 500)
    page.evaluate("m => app.play(m)", "g1g2")
    wait_computer_move(page, 2, timeout=30_000)
    # Undo takes back the computer's answer and the person's move.
    page.click("#undo")
    page.wait_for_function("app.view.ply === 0 && !app.busy")


def test_hint_shows_an_arrow(page, site):
    open_app(page, site)
    new_game(page, "doushouqi", {})
    page.locator("#board").focus()
    page.keyboard.press("h")
    page.wait_for_function("app.marks() !== null", timeout=30_000)
    marks = page.evaluate("app.marks()")
    assert marks["kind"] == "hint" and len(marks["arrows"]) == 1
    start, end = marks["arrows"][0]
    legal = page.evaluate("app.view.moves.map(m => [m.from, m.to])")
    assert [start, end] in legal
    assert page.locator("#marks path").count() == 1
    assert page.locator("#marks").is_visible()
    box = page.locator("#marks path").bounding_box()
    assert box and box["width"] + box["height"] > 20
    text = page.locator("#hint-text").inner_text()
    assert text.startswith("Hint:") and start in text and end in text
    page.wait_for_function("document.querySelector('#live').textContent.startsWith('Hint')")
    # Gone with the next move.
    page.evaluate("m => app.play(m)", page.evaluate("app.view.moves[0].move"))
    wait_ply(page, 1)
    assert page.evaluate("app.marks()") is None
    assert page.locator("#hint-text").is_hidden()
    assert page.locator("#marks").is_hidden()
    # Not offered while the computer is to move.
    assert page.evaluate("s => app.setSeats(s)", {"red": 6})
    assert page.locator("#hint").is_disabled()


def test_analyse_lists_every_move(page, site):
    open_app(page, site)
    new_game(page, "doushouqi", {})
    moves = ["a3a4", "g7g6", "a4a5", "a7a6", "g3g4", "g6g5"]
    for i, move in enumerate(moves):
        page.evaluate("m => app.play(m)", move)
        wait_ply(page, i + 1)
    page.click("#analyse")
    page.wait_for_function("app.analysis.open && !app.analysis.running && app.analysis.done === 7",
                           timeout=60_000)
    entries = page.evaluate("app.analysis.entries")
    assert [e["move"] for e in entries] == moves
    assert all(e["score"] is not None and e["best"] for e in entries), entries
    assert page.locator("#analysis-list button").count() == len(moves)
    # A move's position, its best move as an arrow; the game is kept to redo.
    page.locator("#analysis-list button").nth(2).click()
    page.wait_for_function("app.view.ply === 2 && !app.busy")
    assert page.evaluate("app.view.can_redo")
    page.wait_for_function("app.marks() !== null && app.marks().kind === 'best'")
    assert page.locator("#marks").is_visible()
    assert "The computer would play" in page.locator("#analysis-status").inner_text()
    page.click("#analysis-back")
    page.wait_for_function("app.view.ply === 6 && !app.busy")
    assert page.evaluate("app.marks()") is None
    # A long analysis can be stopped.
    page.click("#analysis-close")
    assert page.locator("#analysis").is_hidden()
    page.click("#analyse")
    page.wait_for_function("app.analysis.open")
    page.click("#analysis-cancel")
    page.wait_for_function("!app.analysis.running")
    assert page.evaluate("app.view.ply") == 6


def test_computer_seats_survive_reload(page, site):
    open_app(page, site)
    set_time(page, 500)
    new_game(page, "doushouqi", {"red": 6})
    page.evaluate("m => app.play(m)", "a1a2")
    page.wait_for_function("app.thinking !== null")
    page.reload()                              # while the computer thinks
    wait_ready(page)
    assert page.evaluate("app.view.computer") == {"red": 6}
    # It is the computer's turn: it thinks and plays.
    wait_computer_move(page, 2, timeout=30_000)
    assert page.evaluate("app.view.to_move") == 0
    # Switch sides: the computer takes Green (to move) and plays it.
    assert page.evaluate("app.switchSides()")
    assert page.evaluate("app.view.computer") == {"green": 6}
    wait_computer_move(page, 3, timeout=30_000)
    page.reload()
    wait_ready(page)
    assert page.evaluate("app.view.computer") == {"green": 6}
    assert page.evaluate("app.view.ply") == 3


def test_computer_game_replays_from_its_record(page, site):
    open_app(page, site)
    new_game(page, "doushouqi", {"red": 2}, seed=5)
    page.evaluate("m => app.play(m)", "a3a4")
    wait_computer_move(page, 2)
    record = page.evaluate("app.record()")
    assert '[Computer "red=2"]' in record
    history = page.evaluate("app.view.history")
    new_game(page, "doushouqi", {})
    assert page.evaluate("app.view.computer") == {}
    assert page.evaluate("r => app.importRecord(r)", record)
    dismiss_notices(page)
    assert page.evaluate("app.view.computer") == {"red": 2}
    assert page.evaluate("app.view.history") == history
    # A bad level in a record is refused in the player's words.
    bad = record.replace("red=2", "red=9")
    assert page.evaluate("r => app.importRecord(r)", bad) is False
    assert "level" in page.locator("#notice").inner_text()
    page.select_option("#lang", "fr")
    assert "niveau de l’ordinateur" in page.locator("#notice").inner_text()
