"""Shuuro in headless Chromium: recruitment behind the pass-the-device screen,
plinth rolls, deployment and combat by clicks on the canvas and the panel,
checked against the rules package running under CPython."""

from __future__ import annotations

import json
import re

from boardgames.api import Api
from app_page import WITH_MOTION, click, open_app, settle, wait_ply, wait_ready

# Mini-Shuuro, seed 8: Blue buys a Queen and a Rook, Red only has his King.
# The dice then give plinths on f4 and b2, Blue deploys first, Red moves first;
# Blue mates with the Rook on c6.
MINI_SEED = 8
MINI_BUYS = ["+Q", "+R", "done", "done"]
MINI_DEPLOY = ["K@a1", "k@a6", "Q@b1", "R@c1"]
MINI_COMBAT = ["a6a5", "b1f5", "a5a6", "c1c6"]


def rules_match(moves, seed, **options):
    """The same game under CPython (the dice thrown from the same seed)."""
    api = Api()
    match = api.handle({"op": "new", "game": "shuuro", "options": options, "seed": seed})["match"]
    for move in moves:
        answer = api.handle({"op": "play", "match": match, "move": move})
        assert answer["ok"], (move, answer)
    return api.matches[match]


def new_shuuro(page, seed, **options):
    assert page.evaluate("([o, s]) => app.newGame('shuuro', o, s)", [options, seed])
    page.wait_for_function("app.view && app.view.game === 'shuuro' && app.view.ply === 0")


def expected_targets(page, frm):
    """The squares the rules allow from ``frm`` (a square or ``@Q``) now."""
    return sorted({m["to"] for m in page.evaluate("app.view.moves") if m["from"] == frm})


def deploy_by_clicks(page, move, match):
    """Pick the piece in the hand, check the lit squares, click the square."""
    kind, square = move.split("@")
    owner = 0 if kind.isupper() else 1
    page.click(f'#game-panel .hand-chip[data-from="@{kind.upper()}"][data-owner="{owner}"]')
    legal = sorted(m.split("@")[1] for m in match.state.legal_moves() if m.startswith(kind + "@"))
    assert page.evaluate("app.highlighted()") == legal
    assert expected_targets(page, "@" + kind.upper()) == legal
    match.play(move)            # with the dice thrown after it, if any
    click(page, square)
    wait_ply(page, len(match.moves))


def squares(move):
    """``"e11e12q"`` -> ``("e11", "e12")``."""
    found = re.match(r"^([a-l]\d+)([a-l]\d+)", move)
    return found.group(1), found.group(2)


def combat_by_clicks(page, move, match):
    frm, to = squares(move)
    click(page, frm)
    legal = sorted({squares(m)[1] for m in match.state.legal_moves() if squares(m)[0] == frm})
    assert page.evaluate("app.highlighted()") == legal
    match.play(move)
    click(page, to)
    wait_ply(page, len(match.moves))


def secret_visible(page, words):
    """Is any of ``words`` in the page's DOM or its storage?"""
    html = page.content()
    storage = page.evaluate("JSON.stringify(Object.assign({}, localStorage))")
    return [w for w in words if w in html or w in storage]


