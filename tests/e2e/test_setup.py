"""Setting up a game: Shuuro's New game dialog offers the variants as named
presets (the fine options under "More options", no raw -1 or 0 on show), and
the picker switches games at once, listing every game in an order that
stays put while loading."""

from __future__ import annotations

from app_page import open_app, wait_ready

from boardgames import GAMES


def shuuro_defaults():
    return {spec.name: spec.default for spec in GAMES["shuuro"].option_specs}


def open_dialog(page, game):
    page.click("#new-game")
    page.wait_for_function("document.getElementById('new-dialog').open")
    page.select_option("#new-game-select", game)


def test_shuuro_presets(page, site):
    # A small screen: the dialog is taller than the window and scrolls.
    page.set_viewport_size({"width": 380, "height": 480})
    open_app(page, site)
    open_dialog(page, "shuuro")
    page.click("#new-dialog .cancel")
    page.click("#new-game")
    page.wait_for_function("document.getElementById('new-dialog').open")
    page.select_option("#new-game-select", "shuuro")
    dialog = page.locator("#new-dialog")
    assert page.evaluate("document.getElementById('new-dialog').scrollHeight"
                         " > document.getElementById('new-dialog').clientHeight")
    # The presets are the first choice; the options wait under "More options".
    names = page.eval_on_selector_all("#new-preset option", "os => os.map(o => o.value)")
    wanted = [name for name, _ in GAMES["shuuro"].presets]
    assert names == wanted + [""]
    for name in ("standard", "mini", "clock", "handicap", "scouts"):
        assert name in names
    labels = page.eval_on_selector_all("#new-preset option", "os => os.map(o => o.textContent)")
    assert "Mini-Shuuro (6×6, 200 points)" in labels and not any(label in wanted for label in labels)
    assert page.evaluate("document.getElementById('new-more').open") is False
    assert page.input_value("#new-preset") == "standard"
    page.click("#new-more summary")
    # No sentinel shows as a number: the fields are empty, the rule is in words.
    text = dialog.inner_text()
    values = page.eval_on_selector_all("#new-options input", "is => is.map(i => i.value)")
    assert "-1" not in text and "-1" not in values, (text, values)
    placeholders = page.eval_on_selector_all("#new-options input[placeholder]",
                                             "is => is.map(i => i.placeholder)")
    assert "table maximum" in placeholders and "no clock" in placeholders
    assert "standard" in placeholders
    # Changing an option by hand makes it a custom game; picking a preset sets them all.
    page.check("#new-options input[name=scouts]")
    assert page.input_value("#new-preset") == "scouts"
    page.fill("#new-options input[name=plinths]", "4")
    assert page.input_value("#new-preset") == ""
    page.click("#new-dialog .cancel")

    for name, options in GAMES["shuuro"].presets:
        page.click("#new-game")
        page.wait_for_function("document.getElementById('new-dialog').open")
        # It opens at its top, whatever the focus.
        assert page.evaluate("document.getElementById('new-dialog').scrollTop") == 0
        page.select_option("#new-game-select", "shuuro")
        page.select_option("#new-preset", name)
        page.click("#new-start")
        page.wait_for_function("!document.getElementById('new-dialog').open")
        page.wait_for_function("app.view.game === 'shuuro' && !app.busy")
        assert page.evaluate("app.view.options") == {**shuuro_defaults(), **options}, name
        width = page.evaluate("app.view.grid.width")
        assert width == (6 if name == "mini" else 12), name
        if name == "clock":
            assert page.evaluate("app.clockLeft(0)") > 9 * 60_000
        else:
            assert page.evaluate("app.clockLeft(0)") == 0, name
    # The dialog reopens on the game's preset.
    page.click("#new-game")
    page.wait_for_function("document.getElementById('new-dialog').open")
    assert page.input_value("#new-preset") == wanted[-1]
    # Other games keep their plain options, and start.
    page.select_option("#new-game-select", "doushouqi")
    assert page.locator("#new-preset").count() == 0
    assert page.locator("#new-options input[name=classic_elephant]").is_visible()
    page.click("#new-start")
    page.wait_for_function("app.view.game === 'doushouqi' && !app.busy")


ORDERS = """
window.pickerOrders = [];
document.addEventListener("DOMContentLoaded", () => {
  const list = document.getElementById("game-list");
  new MutationObserver(() => {
    window.pickerOrders.push([...list.querySelectorAll("button")].map(b => b.dataset.game));
  }).observe(list, { childList: true });
});
"""


def test_picker_switches_games_at_once(page, site):
    page.add_init_script(ORDERS)
    open_app(page, site)
    page.wait_for_function("document.querySelectorAll('#game-list button').length === 4")
    final = page.eval_on_selector_all("#game-list button", "bs => bs.map(b => b.dataset.game)")
    # While loading, the list was drawn by the first frame alone: never with
    # fewer games, in another order, nor again when it already said the same.
    orders = page.evaluate("pickerOrders")
    assert len(orders) <= 1 and all(order == final for order in orders), (orders, final)
    page.evaluate("app.play('a1a2')")
    page.wait_for_function("app.view.ply === 1 && !app.busy")
    # One click: Shuuro, new and standard, no dialog.
    page.click("#game-list button[data-game=shuuro]")
    page.wait_for_function("app.view.game === 'shuuro' && !app.busy")
    assert not page.evaluate("document.getElementById('new-dialog').open")
    assert page.evaluate("app.view.ply") == 0 and page.evaluate("app.view.grid.width") == 12
    assert page.get_attribute("#game-list button[data-game=shuuro]", "aria-pressed") == "true"
    # Back to Dou Shou Qi: its game as it was left.
    page.click("#game-list button[data-game=doushouqi]")
    page.wait_for_function("app.view.game === 'doushouqi' && !app.busy")
    assert page.evaluate("app.view.history") == ["a1a2"]
    # And after a reload, the picker's Shakku is still a click away.
    page.reload()
    wait_ready(page)
    page.click("#game-list button[data-game=shakku]")
    page.wait_for_function("app.view.game === 'shakku' && !app.busy")
    assert not page.evaluate("document.getElementById('new-dialog').open")


def test_the_picker_keeps_every_game_while_their_words_come(page, site):
    """The first frame lists the four games (from the build); a game whose
    words come late does not drop out of the list meanwhile, and a click on
    it switches."""
    held = []
    page.route("**/js/games/shuuro/words.js", lambda route: held.append(route))  # they wait
    page.add_init_script(ORDERS)
    page.goto(site + "index.html?lang=fr")
    wait_ready(page)
    page.wait_for_function("window.app && app.view && !app.busy")
    assert held, "Shuuro's words were never asked for"
    listed = page.eval_on_selector_all("#game-list button", "bs => bs.map(b => b.dataset.game)")
    assert listed == ["doushouqi", "shakku", "shaturanga", "shuuro"]
    assert page.get_attribute("#game-list button[data-game=doushouqi]", "aria-pressed") == "true"
    for route in held:
        route.continue_()
    # In another language, the list is drawn again: the same four games.
    page.select_option("#lang", "en")
    page.wait_for_function("""document.querySelector('#game-list button[data-game=shuuro] small')
        ?.textContent === 'Chess with an army you buy'""")
    assert all(order == listed for order in page.evaluate("pickerOrders"))
    page.click("#game-list button[data-game=shakku]")
    page.wait_for_function("app.view.game === 'shakku' && !app.busy")
    assert page.get_attribute("#game-list button[data-game=shakku]", "aria-pressed") == "true"
