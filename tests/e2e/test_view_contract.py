"""The view contract, in the browser: every view the page receives from the
engine during a short game of each game (new, moves, throws, undo, redo, the
seat's own view) fits ``schema/view.schema.json``, as ``tests/schema_check.py``
checks it."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from app_page import open_app

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from schema_check import check  # noqa: E402

# Every answer's view, kept as the page receives it.
RECORD = """() => {
    window.viewsReceived = [];
    const engine = app.engine;
    const request = engine.request.bind(engine);
    engine.request = async (op, args) => {
        const answer = await request(op, args);
        if (answer && answer.view) window.viewsReceived.push({op, view: answer.view});
        return answer;
    };
}"""

# A short game through the page: a throw when one is due, the seat taken when
# a secret is due, else a move picked by a small fixed generator; one undo and
# one redo on the way.
PLAY = """async (plies) => {
    let seed = 7;
    const next = (n) => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed % n; };
    for (let i = 0; i < plies; i++) {
        const view = app.view;
        if (view.result) break;
        if (view.throw !== null && view.throw !== undefined) { await app.throwDice(); continue; }
        if (!view.moves.length) {
            const ply = view.ply, seat = app.seat;
            await app.reveal();
            if (app.view.ply === ply && app.seat === seat) break;
            continue;
        }
        if (i === 8 && view.can_undo) { await app.undo(); await app.redo(); continue; }
        await app.play(view.moves[next(view.moves.length)].move);
    }
    return app.view.ply;
}"""

GAMES = [
    ("doushouqi", {}),
    ("shuuro", {"mini": True}),
    ("shakku", {}),
    ("shaturanga", {}),
    ("shaturanga", {"dice": True}),
]


@pytest.mark.parametrize("game, options", GAMES, ids=[f"{g}{'-' + '-'.join(o) if o else ''}" for g, o in GAMES])
def test_every_view_the_page_receives_fits_the_schema(page, site, game, options):
    open_app(page, site)
    page.evaluate(RECORD)
    assert page.evaluate("([g, o]) => app.newGame(g, o, 3)", [game, options])
    ply = page.evaluate(PLAY, 40)
    received = page.evaluate("window.viewsReceived")
    assert ply >= 10 and len(received) >= 10, (ply, len(received))
    ops = {r["op"] for r in received}
    assert {"new", "play"} <= ops, ops
    problems = [f"{r['op']} (ply {r['view'].get('ply')}): {p}"
                for r in received for p in check(r["view"])]
    assert problems == []
