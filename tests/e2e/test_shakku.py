"""Shakku in headless Chromium: whole games thrown and played by clicks on the
panel's sticks and the canvas, checked against the rules package running
under CPython (``boardgames.api.Api``, the same seed: the same throws).

The games follow a fixed policy (``choose``: a capture or a King taken
first, then a waiting pawn back on the board, then the most advanced pawn),
which ends them quickly (83 and 90 plies); the seeds were picked offline so
that the games capture, take, take back and move the King, pass turns for
each of the three reasons and, on the short board with moving stacks, ask
which of two moves (the stack or its top pawn) is meant.  Waiting pawns
(rare in games this short) are played from positions.

One page serves the whole file (Pyodide starts once); each test starts its
own game with ``app.newGame`` and a seed.
"""

from __future__ import annotations

import pytest

from boardgames.api import Api
from boardgames.games.shakku import Shakku
from boardgames.games.shakku.board import GEOMETRY
from app_page import click, dismiss_notices, open_app, settle, wait_ply, wait_ready

# 15 points: Red starts, takes the King twice, 83 plies, Blue blocked.
LONG_SEED = 1
# 10 points, moving stacks: 90 plies, three stack/pawn choosers, Red blocked.
SHORT_SEED = 101
SHORT_OPTIONS = {"board": 10, "moving_stacks": True}
# The first throw of the game: three blanks (seed 16, Red), no X (seed 5, Red).
BLANK_SEED = 16
NO_X_SEED = 5
# Red's pawn on n3, two points before the end of its course, with inactive
# pawns left: the II and the III both send it to wait beside a1.
TWO_WAYS_TO_WAIT = ".............R./..B....K......./rrrrr.......... r II.III.- - 0/0"
# Red has no inactive pawn left, one pawn waiting and one on a1.
ONE_WAITING = ".....bbbbbbbbbb/.......K......./R.............. r X.III.- - 1/0"

SNAPSHOT = """() => ({
    view: (({moves, throw: thrower, to_move, result, ply, panels, players, options, history}) =>
           ({moves, throw: thrower, to_move, result, ply, panels, players, options,
             last: history.at(-1)}))(app.view),
    selected: app.selected(),
    highlighted: app.highlighted(),
    sticks: [...document.querySelectorAll('#sticks .stick')].map(b => ({
        value: Number(b.dataset.value), used: b.dataset.used === 'true',
        disabled: b.disabled, pressed: b.getAttribute('aria-pressed') === 'true'})),
    passed: document.querySelector('#passed')?.textContent ?? null,
    throwButton: document.querySelector('#throw') !== null,
})"""


# ---------------------------------------------------------------- helpers

def lit(page):
    """The selected origin, the points lit from it, the dice shown picked."""
    return page.evaluate("[app.selected(), app.highlighted(), "
                         "[...document.querySelectorAll('#sticks .stick[aria-pressed=true]')]"
                         ".map(b => Number(b.dataset.value))]")


def new_shakku(page, seed, **options):
    assert page.evaluate("([o, s]) => app.newGame('shakku', o, s)", [options, seed])
    wait_ply(page, 1)          # who starts is drawn at once
    view = page.evaluate("app.view")
    assert view["game"] == "shakku" and view["seed"] == seed
    return view


def rules_match(moves, seed, **options):
    """The same game under CPython: ``moves`` are the player's (throws: ``"throw"``)."""
    api = Api()
    answer = api.handle({"op": "new", "game": "shakku", "options": options, "seed": seed})
    assert answer["ok"], answer
    match = answer["match"]
    view = answer["view"]
    for move in moves:
        answer = api.handle({"op": "play", "match": match, "move": move})
        assert answer["ok"], (move, answer)
        view = answer["view"]
    return view


def course_step(view, side, square):
    geo = GEOMETRY[view["options"]["board"]]
    return geo.step[side][geo.index[square]]


def choose(view):
    """The policy: a capture, the King taken, a waiting pawn back, then the
    most advanced pawn (a whole stack before its top pawn), the biggest die."""
    side = view["to_move"]

    def key(m):
        advance = course_step(view, side, m["from"]) if m["kind"] in ("pawn", "stack") else -2
        return (m["capture"], m["takes_king"], m["kind"] == "reenter", advance,
                m["kind"] == "stack", m["die"], m["move"])
    return max(view["moves"], key=key)


