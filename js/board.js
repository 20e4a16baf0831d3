// The board: draws a view (grid, terrain, pieces) on a canvas.  It knows no
// rules; it is told what to light up.  The art particular to a game (piece
// glyphs, colours) is in the ART table at the top, keyed by game id; any game
// without an entry is drawn with the generic look.

const PALETTE = {
  green: { fill: "#2f8f52", dark: "#1d6139", light: "#5cc384", ink: "#ffffff" },
  red: { fill: "#cf3f36", dark: "#8f2620", light: "#f07a6f", ink: "#ffffff" },
  white: { fill: "#f4f1e8", dark: "#9d968a", light: "#ffffff", ink: "#222222" },
  black: { fill: "#2b2b2b", dark: "#111111", light: "#5a5a5a", ink: "#ffffff" },
  blue: { fill: "#2f6fc4", dark: "#1d4682", light: "#6ea5ec", ink: "#ffffff" },
  yellow: { fill: "#e3b52a", dark: "#9a7610", light: "#f8d868", ink: "#222222" },
};
const FALLBACK_COLOURS = ["green", "red", "blue", "yellow", "white", "black"];

// Every owner also gets a shape, so that colour is never the only clue.
const SHAPES = ["circle", "squircle", "diamond", "hexagon"];

const ART = {
  doushouqi: {
    // Sandy land, a warm frame; the lakes, traps and dens are drawn below.
    land: ["#eadfbf", "#e3d6b2"],
    frame: "#6b4f2e",
    frameInk: "#f5ead0",
    // The glyph on each animal: its notation letter (matching the move list)
    // and its rank number in a small badge.
    glyph: (piece) => ({ main: piece.kind, badge: piece.rank !== undefined ? String(piece.rank) : null }),
    trappedMark: true,
  },
};

// Chess pieces (Shuuro): the notation letter on the owner's token, and a
// small emblem above it telling the type by shape too.
const CHESS_EMBLEM = { K: "cross", Q: "crown", R: "tower", B: "mitre", N: "horse", P: null };

ART.shuuro = {
  land: ["#e9edf2", "#b9c6d6"],
  frame: "#33445c",
  frameInk: "#e8eef6",
  glyph: (piece) => ({ main: piece.kind, badge: null, emblem: CHESS_EMBLEM[piece.kind] || null }),
  trappedMark: false,
  // Squares drawn in red: the Kings in check.
  danger: (view) => view.panels?.check || [],
  // New plinths appear one by one in the order they were rolled.
  appearOrder: (view) => (view.panels?.rolls || []).filter((r) => r.placed).map((r) => r.square),
};

const GENERIC = {
  land: ["#eee3cc", "#d9c7a3"],
  frame: "#4a3b2a",
  frameInk: "#f1e6cf",
  glyph: (piece) => ({ main: String(piece.kind), badge: piece.height > 1 ? "×" + piece.height : null }),
  trappedMark: false,
};

const MARGIN = 0.38;            // the frame holding the coordinates, in cells
const ANIMATION_MS = 170;
const APPEAR_MS = 420;          // one new terrain square after the other

export class Board {
  constructor(canvas) {
    this.canvas = canvas;
    this.ctx = canvas.getContext("2d");
    this.view = null;
    this.flipped = false;
    this.selected = null;
    this.targets = new Set();
    this.captures = new Set();
    this.cursor = null;
    this.showCursor = false;
    this.drag = null;              // {sq, x, y} in CSS pixels of the canvas
    this.hover = null;
    this.animation = null;         // {to, from, start}
    this.reducedMotion = matchMedia("(prefers-reduced-motion: reduce)").matches;
    matchMedia("(prefers-reduced-motion: reduce)").addEventListener?.("change", (e) => { this.reducedMotion = e.matches; });
    this.cssWidth = 0;
    this.cssHeight = 0;
    this.cell = 0;
    this.frame = 0;
    this.pending = false;
    this.index = new Map();        // square name -> [file, rank]
    this.appearing = new Map();    // square -> time its terrain starts to appear
  }

  // ------------------------------------------------------------ state in

  setView(view, { animate = false } = {}) {
    const before = this.view;
    this.view = view;
    this.index.clear();
    const grid = view.grid;
    grid.files.forEach((f, fx) => grid.ranks.forEach((r, ry) => this.index.set(f + r, [fx, ry])));
    this.animation = null;
    this.planAppearing(before, view, animate);
    const move = view.last_move;
    if (animate && !this.reducedMotion && before && move && move.from && move.to &&
        this.index.has(move.from) && this.index.has(move.to)) {
      this.animation = { from: move.from, to: move.to, start: performance.now() };
    }
    this.layout();
    this.requestRender();
  }

