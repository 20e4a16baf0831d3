// Input: pointer (mouse, pen, touch), drag and keyboard on the board canvas,
// turned into one chosen move text taken from view.moves.  Which squares
// light up is read from the moves already in hand: no round trip to the
// worker, so highlighting is instant.

const DRAG_THRESHOLD = 5;   // CSS pixels before a press becomes a drag

export class Input {
  /**
   * @param {import("./board.js").Board} board
   * @param {{onMove: (move: string) => void, onCursor?: (sq: string) => void,
   *          onSelect?: (sq: string, count: number) => void,
   *          onChoose?: (moves: object[]) => void,      // several moves on one target
   *          onSelectionChange?: (from: string|null) => void}} hooks
   */
  constructor(board, hooks) {
    this.board = board;
    this.hooks = hooks;
    this.canvas = board.canvas;
    this.enabled = false;
    this.view = null;
    this.byFrom = new Map();     // from square -> Map(to square -> move)
    this.selectedSq = null;
    this.cursor = null;
    this.showCursor = false;
    this.press = null;           // {sq, x, y, pointerId, moved, wasSelected}
    this.hover = null;
    this.filter = null;          // keeps only some moves (the die the player picked)

    const c = this.canvas;
    c.addEventListener("pointerdown", (e) => this.down(e));
    c.addEventListener("pointermove", (e) => this.move(e));
    c.addEventListener("pointerup", (e) => this.up(e));
    c.addEventListener("pointercancel", () => this.cancelPress());
    c.addEventListener("lostpointercapture", () => { if (this.press) this.cancelPress(); });
    c.addEventListener("contextmenu", (e) => { if (this.press) e.preventDefault(); });
    c.addEventListener("keydown", (e) => this.key(e));
    c.addEventListener("focus", () => {
      if (!this.cursor) this.cursor = this.defaultCursor();
      this.showCursor = !this.pointerFocus;
      this.paint();
    });
    c.addEventListener("blur", () => { this.showCursor = false; this.paint(); });
  }

  setView(view) {
    this.view = view;
    this.filter = null;
    this.index();
    this.selectedSq = null;
    this.press = null;
    this.hover = null;
    if (this.cursor && !this.board.index.has(this.cursor)) this.cursor = null;
    this.paint();
  }

  /** Keep only the moves `keep(move)` accepts (null: all); the selection stays if it still moves. */
  setFilter(keep) {
    this.filter = keep;
    this.index();
    if (this.selectedSq && !this.byFrom.has(this.selectedSq)) this.selectedSq = null;
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
    if (!on) { this.selectedSq = null; this.press = null; }
    this.paint();
  }

  // --------------------------------------------------------- test hooks

  selected() { return this.selectedSq; }

  highlighted() {
    const targets = this.selectedSq && this.byFrom.get(this.selectedSq);
    return targets ? [...targets.keys()].sort() : [];
  }

  // --------------------------------------------------------- selection

  canPick(sq) { return this.enabled && this.byFrom.has(sq); }

  select(sq) {
    this.selectedSq = sq;
    this.paint();
  }

  /** Select a move origin that is not a square (a piece in hand, "@Q"); false if it has no move. */
  pick(from) {
    if (!this.canPick(from)) return false;
    this.select(from);
    return true;
  }

  clear() {
    if (this.selectedSq === null && !this.press) return;
    this.selectedSq = null;
    this.press = null;
    this.hover = null;
    this.paint();
  }

  /** Play the move from the selected square to sq if there is one; true if played. */
  tryMove(sq) {
    const targets = this.selectedSq && this.byFrom.get(this.selectedSq);
    const moves = targets && targets.get(sq);
    if (!moves || !this.enabled) return false;
    this.selectedSq = null;
    this.press = null;
    this.hover = null;
    this.paint();
    if (moves.length > 1 && this.hooks.onChoose) this.hooks.onChoose(moves);
    else this.hooks.onMove(moves[0].move);
    return true;
  }

  paint() {
    this.canvas.classList.toggle("keyboard", this.showCursor);
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
    this.board.setHighlights({
      selected: this.selectedSq,
      targets: targets ? [...targets.keys()] : [],
      captures,
      labels,
      movable: this.enabled ? [...this.byFrom.keys()].filter((sq) => this.board.index.has(sq)) : [],
      cursor: this.cursor,
      showCursor: this.showCursor,
      drag: this.press && this.press.moved ? this.press : null,
      hover: this.hover,
    });
    this.hooks.onSelectionChange?.(this.selectedSq);
  }

  // --------------------------------------------------------- pointer

  down(e) {
    if (e.button !== 0 && e.pointerType === "mouse") return;
    const sq = this.board.squareAt(e.clientX, e.clientY);
    this.showCursor = false;
    if (!sq || !this.enabled) { this.clear(); return; }
    this.cursor = sq;
    if (this.tryMove(sq)) { e.preventDefault(); return; }
    if (this.canPick(sq)) {
      e.preventDefault();
      const wasSelected = this.selectedSq === sq;
      this.selectedSq = sq;
      const at = this.board.toCanvas(e.clientX, e.clientY);
      this.press = { sq, x: at.x, y: at.y, x0: at.x, y0: at.y, pointerId: e.pointerId, moved: false, wasSelected };
      try { this.canvas.setPointerCapture(e.pointerId); } catch { /* not capturable */ }
      if (document.activeElement !== this.canvas) {
        this.pointerFocus = true;
        this.canvas.focus({ preventScroll: true });
        this.pointerFocus = false;
      }
      this.paint();
    } else {
      this.clear();
    }
  }

  move(e) {
    const p = this.press;
    if (!p || e.pointerId !== p.pointerId) return;
    const at = this.board.toCanvas(e.clientX, e.clientY);
    p.x = at.x;
    p.y = at.y;
    if (!p.moved && Math.hypot(at.x - p.x0, at.y - p.y0) < DRAG_THRESHOLD) return;
    p.moved = true;
    this.hover = this.board.squareAt(e.clientX, e.clientY);
    this.paint();
  }

  up(e) {
    const p = this.press;
    if (!p || e.pointerId !== p.pointerId) return;
    this.press = null;
    this.hover = null;
    const sq = this.board.squareAt(e.clientX, e.clientY);
    if (p.moved) {
      if (sq && this.tryMove(sq)) return;
      if (sq !== p.sq) this.selectedSq = null;   // dropped elsewhere: cancel
    } else if (p.wasSelected) {
      this.selectedSq = null;                    // a second click on it lets go
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
    const first = [...this.byFrom.keys()].filter((sq) => this.board.index.has(sq)).sort()[0];
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
      else this.cursor = this.board.step(this.cursor, ...dirs[e.key]);
      this.showCursor = true;
      this.paint();
      this.hooks.onCursor?.(this.cursor);
      return;
    }
    if (e.key === "Enter" || e.key === " " || e.key === "Spacebar") {
      e.preventDefault();
      if (!this.cursor) { this.cursor = this.defaultCursor(); this.showCursor = true; this.paint(); return; }
      this.showCursor = true;
      const sq = this.cursor;
      if (this.tryMove(sq)) return;
      if (this.selectedSq === sq) { this.clear(); return; }
      if (this.canPick(sq)) {
        this.select(sq);
        this.hooks.onSelect?.(sq, this.byFrom.get(sq).size);
      } else {
        this.clear();
        this.hooks.onCursor?.(sq);
      }
      return;
    }
    if (e.key === "Escape" && this.selectedSq) {
      e.preventDefault();
      e.stopPropagation();
      this.clear();
    }
  }
}