def targets(view, origin, die=None):
    """The points the board must light from ``origin`` (with the die picked)."""
    return sorted({m["to"] for m in view["moves"]
                   if m["from"] == origin and (die is None or m["die"] == die)})


def pick_die(page, value, by_key):
    """Pick a die in the panel (a click on its stick, or its number key); the
    handlers run during the click, so the next ``lit`` sees the die picked."""
    if by_key:
        page.keyboard.press(str(value))
    else:
        page.locator(f'#sticks .stick[data-value="{value}"]:not([disabled])').first.click()


def pressed(view, die):
    """The sticks shown pressed when ``die`` is picked (every unused one of that value)."""
    if die is None:
        return []
    dice = view["panels"]["dice"]
    return [v for v, used in zip(dice["values"], dice["used"]) if v == die and not used]


def check_panel(snap):
    """The sticks show the dice of the view; a passed turn is said."""
    view = snap["view"]
    dice = view["panels"]["dice"]
    if dice is None:
        assert snap["sticks"] == []
    else:
        assert [s["value"] for s in snap["sticks"]] == dice["values"]
        assert [s["used"] for s in snap["sticks"]] == dice["used"]
        playable = {m["die"] for m in view["moves"]}
        assert [not s["disabled"] for s in snap["sticks"]] == \
            [not used and value in playable for value, used in zip(dice["values"], dice["used"])]
    passed = view["panels"]["passed"]
    if passed is None:
        assert snap["passed"] is None
    else:
        name = view["players"][passed["player"]].capitalize()
        assert snap["passed"] and name in snap["passed"], (snap["passed"], passed)
    assert snap["throwButton"] == (view["throw"] is not None and view["result"] is None)


def play_move_by_clicks(page, snap, move, style, counts):
    """One move through the page, in one of four ways:

    0. the piece, then a lit point;
    1. a stick in the panel, then the piece, then a lit point;
    2. the die's number key, then the piece, then a lit point;
    3. the piece, then its die (the lit points shrink to that die's), then a lit point.

    Before each click on a target the lit points are checked against the
    view's moves; a re-entry starts from the waiting pawns' chip."""
    view = snap["view"]
    origin, to, die = move["from"], move["to"], move["die"]
    picked = None
    if style in (1, 2):
        pick_die(page, die, by_key=style == 2)
        picked = die
    if origin == "@W":
        chip = page.locator('#game-panel .hand-chip[data-from="@W"]')
        chip.click()
        assert chip.get_attribute("aria-pressed") == "true"
        counts["chip"] += 1
    else:
        assert page.evaluate("app.selected()") is None   # nothing picked by itself
        click(page, origin)
    assert lit(page) == [origin, targets(view, origin, picked), pressed(view, picked)], \
        (move, style)
    if style == 3:
        pick_die(page, die, by_key=counts["moves"] % 2 == 0)
        picked = die
        assert lit(page) == [origin, targets(view, origin, picked), pressed(view, die)], \
            (move, style)
    same = sorted(m["move"] for m in view["moves"] if m["from"] == origin and m["to"] == to
                  and (picked is None or m["die"] == picked))
    click(page, to, settle=style == 3)
    if len(same) > 1:
        dialog = page.locator("#choose-dialog")
        dialog.wait_for(state="visible", timeout=10_000)
        offered = dialog.locator("button.choice").evaluate_all("bs => bs.map(b => b.dataset.move)")
        assert sorted(offered) == same
        dialog.locator(f'button.choice[data-move="{move["move"]}"]').click()
        counts["chooser"] += 1
    counts["moves"] += 1


