// Marks over the board (#marks, an SVG laid over the canvas): the computer's
// hint and the analysis's best move, as an arrow from the piece to its
// target, or a ring on the target when the move has no square to start from
// (a piece placed from the hand, a die's move named by its target).  The
// board itself draws nothing of these: they come and go with the page's state.

import { drawOverlay } from "../board/overlay.js";
import * as board from "./board.js";
import { session } from "./session.js";
import { $ } from "./state.js";

let marks = null;           // {ply, match, arrows: [[from, to]], rings: [sq], kind}

/** Show `move` (the view's move object, or {from, to}) at the view shown now. */
export function showMove(move, kind = "hint") {
  const view = board.drawnView() || session.view;
  if (!view || !move) { clearMarks(); return; }
  const squares = new Set(view.grid ? gridSquares(view.grid) : []);
  const from = squares.has(move.from) ? move.from : null;
  const to = squares.has(move.to) ? move.to : null;
  marks = {
    ply: view.ply, match: session.match, kind,
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
  const view = board.drawnView() || session.view;
  return marks !== null && view?.ply === marks.ply && session.match === marks.match;
}

/** Marks are drawn again at every change of view, and marks of another
 *  position go. */
export function setupMarks() {
  session.on("view", () => drawMarks());
  new ResizeObserver(() => drawMarks()).observe($("board-area"));
}

/** Draw the marks again (after a change of view, size or turn); marks of
 *  another position go. */
export function drawMarks() {
  const svg = $("marks");
  if (!svg) return;
  if (marks !== null && !isCurrent()) marks = null;
  if (marks === null) { svg.replaceChildren(); svg.toggleAttribute("hidden", true); return; }
  svg.toggleAttribute("hidden", false);                // an SVG element has no .hidden
  const area = $("board-area").getBoundingClientRect();
  const canvas = $("board");
  const box = canvas.getBoundingClientRect();
  svg.dataset.kind = marks.kind;
  drawOverlay(svg, { canvas, squareCenter: board.squareCenter }, (board.drawnView() || session.view).grid, marks,
    { left: box.left - area.left, top: box.top - area.top });
}