def test_mini_shuuro_full_game_through_the_ui(page, site):
    open_app(page, site)
    new_shuuro(page, MINI_SEED, mini=True)
    # Blue's turn to buy, behind the pass-the-device screen.
    assert page.locator("#pass-screen").is_visible()
    assert "Blue" in page.locator("#pass-title").inner_text()
    assert page.locator("#shop").count() == 0
    page.click("#pass-ready")
    page.wait_for_selector("#shop")
    assert page.locator("#shop-preset").is_disabled()      # 800 points do not fit 200
    page.click('#shop button[data-move="+Q"]')
    wait_ply(page, 1)
    assert page.locator("#shop-left .points").inner_text() == "90"
    queen = page.locator('#shop tr[data-piece="Q"]')
    assert queen.locator('button[data-move="+Q"]').is_disabled()
    assert "not enough points" in queen.inner_text()
    page.click('#shop button[data-move="+R"]')
    wait_ply(page, 2)
    page.click("#shop-done")
    wait_ply(page, 3)
    # Red's turn: Blue's army is nowhere to be read.
    assert page.locator("#pass-screen").is_visible()
    assert "Red" in page.locator("#pass-title").inner_text()
    assert page.evaluate("app.view.history") == ["?", "?", "done"]
    assert page.evaluate("app.view.panels.players[0].army") is None
    assert secret_visible(page, ['"+Q"', '"+R"', ">+Q<", ">+R<"]) == []
    page.click("#pass-ready")
    page.wait_for_selector("#shop")
    assert page.evaluate("app.view.history") == ["?", "?", "done"]
    page.click("#shop-done")
    # Both confirmed: the plinths and the order are rolled at once.
    wait_ply(page, 7)
    match = rules_match(MINI_BUYS, MINI_SEED, mini=True)
    assert page.evaluate("app.view.history") == match.moves
    rolls = page.locator("#plinth-rolls li")
    assert rolls.count() == 2
    squares = [r["square"] for r in page.evaluate("app.view.panels.rolls")]
    for i, square in enumerate(squares):
        assert square in rolls.nth(i).inner_text()
    plinths = sorted(c["sq"] for c in page.evaluate("app.view.terrain") if c["kind"] == "plinth")
    assert plinths == sorted(set(squares))
    assert "Blue deploys first" in page.locator("#dice-line").locator("..").inner_text()
    assert not page.locator("#pass-screen").is_visible()
    # Deployment: a piece from the hand, then a lit square.
    for move in MINI_DEPLOY:
        deploy_by_clicks(page, move, match)
    assert page.evaluate("app.view.panels.phase") == "combat"
    page.screenshot(path="/tmp/shuuro-mini-combat.png")
    for move in MINI_COMBAT:
        combat_by_clicks(page, move, match)
    view = page.evaluate("app.view")
    assert view["result"] == {"winner": 0, "reason": "checkmate"}
    assert view["history"] == match.moves
    assert "checkmate" in page.locator("#result").inner_text().lower()
    assert view["panels"]["check"] == ["a6"]
    page.screenshot(path="/tmp/shuuro-mini-mate.png")


def test_the_hidden_army_is_unreadable_until_both_confirmed(page, site):
    open_app(page, site)
    new_shuuro(page, 3)
    page.click("#pass-ready")
    page.wait_for_selector("#shop")
    page.screenshot(path="/tmp/shuuro-shop.png")
    page.click("#shop-preset")
    wait_ply(page, 1)
    assert page.locator("#shop-left .points").inner_text() == "0"
    page.click("#shop-done")
    wait_ply(page, 2)
    page.screenshot(path="/tmp/shuuro-pass.png")
    secret = ['"preset"', ">preset<", "preset done"]
    assert secret_visible(page, secret) == []
    saved = page.evaluate("localStorage.getItem('boardgames.save.v1')")
    data = json.loads(saved)
    assert data["record"].startswith("hidden:v1:") and "preset" not in data["record"]
    assert data["view"]["history"] == ["?", "done"]
    assert data["view"]["panels"]["players"][0]["army"] is None
    # Export would show the record: it is off until both armies are confirmed.
    assert page.locator("#export").is_disabled()
    # A reload restores the game, still secret.
    page.reload()
    wait_ready(page)
    assert page.evaluate("app.view.ply") == 2
    assert page.locator("#pass-screen").is_visible()
    assert secret_visible(page, secret) == []
    page.click("#pass-ready")
    page.wait_for_selector("#shop")
    assert page.evaluate("app.view.panels.players[0].army") is None
    assert page.evaluate("app.view.history") == ["?", "done"]
    page.click('#shop button[data-move="+N"]')
    wait_ply(page, 3)
    page.click("#shop-done")
    page.wait_for_function("app.view.panels.phase !== 'recruit' && !app.busy")
    # Revealed: both armies and every purchase.
    assert page.evaluate("app.view.history")[:4] == ["preset", "done", "+N", "done"]
    assert not page.locator("#export").is_disabled()
    page.wait_for_function("!app.settling", timeout=10_000)
    page.screenshot(path="/tmp/shuuro-deploy.png")


# Mini-Shuuro, seed 4: Blue has a Rook and a Pawn; the Pawn runs to b6.
PROMO_SEED = 4
PROMO_BUYS = ["+R", "+P", "done", "done"]
PROMO_LINE = ["k@a6", "K@a1", "R@b1", "P@b2", "a6a5", "b2b4", "a5a6", "b4b5", "a6a5"]


def play_hook(page, moves, match):
    """Moves sent through the page's hook (the clicks are tested above)."""
    for move in moves:
        if match.state.phase == "recruit" and page.locator("#pass-screen").is_visible():
            page.click("#pass-ready")
            page.wait_for_selector("#shop")
        match.play(move)
        assert page.evaluate("m => app.play(m)", move)
        wait_ply(page, len(match.moves))


