"""The <game-board> element (js/embed.js) on pages of other sites.

``dist/`` is served on 127.0.0.1 with ``Access-Control-Allow-Origin: *`` (as
a host of the element must); the pages holding the boards are served from
``localhost`` (another origin and another site) or from the dist origin
itself.  Checked: boards of the four games come alive from one worker; the
methods (play, goTo, flip, setPosition) and the events; view, play, puzzle
and lesson modes; a bad attribute says so in place, in the element's
language; nothing is stored and nothing is fetched outside dist/; the
fallback shows until the engine starts, which waits for a board in view;
an engine that cannot start is reported after the element's boot timeout."""

from __future__ import annotations

from servers import DIST, Server

JUNGLE_DEN = "l6/3R3/7/7/7/7/7/7/6L w - - 0 1"      # Green's Rat one step from the den
JUNGLE_PUZZLE = "l6/7/3R3/7/7/7/7/7/6L w - - 0 1"   # two steps: d7d8, a reply, d8d9
SHUURO = "12/8k3/12/8r3/12/12/12/6pp4/8R3/6p5/3PPPPP4/8K3 w - 1"


def head(dist_url, extra=""):
    return f"""<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Host</title>
<script type="module" src="{dist_url}embed.js"></script>
<script>
window.events = [];
for (const name of ["ready", "move", "end", "solved", "error"]) {{
  document.addEventListener(name, (e) => events.push([name, e.target.id, e.detail]));
}}
{extra}
</script>
<style>body {{ margin: 8px; font-family: Georgia, serif; color: #345; }}
.grid {{ display: grid; grid-template-columns: repeat(4, 300px); gap: 8px; align-items: start; }}
p, li {{ color: rgb(200, 0, 0); }} button {{ background: rgb(0, 200, 0); }}</style>
</head>"""


def four_games_page(dist_url):
    return head(dist_url) + f"""<body><div class="grid">
<game-board id="jungle" game="doushouqi" mode="play"></game-board>
<game-board id="shuuro" game="shuuro" position="{SHUURO}" moves="i4i6 i9i6"
  arrows="i6i1" highlight="i1"></game-board>
<game-board id="shakku" game="shakku" moves="first:red throw:X.II.III 1:o1" mode="view"></game-board>
<game-board id="shaturanga" game="shaturanga" options="dice=true" dice="die:5 die:2"
  mode="play" orientation="yellow"></game-board>
</div>
<game-board id="den" game="doushouqi" position="{JUNGLE_DEN}" mode="play"></game-board>
</body></html>"""


def wait_alive(page, *ids, timeout=90_000):
    page.wait_for_function(
        "ids => ids.every(id => document.getElementById(id)?.view)", arg=list(ids), timeout=timeout)


def shadow(page, id_, selector, what="textContent"):
    return page.evaluate("([id, sel, what]) => document.getElementById(id).shadowRoot.querySelector(sel)?.[what]",
                         [id_, selector, what])


def inked(page, id_):
    """The share of painted pixels of a board's canvas."""
    return page.evaluate("""id => {
        const c = document.getElementById(id).shadowRoot.querySelector("canvas");
        if (!c || !c.width) return 0;
        const data = c.getContext("2d").getImageData(0, 0, c.width, c.height).data;
        let n = 0;
        for (let i = 3; i < data.length; i += 4) if (data[i]) n++;
        return n / (data.length / 4);
    }""", id_)


def click_square(page, id_, square):
    point = page.evaluate("([id, sq]) => document.getElementById(id)._board.squareCenter(sq)", [id_, square])
    page.mouse.click(point["x"], point["y"])


def watch_requests(page):
    urls = []
    page.on("request", lambda request: urls.append(request.url))
    return urls


def assert_nothing_stored(page, context):
    assert context.cookies() == []
    stored = page.evaluate("""async () => ({
        cookie: document.cookie,
        local: localStorage.length,
        session: sessionStorage.length,
        databases: (await indexedDB.databases()).length,
        caches: (await caches.keys()).length,
    })""")
    assert stored == {"cookie": "", "local": 0, "session": 0, "databases": 0, "caches": 0}
    state = context.storage_state()
    assert state["cookies"] == [] and all(not o.get("localStorage") for o in state["origins"])