  /** Terrain squares new since the last view fade in one by one (plinths). */
  planAppearing(before, view, animate) {
    const art = ART[view.game] || GENERIC;
    if (!animate || this.reducedMotion || !before || before.game !== view.game ||
        before.match !== view.match || !art.appearOrder) {
      this.appearing.clear();
      return;
    }
    const had = new Set((before.terrain || []).map((c) => c.sq));
    const now = performance.now();
    let i = 0;
    for (const sq of art.appearOrder(view)) {
      if (had.has(sq) || this.appearing.has(sq)) continue;
      this.appearing.set(sq, now + i * APPEAR_MS);
      i++;
    }
  }

  /** Is an animation of the terrain still running? (tests wait for it) */
  get settling() {
    const now = performance.now();
    for (const start of this.appearing.values()) if (now < start + APPEAR_MS) return true;
    return false;
  }

  setHighlights({ selected = null, targets = [], captures = [], cursor = this.cursor,
                  showCursor = this.showCursor, drag = null, hover = null }) {
    this.selected = selected;
    this.targets = new Set(targets);
    this.captures = new Set(captures);
    this.cursor = cursor;
    this.showCursor = showCursor;
    this.drag = drag;
    this.hover = hover;
    this.render();                  // synchronous: highlights must be instant
  }

  setFlipped(flipped) {
    this.flipped = Boolean(flipped);
    this.requestRender();
  }

  // ------------------------------------------------------------ geometry

  /** Size the canvas to fit a box of the given CSS size, keeping square cells. */
  fit(maxWidth, maxHeight) {
    this.maxWidth = maxWidth;
    this.maxHeight = maxHeight;
    this.layout();
    this.render();
  }

  layout() {
    if (!this.view || !this.maxWidth) return;
    const { width: w, height: h } = this.view.grid;
    const cell = Math.max(8, Math.floor(Math.min(
      this.maxWidth / (w + 2 * MARGIN), (this.maxHeight || Infinity) / (h + 2 * MARGIN))));
    const frame = Math.round(cell * MARGIN);
    const cssWidth = cell * w + 2 * frame;
    const cssHeight = cell * h + 2 * frame;
    const dpr = window.devicePixelRatio || 1;
    if (cssWidth !== this.cssWidth || cssHeight !== this.cssHeight || dpr !== this.dpr) {
      this.cssWidth = cssWidth;
      this.cssHeight = cssHeight;
      this.dpr = dpr;
      this.canvas.style.width = cssWidth + "px";
      this.canvas.style.height = cssHeight + "px";
      this.canvas.width = Math.round(cssWidth * dpr);
      this.canvas.height = Math.round(cssHeight * dpr);
    }
    this.cell = cell;
    this.frame = frame;
  }

  /** Screen column and row of a square (after flipping). */
  screenOf(sq) {
    const at = this.index.get(sq);
    if (!at) return null;
    const { width: w, height: h } = this.view.grid;
    const [fx, ry] = at;
    return this.flipped ? [w - 1 - fx, ry] : [fx, h - 1 - ry];
  }

  squareOfScreen(col, row) {
    if (!this.view) return null;
    const { width: w, height: h, files, ranks } = this.view.grid;
    if (col < 0 || row < 0 || col >= w || row >= h) return null;
    const fx = this.flipped ? w - 1 - col : col;
    const ry = this.flipped ? row : h - 1 - row;
    return files[fx] + ranks[ry];
  }

  /** Top-left corner of a square, in CSS pixels of the canvas. */
  origin(sq) {
    const s = this.screenOf(sq);
    if (!s) return null;
    return { x: this.frame + s[0] * this.cell, y: this.frame + s[1] * this.cell };
  }

  /** The centre of a square in CSS pixels relative to the viewport. */
  squareCenter(sq) {
    const o = this.origin(sq);
    if (!o) return null;
    const rect = this.canvas.getBoundingClientRect();
    return { x: rect.left + o.x + this.cell / 2, y: rect.top + o.y + this.cell / 2 };
  }

  /** The square under a point given in viewport CSS pixels, or null. */
  squareAt(clientX, clientY) {
    if (!this.view || !this.cell) return null;
    const rect = this.canvas.getBoundingClientRect();
    const x = clientX - rect.left - this.frame;
    const y = clientY - rect.top - this.frame;
    return this.squareOfScreen(Math.floor(x / this.cell), Math.floor(y / this.cell));
  }

