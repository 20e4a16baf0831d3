// Shuuro's look on the board: cool grey-blue squares; each chess piece a
// picture (./pictures.js) on its owner's token; plinths as raised stone blocks, growing in one by one in
// the order they were rolled; a King in check glows red.  The shape of an art
// module: js/board/index.js.

import { BY_KIND, PICTURES } from "./pictures.js";

export const art = {
  squares: ["#e9edf2", "#b9c6d6"],
  frame: "#33445c",
  frameInk: "#e8eef6",
  glyph: (piece) => ({ picture: PICTURES[BY_KIND[piece.kind]], badge: null }),
  // Squares drawn in red: the Kings in check.
  danger: (view) => view.panels?.check || [],
  // New plinths appear one by one in the order they were rolled.
  appearOrder: (view) => (view.panels?.rolls || []).filter((r) => r.placed).map((r) => r.square),

  terrain: {
    plinth(ctx, x, y, c) {
      // A raised stone block: a lit top face, darker sides, hatched so that it
      // reads without colour.
      const m = c * 0.06, d = c * 0.09;
      ctx.fillStyle = "#6d6456";
      ctx.fillRect(x + m, y + m + d, c - 2 * m, c - 2 * m - d * 0.2);
      const g = ctx.createLinearGradient(x, y, x + c, y + c);
      g.addColorStop(0, "#d8cfbf");
      g.addColorStop(1, "#a99d88");
      ctx.fillStyle = g;
      ctx.fillRect(x + m, y + m, c - 2 * m, c - 2 * m - d);
      ctx.strokeStyle = "rgba(60, 50, 35, 0.8)";
      ctx.lineWidth = Math.max(1, c * 0.03);
      ctx.strokeRect(x + m, y + m, c - 2 * m, c - 2 * m);
      ctx.beginPath();
      ctx.rect(x + m, y + m, c - 2 * m, c - 2 * m - d);
      ctx.clip();
      ctx.strokeStyle = "rgba(70, 58, 40, 0.28)";
      ctx.lineWidth = Math.max(1, c * 0.02);
      ctx.beginPath();
      for (let k = -c; k < c; k += c * 0.2) {
        ctx.moveTo(x + k, y + c);
        ctx.lineTo(x + k + c, y);
      }
      ctx.stroke();
    },
  },
};

export default art;