# ----------------------------------------------------------------------- tests


def test_four_games_on_another_site_share_one_worker(page, context, dist, host):
    url = host.page("four.html", four_games_page(dist.url))
    requests = watch_requests(page)
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.set_viewport_size({"width": 1300, "height": 900})
    page.goto(url)
    wait_alive(page, "jungle", "shuuro", "shakku", "shaturanga", "den")
    assert page.evaluate("Promise.all([...document.querySelectorAll('game-board')].map(b => b.ready)).then(l => l.length)") == 5
    assert len(page.workers) == 1
    assert page.workers[0].url.startswith("blob:")          # the cross-origin way
    for id_ in ("jungle", "shuuro", "shakku", "shaturanga"):
        assert inked(page, id_) > 0.5, id_
    ready = sorted(e[1] for e in page.evaluate("events") if e[0] == "ready")
    assert ready == ["den", "jungle", "shakku", "shaturanga", "shuuro"]
    # Each board shows its own game, position and moves.
    views = page.evaluate("""() => Object.fromEntries([...document.querySelectorAll('game-board')]
        .map(b => [b.id, {game: b.view.game, ply: b.ply, history: b.view.history, position: b.position}]))""")
    assert views["shuuro"]["history"] == ["i4i6", "i9i6"]
    assert views["shakku"]["history"][-1] == "1:o1"
    assert views["shaturanga"]["history"] == ["die:5", "die:2"]
    assert views["jungle"]["position"].startswith("l5t/1d3c1")
    # The Shuuro diagram steps back and forth; its marks are drawn at its first ply.
    assert shadow(page, "shuuro", ".marks path", "localName") == "path"
    assert shadow(page, "shuuro", ".counter") == "2 / 2"
    # Yellow's seat (west) at the bottom: a quarter turn.
    assert page.evaluate("document.getElementById('shaturanga')._board.turns") == 1
    # Nothing came from anywhere but the host page and dist/.
    outside = [u for u in requests if not u.startswith(dist.url) and u != url and not u.startswith("blob:")]
    assert outside == []
    assert any(u.endswith("pyodide.asm.wasm") for u in requests)
    # The link cannot be judged from another origin (its timings are blank):
    # the engine boots from the snapshot, and our wheel is not downloaded.
    timings = page.evaluate("url => import(url).then((m) => m.getEngine().timings)", dist.url + "js/engine.js")
    assert timings["path"] == "snapshot" and timings["link"] == {"rate": None, "latency": None}, timings
    assert not [u for u in requests if "/wheels/boardgames-" in u], requests
    assert_nothing_stored(page, context)
    # The page's styles stay out: the status keeps the element's ink, not the page's red.
    assert shadow(page, "jungle", ".status", "textContent")
    ink = page.evaluate("getComputedStyle(document.getElementById('jungle').shadowRoot.querySelector('.status')).color")
    assert ink != "rgb(200, 0, 0)"
    button = page.evaluate("getComputedStyle(document.getElementById('shuuro').shadowRoot.querySelector('[data-go=back]')).backgroundColor")
    assert button != "rgb(0, 200, 0)"
    assert errors == []


