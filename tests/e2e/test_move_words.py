"""The move list in words (#moves, js/app/moves.js from the view's `said`):
every game, in English and in French, says what happened -- no engine text
(``throw:``, ``die:``, ``plinth:``, ``done``, ``?``) -- with throws drawn as
small pictures, and a hidden purchase reads only "... bought an army"."""

from __future__ import annotations

import re

import pytest

from app_page import open_app, wait_ply

ENGINE_TEXT = re.compile(r"\b(throw|die|first|plinth|roll|exchange|resign|timeout):|\bdone\b|\?"
                         r"|\b[a-o]\d+[a-o]\d+\b|[+-][KQRBNP]\b|@")

WORDS = {
    "en": {"takes": "takes", "elephant": "Elephant", "starts": "starts", "throws": "throws",
           "bought": "bought an army", "queen": "Queen", "plinth": "plinth", "mate": "checkmate",
           "red": "Red", "blue": "Blue", "green": "Green"},
    "fr": {"takes": "prend", "elephant": "Éléphant", "starts": "commence", "throws": "lance",
           "bought": "a acheté une armée", "queen": "Dame", "plinth": "piédestal",
           "mate": "échec et mat", "red": "Rouge", "blue": "Bleu", "green": "Vert"},
}


def moves_text(page):
    return page.locator("#moves").inner_text()


def assert_no_engine_text(page):
    text = moves_text(page)
    assert not ENGINE_TEXT.search(text), text


def play(page, moves):
    for move in moves:
        ply = page.evaluate("app.view.ply")
        assert page.evaluate("m => app.play(m)", move), move
        page.wait_for_function("n => app.view.ply > n && !app.busy", arg=ply)


def new_game(page, game, options, seed):
    assert page.evaluate("([g, o, s]) => app.newGame(g, o, s)", [game, options, seed])
    page.wait_for_function("g => app.view && app.view.game === g && !app.busy", arg=game)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_move_list_reads_in_words(page, site, lang):
    words = WORDS[lang]
    open_app(page, site, f"?lang={lang}")

    # Dou Shou Qi: steps and a capture ("Elephant a6–a7 takes Rat").
    new_game(page, "doushouqi", {}, 1)
    play(page, ["a3a4", "g7g6", "a4a5", "g6g5", "a5a6", "g9g8", "a6a7"])
    text = moves_text(page)
    assert words["elephant"] in text and words["takes"] in text and "a6–a7" in text, text
    assert page.locator("#moves .mv[data-ply='6'].current").count() == 1
    assert_no_engine_text(page)

    # Shakku: who starts, the sticks drawn, a move.
    new_game(page, "shakku", {}, 5)
    first = page.evaluate("app.view.said[0].player")
    assert f"{words['red'] if first == 0 else words['blue']} {words['starts']}" in moves_text(page)
    ply = page.evaluate("app.view.ply")
    page.evaluate("app.throwDice()")
    page.wait_for_function("n => app.view.ply > n && !app.busy", arg=ply)
    if page.evaluate("app.view.moves.length"):
        play(page, [page.evaluate("app.view.moves[0].move")])
    throw = page.locator("#moves .mv.chance svg.throw-pic")
    assert throw.count() >= 1
    alt = page.locator("#moves .mv.chance .sr-only").first.inner_text()
    assert words["throws"] in alt, alt
    assert_no_engine_text(page)

    # Shaturanga with the die: the die's face drawn, then the move.
    new_game(page, "shaturanga", {"dice": True}, 3)
    play(page, [page.evaluate("app.view.moves[0].move")])
    assert page.locator("#moves svg.die-pic").count() >= 1
    assert words["throws"] in page.locator("#moves .mv.chance .sr-only").first.inner_text()
    assert_no_engine_text(page)

    # Shuuro (mini): buying in secret, plinths, deployment, combat to mate.
    new_game(page, "shuuro", {"mini": True}, 8)
    page.click("#pass-ready")
    page.wait_for_selector("#shop")
    play(page, ["+Q", "+R", "done"])
    # Red's turn to buy: Blue's army is only said to be bought, no count.
    text = moves_text(page)
    assert text.strip().endswith(f"{words['blue']} {words['bought']}"), text
    assert words["queen"] not in text and not re.search(r"\d\s*[×x]?\s*$", text.strip())
    assert page.locator("#moves .mv").count() == 1
    assert_no_engine_text(page)
    page.click("#pass-ready")
    page.wait_for_selector("#shop")
    play(page, ["done"])
    wait_ply(page, 7)
    play(page, ["K@a1", "k@a6", "Q@b1", "R@c1"])
    play(page, ["a6a5", "b1f5", "a5a6", "c1c6"])
    text = moves_text(page)
    assert f"{words['blue']} {words['bought']}" in text and words["queen"] in text, text
    assert words["plinth"] in text and words["mate"] in text, text
    assert_no_engine_text(page)


