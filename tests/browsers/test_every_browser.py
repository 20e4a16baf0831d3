"""The app in every browser engine people use: Firefox and WebKit (Safari's
engine) play what Chromium plays in tests/e2e/, by clicks: every game, undo
and redo, a saved game through a reload, the app offline after one visit
(the browser itself offline where the driver can switch it) with the rest
of the standard library from the service worker, a rules page's puzzle, a
board on another site, the computer's answer, a new version."""

from __future__ import annotations

import re

from playing import (POSITIONS, click_element, open_app, open_position, play_by_clicks,
                     wait_ply, wait_ready)
from servers import Server, copy_of_dist, deploy_new_version
from worker_hooks import IMPORT_IN_ENGINE

CONTROLLED = "() => navigator.serviceWorker.controller !== null"


def go_offline(tab, server):
    """The browser off the network where its driver can do it (the server
    stays up: only the browser's own offline mode stops the requests);
    else the server gone, every connection cut."""
    if tab.offline_switch:
        tab.set_offline(True)
        assert tab.evaluate("() => navigator.onLine") is False
    else:
        server.close()


def boots_and_plays_offline(tab, server, history=None):
    """Off the network (go_offline), the app boots from the service worker's
    cache with its saved game (``history``; else a new Dou Shou Qi game) and
    a move is played by clicks."""
    go_offline(tab, server)
    try:
        open_app(tab, server.url)
        if history is not None:
            assert tab.evaluate("() => app.view.history") == history
        else:
            open_position(tab, "doushouqi")
        play_by_clicks(tab)
    finally:
        if tab.offline_switch:
            tab.set_offline(False)


def test_a_move_by_clicks_in_every_game(tab, fresh_site):
    open_app(tab, fresh_site.url)
    for game in POSITIONS:
        open_position(tab, game)
        play_by_clicks(tab)


def test_undo_and_redo_by_their_buttons(tab, fresh_site):
    open_app(tab, fresh_site.url)
    open_position(tab, "doushouqi")
    first = play_by_clicks(tab)
    second = play_by_clicks(tab)
    click_element(tab, "#undo")
    tab.wait_for("() => app.view.ply === 1 && !app.busy", what="the undo")
    click_element(tab, "#redo")
    tab.wait_for("() => app.view.ply === 2 && !app.busy", what="the redo")
    assert tab.evaluate("() => app.view.history") == [first, second]


def test_a_saved_game_survives_a_reload(tab, fresh_site):
    open_app(tab, fresh_site.url)
    open_position(tab, "shaturanga")
    played = [play_by_clicks(tab), play_by_clicks(tab)]
    tab.reload()
    wait_ready(tab)
    assert tab.evaluate("() => [app.view.game, app.view.history]") == ["shaturanga", played]


def test_offline_after_one_visit_the_app_boots_and_plays(tab, fresh_site):
    """Firefox offline refuses a worker's own fetch unless the service worker
    answers it (its tracker's offline worker-fetch bug): the engine's worker
    fetches Pyodide and the wheels, so booting offline covers it."""
    open_app(tab, fresh_site.url)
    tab.wait_for(CONTROLLED, what="the service worker in control")
    open_position(tab, "doushouqi")
    first = play_by_clicks(tab)
    boots_and_plays_offline(tab, fresh_site, history=[first])


def test_offline_the_rest_of_the_standard_library_comes_from_the_service_worker(tab, fresh_site):
    """A boot downloads only the standard library's modules the engine
    imports; the rest's archive is fetched by a synchronous request of the
    worker the first time one of its modules is imported (py/stdlib_rest.py):
    offline, the service worker answers it."""
    open_app(tab, fresh_site.url)
    tab.wait_for(CONTROLLED, what="the service worker in control")
    go_offline(tab, fresh_site)
    try:
        open_app(tab, fresh_site.url)
        assert tab.evaluate(IMPORT_IN_ENGINE, "xml.dom.minidom") is None
        open_position(tab, "doushouqi")
        play_by_clicks(tab)
    finally:
        if tab.offline_switch:
            tab.set_offline(False)


def first_one_move_puzzle(tab):
    return tab.evaluate("""() => {
        const board = [...document.querySelectorAll('game-board[mode=puzzle]')]
            .find(b => b.getAttribute('solution').trim().split(/\\s+/).length === 1);
        board.id = 'the-puzzle';
        board.scrollIntoView({block: 'center'});
        window.solved = false;
        board.addEventListener('solved', () => { window.solved = true; });
        return board.getAttribute('solution').trim();
    }""")


