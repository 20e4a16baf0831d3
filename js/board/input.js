// Input: pointer (mouse, pen, touch), drag and keyboard on the board's
// canvas, turned into one chosen move taken from view.moves.  Which squares
// light up is read from the moves already in hand: no round trip to the
// engine, so highlighting is instant.  It knows squares only through the
// geometry, and tells the board through `host`:
//   host.changed()                 the selection, cursor, drag or hover changed: draw again
//   host.selected(from, info)      the selection changed (from: a square, "@Q", or null)
//   host.chosen(moves)             a target was chosen: the moves (one or more) it stands for
//   host.cursorMoved(sq)           the keyboard cursor moved (or Enter on nothing to pick)

const DRAG_THRESHOLD = 5;   // CSS pixels before a press becomes a drag

export class Input {
  constructor(canvas, geo, host) {
    this.canvas = canvas;
    this.geo = geo;
    this.host = host;
    this.enabled = true;
    this.view = null;
    this.byFrom = new Map();     // from (square or "@X") -> Map(to square -> [move])
    this.selectedSq = null;
    this.cursor = null;
    this.showCursor = false;
    this.press = null;           // {sq, x, y, x0, y0, pointerId, moved, wasSelected}
    this.hover = null;
    this.filter = null;          // keeps only some moves (the die the player picked)
    this.pointerFocus = false;
    this.listeners = [];
  }

  /** Listen to the canvas (an interactive board; a diagram never does); keys too unless told not. */
  attach({ keyboard = true } = {}) {
    const on = (type, fn) => {
      this.canvas.addEventListener(type, fn);
      this.listeners.push([type, fn]);
    };
    on("pointerdown", (e) => this.down(e));
    on("pointermove", (e) => this.move(e));
    on("pointerup", (e) => this.up(e));
    on("pointercancel", () => this.cancelPress());
    on("lostpointercapture", () => { if (this.press) this.cancelPress(); });
    on("contextmenu", (e) => { if (this.press) e.preventDefault(); });
    if (!keyboard) return;
    on("keydown", (e) => this.key(e));
    on("focus", () => {
      if (!this.cursor) this.cursor = this.defaultCursor();
      this.showCursor = !this.pointerFocus;
      this.paint();
    });
    on("blur", () => { this.showCursor = false; this.paint(); });
  }

  detach() {
    for (const [type, fn] of this.listeners) this.canvas.removeEventListener(type, fn);
    this.listeners = [];
  }

  /** A new view; the filter goes back to `filter` (null: every move). */
  setView(view, filter = null) {
    this.view = view;
    this.filter = filter || null;
    this.index();
    this.press = null;
    this.hover = null;
    if (this.cursor && !this.geo.has(this.cursor)) this.cursor = null;
    this.setSelected(null, "host");
    this.paint();
  }

  /** Keep only the moves `keep(move)` accepts (null: all); the selection stays if it still moves. */
  setFilter(keep) {
    this.filter = keep || null;
    this.index();
    if (this.selectedSq && !this.byFrom.has(this.selectedSq)) this.setSelected(null, "host");
    this.paint();
  }

  index() {
    this.byFrom = new Map();
    for (const m of this.view?.moves || []) {
      if (!m.from || !m.to) continue;
      if (this.filter && !this.filter(m)) continue;
      if (!this.byFrom.has(m.from)) this.byFrom.set(m.from, new Map());
      const targets = this.byFrom.get(m.from);
      // Several moves may share from and to (a pawn's promotions): all kept.
      if (!targets.has(m.to)) targets.set(m.to, []);
      targets.get(m.to).push(m);
    }
  }

  setEnabled(on) {
    this.enabled = Boolean(on);
    if (!on) { this.setSelected(null, "host"); this.press = null; this.hover = null; }
    this.paint();
  }

  // --------------------------------------------------------- what is lit

  /** The lit targets of the selection, sorted. */
  targets() {
    const targets = this.selectedSq && this.byFrom.get(this.selectedSq);
    return targets ? [...targets.keys()].sort() : [];
  }

  /** targets, captures, labels (the die leading there), movable (origins on the board). */
  highlights() {
    const targets = this.selectedSq && this.byFrom.get(this.selectedSq);
    const captures = [];
    const labels = new Map();
    if (targets) {
      for (const [to, list] of targets) {
        if (list.some((m) => m.capture)) captures.push(to);
        // Moves that name their die (Shakku): the target says which die leads there.
        const dice = [...new Set(list.map((m) => m.die).filter((d) => d !== undefined))];
        if (dice.length) labels.set(to, dice.join("/"));
      }
    }
    return {
      targets: targets ? [...targets.keys()] : [],
      captures,
      labels,
      movable: [...this.byFrom.keys()].filter((sq) => this.geo.has(sq)),
    };
  }

  // --------------------------------------------------------- selection

  canPick(sq) { return this.byFrom.has(sq); }

  setSelected(sq, by) {
    if (this.selectedSq === sq) return;
    this.selectedSq = sq;
    this.host.selected(sq, { count: sq ? this.byFrom.get(sq)?.size || 0 : 0, by });
  }

