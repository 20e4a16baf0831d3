"""The first frame, before any module of the page has run: in the page's
language, with its language menu, its game picker and the board's room
already as they will stay (nothing blank, nothing jumps), the game's start
drawn in it; and a touch on the board while the engine starts says that the
game is getting ready."""

from __future__ import annotations

import json
import re
import urllib.request

import pytest

from app_page import wait_ready

SIZES = {"desktop": {"width": 1366, "height": 768}, "phone": {"width": 390, "height": 844}}

LAYOUT = """() => {
    const rect = (el) => { const b = el.getBoundingClientRect(); return [Math.round(b.x), Math.round(b.y), Math.round(b.width), Math.round(b.height)]; };
    return {
        lang: document.documentElement.lang,
        menu: [...document.querySelectorAll('#lang option')].map(o => o.textContent),
        chosen: document.getElementById('lang').value,
        picker: [...document.querySelectorAll('#game-list .game-choice')].map(b => [b.dataset.game, b.textContent.trim(), rect(b)]),
        turn: document.querySelector('#turn .turn-text').textContent.trim(),
        board: rect(document.getElementById('board')),
        title: document.title,
        welcome: document.getElementById('welcome-title').textContent,
    };
}"""


@pytest.mark.parametrize("size", SIZES, ids=list(SIZES))
def test_the_first_frame_is_whole_and_does_not_jump(browser, site, size):
    first_context = browser.new_context(viewport=SIZES[size])
    page = first_context.new_page()
    page.route("**/js/app/main.js", lambda route: route.abort())       # no module runs
    page.goto(f"{site}index.html?lang=fr")
    page.wait_for_timeout(300)
    first = page.evaluate(LAYOUT)
    background = page.evaluate("getComputedStyle(document.getElementById('board')).backgroundImage")
    first_context.close()
    assert first["lang"] == "fr" and first["chosen"] == "fr" and first["title"] == "Jeux de plateau"
    assert first["welcome"] != "Welcome! How will you play?"     # the words below the header too
    assert first["menu"] == ["English", "Français"]
    assert [p[0] for p in first["picker"]] == ["doushouqi", "shakku", "shaturanga", "shuuro"]
    assert first["turn"]                                   # no empty status box
    assert "start/doushouqi.svg" in background             # the start position, drawn by the build

    context = browser.new_context(viewport=SIZES[size])
    page = context.new_page()
    page.goto(f"{site}index.html?lang=fr")
    wait_ready(page)
    page.wait_for_timeout(300)
    ready = page.evaluate(LAYOUT)
    context.close()
    assert ready["menu"] == first["menu"]
    assert ready["welcome"] == first["welcome"]
    assert [(p[0], p[1]) for p in ready["picker"]] == [(p[0], p[1]) for p in first["picker"]]
    for before, after in zip(first["picker"], ready["picker"]):
        assert before[2] == after[2], (before, after)       # the picker does not move
    assert all(abs(a - b) <= 2 for a, b in zip(first["board"], ready["board"])), (first["board"], ready["board"])


# Before every frame drawn while the page is read (an animation frame's
# callback runs just before its frame is drawn): what the header and the
# board look like in it.
WHILE_READ = """(() => {
    window.__frames = [];
    const look = () => {
        const top = document.querySelector("header.top");
        const board = document.getElementById("board");
        const b = board?.getBoundingClientRect();
        window.__frames.push({
            header: !!top && getComputedStyle(top).visibility !== "hidden",
            title: top?.querySelector("strong")?.textContent ?? null,
            menu: document.querySelectorAll("#lang option").length,
            picker: document.querySelectorAll("#game-list .game-choice").length,
            board: board && getComputedStyle(board).visibility !== "hidden"
                ? [Math.round(b.width), Math.round(b.height)] : null,
        });
        if (document.readyState === "loading") requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
})()"""


@pytest.mark.parametrize("size", SIZES, ids=list(SIZES))
def test_every_frame_drawn_while_the_page_is_read_is_whole(browser, site, size):
    """On a slow link the browser draws frames before the whole page is in:
    each one that shows the header shows it in the page's language with its
    menu and picker, and the board in its room as it will stay (each part
    is made as soon as it is read, index.html's boardgamesFirstFrame, and
    not drawn before)."""
    context = browser.new_context(viewport=SIZES[size])
    page = context.new_page()
    page.route("**/js/app/main.js", lambda route: route.abort())       # no module runs
    cdp = context.new_cdp_session(page)
    cdp.send("Network.enable")
    cdp.send("Network.emulateNetworkConditions", {"offline": False, "latency": 20,
             "downloadThroughput": 60_000, "uploadThroughput": 60_000})
    page.add_init_script(WHILE_READ)
    page.goto(f"{site}index.html?lang=fr")
    page.wait_for_function("document.readyState !== 'loading'")
    page.wait_for_timeout(300)
    frames = page.evaluate("window.__frames")
    final = page.evaluate("(() => { const b = document.getElementById('board').getBoundingClientRect();"
                          " return [Math.round(b.width), Math.round(b.height)]; })()")
    context.close()
    drawn = [frame for frame in frames if frame["header"]]
    assert drawn, frames                     # frames were drawn while the page was read
    for frame in drawn:
        assert frame["title"] == "Jeux de plateau" and frame["menu"] == 2 and frame["picker"] == 4, frame
        assert frame["board"] in (None, final), (frame, final)
    assert any(frame["board"] == final for frame in drawn) or len(drawn) == 1, drawn


