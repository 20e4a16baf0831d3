"""Pieces are drawn as pictures (js/games/<game>/pictures.js), not as letters: every
text the board's canvas draws is recorded, and none may be a piece's letter;
the pictures' Path2D fills must happen."""

from __future__ import annotations

from app_page import open_app

# Every fillText/strokeText and every fill of a Path2D on any canvas, recorded.
RECORDER = """
window.__drawn = {texts: [], pictureFills: 0};
const proto = CanvasRenderingContext2D.prototype;
for (const name of ["fillText", "strokeText"]) {
  const original = proto[name];
  proto[name] = function (text, ...rest) {
    window.__drawn.texts.push(String(text));
    return original.call(this, text, ...rest);
  };
}
const fill = proto.fill;
proto.fill = function (...args) {
  if (args[0] instanceof Path2D) window.__drawn.pictureFills++;
  return fill.apply(this, args);
};
"""

# Shuuro starts in the shop with an empty board: a deployed position instead.
SHUURO_ARMIES = "12/4rnbqk3/3pppp5/12/3_.8/12/12/8_.3/12/5PPPP3/3BNQKR4/12 w - 1"


def drawn_after(page, action):
    """What the canvas drew in a full drawing of the board (a flip) once
    `action` ran and the board settled."""
    action()
    page.wait_for_function("!app.busy && !app.settling")
    page.evaluate("window.__drawn = {texts: [], pictureFills: 0}")
    page.evaluate("app.flip()")
    page.evaluate("() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")
    return page.evaluate("window.__drawn")


def test_pieces_drawn_as_pictures(page, site):
    page.add_init_script(RECORDER)
    open_app(page, site)
    for game in ["doushouqi", "shuuro", "shaturanga", "shakku"]:
        def start():
            assert page.evaluate("g => app.newGame(g, {}, 7)", game)
            if game == "shuuro":
                assert page.evaluate("t => app.importPosition(t)", SHUURO_ARMIES)
        drawn = drawn_after(page, start)
        view = page.evaluate("app.view")
        assert view["game"] == game
        pieces = view["pieces"]
        assert pieces, game
        grid = view["grid"]
        allowed = set(grid["files"]) | set(grid["ranks"])
        letters = {p["kind"] for p in pieces} | {p["kind"].upper() for p in pieces}
        for text in drawn["texts"]:
            # Coordinates in the frame and small numbers (a rank, a stack's height) only.
            assert text in allowed or text.isdigit() or text == "", (game, text)
            assert text not in letters or text in allowed, (game, text)
        assert not any(t.isalpha() and t not in allowed for t in drawn["texts"]), (game, drawn["texts"])
        # Every piece but Shakku's inactive (flat) pawns is a picture: several Path2D fills each.
        pictured = [p for p in pieces if p.get("active", True)]
        assert drawn["pictureFills"] >= len(pictured), (game, drawn["pictureFills"], len(pictured))


def test_dou_shou_qi_ranks_stay_visible(page, site):
    """The animals' ranks are still drawn, small, beside their pictures."""
    page.add_init_script(RECORDER)
    open_app(page, site)
    drawn = drawn_after(page, lambda: None)
    ranks = {str(p["rank"]) for p in page.evaluate("app.view.pieces")}
    assert ranks == {str(r) for r in range(1, 9)}
    assert ranks <= set(drawn["texts"])