def test_promotion_chooser_and_a_draw_by_agreement(page, site):
    open_app(page, site)
    new_shuuro(page, PROMO_SEED, mini=True)
    match = rules_match([], PROMO_SEED, mini=True)
    play_hook(page, PROMO_BUYS + PROMO_LINE, match)
    # The pawn on b5 has four moves to b6: the page asks which piece.
    click(page, "b5")
    assert page.evaluate("app.highlighted()") == ["b6"]
    click(page, "b6")
    dialog = page.locator("#choose-dialog")
    dialog.wait_for(state="visible")
    choices = dialog.locator("button.choice")
    assert sorted(choices.evaluate_all("bs => bs.map(b => b.dataset.move)")) == \
        sorted(["b5b6q", "b5b6r", "b5b6b", "b5b6n"])
    assert "knight" in dialog.inner_text().lower()
    dialog.locator('button[data-move="b5b6n"]').click()
    match.play("b5b6n")
    wait_ply(page, len(match.moves))
    assert page.evaluate("app.view.history")[-1] == "b5b6n"
    assert {"sq": "b6", "kind": "N", "owner": 0, "plinth": False} in page.evaluate("app.view.pieces")
    # Red offers a draw (his turn goes on), moves; Blue accepts: each confirmed.
    page.click("#draw")
    page.click("#concede-confirm")
    match.play("offer")
    wait_ply(page, len(match.moves))
    red = [m for m in match.state.legal_moves()][0]
    match.play(red)
    assert page.evaluate("m => app.play(m)", red)
    wait_ply(page, len(match.moves))
    assert "offers a draw" in page.locator("#offer-text").inner_text()
    assert page.locator("#draw").inner_text() == "Accept the draw"
    page.click("#draw")
    page.click("#concede-confirm")
    match.play("accept")
    wait_ply(page, len(match.moves))
    assert page.evaluate("app.view.result") == {"winner": None, "reason": "agreement"}
    assert "Draw" in page.locator("#result").inner_text()


def test_a_clock_game_is_lost_on_time(page, site):
    open_app(page, site)
    new_shuuro(page, 5, mini=True, clock=1, increment=2)
    assert page.locator("#clock-0").is_visible() and page.locator("#clock-1").is_visible()
    assert page.locator("#clock-0 .clock-time").inner_text() in ("1:00", "0:59")
    page.click("#pass-ready")
    page.wait_for_selector("#shop")
    page.click("#shop-done")
    wait_ply(page, 1)
    # Red's clock runs now; Blue's stopped after his move, with the increment.
    page.wait_for_function("app.clockLeft(1) < 59900")
    assert page.evaluate("app.clockLeft(0)") > 60_000 - 5_000
    page.evaluate("app.setClockLeft(1, 1200)")
    page.wait_for_function("app.view.result !== null", timeout=10_000)
    assert page.evaluate("app.view.result") == {"winner": 0, "reason": "timeout"}
    assert page.evaluate("app.view.history")[-1] == "timeout:red"
    assert "ran out of time" in page.locator("#result").inner_text()
    assert page.locator("#clock-1 .clock-time").inner_text() == "0:00"


def test_a_full_shuuro_game_on_the_big_board(page, site):
    """12x12: both take the balanced army, every piece is deployed by clicks,
    two moves are played, then Red resigns (the Resign button, confirmed)."""
    open_app(page, site)
    page.click('#game-list button[data-game="shuuro"]')      # switches at once, no dialog
    page.wait_for_function("app.view.game === 'shuuro' && !app.busy")
    page.click("#new-game")
    page.locator("#new-dialog").wait_for(state="visible")
    assert page.locator('#new-options [name="mini"]').count() == 1
    page.evaluate("app.newGame('shuuro', {}, 21)")
    page.keyboard.press("Escape")
    page.wait_for_function("app.view && app.view.game === 'shuuro' && app.view.ply === 0")
    match = rules_match([], 21)
    for _ in range(2):
        page.click("#pass-ready")
        page.wait_for_selector("#shop")
        page.click("#shop-preset")
        match.play("preset")
        wait_ply(page, len(match.moves))
        page.click("#shop-done")
        match.play("done")
        wait_ply(page, len(match.moves))
    assert len(page.evaluate("app.view.panels.rolls")) == 8
    page.wait_for_function("!app.settling", timeout=10_000)
    while match.state.phase == "deploy":
        deploy_by_clicks(page, match.state.legal_moves()[0], match)
    assert page.evaluate("app.view.panels.phase") == "combat"
    assert len(page.evaluate("app.view.pieces")) == 38
    page.screenshot(path="/tmp/shuuro-12-combat.png")
    for _ in range(2):
        combat_by_clicks(page, match.state.legal_moves()[0], match)
    page.click("#resign")                     # Red is to move: Red is asked first
    assert page.locator('#concede-seats input[value="resign:red"]').is_checked()
    page.click("#concede-confirm")
    match.play("resign:red")
    wait_ply(page, len(match.moves))
    assert page.evaluate("app.view.result") == {"winner": 0, "reason": "resign"}
    assert "Blue wins" in page.locator("#result").inner_text()