def play_game_by_clicks(page, max_plies):
    """Throw and play a whole game by clicks (and a few keys); returns the
    player's moves (throws as ``"throw"``) and what happened on the way."""
    played = []
    counts = {"moves": 0, "throws": 0, "chip": 0, "escape": 0, "chooser": 0,
              "passed": set(), "captures": 0, "king": 0}
    while True:
        snap = page.evaluate(SNAPSHOT)
        view = snap["view"]
        check_panel(snap)
        if played:
            assert view["last"].startswith("throw:" if played[-1] == "throw" else played[-1])
        if view["panels"]["passed"]:
            counts["passed"].add(view["panels"]["passed"]["reason"])
        if view["result"] is not None:
            break
        assert view["ply"] < max_plies, "the game lasts longer than planned"
        if view["throw"] is not None:
            assert view["to_move"] == -1 and view["moves"] == []
            if counts["throws"] % 2:
                page.keyboard.press("t")
            else:
                page.click("#throw")
            counts["throws"] += 1
            played.append("throw")
        else:
            assert view["to_move"] in (0, 1) and view["moves"]
            move = choose(view)
            counts["captures"] += move["capture"]
            counts["king"] += move["takes_king"]
            play_move_by_clicks(page, snap, move, counts["moves"] % 4, counts)
            played.append(move["move"])
        wait_ply(page, view["ply"] + 1)
    return played, counts


def finish_checks(page, played, seed, options):
    """The end: the same as the same throws and moves under CPython, said on the page."""
    view = page.evaluate("app.view")
    rules = rules_match(played, seed, **options)
    assert view["history"] == rules["history"]
    assert view["position"] == rules["position"]
    assert view["result"] == rules["result"] and view["result"] is not None
    assert view["moves"] == [] and view["throw"] is None
    winner = view["players"][view["result"]["winner"]].capitalize()
    text = page.locator("#result").inner_text()
    assert page.locator("#result").is_visible()
    assert f"{winner} wins" in text
    reason = {"blocked": "blocked", "no_pieces": "no pieces left"}[view["result"]["reason"]]
    assert reason in text
    assert page.locator("#throw").count() == 0
    # After the end nothing lights up.
    pawn = next(p["sq"] for p in view["pieces"] if p["kind"] == "pawn")
    click(page, pawn)
    assert page.evaluate("app.highlighted()") == []
    return view


@pytest.fixture(scope="module")
def shakku_page(browser, site):
    """One page for the file: Pyodide starts once; each test starts its own game."""
    context = browser.new_context(viewport={"width": 1280, "height": 720})
    page = context.new_page()
    open_app(page, site)
    yield page
    context.close()


@pytest.fixture
def app(shakku_page):
    page = shakku_page
    if page.evaluate("document.querySelector('dialog[open]') !== null"):
        page.keyboard.press("Escape")
    dismiss_notices(page)
    return page


# ---------------------------------------------------------------- tests

def test_a_whole_game_on_the_15_point_board_by_clicks(app):
    """Red and Blue throw with the button (and T), play every die by the
    stick, the number key or the point, the lit points always those of the
    engine's moves; the game ends as the same throws and moves end under
    CPython, with the same position."""
    page = app
    view = new_shakku(page, LONG_SEED)
    assert view["options"] == {"board": 15, "moving_stacks": False}
    assert view["history"] == ["first:red"]
    assert view["to_move"] == -1 and view["throw"] == 0
    assert view["grid"]["width"] == 15 and view["grid"]["height"] == 3
    played, counts = play_game_by_clicks(page, max_plies=120)
    view = finish_checks(page, played, LONG_SEED, {})
    assert view["result"] == {"winner": 0, "reason": "blocked"}
    assert counts["captures"] >= 5 and counts["king"] >= 2
    assert "dice_left" in counts["passed"]
    assert page.evaluate("app.view.panels.king_owner") is not None


def test_a_whole_game_on_the_short_board_with_moving_stacks(app):
    """10 points and moving stacks: whole stacks move, and a click on a point
    two moves share (the whole stack or its top pawn) opens the chooser, which
    offers exactly those two; the end agrees with CPython."""
    page = app
    view = new_shakku(page, SHORT_SEED, **SHORT_OPTIONS)
    assert view["options"] == SHORT_OPTIONS
    assert view["grid"]["width"] == 10
    assert {"sq": "e2", "kind": "king_start"} in view["terrain"]
    played, counts = play_game_by_clicks(page, max_plies=110)
    view = finish_checks(page, played, SHORT_SEED, SHORT_OPTIONS)
    assert view["result"] == {"winner": 1, "reason": "blocked"}
    assert counts["chooser"] >= 3, counts
    assert sum(m.endswith("*") for m in played) >= 3
    assert counts["king"] >= 2 and {"no_move", "dice_left", "blank"} <= counts["passed"]


