// A <game-board>'s computer opponent (play mode): the seats named by
// `computer` played by the engine's `think` at `level`, the reader playing
// the others; its throws after a short pause; "thinking…" said meanwhile;
// a new game and a hint from the play bar.  Methods of the element.
//
// The engine thinks in the page's one worker, off the page's thread: the
// board still answers while it thinks.  A thought that comes back when the
// game has moved on (a new game, an undo, the seat handed back) is dropped.

import { AttributeError, words } from "./attributes.js";
import { squaresIn } from "./marks.js";
import { pause } from "./play.js";
import { errorText, playerName } from "./text.js";

export const LEVELS = 6;            // 1 beginner ... 6 strongest (py/boardgames/ai/levels.py)
export const DEFAULT_LEVEL = 3;     // an embed's opponent: a casual player
const THINK_MS = { min: 100, max: 10_000 };   // think-ms: the strongest's time a move
const THROW_MS = 600;               // the computer throws after this pause
const REPLY_MS = 400;               // a reply never comes sooner than this (the reader sees it come)
const HINT_MS = 800;                // how long a hint may think

export class Computer {
  /** The computer's part read from `computer`, `level` and `think-ms` against the
   *  game's players: {seats: Set, names, level, ms} or null (nobody); an
   *  AttributeError when a value is wrong. */
  _readComputer(view) {
    const attr = (name) => (this.getAttribute(name) ?? "").trim();
    const seats = new Set();
    const names = [];
    for (const word of words(attr("computer"))) {
      const seat = this._seatOf(word, view);
      if (!seat) {
        throw new AttributeError("computer", { value: word, players: (view.players || []).join(", ") });
      }
      seats.add(seat.seat);
      names.push(view.players[seat.seat]);
    }
    let level = DEFAULT_LEVEL;
    if (attr("level")) {
      if (!/^\d{1,2}$/.test(attr("level")) || Number(attr("level")) < 1 || Number(attr("level")) > LEVELS) {
        throw new AttributeError("level", { value: attr("level"), levels: LEVELS });
      }
      level = Number(attr("level"));
    }
    let ms;
    if (attr("think-ms")) {
      const value = attr("think-ms");
      if (!/^\d{1,6}$/.test(value) || Number(value) < THINK_MS.min || Number(value) > THINK_MS.max) {
        throw new AttributeError("think_ms", { value, min: THINK_MS.min, max: THINK_MS.max });
      }
      ms = Number(value);
    }
    if (!seats.size) return null;
    return { seats, names, level, ms };
  }

  /** A computer seat at the board being built (play mode): true if it fits,
   *  else the board fails with the message, like any wrong attribute. */
  _setUpComputer(view) {
    this._thinking = null;
    this._computer = null;
    this._computerFailure = null;
    if (this._cfg.mode !== "play") return true;
    try {
      this._computer = this._readComputer(view);
    } catch (error) {
      if (!(error instanceof AttributeError)) throw error;
      this._request("close", { match: this._match });
      this._match = null;
      this._fail(error.error, "attribute");
      return false;
    }
    this._tellComputer(null);
    return true;
  }