@WITH_MOTION   # the plinths grow
def test_a_repeated_plinth_square_places_none_and_reload_undo_work(page, site):
    open_app(page, site)
    new_shuuro(page, 10, mini=True, plinths=4)
    match = rules_match([], 10, mini=True, plinths=4)
    play_hook(page, ["done"], match)
    page.click("#pass-ready")
    page.wait_for_selector("#shop")
    page.click("#shop-done")
    match.play("done")
    wait_ply(page, len(match.moves))
    # The new plinths appear one after the other.
    assert page.evaluate("app.settling") is True
    repeated = page.locator("#plinth-rolls li.repeated")
    assert repeated.count() == 1
    assert "c4" in repeated.inner_text() and "none placed" in repeated.inner_text()
    plinths = [c["sq"] for c in page.evaluate("app.view.terrain") if c["kind"] == "plinth"]
    assert plinths.count("c4") == 1 and len(plinths) == 3
    page.wait_for_function("!app.settling", timeout=10_000)
    page.screenshot(path="/tmp/shuuro-repeat.png")
    # A reload restores the game with its dice.
    ply = len(match.moves)
    page.reload()
    wait_ready(page)
    assert page.evaluate("app.view.ply") == ply
    assert page.locator("#plinth-rolls li.repeated").count() == 1
    # Undo takes back Red's confirmation with the dice: his shop is secret again.
    page.click("#undo")
    wait_ply(page, 1)
    assert page.locator("#pass-screen").is_visible()
    assert "Red" in page.locator("#pass-title").inner_text()
    # Behind the pass screen there is no redo: Red takes the device first.
    assert page.locator("#redo").is_disabled()
    page.click("#pass-ready")
    page.wait_for_selector("#shop")
    page.click("#redo")
    wait_ply(page, ply)
    assert page.evaluate("app.view.history") == match.moves


def test_en_passant_by_clicks(page, site):
    # Mini-Shuuro, seed 1: two pawns each; Red's b-pawn steps two squares past
    # Blue's a3 pawn, which takes it en passant on b4.
    open_app(page, site)
    new_shuuro(page, 1, mini=True)
    match = rules_match([], 1, mini=True)
    play_hook(page, ["+P", "+P", "done", "+P", "+P", "done"], match)
    while match.state.phase != "combat":
        deploy_by_clicks(page, match.state.legal_moves()[0], match)
    play_hook(page, ["a6b6", "a2a3", "b5b3"], match)
    assert page.evaluate("app.view.last_move")["to"] == "b3"
    click(page, "a3")
    assert "b4" in page.evaluate("app.highlighted()")
    assert {"move": "a3b4", "from": "a3", "to": "b4", "capture": True} in page.evaluate("app.view.moves")
    match.play("a3b4")
    click(page, "b4")
    wait_ply(page, len(match.moves))
    pieces = {p["sq"]: p for p in page.evaluate("app.view.pieces")}
    assert "b3" not in pieces and pieces["b4"]["kind"] == "P" and pieces["b4"]["owner"] == 0
    assert page.evaluate("app.view.last_move")["captured"] == "P"


def test_deployment_by_keyboard_and_touch(browser, site):
    context = browser.new_context(has_touch=True, viewport={"width": 390, "height": 844})
    page = context.new_page()
    try:
        open_app(page, site)
        new_shuuro(page, MINI_SEED, mini=True)
        match = rules_match([], MINI_SEED, mini=True)
        play_hook(page, MINI_BUYS, match)
        # Blue's King is the only piece he may place: it is picked already.
        assert page.evaluate("app.selected()") == "@K"
        page.focus("#board")
        page.wait_for_function("app.cursor() !== null")
        start = page.evaluate("app.cursor()")
        files = "abcdef"
        for _ in range(files.index(start[0])):
            page.keyboard.press("ArrowLeft")
        for _ in range(int(start[1:]) - 1):
            page.keyboard.press("ArrowDown")
        assert page.evaluate("app.cursor()") == "a1"
        match.play("K@a1")
        page.keyboard.press("Enter")
        wait_ply(page, len(match.moves))
        # Red by touch: the chip, then the square.
        page.locator('#game-panel .hand-chip[data-from="@K"][data-owner="1"]').tap()
        settle(page)
        p = page.evaluate("sq => app.squareCenter(sq)", "a6")
        match.play("k@a6")
        page.touchscreen.tap(p["x"], p["y"])
        wait_ply(page, len(match.moves))
        assert page.evaluate("app.view.history")[-2:] == ["K@a1", "k@a6"]
    finally:
        context.close()


