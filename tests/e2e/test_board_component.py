"""The board component (js/board/) on a page of its own: no app, no engine.

A blank page of the site imports js/board/index.js and the four art modules
(js/games/<game>/art.js); each board is created from a view (the build's start
views in js/start-views.js, or views the rules compute here under CPython)
and its events are logged in the page.  Checked: it draws and follows its
element's size, a click on a piece then a lit square sends the move text, a
drag and the keyboard do too, several moves on one target go to onChoose, a
view-only board sends nothing, flip() and setTurns() turn it, destroy()
leaves nothing behind, and two boards on a page do not meet."""

from __future__ import annotations

import json

import pytest

from boardgames import api

GAMES = ["doushouqi", "shuuro", "shakku", "shaturanga"]

PAGE = """<!doctype html><html><head><meta charset="utf-8"></head>
<body style="margin:0; padding:8px; background:#fff">
<script type="module">
import { createBoard, isLong, ownerColours, ownerShape, seatTurns } from "./js/board/index.js";
import { art as doushouqi } from "./js/games/doushouqi/art.js";
import { art as shuuro } from "./js/games/shuuro/art.js";
import { art as shakku } from "./js/games/shakku/art.js";
import { art as shaturanga } from "./js/games/shaturanga/art.js";
import * as shuuroModule from "./js/games/shuuro/art.js";
import { START_VIEWS } from "./js/start-views.js";

window.shuuroModule = shuuroModule;
const ARTS = { doushouqi, shuuro, shakku, shaturanga };
window.START_VIEWS = START_VIEWS;
window.ARTS = ARTS;
window.helpers = { isLong, ownerColours, ownerShape, seatTurns };
window.boards = {};
window.events = {};

/** A board `id` in a box `width` px wide; view: a game id (its start view) or a view. */
window.make = (id, view, config = {}, { width = 420, canvas = false } = {}) => {
  const box = document.createElement("div");
  box.id = id;
  box.style.width = width + "px";
  box.style.marginBottom = "8px";
  document.body.append(box);
  let element = box;
  if (canvas) {
    element = document.createElement("canvas");
    element.id = id + "-canvas";
    box.append(element);
  }
  const log = events[id] = [];
  const board = createBoard(element, {
    art: (game) => ARTS[game],
    resize: true,
    onMove: (move) => log.push(["move", move]),
    onChoose: (moves) => log.push(["choose", moves.map((m) => m.move)]),
    onSelect: (from, info) => log.push(["select", from, info.by]),
    onCursor: (sq) => log.push(["cursor", sq]),
    ...config,
  });
  if (view) board.set(typeof view === "string" ? START_VIEWS[view] : view);
  boards[id] = board;
  return board.size;
};

/** The share of the canvas's pixels that are painted. */
window.inked = (canvas) => {
  if (!canvas.width || !canvas.height) return 0;
  const data = canvas.getContext("2d").getImageData(0, 0, canvas.width, canvas.height).data;
  let n = 0;
  for (let i = 3; i < data.length; i += 4) if (data[i]) n++;
  return n / (data.length / 4);
};

// Errors that are no exceptions (a ResizeObserver loop) are caught here.
window.errors = [];

/** A blank page again (between tests): every board destroyed. */
window.reset = () => {
  for (const board of Object.values(boards)) board.destroy();
  document.body.replaceChildren();
  window.boards = {};
  window.events = {};
  errors.length = 0;
  window.scrollTo(0, 0);
};
window.addEventListener("error", (e) => errors.push(String(e.message)));
window.ready = true;
</script></body></html>"""


def request(req):
    return json.loads(api.handle_json(json.dumps(req)))


def along(game, moves, **kw):
    """The views of one match along `moves` (the first: before any), computed
    by the rules under CPython; and the match."""
    answer = request({"op": "new", "game": game, **kw})
    match, views = answer["match"], [answer["view"]]
    for move in moves:
        answer = request({"op": "play", "match": match, "move": move})
        assert answer["ok"], answer
        views.append(answer["view"])
    return views, match


def played(game, moves, **kw):
    """The view after `moves`, and the match."""
    views, match = along(game, moves, **kw)
    return views[-1], match


@pytest.fixture(scope="module")
def views():
    """Views with moves on the board for every game (the start views of Shuuro
    and Shakku have none: a shop, a throw)."""
    shuuro_deploy, match = played("shuuro", ["preset", "done", "preset", "done"], seed=21)
    view = shuuro_deploy
    while view["panels"]["phase"] == "deploy":
        view = request({"op": "play", "match": match, "move": view["moves"][0]["move"]})["view"]
    shakku, _ = played("shakku", ["throw"], seed=1)
    return {"shuuro_deploy": shuuro_deploy, "shuuro": view, "shakku": shakku}


