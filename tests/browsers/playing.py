"""What the browser suite does in the app's page, through any ``Tab``
(drivers.py): wait for the engine, open a position, play a move by two
clicks (or taps) on the board, wait for it to land."""

from __future__ import annotations

READY = "() => document.documentElement.dataset.engine === 'ready' && !!window.app && !!app.view && !app.busy"

# One position per game where a person plays by clicks on the board at once
# (Shuuro past its shop, Shakku with its sticks thrown, Shaturanga without the die).
POSITIONS = {
    "doushouqi": "start",
    "shuuro": "12/8k3/12/8r3/12/12/12/6pp4/8R3/6p5/3PPPPP4/8K3 w - 1",
    "shakku": "B...R..bbbbbbbb/..B.B..K.BR.R2../rrrrrr...B..... r X.II.III - 0/0",
    "shaturanga": "4kR3/1yH2kSyB2/yR1yS5/3gB3dR/4gH3/1gE2yE1dS1/5gS1dE/3gR4 g AAAA nodice - 0",
}

# A move of the board the view offers that two clicks make: from a square
# to another, and no other move between the same two (no chooser).
PICK_MOVE = """(avoid) => {
    const moves = app.view.moves.filter(m => m.from && m.to && m.from !== m.to
        && !m.from.startsWith('@') && !avoid.includes(m.move));
    const move = moves.find(m => moves.filter(o => o.from === m.from && o.to === m.to).length === 1);
    return move ? {move: move.move, from: move.from, to: move.to, ply: app.view.ply} : null;
}"""

# The centre of a square after two frames (the board fitted again), and
# whether the board is what a click there hits.
CENTRE = """(square) => new Promise(done => requestAnimationFrame(() => requestAnimationFrame(() => {
    const c = app.squareCenter(square);
    done({x: c.x, y: c.y, hit: document.elementFromPoint(c.x, c.y)?.id || null});
})))"""


def wait_ready(tab, timeout=90):
    tab.wait_for(READY, timeout=timeout, what="the engine ready")


def open_app(tab, url, query="?lang=en"):
    tab.goto(url + "index.html" + query)
    wait_ready(tab)


def open_position(tab, game):
    """A game between two people on this device, from ``POSITIONS[game]``."""
    assert tab.evaluate("(game) => app.newGameWith(game, {}, {}, 1)", game)
    tab.wait_for("(game) => app.view.game === game && !app.busy", game, what=f"a new {game} game")
    if POSITIONS[game] != "start":
        assert tab.evaluate("(text) => app.importPosition(text)", POSITIONS[game]), game
    tab.wait_for("() => !app.busy && app.view.ply === 0", what="the position")


def press(tab, square, touch=False):
    point = tab.evaluate(CENTRE, square)
    assert point["hit"] == "board", (tab.browser, square, point)
    (tab.tap if touch else tab.click)(point["x"], point["y"])


def play_by_clicks(tab, touch=False, avoid=()):
    """One move picked from the view, made by two clicks (taps); waits for
    it to be in the game's history.  The move."""
    move = tab.evaluate(PICK_MOVE, list(avoid))
    assert move, f"{tab.browser}: no move to make by clicks"
    press(tab, move["from"], touch)
    tab.wait_for("(sq) => app.selected() === sq", move["from"],
                 what=f"{move['from']} picked ({move['move']})")
    press(tab, move["to"], touch)
    wait_ply(tab, move["ply"] + 1)
    history = tab.evaluate("() => app.view.history")
    assert history[move["ply"]] == move["move"], (tab.browser, move, history)
    return move["move"]


def wait_ply(tab, ply, timeout=30):
    tab.wait_for("(n) => app.view && app.view.ply >= n && !app.busy", ply, timeout=timeout,
                 what=f"ply {ply}")


def click_element(tab, selector, touch=False):
    """Click (tap) the middle of the element ``selector``, scrolled into view
    and still (the page may scroll by itself as a turn begins: the point is
    taken once the element has been shown and kept its place for three
    frames: a button the page shows as a turn begins, Shakku's Throw, may
    still be hidden when the ply is in)."""
    point = tab.evaluate("""(sel) => new Promise(done => {
        const el = document.querySelector(sel);
        if (!el) return done(null);
        el.scrollIntoView({block: 'center'});
        let last = '', still = 0, frames = 0;
        const look = () => {
            const r = el.getBoundingClientRect();
            const where = `${r.left},${r.top}`;
            still = r.width > 0 && r.height > 0 && where === last ? still + 1 : 0;
            last = where;
            if (still < 3 && ++frames < 120) return requestAnimationFrame(look);
            const x = r.left + r.width / 2, y = r.top + r.height / 2;
            done({x, y, hit: el.contains(document.elementFromPoint(x, y))});
        };
        requestAnimationFrame(look);
    })""", selector)
    assert point and point["hit"], (tab.browser, selector, point)
    (tab.tap if touch else tab.click)(point["x"], point["y"])
