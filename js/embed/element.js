// The <game-board> element: its life (connected, woken, built, failed, torn
// down), its attributes watched, its properties, methods and events.  Its
// game is played by a match session of its own (js/session/index.js, the
// same as the app's) on the page's one engine; what it does is in the parts
// whose methods it takes (listed at the end); js/embed.js registers it and
// documents it.

import { LEVELS, AttributeError, Attributes, words } from "./attributes.js";
import { elements, engineState, restartEngine, startEngine, unwatch, watch } from "./boot.js";
import { Board } from "./board.js";
import { Controls } from "./controls.js";
import { Fallback } from "./fallback.js";
import { Lesson } from "./lesson.js";
import { Marks } from "./marks.js";
import { Play } from "./play.js";
import { Puzzle } from "./puzzle.js";
import { Status } from "./status.js";
import { Stepping } from "./stepping.js";
import { TEMPLATE } from "./template.js";
import { gameInfo, gameModule, isGame, loadGame } from "../games/index.js";
import { Session } from "../session/index.js";
import { addWords } from "../words/index.js";
import elementWords from "../words/element.js";

addWords(elementWords);

const THROW_MS = 600;               // the computer throws after this pause
const REPLY_MS = 400;               // a reply never comes sooner than this (the reader sees it come)

export class GameBoard extends HTMLElement {
  /** How long (ms) the engine may take to start before the boards say it failed. */
  static bootTimeout = 30_000;

