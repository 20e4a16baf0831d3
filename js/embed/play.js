// A <game-board>'s game: its match opened, the moves played in it (every
// mode's), what the session says of them (shown, said, announced as events),
// and play mode's computer (its seats from the `computer`, `level` and
// `think-ms` attributes; it thinks in the page's one engine while the board
// stays open to the page), its play bar (New game, Hint).  Methods of the
// element.

import { mover } from "../session/index.js";
import { sayEntry, playedWords } from "../words/moves.js";
import { sentence } from "../words/index.js";
import { AttributeError } from "./attributes.js";
import { squaresIn } from "./marks.js";

/** The same move, whatever its case and the spaces around it. */
export const sameMove = (a, b) => String(a).trim().toLowerCase() === String(b).trim().toLowerCase();
/** A promise resolved after `ms` milliseconds. */
export const pause = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

const HINT_MS = 800;                // how long a hint may think

export class Play {
  /** The line the attributes give: {position, moves}. */
  _lineSpec() {
    return { position: this._cfg.position, moves: this._cfg.moves };
  }

  /** Whose move it is in `view` (to move, or to throw), or null. */
  _moverOf(view) {
    const who = mover(view);
    return who >= 0 ? who : null;
  }

  /** A new match of this board's game: {position, moves} with the element's
   *  options, dice and computer seats.  The answer (null: no engine). */
  _open(spec) {
    const cfg = this._cfg;
    const args = { game: cfg.game, options: cfg.options, position: spec.position, moves: spec.moves };
    if (cfg.dice.length) args.dice = cfg.dice;
    if (cfg.seed !== undefined) args.seed = cfg.seed;
    if (cfg.mode === "play" && this._computer) args.computer = this._computer.seats;
    return this._session.open(args);
  }

  /** A move chosen on the board, by a button or by play(): true if it was played. */
  async _handleMove(move) {
    if (this._state !== "alive" || !this._view) return false;
    this._closeChooser();
    const mode = this._cfg.mode;
    if (mode === "puzzle") return this._puzzleMove(move);
    if (mode === "lesson") return this._lessonMove(move);
    if (mode !== "play" || this._session.thinking || this._isComputer(this._view)) return false;
    return this._playMove(move, { person: true });
  }

  /** Play a move in the match; false if refused (the reason said, unless
   *  `quiet`).  `person`: the reader's move, refused if a computer seat acts
   *  by the time it is played (the seats changed meanwhile). */
  async _playMove(move, { quiet = false, person = false } = {}) {
    const session = this._session;
    this._quiet = quiet;
    try {
      return Boolean(await (person ? session.play(move) : session.run((ops) => ops.play(move))));
    } finally {
      this._quiet = false;
    }
  }

  // ---------------------------------------------------------------- what the session says

  /** The session's view changed: drawn, said, and told to the page. */
  _onView({ view, before, op, by, args }) {
    this._view = view;
    // The line's end: what is shown and the moves that can be replayed.
    if (op === "play" || op === "undo" || op === "redo" || op === "goto") {
      this._total = view.ply + (this._session?.redoMoves?.length || 0);
    }
    if (this._state !== "alive" || !this._board) return;
    const forward = before && view.ply === before.ply + 1 && view.match === before.match;
    this._show(view, { animate: op === "play" || (op === "goto" && forward) });
    if (op !== "play") return;
    const said = playedWords(this._words(), view, before?.match === view.match ? before.ply : view.ply);
    this._lastSaid = said;
    if (!this._quiet) this._setStatus([sentence(said), this._turnText(view)].filter(Boolean).join(" "));
    const computer = by === "computer";
    if (computer) this._lastThought = { ...this._session.timings.lastThink, move: args?.move, level: this._computer?.level };
    this._emit("move", { move: args?.move, position: view.position, ply: view.ply, ...(computer ? { computer: true } : {}) });
    if (view.result && !before?.result) this._emit("end", { ...view.result, text: this._words().resultText(view) });
  }

