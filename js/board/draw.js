// Drawing one frame of the board on its canvas: the frame and coordinates,
// the squares (or the art's own board), terrain, marks (check, last move,
// selection), the pieces (one may be sliding), rings on movable pieces, the
// targets, the keyboard cursor and a dragged piece.  What is particular to a
// game comes from its art module; what to light up comes from the scene.

import { FONT, drawToken, ownerColours, roundRect } from "./shapes.js";

export const ANIMATION_MS = 170;
export const APPEAR_MS = 420;          // one new terrain square after the other

/** The look of a game without an art module. */
export const GENERIC = {
  squares: ["#eee3cc", "#d9c7a3"],
  frame: "#4a3b2a",
  frameInk: "#f1e6cf",
  glyph: (piece) => ({ main: String(piece.kind), badge: piece.height > 1 ? "×" + piece.height : null }),
  trappedBadge: false,
  terrain: {},
};

/** Any terrain kind the art does not draw: a tint, in the owner's colour if it has one. */
function otherTerrain(ctx, x, y, c, cell, board) {
  const colours = cell.owner !== undefined ? ownerColours(board.view, cell.owner) : { fill: "#7a6a50" };
  ctx.fillStyle = colours.fill;
  ctx.globalAlpha = 0.2;
  ctx.fillRect(x, y, c, c);
  ctx.globalAlpha = 1;
}

/** What art callbacks get as `board`: the view, the sizes, the selection and the geometry. */
function painterContext(scene) {
  const geo = scene.geo;
  return {
    view: scene.view,
    cell: geo.cell,
    frame: geo.frame,
    selected: scene.selected,
    targets: scene.targets,
    origin: (sq) => geo.origin(sq),
    screenOf: (sq) => geo.screenOf(sq),
    squareOfScreen: (col, row) => geo.squareOfScreen(col, row),
    screenSize: () => geo.screenSize(),
  };
}

/** Draws the scene; true if an animation wants another frame. */
export function render(ctx, scene, now) {
  const { view, geo } = scene;
  if (!view || !geo.cell) return false;
  const art = scene.art || GENERIC;
  const board = painterContext(scene);
  ctx.setTransform(scene.dpr, 0, 0, scene.dpr, 0, 0);
  ctx.clearRect(0, 0, geo.cssWidth, geo.cssHeight);
  drawFrame(ctx, scene, art);
  if (art.drawBoard) art.drawBoard(ctx, board);
  else drawSquares(ctx, geo, art);
  let more = drawTerrain(ctx, scene, art, board, now);
  drawMarks(ctx, scene, art);
  if (art.drawPath && scene.selected) art.drawPath(ctx, board);
  more = drawPieces(ctx, scene, art, now) || more;
  if (scene.rings && !scene.selected) drawMovable(ctx, scene);
  drawTargets(ctx, scene);
  if (scene.showCursor && scene.cursor) drawCursor(ctx, scene);
  if (scene.drag && scene.drag.moved) drawDragged(ctx, scene, art);
  return more;
}

/** One piece, by the art if it draws it, else the standard token with the art's glyph. */
export function drawPiece(ctx, x, y, cell, piece, view, art) {
  if (art.drawPiece && art.drawPiece(ctx, x, y, cell, piece, view)) return;
  const glyph = (art.glyph || GENERIC.glyph)(piece);
  drawToken(ctx, x, y, cell, piece, view, glyph, { trappedBadge: Boolean(art.trappedBadge) });
}

function drawFrame(ctx, scene, art) {
  const { geo, view } = scene;
  const { cell, frame, cssWidth, cssHeight } = geo;
  const { files, ranks } = view.grid;
  const [w, h] = geo.screenSize();
  roundRect(ctx, 0, 0, cssWidth, cssHeight, Math.max(4, frame * 0.45));
  ctx.fillStyle = art.frame || GENERIC.frame;
  ctx.fill();
  if (!scene.coordinates) return;
  ctx.fillStyle = art.frameInk || GENERIC.frameInk;
  ctx.font = `600 ${Math.max(9, Math.round(frame * 0.62))}px ${FONT}`;
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  // A quarter turn puts the ranks along the bottom edge.
  const odd = geo.quarter() % 2 === 1;
  const coords = (col, row) => geo.index.get(geo.squareOfScreen(col, row));
  for (let col = 0; col < w; col++) {
    const [fx, ry] = coords(col, 0);
    const label = odd ? ranks[ry] : files[fx];
    const x = frame + (col + 0.5) * cell;
    ctx.fillText(label, x, cssHeight - frame / 2);
    ctx.fillText(label, x, frame / 2);
  }
  for (let row = 0; row < h; row++) {
    const [fx, ry] = coords(0, row);
    const label = odd ? files[fx] : ranks[ry];
    const y = frame + (row + 0.5) * cell;
    ctx.fillText(label, frame / 2, y);
    ctx.fillText(label, cssWidth - frame / 2, y);
  }
}

