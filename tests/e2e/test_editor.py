"""The board editor (editor.html, issue 38): a puzzle built by clicks only,
its snippet pasted into a page of another site and solved there; an
impossible position refused with its reason; the app's "Make a diagram"
opening its position in the editor, and the editor's link opening it back in
the app.

``dist/`` is served with ``Access-Control-Allow-Origin: *`` (the snippet's
script then works from any site); the host page is on ``localhost``, another
origin and another site."""

from __future__ import annotations

from app_page import open_app, wait_ply

PUZZLE = "l6/7/3R3/7/7/7/7/7/6L w - - 0 1"      # Green's Rat, two steps from Red's den


def open_editor(page, base, query="game=doushouqi&lang=en"):
    page.goto(f"{base}editor.html?{query}")
    page.wait_for_function("document.documentElement.dataset.editor === 'ready'", timeout=90_000)


def click_square(page, board, square):
    """A click on a square of one of the editor's boards (board or lineBoard)."""
    point = page.evaluate("""([b, sq]) => {
        const at = editor[b].squareCenter(sq);           // brought into the middle of the window
        scrollBy(0, at.y - innerHeight / 2);
        return editor[b].squareCenter(sq);
    }""", [board, square])
    page.mouse.click(point["x"], point["y"])


def place(page, token, square):
    """Pick a piece of the palette, then tap a square: the engine answers
    with the position holding it."""
    page.click(f"#palette .tool[data-token='{token}']")
    click_square(page, "board", square)
    page.wait_for_function("([sq, token]) => editor.state.answer.squares[sq] === token", arg=[square, token],
                           timeout=10_000)


def status(page) -> str:
    return page.text_content("#status")


def test_editor_puzzle_on_another_site(page, dist, host):
    page.context.grant_permissions(["clipboard-read", "clipboard-write"], origin=dist.url.rstrip("/"))
    open_editor(page, dist.url)
    page.click("#from-empty")
    page.wait_for_function("document.getElementById('position').value.startsWith('7/7/7/7/7/7/7/7/7 ')")
    place(page, "R", "d7")
    place(page, "l", "a9")
    place(page, "L", "g1")
    assert page.input_value("#position") == PUZZLE
    assert status(page) == "This position can be played."

    page.click("input[name=mode][value=puzzle]")
    assert "Play the solution" in page.text_content("#solution-text")
    # The solution, played on the line's board by clicks, both sides' moves.
    for number, (a, b) in enumerate([("d7", "d8"), ("a9", "a8"), ("d8", "d9")], start=1):
        click_square(page, "lineBoard", a)
        click_square(page, "lineBoard", b)
        page.wait_for_function("n => editor.state.line.length === n", arg=number, timeout=10_000)
    assert page.evaluate("editor.state.line") == ["d7d8", "a9a8", "d8d9"]
    page.click("#check")
    page.wait_for_function("document.getElementById('check-result').dataset.kind === 'good'", timeout=30_000)
    assert page.text_content("#check-result") == "The only way: no other move does as well."

    # The live preview is the element as a page shows it.
    page.wait_for_function("document.querySelector('#preview game-board')?.view", timeout=60_000)
    assert page.evaluate("document.querySelector('#preview game-board').getAttribute('mode')") == "puzzle"

    page.click("#copy-snippet")
    page.wait_for_function("document.getElementById('copy-status').dataset.kind === 'good'")
    snippet = page.evaluate("navigator.clipboard.readText()")
    assert f'<script type="module" src="{dist.url}embed.js"></script>' in snippet
    assert f'position="{PUZZLE}"' in snippet and 'solution="d7d8 a9a8 d8d9"' in snippet

    html = ('<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A rules site</title></head>'
            f"<body><h1>Jungle puzzle</h1>\n{snippet}\n</body></html>")
    page.goto(host.page("puzzle.html", html))
    page.wait_for_function("document.querySelector('game-board')?.view", timeout=90_000)

    def click(square):
        point = page.evaluate("""sq => {
            const board = document.querySelector('game-board')._board;
            scrollBy(0, board.squareCenter(sq).y - innerHeight / 2);
            return board.squareCenter(sq);
        }""", square)
        page.mouse.click(point["x"], point["y"])

    click("d7")
    click("d8")
    page.wait_for_function("document.querySelector('game-board').ply === 2", timeout=10_000)   # Red answered
    click("d8")
    click("d9")
    page.wait_for_function(
        "document.querySelector('game-board').shadowRoot.querySelector('.status')?.textContent === 'Solved!'",
        timeout=10_000)


def test_an_impossible_position_is_refused_with_its_reason(page, dist):
    open_editor(page, dist.url)
    page.click("#from-empty")
    page.wait_for_function("document.getElementById('position').value.startsWith('7/7/7/7/7/7/7/7/7 ')")
    place(page, "L", "a1")
    place(page, "L", "b1")
    assert status(page) == "Impossible: A side has two pieces of the same animal (L)."
    assert page.get_attribute("#status", "data-kind") == "bad"
    assert page.is_disabled("#copy-snippet")
    assert page.input_value("#snippet") == ""
    # An animal in its own den, in French.
    page.select_option("#lang", "fr")
    page.click("#palette .tool[data-token='L']")
    click_square(page, "board", "b1")               # again: the second Lion goes
    page.wait_for_function("!editor.state.answer.squares.b1")
    assert page.text_content("#status") == "Cette position peut se jouer."
    place(page, "E", "d1")
    assert page.text_content("#status").startswith("Impossible : ")
    assert "d1" in page.text_content("#status")
    # A pasted text that is no position says why and keeps the board.
    page.fill("#position", "this is not a position")
    page.click("#load")
    page.wait_for_function("document.getElementById('status').textContent.includes('Rangée')"
                           " || document.getElementById('status').textContent.includes('plateau')")
    assert page.evaluate("editor.state.squares") == {"a1": "L", "d1": "E"}