  /** The computer started or stopped thinking. */
  _onThinking() {
    if (this._state !== "alive" || !this._view) return;
    this._refreshInput();
    if (this._session.thinking) {
      this._setStatus([sentence(this._lastSaid), this._thinkingText(this._view)].filter(Boolean).join(" "), "thinking");
    }
  }

  /** The engine refused a move (or the computer could not think). */
  _onRefused({ error }) {
    if (this._quiet || this._state !== "alive") return;
    this._setStatus(this._words().errorText(error), "refused");
    if (this._view) this._board.setEnabled(this._canMove(this._view));
  }

  // ---------------------------------------------------------------- the computer

  /** `computer`, `level` or `think-ms` changed on a live board: from now on,
   *  the game going on.  A wrong value is said and changes nothing. */
  async _computerChanged() {
    if (this._cfg?.mode !== "play" || !this._view) return;
    const before = this._computer;
    let next;
    try {
      next = this._readComputer(this._view);
    } catch (error) {
      if (!(error instanceof AttributeError)) throw error;
      this._computerFailure = { kind: "attribute", error: error.error };
      this._showMessage(this._computerFailure);
      const params = error.error.params;
      this._emit("error", { code: error.error.code, why: params.why, params, message: this._words().errorText(error.error) });
      return;
    }
    if (this._computerFailure) {
      this._computerFailure = null;
      this._hideMessage();
    }
    this._computer = next;
    const seats = {};
    for (const name of Object.keys(before?.seats || {})) seats[name] = null;
    Object.assign(seats, next?.seats || {});
    if (Object.keys(seats).length) await this._session.setSeats(seats);
    this._orient();                               // the reader's seat at the bottom (unless turned)
    this._show(this._view);
    if (!this._session.thinking) this._setStatus(this._restingText());
  }

  /** "Red (the computer) is thinking…", or throwing. */
  _thinkingText(view) {
    const player = this._words().playerName(view, this._session.thinking?.player ?? mover(view));
    return this._say(view.to_move === -1 ? "computer.throwing" : "computer.thinking", { player });
  }

  /** The play bar's "New game": the game from its start again; a thought on its way is dropped. */
  async _newGame() {
    if (this._cfg?.mode !== "play" || this._state !== "alive") return;
    const answer = await this._open(this._lineSpec());
    if (!answer?.ok) return;
    this._lastSaid = "";
    this._markPly = null;
    this._base = this._firstPly(answer.view);
    this._total = answer.view.ply;
    this._show(answer.view);
    this._setStatus(this._restingText());
  }

  /** The play bar's "Hint": the strongest's move for the reader, drawn as an arrow. */
  async _hint() {
    const view = this._view;
    if (this._cfg?.mode !== "play" || this._state !== "alive" || !view || view.result || this._session.thinking) return;
    const answer = await this._session.suggest({ ms: this._computer?.ms ?? HINT_MS });
    if (!answer?.ok || this._view !== view) return;
    // An arrow from square to square; a move naming one square (a drop, a die's move) rings it.
    const squares = squaresIn(view, answer.move);
    this._marks = squares.length >= 2 ? { arrows: [answer.move], highlight: [] } : { arrows: [], highlight: squares };
    this._markPly = view.ply;
    this._drawMarks();
    const said = answer.said ? sayEntry(this._words(), view, answer.said) : "";
    this._setStatus(said ? this._say("computer.hint", { move: said }) : this._say("hint.shown"));
    this._emit("hint", { move: answer.move, ply: view.ply, score: answer.score, depth: answer.depth });
  }

  /** The play bar (computer boards only): its words and what it allows now. */
  _renderPlayBar() {
    const bar = this._$(".play-bar");
    const shown = this._cfg?.mode === "play" && Boolean(this._computer) && this._state === "alive";
    bar.hidden = !shown;
    if (!shown) return;
    const restart = this._$(".new-game");
    const hint = this._$(".hint");
    restart.textContent = this._say("control.newGame");
    hint.textContent = this._say("control.hint");
    bar.setAttribute("aria-label", this._say("control.playBar"));
    const view = this._view;
    hint.disabled = !view || Boolean(view.result) || Boolean(this._session?.thinking) || this._isComputer(view);
  }
}
