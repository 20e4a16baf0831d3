// Marks laid over a board's canvas in an SVG of the same size: arrows (a move
// suggested, a diagram's arrows), rings (a target with no square to start
// from) and squares (highlighted).  The app's hint and analysis and the
// <game-board> element's `arrows` and `highlight` all draw through here.

const SVG = "http://www.w3.org/2000/svg";

/**
 * Draw `marks` ({arrows: [[from, to]], rings: [sq], squares: [sq]}) on
 * `svg`, placed at `at` ({left, top}: the canvas's offset in the svg's
 * positioned parent) over `board` (createBoard's, for squareCenter and
 * canvas), on a grid `grid` ({files, ranks}).  Each kind gets its class
 * (`mark-arrow`, `mark-ring`, `mark-square`) and the inline `styles[kind]`
 * if given (a shadow root's page styles do not reach in).
 */
export function drawOverlay(svg, board, grid, marks, at, styles = {}) {
  svg.replaceChildren();
  const box = board.canvas.getBoundingClientRect();
  if (!box.width) return;
  svg.style.left = `${at.left}px`;
  svg.style.top = `${at.top}px`;
  svg.setAttribute("width", box.width);
  svg.setAttribute("height", box.height);
  svg.setAttribute("viewBox", `0 0 ${box.width} ${box.height}`);
  const centre = (sq) => {
    const c = board.squareCenter(sq);
    return c && { x: c.x - box.left, y: c.y - box.top };
  };
  const { files = [], ranks = [] } = grid || {};
  const a = centre(files[0] + ranks[0]);
  const b = centre(files[0] + (ranks[1] ?? ranks[0]));
  const cell = a && b && (a.x !== b.x || a.y !== b.y) ? Math.hypot(a.x - b.x, a.y - b.y) : 32;
  const add = (name, kind, attrs) => {
    const node = document.createElementNS(SVG, name);
    node.setAttribute("class", `mark-${kind}`);
    if (styles[kind]) node.setAttribute("style", styles[kind]);
    for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
    svg.append(node);
  };
  for (const sq of marks.squares || []) {
    const c = centre(sq);
    const side = cell * 0.9;
    if (c) {
      add("rect", "square", { x: c.x - side / 2, y: c.y - side / 2, width: side, height: side,
        rx: cell * 0.12, "stroke-width": Math.max(2, cell * 0.07) });
    }
  }
  for (const sq of marks.rings || []) {
    const c = centre(sq);
    if (c) add("circle", "ring", { cx: c.x, cy: c.y, r: cell * 0.42, "stroke-width": Math.max(2, cell * 0.08) });
  }
  for (const [from, to] of marks.arrows || []) {
    const p = centre(from);
    const q = centre(to);
    const d = p && q && arrowPath(p, q, cell);
    if (d) add("path", "arrow", { d });
  }
}

/** An arrow's outline from the centre of one square to near the centre of another. */
function arrowPath(p, q, cell) {
  const length = Math.hypot(q.x - p.x, q.y - p.y);
  if (!length) return null;
  const dx = (q.x - p.x) / length;
  const dy = (q.y - p.y) / length;
  const shaft = cell * 0.08;               // half the shaft's width
  const wing = cell * 0.24;                // half the head's width
  const head = cell * 0.37;
  const start = { x: p.x + dx * cell * 0.19, y: p.y + dy * cell * 0.19 };
  const tip = { x: q.x - dx * cell * 0.11, y: q.y - dy * cell * 0.11 };
  const base = { x: tip.x - dx * head, y: tip.y - dy * head };
  const pt = (o, s) => `${(o.x - dy * s).toFixed(1)},${(o.y + dx * s).toFixed(1)}`;
  return `M${pt(start, shaft)} L${pt(base, shaft)} L${pt(base, wing)} L${tip.x.toFixed(1)},${tip.y.toFixed(1)}` +
    ` L${pt(base, -wing)} L${pt(base, -shaft)} L${pt(start, -shaft)} Z`;
}
