"""The rules pages in a real browser: with JavaScript off every diagram is
there as a picture; with it on they come alive (one engine for the page),
a puzzle on the page is solved by clicks; the app and the pages link to each
other in the player's language."""

from __future__ import annotations

import pytest

from app_page import open_app

PAGES = [(lang, game) for lang in ("en", "fr")
         for game in ("doushouqi", "shuuro", "shakku", "shaturanga")]


@pytest.mark.parametrize("lang,game", PAGES)
def test_rules_page_reads_without_javascript(browser, site, lang, game):
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    page.goto(f"{site}rules/{lang}/{game}.html")
    boards = page.locator("game-board")
    assert boards.count() >= 5
    # every board shows its drawn picture, with a size on the page
    for i in range(boards.count()):
        picture = boards.nth(i).locator("svg").first
        box = picture.bounding_box()
        assert box and box["width"] > 100 and box["height"] > 40, (game, i)
    assert page.locator(f'a[href^="../../index.html?game={game}"]').count() >= 1
    context.close()


def test_rules_page_comes_alive_with_one_engine(page, site):
    page.goto(f"{site}rules/en/doushouqi.html")
    first = page.locator("game-board").first
    first.scroll_into_view_if_needed()
    page.wait_for_function("document.querySelector('game-board').ready !== undefined")
    page.evaluate("document.querySelector('game-board').ready")
    assert len(page.workers) == 1
    # a puzzle of the page, solved through the element: the wrong move is refused
    solved = page.evaluate("""async () => {
        const board = [...document.querySelectorAll('game-board[mode=puzzle]')][0];
        board.scrollIntoView();
        await board.ready;
        const line = board.getAttribute('solution').split(/\\s+/);
        const wrong = (board.view.moves || []).map(m => m.move).find(m => m !== line[0]);
        const refused = wrong ? !(await board.play(wrong)) : true;
        let done = false;
        board.addEventListener('solved', () => { done = true; });
        const base = board.view.history.length;
        for (let i = 0; i < line.length && !done; i += 2) {   // the solver's moves; replies come
            await board.play(line[i]);
            for (let t = 0; t < 50 && !done && board.view.history.length < base + Math.min(i + 2, line.length); t++) {
                await new Promise(r => setTimeout(r, 100));
            }
        }
        for (let t = 0; t < 30 && !done; t++) await new Promise(r => setTimeout(r, 100));
        return {refused, done};
    }""")
    assert solved["refused"] and solved["done"]
    assert len(page.workers) == 1


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_app_links_to_the_rules_in_the_players_language(page, site, lang):
    open_app(page, site, f"?lang={lang}&game=shakku")
    link = page.locator("#how-to-play")
    assert link.get_attribute("href") == f"rules/{lang}/shakku.html"
    page.goto(site + link.get_attribute("href"))
    back = page.locator('a[href^="../../index.html?game=shakku"]').first
    assert f"lang={lang}" in back.get_attribute("href")


SOLVE_EVERY_PUZZLE = """async () => {
    const nonChance = (view) => view.history.length - (view.chance || []).length;
    const mover = (view) => view.to_move >= 0 ? view.to_move : view.throw;
    const out = [];
    for (const board of document.querySelectorAll('game-board[mode=puzzle]')) {
        board.scrollIntoView();
        await board.ready;
        const line = board.getAttribute('solution').trim().split(/\\s+/);
        const solver = mover(board.view);
        const base = nonChance(board.view);
        let solvedAt = null;
        board.addEventListener('solved', () => { solvedAt = nonChance(board.view) - base; });
        const played = [];
        let refused = null;
        const wrong = (board.view.moves || []).map(m => m.move).find(m => m !== line[0]);
        if (wrong) refused = !(await board.play(wrong)) && nonChance(board.view) === base;
        for (let turn = 0; turn < 40 && solvedAt === null; turn++) {
            const view = board.view;
            if (view.result || mover(view) !== solver) { played.push('not the solver\\'s turn'); break; }
            const k = nonChance(view) - base;
            if (k >= line.length) { played.push('line over, not solved'); break; }
            if (!(await board.play(line[k]))) { played.push('refused ' + line[k]); break; }
            played.push(line[k]);
            if (solvedAt !== null && nonChance(board.view) - base < line.length) played.push('solved early');
        }
        out.push({ id: board.closest('figure, section, div')?.id || line.join(' '), line, played, solvedAt,
                   refused, total: line.length });
    }
    return out;
}"""


@pytest.mark.parametrize("lang,game", PAGES)
def test_every_puzzle_is_solved_only_once_the_solver_has_played_all_his_moves(page, site, lang, game):
    """Each puzzle of the page, played through the element: the element
    plays only the other players' moves (whose move it is comes from the
    game: a Shakku solver plays both his dice), a wrong first move is refused,
    and "solved" comes only after the last move of the line."""
    page.goto(f"{site}rules/{lang}/{game}.html")
    results = page.evaluate(SOLVE_EVERY_PUZZLE)
    assert results, "the page has puzzles"
    for result in results:
        assert result["solvedAt"] == result["total"], result
        assert "solved early" not in result["played"], result
        assert result["refused"] in (True, None), result


@pytest.mark.parametrize("lang,words", [("en", "cannot go to"), ("fr", "ne peut pas aller")])
def test_an_illegal_try_in_a_puzzle_gets_a_message(page, site, lang, words):
    """A piece of the solver picked, then a square it may not go to: the
    puzzle says so (with its hint), as it does for a legal wrong move."""
    page.goto(f"{site}rules/{lang}/doushouqi.html")
    board = "document.querySelector('game-board[mode=puzzle]')"
    page.evaluate(f"{board}.scrollIntoView()")
    page.evaluate(f"{board}.ready")
    page.wait_for_function(f"{board}.view !== null")
    mover, target = page.evaluate(f"""() => {{
        const b = {board};
        const from = b.view.moves[0].from;
        const lit = new Set(b.view.moves.filter(m => m.from === from).map(m => m.to));
        const squares = b.view.grid.files.flatMap(f => b.view.grid.ranks.map(r => f + r));
        return [from, squares.find(sq => sq !== from && !lit.has(sq) && !b.view.pieces.some(p => p.sq === sq))];
    }}""")
    page.evaluate(f"{board}.scrollIntoView({{block: 'center'}})")
    for sq in (mover, target):
        point = page.evaluate(f"sq => {board}._board.squareCenter(sq)", sq)
        page.mouse.click(point["x"], point["y"])
    status = page.evaluate(f"{board}.shadowRoot.querySelector('.status')")
    said = page.evaluate(f"{board}.shadowRoot.querySelector('.status').textContent")
    assert words in said and target in said, said
    assert page.evaluate(f"{board}.shadowRoot.querySelector('.status').className") == "status refused"
    assert status is not None