@pytest.fixture(scope="module")
def shared_page(browser, site):
    """One page for the module (a page each would cost a second a test)."""
    context = browser.new_context()
    page = context.new_page()
    page.route(site + "board-test.html", lambda route: route.fulfill(body=PAGE, content_type="text/html"))
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(site + "board-test.html")
    page.wait_for_function("window.ready === true")
    yield page, errors
    context.close()


@pytest.fixture
def board_page(shared_page):
    page, errors = shared_page
    page.evaluate("reset()")
    errors.clear()
    yield page
    assert not errors, errors
    assert page.evaluate("window.errors") == []


def start(page, game):
    return page.evaluate("g => START_VIEWS[g]", game)


def center(page, board, sq):
    """The square's centre in the viewport, scrolled into it first."""
    p = page.evaluate("""([b, sq]) => {
        let c = boards[b].squareCenter(sq);
        if (c && (c.y < 20 || c.y > innerHeight - 20)) {
            window.scrollBy(0, c.y - innerHeight / 2);
            c = boards[b].squareCenter(sq);
        }
        return c;
    }""", [board, sq])
    assert p, (board, sq)
    return p


def click(page, board, sq):
    p = center(page, board, sq)
    page.mouse.click(p["x"], p["y"])


def events(page, board, kind=None):
    log = page.evaluate("b => events[b]", board)
    return [e for e in log if kind is None or e[0] == kind]


def lit(view, frm):
    return sorted({m["to"] for m in view["moves"] if m["from"] == frm and m["to"]})


def a_move(view):
    """A move from a square to a square that no other move shares."""
    for m in view["moves"]:
        same = [n for n in view["moves"] if n["from"] == m["from"] and n["to"] == m["to"]]
        if m["from"] and m["to"] and len(same) == 1 and m["from"][0] != "@":
            return m
    raise AssertionError("no simple move")


@pytest.mark.parametrize("game", GAMES)
def test_each_start_view_draws_and_follows_its_element(board_page, game):
    page = board_page
    size = page.evaluate("g => make('b', g)", game)
    assert 0 < size["width"] <= 421 and size["height"] > 0
    assert page.evaluate("inked(boards.b.canvas)") > 0.5
    rect = page.evaluate("(() => { const r = boards.b.canvas.getBoundingClientRect(); return [r.width, r.height]; })()")
    assert rect == [size["width"], size["height"]]
    cell = size["width"] / (page.evaluate("boards.b.view.grid.width") + 0.76)
    assert size["width"] > 420 - 2 * cell
    # The element narrows: the board follows (a ResizeObserver).
    page.evaluate("document.getElementById('b').style.width = '260px'")
    page.wait_for_function("boards.b.size.width <= 261")
    assert page.evaluate("boards.b.canvas.getBoundingClientRect().width") == page.evaluate("boards.b.size.width")
    assert page.evaluate("inked(boards.b.canvas)") > 0.5
    assert page.evaluate("boards.b.canvas.parentElement.id") == "b"
    assert page.evaluate("boards.b.canvas.className") == "board-canvas"


@pytest.mark.parametrize("game", GAMES)
def test_a_click_on_a_piece_then_a_lit_square_sends_the_move(board_page, views, game):
    page = board_page
    view = views.get(game) or start(page, game)
    page.evaluate("v => make('b', v)", view)
    move = a_move(view)
    click(page, "b", move["from"])
    assert page.evaluate("boards.b.selected") == move["from"]
    assert page.evaluate("boards.b.targets") == lit(view, move["from"])
    assert events(page, "b", "select") == [["select", move["from"], "pointer"]]
    click(page, "b", move["to"])
    assert events(page, "b", "move") == [["move", move["move"]]]
    assert page.evaluate("boards.b.selected") is None
    assert page.evaluate("boards.b.targets") == []


def test_a_piece_in_hand_is_selected_by_the_host(board_page, views):
    page = board_page
    view = views["shuuro_deploy"]
    page.evaluate("v => make('b', v)", view)
    assert page.evaluate("boards.b.select('@Q')") is False      # no move from there
    assert page.evaluate("boards.b.select('@K')") is True
    assert page.evaluate("boards.b.targets") == lit(view, "@K")
    assert events(page, "b", "select") == [["select", "@K", "host"]]
    click(page, "b", "e1")
    assert events(page, "b", "move") == [["move", "K@e1"]]
    # select(null) lets go.
    page.evaluate("boards.b.select('@K')")
    page.evaluate("boards.b.select(null)")
    assert page.evaluate("boards.b.selected") is None


