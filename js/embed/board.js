// The board of a <game-board> (js/board/index.js): made, sized, drawn, turned
// to a seat, and open to moves only when the mode allows.  Methods of the element.

import { createBoard, seatTurns } from "../board/index.js";

export class Board {
  /** The ply where the line starts: after the game's own opening throws (who starts). */
  _firstPly(view) {
    const turns = view.turns || [];
    if (turns.length && turns[0].player === -1) return turns[1] ? turns[1].start : view.ply;
    return 0;
  }

  _makeBoard(cfg, art) {
    this._board?.destroy();
    const interactive = cfg.mode !== "view";
    this._board = createBoard(this._$(".board"), {
      art,
      viewOnly: !interactive,
      resize: true,
      coordinates: cfg.coordinates,
      maxHeight: () => this._maxHeight(),
      onMove: (move) => { this._serial(() => this._handleMove(move)); },
      onChoose: (moves) => this._choose(moves),
    });
    this._boardKind = "live";
    this._resizeObserver?.disconnect();
    this._resizeObserver?.observe(this._board.canvas);
    const stage = this._$(".stage");
    if (interactive) stage.removeAttribute("tabindex");
    else stage.tabIndex = 0;
  }

  _dropBoard() {
    this._board?.destroy();
    this._board = null;
    this._boardKind = null;
  }

  /** The tallest the board may be: --game-board-max-height (px or vh), else 85% of the window. */
  _maxHeight() {
    const raw = getComputedStyle(this).getPropertyValue("--game-board-max-height").trim();
    const match = /^([\d.]+)\s*(px|vh)?$/.exec(raw);
    if (match) return Number(match[1]) * (match[2] === "vh" ? window.innerHeight / 100 : 1);
    return Math.max(200, window.innerHeight * 0.85);
  }

  /** Draw a view and everything that follows from it. */
  _show(view, { animate = false } = {}) {
    this._view = view;
    this._total = Math.max(this._total, view.ply);
    const board = this._board;
    board.set(view, { animate });
    if (this._turns !== null) board.setTurns(this._turns);
    board.setEnabled(this._canMove(view));
    this._renderControls();
    this._drawMarks();
  }

  /** May the reader move on the board now? */
  _canMove(view) {
    const mode = this._cfg.mode;
    if (mode === "view" || view.result) return false;
    if (mode === "puzzle") return Boolean(this._puzzle) && !this._puzzle.solved && this._mover(view) === this._puzzle.solver;
    if (mode === "lesson") {
      const step = this._lesson.steps[this._lesson.index];
      return step.expect.length > 0 && !this._lesson.busy;
    }
    return !this._thinking && !this._isComputer(view);     // play: the reader's seats only
  }

  /** Whose move it is: the player to move, or to throw. */
  _mover(view) {
    if (view.to_move >= 0) return view.to_move;
    return view.throw ?? null;
  }

  _seatOf(text, view) {
    const value = String(text).trim().toLowerCase();
    const players = view.players || [];
    if (/^\d+$/.test(value)) return Number(value) < players.length ? { seat: Number(value) } : null;
    const seat = players.indexOf(value);
    return seat >= 0 ? { seat } : null;
  }

  /** The board turned to `orientation`, else to the solver, the learner or the
   *  reader against the computer, else the first player. */
  _orient() {
    const view = this._view;
    if (!view || !this._board) return;
    let turns;
    if (this._turns !== null) turns = this._turns;
    else {
      const named = this._seatOf(this.getAttribute("orientation") || "", view);
      let seat = named ? named.seat : null;
      if (seat === null && this._cfg.mode === "puzzle") seat = this._puzzle?.solver ?? null;
      if (seat === null && this._cfg.mode === "lesson") seat = this._lesson?.seat ?? null;
      if (seat === null && this._cfg.mode === "play" && this._computer) seat = this._readerSeat(view);
      turns = seat === null ? 0 : seatTurns(view, seat);
    }
    this._board.setTurns(turns);
    this._drawMarks();
  }

  _label(canvas, role, label) {
    canvas.setAttribute("role", role);
    canvas.setAttribute("aria-label", label);
  }
}
