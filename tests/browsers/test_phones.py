"""A phone in Chromium's and WebKit's hands (390 x 844): a short game of
every game played by taps alone, and at every turn the board wholly in
view, nothing wider than the screen, no control a finger could miss
(under 44 px).

Chromium emulates a phone (touch events, a mobile viewport); WebKitGTK has
no touch emulation behind WebDriver: its taps are WebDriver touch pointer
actions, which it delivers as mouse pointer events (pointerType "mouse"),
at the phone's size."""

from __future__ import annotations

import os

import pytest

from conftest import open_tab
from playing import CENTRE, PICK_MOVE, click_element, open_app, wait_ply

PHONE = (390, 844)

# Short games: a line from a position near the end, played by taps, that
# ends the game; in the dice games a few turns (throws tapped too).
ENDINGS = {
    "doushouqi": ("7/7/3L3/7/7/7/7/7/r6 w - - 0 1", "d7d8 a1a2 d8d9", "den"),
    "shuuro": ("k11/12/12/12/12/12/12/12/12/12/12/5K4RR w - 1", "l1l11 a12b12 k1k12", "checkmate"),
}
TURNS = {"shakku": 8, "shaturanga": 8}

LAYOUT = """() => {
    const b = document.getElementById('board').getBoundingClientRect();
    const small = [...document.querySelectorAll(
            'button, select, input, a.button, summary, [role=button], .game-choice')]
        .filter(el => {
            const r = el.getBoundingClientRect(), s = getComputedStyle(el);
            if (!r.width || !r.height || s.visibility === 'hidden' || el.closest('[hidden], dialog:not([open])')) return false;
            if (el.matches('input[type=checkbox], input[type=radio]')) {
                const label = el.closest('label')?.getBoundingClientRect();
                return !label || label.height < 44;
            }
            return r.height < 43.5 || r.width < 43.5;
        })
        .map(el => `${el.id || el.className || el.tagName} ${Math.round(el.getBoundingClientRect().width)}x${Math.round(el.getBoundingClientRect().height)}`);
    return {board: [b.left, b.top, b.right, b.bottom], width: innerWidth, height: innerHeight,
            wide: document.documentElement.scrollWidth - innerWidth, small};
}"""


@pytest.fixture(params=["chromium", "webkit"])
def phone(request, browsers, playwright):
    if request.param not in os.environ.get("BROWSERS", "firefox webkit chromium").split() + ["chromium"]:
        pytest.skip(f"{request.param} not in BROWSERS")
    opened = open_tab(browsers, playwright, request.param, viewport=PHONE, touch=True)
    yield opened
    opened.close()


def check_layout(tab, when):
    found = tab.evaluate(LAYOUT)
    left, top, right, bottom = found["board"]
    where = f"{tab.browser}, {when}: {found}"
    assert found["width"] <= 400, where                   # a phone's width, not a desktop's
    assert left >= -1 and right <= found["width"] + 1, where
    assert found["wide"] <= 1, where
    assert found["small"] == [], where
    # The board in view: scrolled there if the page had moved.
    if top < -1 or bottom > found["height"] + 1:
        raise AssertionError(f"the board is not in view: {where}")


def tap_square(tab, square):
    point = tab.evaluate(CENTRE, square)
    assert point["hit"] == "board", (tab.browser, square, point)
    tab.tap(point["x"], point["y"])


def tap_move(tab, move):
    """The move of the view called ``move`` (or any move by taps when None),
    played by two taps; a throw by a tap on the throw button."""
    if tab.evaluate("() => app.view.throw !== null && app.view.throw !== undefined"):
        ply = tab.wait_for("() => { const b = document.querySelector('#throw');"
                           " return b && !b.disabled && !app.busy && app.view.ply + 1; }",
                           what="the throw button") - 1
        click_element(tab, "#throw", touch=True)
        wait_ply(tab, ply + 1)
        return "throw"
    found = tab.evaluate(PICK_MOVE if move is None else
                         "(name) => app.view.moves.find(m => m.move === name) && "
                         "Object.assign({ply: app.view.ply}, app.view.moves.find(m => m.move === name))", [] if move is None else move)
    assert found, f"{tab.browser}: {move or 'a move'} cannot be played by taps: {tab.evaluate('() => app.view.moves')}"
    tap_square(tab, found["from"])
    tab.wait_for("(sq) => app.selected() === sq", found["from"], what=f"{found['from']} picked")
    tap_square(tab, found["to"])
    wait_ply(tab, found["ply"] + 1)
    return found["move"]


def new_game(tab, game, position):
    assert tab.evaluate("(game) => app.newGameWith(game, {}, {}, 1)", game)
    tab.wait_for("(game) => app.view.game === game && !app.busy", game, what=f"a new {game} game")
    if position:
        assert tab.evaluate("(text) => app.importPosition(text)", position)
        tab.wait_for("() => !app.busy && app.view.ply === 0", what="the position")


@pytest.mark.parametrize("game", ["doushouqi", "shuuro", "shakku", "shaturanga"])
def test_a_short_game_by_taps_on_a_phone(phone, fresh_site, game):
    open_app(phone, fresh_site.url, f"?lang=fr&game={game}")
    if game in ENDINGS:
        position, line, reason = ENDINGS[game]
        new_game(phone, game, position)
        for move in line.split():
            check_layout(phone, f"before {move}")
            tap_move(phone, move)
        result = phone.evaluate("() => app.view.result")
        assert result and result["reason"] == reason, (phone.browser, result)
    else:
        new_game(phone, game, None)
        for turn in range(TURNS[game]):
            check_layout(phone, f"turn {turn}")
            tap_move(phone, None)
    check_layout(phone, "at the end")