def test_shakku_dice_filter_and_upright_board(board_page, views):
    page = board_page
    view = views["shakku"]
    page.evaluate("v => make('b', v, {maxHeight: 700}, {width: 300})", view)
    size = page.evaluate("boards.b.size")
    assert size["height"] > 2 * size["width"]                     # the long board stands upright
    move = a_move(view)
    # A die no move uses: nothing to pick; the filter lifted, the move is there.
    page.evaluate("boards.b.setFilter(m => m.die === 99)")
    click(page, "b", move["from"])
    assert page.evaluate("boards.b.selected") is None
    page.evaluate("boards.b.setFilter(m => m.die === %d)" % move["die"])
    click(page, "b", move["from"])
    assert page.evaluate("boards.b.targets") == lit(view, move["from"])
    click(page, "b", move["to"])
    assert events(page, "b", "move") == [["move", move["move"]]]
    # Wide and short: lying down.
    page.evaluate("v => make('c', v, {}, {width: 600})", view)
    size = page.evaluate("boards.c.size")
    assert size["width"] > 3 * size["height"]


def test_drag_and_keyboard_send_moves(board_page):
    page = board_page
    page.evaluate("make('b', 'doushouqi')")
    a, b = center(page, "b", "a3"), center(page, "b", "a4")
    page.mouse.move(a["x"], a["y"])
    page.mouse.down()
    page.mouse.move((a["x"] + b["x"]) / 2, (a["y"] + b["y"]) / 2, steps=4)
    page.mouse.move(b["x"], b["y"], steps=4)
    page.mouse.up()
    assert events(page, "b", "move") == [["move", "a3a4"]]
    # A press moves the keyboard cursor too; the board plays nothing itself.
    assert page.evaluate("boards.b.cursor") == "a3"
    assert page.evaluate("boards.b.view.history") == []
    # The keyboard, on a fresh board: the cursor starts on the first piece that moves.
    page.evaluate("make('k', 'doushouqi')")
    page.evaluate("boards.k.canvas.focus()")
    assert page.evaluate("boards.k.cursor") == "a1"
    assert page.evaluate("boards.k.canvas.classList.contains('keyboard')") is True
    page.keyboard.press("Enter")
    assert page.evaluate("boards.k.selected") == "a1"
    assert events(page, "k", "select") == [["select", "a1", "keyboard"]]
    page.keyboard.press("ArrowUp")
    assert events(page, "k", "cursor") == [["cursor", "a2"]]
    page.keyboard.press("Escape")
    assert page.evaluate("boards.k.selected") is None
    page.keyboard.press("ArrowDown")
    page.keyboard.press("Enter")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("Enter")
    assert events(page, "k", "move") == [["move", "a1b1"]]


def test_several_moves_on_one_target_go_to_on_choose(board_page):
    page = board_page
    view = start(page, "doushouqi")
    view["moves"].append({"move": "a3a4=X", "from": "a3", "to": "a4", "capture": False})
    page.evaluate("v => make('b', v)", view)
    click(page, "b", "a3")
    click(page, "b", "a4")
    assert events(page, "b", "choose") == [["choose", ["a3a4", "a3a4=X"]]]
    assert events(page, "b", "move") == []
    # Without onChoose the first is played.
    page.evaluate("v => make('c', v, {onChoose: null})", view)
    click(page, "c", "a3")
    click(page, "c", "a4")
    assert events(page, "c", "move") == [["move", "a3a4"]]


def test_a_view_only_board_sends_nothing(board_page):
    page = board_page
    page.evaluate("make('v', 'doushouqi', {viewOnly: true})")
    assert page.evaluate("boards.v.canvas.tabIndex") == -1
    click(page, "v", "a3")
    assert page.evaluate("boards.v.selected") is None
    click(page, "v", "a4")
    page.evaluate("boards.v.canvas.focus()")
    page.keyboard.press("Enter")
    page.keyboard.press("ArrowUp")
    assert page.evaluate("boards.v.targets") == []
    # The host may still light a piece's targets (a diagram showing a move).
    assert page.evaluate("boards.v.select('a3')") is True
    assert page.evaluate("boards.v.targets") == ["a2", "a4", "b3"]
    click(page, "v", "a4")
    assert page.evaluate("boards.v.selected") == "a3"
    assert events(page, "v") == []
    # The art given directly (not a function of the game id), as its module or
    # its object, works too; without coordinates the frame is bare.
    page.evaluate("make('w', 'shuuro', {viewOnly: true, art: shuuroModule})")
    page.evaluate("make('x', 'shuuro', {viewOnly: true, art: ARTS.shuuro, coordinates: false})")
    assert page.evaluate("inked(boards.w.canvas)") > 0.5
    assert page.evaluate("boards.w.size") == page.evaluate("boards.x.size")
    assert page.evaluate("boards.w.canvas.toDataURL() !== boards.x.canvas.toDataURL()")