  /** Select a move origin (a square or "@Q"); false if it has no move.  null lets go. */
  pick(from, by = "host") {
    if (from === null || from === undefined) { this.clear(by); return true; }
    if (!this.canPick(from)) return false;
    this.setSelected(from, by);
    this.paint();
    return true;
  }

  clear(by = "host") {
    if (this.selectedSq === null && !this.press) return;
    this.setSelected(null, by);
    this.press = null;
    this.hover = null;
    this.paint();
  }

  /** Play the move from the selected square to sq if there is one; true if played. */
  tryMove(sq, by) {
    const targets = this.selectedSq && this.byFrom.get(this.selectedSq);
    const moves = targets && targets.get(sq);
    if (!moves || !this.enabled) return false;
    this.setSelected(null, by);
    this.press = null;
    this.hover = null;
    this.paint();
    this.host.chosen(moves);
    return true;
  }

  paint() {
    this.canvas.classList.toggle("keyboard", this.showCursor);
    this.host.changed();
  }

  // --------------------------------------------------------- pointer

  at(e) {
    const rect = this.canvas.getBoundingClientRect();
    return { x: e.clientX - rect.left, y: e.clientY - rect.top };
  }

  down(e) {
    if (e.button !== 0 && e.pointerType === "mouse") return;
    const at = this.at(e);
    const sq = this.geo.squareAtPoint(at.x, at.y);
    this.showCursor = false;
    if (!sq || !this.enabled) { this.clear("pointer"); return; }
    this.cursor = sq;
    if (this.tryMove(sq, "pointer")) { e.preventDefault(); return; }
    const tried = this.selectedSq;
    if (tried !== null && tried !== sq && !this.canPick(sq)) this.host.refused(tried, sq);
    if (this.canPick(sq)) {
      e.preventDefault();
      const wasSelected = this.selectedSq === sq;
      this.setSelected(sq, "pointer");
      this.press = { sq, x: at.x, y: at.y, x0: at.x, y0: at.y, pointerId: e.pointerId, moved: false, wasSelected };
      try { this.canvas.setPointerCapture(e.pointerId); } catch { /* not capturable */ }
      if (document.activeElement !== this.canvas && this.canvas.tabIndex >= 0) {
        this.pointerFocus = true;
        this.canvas.focus({ preventScroll: true });
        this.pointerFocus = false;
      }
      this.paint();
    } else {
      this.clear("pointer");
    }
  }

  move(e) {
    const p = this.press;
    if (!p || e.pointerId !== p.pointerId) return;
    const at = this.at(e);
    p.x = at.x;
    p.y = at.y;
    if (!p.moved && Math.hypot(at.x - p.x0, at.y - p.y0) < DRAG_THRESHOLD) return;
    p.moved = true;
    this.hover = this.geo.squareAtPoint(at.x, at.y);
    this.paint();
  }

  up(e) {
    const p = this.press;
    if (!p || e.pointerId !== p.pointerId) return;
    this.press = null;
    this.hover = null;
    const at = this.at(e);
    const sq = this.geo.squareAtPoint(at.x, at.y);
    if (p.moved) {
      if (sq && this.tryMove(sq, "pointer")) return;
      if (sq && sq !== p.sq) this.host.refused(p.sq, sq);   // dropped where it may not go
      if (sq !== p.sq) this.setSelected(null, "pointer");   // dropped elsewhere: cancel
    } else if (p.wasSelected) {
      this.setSelected(null, "pointer");                    // a second click on it lets go
    }
    this.paint();
  }

  cancelPress() {
    this.press = null;
    this.hover = null;
    this.paint();
  }

  // --------------------------------------------------------- keyboard

  defaultCursor() {
    const first = [...this.byFrom.keys()].filter((sq) => this.geo.has(sq)).sort()[0];
    if (first) return first;
    const grid = this.view?.grid;
    if (!grid) return null;
    return grid.files[Math.floor(grid.width / 2)] + grid.ranks[Math.floor(grid.height / 2)];
  }

  key(e) {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const dirs = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    if (dirs[e.key]) {
      e.preventDefault();
      if (!this.cursor) this.cursor = this.defaultCursor();
      else this.cursor = this.geo.step(this.cursor, ...dirs[e.key]);
      this.showCursor = true;
      this.paint();
      this.host.cursorMoved(this.cursor);
      return;
    }
    if (e.key === "Enter" || e.key === " " || e.key === "Spacebar") {
      e.preventDefault();
      if (!this.cursor) { this.cursor = this.defaultCursor(); this.showCursor = true; this.paint(); return; }
      this.showCursor = true;
      const sq = this.cursor;
      if (this.tryMove(sq, "keyboard")) return;
      if (this.selectedSq === sq) { this.clear("keyboard"); return; }
      if (this.enabled && this.canPick(sq)) {
        this.setSelected(sq, "keyboard");
        this.paint();
      } else {
        if (this.enabled && this.selectedSq !== null) this.host.refused(this.selectedSq, sq);
        this.clear("keyboard");
        this.host.cursorMoved(sq);
      }
      return;
    }
    if (e.key === "Escape" && this.selectedSq) {
      e.preventDefault();
      e.stopPropagation();
      this.clear("keyboard");
    }
  }
}