def click_in_board(tab, element_id, square):
    point = tab.evaluate("""([id, sq]) => new Promise(done => requestAnimationFrame(() => {
        const c = document.getElementById(id)._board.squareCenter(sq);
        done({x: c.x, y: c.y});
    }))""", [element_id, square])
    tab.click(point["x"], point["y"])


def test_a_rules_page_comes_alive_and_a_puzzle_is_solved_by_clicks(tab, fresh_site):
    tab.goto(fresh_site.url + "rules/en/doushouqi.html")
    solution = first_one_move_puzzle(tab)
    tab.wait_for("() => !!document.getElementById('the-puzzle').view", timeout=90,
                 what="the puzzle alive")
    frm, to = re.fullmatch(r"([a-g][1-9])([a-g][1-9])", solution).groups()
    click_in_board(tab, "the-puzzle", frm)
    click_in_board(tab, "the-puzzle", to)
    tab.wait_for("() => window.solved", what="the puzzle solved")


HOST_PAGE = """<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>A page about Dou Shou Qi</title>
<script type="module" src="{dist}embed.js"></script></head>
<body><h1>Try it</h1><game-board id="b" game="doushouqi" mode="play"></game-board></body></html>"""


def play_on_host_page(tab, fresh_site, host):
    tab.goto(host.page("jungle.html", HOST_PAGE.format(dist=fresh_site.url)))
    tab.wait_for("() => !!document.getElementById('b').view", timeout=90, what="the board alive")
    click_in_board(tab, "b", "a3")
    click_in_board(tab, "b", "a4")
    tab.wait_for("() => document.getElementById('b').view.history.join() === 'a3a4'",
                 what="a3a4 played on the host's board")


def test_a_board_on_another_site_plays(tab, fresh_site, host):
    play_on_host_page(tab, fresh_site, host)


def test_the_app_boots_offline_after_another_site_embedded_a_board(tab, fresh_site, host):
    """The path WebKit broke: the app, a rules page, a host page of another
    origin with a live board; then offline, the app still boots and plays."""
    open_app(tab, fresh_site.url)
    tab.wait_for(CONTROLLED, what="the service worker in control")
    tab.goto(fresh_site.url + "rules/en/shakku.html")
    tab.wait_for("() => { const b = document.querySelector('game-board'); b.scrollIntoView();"
                 " return !!b.view; }", timeout=90, what="the rules page alive")
    play_on_host_page(tab, fresh_site, host)
    boots_and_plays_offline(tab, fresh_site)


def test_the_computer_answers_a_move(tab, fresh_site):
    open_app(tab, fresh_site.url)
    assert tab.evaluate("() => app.newGameWith('doushouqi', {red: 2}, {}, 3)")
    tab.wait_for("() => app.view.game === 'doushouqi' && app.view.ply === 0 && !app.busy")
    play_by_clicks(tab)
    wait_ply(tab, 2, timeout=60)
    assert tab.evaluate("() => app.view.to_move") == 0


def test_the_service_worker_takes_a_new_build(tab, site, tmp_path):
    folder = copy_of_dist(tmp_path)
    server = Server(directory=folder)
    try:
        open_app(tab, server.url)
        tab.wait_for(CONTROLLED, what="the service worker in control")
        old = tab.evaluate("() => app.engine.version")
        open_position(tab, "doushouqi")
        move = play_by_clicks(tab)
        version = deploy_new_version(folder)
        assert version != old
        deployed = "() => !!document.querySelector('meta[name=deployed]')"
        for load in range(2):           # by the second load at the latest
            tab.reload()
            wait_ready(tab)
            if tab.evaluate(deployed):
                break
            # The old version answered this load; the new one installs meanwhile.
            tab.wait_for("() => document.querySelector('#notice').innerText.includes('new version')",
                         timeout=60, what="the new version announced")
        assert tab.evaluate(deployed), f"{tab.browser}: the new build never came"
        assert tab.evaluate("() => app.engine.version") == version
        assert tab.evaluate("() => app.view.history") == [move]
    finally:
        server.close()


