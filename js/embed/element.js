// The <game-board> element: its life (connected, woken, built, failed, torn
// down), its attributes watched, its properties, methods and events.  What it
// does is in the parts whose methods it takes (listed at the end); js/embed.js
// registers it and documents it.

import { elements, engineState, restartEngine, startEngine, unwatch, watch } from "./boot.js";
import { AttributeError, Attributes, words } from "./attributes.js";
import { loadArt, loadErrors, loadGameWords } from "./assets.js";
import { errorText } from "./text.js";
import { TEMPLATE } from "./template.js";
import { Fallback } from "./fallback.js";
import { Requests } from "./requests.js";
import { Board } from "./board.js";
import { Controls } from "./controls.js";
import { Marks } from "./marks.js";
import { Status } from "./status.js";
import { Play } from "./play.js";
import { Stepping } from "./stepping.js";
import { Puzzle } from "./puzzle.js";
import { Lesson } from "./lesson.js";
import { Computer } from "./computer.js";

export class GameBoard extends HTMLElement {
  /** How long (ms) the engine may take to start before the boards say it failed. */
  static bootTimeout = 30_000;

  static get observedAttributes() {
    return ["game", "position", "moves", "mode", "solution", "hint", "orientation", "lang",
      "options", "dice", "seed", "ply", "arrows", "highlight", "coordinates",
      "computer", "level", "think-ms"];
  }

  constructor() {
    super();
    const root = this.attachShadow({ mode: "open" });
    root.innerHTML = TEMPLATE;
    this._$ = (selector) => root.querySelector(selector);
    this._ui = this._$(".root");
    this._state = "waiting";      // waiting | building | alive | failed
    this._failure = null;         // {kind: attribute | engine, error}
    this._wanted = false;         // woken: the engine is (to be) asked
    this._gen = 0;                // a build's number: answers of older builds are dropped
    this._chain = Promise.resolve();
    this._cfg = null;
    this._view = null;
    this._match = null;
    this._board = null;
    this._boardKind = null;       // preview | live
    this._total = 0;              // the last ply of the line (ply + moves to redo)
    this._base = 0;               // the first ply of the line (after the game's own first throws)
    this._markPly = null;         // the ply at which `arrows` and `highlight` are drawn
    this._marks = null;
    this._turns = null;           // the quarter turns flip() chose
    this._puzzle = null;          // {solution, next, solver, solved}
    this._lesson = null;          // {steps, index, done, seat}
    this._computer = null;        // play mode: {seats, names, level, ms}, or null (people only)
    this._computerFailure = null; // a wrong computer attribute said on a live board
    this._thinking = null;        // the thought on its way: {match, ply, gen}
    this._lastSaid = "";          // the last move said (kept while the computer thinks)
    this._resetReady();

    this._onTouch = () => this._wake();
    this._$("slot").addEventListener("slotchange", () => this._fallbackChanged());
    for (const button of root.querySelectorAll("[data-go]")) {
      button.addEventListener("click", () => this._step(button.dataset.go));
    }
    this._$(".frame").addEventListener("keydown", (event) => this._key(event));
    this._$(".cancel").addEventListener("click", () => this._closeChooser(true));
    this._$(".again").addEventListener("click", () => this._serial(() => this._restartMode()));
    this._$(".retry").addEventListener("click", () => restartEngine(GameBoard.bootTimeout));
    this._$(".previous-step").addEventListener("click", () => this._serial(() => this._openStep(this._lesson.index - 1)));
    this._$(".next-step").addEventListener("click", () => this._serial(() => this._nextStep()));
    this._$(".new-game").addEventListener("click", () => this._serial(() => this._newGame()));
    this._$(".hint").addEventListener("click", () => this._serial(() => this._hint()));
    this._resizeObserver = typeof ResizeObserver === "function"
      ? new ResizeObserver(() => this._drawMarks()) : null;
  }

  // ---------------------------------------------------------------- life

  connectedCallback() {
    this._connected = true;
    elements.add(this);
    this._fallbackChanged();
    this.addEventListener("pointerdown", this._onTouch, { passive: true });
    this.addEventListener("focusin", this._onTouch);
    if (this._wanted) this._engineChanged();
    else {
      this._showWaiting();
      watch(this);
    }
  }

  disconnectedCallback() {
    this._connected = false;
    elements.delete(this);
    unwatch(this);
    this.removeEventListener("pointerdown", this._onTouch);
    this.removeEventListener("focusin", this._onTouch);
    // Moved, not removed: it is connected again before this runs.
    queueMicrotask(() => { if (!this.isConnected) this._teardown(); });
  }