def test_a_passed_turn_is_announced(app):
    """Three blanks, or no X while every pawn is inactive: the turn passes at
    once, the panel says why, and the other player is to throw."""
    page = app
    for seed, throw, reason, words in (
            (BLANK_SEED, "throw:-.-.-", "blank", "threw three blanks"),
            (NO_X_SEED, "throw:II.-.-", "no_move", "can play none of the dice (II)")):
        view = new_shakku(page, seed)
        assert view["history"] == ["first:red"] and view["throw"] == 0
        assert "Red" in page.locator("#turn").inner_text()
        page.click("#throw")
        wait_ply(page, 2)
        view = page.evaluate("app.view")
        assert view["history"] == ["first:red", throw]
        assert view["panels"]["passed"]["reason"] == reason
        assert view["throw"] == 1 and view["to_move"] == -1 and view["moves"] == []
        passed = page.locator("#passed")
        assert passed.is_visible()
        assert f"Red {words}" in passed.inner_text()
        assert "Throw the sticks (Blue)" in page.locator("#throw").inner_text()
        assert "Blue" in page.locator("#turn").inner_text()
        assert view == {**rules_match(["throw"], seed), "match": view["match"]}
        # Blue throws: the panel still matches the view (the notice is kept
        # until a die is played).
        page.keyboard.press("t")
        wait_ply(page, 3)
        check_panel(page.evaluate(SNAPSHOT))


def sticks(page):
    return page.evaluate("[...document.querySelectorAll('#sticks .stick')]"
                         ".map(b => [b.dataset.value, b.dataset.used])")


def test_undo_never_rethrows_and_the_saved_game_survives_a_reload(app):
    """A die played and taken back shows the same sticks; taking back the
    throw (one undo) and the move before it (another), then throwing again,
    gives the same sticks (the seed and the ply draw them); redo replays; a
    reload restores the game."""
    page = app
    new_shakku(page, LONG_SEED)
    page.click("#throw")
    wait_ply(page, 2)
    thrown = sticks(page)
    before = page.evaluate("app.view")
    assert before["panels"]["dice"] and before["moves"]
    move = choose(before)
    counts = {"moves": 1, "chip": 0, "escape": 0, "chooser": 0}
    play_move_by_clicks(page, page.evaluate(SNAPSHOT), move, 1, counts)
    wait_ply(page, 3)
    after = page.evaluate("app.view")
    assert sticks(page) != thrown
    page.click("#undo")
    wait_ply(page, 2)
    assert sticks(page) == thrown
    assert page.evaluate("app.view.position") == before["position"]
    assert page.evaluate("app.view.can_redo") is True
    page.click("#redo")
    wait_ply(page, 3)
    assert page.evaluate("app.view.position") == after["position"]
    assert page.evaluate("app.view.history") == after["history"]
    # Play on to the next throw, take the turn back, throw again: the same dice.
    while page.evaluate("app.view.throw") is None:
        view = page.evaluate("app.view")
        assert page.evaluate("m => app.play(m)", choose(view)["move"])
        wait_ply(page, view["ply"] + 1)
    ply = page.evaluate("app.view.ply")
    page.keyboard.press("t")
    wait_ply(page, ply + 1)
    second = page.evaluate("app.view")
    rethrown = sticks(page)
    page.keyboard.press("u")
    wait_ply(page, ply)                      # the throw: one action of a player
    page.keyboard.press("u")
    wait_ply(page, ply - 1)                  # then the move before it
    assert page.evaluate("app.view.can_redo") is True
    while page.evaluate("app.view.ply") < ply:
        view = page.evaluate("app.view")
        move = "throw" if view["throw"] is not None else choose(view)["move"]
        assert page.evaluate("m => app.play(m)", move)
        wait_ply(page, view["ply"] + 1)
    assert page.evaluate("app.view.throw") is not None
    page.click("#throw")
    wait_ply(page, ply + 1)
    assert page.evaluate("app.view.history") == second["history"]
    assert sticks(page) == rethrown
    # A reload: the saved game, its dice and its history come back.
    saved = page.evaluate("app.view")
    page.reload()
    wait_ready(page)
    wait_ply(page, saved["ply"])
    view = page.evaluate("app.view")
    assert view["history"] == saved["history"]
    assert view["position"] == saved["position"]
    assert view["seed"] == LONG_SEED
    assert sticks(page) == rethrown
    assert view == {**rules_match([m if not m.startswith("throw:") else "throw"
                                   for m in saved["history"][1:]], LONG_SEED),
                    "match": view["match"]}


