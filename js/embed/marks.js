// The `arrows` and `highlight` of a <game-board>: an SVG overlay over its
// canvas.  Methods of the element.

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
    const canvas = board.canvas;
    const box = canvas.getBoundingClientRect();
    if (!box.width) return;
    svg.style.left = canvas.offsetLeft + "px";
    svg.style.top = canvas.offsetTop + "px";
    svg.setAttribute("width", box.width);
    svg.setAttribute("height", box.height);
    svg.setAttribute("viewBox", `0 0 ${box.width} ${box.height}`);
    const at = (sq) => {
      const c = board.squareCenter(sq);
      return c && { x: c.x - box.left, y: c.y - box.top };
    };
    const { files, ranks } = view.grid;
    const a = at(files[0] + ranks[0]);
    const b = at((files[1] ?? files[0]) + (files[1] ? ranks[0] : ranks[1]));
    const cell = a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 30;
    const ns = "http://www.w3.org/2000/svg";
    const make = (name, attrs) => {
      const node = document.createElementNS(ns, name);
      for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
      svg.append(node);
      return node;
    };
    for (const sq of marks.highlight.flatMap((text) => squaresIn(view, text))) {
      const c = at(sq);
      if (!c) continue;
      const side = cell * 0.9;
      make("rect", {
        x: c.x - side / 2, y: c.y - side / 2, width: side, height: side, rx: cell * 0.12,
        style: `fill: var(--game-board-highlight, rgba(255, 196, 0, 0.28)); stroke: var(--game-board-highlight-ring, #d08a00); stroke-width: ${Math.max(2, cell * 0.07)}px`,
      });
    }
    for (const text of marks.arrows) {
      const [from, to] = squaresIn(view, text);
      const p = from && at(from);
      const q = to && at(to);
      if (!p || !q) continue;
      const length = Math.hypot(q.x - p.x, q.y - p.y);
      if (!length) continue;
      const ux = (q.x - p.x) / length;
      const uy = (q.y - p.y) / length;
      const head = cell * 0.38;
      const width = cell * 0.14;
      const tip = { x: q.x - ux * cell * 0.12, y: q.y - uy * cell * 0.12 };
      const neck = { x: tip.x - ux * head, y: tip.y - uy * head };
      const start = { x: p.x + ux * cell * 0.18, y: p.y + uy * cell * 0.18 };
      const style = "fill: var(--game-board-arrow, rgba(21, 101, 192, 0.78)); stroke: none";
      make("path", {
        d: `M${start.x - uy * width / 2},${start.y + ux * width / 2} L${neck.x - uy * width / 2},${neck.y + ux * width / 2}` +
          ` L${neck.x - uy * head * 0.6},${neck.y + ux * head * 0.6} L${tip.x},${tip.y}` +
          ` L${neck.x + uy * head * 0.6},${neck.y - ux * head * 0.6} L${neck.x + uy * width / 2},${neck.y - ux * width / 2}` +
          ` L${start.x + uy * width / 2},${start.y - ux * width / 2} Z`,
        style,
      });
    }
  }
}
