"""No save is ever lost: a saved game that cannot be used is set aside (or,
when storage is too full for that, left in place until the player decides),
a save that fails is said once and tried again, and redo survives a reload."""

from __future__ import annotations

import json

from app_page import open_app, wait_ply, wait_ready

SAVE_KEY = "boardgames.save.v1"
CORRUPT_PREFIX = "boardgames.save.corrupt."

FILL = """(reserve) => {
    // Fill localStorage until not one more character fits; then free
    // `reserve` characters (an item put first and removed last).
    if (reserve) localStorage.setItem("reserve", "r".repeat(reserve));
    let n = 0;
    for (let size = 1 << 22; size >= 1; ) {
        try { localStorage.setItem("filler." + n, "x".repeat(size)); n++; }
        catch { size = Math.floor(size / 2); }
    }
    localStorage.removeItem("reserve");
    return n;
}"""

UNFILL = """() => Object.keys(localStorage).filter(k => k.startsWith("filler."))
                                          .forEach(k => localStorage.removeItem(k))"""


def play(page, moves, ply=0):
    for move in moves:
        ply += 1
        page.evaluate("m => app.play(m)", move)
        wait_ply(page, ply)


def stored(page, key=SAVE_KEY):
    return page.evaluate("k => localStorage.getItem(k)", key)


def set_aside(page):
    """The data set aside: {key: raw}."""
    return page.evaluate("""p => Object.fromEntries(Object.entries(localStorage)
                                  .filter(([k]) => k.startsWith(p)))""", CORRUPT_PREFIX)


def notice_text(page):
    return page.locator("#notice").inner_text()


def corrupt(save: dict, how: str) -> dict:
    view = save["view"]
    if how == "null piece":
        view["pieces"].append(None)
    elif how == "piece without sq":
        del view["pieces"][0]["sq"]
    elif how == "wrong-typed owner":
        view["pieces"][0]["owner"] = "green"
    elif how == "history of numbers":
        view["history"] = [1, 2]
    elif how == "moves not a list":
        view["moves"] = {"a3a4": True}
    elif how == "last move a number":
        view["last_move"] = 7
    elif how == "redo not a list":
        save["redo"] = 5
    return save


def test_a_save_whose_view_is_corrupt_is_set_aside_and_a_new_game_starts(page, site):
    open_app(page, site)
    play(page, ["a3a4"])
    good = json.loads(stored(page))
    for how in ["null piece", "piece without sq", "wrong-typed owner", "history of numbers",
                "moves not a list", "last move a number", "redo not a list"]:
        raw = json.dumps(corrupt(json.loads(json.dumps(good)), how))
        page.evaluate("([k, v]) => { localStorage.clear(); localStorage.setItem(k, v); }",
                      [SAVE_KEY, raw])
        page.reload()
        wait_ready(page)
        assert "kept aside" in notice_text(page), how
        assert list(set_aside(page).values()) == [raw], how
        assert page.evaluate("app.view.ply") == 0, how
        play(page, ["c3d3"])
        assert json.loads(stored(page))["view"]["history"] == ["c3d3"], how


def test_a_fault_while_a_saved_game_is_drawn_sets_it_aside(page, site):
    # Well-formed enough to pass the checks, but its panel breaks the drawing.
    open_app(page, site, "?lang=en&game=shaturanga")
    good = json.loads(stored(page))
    good["view"]["panels"] = {"check": 7, "seats": "broken"}
    raw = json.dumps(good)
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [SAVE_KEY, raw])
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.reload()
    wait_ready(page)
    assert "kept aside" in notice_text(page)
    assert list(set_aside(page).values()) == [raw]
    assert page.evaluate("app.view.ply") == 0
    assert errors == []


