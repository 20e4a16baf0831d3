// Geometry: where every square of a view's grid is on the screen.  The board
// turns by quarter turns; it is sized to fit a box, keeping square cells and
// a frame around them for the coordinates.  All lengths are CSS pixels of the
// canvas.

export const MARGIN = 0.38;            // the frame holding the coordinates, in cells

/** A long board (Shakku's lines): it may stand upright in a tall box. */
export function isLong(grid) {
  return Boolean(grid) && grid.width >= 2 * grid.height;
}

/** The quarter turns that put a seat ("south", "west", "north", "east") at the bottom. */
export const SEAT_TURNS = { south: 0, west: 1, north: 2, east: 3 };

/** The quarter turns that put a player's seat (view.seats[player]) at the bottom. */
export function seatTurns(view, player) {
  return SEAT_TURNS[view?.seats?.[player]] ?? 0;
}

/** One step of the seats from `turns`: the next seat's side (half a turn with two seats). */
export function nextSeatTurns(view, turns) {
  const seats = [...new Set((view?.seats || ["south", "north"]).map((s) => SEAT_TURNS[s] ?? 0))].sort();
  let next = seats.find((q) => q > turns) ?? seats[0] ?? 0;
  if (next === turns) next = (turns + 2) % 4;
  return next;
}

/** The width over the height of a board of `width` by `height` squares as
 *  the board draws it, frame included ("7.76 / 9.76"): a placeholder keeps
 *  its room before the board is drawn. */
export function boardRatio(width, height) {
  return `${width + 2 * MARGIN} / ${height + 2 * MARGIN}`;
}

export function normalTurns(turns) {
  return ((Math.round(Number(turns) || 0) % 4) + 4) % 4;
}

export class Geometry {
  constructor({ upright = "auto" } = {}) {
    this.grid = null;
    this.index = new Map();        // square name -> [file, rank]
    this.turns = 0;                // quarter turns: 0 the first player at the bottom, 2 flipped
    this.upright = upright;        // "auto": a long board stands upright in a tall box
    this.maxWidth = 0;
    this.maxHeight = 0;
    this.cell = 0;
    this.frame = 0;
    this.cssWidth = 0;
    this.cssHeight = 0;
  }

  setGrid(grid) {
    this.grid = grid || null;
    this.index.clear();
    if (!grid) return;
    grid.files.forEach((f, fx) => grid.ranks.forEach((r, ry) => this.index.set(f + r, [fx, ry])));
  }

  has(sq) { return this.index.has(sq); }

  /** The quarter turns the board is drawn with.  A board that is not square
   *  turns by half turns only, except that a long one (Shakku's lines) stands
   *  upright in a tall box (a phone held upright). */
  quarter() {
    const grid = this.grid;
    if (!grid || grid.width === grid.height) return this.turns;
    return (this.turns & 2) | (this.isUpright() ? 1 : 0);
  }

  isUpright() {
    if (this.upright !== "auto") return Boolean(this.upright) && isLong(this.grid);
    return isLong(this.grid) && Number.isFinite(this.maxHeight) && this.maxHeight > this.maxWidth * 1.2;
  }

  /** Columns and rows on the screen. */
  screenSize() {
    const { width: w, height: h } = this.grid;
    return this.quarter() % 2 ? [h, w] : [w, h];
  }

  /** Cell, frame and CSS size for the box given to fit(); false if there is nothing to size. */
  measure() {
    if (!this.grid || !this.maxWidth) return false;
    const [w, h] = this.screenSize();
    const cell = Math.max(8, Math.floor(Math.min(
      this.maxWidth / (w + 2 * MARGIN), (this.maxHeight || Infinity) / (h + 2 * MARGIN))));
    const frame = Math.round(cell * MARGIN);
    this.cell = cell;
    this.frame = frame;
    this.cssWidth = cell * w + 2 * frame;
    this.cssHeight = cell * h + 2 * frame;
    return true;
  }

  /** Screen column and row of a square (after turning). */
  screenOf(sq) {
    const at = this.index.get(sq);
    if (!at) return null;
    const { width: w, height: h } = this.grid;
    const [fx, ry] = at;
    switch (this.quarter()) {
      case 1: return [h - 1 - ry, w - 1 - fx];     // the a-file at the bottom
      case 2: return [w - 1 - fx, ry];
      case 3: return [ry, fx];                     // the last file at the bottom
      default: return [fx, h - 1 - ry];
    }
  }

  squareOfScreen(col, row) {
    if (!this.grid) return null;
    const { width: w, height: h, files, ranks } = this.grid;
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

  /** The square under a point in CSS pixels of the canvas, or null. */
  squareAtPoint(x, y) {
    if (!this.grid || !this.cell) return null;
    return this.squareOfScreen(Math.floor((x - this.frame) / this.cell), Math.floor((y - this.frame) / this.cell));
  }

  /** The square one step from sq in a screen direction (dx, dy), or sq at the edge. */
  step(sq, dx, dy) {
    const s = this.screenOf(sq);
    if (!s) return sq;
    return this.squareOfScreen(s[0] + dx, s[1] + dy) || sq;
  }
}