  /** The square one step from sq in a screen direction (dx, dy), or sq at the edge. */
  step(sq, dx, dy) {
    const s = this.screenOf(sq);
    if (!s) return sq;
    return this.squareOfScreen(s[0] + dx, s[1] + dy) || sq;
  }

  toCanvas(clientX, clientY) {
    const rect = this.canvas.getBoundingClientRect();
    return { x: clientX - rect.left, y: clientY - rect.top };
  }

  // ------------------------------------------------------------ drawing

  requestRender() {
    if (this.pending) return;
    this.pending = true;
    requestAnimationFrame(() => { this.pending = false; this.render(); });
  }

  render() {
    const view = this.view;
    if (!view || !this.cell) return;
    const ctx = this.ctx;
    const art = ART[view.game] || GENERIC;
    ctx.setTransform(this.dpr, 0, 0, this.dpr, 0, 0);
    ctx.clearRect(0, 0, this.cssWidth, this.cssHeight);
    this.drawFrame(ctx, art);
    this.drawSquares(ctx, art);
    this.drawTerrain(ctx);
    this.drawMarks(ctx);
    this.drawPieces(ctx, art);
    this.drawTargets(ctx);
    if (this.showCursor && this.cursor) this.drawCursor(ctx);
    if (this.drag) this.drawDragged(ctx, art);
  }

  drawFrame(ctx, art) {
    const { cell, frame, view } = this;
    const { width: w, height: h, files, ranks } = view.grid;
    roundRect(ctx, 0, 0, this.cssWidth, this.cssHeight, Math.max(4, frame * 0.45));
    ctx.fillStyle = art.frame || GENERIC.frame;
    ctx.fill();
    ctx.fillStyle = art.frameInk || GENERIC.frameInk;
    ctx.font = `600 ${Math.max(9, Math.round(frame * 0.62))}px system-ui, -apple-system, "Segoe UI", sans-serif`;
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    for (let col = 0; col < w; col++) {
      const label = files[this.flipped ? w - 1 - col : col];
      const x = frame + (col + 0.5) * cell;
      ctx.fillText(label, x, this.cssHeight - frame / 2);
      ctx.fillText(label, x, frame / 2);
    }
    for (let row = 0; row < h; row++) {
      const label = ranks[this.flipped ? row : h - 1 - row];
      const y = frame + (row + 0.5) * cell;
      ctx.fillText(label, frame / 2, y);
      ctx.fillText(label, this.cssWidth - frame / 2, y);
    }
  }