PRECACHE = """async () => {
    const names = await caches.keys();
    if (names.length !== 1) return {names};
    const urls = (await (await caches.open(names[0])).keys()).map(r => r.url);
    return {names, count: urls.length, index: urls.some(u => u.endsWith('/index.html'))};
}"""


def test_a_lost_cache_fills_again_on_the_next_visit(tab, fresh_site):
    """A browser that keeps a site's data in memory (WebKit's private
    windows) drops the cache while the service worker stays: the next
    visit online fetches it all again, and the one after works offline."""
    open_app(tab, fresh_site.url)
    tab.wait_for(CONTROLLED, what="the service worker in control")
    tab.wait_for("async () => { const n = await caches.keys(); return n.length === 1 &&"
                 " (await (await caches.open(n[0])).keys()).length > 50; }", what="the precache")
    full = tab.evaluate(PRECACHE)
    tab.evaluate("async () => { for (const n of await caches.keys()) await caches.delete(n); return true; }")
    open_app(tab, fresh_site.url)
    tab.wait_for(f"async () => ({PRECACHE})().then(p => p.count >= {full['count']})", timeout=90,
                 what="the cache filled again")
    boots_and_plays_offline(tab, fresh_site)


EDITOR_SQUARE = """([board, sq]) => new Promise(done => {
    const at = editor[board].squareCenter(sq);
    scrollBy(0, at.y - innerHeight / 2);
    requestAnimationFrame(() => requestAnimationFrame(() => {
        const c = editor[board].squareCenter(sq);
        done({x: c.x, y: c.y});
    }));
})"""


def test_the_board_editor_makes_a_puzzle_its_preview_solves(tab, fresh_site):
    """The board editor (editor.html) by clicks: pieces placed from the
    palette, the solution played on the line's board, the live preview (a
    <game-board>, as a page shows it) solved by clicks."""
    tab.goto(fresh_site.url + "editor.html?game=doushouqi&lang=en")
    tab.wait_for("() => document.documentElement.dataset.editor === 'ready'", timeout=90,
                 what="the editor ready")
    click_element(tab, "#from-empty")
    tab.wait_for("() => Object.keys(editor.state.answer.squares).length === 0", what="an empty board")
    for token, square in (("R", "d7"), ("l", "a9"), ("L", "g1")):
        click_element(tab, f"#palette .tool[data-token='{token}']")
        point = tab.evaluate(EDITOR_SQUARE, ["board", square])
        tab.click(point["x"], point["y"])
        tab.wait_for("([sq, t]) => editor.state.answer.squares[sq] === t", [square, token],
                     what=f"{token} on {square}")
    assert tab.evaluate("() => document.getElementById('position').value") == "l6/7/3R3/7/7/7/7/7/6L w - - 0 1"
    click_element(tab, "input[name=mode][value=puzzle]")
    for number, move in enumerate(["d7d8", "a9a8", "d8d9"], start=1):
        for square in (move[:2], move[2:]):
            point = tab.evaluate(EDITOR_SQUARE, ["lineBoard", square])
            tab.click(point["x"], point["y"])
        tab.wait_for("(n) => editor.state.line.length === n", number, what=f"move {number} of the line")
    # (a <game-board> comes alive when it comes into view, as on any page)
    tab.evaluate("() => document.getElementById('preview').scrollIntoView({block: 'center'})")
    tab.wait_for("() => !!document.querySelector('#preview game-board')?.view", timeout=60,
                 what="the preview alive")
    tab.evaluate("""() => {
        const board = document.querySelector('#preview game-board');
        board.id = 'preview-board';
        window.solved = false;
        board.addEventListener('solved', () => { window.solved = true; });
        board.scrollIntoView({block: 'center'});
    }""")
    click_in_board(tab, "preview-board", "d7")
    click_in_board(tab, "preview-board", "d8")
    tab.wait_for("() => document.getElementById('preview-board').view.ply === 2", what="Red's answer")
    click_in_board(tab, "preview-board", "d8")
    click_in_board(tab, "preview-board", "d9")
    tab.wait_for("() => window.solved", what="the preview's puzzle solved")


# Play this device's hop of a game by links: the throw when it is due,
# else a move the view offers, until its link is to be sent (or the game ends).
PLAY_HOP = """() => new Promise(async (done) => {
    const idle = () => new Promise((r) => { const t = () => (app.busy ? setTimeout(t, 20) : r()); t(); });
    for (let i = 0; i < 300; i++) {
        await idle();
        const v = app.view;
        if (!v.friend?.holding || v.friend.send || v.result) return done(v.ply);
        if (v.throw !== null && v.throw !== undefined) { await app.throwDice(); continue; }
        const moves = (v.moves || []).map((m) => m.move);
        if (!moves.length) return done(-1);
        await app.play(moves[0]);
    }
    done(-2);
})"""