function drawSquares(ctx, geo, art) {
  const { cell, frame } = geo;
  const [w, h] = geo.screenSize();
  const squares = art.squares || GENERIC.squares;
  for (let row = 0; row < h; row++) {
    for (let col = 0; col < w; col++) {
      ctx.fillStyle = squares[(row + col) % 2];
      ctx.fillRect(frame + col * cell, frame + row * cell, cell, cell);
    }
  }
  // Fine grid lines, so that same-coloured squares still read as squares.
  ctx.strokeStyle = "rgba(90, 70, 40, 0.22)";
  ctx.lineWidth = 1;
  ctx.beginPath();
  for (let col = 1; col < w; col++) {
    ctx.moveTo(frame + col * cell + 0.5, frame);
    ctx.lineTo(frame + col * cell + 0.5, frame + h * cell);
  }
  for (let row = 1; row < h; row++) {
    ctx.moveTo(frame, frame + row * cell + 0.5);
    ctx.lineTo(frame + w * cell, frame + row * cell + 0.5);
  }
  ctx.stroke();
}

/** The terrain; squares new since the last view grow in one by one. True while some still grow. */
function drawTerrain(ctx, scene, art, board, now) {
  const { view, geo, appearing } = scene;
  const painters = art.terrain || {};
  let more = false;
  for (const cell of view.terrain || []) {
    const o = geo.origin(cell.sq);
    if (!o) continue;
    const painter = painters[cell.kind] || painters.other || otherTerrain;
    ctx.save();
    const start = appearing.get(cell.sq);
    if (start !== undefined) {
      const k = Math.max(0, Math.min(1, (now - start) / APPEAR_MS));
      if (k < 1) more = true;
      else appearing.delete(cell.sq);
      // Grows from the square's centre.
      const e = 1 - (1 - k) ** 3;
      const c = geo.cell;
      ctx.globalAlpha = k;
      ctx.translate(o.x + c / 2, o.y + c / 2);
      ctx.scale(Math.max(0.01, e), Math.max(0.01, e));
      ctx.translate(-(o.x + c / 2), -(o.y + c / 2));
    }
    painter(ctx, o.x, o.y, geo.cell, cell, board);
    ctx.restore();
  }
  return more;
}

function drawMarks(ctx, scene, art) {
  const { geo, view } = scene;
  const c = geo.cell;
  for (const sq of art.danger ? art.danger(view) : []) {
    const o = geo.origin(sq);
    if (!o) continue;
    const g = ctx.createRadialGradient(o.x + c / 2, o.y + c / 2, c * 0.1, o.x + c / 2, o.y + c / 2, c * 0.72);
    g.addColorStop(0, "rgba(230, 20, 20, 0.95)");
    g.addColorStop(0.6, "rgba(230, 20, 20, 0.45)");
    g.addColorStop(1, "rgba(230, 20, 20, 0)");
    ctx.fillStyle = g;
    ctx.fillRect(o.x, o.y, c, c);
  }
  const last = view.last_move;
  if (last && scene.lastMove) {
    for (const sq of [last.from, last.to]) {
      const o = sq && geo.origin(sq);
      if (!o) continue;
      ctx.fillStyle = "rgba(255, 200, 40, 0.42)";
      ctx.fillRect(o.x, o.y, c, c);
    }
  }
  if (scene.selected) {
    const o = geo.origin(scene.selected);
    if (o) {
      ctx.fillStyle = "rgba(40, 120, 220, 0.42)";
      ctx.fillRect(o.x, o.y, c, c);
    }
  }
  if (scene.hover && scene.targets.has(scene.hover)) {
    const o = geo.origin(scene.hover);
    ctx.fillStyle = "rgba(40, 120, 220, 0.28)";
    ctx.fillRect(o.x, o.y, c, c);
  }
}

/** The pieces; the last move's piece slides in.  True while it slides. */
function drawPieces(ctx, scene, art, now) {
  const { geo, view, drag } = scene;
  const c = geo.cell;
  let anim = scene.animation;
  let t = 1;
  if (anim) {
    t = Math.min(1, (now - anim.start) / ANIMATION_MS);
    if (t >= 1) scene.animation = anim = null;
  }
  for (const piece of view.pieces || []) {
    if (drag && drag.sq === piece.sq && drag.moved) {
      const o = geo.origin(piece.sq);
      ctx.globalAlpha = 0.3;
      drawPiece(ctx, o.x + c / 2, o.y + c / 2, c, piece, view, art);
      ctx.globalAlpha = 1;
      continue;
    }
    let o = geo.origin(piece.sq);
    if (!o) continue;
    if (anim && anim.to === piece.sq) {
      const from = geo.origin(anim.from);
      const e = 1 - Math.pow(1 - t, 3);
      o = { x: from.x + (o.x - from.x) * e, y: from.y + (o.y - from.y) * e };
    }
    drawPiece(ctx, o.x + c / 2, o.y + c / 2, c, piece, view, art);
  }
  return Boolean(anim);
}

