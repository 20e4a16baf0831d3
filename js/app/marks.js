// Marks over the board (#marks, an SVG laid over the canvas): the computer's
// hint and the analysis's best move, as an arrow from the piece to its
// target, or a ring on the target when the move has no square to start from
// (a piece placed from the hand, a die's move named by its target).  The
// board itself draws nothing of these: they come and go with the page's state.

import * as board from "./board.js";
import { $, app } from "./state.js";

let marks = null;           // {ply, match, arrows: [[from, to]], rings: [sq], kind}

/** Show `move` (the view's move object, or {from, to}) at the view shown now. */
export function showMove(move, kind = "hint") {
  const view = app.view;
  if (!view || !move) { clearMarks(); return; }
  const squares = new Set(view.grid ? gridSquares(view.grid) : []);
  const from = squares.has(move.from) ? move.from : null;
  const to = squares.has(move.to) ? move.to : null;
  marks = {
    ply: view.ply, match: app.match, kind,
    arrows: from && to && from !== to ? [[from, to]] : [],
    rings: (from && to && from !== to) ? [] : [to ?? from].filter(Boolean),
  };
  drawMarks();
}

export function clearMarks() {
  if (marks === null) return;
  marks = null;
  drawMarks();
}

/** The marks shown ({arrows, rings, kind}), for the tests; null when none. */
export function shownMarks() {
  return marks && isCurrent() ? { arrows: marks.arrows, rings: marks.rings, kind: marks.kind } : null;
}

function gridSquares(grid) {
  const out = [];
  for (const f of grid.files || []) for (const r of grid.ranks || []) out.push(f + r);
  return out;
}

function isCurrent() {
  return marks !== null && app.view?.ply === marks.ply && app.match === marks.match;
}

/** Draw the marks again (after a change of view, size or turn); marks of
 *  another position go. */
export function drawMarks() {
  const svg = $("marks");
  if (!svg) return;
  if (marks !== null && !isCurrent()) marks = null;
  svg.replaceChildren();
  svg.toggleAttribute("hidden", marks === null);     // an SVG element has no .hidden
  if (marks === null) return;
  const canvas = $("board");
  const area = $("board-area").getBoundingClientRect();
  const box = canvas.getBoundingClientRect();
  if (!box.width) return;
  svg.style.left = `${box.left - area.left}px`;
  svg.style.top = `${box.top - area.top}px`;
  svg.setAttribute("width", box.width);
  svg.setAttribute("height", box.height);
  svg.setAttribute("viewBox", `0 0 ${box.width} ${box.height}`);
  const at = (sq) => {
    const c = board.squareCenter(sq);
    return c && { x: c.x - box.left, y: c.y - box.top };
  };
  const { files = [], ranks = [] } = app.view.grid || {};
  const a = at(files[0] + ranks[0]);
  const b = at(files[0] + (ranks[1] ?? ranks[0]));
  const cell = a && b && (a.x !== b.x || a.y !== b.y) ? Math.hypot(a.x - b.x, a.y - b.y) : 32;
  const add = (name, attrs) => {
    const node = document.createElementNS("http://www.w3.org/2000/svg", name);
    for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
    svg.append(node);
    return node;
  };
  svg.dataset.kind = marks.kind;
  for (const sq of marks.rings) {
    const c = at(sq);
    if (c) add("circle", { cx: c.x, cy: c.y, r: cell * 0.42, class: "mark-ring", "stroke-width": Math.max(2, cell * 0.08) });
  }
  for (const [from, to] of marks.arrows) {
    const p = at(from);
    const q = at(to);
    if (!p || !q) continue;
    arrow(add, p, q, cell);
  }
}

/** An arrow from the centre of one square to near the centre of another. */
function arrow(add, p, q, cell) {
  const length = Math.hypot(q.x - p.x, q.y - p.y);
  if (!length) return;
  const dx = (q.x - p.x) / length;
  const dy = (q.y - p.y) / length;
  const nx = -dy;
  const ny = dx;
  const shaft = cell * 0.09;               // half the shaft's width
  const wing = cell * 0.24;                // half the head's width
  const headLength = cell * 0.36;
  const start = { x: p.x + dx * cell * 0.2, y: p.y + dy * cell * 0.2 };
  const tip = { x: q.x - dx * cell * 0.1, y: q.y - dy * cell * 0.1 };
  const base = { x: tip.x - dx * headLength, y: tip.y - dy * headLength };
  const pt = (o, s) => `${(o.x + nx * s).toFixed(1)},${(o.y + ny * s).toFixed(1)}`;
  const d = `M${pt(start, shaft)} L${pt(base, shaft)} L${pt(base, wing)} L${tip.x.toFixed(1)},${tip.y.toFixed(1)}` +
    ` L${pt(base, -wing)} L${pt(base, -shaft)} L${pt(start, -shaft)} Z`;
  add("path", { d, class: "mark-arrow" });
}