  /** `computer`, `level` or `think-ms` changed on a live board: from now on,
   *  the game going on.  A wrong value is said and changes nothing. */
  _computerChanged() {
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
      this._emit("error", { code: error.error.code, why: params.why, params, message: errorText(this._lang(), error.error) });
      return;
    }
    if (this._computerFailure) {
      this._computerFailure = null;
      this._hideMessage();
    }
    this._computer = next;
    this._tellComputer(before);
    this._orient();                               // the reader's seat at the bottom (unless turned)
    if (this._thinking && !this._isComputer(this._view)) this._thinking = null;
    this._board.setEnabled(this._canMove(this._view));
    this._renderControls();
    if (!this._thinking) this._setStatus(this._restingText());
    this._computerTurn();
  }

  /** The match's record keeps the computer's seats (the engine's `computer`). */
  _tellComputer(before) {
    const seats = {};
    for (const name of before?.names || []) seats[name] = null;
    for (const name of this._computer?.names || []) seats[name] = this._computer.level;
    if (Object.keys(seats).length && this._match !== null) {
      this._request("computer", { match: this._match, seats }).catch(() => {});
    }
  }

  /** Is it the computer's turn in `view` (to move, or to throw)? */
  _isComputer(view) {
    const computer = this._computer;
    if (!computer || !view || view.result || this._cfg?.mode !== "play") return false;
    const mover = this._mover(view);
    return mover !== null && computer.seats.has(mover);
  }

  /** A seat the reader plays (for a hidden hand), or null. */
  _readerSeat(view) {
    const computer = this._computer;
    if (!computer) return null;
    const seats = (view.players || []).map((_, i) => i).filter((i) => !computer.seats.has(i));
    return seats.length ? seats[0] : null;
  }

  /** If the computer is to move, let it think and play (not waited for: the
   *  board stays open to the page while the worker thinks). */
  _computerTurn() {
    const view = this._view;
    if (this._state !== "alive" || !this._isComputer(view)) {
      this._thinking = null;
      return;
    }
    const token = { match: this._match, ply: view.ply, gen: this._gen };
    const current = this._thinking;
    if (current && current.match === token.match && current.ply === token.ply && current.gen === token.gen) return;
    this._thinking = token;
    this._board.setEnabled(false);
    this._renderControls();
    this._setStatus([this._lastSaid, this._thinkingText(view)].filter(Boolean).join(" "), "thinking");
    this._think(token, view);
  }

  async _think(token, view) {
    const computer = this._computer;
    const started = performance.now();
    let answer;
    if (view.to_move === -1) {
      await pause(THROW_MS);                  // a throw: a short pause, as a person would
      answer = { ok: true, move: "throw" };
    } else {
      const args = { match: token.match, level: computer.level };
      if (computer.ms && computer.level === LEVELS) args.ms = computer.ms;
      answer = await this._request("think", args);
      await pause(REPLY_MS - (performance.now() - started));
    }
    const stale = () => this._thinking !== token || this._gen !== token.gen ||
      this._match !== token.match || this._view?.ply !== token.ply;
    if (stale()) return;
    if (!answer.ok) {
      this._thinking = null;
      this._setStatus(errorText(this._lang(), answer.error), "refused");
      return;
    }
    this._lastThought = { move: answer.move, ms: performance.now() - started, engineMs: answer.ms, depth: answer.depth, level: answer.level };
    await this._serial(async () => {
      if (stale()) return;
      this._thinking = null;
      const played = await this._playMove(answer.move, { computer: true });
      if (!played) this._setStatus(errorText(this._lang(), { code: "illegal_move", params: { why: "not_legal", move: answer.move } }), "refused");
    });
  }

  /** "Red (the computer) is thinking…", or throwing. */
  _thinkingText(view) {
    const player = playerName(this._lang(), view, this._mover(view));
    return this._say(view.to_move === -1 ? "computer.throwing" : "computer.thinking", { player });
  }

  /** The play bar's "New game": the game from its start again; a thought on its way is dropped. */
  async _newGame() {
    if (this._cfg?.mode !== "play" || this._state !== "alive") return;
    this._thinking = null;
    const gen = this._gen;
    const answer = await this._open({ position: this._cfg.position, moves: this._cfg.moves });
    if (gen !== this._gen || !answer.ok) return;
    this._adopt(answer);
    this._thinking = null;
    this._lastSaid = "";
    this._markPly = null;
    this._tellComputer(null);
    this._show(answer.view);
    this._setStatus(this._restingText());
    this._computerTurn();
  }

  /** The play bar's "Hint": the strongest's move for the reader, drawn as an arrow. */
  async _hint() {
    const view = this._view;
    if (this._cfg?.mode !== "play" || this._state !== "alive" || !view || view.result || this._thinking) return;
    const gen = this._gen;
    const match = this._match;
    const answer = await this._request("think", { match, ms: this._computer?.ms ?? HINT_MS });
    if (gen !== this._gen || match !== this._match || this._view !== view || !answer.ok) return;
    // An arrow from square to square; a move naming one square (a drop, a die's move) rings it.
    const squares = squaresIn(view, answer.move);
    this._marks = squares.length >= 2 ? { arrows: [answer.move], highlight: [] } : { arrows: [], highlight: squares };
    this._markPly = view.ply;
    this._drawMarks();
    this._setStatus(this._say("computer.hint", { move: answer.move }));
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
    hint.disabled = !view || Boolean(view.result) || Boolean(this._thinking) || this._isComputer(view);
  }
}