  attributeChangedCallback(name, before, after) {
    if (before === after) return;
    if (name === "lang") { this._relabel(); return; }
    if (name === "hint") return;
    if (name === "computer" || name === "level" || name === "think-ms") {
      // Alive: the game goes on with the new seats; before that the build reads them.
      if (this._state === "alive") { this._computerChanged(); return; }
      if (this._state !== "failed") return;
    }
    if (name === "orientation") {
      this._turns = null;
      if (this._state === "alive") this._orient();
      return;
    }
    if ((name === "arrows" || name === "highlight") && this._state === "alive" && this._cfg?.mode !== "lesson") {
      this._marks = { arrows: words(this.getAttribute("arrows")), highlight: words(this.getAttribute("highlight")) };
      this._drawMarks();
      return;
    }
    if (!this.isConnected || !this._connected) return;    // (an upgrade: connectedCallback follows)
    if (!this._wanted) { this._showWaiting(); return; }
    // Anything else makes a new board, once per batch of changes.
    if (this._rebuildQueued) return;
    this._rebuildQueued = true;
    queueMicrotask(() => {
      this._rebuildQueued = false;
      if (!this.isConnected) return;
      this._state = "waiting";
      this._failure = null;
      this._engineChanged();
    });
  }

  _teardown() {
    this._gen++;
    this._thinking = null;
    this._closeMatch();
    this._dropBoard();
    this._resizeObserver?.disconnect();
    this._view = null;
    this._state = "waiting";
    this._failure = null;
    this._wanted = false;
    this._ui.classList.remove("alive", "board-shown", "preview");
    this._hideMessage();
    this._setStatus("");
    this._$(".step-text").hidden = true;
    this._clearFrame();
  }

  /** No marks, no bars: the board is gone. */
  _clearFrame() {
    this._$(".marks").replaceChildren();
    for (const bar of this._$(".frame").querySelectorAll(".bar")) bar.hidden = true;
  }

  _resetReady() {
    this._settled = false;
    this._readyRejected = false;
    this._ready = new Promise((resolve, reject) => {
      this._resolveReady = resolve;
      this._rejectReady = reject;
    });
    this._ready.catch(() => {});     // a page that never awaits it gets no unhandled rejection
  }

  /** The board is wanted: start the engine (once for the page) and come alive. */
  _wake() {
    if (this._wanted || !this.isConnected) return;
    this._wanted = true;
    unwatch(this);
    startEngine(GameBoard.bootTimeout);
    this._engineChanged();
  }

  /** The engine's state changed (or this board was woken): go on from there. */
  _engineChanged() {
    if (!this._wanted || !this.isConnected) return;
    const state = engineState || startEngine(GameBoard.bootTimeout);
    if (state.status === "ready") {
      if (this._state === "waiting" || (this._state === "failed" && this._failure?.kind === "engine")) {
        this._hideMessage();
        this._build();
      }
    } else if (state.status === "booting") {
      if (this._state === "failed" && this._failure?.kind === "engine") this._hideMessage();
      if (this._state !== "alive") {
        this._state = "waiting";
        this._setStatus(this._say("waking"));
      }
    } else if (this._state !== "failed" || this._failure?.kind === "engine") {
      this._fail(state.error, "engine");
    }
  }

  async _build() {
    const gen = ++this._gen;
    this._state = "building";
    this._closeChooser();
    let cfg;
    try {
      cfg = this._readConfig();
    } catch (error) {
      if (!(error instanceof AttributeError)) throw error;
      await loadErrors();
      if (gen === this._gen) this._fail(error.error, "attribute");
      return;
    }
    this._cfg = cfg;
    const [art] = await Promise.all([loadArt(cfg.game), loadGameWords(cfg.game), loadErrors()]);
    if (gen !== this._gen) return;
    let answer;
    if (cfg.mode === "lesson") {
      this._lesson = { steps: cfg.steps, index: 0, done: false, seat: null };
      answer = await this._openStepAnswer(0);
    } else {
      answer = await this._open({ position: cfg.position, moves: cfg.moves });
    }
    if (gen !== this._gen) {
      if (answer.ok) this._request("close", { match: answer.match });
      return;
    }
    if (!answer.ok) { this._fail(answer.error, "attribute"); return; }
    const players = answer.view.players || [];
    const orientation = (this.getAttribute("orientation") || "").trim();
    if (orientation && !this._seatOf(orientation, answer.view)) {
      this._request("close", { match: answer.match });
      this._fail({ code: "bad_attribute", params: { why: "orientation", value: orientation, players: players.join(", ") } }, "attribute");
      return;
    }
    let computer = null;
    if (cfg.mode === "play") {
      try {
        computer = this._readComputer(answer.view);
      } catch (error) {
        if (!(error instanceof AttributeError)) throw error;
        this._request("close", { match: answer.match });
        this._fail(error.error, "attribute");
        return;
      }
    }
    this._computer = computer;
    this._computerFailure = null;
    this._thinking = null;
    this._lastSaid = "";
    if (computer && answer.view.secret) answer = await this._seenAnswer(answer);   // the reader's hand
    if (gen !== this._gen) {
      this._request("close", { match: answer.match });
      return;
    }
    this._makeBoard(cfg, art);
    this._adopt(answer);
    this._tellComputer(null);
    this._base = this._firstPly(answer.view);
    this._markPly = answer.view.ply;
    this._marks = cfg.mode === "lesson" ? cfg.steps[0].marks : cfg.marks;
    this._turns = null;
    this._puzzle = null;
    this._state = "alive";
    this._failure = null;
    this._hideMessage();
    this._ui.classList.remove("preview");
    this._ui.classList.add("alive", "board-shown");
    this._$(".placeholder").hidden = true;
    if (cfg.mode === "puzzle") this._startPuzzle(answer.view);
    if (cfg.mode === "lesson") this._lesson.seat = this._mover(answer.view);
    this._show(answer.view);
    if (cfg.mode === "view" && cfg.ply !== null && cfg.ply !== answer.view.ply) {
      await this._goto(cfg.ply);
      this._markPly = this._view.ply;
      this._drawMarks();
    }
    this._orient();
    this._setStatus(this._restingText());
    if (cfg.mode === "lesson") this._showStep();
    if (this._readyRejected) this._resetReady();   // a board mended by new attributes
    this._settled = true;
    this._resolveReady(this);
    this._emit("ready", { game: cfg.game, mode: cfg.mode });
    this._computerTurn();
  }

