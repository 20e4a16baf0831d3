"""An embedded board is no second-class copy of the app: it mounts the same
game panels (Shakku's sticks, Shuuro's shop with its points and budget,
Shaturanga's seats and die), speaks the same words (no move, die or throw
in notation), and a ``panels="none"`` board is a bare diagram."""

from __future__ import annotations

import re

from test_embed import SHUURO, head, shadow, wait_alive

NOTATION = re.compile(r"\b(die|throw|first):\S|\b\d:[a-o]\d|\b[a-l]\d{1,2}[a-l]\d{1,2}\b|[+-][KQRBNP]\b")


def panels_page(dist_url):
    return head(dist_url) + f"""<body>
<game-board id="shakku" game="shakku" mode="play" dice="first:red throw:X.II.III throw:II.III.-"></game-board>
<game-board id="bare" game="shakku" mode="play" panels="none" dice="first:red throw:X.II.III"></game-board>
<game-board id="shop" game="shuuro" mode="play"></game-board>
<game-board id="seats" game="shaturanga" options="dice=true" dice="die:5 die:2" mode="play"></game-board>
<game-board id="line" game="shakku" mode="view" moves="first:red throw:X.II.III 1:o1 2:o2"></game-board>
<game-board id="fr" lang="fr" game="shakku" mode="view" moves="first:red throw:X.II.III 1:o1"></game-board>
<game-board id="diagram" game="shuuro" position="{SHUURO}" panels="none"></game-board>
</body></html>"""


def panel(page, id_, selector="", what="textContent"):
    return shadow(page, id_, ".panels" + (" " + selector if selector else ""), what)


def test_an_embedded_board_mounts_its_games_panel(page, dist, host):
    page.set_viewport_size({"width": 900, "height": 1200})
    page.goto(host.page("panels.html", panels_page(dist.url)))
    page.evaluate("document.querySelectorAll('game-board').forEach((b) => b._wake())")
    wait_alive(page, "shakku", "bare", "shop", "seats", "line", "fr", "diagram")
    # Shakku: the throw button and the two sides, as in the app.
    assert panel(page, "shakku", "", "hidden") is False
    assert "Throw the sticks" in panel(page, "shakku", "#throw")
    assert "The two sides" in panel(page, "shakku")
    page.evaluate("document.getElementById('shakku').shadowRoot.querySelector('#throw').click()")
    page.wait_for_function("document.getElementById('shakku').view.to_move === 0 || "
                           "document.getElementById('shakku').view.to_move === 1")
    sticks = page.evaluate("[...document.getElementById('shakku').shadowRoot.querySelectorAll('.stick')]"
                           ".map(s => s.dataset.face)")
    assert len(sticks) == 3
    # A die picked in the panel lights only its moves on the board.
    value = page.evaluate("""() => {
        const b = document.getElementById('shakku');
        const stick = [...b.shadowRoot.querySelectorAll('.stick')].find(s => !s.disabled);
        stick.click();
        return Number(stick.dataset.value);
    }""")
    assert page.evaluate("document.getElementById('shakku')._panels.die") == value
    # The status says the throw in words, never in notation.
    status = shadow(page, "shakku", ".status")
    assert status and not NOTATION.search(status), status
    # Shuuro's shop: the points left and the budget, each piece's price.
    shop = panel(page, "shop", "#shop")
    assert shop and "Queen" in shop
    assert "800" in panel(page, "shop", "#shop-left")
    page.evaluate("document.getElementById('shop').shadowRoot.querySelector('[data-move=\"+Q\"]').click()")
    page.wait_for_function("document.getElementById('shop').shadowRoot.querySelector('#shop-left .points')"
                           ".textContent !== '800'")
    # Shaturanga: the four seats and the die.
    assert page.evaluate("document.getElementById('seats').shadowRoot.querySelectorAll('#seats li').length") == 4
    # panels="none": a bare board, its moves off the board as words.
    assert panel(page, "bare", "", "hidden") is True
    assert panel(page, "diagram", "", "hidden") is True
    throw = shadow(page, "bare", ".extra button")
    assert throw == "Throw the dice"
    # The attribute set at run time shows the panel again.
    page.evaluate("document.getElementById('bare').removeAttribute('panels')")
    assert panel(page, "bare", "", "hidden") is False


def test_embedded_boards_say_moves_in_words(page, dist, host):
    page.goto(host.page("words.html", panels_page(dist.url)))
    page.evaluate("document.querySelectorAll('game-board').forEach((b) => b._wake())")
    wait_alive(page, "line", "fr")
    said = shadow(page, "line", ".status")
    assert said.startswith("Move 3 of 3") and "pawn" in said and not NOTATION.search(said), said
    page.evaluate("document.getElementById('line').goTo(2)")
    page.wait_for_function("document.getElementById('line').ply === 2")
    said = shadow(page, "line", ".status")
    assert "throws" in said and not NOTATION.search(said), said
    french = shadow(page, "fr", ".status")
    assert french.startswith("Coup") and "pion" in french and not NOTATION.search(french), french