def test_play_goto_flip_set_position_and_events(page, dist, host):
    page.goto(host.page("four.html", four_games_page(dist.url)))
    wait_alive(page, "jungle", "den", "shuuro")
    # play(): true for a legal move, false for another; a move event each time it is played.
    assert page.evaluate("document.getElementById('jungle').play('g3g4')") is True
    assert page.evaluate("document.getElementById('jungle').play('g3g4')") is False
    assert page.evaluate("document.getElementById('jungle').play('a9a7')") is False
    assert shadow(page, "jungle", ".status.refused", "textContent")
    moves = [e for e in page.evaluate("events") if e[0] == "move"]
    assert [(e[1], e[2]["move"], e[2]["ply"]) for e in moves] == [("jungle", "g3g4", 1)]
    assert moves[0][2]["position"] == page.evaluate("document.getElementById('jungle').position")
    # A click on a piece then on a lit square plays it too.
    click_square(page, "jungle", "a7")
    assert page.evaluate("document.getElementById('jungle')._board.selected") == "a7"
    click_square(page, "jungle", "a6")
    page.wait_for_function("document.getElementById('jungle').ply === 2")
    # The end: into the den, once.
    assert page.evaluate("document.getElementById('den').play('d8d9')") is True
    ends = [e for e in page.evaluate("events") if e[0] == "end"]
    assert [(e[1], e[2]["winner"], e[2]["reason"]) for e in ends] == [("den", 0, "den")]
    assert "Green wins" in ends[0][2]["text"]
    assert page.evaluate("document.getElementById('den').play('g1g2')") is False
    # goTo() steps through the line, the controls and arrow keys too.
    assert page.evaluate("document.getElementById('shuuro').goTo(0)") is True
    assert page.evaluate("document.getElementById('shuuro').ply") == 0
    assert shadow(page, "shuuro", ".marks", "hidden") is True      # the marks belong to the last ply
    assert shadow(page, "shuuro", "[data-go=back]", "disabled") is True
    assert shadow(page, "shuuro", "[data-go=back]", "ariaLabel") == "Previous move"
    assert shadow(page, "shuuro", ".status", "role") == "status"
    assert "diagram, move 0 of 2" in shadow(page, "shuuro", ".stage", "ariaLabel")
    page.evaluate("document.getElementById('shuuro').shadowRoot.querySelector('[data-go=forward]').click()")
    page.wait_for_function("document.getElementById('shuuro').ply === 1")
    page.evaluate("document.getElementById('shuuro').shadowRoot.querySelector('.stage').focus()")
    page.keyboard.press("ArrowRight")
    page.wait_for_function("document.getElementById('shuuro').ply === 2")
    page.keyboard.press("Home")
    page.wait_for_function("document.getElementById('shuuro').ply === 0")
    page.keyboard.press("End")
    page.wait_for_function("document.getElementById('shuuro').ply === 2")
    # The move in words, as the app's list says it, never in notation.
    assert "Red: Rook i9–i6 takes Rook, check" in shadow(page, "shuuro", ".status")
    assert page.evaluate("document.getElementById('shuuro').goTo(99)") is True
    assert page.evaluate("document.getElementById('shuuro').ply") == 2
    # flip() turns the board; setPosition() shows another position, or says why not.
    assert page.evaluate("document.getElementById('jungle').flip()") == 2
    assert page.evaluate("document.getElementById('jungle').setPosition('not a position')") is False
    error = [e for e in page.evaluate("events") if e[0] == "error"][-1]
    assert error[1] == "jungle" and error[2]["code"] == "bad_position" and error[2]["message"]
    assert page.evaluate("document.getElementById('jungle').ply") == 2       # unchanged
    assert page.evaluate(f"document.getElementById('jungle').setPosition('{JUNGLE_DEN}')") is True
    assert page.evaluate("document.getElementById('jungle').position") == JUNGLE_DEN


def test_a_puzzle_refuses_a_wrong_move_with_the_hint_and_is_solved(page, dist, host):
    html = head(dist.url) + f"""<body>
<game-board id="puzzle" game="doushouqi" mode="puzzle" position="{JUNGLE_PUZZLE}"
  solution="d7d8 a9a8 d8d9" hint="The Rat walks straight to the den."></game-board>
</body></html>"""
    page.goto(host.page("puzzle.html", html))
    wait_alive(page, "puzzle")
    assert "Green to play" in shadow(page, "puzzle", ".status")
    assert page.evaluate("document.getElementById('puzzle').play('d7c7')") is False
    assert shadow(page, "puzzle", ".status") == "The Rat walks straight to the den."
    assert page.evaluate("document.getElementById('puzzle').ply") == 0
    # The right move by the board; the reply comes by itself.
    click_square(page, "puzzle", "d7")
    click_square(page, "puzzle", "d8")
    page.wait_for_function("document.getElementById('puzzle').ply === 2", timeout=10_000)
    assert page.evaluate("document.getElementById('puzzle').view.history") == ["d7d8", "a9a8"]
    assert "Red: Lion a9–a8. Your move." in shadow(page, "puzzle", ".status")
    assert page.evaluate("document.getElementById('puzzle').play('d8d9')") is True
    names = [e[0] for e in page.evaluate("events")]
    assert names.count("solved") == 1 and names.count("move") == 3
    assert shadow(page, "puzzle", ".status") == "Solved!"
    assert shadow(page, "puzzle", ".again-bar", "hidden") is False


