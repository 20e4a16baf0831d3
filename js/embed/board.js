// The board of a <game-board> (js/board/index.js) and its game's panel
// (js/panels/index.js, the same component as the app's): made, sized, drawn,
// turned to a seat, and open to moves only when the mode allows.  Methods of
// the element.

import { createBoard, seatTurns } from "../board/index.js";
import { gameModule } from "../games/index.js";
import { createPanels } from "../panels/index.js";
import { refusedWords } from "../words/moves.js";
import { mover, personSeats } from "../session/index.js";

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
      onSelect: (from) => this._panels?.showPicked(from),
      onRefuse: (from, to) => this._refused(from, to),
    });
    this._boardKind = "live";
    this._resizeObserver?.disconnect();
    this._resizeObserver?.observe(this._board.canvas);
    const stage = this._$(".stage");
    if (interactive) stage.removeAttribute("tabindex");
    else stage.tabIndex = 0;
    this._panels?.destroy();
    this._panels = createPanels(this._$(".panels"), {
      panel: (game) => gameModule(game)?.panel,
      words: () => this._words(),
      play: (move) => { this._serial(() => this._handleMove(move)); },
      pick: (from) => {
        if (this._board?.select(from)) this._board.canvas.focus({ preventScroll: true });
        return true;
      },
      filter: (keep) => this._board?.setFilter(keep),
      clock: () => this._session?.clock.state() ?? null,
    });
  }

  /** A try that is no move: said, as a wrong move of a puzzle is (with its hint). */
  _refused(from, to) {
    if (this._state !== "alive" || !this._view) return;
    const said = refusedWords(this._words(), this._view, from, to);
    const hint = this._cfg.mode === "puzzle" ? (this.getAttribute("hint") || "").trim() : "";
    this._setStatus(hint ? `${said} ${hint}` : said, "refused");
  }

  _dropBoard() {
    this._board?.destroy();
    this._board = null;
    this._boardKind = null;
    this._panels?.destroy();
    this._panels = null;
    this._$(".panels").hidden = true;
  }

  /** The tallest the board may be: --game-board-max-height (px or vh), else 85% of the window. */
  _maxHeight() {
    const raw = getComputedStyle(this).getPropertyValue("--game-board-max-height").trim();
    const match = /^([\d.]+)\s*(px|vh)?$/.exec(raw);
    if (match) return Number(match[1]) * (match[2] === "vh" ? window.innerHeight / 100 : 1);
    return Math.max(200, window.innerHeight * 0.85);
  }

  /** Draw a view and everything that follows from it: the board, the
   *  panel, the controls, the marks. */
  _show(view, { animate = false } = {}) {
    this._view = view;
    this._total = Math.max(this._total, view.ply);
    const board = this._board;
    if (!board) return;
    board.set(view, { animate });
    if (this._turns !== null) board.setTurns(this._turns);
    else this._orient();
    board.setEnabled(this._canMove(view));
    this._showPanels();
    this._renderControls();
    this._drawMarks();
  }

  /** What the reader may do now (a change under way, the computer thinking):
   *  the board's input, the panel's buttons, the controls. */
  _refreshInput() {
    if (!this._view || !this._board || this._state !== "alive") return;
    this._board.setEnabled(this._canMove(this._view));
    this._showPanels();
    this._renderControls();
  }

  /** The game's panel, unless the author asked for a bare board; its buttons
   *  take no move while the board takes none. */
  _showPanels() {
    const box = this._$(".panels");
    if (!this._panels || !this._panelsShown() || !this._view) {
      box.hidden = true;
      return;
    }
    this._panels.set(this._view, { seat: this._session?.seat ?? null, selected: this._board?.selected ?? null });
    const open = Boolean(this._board?.enabled);
    box.inert = !open;
    box.classList.toggle("readonly", !open);
  }

  /** May the reader move on the board now? */
  _canMove(view) {
    const mode = this._cfg.mode;
    if (mode === "view" || view.result || this._state !== "alive") return false;
    if (mode === "puzzle") return Boolean(this._puzzle) && !this._puzzle.solved && !this._puzzle.replying &&
      mover(view) === this._puzzle.solver;
    if (mode === "lesson") {
      const step = this._lesson.steps[this._lesson.index];
      return step.expect.length > 0 && !this._lesson.busy;
    }
    // Play: the reader's seats only, not while the computer thinks or plays.
    return !this._session.thinking && !this._session.busy && !this._isComputer(view);
  }

  /** Is it the computer's turn in `view` (to move, or to throw)? */
  _isComputer(view) {
    if (!view || view.result || this._cfg?.mode !== "play") return false;
    const name = view.players?.[mover(view)];
    return name !== undefined && Number.isInteger(view.computer?.[name]);
  }

  /** A seat the reader plays against the computer (for a hidden hand), or null. */
  _readerSeat(view) {
    if (!Object.keys(view?.computer || {}).length) return null;
    return personSeats(view)[0] ?? null;
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
      if (seat === null && this._cfg.mode === "play") seat = this._readerSeat(view);
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