def test_a_corrupt_save_too_large_to_copy_is_moved_or_left_in_place(page, site):
    open_app(page, site)
    big = '{"game": "doushouqi", "record": ' + '"' + "z" * (4 << 20) + '"'   # 4 MB, unreadable
    page.evaluate("([k, v]) => { localStorage.clear(); localStorage.setItem(k, v); }",
                  [SAVE_KEY, big])

    # Room for the new game but not for a second copy: the data is moved.
    page.evaluate(FILL, 50_000)
    page.reload()
    wait_ready(page)
    assert "kept aside" in notice_text(page)
    assert list(set_aside(page).values()) == [big]
    assert json.loads(stored(page))["view"]["ply"] == 0

    # Not one character free: it cannot even be moved, so it stays where it is.
    page.evaluate("([k, v]) => { localStorage.clear(); localStorage.setItem(k, v); }",
                  [SAVE_KEY, big])
    page.evaluate(FILL, 0)
    page.reload()
    wait_ready(page)
    notice = page.locator("#notice .notice")
    assert "too full" in notice.inner_text()
    assert notice.locator(".notice-close").count() == 0       # a choice is due
    assert set_aside(page) == {}
    play(page, ["a3a4"])                                        # the game goes on...
    assert stored(page) == big                                  # ...and is not saved over it
    with page.expect_download() as download:
        notice.locator('button[data-action="btn.downloadSave"]').click()
    assert open(download.value.path(), encoding="utf-8").read() == big
    assert stored(page) == big
    notice.locator('button[data-action="btn.discardSave"]').click()
    page.wait_for_function("document.querySelector('#notice').hidden")
    page.wait_for_function("k => JSON.parse(localStorage.getItem(k))?.view?.ply === 1", arg=SAVE_KEY)


def test_a_save_that_fails_is_said_once_and_tried_again(page, site):
    open_app(page, site)
    play(page, ["a3a4"])
    # So that any save needs room: the save and the board's picture (which a
    # save would give up first) go, in the same task as the filling.
    page.evaluate(f"""keys => {{ keys.forEach(k => localStorage.removeItem(k)); return ({FILL})(0); }}""",
                  [SAVE_KEY, "boardgames.picture.v1"])
    play(page, ["a7a6"], 1)
    warning = page.locator("#notice .notice-warn")
    assert "cannot be saved" in warning.inner_text()
    assert stored(page) is None
    play(page, ["a4a5"], 2)
    assert warning.count() == 1                                  # said once
    warning.locator('button[data-action="btn.export"]').click()
    page.wait_for_function("document.querySelector('#export-dialog').open")
    record = page.locator("#export-text").input_value()
    assert "a3a4 a7a6" in record and "a4a5" in record
    page.locator("#export-dialog button.cancel").click()
    page.evaluate(UNFILL)
    play(page, ["a6a7"], 3)
    page.wait_for_function("document.querySelector('#notice').hidden")
    assert json.loads(stored(page))["view"]["history"] == ["a3a4", "a7a6", "a4a5", "a6a7"]


def test_redo_survives_reload(page, site):
    open_app(page, site)
    play(page, ["a3a4", "g7g6", "a4a5"])
    position = page.evaluate("app.view.position")
    page.evaluate("app.undo()")
    wait_ply(page, 2)
    page.evaluate("app.undo()")
    wait_ply(page, 1)
    page.reload()
    wait_ready(page)
    assert page.evaluate("app.view.can_redo") is True
    assert page.locator("#redo").is_enabled()
    page.click("#redo")
    wait_ply(page, 2)
    page.click("#redo")
    wait_ply(page, 3)
    assert page.evaluate("app.view.position") == position
    assert page.evaluate("app.view.history") == ["a3a4", "g7g6", "a4a5"]
    assert page.evaluate("app.view.can_redo") is False


def test_moves_to_redo_that_do_not_replay_are_dropped_with_a_notice(page, site):
    open_app(page, site)
    play(page, ["a3a4"])
    save = json.loads(stored(page))
    save["redo"] = ["a4a9"]
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [SAVE_KEY, json.dumps(save)])
    page.reload()
    wait_ready(page)
    assert page.evaluate("app.view.history") == ["a3a4"]
    assert page.evaluate("app.view.can_redo") is False
    assert "could not be replayed" in notice_text(page)