  _fail(error, kind) {
    this._gen++;
    this._thinking = null;
    this._state = "failed";
    this._failure = { kind, error };
    this._showMessage(this._failure);
    this._setStatus("");
    if (this._board && this._boardKind === "live") this._board.setEnabled(false);
    if (kind === "attribute" && this._board) {
      this._dropBoard();
      this._closeMatch();
      this._ui.classList.remove("alive", "board-shown");
      this._clearFrame();
    }
    if (!this._settled) {
      this._settled = true;
      this._readyRejected = true;
      this._rejectReady(new Error(errorText(this._lang(), error)));
    }
    const params = error?.params || {};
    this._emit("error", { code: error?.code, why: params.why, params, message: errorText(this._lang(), error) });
  }

  _emit(name, detail) {
    this.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
  }

  // ---------------------------------------------------------------- the API

  /** A promise resolved with the element when it is alive (rejected if it cannot be). */
  get ready() { return this._ready; }

  /** The position shown, in the game's notation (the attribute until alive). */
  get position() {
    return this._view?.position ?? ((this.getAttribute("position") || "").trim() || "start");
  }

  /** The view drawn (see py/boardgames/api.py), or null. */
  get view() { return this._view; }

  /** The ply shown, or null. */
  get ply() { return this._view ? this._view.ply : null; }

  /** Alive, waking it if it is not (a script's wish counts as a touch); false if it cannot be. */
  async _alive() {
    try {
      this._wake();
      await this._ready;
    } catch {
      return false;
    }
    return this._state === "alive";
  }

  /** Play a move (as the mode allows it): true if it was played. */
  async play(move) {
    if (!(await this._alive())) return false;
    return this._serial(() => this._handleMove(String(move)));
  }

  /** Show the position after `ply` moves of the line: true if it could. */
  async goTo(ply) {
    if (!(await this._alive())) return false;
    return this._serial(() => this._goto(ply));
  }

  /** Turn the board to the next seat. */
  flip() {
    if (this._board && this._boardKind === "live") {
      this._turns = this._board.flip();
      this._drawMarks();
    } else {
      this._turns = ((this._turns ?? 0) + 2) % 4;
    }
    return this._turns;
  }

  /** Show another position (the same game, options and mode): true if the engine took it. */
  async setPosition(text) {
    if (!(await this._alive())) return false;
    return this._serial(async () => {
      const gen = this._gen;
      const answer = await this._open({ position: String(text), moves: [] });
      if (gen !== this._gen) return false;
      if (!answer.ok) {
        const message = errorText(this._lang(), answer.error);
        this._setStatus(message, "refused");
        this._emit("error", { code: answer.error.code, why: answer.error.params?.why, params: answer.error.params, message });
        return false;
      }
      this._adopt(answer);
      this._base = this._firstPly(answer.view);
      this._markPly = null;
      if (this._cfg.mode === "puzzle") this._startPuzzle(answer.view);
      this._lastSaid = "";
      this._tellComputer(null);
      this._show(answer.view);
      this._setStatus(this._restingText());
      this._computerTurn();
      return true;
    });
  }
}

/** The methods of each part, the element's own as if written in its class body
 *  (not enumerable; a name written twice is a mistake, said at once). */
for (const part of [Attributes, Fallback, Requests, Board, Controls, Marks, Status, Play, Stepping, Puzzle, Lesson, Computer]) {
  for (const [name, method] of Object.entries(Object.getOwnPropertyDescriptors(part.prototype))) {
    if (name === "constructor") continue;
    if (GameBoard.prototype.hasOwnProperty(name)) throw new Error(`<game-board>: ${name} written twice`);
    Object.defineProperty(GameBoard.prototype, name, method);
  }
}