def test_make_a_diagram_opens_the_apps_position_in_the_editor_and_back(page, site):
    open_app(page, site)
    page.evaluate("app.play('a3a4')")
    wait_ply(page, 1)
    position = page.evaluate("app.view.position")
    href = page.get_attribute("#make-diagram", "href")
    assert href.startswith("editor.html?") and "game=doushouqi" in href
    open_editor(page, site, href.split("?", 1)[1])
    assert page.input_value("#position") == position
    assert status(page) == "This position can be played."
    # The editor's link opens that position in the app, unchanged.
    page.wait_for_function("document.getElementById('open-app').href.includes('#game=')", timeout=10_000)
    link = page.get_attribute("#open-app", "href")
    page.goto(link)
    page.wait_for_function("window.app?.view?.position", timeout=90_000)
    assert page.evaluate("app.view.position") == position


def drag(page, start, end):
    page.mouse.move(start["x"], start["y"])
    page.mouse.down()
    page.mouse.move((start["x"] + end["x"]) / 2, (start["y"] + end["y"]) / 2, steps=4)
    page.mouse.move(end["x"], end["y"], steps=4)
    page.mouse.up()


def test_pieces_are_dragged_from_the_palette_moved_and_dragged_off(page, dist):
    open_editor(page, dist.url, "game=shaturanga&lang=en")
    page.click("#from-empty")
    page.wait_for_function("Object.keys(editor.state.answer.squares).length === 0")
    page.evaluate("document.getElementById('board').scrollIntoView({block: 'start'})")
    tool = page.locator("#palette .tool[data-token='gR']").bounding_box()
    target = page.evaluate("editor.board.squareCenter('d1')")
    drag(page, {"x": tool["x"] + tool["width"] / 2, "y": tool["y"] + tool["height"] / 2}, target)
    page.wait_for_function("editor.state.answer.squares.d1 === 'gR'")
    # Moved on the board by a drag, then dragged off it: gone.
    drag(page, page.evaluate("editor.board.squareCenter('d1')"), page.evaluate("editor.board.squareCenter('e2')"))
    page.wait_for_function("editor.state.answer.squares.e2 === 'gR' && !editor.state.answer.squares.d1")
    box = page.locator("#board").bounding_box()
    drag(page, page.evaluate("editor.board.squareCenter('e2')"), {"x": box["x"] + box["width"] + 60, "y": box["y"] + 40})
    page.wait_for_function("Object.keys(editor.state.answer.squares).length === 0")


def test_every_live_example_of_the_embed_page_has_its_markup_to_copy(page, site):
    page.goto(f"{site}embed.html")
    markups = page.evaluate("""() => [...document.querySelectorAll('.examples figure')]
        .filter(f => f.querySelector('game-board'))
        .map(f => f.querySelector('.copy-markup pre')?.textContent ?? null)""")
    assert len(markups) >= 8 and all(markups), markups
    assert all(m.startswith("<game-board ") and m.endswith("</game-board>") and "<svg" not in m
               for m in markups), markups
    # The lesson's steps are part of its markup.
    assert any('mode="lesson"' in m and '<ol class="steps">' in m for m in markups)


def test_a_dice_puzzle_keeps_its_throws_apart_from_its_solution(page, dist):
    """Shaturanga with the die (thrown by the game at each turn): the author
    moves on the line's board; the puzzle's snippet has the move as its
    solution and the throws in `dice`, so that readers meet the same die."""
    open_editor(page, dist.url, "game=shaturanga&options=dice%3Dtrue&lang=en")
    page.wait_for_function("editor.state.line.length === 1")
    throw = page.evaluate("editor.state.line[0]")
    assert throw.startswith("die:")
    move = page.evaluate("""() => {
        const moves = editor.state.lineView.moves.filter(m => m.from && m.to);
        return moves.find(m => moves.filter(o => o.from === m.from && o.to === m.to).length === 1);
    }""")
    click_square(page, "lineBoard", move["from"])
    click_square(page, "lineBoard", move["to"])
    page.wait_for_function("m => editor.state.line.includes(m)", arg=move["move"])
    line = page.evaluate("editor.state.line")
    dice = [entry for entry in line if entry.startswith("die:")]
    page.click("input[name=mode][value=puzzle]")
    snippet = page.input_value("#snippet")
    assert f'solution="{move["move"]}"' in snippet and f'dice="{" ".join(dice)}"' in snippet, snippet


def test_a_diagram_is_copied_as_svg_and_png_and_downloaded(page, dist):
    page.context.grant_permissions(["clipboard-read", "clipboard-write"], origin=dist.url.rstrip("/"))
    open_editor(page, dist.url, f"game=doushouqi&lang=en&position={PUZZLE.replace(' ', '%20')}")
    page.wait_for_function("!document.getElementById('copy-svg').disabled")
    page.click("#copy-svg")
    page.wait_for_function("document.getElementById('copy-status').dataset.kind === 'good'")
    svg = page.evaluate("navigator.clipboard.readText()")
    assert svg.startswith("<svg") and "doushouqi diagram" in svg
    page.evaluate("document.getElementById('copy-status').dataset.kind = ''")
    page.click("#copy-png")
    page.wait_for_function("document.getElementById('copy-status').dataset.kind === 'good'")
    types = page.evaluate("navigator.clipboard.read().then(items => items.flatMap(i => i.types))")
    assert "image/png" in types
    with page.expect_download() as download:
        page.click("#download-png")
    path = download.value.path()
    assert download.value.suggested_filename == "doushouqi.png"
    assert open(path, "rb").read(8) == b"\x89PNG\r\n\x1a\n"