def test_clocks_survive_a_reload(page, site):
    open_app(page, site)
    new_shuuro(page, 5, mini=True, clock=1, increment=2)
    page.click("#pass-ready")
    page.wait_for_selector("#shop")
    page.click("#shop-done")
    wait_ply(page, 1)
    # Red's clock runs; spend some of it, let it run a little more.
    page.evaluate("app.setClockLeft(1, 40_000)")
    page.wait_for_function("app.clockLeft(1) < 39_000")
    blue = page.evaluate("app.clockLeft(0)")
    assert 60_000 - 5_000 < blue <= 62_000          # Blue got his increment
    red_before = page.evaluate("app.clockLeft(1)")
    page.reload()
    # At the first paint already, then once the engine is ready: the saved times.
    page.wait_for_function("window.app && app.view && app.view.ply === 1")
    wait_ready(page)
    assert page.evaluate("app.view.ply") == 1
    assert abs(page.evaluate("app.clockLeft(0)") - blue) < 50   # stopped: unchanged
    red_after = page.evaluate("app.clockLeft(1)")
    assert red_before - 3_000 < red_after <= red_before + 50
    saved = json.loads(page.evaluate("localStorage.getItem('boardgames.save.v1')"))
    assert saved["clock"]["running"] == 1 and saved["clock"]["ply"] == 1
    # Red's clock keeps running, from the restored time.
    page.wait_for_function("t => app.clockLeft(1) < t - 1000", arg=red_after)
    assert page.locator("#clock-1").get_attribute("class").split().count("running") == 1
    shown = page.locator("#clock-1 .clock-time").inner_text()
    assert shown.startswith("0:3") or shown.startswith("0:2"), shown
    assert abs(page.evaluate("app.clockLeft(0)") - blue) < 50


def test_no_undo_behind_the_pass_screen(page, site):
    """Blue bought and confirmed; Red gets the device.  Neither the buttons
    nor the keys undo there (it would reopen Blue's shop to Red), nor from
    Red's own shop past Blue's confirmation; Red's own purchases undo."""
    open_app(page, site)
    new_shuuro(page, MINI_SEED, mini=True)
    page.click("#pass-ready")
    page.wait_for_selector("#shop")
    page.click('#shop button[data-move="+Q"]')
    wait_ply(page, 1)
    assert not page.locator("#undo").is_disabled()      # Blue's own purchase
    page.click('#shop button[data-move="+R"]')
    wait_ply(page, 2)
    page.click("#shop-done")
    wait_ply(page, 3)
    assert page.locator("#pass-screen").is_visible()
    assert "Red" in page.locator("#pass-title").inner_text()
    # The engine itself refuses to take back Blue's confirmation (undo_plies 0).
    assert page.evaluate("[app.view.can_undo, app.view.undo_plies]") == [False, 0]
    assert page.locator("#undo").is_disabled() and page.locator("#redo").is_disabled()
    page.locator("body").focus()
    for key in ("u", "Control+z", "r", "Control+y"):
        page.keyboard.press(key)
    assert page.evaluate("app.undo()") is False
    page.wait_for_timeout(300)
    assert page.evaluate("app.view.ply") == 3
    assert page.locator("#pass-screen").is_visible()
    assert "Red" in page.locator("#pass-title").inner_text()
    assert secret_visible(page, ['"+Q"', '"+R"', ">+Q<", ">+R<"]) == []
    # Red at his shop: still no undo into Blue's confirmation...
    page.click("#pass-ready")
    page.wait_for_selector("#shop")
    assert page.locator("#undo").is_disabled()
    page.keyboard.press("u")
    page.wait_for_timeout(300)
    assert page.evaluate("app.view.ply") == 3 and page.evaluate("app.seat") == 1
    # ... but his own purchase comes back, and goes again with redo.
    page.click('#shop button[data-move="+N"]')
    wait_ply(page, 4)
    page.click("#undo")
    wait_ply(page, 3)
    assert page.evaluate("app.seat") == 1 and page.locator("#shop").is_visible()
    assert page.locator("#undo").is_disabled()
    page.click("#redo")
    wait_ply(page, 4)
    assert page.evaluate("app.view.history") == ["?", "?", "done", "+N"]
    assert page.evaluate("app.view.panels.players[0].army") is None


