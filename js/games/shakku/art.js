// Shakku's (Sáhkku's) look on the board: the traditional three lines of
// points on a light hide.  The points are the cells' centres; a line joins
// each row and each column; a dot on every point; the start lines tinted;
// chevrons in each side's colour show which way it runs along every line; the
// King's first point ringed.  Active pawns are tokens showing their stack's
// height; inactive ones lie flat, pale and dashed; the King is a gold crown
// wearing his owner's pawn.  A selected pawn's way along its course is drawn
// in its colour.  The shape of an art module: js/board/index.js.

import { drawEmblem, ownerColours, ownerShape, shapePath } from "../../board/shapes.js";

const HIDE = "#f2e6cc";
const INK = "#4a3526";

export const art = {
  squares: [HIDE, HIDE],
  frame: "#5b3a22",
  frameInk: "#f6ead2",
  glyph: (piece) => ({ main: piece.height > 1 ? String(piece.height) : "", badge: null }),
  showMovable: (view) => Boolean(view.moves?.length),
  drawBoard: drawLines,
  drawPath: drawCoursePath,
  drawPiece,

  terrain: {
    track(ctx, x, y, c) {
      ctx.beginPath();
      ctx.arc(x + c / 2, y + c / 2, c * 0.1, 0, Math.PI * 2);
      ctx.fillStyle = INK;
      ctx.fill();
    },

    start_line(ctx, x, y, c, cell, board) {
      ctx.fillStyle = ownerColours(board.view, cell.owner ?? 0).fill;
      ctx.globalAlpha = 0.13;
      ctx.fillRect(x, y, c, c);
    },

    course(ctx, x, y, c, cell, board) {
      if (cell.index % 2) return;                   // every other segment: enough to read
      const to = board.origin(cell.next);
      if (!to) return;
      const dx = to.x - x, dy = to.y - y;
      const len = Math.hypot(dx, dy);
      if (!len || len > c * 1.5) return;
      const ux = dx / len, uy = dy / len;
      // Each side's chevrons sit on its own side of the line: the first
      // player's below (or right of) it, the second's above (or left of) it.
      const side = (cell.owner === 0 ? 1 : -1) * c * 0.22;
      const mx = x + c / 2 + dx / 2 + Math.abs(uy) * side, my = y + c / 2 + dy / 2 + Math.abs(ux) * side;
      const k = c * 0.1;
      ctx.strokeStyle = ownerColours(board.view, cell.owner ?? 0).dark;
      ctx.globalAlpha = 0.8;
      ctx.lineWidth = Math.max(1.5, c * 0.045);
      ctx.lineCap = "round";
      ctx.lineJoin = "round";
      ctx.beginPath();
      ctx.moveTo(mx - ux * k - uy * k, my - uy * k + ux * k);
      ctx.lineTo(mx + ux * k * 0.6, my + uy * k * 0.6);
      ctx.lineTo(mx - ux * k + uy * k, my - uy * k - ux * k);
      ctx.stroke();
    },

    king_start(ctx, x, y, c) {
      ctx.beginPath();
      ctx.arc(x + c / 2, y + c / 2, c * 0.3, 0, Math.PI * 2);
      ctx.strokeStyle = "#9a7610";
      ctx.lineWidth = Math.max(1.5, c * 0.05);
      ctx.stroke();
    },
  },
};

/** The lines of points: every row and every column joined. */
function drawLines(ctx, board) {
  const { cell: c, frame, view } = board;
  const { width: w, height: h, files, ranks } = view.grid;
  const [sw, sh] = board.screenSize();
  ctx.fillStyle = HIDE;
  ctx.fillRect(frame, frame, sw * c, sh * c);
  const centre = (sq) => { const o = board.origin(sq); return [o.x + c / 2, o.y + c / 2]; };
  ctx.strokeStyle = INK;
  ctx.lineCap = "round";
  ctx.lineWidth = Math.max(2, c * 0.07);
  ctx.beginPath();
  for (const r of ranks) {
    ctx.moveTo(...centre(files[0] + r));
    ctx.lineTo(...centre(files[w - 1] + r));
  }
  for (const f of files) {
    ctx.moveTo(...centre(f + ranks[0]));
    ctx.lineTo(...centre(f + ranks[h - 1]));
  }
  ctx.stroke();
}

