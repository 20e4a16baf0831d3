"""Sound: a move, a capture, a throw and the end sound (Web Audio, made on the
spot), after the player's first gesture only; the sound button is remembered,
and an embedded page starts muted."""

from __future__ import annotations

from app_page import click, open_app, wait_ply, wait_ready

# Counts the oscillators started, by the frequency they start at.
AUDIO_SPY = """
(() => {
  window.__audio = { contexts: 0, starts: 0 };
  const Context = window.AudioContext;
  if (!Context) return;
  window.AudioContext = class extends Context {
    constructor(...args) { super(...args); window.__audio.contexts += 1; }
  };
  const start = OscillatorNode.prototype.start;
  OscillatorNode.prototype.start = function (...args) {
    window.__audio.starts += 1;
    return start.apply(this, args);
  };
})();
"""


def starts(page):
    return page.evaluate("window.__audio.starts")


def test_sound_is_played_for_a_move_and_the_switch_is_remembered(page, site):
    page.add_init_script(AUDIO_SPY)
    open_app(page, site)
    button = page.locator("#sound")
    assert button.get_attribute("aria-pressed") == "true"      # on by default on its own page
    assert button.get_attribute("title").startswith("Sound on")
    # The computer's first move comes before any gesture: silence (no audio context at all).
    assert page.evaluate("app.newGameWith('doushouqi', {green: 1}, {}, 1)")
    page.wait_for_function("app.view.ply === 1 && !app.busy", timeout=30_000)
    assert page.evaluate("window.__audio.contexts") == 0 and page.evaluate("app.sound.played") == []

    # A move by clicks (a gesture): its sound, then the computer's answer's.
    click(page, "g7")
    click(page, "g6")
    wait_ply(page, 2)
    page.wait_for_function("app.view.ply === 3 && !app.busy && !app.thinking", timeout=30_000)
    page.wait_for_function("app.sound.played.length === 2")
    assert page.evaluate("app.sound.played") == ["move", "move"]
    assert starts(page) > 0 and page.evaluate("window.__audio.contexts") == 1

    # Off: no sound; remembered across a reload.
    button.click()
    assert button.get_attribute("aria-pressed") == "false"
    before = starts(page)
    page.evaluate("m => app.play(m)", "a7a6")
    page.wait_for_function("app.view.ply === 5 && !app.busy && !app.thinking", timeout=30_000)
    page.wait_for_timeout(200)
    assert starts(page) == before and len(page.evaluate("app.sound.played")) == 2
    page.wait_for_timeout(300)          # saved
    page.reload()
    wait_ready(page)
    assert page.locator("#sound").get_attribute("aria-pressed") == "false"
    assert page.locator("#sound").get_attribute("title").startswith("Sound off")
    assert page.evaluate("localStorage.getItem('boardgames.sound')") == "off"

    # The M key turns it on again: a short sound says so.
    page.locator("#moves-title").click()
    page.keyboard.press("m")
    assert page.locator("#sound").get_attribute("aria-pressed") == "true"
    page.wait_for_function("window.__audio.starts > 0")
    assert page.evaluate("app.sound.played") == ["move"]


def test_a_capture_and_the_end_sound_apart(page, site):
    page.add_init_script(AUDIO_SPY)
    open_app(page, site)
    # Green's rat takes Red's elephant, Red's last piece (a rat may take an elephant).
    assert page.evaluate("t => app.importPosition(t)", "7/7/7/7/7/7/7/e6/R6 w - - 0 1")
    page.locator("#moves-title").click()                  # a gesture
    click(page, "a1")
    click(page, "a2")
    wait_ply(page, 1)
    # Red's last piece is gone: the game ends too.
    page.wait_for_function("app.sound.played.length === 2")
    assert page.evaluate("app.sound.played") == ["capture", "end"]
    assert page.evaluate("app.view.result.reason") == "no_pieces"


def test_an_embedded_page_starts_muted(page, site):
    page.goto(site + "embed.html")
    page.evaluate("localStorage.removeItem('boardgames.sound')")
    page.set_content(f'<iframe id="app" src="{site}index.html?lang=en" width="900" height="700"></iframe>')
    page.wait_for_function("""() => {
        const b = document.getElementById('app').contentDocument?.getElementById('sound');
        return b && b.title !== 'M';
    }""", timeout=30_000)
    pressed = page.evaluate("document.getElementById('app').contentDocument.getElementById('sound')"
                            ".getAttribute('aria-pressed')")
    assert pressed == "false"