  static get observedAttributes() {
    return ["game", "position", "moves", "mode", "solution", "hint", "orientation", "lang",
      "options", "dice", "seed", "ply", "arrows", "highlight", "coordinates",
      "computer", "level", "think-ms", "panels"];
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
    this._session = null;         // the match session (js/session/index.js) of the built board
    this._view = null;
    this._board = null;
    this._boardKind = null;       // preview | live
    this._panels = null;          // the game's panel (js/panels/index.js)
    this._total = 0;              // the last ply of the line (ply + moves to redo)
    this._base = 0;               // the first ply of the line (after the game's own first throws)
    this._markPly = null;         // the ply at which `arrows` and `highlight` are drawn
    this._marks = null;
    this._turns = null;           // the quarter turns flip() chose
    this._puzzle = null;          // {solution, next, solver, solved, replying}
    this._lesson = null;          // {steps, index, done, seat, busy}
    this._computer = null;        // play mode: {seats: {name: level}, level, ms}, or null (people only)
    this._computerFailure = null; // a wrong computer attribute said on a live board
    this._lastSaid = "";          // the last moves said (kept while the computer thinks)
    this._lastThought = null;     // the computer's last move: {move, ms, engineMs, depth, level}
    this._quiet = false;          // a mode says the outcome of its own moves
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
    if (name === "panels") { if (this._state === "alive") this._refreshInput(); return; }
    if (name === "computer" || name === "level" || name === "think-ms") {
      // Alive: the game goes on with the new seats; while building, once it is
      // alive; before that the build reads them.
      if (this._state === "alive") { this._computerChanged(); return; }
      if (this._state === "building") { this._computerPending = true; return; }
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
    this._dropSession();
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

  /** No marks, no bars, no panel: the board is gone. */
  _clearFrame() {
    this._$(".marks").replaceChildren();
    for (const bar of this._$(".frame").querySelectorAll(".bar")) bar.hidden = true;
    this._$(".panels").hidden = true;
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

  /** A match session of this board's own, on the page's engine. */
  _makeSession() {
    this._dropSession();
    const session = new Session({
      engine: engineState.engine,
      thinkMs: (level) => (level === LEVELS ? this._computer?.ms : undefined),
      // A hidden hand (Shuuro's recruitment) is shown to the reader against
      // the computer, else to the player to move, who plays both sides here.
      autoSeat: (view) => this._readerSeat(view) ?? (view.to_move >= 0 ? view.to_move : null),
      timeControl: (view) => gameModule(view?.game)?.panel?.clock?.(view) || null,
      paused: () => this._state !== "alive" || this._cfg?.mode !== "play",
      moveDelay: REPLY_MS,
      throwDelay: THROW_MS,
    });
    const mine = (fn) => (detail) => (this._session === session ? fn(detail) : undefined);
    session.on("view", mine((detail) => this._onView(detail)));
    session.on("thinking", mine(() => this._onThinking()));
    session.on("refused", mine((detail) => this._onRefused(detail)));
    session.on("busy", mine(() => this._refreshInput()));
    session.on("tick", mine(() => this._panels?.showTimes()));
    this._session = session;
    return session;
  }

  _dropSession() {
    this._session?.close();
    this._session = null;
  }

  async _build() {
    const gen = ++this._gen;
    this._state = "building";
    this._computerPending = false;
    this._closeChooser();
    let cfg;
    try {
      cfg = this._readConfig();
    } catch (error) {
      if (!(error instanceof AttributeError)) throw error;
      if (gen === this._gen) this._fail(error.error, "attribute");
      return;
    }
    this._cfg = cfg;
    const game = isGame(cfg.game) ? await loadGame(cfg.game) : null;
    if (gen !== this._gen) return;
    this._computer = null;
    this._computerFailure = null;
    this._lastSaid = "";
    this._puzzle = null;
    if (cfg.mode === "lesson") this._lesson = { steps: cfg.steps, index: 0, done: false, seat: null, busy: false };
    let computer = null;
    if (cfg.mode === "play") {
      // The computer's seats are read against the game's players (the engine names them).
      try {
        computer = this._readComputer({ players: this._players(cfg.game) });
      } catch (error) {
        if (!(error instanceof AttributeError)) throw error;
        this._fail(error.error, "attribute");
        return;
      }
    }
    this._computer = computer;
    const session = this._makeSession();
    const answer = cfg.mode === "lesson" ? await this._openStepAnswer(0) : await this._open(this._lineSpec());
    if (gen !== this._gen || session !== this._session) return;
    if (!answer?.ok) { this._fail(answer?.error, "attribute"); return; }
    const players = answer.view.players || [];
    const orientation = (this.getAttribute("orientation") || "").trim();
    if (orientation && !this._seatOf(orientation, answer.view)) {
      this._fail({ code: "bad_attribute", params: { why: "orientation", value: orientation, players: players.join(", ") } }, "attribute");
      return;
    }
    this._makeBoard(cfg, game?.art);
    this._base = this._firstPly(answer.view);
    this._total = answer.view.ply;
    this._markPly = answer.view.ply;
    this._marks = cfg.mode === "lesson" ? cfg.steps[0].marks : cfg.marks;
    this._turns = null;
    this._state = "alive";
    this._failure = null;
    this._hideMessage();
    this._ui.classList.remove("preview");
    this._ui.classList.add("alive", "board-shown");
    this._$(".placeholder").hidden = true;
    if (cfg.mode === "puzzle") this._startPuzzle(session.view);
    if (cfg.mode === "lesson") this._lesson.seat = this._moverOf(session.view);
    this._show(session.view);
    if (cfg.mode === "view" && cfg.ply !== null && cfg.ply !== session.view.ply) {
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
    if (this._computerPending) await this._computerChanged();   // changed while it was building
    session.consider();             // the computer's first move, if it starts
  }

  /** The seats of a game (its players), as the build's list says. */
  _players(game) {
    return gameInfo(game)?.players || [];
  }

  _fail(error, kind) {
    this._gen++;
    this._state = "failed";
    this._failure = { kind, error };
    this._showMessage(this._failure);
    this._setStatus("");
    this._session?.stopThinking();
    if (kind === "engine") this._session?.forget();    // its matches went with the engine
    if (this._board && this._boardKind === "live") this._board.setEnabled(false);
    if (kind === "attribute") {
      this._dropSession();
      if (this._board) {
        this._dropBoard();
        this._ui.classList.remove("alive", "board-shown");
        this._clearFrame();
      }
    }
    const message = this._words().errorText(error);
    if (!this._settled) {
      this._settled = true;
      this._readyRejected = true;
      this._rejectReady(new Error(message));
    }
    const params = error?.params || {};
    this._emit("error", { code: error?.code, why: params.why, params, message });
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

  /** The board's match session (js/session/index.js), once alive; null before. */
  get session() { return this._state === "alive" ? this._session : null; }

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
      const session = this._session;
      this._quiet = true;
      const answer = await this._open({ position: String(text), moves: [] });
      this._quiet = false;
      if (session !== this._session) return false;
      if (!answer?.ok) {
        const message = this._words().errorText(answer?.error);
        this._setStatus(message, "refused");
        const error = answer?.error || {};
        this._emit("error", { code: error.code, why: error.params?.why, params: error.params, message });
        return false;
      }
      this._base = this._firstPly(answer.view);
      this._total = answer.view.ply;
      this._markPly = null;
      if (this._cfg.mode === "puzzle") this._startPuzzle(answer.view);
      this._lastSaid = "";
      this._show(answer.view);
      this._setStatus(this._restingText());
      return true;
    });
  }

  /** Tasks one after the other (a click while the last answer is on its way waits). */
  _serial(task) {
    const run = this._chain.then(task, task);
    this._chain = run.catch(() => {});
    return run;
  }
}

/** The methods of each part, the element's own as if written in its class body
 *  (not enumerable; a name written twice is a mistake, said at once). */
for (const part of [Attributes, Fallback, Board, Controls, Marks, Status, Play, Stepping, Puzzle, Lesson]) {
  for (const [name, method] of Object.entries(Object.getOwnPropertyDescriptors(part.prototype))) {
    if (name === "constructor") continue;
    if (GameBoard.prototype.hasOwnProperty(name)) throw new Error(`<game-board>: ${name} written twice`);
    Object.defineProperty(GameBoard.prototype, name, method);
  }
}
