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

// Shakku: the traditional three lines of points on a light hide.  The points
// are the cells' centres; a line joins each row and each column.  Chevrons in
// each side's colour show which way it runs along every line.
ART.shakku = {
  land: ["#f2e6cc", "#f2e6cc"],
  frame: "#5b3a22",
  frameInk: "#f6ead2",
  background: drawLines,
  path: drawCoursePath,
  showMovable: (view) => Boolean(view.moves?.length),
  glyph: (piece) => ({ main: piece.height > 1 ? String(piece.height) : "", badge: null }),
  piece: drawShakkuPiece,
};

// Shaturanga: four armies; the letters of the notation with an emblem for the
// type; passive armies greyed; the die's pieces ringed.
ART.shaturanga = {
  land: ["#f0e4c8", "#c9a977"],
  frame: "#4a3220",
  frameInk: "#f3e6cc",
  glyph: (piece) => ({ main: piece.kind, badge: null,
                       emblem: { R: "crown", E: "tower", H: "horse", B: "boat" }[piece.kind] || null }),
  danger: (view) => (view.panels?.check || []).map((c) => c.sq),
  showMovable: (view) => Boolean(view.panels?.die?.value && view.moves?.length),
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
    this.turns = 0;                // quarter turns: 0 the first player at the bottom, 2 flipped
    this.selected = null;
    this.targets = new Set();
    this.labels = new Map();       // target square -> a short label (the die that goes there)
    this.movable = [];             // squares whose piece may move (lit when the game asks)
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
                  showCursor = this.showCursor, drag = null, hover = null, labels = new Map(),
                  movable = [] }) {
    this.selected = selected;
    this.targets = new Set(targets);
    this.labels = labels;
    this.movable = movable;
    this.captures = new Set(captures);
    this.cursor = cursor;
    this.showCursor = showCursor;
    this.drag = drag;
    this.hover = hover;
    this.render();                  // synchronous: highlights must be instant
  }

  /** Turn the board by quarter turns (odd ones only for square boards). */
  setTurns(turns) {
    this.turns = ((Math.round(Number(turns) || 0) % 4) + 4) % 4;
    this.requestRender();
  }

  /** The quarter turns the board is drawn with.  A board that is not square
   *  turns by half turns only, except that a long one (Shakku's lines) stands
   *  upright in a tall box (a phone held upright). */
  quarter() {
    const grid = this.view?.grid;
    if (!grid || grid.width === grid.height) return this.turns;
    return (this.turns & 2) | (this.upright() ? 1 : 0);
  }

  upright() {
    return isLong(this.view.grid) && this.maxHeight > this.maxWidth * 1.2;
  }

  /** Columns and rows on the screen. */
  screenSize() {
    const { width: w, height: h } = this.view.grid;
    return this.quarter() % 2 ? [h, w] : [w, h];
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
    const [w, h] = this.screenSize();
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
    switch (this.quarter()) {
      case 1: return [h - 1 - ry, w - 1 - fx];     // the a-file at the bottom
      case 2: return [w - 1 - fx, ry];
      case 3: return [ry, fx];                     // the last file at the bottom
      default: return [fx, h - 1 - ry];
    }
  }

  squareOfScreen(col, row) {
    if (!this.view) return null;
    const { width: w, height: h, files, ranks } = this.view.grid;
    const [sw, sh] = this.screenSize();
    if (col < 0 || row < 0 || col >= sw || row >= sh) return null;
    let fx, ry;
    switch (this.quarter()) {
      case 1: fx = w - 1 - row; ry = h - 1 - col; break;
      case 2: fx = w - 1 - col; ry = row; break;
      case 3: fx = row; ry = col; break;
      default: fx = col; ry = h - 1 - row;
    }
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
    if (art.background) art.background(ctx, this);
    else this.drawSquares(ctx, art);
    this.drawTerrain(ctx);
    this.drawMarks(ctx);
    if (art.path && this.selected) art.path(ctx, this);
    this.drawPieces(ctx, art);
    if (art.showMovable?.(view) && !this.selected) this.drawMovable(ctx);
    this.drawTargets(ctx);
    if (this.showCursor && this.cursor) this.drawCursor(ctx);
    if (this.drag) this.drawDragged(ctx, art);
  }

  drawFrame(ctx, art) {
    const { cell, frame, view } = this;
    const { files, ranks } = view.grid;
    const [w, h] = this.screenSize();
    roundRect(ctx, 0, 0, this.cssWidth, this.cssHeight, Math.max(4, frame * 0.45));
    ctx.fillStyle = art.frame || GENERIC.frame;
    ctx.fill();
    ctx.fillStyle = art.frameInk || GENERIC.frameInk;
    ctx.font = `600 ${Math.max(9, Math.round(frame * 0.62))}px system-ui, -apple-system, "Segoe UI", sans-serif`;
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    // A quarter turn puts the ranks along the bottom edge.
    const odd = this.quarter() % 2 === 1;
    const coords = (col, row) => this.index.get(this.squareOfScreen(col, row));
    for (let col = 0; col < w; col++) {
      const [fx, ry] = coords(col, 0);
      const label = odd ? ranks[ry] : files[fx];
      const x = frame + (col + 0.5) * cell;
      ctx.fillText(label, x, this.cssHeight - frame / 2);
      ctx.fillText(label, x, frame / 2);
    }
    for (let row = 0; row < h; row++) {
      const [fx, ry] = coords(0, row);
      const label = odd ? files[fx] : ranks[ry];
      const y = frame + (row + 0.5) * cell;
      ctx.fillText(label, frame / 2, y);
      ctx.fillText(label, this.cssWidth - frame / 2, y);
    }
  }

  drawSquares(ctx, art) {
    const { cell, frame } = this;
    const [w, h] = this.screenSize();
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

  /** A ring around every piece that may move (the pieces a die allows). */
  drawMovable(ctx) {
    const c = this.cell;
    ctx.save();
    ctx.lineWidth = Math.max(2, c * 0.06);
    ctx.setLineDash([c * 0.1, c * 0.06]);
    for (const sq of this.movable) {
      const o = this.origin(sq);
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

  drawTargets(ctx) {
    const c = this.cell;
    for (const sq of this.targets) {
      const o = this.origin(sq);
      if (!o) continue;
      const occupied = this.captures.has(sq);
      const label = this.labels.get(sq);
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

/** A long board (Shakku's lines): it may stand upright in a tall box. */
export function isLong(grid) {
  return Boolean(grid) && grid.width >= 2 * grid.height;
}

/** The shape of an owner's pieces (circle, squircle, diamond, hexagon). */
export function ownerShape(owner) {
  return SHAPES[owner % SHAPES.length] || "circle";
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
  if (art.piece && art.piece(ctx, x, y, cell, piece, view)) return;
  // A passive army (Shaturanga): grey, its owner's colour only as an outline.
  const own = ownerColours(view, piece.owner);
  const colours = piece.passive ? { fill: "#b4afa6", dark: own.dark, light: "#d8d4cc", ink: "#3b3b3b" } : own;
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

  throne(ctx, x, y, c, cell, board) {
    const colours = cell.owner !== undefined ? ownerColours(board.view, cell.owner) : null;
    ctx.fillStyle = colours ? colours.fill : "rgb(227, 181, 42)";
    ctx.globalAlpha = 0.3;
    ctx.fillRect(x, y, c, c);
    ctx.globalAlpha = 1;
    star(ctx, x + c / 2, y + c / 2, c * 0.34, colours ? colours.dark : "rgba(154, 118, 16, 0.7)");
  },

  // Shakku's points: a dot on every point; the start lines tinted; the
  // courses as chevrons; the King's first point ringed.
  track(ctx, x, y, c) {
    ctx.beginPath();
    ctx.arc(x + c / 2, y + c / 2, c * 0.1, 0, Math.PI * 2);
    ctx.fillStyle = "#4a3526";
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
  } else if (kind === "boat") {
    ctx.moveTo(x - s, y + s * 0.1);
    ctx.lineTo(x + s, y + s * 0.1);
    ctx.lineTo(x + s * 0.6, y + s * 0.7);
    ctx.lineTo(x - s * 0.6, y + s * 0.7);
    ctx.closePath();
    ctx.moveTo(x - s * 0.05, y - s);
    ctx.lineTo(x + s * 0.65, y - s * 0.05);
    ctx.lineTo(x - s * 0.05, y - s * 0.05);
    ctx.closePath();
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

// ---------------------------------------------------------------- Shakku

/** The lines of points: every row and every column joined, a dot on each point. */
function drawLines(ctx, board) {
  const { cell: c, frame, view } = board;
  const { width: w, height: h, files, ranks } = view.grid;
  const [sw, sh] = board.screenSize();
  ctx.fillStyle = ART.shakku.land[0];
  ctx.fillRect(frame, frame, sw * c, sh * c);
  const centre = (sq) => { const o = board.origin(sq); return [o.x + c / 2, o.y + c / 2]; };
  ctx.strokeStyle = "#4a3526";
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

function drawShakkuPiece(ctx, x, y, cell, piece, view) {
  if (piece.kind === "king") {
    drawShakkuKing(ctx, x, y, cell, piece, view);
    return true;
  }
  if (piece.active) return false;          // the generic token, its height on it
  // An inactive pawn lies flat: small, pale, dashed, a bar across it.
  const colours = ownerColours(view, piece.owner);
  const shape = SHAPES[piece.owner % SHAPES.length];
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
function drawShakkuKing(ctx, x, y, cell, piece, view) {
  const owned = piece.owner !== null && piece.owner !== undefined;
  if (owned) {
    const colours = ownerColours(view, piece.owner);
    const shape = SHAPES[piece.owner % SHAPES.length];
    shapePath(ctx, shape, x, y, cell * 0.46);
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