def test_the_config_filter_holds_for_every_view_and_set_filter_narrows_it(board_page):
    page = board_page
    page.evaluate("make('b', 'doushouqi', {filter: (m) => m.from !== 'c3'})")
    click(page, "b", "c3")
    assert page.evaluate("boards.b.selected") is None
    page.evaluate("boards.b.setFilter((m) => m.to !== 'a2')")
    click(page, "b", "a3")
    assert page.evaluate("boards.b.targets") == ["a4", "b3"]
    page.evaluate("boards.b.setFilter((m) => m.from === 'c3')")     # narrows: c3 stays out
    assert page.evaluate("boards.b.selected") is None
    assert page.evaluate("boards.b.select('c3')") is False
    page.evaluate("boards.b.setFilter(null)")
    assert page.evaluate("boards.b.select('a3')") is True
    assert page.evaluate("boards.b.targets") == ["a2", "a4", "b3"]
    # A new view: setFilter's filter goes, the config's stays.
    page.evaluate("boards.b.setFilter((m) => false)")
    page.evaluate("boards.b.set(START_VIEWS.doushouqi)")
    assert page.evaluate("boards.b.select('c3')") is False
    assert page.evaluate("boards.b.select('a3')") is True


def test_a_disabled_board_lights_nothing_until_enabled(board_page):
    page = board_page
    page.evaluate("make('b', 'doushouqi', {enabled: false})")
    click(page, "b", "a3")
    assert page.evaluate("boards.b.selected") is None
    assert page.evaluate("boards.b.select('a3')") is False
    page.evaluate("boards.b.setEnabled(true)")
    click(page, "b", "a3")
    assert page.evaluate("boards.b.selected") == "a3"
    page.evaluate("boards.b.setEnabled(false)")
    assert page.evaluate("boards.b.selected") is None
    click(page, "b", "a4")
    assert events(page, "b", "move") == []


def test_flip_and_set_turns_turn_the_board(board_page):
    page = board_page
    page.evaluate("make('b', 'doushouqi')")
    before = page.evaluate("boards.b.canvas.toDataURL()")
    low, high = center(page, "b", "a1"), center(page, "b", "a9")
    assert low["y"] > high["y"]
    assert page.evaluate("boards.b.flip()") == 2
    assert page.evaluate("boards.b.turns") == 2
    assert page.evaluate("boards.b.canvas.toDataURL()") != before
    low, high, right = center(page, "b", "a1"), center(page, "b", "a9"), center(page, "b", "g1")
    assert low["y"] < high["y"] and low["x"] > right["x"]
    # Clicks follow the turned board.
    click(page, "b", "a3")
    click(page, "b", "a4")
    assert events(page, "b", "move") == [["move", "a3a4"]]
    assert page.evaluate("boards.b.flip()") == 0
    # Four seats: a flip is a quarter turn; setTurns takes any quarter turn.
    page.evaluate("make('s', 'shaturanga')")
    assert [page.evaluate("boards.s.flip()") for _ in range(4)] == [1, 2, 3, 0]
    page.evaluate("boards.s.setTurns(3)")
    a1, h1 = center(page, "s", "a1"), center(page, "s", "h1")
    assert abs(a1["x"] - h1["x"]) < 1 and a1["y"] < h1["y"]      # the h-file at the bottom, rank 1 on the left
    page.evaluate("boards.s.setTurns(-1)")
    assert page.evaluate("boards.s.turns") == 3
    # A long board turns by half turns.
    page.evaluate("make('k', 'shakku')")
    assert page.evaluate("boards.k.flip()") == 2
    assert page.evaluate("helpers.seatTurns(START_VIEWS.shaturanga, 1)") == 1