def friend_link_shown(tab):
    """Send the link by its button; the link the dialog shows (then closed)."""
    tab.wait_for("() => !document.getElementById('friend-send').hidden && !app.busy", what="Send the link")
    click_element(tab, "#friend-send")
    tab.wait_for("() => document.getElementById('friend-link-dialog').open", what="the link dialog")
    link = tab.evaluate("() => document.getElementById('friend-link').value")
    click_element(tab, "#friend-link-dialog button[type=submit]")
    return link


def test_a_game_by_links_with_a_friend_elsewhere(tab, fresh_site):
    """Play a friend: a game of Shakku made here (New game → Play a friend,
    by clicks), its links opened by the friend's device (the rules engine
    under CPython stands for it: it checks every link as another browser
    would), and the friend's links opened here; the dice are drawn on both
    sides from both sides' secrets, made by this browser's crypto."""
    import base64
    import zlib

    from boardgames.api import Api

    def unpack(link):
        data = link.split("#friend=", 1)[1]
        assert data[0] == "z", "the link is compressed"
        return zlib.decompress(base64.urlsafe_b64decode(data[1:] + "=="), -15).decode()

    def pack(text):
        deflate = zlib.compressobj(9, zlib.DEFLATED, -15)
        body = base64.urlsafe_b64encode(deflate.compress(text.encode()) + deflate.flush())
        return fresh_site.url + "index.html#friend=z" + body.decode().rstrip("=")

    def open_here(link):
        opened = tab.evaluate("() => app.friendLinks")
        tab.goto(link)
        wait_ready(tab)
        tab.wait_for("(n) => app.friendLinks > n && !app.busy", opened, what="the link opened")

    open_app(tab, fresh_site.url, "")
    click_element(tab, "#new-game")
    tab.wait_for("() => document.getElementById('new-dialog').open", what="the New game dialog")
    tab.evaluate("""() => { const s = document.getElementById('new-game-select');
                          s.value = 'shakku'; s.dispatchEvent(new Event('change')); }""")
    click_element(tab, "#new-vs-friend")
    tab.wait_for("() => document.getElementById('friend-dialog').open", what="the Play a friend dialog")
    click_element(tab, "#friend-start")
    tab.wait_for("() => app.view.friend && app.view.game === 'shakku' && !app.busy", what="the game by links")
    friend, kept, match = Api(), None, None
    link = friend_link_shown(tab)
    # Six hops each way, unless the game ends before: Shakku is sometimes
    # "blocked" within a few turns (a pawn on the point where the other
    # side's next pawn activates while none of his is active); the end then
    # travels like any hop.
    for hop in range(6):
        answer = friend.handle({"op": "friend_open", "link": unpack(link), "kept": kept})
        assert answer["ok"], (tab.browser, hop, answer)
        kept, match, view = answer["friend"], answer["match"], answer["view"]
        while not view["friend"]["send"] and not view.get("result"):
            move = "throw" if view.get("throw") is not None else \
                friend.matches[match].state.legal_moves()[0]
            answer = friend.handle({"op": "play", "match": match, "move": move})
            view, kept = answer["view"], answer["friend"]
        if not view["friend"]["send"]:
            assert view["result"] == tab.evaluate("() => app.view.result")   # ended here
            break
        answer = friend.handle({"op": "friend_send", "match": match})
        kept = answer["friend"]
        open_here(pack(answer["link"]))
        if view.get("result"):
            assert tab.evaluate("() => app.view.result") == view["result"]     # ended there
            break
        assert tab.evaluate("() => app.view.friend.holding"), tab.evaluate("() => document.getElementById('notice').innerText")
        assert tab.evaluate(PLAY_HOP) >= 0
        link = friend_link_shown(tab)
    else:
        # The last link, opened by the friend: every throw checked against both secrets.
        assert friend.handle({"op": "friend_open", "link": unpack(link), "kept": kept})["ok"]
    history = tab.evaluate("() => app.view.history")
    assert any(m.startswith("throw:") for m in history) and history[0].startswith("first:")