def test_a_record_round_trip(app):
    """The record names the game, its options and seed and every throw; read
    back, it gives the same position, history and dice."""
    page = app
    new_shakku(page, SHORT_SEED, **SHORT_OPTIONS)
    for _ in range(25):
        view = page.evaluate("app.view")
        move = "throw" if view["throw"] is not None else choose(view)["move"]
        assert page.evaluate("m => app.play(m)", move)
        wait_ply(page, view["ply"] + 1)
    view = page.evaluate("app.view")
    record = page.evaluate("app.record()")
    assert '[Game "shakku"]' in record
    assert f'[Seed "{SHORT_SEED}"]' in record
    assert '[Option "board=10"]' in record and '[Option "moving_stacks=true"]' in record
    throws = [m for m in view["history"] if m.startswith("throw:")]
    assert throws and all(t in record for t in throws)
    new_shakku(page, BLANK_SEED)
    assert page.evaluate("app.view.position") != view["position"]
    assert page.evaluate("t => app.importRecord(t)", record) is True
    wait_ply(page, view["ply"])
    assert "Game imported" in page.locator("#notice").inner_text()
    dismiss_notices(page)
    again = page.evaluate("app.view")
    assert again["position"] == view["position"]
    assert again["history"] == view["history"]
    assert again["options"] == SHORT_OPTIONS and again["seed"] == SHORT_SEED
    assert again["panels"]["dice"] == view["panels"]["dice"]
    assert page.evaluate("app.record()") == record
    # A record with a throw that is not a throw is refused and changes nothing.
    bad = record.replace(throws[0], "throw:IIII.-.-", 1)
    assert page.evaluate("t => app.importRecord(t)", bad) is False
    assert page.locator("#notice .notice-error").is_visible()
    assert page.evaluate("app.view.position") == view["position"]
    assert page.evaluate("app.view.history") == view["history"]


def import_position(page, text):
    assert page.evaluate("t => app.importPosition(t)", text)
    wait_ply(page, 0)
    assert page.evaluate("app.view.position") == text
    assert "Position loaded" in page.locator("#notice").inner_text()
    dismiss_notices(page)


def test_pawns_wait_beside_the_start_line_and_reenter_from_the_chip(app):
    """A pawn passing the end of its course while inactive pawns remain
    waits: its lit target is the start point (a1), and when two dice both
    send it there the chooser asks which die; the die left then cannot be
    played and the turn passes.  A waiting pawn re-enters from the panel's
    chip, on the die's point of the start line."""
    page = app
    new_shakku(page, LONG_SEED)
    import_position(page, TWO_WAYS_TO_WAIT)
    click(page, "n3")
    assert lit(page) == ["n3", ["a1"], []]
    click(page, "a1", settle=False)
    dialog = page.locator("#choose-dialog")
    dialog.wait_for(state="visible", timeout=10_000)
    offered = dialog.locator("button.choice").evaluate_all("bs => bs.map(b => b.dataset.move)")
    assert sorted(offered) == ["2:n3", "3:n3"]
    assert "With the die 3" in dialog.locator('button.choice[data-move="3:n3"]').inner_text()
    dialog.locator('button.choice[data-move="3:n3"]').click()
    wait_ply(page, 1)
    view = page.evaluate("app.view")
    state = Shakku().from_text(TWO_WAYS_TO_WAIT)
    state.play("3:n3")
    assert view["position"] == state.to_text()
    assert view["panels"]["waiting"][0]["count"] == 1
    assert view["panels"]["passed"] == {"player": 0, "reason": "dice_left", "dice": ["II"]}
    assert "Red cannot play the dice left (II)" in page.locator("#passed").inner_text()
    assert view["throw"] == 1
    chip = page.locator('#game-panel .hand-chip[data-owner="0"]')
    assert "1 waiting beside a1" in chip.inner_text()
    assert chip.is_disabled()                     # Blue is to throw
    # No inactive pawn left: the waiting pawn re-enters, with the die picked.
    import_position(page, ONE_WAITING)
    chip.click()
    assert chip.get_attribute("aria-pressed") == "true"
    assert lit(page) == ["@W", ["a1", "c1"], []]
    pick_die(page, 3, by_key=False)
    assert lit(page) == ["@W", ["c1"], [3]]
    click(page, "c1")
    wait_ply(page, 1)
    state = Shakku().from_text(ONE_WAITING)
    state.play("3:W")
    assert page.evaluate("app.view.history") == ["3:W"]
    assert page.evaluate("app.view.position") == state.to_text()
    assert page.locator('#game-panel .hand-chip').count() == 0