def test_destroy_leaves_nothing_behind(board_page):
    page = board_page
    page.evaluate("make('b', 'doushouqi')")
    page.evaluate("window.kept = boards.b.canvas; boards.b.destroy()")
    assert page.evaluate("document.querySelector('#b canvas')") is None
    assert page.evaluate("boards.b.destroyed") is True
    # Its canvas put back by hand hears nothing any more.
    page.evaluate("document.getElementById('b').append(kept)")
    rect = page.evaluate("(() => { const r = kept.getBoundingClientRect(); return {x: r.x, y: r.y}; })()")
    page.mouse.click(rect["x"] + 60, rect["y"] + 150)
    page.evaluate("kept.focus()")
    page.keyboard.press("Enter")
    # The box resized: no observer any more.
    width = page.evaluate("kept.style.width")
    page.evaluate("document.getElementById('b').style.width = '200px'")
    page.evaluate("() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")
    assert page.evaluate("kept.style.width") == width
    assert events(page, "b") == []
    # A canvas the host gave stays, cleared and deaf.
    page.evaluate("make('c', 'shaturanga', {}, {canvas: true})")
    assert page.evaluate("boards.c.canvas.id") == "c-canvas"
    assert page.evaluate("boards.c.canvas.tabIndex") == -1       # the host's canvas: its own tabindex
    page.evaluate("boards.c.destroy()")
    assert page.evaluate("document.getElementById('c-canvas') !== null")
    assert page.evaluate("inked(document.getElementById('c-canvas'))") == 0
    p = page.evaluate("(() => { const r = document.getElementById('c-canvas').getBoundingClientRect(); return {x: r.x, y: r.y}; })()")
    page.mouse.click(p["x"] + 40, p["y"] + 40)
    assert events(page, "c") == []


def test_two_boards_on_a_page_are_independent(board_page):
    page = board_page
    page.evaluate("make('a', 'doushouqi')")
    page.evaluate("make('b', 'doushouqi')")
    page.evaluate("boards.b.flip()")
    assert page.evaluate("[boards.a.turns, boards.b.turns]") == [0, 2]
    click(page, "a", "a3")
    assert page.evaluate("[boards.a.selected, boards.b.selected]") == ["a3", None]
    click(page, "b", "c3")
    assert page.evaluate("[boards.a.selected, boards.b.selected]") == ["a3", "c3"]
    click(page, "b", "d3")
    click(page, "a", "a4")
    assert events(page, "a", "move") == [["move", "a3a4"]]
    assert events(page, "b", "move") == [["move", "c3d3"]]
    # A new view on one leaves the other alone; destroying one too.
    view = start(page, "shaturanga")
    page.evaluate("v => boards.a.set(v)", view)
    assert page.evaluate("boards.b.view.game") == "doushouqi"
    page.evaluate("boards.a.destroy()")
    click(page, "b", "a3")
    assert page.evaluate("boards.b.targets") == ["a2", "a4", "b3"]


def test_an_animated_view_settles(board_page, views):
    page = board_page
    view = start(page, "doushouqi")
    page.evaluate("v => make('b', v)", view)
    after, _ = played("doushouqi", ["a3a4"])
    assert page.evaluate("v => { boards.b.set(v, {animate: true}); return boards.b.settling; }", after) is True
    page.wait_for_function("!boards.b.settling", timeout=5_000)
    # Shuuro's plinths grow in one by one.
    shop, _ = along("shuuro", ["preset", "done", "preset", "done"], seed=21)
    assert not any(t["kind"] == "plinth" for t in shop[-2]["terrain"])
    page.evaluate("v => make('s', v)", shop[-2])
    assert page.evaluate("v => { boards.s.set(v, {animate: true}); return boards.s.settling; }", shop[-1]) is True
    # A view set without animation stops them.
    assert page.evaluate("v => { boards.s.set(v); return boards.s.settling; }", shop[-1]) is False
    # With animate: false in the config, never.
    page.evaluate("v => make('n', v, {animate: false})", view)
    assert page.evaluate("v => { boards.n.set(v, {animate: true}); return boards.n.settling; }", after) is False


def test_helpers_of_the_page(board_page):
    page = board_page
    assert page.evaluate("helpers.ownerColours(START_VIEWS.doushouqi, 1).fill") == "#cf3f36"
    assert page.evaluate("[0, 1, 2, 3].map(helpers.ownerShape)") == ["circle", "squircle", "diamond", "hexagon"]
    assert page.evaluate("helpers.isLong(START_VIEWS.shakku.grid)") is True
    assert page.evaluate("helpers.isLong(START_VIEWS.shuuro.grid)") is False