def test_a_lesson_steps_through_and_ends_solved(page, dist, host):
    html = head(dist.url) + """<body>
<game-board id="lesson" game="doushouqi" mode="lesson">
  <ol class="steps">
    <li data-expect="g3g4">Walk the Rat forward.</li>
    <li data-moves="a7a6" data-expect="g4g5">Red answered. Walk on.</li>
    <li data-position="l6/7/3R3/7/7/7/7/7/6L w - - 0 1">Read this step.</li>
    <li data-position="l6/3R3/7/7/7/7/7/7/6L w - - 0 1" data-expect="d8d9">Into the den.</li>
  </ol>
</game-board>
</body></html>"""
    page.goto(host.page("lesson.html", html))
    # The steps list is the fallback until the board is alive.
    wait_alive(page, "lesson")
    lesson = "document.getElementById('lesson')"
    assert shadow(page, "lesson", ".step-text") == "Walk the Rat forward."
    assert shadow(page, "lesson", ".step-counter") == "Step 1 of 4"
    assert page.evaluate(f"{lesson}.play('a1a2')") is False
    assert shadow(page, "lesson", ".status") == "Not quite: try another move."
    assert page.evaluate(f"{lesson}.play('g3g4')") is True
    page.wait_for_function(f"{lesson}.shadowRoot.querySelector('.step-counter').textContent === 'Step 2 of 4'")
    assert page.evaluate(f"{lesson}.view.history") == ["g3g4", "a7a6"]
    # Back, then next again.
    page.evaluate(f"{lesson}.shadowRoot.querySelector('.previous-step').click()")
    page.wait_for_function(f"{lesson}.shadowRoot.querySelector('.step-text').textContent === 'Walk the Rat forward.'")
    page.evaluate(f"{lesson}.shadowRoot.querySelector('.next-step').click()")
    page.wait_for_function(f"{lesson}.shadowRoot.querySelector('.step-counter').textContent === 'Step 2 of 4'")
    assert page.evaluate(f"{lesson}.play('g4g5')") is True
    page.wait_for_function(f"{lesson}.shadowRoot.querySelector('.step-counter').textContent === 'Step 3 of 4'")
    assert page.evaluate(f"{lesson}.ply") == 0
    assert shadow(page, "lesson", ".status") == "Read, then press Next."
    page.evaluate(f"{lesson}.shadowRoot.querySelector('.next-step').click()")
    page.wait_for_function(f"{lesson}.shadowRoot.querySelector('.step-counter').textContent === 'Step 4 of 4'")
    assert [e[0] for e in page.evaluate("events")].count("solved") == 0
    assert page.evaluate(f"{lesson}.play('d8d9')") is True
    page.wait_for_function("events.some(e => e[0] === 'solved')")
    assert shadow(page, "lesson", ".status") == "Lesson complete. Well done!"


def test_a_bad_attribute_is_said_in_place_in_the_element_language(page, dist, host):
    html = head(dist.url) + """<body>
<game-board id="bad" game="doushouqi" position="nonsense" lang="fr"></game-board>
<div lang="fr"><game-board id="chess" game="chess"></game-board></div>
<game-board id="mode" game="shakku" mode="dance"></game-board>
<game-board id="good" game="doushouqi"></game-board>
</body></html>"""
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(host.page("bad.html", html))
    wait_alive(page, "good")
    page.wait_for_function("events.filter(e => e[0] === 'error').length === 3")
    said = {e[1]: e[2] for e in page.evaluate("events") if e[0] == "error"}
    assert said["bad"]["code"] == "bad_position" and said["bad"]["why"] == "doushouqi_fields"
    assert "Dou Shou Qi" in said["bad"]["message"] and "champs" in said["bad"]["message"]  # French
    assert shadow(page, "bad", ".message-text") == said["bad"]["message"]
    assert shadow(page, "bad", ".message", "hidden") is False
    assert said["chess"]["code"] == "unknown_game" and "chess" in said["chess"]["message"]
    assert "Aucun jeu" in said["chess"]["message"]
    assert said["mode"]["why"] == "mode" and "dance" in shadow(page, "mode", ".message-text")
    assert page.evaluate("document.getElementById('bad').ready.then(() => 'alive', e => e.message)") == said["bad"]["message"]
    assert page.evaluate("document.getElementById('bad').play('a3a4')") is False
    # Mended by a new attribute, it comes alive.
    page.evaluate("document.getElementById('mode').setAttribute('mode', 'view')")
    wait_alive(page, "mode")
    assert shadow(page, "mode", ".message", "hidden") is True
    assert errors == []