/** A selected pawn's way along its course, up to its farthest target. */
function drawCoursePath(ctx, board) {
  const view = board.view;
  const piece = view.pieces?.find((p) => p.sq === board.selected);
  if (!piece || piece.kind !== "pawn") return;
  const next = new Map((view.terrain || [])
    .filter((t) => t.kind === "course" && t.owner === piece.owner).map((t) => [t.sq, t.next]));
  const way = [piece.sq];
  let last = 0;
  for (let sq = piece.sq, i = 1; i <= 3 && next.has(sq); i++) {
    sq = next.get(sq);
    way.push(sq);
    if (board.targets.has(sq)) last = i;
  }
  if (!last) return;
  const c = board.cell;
  const colours = ownerColours(view, piece.owner);
  ctx.save();
  ctx.strokeStyle = colours.light;
  ctx.globalAlpha = 0.75;
  ctx.lineWidth = c * 0.2;
  ctx.lineCap = "round";
  ctx.lineJoin = "round";
  ctx.beginPath();
  way.slice(0, last + 1).forEach((sq, i) => {
    const o = board.origin(sq);
    ctx[i ? "lineTo" : "moveTo"](o.x + c / 2, o.y + c / 2);
  });
  ctx.stroke();
  ctx.restore();
}

/** The King, and inactive pawns; an active pawn is the standard token (false). */
function drawPiece(ctx, x, y, cell, piece, view) {
  if (piece.kind === "king") {
    drawKing(ctx, x, y, cell, piece, view);
    return true;
  }
  if (piece.active) return false;          // the standard token, its height on it
  // An inactive pawn lies flat: small, pale, dashed, a bar across it.
  const colours = ownerColours(view, piece.owner);
  const shape = ownerShape(piece.owner);
  const r = cell * 0.27;
  ctx.save();
  shapePath(ctx, shape, x, y, r);
  ctx.fillStyle = colours.light;
  ctx.globalAlpha = 0.55;
  ctx.fill();
  ctx.globalAlpha = 1;
  ctx.setLineDash([r * 0.35, r * 0.25]);
  ctx.lineWidth = Math.max(1.5, cell * 0.035);
  ctx.strokeStyle = colours.dark;
  ctx.stroke();
  ctx.setLineDash([]);
  ctx.beginPath();
  ctx.moveTo(x - r * 0.55, y);
  ctx.lineTo(x + r * 0.55, y);
  ctx.stroke();
  ctx.restore();
  return true;
}

/** The King: a gold crown; once owned, its marker pawn shows under it. */
function drawKing(ctx, x, y, cell, piece, view) {
  const owned = piece.owner !== null && piece.owner !== undefined;
  if (owned) {
    const colours = ownerColours(view, piece.owner);
    shapePath(ctx, ownerShape(piece.owner), x, y, cell * 0.46);
    ctx.fillStyle = colours.fill;
    ctx.fill();
    ctx.lineWidth = Math.max(1.5, cell * 0.035);
    ctx.strokeStyle = colours.dark;
    ctx.stroke();
  }
  const r = cell * (owned ? 0.32 : 0.4);
  ctx.beginPath();
  ctx.arc(x, y + cell * 0.03, r, 0, Math.PI * 2);
  ctx.fillStyle = "rgba(0, 0, 0, 0.28)";
  ctx.fill();
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  const g = ctx.createRadialGradient(x - r * 0.35, y - r * 0.45, r * 0.1, x, y, r * 1.1);
  g.addColorStop(0, "#fff1a8");
  g.addColorStop(0.55, "#e2b530");
  g.addColorStop(1, "#9a7610");
  ctx.fillStyle = g;
  ctx.fill();
  ctx.lineWidth = Math.max(1.5, cell * 0.03);
  ctx.strokeStyle = "#6b5208";
  ctx.stroke();
  drawEmblem(ctx, "crown", x, y + r * 0.05, r * 0.55, "#5a4306");
}

export default art;