def test_a_click_on_a_pawn_selects_it_while_a_pawn_waits(app):
    """With a pawn waiting to re-enter, a click on Red's own pawn on a1 selects
    it and lights its moves (b1, d1); it does not re-enter the waiting pawn."""
    page = app
    new_shakku(page, LONG_SEED)
    import_position(page, ONE_WAITING)
    click(page, "a1")
    page.wait_for_function("app.selected() === 'a1' || app.view.ply === 1")
    wait_ply(page, page.evaluate("app.view.ply"))
    assert page.evaluate("app.view.history") == []
    assert lit(page) == ["a1", ["b1", "d1"], []]


def test_the_chooser_title_fits_a_shakku_choice(app):
    """The chooser for two dice sending a pawn to wait does not speak of a promotion."""
    page = app
    new_shakku(page, LONG_SEED)
    import_position(page, TWO_WAYS_TO_WAIT)
    click(page, "n3")
    click(page, "a1", settle=False)
    dialog = page.locator("#choose-dialog")
    dialog.wait_for(state="visible", timeout=10_000)
    title = page.locator("#choose-title").inner_text()
    page.keyboard.press("Escape")
    dialog.wait_for(state="hidden")
    assert page.evaluate("app.view.ply") == 0
    assert "promote" not in title.lower(), title


def test_a_phone_held_upright_gets_the_long_board_upright_and_plays_by_taps(browser, site):
    """On a phone held upright the 15x3 board stands upright (points big
    enough for a finger), and taps on it throw and play as clicks do."""
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True,
                                  is_mobile=True, device_scale_factor=3)
    page = context.new_page()
    try:
        open_app(page, site, "?lang=en&game=shakku")
        new_shakku(page, LONG_SEED)
        box = page.locator("#board").bounding_box()
        assert box["height"] > 3 * box["width"], box          # 15 rows, 3 columns
        assert page.evaluate("document.documentElement.scrollWidth") <= 390
        a1, b1, a2 = (page.evaluate("sq => app.squareCenter(sq)", sq) for sq in ("a1", "b1", "a2"))
        assert abs(a1["x"] - b1["x"]) < 2 and b1["y"] < a1["y"]     # a file runs up the screen
        assert a2["x"] < a1["x"] and a2["x"] - a1["x"] < -30         # rows side by side, 30+ px apart
        throw = page.locator("#throw").bounding_box()
        assert throw["y"] + throw["height"] <= 844, throw       # the throw needs no scrolling
        played = 0
        while len(page.evaluate("app.view.history")) < 12 and not page.evaluate("app.view.result"):
            ply = page.evaluate("app.view.ply")
            settle(page)            # the page has kept the next control in view (js/app/screen.js)
            if page.evaluate("app.view.throw") is not None:
                page.locator("#throw").tap()
            else:
                move = choose(page.evaluate("app.view"))
                page.locator("#board").scroll_into_view_if_needed()
                for sq in (move["from"], move["to"]):
                    p = page.evaluate("sq => app.squareCenter(sq)", sq)
                    page.touchscreen.tap(p["x"], p["y"])
                if page.locator("#choose-dialog").is_visible():
                    page.locator(f'#choose-dialog button.choice[data-move="{move["move"]}"]').tap()
                played += 1
            wait_ply(page, ply + 1)
        assert played >= 3
        moves = [m if not m.startswith("throw:") else "throw"
                 for m in page.evaluate("app.view.history")[1:]]
        assert rules_match(moves, LONG_SEED)["position"] == page.evaluate("app.view.position")
    finally:
        context.close()