def live_text(page):
    page.wait_for_function("document.getElementById('live').textContent.length > 0")
    return page.locator("#live").inner_text()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_move_is_announced_in_the_words_of_the_list(page, site, lang):
    words = WORDS[lang]
    open_app(page, site, f"?lang={lang}")
    new_game(page, "doushouqi", {}, 1)
    play(page, ["a3a4", "g7g6", "a4a5", "g6g5", "a5a6", "g9g8", "a6a7"])
    listed = page.locator('#moves .mv[data-ply="6"]').inner_text()
    assert words["takes"] in listed
    # The list's words, after the name of who moved ("Green: Elephant a6–a7 takes Rat").
    said = live_text(page)
    assert said.endswith(listed) and said.startswith(words["green"]), said

    # Shaturanga with the die: the move, then the throws that followed by themselves.
    new_game(page, "shaturanga", {"dice": True}, 3)
    before = page.evaluate("app.view.history.length")
    play(page, [page.evaluate("app.view.moves[0].move")])
    shown = page.evaluate("""n => [...document.querySelectorAll('#moves .mv')]
        .filter(m => Number(m.dataset.ply) >= n)
        .map(m => (m.querySelector('.sr-only') || m).textContent)""", before)
    said = live_text(page)
    assert shown and all(text in said for text in shown), (shown, said)
    assert words["throws"] in said and not ENGINE_TEXT.search(said), said


def test_the_list_reads_in_columns_and_the_current_throw_stays_seen(page, site):
    """Each line's moves start beside its number, never under it, and a die
    face keeps its dark pips on the current move's dark chip."""
    open_app(page, site)
    new_game(page, "shaturanga", {"dice": True}, 3)
    play(page, [page.evaluate("app.view.moves[0].move")])
    page.locator("#moves").scroll_into_view_if_needed()
    layout = page.evaluate("""() => [...document.querySelectorAll('#moves li')].map(li => ({
        num: Math.round(li.querySelector('.num').getBoundingClientRect().right),
        moves: [...li.querySelectorAll('.mv')].map(m => {
            const r = m.getBoundingClientRect(); return [Math.round(r.left), Math.round(r.top)]; })}))""")
    assert any(len(line["moves"]) > 1 for line in layout), layout
    for line in layout:
        first_left, first_top = line["moves"][0]
        assert first_left >= line["num"], line
        for left, top in line["moves"][1:]:
            # On the same row further right, or on a row below starting where the first does.
            assert (top == first_top and left > first_left) or (top > first_top and left == first_left), line
    colours = page.evaluate("""() => {
        const current = document.querySelector('#moves .mv.current');
        const pip = current && current.querySelector('svg.die-pic circle');
        return pip && [getComputedStyle(pip).fill, getComputedStyle(current).backgroundColor,
                       getComputedStyle(current.querySelector('svg.die-pic .die-face')).fill];
    }""")
    assert colours, "the current move is a throw, drawn as a die face"
    pip, chip, face = colours
    assert pip != face and pip != chip, colours


# Shakku, seed 7, first moves each time: Red's King move at ply 52 leaves II
# and III unplayable, and Red's throw at ply 55 (III) can move nothing.
PASSES = """[Game "shakku"]
[Option "board=15"]
[Option "moving_stacks=false"]
[Seed "7"]

1. first:red throw:X.II.III 2. 1:o1 2:o2 3. 3:m2 throw:X.II.- 4. 1:a3 2:a2 5.
throw:X.II.- 1:n1 6. 2:o1 throw:X.-.- 7. 1:b3 throw:II.III.- 8. 2:j2 3:K>k2 9.
throw:III.III.III 3:c2 10. 3:f2 3:i2 11. throw:II.II.- 2:K>m2 12. 2:K>o2
throw:X.-.- 13. 1:c3 throw:X.X.III 14. 1:K>o1 1:K>n1 15. 3:n2 throw:X.II.- 16.
1:d3 2:l2 17. throw:X.II.III 1:K>o1 18. 2:k2 3:i2 19. throw:X.III.- 1:e3 20.
3:n2 throw:III.III.- 21. 3:f2 3:c2 22. throw:II.III.- 2:b3 23. 3:a2
throw:X.III.- 24. 1:K>n1 3:a3 25. throw:II.III.- 2:d2 26. 3:f2 throw:X.II.III
27. 1:K>o1 throw:X.-.- 28. 1:f3 throw:III.-.- *
"""


@pytest.mark.parametrize("lang, dice_left, no_move", [
    ("en", "II, III cannot be played, the turn passes", "no die can be played, the turn passes"),
    ("fr", "rien ne se joue avec II, III, le tour passe", "aucun dé ne peut être joué, le tour passe"),
])
def test_a_passed_turn_says_why_in_the_move_list(page, site, lang, dice_left, no_move):
    open_app(page, site, f"?lang={lang}")
    assert page.evaluate("t => app.importRecord(t)", PASSES)
    page.wait_for_function("app.view && app.view.ply === 56 && !app.busy")
    king = page.locator("#moves .mv[data-ply='52']").inner_text()
    assert "o1" in king and dice_left in king, king
    throw = page.locator("#moves .mv[data-ply='55']").inner_text()
    assert no_move in throw, throw
