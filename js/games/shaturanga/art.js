// Shaturanga's look on the board: four armies on warm squares; each piece a
// picture of its figure (./pictures.js: Radjah, Elephant,
// Horse, Boat, Soldier) on its owner's token; passive armies greyed (the token reads
// piece.passive); thrones starred in their owner's colour; a Radjah in check
// glows red; with the die, the pieces it allows are ringed.  The shape of an
// art module: js/board/index.js.

import { BY_KIND, PICTURES } from "./pictures.js";
import { ownerColours, star } from "../../board/shapes.js";

export const art = {
  squares: ["#f0e4c8", "#c9a977"],
  frame: "#4a3220",
  frameInk: "#f3e6cc",
  glyph: (piece) => ({ picture: PICTURES[BY_KIND[piece.kind]], badge: null }),
  danger: (view) => (view.panels?.check || []).map((c) => c.sq),
  showMovable: (view) => Boolean(view.panels?.die?.value && view.moves?.length),

  terrain: {
    throne(ctx, x, y, c, cell, board) {
      const colours = cell.owner !== undefined ? ownerColours(board.view, cell.owner) : null;
      ctx.fillStyle = colours ? colours.fill : "rgb(227, 181, 42)";
      ctx.globalAlpha = 0.3;
      ctx.fillRect(x, y, c, c);
      ctx.globalAlpha = 1;
      star(ctx, x + c / 2, y + c / 2, c * 0.34, colours ? colours.dark : "rgba(154, 118, 16, 0.7)");
    },
  },
};

export default art;