/** A ring around every piece that may move (the pieces a die allows). */
function drawMovable(ctx, scene) {
  const geo = scene.geo;
  const c = geo.cell;
  ctx.save();
  ctx.lineWidth = Math.max(2, c * 0.06);
  ctx.setLineDash([c * 0.1, c * 0.06]);
  for (const sq of scene.movable) {
    const o = geo.origin(sq);
    if (!o) continue;
    ctx.strokeStyle = "rgba(255, 255, 255, 0.95)";
    ctx.beginPath();
    ctx.arc(o.x + c / 2, o.y + c / 2, c * 0.47, 0, Math.PI * 2);
    ctx.stroke();
    ctx.strokeStyle = "rgba(30, 90, 200, 0.9)";
    ctx.lineDashOffset = c * 0.08;
    ctx.stroke();
    ctx.lineDashOffset = 0;
  }
  ctx.restore();
}

/** A dot on every lit target; corner wedges on a capture; a badge with the die when moves name one. */
function drawTargets(ctx, scene) {
  const geo = scene.geo;
  const c = geo.cell;
  for (const sq of scene.targets) {
    const o = geo.origin(sq);
    if (!o) continue;
    const occupied = scene.captures.has(sq);
    const label = scene.labels.get(sq);
    ctx.fillStyle = "rgba(20, 40, 80, 0.42)";
    if (occupied) {
      // Four corner wedges around a piece that may be taken.
      const k = c * 0.26;
      ctx.beginPath();
      for (const [x, y, dx, dy] of [[o.x, o.y, 1, 1], [o.x + c, o.y, -1, 1], [o.x, o.y + c, 1, -1], [o.x + c, o.y + c, -1, -1]]) {
        ctx.moveTo(x, y);
        ctx.lineTo(x + dx * k, y);
        ctx.lineTo(x, y + dy * k);
        ctx.closePath();
      }
      ctx.fill();
    }
    if (label) {
      // A badge saying which die leads there.
      const x = o.x + c / 2, y = o.y + c / 2, r = c * 0.2;
      ctx.beginPath();
      ctx.arc(x, y, r, 0, Math.PI * 2);
      ctx.fillStyle = "rgba(20, 40, 80, 0.88)";
      ctx.fill();
      ctx.lineWidth = Math.max(1, c * 0.03);
      ctx.strokeStyle = "#ffffff";
      ctx.stroke();
      ctx.fillStyle = "#ffffff";
      ctx.font = `700 ${Math.round(r * 1.2)}px system-ui, sans-serif`;
      ctx.textAlign = "center";
      ctx.textBaseline = "middle";
      ctx.fillText(label, x, y + r * 0.05);
    } else if (!occupied) {
      ctx.beginPath();
      ctx.arc(o.x + c / 2, o.y + c / 2, c * 0.15, 0, Math.PI * 2);
      ctx.fill();
    }
  }
}

function drawCursor(ctx, scene) {
  const o = scene.geo.origin(scene.cursor);
  if (!o) return;
  const c = scene.geo.cell;
  ctx.lineWidth = Math.max(2, c * 0.06);
  ctx.strokeStyle = "#ffffff";
  ctx.strokeRect(o.x + 2, o.y + 2, c - 4, c - 4);
  ctx.lineWidth = Math.max(1.5, c * 0.035);
  ctx.strokeStyle = "#1a5fd0";
  ctx.setLineDash([c * 0.12, c * 0.08]);
  ctx.strokeRect(o.x + 2, o.y + 2, c - 4, c - 4);
  ctx.setLineDash([]);
}

function drawDragged(ctx, scene, art) {
  const { drag, view, geo } = scene;
  const piece = (view.pieces || []).find((p) => p.sq === drag.sq);
  if (!piece) return;
  ctx.save();
  ctx.shadowColor = "rgba(0,0,0,0.35)";
  ctx.shadowBlur = geo.cell * 0.25;
  ctx.shadowOffsetY = geo.cell * 0.08;
  drawPiece(ctx, drag.x, drag.y, geo.cell * 1.12, piece, view, art);
  ctx.restore();
}