  drawSquares(ctx, art) {
    const { cell, frame, view } = this;
    const { width: w, height: h } = view.grid;
    const land = art.land || GENERIC.land;
    for (let row = 0; row < h; row++) {
      for (let col = 0; col < w; col++) {
        ctx.fillStyle = land[(row + col) % 2];
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

  drawTerrain(ctx) {
    const view = this.view;
    const water = new Set((view.terrain || []).filter((c) => c.kind === "water").map((c) => c.sq));
    const now = performance.now();
    let more = false;
    for (const cell of view.terrain || []) {
      const o = this.origin(cell.sq);
      if (!o) continue;
      const painter = TERRAIN[cell.kind] || TERRAIN.other;
      ctx.save();
      const start = this.appearing.get(cell.sq);
      if (start !== undefined) {
        const k = Math.max(0, Math.min(1, (now - start) / APPEAR_MS));
        if (k < 1) more = true;
        else this.appearing.delete(cell.sq);
        // Grows from the square's centre.
        const e = 1 - (1 - k) ** 3;
        const c = this.cell;
        ctx.globalAlpha = k;
        ctx.translate(o.x + c / 2, o.y + c / 2);
        ctx.scale(Math.max(0.01, e), Math.max(0.01, e));
        ctx.translate(-(o.x + c / 2), -(o.y + c / 2));
      }
      painter(ctx, o.x, o.y, this.cell, cell, this, water);
      ctx.restore();
    }
    if (more) requestAnimationFrame(() => this.render());
  }

  drawMarks(ctx) {
    const c = this.cell;
    const art = ART[this.view.game] || GENERIC;
    for (const sq of art.danger ? art.danger(this.view) : []) {
      const o = this.origin(sq);
      if (!o) continue;
      const g = ctx.createRadialGradient(o.x + c / 2, o.y + c / 2, c * 0.1, o.x + c / 2, o.y + c / 2, c * 0.72);
      g.addColorStop(0, "rgba(230, 20, 20, 0.95)");
      g.addColorStop(0.6, "rgba(230, 20, 20, 0.45)");
      g.addColorStop(1, "rgba(230, 20, 20, 0)");
      ctx.fillStyle = g;
      ctx.fillRect(o.x, o.y, c, c);
    }
    const last = this.view.last_move;
    if (last) {
      for (const sq of [last.from, last.to]) {
        const o = sq && this.origin(sq);
        if (!o) continue;
        ctx.fillStyle = "rgba(255, 200, 40, 0.42)";
        ctx.fillRect(o.x, o.y, c, c);
      }
    }
    if (this.selected) {
      const o = this.origin(this.selected);
      if (o) {
        ctx.fillStyle = "rgba(40, 120, 220, 0.42)";
        ctx.fillRect(o.x, o.y, c, c);
      }
    }
    if (this.hover && this.targets.has(this.hover)) {
      const o = this.origin(this.hover);
      ctx.fillStyle = "rgba(40, 120, 220, 0.28)";
      ctx.fillRect(o.x, o.y, c, c);
    }
  }

  drawPieces(ctx, art) {
    const now = performance.now();
    let anim = this.animation;
    let t = 1;
    if (anim) {
      t = Math.min(1, (now - anim.start) / ANIMATION_MS);
      if (t >= 1) { this.animation = anim = null; }
    }
    for (const piece of this.view.pieces || []) {
      if (this.drag && this.drag.sq === piece.sq && this.drag.moved) {
        const o = this.origin(piece.sq);
        ctx.globalAlpha = 0.3;
        drawPiece(ctx, o.x + this.cell / 2, o.y + this.cell / 2, this.cell, piece, this.view, art);
        ctx.globalAlpha = 1;
        continue;
      }
      let o = this.origin(piece.sq);
      if (!o) continue;
      if (anim && anim.to === piece.sq) {
        const from = this.origin(anim.from);
        const e = 1 - Math.pow(1 - t, 3);
        o = { x: from.x + (o.x - from.x) * e, y: from.y + (o.y - from.y) * e };
      }
      drawPiece(ctx, o.x + this.cell / 2, o.y + this.cell / 2, this.cell, piece, this.view, art);
    }
    if (anim) requestAnimationFrame(() => this.render());
  }

  drawTargets(ctx) {
    const c = this.cell;
    for (const sq of this.targets) {
      const o = this.origin(sq);
      if (!o) continue;
      const occupied = this.captures.has(sq);
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
      } else {
        ctx.beginPath();
        ctx.arc(o.x + c / 2, o.y + c / 2, c * 0.15, 0, Math.PI * 2);
        ctx.fill();
      }
    }
  }

  drawCursor(ctx) {
    const o = this.origin(this.cursor);
    if (!o) return;
    const c = this.cell;
    ctx.lineWidth = Math.max(2, c * 0.06);
    ctx.strokeStyle = "#ffffff";
    ctx.strokeRect(o.x + 2, o.y + 2, c - 4, c - 4);
    ctx.lineWidth = Math.max(1.5, c * 0.035);
    ctx.strokeStyle = "#1a5fd0";
    ctx.setLineDash([c * 0.12, c * 0.08]);
    ctx.strokeRect(o.x + 2, o.y + 2, c - 4, c - 4);
    ctx.setLineDash([]);
  }

  drawDragged(ctx, art) {
    if (!this.drag.moved) return;
    const piece = (this.view.pieces || []).find((p) => p.sq === this.drag.sq);
    if (!piece) return;
    ctx.save();
    ctx.shadowColor = "rgba(0,0,0,0.35)";
    ctx.shadowBlur = this.cell * 0.25;
    ctx.shadowOffsetY = this.cell * 0.08;
    drawPiece(ctx, this.drag.x, this.drag.y, this.cell * 1.12, piece, this.view, art);
    ctx.restore();
  }
}

// ---------------------------------------------------------------- pieces

export function ownerColours(view, owner) {
  const name = view?.players?.[owner];
  return PALETTE[name] || PALETTE[FALLBACK_COLOURS[owner % FALLBACK_COLOURS.length]] || PALETTE.green;
}

function shapePath(ctx, shape, x, y, r) {
  ctx.beginPath();
  if (shape === "squircle") {
    const s = r * 0.9;
    roundRectPath(ctx, x - s, y - s, 2 * s, 2 * s, s * 0.42);
  } else if (shape === "diamond") {
    ctx.moveTo(x, y - r); ctx.lineTo(x + r, y); ctx.lineTo(x, y + r); ctx.lineTo(x - r, y); ctx.closePath();
  } else if (shape === "hexagon") {
    for (let i = 0; i < 6; i++) {
      const a = Math.PI / 6 + i * Math.PI / 3;
      ctx[i ? "lineTo" : "moveTo"](x + r * Math.cos(a), y + r * Math.sin(a));
    }
    ctx.closePath();
  } else {
    ctx.arc(x, y, r, 0, Math.PI * 2);
  }
}

function drawPiece(ctx, x, y, cell, piece, view, art) {
  const colours = ownerColours(view, piece.owner);
  const shape = SHAPES[piece.owner % SHAPES.length] || "circle";
  const r = cell * 0.4;
  const height = Math.max(1, Math.min(6, piece.height || 1));
  // Stacks: the pieces underneath peek out below.
  for (let i = height - 1; i >= 1; i--) {
    shapePath(ctx, shape, x, y + i * cell * 0.05, r);
    ctx.fillStyle = colours.dark;
    ctx.fill();
  }
  // Shadow.
  shapePath(ctx, shape, x, y + cell * 0.035, r);
  ctx.fillStyle = "rgba(0, 0, 0, 0.28)";
  ctx.fill();
  // Body: a soft dome.
  shapePath(ctx, shape, x, y, r);
  const g = ctx.createRadialGradient(x - r * 0.35, y - r * 0.45, r * 0.1, x, y, r * 1.1);
  g.addColorStop(0, colours.light);
  g.addColorStop(0.55, colours.fill);
  g.addColorStop(1, colours.dark);
  ctx.fillStyle = g;
  ctx.fill();
  ctx.lineWidth = Math.max(1.5, cell * 0.035);
  ctx.strokeStyle = colours.dark;
  ctx.stroke();
  // Inner ring: a second marking beside the outline's shape.
  shapePath(ctx, shape, x, y, r * 0.8);
  ctx.lineWidth = Math.max(1, cell * 0.02);
  ctx.strokeStyle = "rgba(255, 255, 255, 0.45)";
  ctx.stroke();

  const glyph = (art.glyph || GENERIC.glyph)(piece);
  ctx.fillStyle = colours.ink;
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.font = `700 ${Math.round(r * 1.05)}px system-ui, -apple-system, "Segoe UI", sans-serif`;
  ctx.shadowColor = "rgba(0,0,0,0.35)";
  ctx.shadowBlur = cell * 0.03;
  if (glyph.emblem) {
    drawEmblem(ctx, glyph.emblem, x, y - r * 0.52, r * 0.34, colours.ink);
    ctx.font = `700 ${Math.round(r * 0.9)}px system-ui, -apple-system, "Segoe UI", sans-serif`;
    ctx.fillText(glyph.main, x, y + r * 0.2);
  } else {
    ctx.fillText(glyph.main, x - (glyph.badge ? r * 0.1 : 0), y + r * 0.05);
  }
  ctx.shadowBlur = 0;
  ctx.shadowColor = "transparent";
  if (glyph.badge) {
    const bx = x + r * 0.62;
    const by = y + r * 0.6;
    const br = r * 0.38;
    ctx.beginPath();
    ctx.arc(bx, by, br, 0, Math.PI * 2);
    const trapped = art.trappedMark && piece.trapped;
    ctx.fillStyle = trapped ? "#5a5a5a" : "#fffaf0";
    ctx.fill();
    ctx.lineWidth = Math.max(1, cell * 0.025);
    ctx.strokeStyle = colours.dark;
    ctx.stroke();
    ctx.fillStyle = trapped ? "#ffffff" : colours.dark;
    ctx.font = `800 ${Math.round(br * 1.35)}px system-ui, -apple-system, "Segoe UI", sans-serif`;
    ctx.fillText(glyph.badge, bx, by + br * 0.06);
  }
  if (piece.marker) {
    ctx.beginPath();
    ctx.arc(x - r * 0.7, y - r * 0.7, r * 0.2, 0, Math.PI * 2);
    ctx.fillStyle = "#ffd23f";
    ctx.fill();
    ctx.strokeStyle = "#5b4500";
    ctx.stroke();
  }
}

// ---------------------------------------------------------------- terrain

const TERRAIN = {
  water(ctx, x, y, c, cell, board, water) {
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

  throne(ctx, x, y, c) {
    ctx.fillStyle = "rgba(227, 181, 42, 0.35)";
    ctx.fillRect(x, y, c, c);
    star(ctx, x + c / 2, y + c / 2, c * 0.3, "rgba(154, 118, 16, 0.7)");
  },

  other(ctx, x, y, c, cell, board) {
    const colours = cell.owner !== undefined ? ownerColours(board.view, cell.owner) : { fill: "#7a6a50" };
    ctx.fillStyle = colours.fill;
    ctx.globalAlpha = 0.2;
    ctx.fillRect(x, y, c, c);
    ctx.globalAlpha = 1;
  },
};

/** A small white emblem telling a chess piece's type by its outline. */
function drawEmblem(ctx, kind, x, y, s, colour) {
  ctx.save();
  ctx.fillStyle = colour;
  ctx.strokeStyle = colour;
  ctx.lineWidth = Math.max(1, s * 0.28);
  ctx.lineCap = "round";
  ctx.lineJoin = "round";
  ctx.beginPath();
  if (kind === "cross") {
    ctx.moveTo(x, y - s); ctx.lineTo(x, y + s);
    ctx.moveTo(x - s * 0.65, y - s * 0.25); ctx.lineTo(x + s * 0.65, y - s * 0.25);
    ctx.stroke();
  } else if (kind === "crown") {
    ctx.moveTo(x - s, y + s * 0.6);
    ctx.lineTo(x - s, y - s * 0.5); ctx.lineTo(x - s * 0.5, y + s * 0.05);
    ctx.lineTo(x, y - s * 0.8); ctx.lineTo(x + s * 0.5, y + s * 0.05);
    ctx.lineTo(x + s, y - s * 0.5); ctx.lineTo(x + s, y + s * 0.6);
    ctx.closePath();
    ctx.fill();
  } else if (kind === "tower") {
    const w = s * 0.9;
    ctx.moveTo(x - w, y + s * 0.7); ctx.lineTo(x - w, y - s * 0.7);
    ctx.lineTo(x - w * 0.5, y - s * 0.7); ctx.lineTo(x - w * 0.5, y - s * 0.25);
    ctx.lineTo(x - w * 0.15, y - s * 0.25); ctx.lineTo(x - w * 0.15, y - s * 0.7);
    ctx.lineTo(x + w * 0.15, y - s * 0.7); ctx.lineTo(x + w * 0.15, y - s * 0.25);
    ctx.lineTo(x + w * 0.5, y - s * 0.25); ctx.lineTo(x + w * 0.5, y - s * 0.7);
    ctx.lineTo(x + w, y - s * 0.7); ctx.lineTo(x + w, y + s * 0.7);
    ctx.closePath();
    ctx.fill();
  } else if (kind === "mitre") {
    ctx.moveTo(x, y - s);
    ctx.quadraticCurveTo(x + s * 0.95, y - s * 0.1, x + s * 0.55, y + s * 0.7);
    ctx.lineTo(x - s * 0.55, y + s * 0.7);
    ctx.quadraticCurveTo(x - s * 0.95, y - s * 0.1, x, y - s);
    ctx.fill();
  } else if (kind === "horse") {
    ctx.moveTo(x - s * 0.6, y + s * 0.75);
    ctx.lineTo(x - s * 0.35, y - s * 0.2);
    ctx.lineTo(x - s * 0.1, y - s);
    ctx.lineTo(x + s * 0.15, y - s * 0.55);
    ctx.lineTo(x + s * 0.95, y - s * 0.15);
    ctx.lineTo(x + s * 0.75, y + s * 0.2);
    ctx.lineTo(x + s * 0.2, y + s * 0.05);
    ctx.lineTo(x + s * 0.55, y + s * 0.75);
    ctx.closePath();
    ctx.fill();
  }
  ctx.restore();
}

function star(ctx, cx, cy, r, colour) {
  ctx.beginPath();
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + i * Math.PI / 5;
    const rr = i % 2 ? r * 0.45 : r;
    ctx[i ? "lineTo" : "moveTo"](cx + rr * Math.cos(a), cy + rr * Math.sin(a));
  }
  ctx.closePath();
  ctx.fillStyle = colour;
  ctx.fill();
}

function roundRectPath(ctx, x, y, w, h, r) {
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

function roundRect(ctx, x, y, w, h, r) {
  ctx.beginPath();
  roundRectPath(ctx, x, y, w, h, r);
}
