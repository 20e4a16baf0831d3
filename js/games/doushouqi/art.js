// Dou Shou Qi's look on the board: sandy land in a warm frame; lakes with
// banks and waves, jaw traps and cave dens in the owner's colour; each animal
// a picture of its head (./pictures.js) on its owner's token,
// its rank in a small badge (grey while it sits in a trap).  The shape of an
// art module: js/board/index.js.

import { BY_KIND, PICTURES } from "./pictures.js";
import { ownerColours, star } from "../../board/shapes.js";

// The water squares of a view, for the banks (computed once per view).
const waterOf = new WeakMap();
function waterSquares(view) {
  let water = waterOf.get(view);
  if (!water) {
    water = new Set((view.terrain || []).filter((c) => c.kind === "water").map((c) => c.sq));
    waterOf.set(view, water);
  }
  return water;
}

export const art = {
  squares: ["#eadfbf", "#e3d6b2"],
  frame: "#6b4f2e",
  frameInk: "#f5ead0",
  // Each animal: its picture, and its rank number in a small badge.
  glyph: (piece) => ({ picture: PICTURES[BY_KIND[piece.kind]], badge: piece.rank !== undefined ? String(piece.rank) : null }),
  trappedBadge: true,

  terrain: {
    water(ctx, x, y, c, cell, board) {
      const water = waterSquares(board.view);
      const g = ctx.createLinearGradient(x, y, x + c, y + c);
      g.addColorStop(0, "#5fb0dd");
      g.addColorStop(1, "#3b8fc4");
      ctx.fillStyle = g;
      ctx.fillRect(x, y, c, c);
      // Soft banks where the water meets land.
      const [col, row] = board.screenOf(cell.sq);
      ctx.strokeStyle = "rgba(30, 80, 120, 0.55)";
      ctx.lineWidth = Math.max(1.5, c * 0.04);
      ctx.beginPath();
      for (const [dx, dy, x1, y1, x2, y2] of [[0, -1, 0, 0, 1, 0], [0, 1, 0, 1, 1, 1], [-1, 0, 0, 0, 0, 1], [1, 0, 1, 0, 1, 1]]) {
        const next = board.squareOfScreen(col + dx, row + dy);
        if (next && water.has(next)) continue;
        ctx.moveTo(x + x1 * c, y + y1 * c);
        ctx.lineTo(x + x2 * c, y + y2 * c);
      }
      ctx.stroke();
      // Waves.
      ctx.strokeStyle = "rgba(255, 255, 255, 0.5)";
      ctx.lineWidth = Math.max(1, c * 0.03);
      ctx.lineCap = "round";
      for (const [fy, fx] of [[0.32, 0.18], [0.58, 0.42], [0.82, 0.12]]) {
        const yy = y + fy * c;
        const x0 = x + fx * c;
        const len = c * 0.42;
        ctx.beginPath();
        ctx.moveTo(x0, yy);
        ctx.bezierCurveTo(x0 + len * 0.25, yy - c * 0.07, x0 + len * 0.5, yy + c * 0.07, x0 + len * 0.75, yy);
        ctx.quadraticCurveTo(x0 + len * 0.88, yy - c * 0.04, x0 + len, yy);
        ctx.stroke();
      }
    },

    trap(ctx, x, y, c, cell, board) {
      const colours = ownerColours(board.view, cell.owner ?? 0);
      ctx.fillStyle = "rgba(120, 90, 50, 0.18)";
      ctx.fillRect(x, y, c, c);
      // A jaw trap: a ring with teeth pointing in, in the owner's colour.
      const cx = x + c / 2, cy = y + c / 2, r = c * 0.36;
      ctx.strokeStyle = colours.dark;
      ctx.globalAlpha = 0.75;
      ctx.lineWidth = Math.max(1.5, c * 0.045);
      ctx.beginPath();
      ctx.arc(cx, cy, r, 0, Math.PI * 2);
      ctx.stroke();
      ctx.fillStyle = colours.fill;
      ctx.beginPath();
      const teeth = 10;
      for (let i = 0; i < teeth; i++) {
        const a = (i / teeth) * Math.PI * 2;
        const a1 = a - Math.PI / teeth * 0.6, a2 = a + Math.PI / teeth * 0.6;
        ctx.moveTo(cx + r * Math.cos(a1), cy + r * Math.sin(a1));
        ctx.lineTo(cx + r * 0.62 * Math.cos(a), cy + r * 0.62 * Math.sin(a));
        ctx.lineTo(cx + r * Math.cos(a2), cy + r * Math.sin(a2));
        ctx.closePath();
      }
      ctx.fill();
      ctx.globalAlpha = 1;
    },

    den(ctx, x, y, c, cell, board) {
      const colours = ownerColours(board.view, cell.owner ?? 0);
      ctx.fillStyle = colours.fill;
      ctx.globalAlpha = 0.22;
      ctx.fillRect(x, y, c, c);
      ctx.globalAlpha = 1;
      // A cave: a rounded arch in the owner's colour, dark inside, with a roof line.
      const cx = x + c / 2, base = y + c * 0.82, w = c * 0.64, h = c * 0.58;
      ctx.beginPath();
      ctx.moveTo(cx - w / 2, base);
      ctx.lineTo(cx - w / 2, base - h * 0.45);
      ctx.quadraticCurveTo(cx - w / 2, base - h, cx, base - h);
      ctx.quadraticCurveTo(cx + w / 2, base - h, cx + w / 2, base - h * 0.45);
      ctx.lineTo(cx + w / 2, base);
      ctx.closePath();
      ctx.fillStyle = colours.fill;
      ctx.globalAlpha = 0.85;
      ctx.fill();
      ctx.globalAlpha = 1;
      ctx.lineWidth = Math.max(1.5, c * 0.04);
      ctx.strokeStyle = colours.dark;
      ctx.stroke();
      const dw = w * 0.46, dh = h * 0.56;
      ctx.beginPath();
      ctx.moveTo(cx - dw / 2, base);
      ctx.lineTo(cx - dw / 2, base - dh * 0.5);
      ctx.arc(cx, base - dh * 0.5, dw / 2, Math.PI, 0);
      ctx.lineTo(cx + dw / 2, base);
      ctx.closePath();
      ctx.fillStyle = "rgba(25, 20, 15, 0.78)";
      ctx.fill();
      // A small star above: the goal.
      star(ctx, cx, y + c * 0.15, c * 0.08, colours.dark);
    },
  },
};

export default art;