# 12x12, seed 10: Blue buys a Queen and two Rooks with the shop's + buttons,
# Red takes the balanced army.  Red deploys first and moves first; with this
# deployment Blue's Rook on i1 guards i11 and the a-file is open for the Queen.
BIG_SEED = 10
BIG_DEPLOY = ["k@h12", "K@g1", "r@e12", "R@i1", "n@b12", "R@k1", "n@c12", "Q@a1", "n@d12",
              "r@k12", "q@i12", "n@j12", "b@l12", "r@f12", "q@a12", "b@f11", "b@h11", "b@l11",
              "p@a11", "p@j11", "p@c11", "p@k11", "p@b11"]


def mating_line(state, depth, winner):
    """A line of at most ``depth`` plies (both sides' moves chosen) that ends
    in ``winner`` checkmating: a brute force over ``state.legal_moves()``."""
    if depth == 0:
        return None
    for move in state.legal_moves():
        state.play(move)
        result = state.result()
        if result is not None:
            state.undo()
            if result.reason == "checkmate" and result.winner == winner:
                return [move]
            continue
        rest = mating_line(state, depth - 1, winner)
        state.undo()
        if rest:
            return [move, *rest]
    return None


def test_a_12x12_game_to_checkmate_through_the_ui(page, site):
    open_app(page, site)
    new_shuuro(page, BIG_SEED)
    match = rules_match([], BIG_SEED)
    # Blue buys in secret with +: a Queen, two Rooks (800 - 110 - 2 * 70 = 550 left).
    page.click("#pass-ready")
    page.wait_for_selector("#shop")
    for move in ("+Q", "+R", "+R"):
        page.click(f'#shop button[data-move="{move}"]')
        match.play(move)
        wait_ply(page, len(match.moves))
    assert page.locator("#shop-left .points").inner_text() == "550"
    assert page.locator('#shop tr[data-piece="R"] .count').inner_text() == "2"
    page.click("#shop-done")
    match.play("done")
    wait_ply(page, len(match.moves))
    # Red takes the balanced army.
    assert "Red" in page.locator("#pass-title").inner_text()
    page.click("#pass-ready")
    page.wait_for_selector("#shop")
    page.click("#shop-preset")
    match.play("preset")
    wait_ply(page, len(match.moves))
    page.click("#shop-done")
    match.play("done")           # the plinth rolls and the order dice follow
    wait_ply(page, len(match.moves))
    assert page.evaluate("app.view.history") == match.moves
    rolls = page.evaluate("app.view.panels.rolls")
    assert len(rolls) == 8
    plinths = sorted(c["sq"] for c in page.evaluate("app.view.terrain") if c["kind"] == "plinth")
    assert plinths == sorted({r["square"] for r in rolls if r["placed"]})
    assert "Red deploys first" in page.locator("#dice-line").locator("..").inner_text()
    page.wait_for_function("!app.settling", timeout=10_000)
    # Deployment, every piece by clicks: King first, then nobles, then pawns.
    for move in BIG_DEPLOY:
        deploy_by_clicks(page, move, match)
    assert match.state.phase == "combat"
    assert page.evaluate("app.view.panels.phase") == "combat"
    assert len(page.evaluate("app.view.pieces")) == 4 + 19
    assert page.evaluate("app.view.position") == match.state.to_text()
    # The rules under CPython find a short mate for Blue from here.
    line = mating_line(match.state, 2, winner=0)
    assert line, "no mate in reach"
    assert page.evaluate("app.view.to_move") == 1            # Red moves first
    for move in line:
        combat_by_clicks(page, move, match)
    view = page.evaluate("app.view")
    assert view["result"] == {"winner": 0, "reason": "checkmate"}
    assert view["history"] == match.moves
    assert view["panels"]["check"] == ["h12"]
    result = page.locator("#result").inner_text()
    assert "Blue wins" in result and "checkmate" in result.lower()
    page.wait_for_function("document.querySelector('#live').textContent.toLowerCase().includes('checkmate')")
    page.screenshot(path="/tmp/shuuro-12-mate.png")