def test_what_the_first_frame_draws_comes_first_in_the_page(site):
    """The header and the board's room are read before the side panel's
    stylesheets and the words of the rest of the page (the page's last
    script), so that on a slow link the first frame need not wait for them;
    the first script holds the header's words alone."""
    page = urllib.request.urlopen(site + "index.html").read().decode()
    room = page.index("boardgamesFirstFrame.room()")
    panels = page.index(".gp-buttons")                        # css/panels.css, inlined
    computer = page.index(".analysis-buttons")                # css/features.css, inlined
    rest = page.index("boardgamesFirstFrame.words({")
    assert room < min(panels, computer, rest) and panels < page.index('<aside class="panel"'), \
        (room, panels, computer, rest)
    assert room < 36_000, room                                # (52,500 with all of it in the head)
    first = json.loads(re.search(r"const FIRST = (\{.*?\});\n", page).group(1))
    header = page[page.index('<header class="top"'):page.index("</header>")]
    keys = set(re.findall(r'data-i18n(?:-[a-z-]+)?="([^"]+)"', header)) | {"app.title"}
    assert set(first["words"]["fr"]) == keys, set(first["words"]["fr"]) ^ keys
    more = json.loads(page[rest + len("boardgamesFirstFrame.words("):page.index(")</script>", rest)])
    assert more["fr"]["welcome.title"].startswith("Bienvenue")


def test_a_touch_while_the_engine_starts_says_the_game_is_getting_ready(page, site):
    # Pyodide never arrives: the engine stays starting.
    page.route("**/pyodide/pyodide.asm.wasm", lambda route: None)
    page.goto(f"{site}index.html?lang=en")
    page.wait_for_function("window.app && app.view && app.view.game === 'doushouqi'")
    assert page.locator("#getting-ready").is_hidden()
    box = page.locator("#board").bounding_box()
    page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] * 0.9)
    page.locator("#getting-ready").wait_for(state="visible")
    assert "getting ready" in page.locator("#getting-ready").inner_text()
    assert page.evaluate("document.documentElement.dataset.engine") == "loading"


def test_the_start_picture_comes_in_the_frame_after_the_first(browser, site):
    """A first visit: the board's room is in the first frame, and the start
    picture (an SVG, parsed, laid out and drawn before the frame that shows
    it) comes in the next, so that it does not hold back the page's first
    paint."""
    context = browser.new_context(viewport=SIZES["desktop"])
    page = context.new_page()
    # Runs before the page's own script: its frame callback comes after the
    # first script has set the first frame up, just before that frame is drawn.
    page.add_init_script("""document.addEventListener("DOMContentLoaded", () => requestAnimationFrame(() => {
        const board = document.getElementById("board");
        window.__firstFrame = { background: getComputedStyle(board).backgroundImage,
                                width: board.getBoundingClientRect().width };
    }));""")
    page.goto(f"{site}index.html?lang=en")
    page.wait_for_function("window.__firstFrame")
    first = page.evaluate("window.__firstFrame")
    page.wait_for_function("getComputedStyle(document.getElementById('board')).backgroundImage.includes('start/doushouqi.svg')"
                           " || !document.getElementById('last-board')")
    context.close()
    assert first["background"] == "none" and first["width"] > 200, first


def test_the_logo_is_drawn_in_the_page(page, site):
    """The header's logo is favicon.svg written into the page by the build: an
    <img> of an SVG file is a document of its own, fetched, parsed and laid
    out before the first frame that shows it."""
    pictures = []
    page.on("request", lambda request: pictures.append(request.url) if request.resource_type == "image" else None)
    page.goto(f"{site}index.html?lang=en")
    wait_ready(page)
    logo = page.evaluate("""(() => { const logo = document.querySelector('.brand .logo');
        return { tag: logo.localName, shapes: logo.querySelectorAll('rect, circle').length,
                 width: logo.getBoundingClientRect().width }; })()""")
    assert logo == {"tag": "svg", "shapes": 6, "width": 28}, logo
    assert not [url for url in pictures if url.endswith("/favicon.svg")], pictures
