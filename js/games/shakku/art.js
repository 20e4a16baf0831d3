// Shakku's (Sáhkku's) look on the board: the traditional three lines of
// points on a light hide.  The points are the cells' centres; a line joins
// each row and each column; a ringed dot on every point; the start lines
// tinted.  Each side's course is a lane beside the lines with arrowheads
// (Red's solid, Blue's dashed with hollow heads: told apart without colour),
// bold arrows where it turns from one line to the next, a pennant on its
// first point; the King's first point ringed.  Active pawns stand up: a peg
// (./pictures.js) on the owner's token, a stack's height in a
// badge and its pawns peeking out below; inactive ones lie flat, pale and
// dashed, with no peg.  The King is a gold crown wearing his owner's token.
// A selected pawn's way along its course is drawn in its colour.  The shape
// of an art module: js/board/index.js.

import { PICTURES } from "./pictures.js";
import { drawPicture } from "../../board/picture.js";
import { ownerColours, ownerShape, shapePath } from "../../board/shapes.js";

const HIDE = "#f2e6cc";
const INK = "#4a3526";

export const art = {
  squares: [HIDE, HIDE],
  frame: "#5b3a22",
  frameInk: "#f6ead2",
  glyph: (piece) => ({ picture: PICTURES.pawn, badge: piece.height > 1 ? String(piece.height) : null }),
  showMovable: (view) => Boolean(view.moves?.length),
  drawBoard: drawLines,
  drawPath: drawCoursePath,
  drawPiece,

  terrain: {
    track(ctx, x, y, c) {
      // A point: a dark dot in a light ring, so it reads on the lines.
      ctx.beginPath();
      ctx.arc(x + c / 2, y + c / 2, c * 0.12, 0, Math.PI * 2);
      ctx.fillStyle = HIDE;
      ctx.fill();
      ctx.lineWidth = Math.max(1.5, c * 0.04);
      ctx.strokeStyle = INK;
      ctx.stroke();
      ctx.beginPath();
      ctx.arc(x + c / 2, y + c / 2, c * 0.05, 0, Math.PI * 2);
      ctx.fillStyle = INK;
      ctx.fill();
    },

    start_line(ctx, x, y, c, cell, board) {
      ctx.fillStyle = ownerColours(board.view, cell.owner ?? 0).fill;
      ctx.globalAlpha = 0.16;
      ctx.fillRect(x, y, c, c);
    },

    course(ctx, x, y, c, cell, board) {
      if (cell.index !== 0) return;          // the lanes are drawn with the board
      // A pennant on the course's first point: where its pawns start.
      const colours = ownerColours(board.view, cell.owner ?? 0);
      const px = x + c * 0.2, top = y + c * 0.06;
      ctx.lineWidth = Math.max(1.5, c * 0.035);
      ctx.strokeStyle = INK;
      ctx.beginPath();
      ctx.moveTo(px, top);
      ctx.lineTo(px, top + c * 0.34);
      ctx.stroke();
      ctx.beginPath();
      ctx.moveTo(px, top);
      ctx.lineTo(px + c * 0.2, top + c * 0.08);
      ctx.lineTo(px, top + c * 0.16);
      ctx.closePath();
      ctx.fillStyle = colours.fill;
      ctx.fill();
      ctx.strokeStyle = colours.dark;
      ctx.lineWidth = Math.max(1, c * 0.02);
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
  for (const owner of [0, 1]) drawLane(ctx, board, owner);
}

/** One side's course: a lane beside the lines (the first player's below or
 *  right of them, the second's above or left), arrowheads along it, bold
 *  ones where it turns onto the next line. */
function drawLane(ctx, board, owner) {
  const { cell: c, view } = board;
  const course = (view.terrain || []).filter((t) => t.kind === "course" && t.owner === owner)
    .sort((a, b) => a.index - b.index);
  if (course.length < 2) return;
  const centre = (sq) => { const o = board.origin(sq); return o && { x: o.x + c / 2, y: o.y + c / 2 }; };
  const side = (owner === 0 ? 1 : -1) * c * 0.24;
  // The offset of a step a -> b: across it, on this side's side.
  const offset = (a, b) => {
    const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
    return { x: Math.abs(b.y - a.y) / len * side, y: Math.abs(b.x - a.x) / len * side };
  };
  const points = course.map((t) => centre(t.sq));
  const steps = [];                       // [from, to, isTurn] along the course
  for (let i = 0; i + 1 < points.length; i++) {
    const [a, b] = [points[i], points[i + 1]];
    if (!a || !b || Math.hypot(b.x - a.x, b.y - a.y) > c * 1.5) continue;
    steps.push({ i, a, b, turn: course[i].sq[0] === course[i + 1].sq[0] });
  }
  const colours = ownerColours(view, owner);
  ctx.save();
  ctx.strokeStyle = colours.dark;
  ctx.lineWidth = Math.max(1.5, c * 0.04);
  ctx.lineCap = "round";
  ctx.lineJoin = "round";
  ctx.globalAlpha = 0.7;
  if (owner !== 0) ctx.setLineDash([c * 0.12, c * 0.08]);
  ctx.beginPath();
  steps.forEach(({ a, b }, k) => {
    // At a corner, both offsets add up: the lane goes round the outside.
    const before = k > 0 && steps[k - 1].i === steps[k].i - 1 ? offset(steps[k - 1].a, a) : null;
    const here = offset(a, b);
    const start = before && (before.x !== here.x || before.y !== here.y)
      ? { x: a.x + before.x + here.x, y: a.y + before.y + here.y } : { x: a.x + here.x, y: a.y + here.y };
    if (!before) ctx.moveTo(start.x, start.y);
    else ctx.lineTo(start.x, start.y);
    const after = steps[k + 1] && steps[k + 1].i === steps[k].i + 1 ? offset(b, steps[k + 1].b) : null;
    const end = after && (after.x !== here.x || after.y !== here.y)
      ? { x: b.x + after.x + here.x, y: b.y + after.y + here.y } : { x: b.x + here.x, y: b.y + here.y };
    ctx.lineTo(end.x, end.y);
  });
  ctx.stroke();
  ctx.setLineDash([]);
  ctx.globalAlpha = 0.9;
  for (const { i, a, b, turn } of steps) {
    if (!turn && i % 3 !== 1) continue;
    const o = offset(a, b);
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    const ux = (b.x - a.x) / len, uy = (b.y - a.y) / len;
    const k = c * (turn ? 0.17 : 0.12);
    const mx = (a.x + b.x) / 2 + o.x + ux * k * 0.5, my = (a.y + b.y) / 2 + o.y + uy * k * 0.5;
    ctx.beginPath();
    ctx.moveTo(mx, my);
    ctx.lineTo(mx - ux * k * 1.4 - uy * k, my - uy * k * 1.4 + ux * k);
    ctx.lineTo(mx - ux * k * 1.4 + uy * k, my - uy * k * 1.4 - ux * k);
    ctx.closePath();
    // The first player's heads are solid, the second's hollow.
    ctx.fillStyle = owner === 0 ? colours.dark : HIDE;
    ctx.fill();
    ctx.lineWidth = Math.max(1.5, c * 0.035);
    ctx.stroke();
  }
  ctx.restore();
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
  // An inactive pawn lies flat: its owner's shape squashed, pale and
  // dashed, no peg on it.
  const colours = ownerColours(view, piece.owner);
  const r = cell * 0.34;
  ctx.save();
  ctx.translate(x, y + cell * 0.06);
  ctx.scale(1, 0.5);
  shapePath(ctx, ownerShape(piece.owner), 0, 0, r);
  ctx.restore();
  ctx.save();
  ctx.fillStyle = colours.light;
  ctx.globalAlpha = 0.6;
  ctx.fill();
  ctx.globalAlpha = 1;
  ctx.setLineDash([cell * 0.07, cell * 0.05]);
  ctx.lineWidth = Math.max(1.5, cell * 0.04);
  ctx.strokeStyle = colours.dark;
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
  drawPicture(ctx, PICTURES.king, x, y, r * 1.45, { ink: "#5a4306", cut: "#e2b530", edge: "#5a4306" });
}

export default art;
