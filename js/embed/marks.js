// The `arrows` and `highlight` of a <game-board>: an SVG overlay over its
// canvas (drawn by js/board/overlay.js).  Methods of the element.

import { drawOverlay } from "../board/overlay.js";

/** The squares named in a text ("b3b4", "e7-e8", "c10"), by the view's grid. */
export function squaresIn(view, text) {
  const { files = [], ranks = [] } = view?.grid || {};
  const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const longest = (list) => [...list].sort((a, b) => b.length - a.length).map(escape).join("|");
  if (!files.length || !ranks.length) return [];
  const pattern = new RegExp(`(${longest(files)})(${longest(ranks)})`, "g");
  return [...String(text).matchAll(pattern)].map((m) => m[0]);
}

export class Marks {
  /** Arrows and rings (the `arrows` and `highlight` attributes), over the canvas. */
  _drawMarks() {
    const svg = this._$(".marks");
    svg.replaceChildren();
    const board = this._board;
    const view = this._view;
    const marks = this._marks;
    const show = board && view && this._boardKind === "live" && marks && view.ply === this._markPly &&
      (marks.arrows.length || marks.highlight.length);
    svg.hidden = !show;
    if (!show) return;
    const squares = (text) => squaresIn(view, text);
    drawOverlay(svg, board, view.grid, {
      squares: marks.highlight.flatMap(squares),
      arrows: marks.arrows.map(squares).filter((pair) => pair.length >= 2),
    }, { left: board.canvas.offsetLeft, top: board.canvas.offsetTop }, STYLES);
  }
}

/** The marks' looks, inline (the page's styles do not reach the shadow root;
 *  the custom properties do). */
const STYLES = {
  square: "fill: var(--game-board-highlight, rgba(255, 196, 0, 0.28)); stroke: var(--game-board-highlight-ring, #d08a00)",
  arrow: "fill: var(--game-board-arrow, rgba(21, 101, 192, 0.78)); stroke: none",
};