def test_fallback_first_and_no_engine_before_a_board_is_in_view(page, dist, host):
    html = head(dist.url) + """<body>
<p>A long page.</p>
<div style="height: 4000px"></div>
<game-board id="far" game="doushouqi" mode="view">
  <svg id="picture" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 70 90" width="280" height="360">
    <rect width="70" height="90" fill="#eadfbf"/></svg>
</game-board>
<div style="height: 4000px"></div>
<game-board id="farther" game="shakku"><p><a id="link" href="#rules">The rules</a></p></game-board>
</body></html>"""
    page.set_viewport_size({"width": 800, "height": 600})
    page.goto(host.page("far.html", html))
    page.wait_for_function("customElements.get('game-board') && document.getElementById('far').shadowRoot")
    page.wait_for_timeout(1500)
    assert page.workers == []
    # The fallback is what is drawn; the live board is not shown yet.
    far = "document.getElementById('far')"
    assert page.evaluate("document.getElementById('picture').getBoundingClientRect().height") == 360
    assert page.evaluate(f"{far}.shadowRoot.querySelector('slot').assignedElements()[0].id") == "picture"
    assert shadow(page, "far", ".stage", "offsetHeight") == 0
    assert page.evaluate(f"{far}.view") is None
    # A board focused (not scrolled to) wakes the engine; the other one still waits.
    page.evaluate("document.getElementById('link').focus({preventScroll: true})")
    page.wait_for_function("document.getElementById('farther').view", timeout=90_000)
    assert len(page.workers) == 1
    assert page.evaluate(f"{far}.view") is None
    page.evaluate(f"{far}.scrollIntoView()")
    page.wait_for_function(f"{far}.view", timeout=30_000)
    assert len(page.workers) == 1
    # Alive: the fallback is hidden on screen (kept for print), the canvas shown.
    assert page.evaluate("document.getElementById('picture').getBoundingClientRect().height") == 0
    assert inked(page, "far") > 0.5
    page.emulate_media(media="print")
    assert page.evaluate("document.getElementById('picture').getBoundingClientRect().height") > 0
    assert shadow(page, "far", ".stage", "offsetHeight") == 0
    page.emulate_media(media="screen")


def test_the_same_page_from_the_dist_origin_uses_the_plain_worker(page, context, dist):
    url = dist.page("host/four.html", four_games_page("../"))
    requests = watch_requests(page)
    page.set_viewport_size({"width": 1300, "height": 900})
    page.goto(url)
    wait_alive(page, "jungle", "shuuro", "shakku", "shaturanga", "den")
    assert len(page.workers) == 1
    assert page.workers[0].url == dist.url + "js/worker.js"
    assert page.evaluate("document.getElementById('jungle').play('g3g4')") is True
    assert all(u.startswith(dist.url) for u in requests)
    assert_nothing_stored(page, context)


def test_an_engine_that_cannot_start_is_reported_after_the_timeout(page, site, host):
    broken = Server(directory=DIST, cors=True, wasm_type="text/plain")
    try:
        html = head(broken.url, "customElements.whenDefined('game-board').then(() =>"
                                " { customElements.get('game-board').bootTimeout = 4000; });") + """<body>
<game-board id="stuck" game="doushouqi" mode="play"></game-board>
</body></html>"""
        page.goto(host.page("stuck.html", html))
        page.wait_for_function("events.some(e => e[0] === 'error')", timeout=30_000)
        error = [e for e in page.evaluate("events") if e[0] == "error"][0]
        assert error[2]["code"] in ("timeout", "engine")
        assert shadow(page, "stuck", ".message", "hidden") is False
        assert shadow(page, "stuck", ".retry", "hidden") is False
        assert shadow(page, "stuck", ".message-text") == error[2]["message"]
    finally:
        broken.close()
