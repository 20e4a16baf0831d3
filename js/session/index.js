// One match session: a game being played on one board, for both front ends
// (the app's playing screen, js/app/, and every <game-board>, js/embed/).
// It talks to the rules engine (js/engine.js) and knows no rule: who is to
// move, what an undo takes back, whose secret is shown, all come in the views
// the engine sends (py/boardgames/api.py).  The screen's parts listen to it;
// it never calls them (events up, calls down).
//
//   const session = new Session({ engine });
//   session.on("view", async ({ view, before, op }) => { ... });    // draw it
//   await session.open({ game: "doushouqi" });
//   await session.play("a3a4");
//
// What it does:
// * requests, one at a time and in order; an engine that dies ends the
//   session's life (`live` false, "died") and answers null;
// * changes, one after the other (`run`): open a match (new, load), play,
//   undo, redo, goto, hand seats to the computer, show a seat's secret.
//   Each answer becomes the session's view, and "view" is told to every
//   listener, each awaited in turn (the app saves the game before it shows
//   it);
// * the seat whose secret the view shows (`seat`): kept while that player
//   chooses in secret, then back to the open view; `autoSeat(view)` may pick
//   one by itself (a board whose reader plays against the computer);
// * the computer's turns: when a computer seat acts (the view's `computer`),
//   it asks `think` (the engine's own "think" by default) and plays the move
//   after a short pause; a throw after a longer one.  Every thought carries a
//   generation: a change of the game drops the answer of an older one.
//   Against the computer an undo takes back its answers too, down to a
//   person's move (and a redo replays up to the next);
// * the clocks (./clock.js), which play a timeout move when one runs out.
//
// A "view" listener is awaited inside the change that told it: it must not
// await another change of the same session (`run`, `play`, `goto`...),
// which would wait behind the one under way; it may start one without
// awaiting it, or ask the engine (`request`, `fetchRecord`, `viewAt`).
//
// Events (`on(type, fn)` returns the function that stops listening):
//   view      {view, before, op, answer, by, args}: the view changed; op is
//             preview | new | load | play | undo | redo | goto | computer | seat;
//             by (play): person | computer | clock; args: the request's ({move})
//   busy      {busy}: a change started or ended
//   thinking  {thinking}: the computer started ({player, level}) or stopped (null)
//   refused   {error, op}: the engine refused a change (nothing changed)
//   died      {error}: the engine died (requests answer null from now on)
//   tick      {}: a clock ticks (about five times a second)

import { Clock } from "./clock.js";

// ---------------------------------------------------------------- who acts

// Who acts in a view, and who plays each seat: read from the view the engine
// sent, never decided here.  Both front ends ask the same.

/** The player who acts now: the one to move, else the one to throw the dice
 *  himself; -1 when nobody does (the game's own dice, or the end). */
export function mover(view) {
  if (!view) return -1;
  if (view.to_move >= 0) return view.to_move;
  return view.throw ?? -1;
}

/** The computer's level at seat `player` of `view`, or null (a person). */
export function seatLevel(view, player) {
  const name = view?.players?.[player];
  const level = name === undefined ? undefined : view.computer?.[name];
  return Number.isInteger(level) ? level : null;
}

/** Does a computer seat act now (move, choose or throw)? */
export function computerActs(view) {
  if (!view || view.result) return false;
  return seatLevel(view, mover(view)) !== null;
}

/** Does a seat played on another device act now (a game by links,
 *  py/boardgames/friend/), or is this device's hop over, its link to send?
 *  Then nobody here moves. */
export function awayActs(view) {
  const friend = view?.friend;
  if (!friend || view.result) return false;
  if (!friend.holding || friend.send) return true;
  const acting = mover(view);
  return acting >= 0 && !friend.me.includes(view.players?.[acting]);
}

/** The seats people play here, by index (in a game by links, this device's). */
export function personSeats(view) {
  const here = (i) => !view.friend || view.friend.me.includes(view.players[i]);
  return (view?.players || []).map((_, i) => i).filter((i) => seatLevel(view, i) === null && here(i));
}

/** Does any person sit at the table? */
export function hasPerson(view) {
  return personSeats(view).length > 0;
}

/** Is anyone at the table the computer? */
export function hasComputer(view) {
  return Object.keys(view?.computer || {}).length > 0;
}

// ---------------------------------------------------------------- the session

const DEFAULTS = {
  moveDelay: 300,           // ms: the least time before a computer's move shows
  throwDelay: 400,          // ms: the pause before the computer throws its dice
};

export class Session {
  /**
   * `engine`: js/engine.js's engine (or set `session.engine` later).
   * `think({session, match, level, ms})`: the computer's thought, an answer of
   *   the engine's "think" ({ok, move, ...}) or null if the thinker died;
   *   default: the engine's own "think" on the match.
   * `thinkMs(level)`: the time a level thinks (the strongest's), or undefined.
   * `stop()`: nobody waits for the thought under way any more (the app's
   *   thinker ends a long search at once).
   * `autoSeat(view)`: a seat whose secret to show by itself, or null.
   * `timeControl(view)`: the view's clocks ({minutes, increment, timeout}) or null.
   * `paused()`: true while the computer must not play (the app's analysis).
   * `moveDelay`, `throwDelay`: the computer's pauses (ms).
   */
  constructor({ engine = null, think = null, thinkMs = () => undefined, stop = () => {}, autoSeat = null,
                timeControl = () => null, paused = () => false, ...delays } = {}) {
    this.engine = engine;
    this.think = think || ((args) => this.request("think", thinkArgs(args)));
    this.thinkMs = thinkMs;
    this.stopThought = stop;
    this.autoSeat = autoSeat;
    this.timeControl = timeControl;
    this.paused = paused;
    this.delays = { ...DEFAULTS, ...delays };
    this.match = null;          // the engine's id of the match
    this.view = null;           // the view shown (the match's, or a preview)
    this.seat = null;           // the player whose secret the view shows (null: the open view)
    this.live = false;          // a match is open on a working engine
    this.busy = false;          // a change is under way (or waiting its turn)
    this.thinking = null;       // the computer's move under way: {player, level}
    this.record = null;         // the last record and moves to redo the engine gave:
    this.redoMoves = [];        //   what a restarted engine opens again
    this.timings = { lastThink: null, lastMove: null };
    this.clock = new Clock({
      onTick: () => this._emit("tick", {}),
      onFlag: (move) => this._flag(move),
    });
    this._listeners = new Map();
    this._requests = Promise.resolve();
    this._tasks = Promise.resolve();
    this._pending = 0;
    this._generation = 0;
    this._thought = null;       // {gen, player, level, ply, match, started}
    this._failed = null;        // {match, ply}: a thought failed there; not asked again
    this._retries = 0;
    this._holding = 0;
    this._closed = false;
    this.ops = this._ops();
  }

  // ---------------------------------------------------------------- events

  on(type, fn) {
    if (!this._listeners.has(type)) this._listeners.set(type, new Set());
    this._listeners.get(type).add(fn);
    return () => this._listeners.get(type)?.delete(fn);
  }

  /** Tell every listener, one after the other; a listener's fault is
   *  logged, not thrown, and the others are told all the same.  Resolves
   *  with the faults. */
  async _emit(type, detail) {
    const faults = [];
    for (const fn of [...(this._listeners.get(type) || [])]) {
      try {
        await fn(detail);
      } catch (error) {
        console.error(error);
        faults.push(error);
      }
    }
    return faults;
  }

  // ---------------------------------------------------------------- requests

  /** One request, after those before it; the answer ({ok, ...}), or null if
   *  the engine is not there or died (then "died"). */
  request(op, args = {}) {
    const run = this._requests.then(async () => {
      if (!this.engine) return null;
      try {
        return await this.engine.request(op, args);
      } catch (error) {
        this._died(error);
        return null;
      }
    });
    this._requests = run.catch(() => null);
    return run;
  }

  _died(error) {
    const was = this.live;
    this.live = false;
    this.stopThinking();
    this.clock.freeze();            // the times left stay, for the game opened again
    if (was || this.match !== null) this._emit("died", { error });
  }

  // ---------------------------------------------------------------- changes

  /** Run `work(ops)` after the changes before it (a click while an answer is
   *  on its way waits its turn); `ops` are the changes, unqueued: open, load,
   *  play, undo, redo, goto, seats, reveal.  Resolves with work's result. */
  run(work) {
    this._pending += 1;
    this._setBusy(true);
    const task = this._tasks.then(() => work(this.ops));
    this._tasks = task.catch(() => {}).then(() => {
      this._pending -= 1;
      if (this._pending === 0) {
        this._setBusy(false);
        this._soon();
      }
    });
    return task;
  }

  _setBusy(busy) {
    if (this.busy === busy) return;
    this.busy = busy;
    this._emit("busy", { busy });
  }

  // The changes themselves (each waits for its own answer only).
  _ops() {
    return {
      open: (args) => this._open("new", args),
      load: (record, redo = []) => this._open("load", { record, redo }),
      play: (move, { by = "person" } = {}) => this._change("play", { move }, { by }),
      undo: () => this._change("undo", {}),
      redo: () => this._change("redo", {}),
      goto: (ply) => this._change("goto", { ply }),
      seats: (seats) => this._change("computer", { seats }),
      reveal: (seat) => this._reveal(seat),
      // A game by links (js/app/friend.js): opened by friend_new,
      // friend_open or friend_resume; this device's hop sent by friend_send.
      // Told to the listeners as a new game (friend_new) or a game loaded.
      friend: (op, args) => this._open(op, args, op === "friend_new" ? "new" : "load"),
      send: () => this._change("friend_send", {}),
    };
  }

  open(args) { return this.run((ops) => ops.open(args)); }
  load(record, redo) { return this.run((ops) => ops.load(record, redo)); }
  goto(ply) { return this.run((ops) => ops.goto(ply)); }
  setSeats(seats) { this.stopThinking(); return this.run((ops) => ops.seats(seats)); }
  reveal(seat) { return this.run((ops) => ops.reveal(seat)); }

  /** Play a move: a person's only when a person acts (not while the
   *  computer's seat does); true if it was played. */
  play(move, { by = "person" } = {}) {
    return this.run((ops) => {
      if (by === "person" && (computerActs(this.view) || awayActs(this.view))) return false;
      return ops.play(move, { by });
    });
  }

  /** Take back a player's action; against the computer, its answers too,
   *  down to a person's move.  Stops the computer's thinking. */
  undo() {
    return this._series("undo", (view) => view.can_undo);
  }

  /** Replay the next action; against the computer, up to a person's turn. */
  redo() {
    return this._series("redo", (view) => view.can_redo);
  }

  _series(op, can) {
    if (!this.view || !can(this.view)) return Promise.resolve(false);
    return this.hold(() => this.run(async (ops) => {
      let ok = await ops[op]();
      while (ok && computerActs(this.view) && hasPerson(this.view) && can(this.view)) ok = await ops[op]();
      return ok;
    }));
  }

  /** A view the session shows before a match is open (a saved game, a start
   *  position): drawn at once, no move taken.  A view a listener could not
   *  show (a corrupt save) throws here, the view before it back. */
  async preview(view) {
    const before = this.view;
    this.view = view;
    this.clock.sync(view, this.timeControl(view));
    const faults = await this._emit("view", { view, before, op: "preview", answer: null });
    if (faults.length) {
      this.view = before;
      this.clock.sync(before, this.timeControl(before));
      throw faults[0];
    }
  }

  /** Open a match (`op` new or load); the answer ({ok, match, view}), or
   *  null if the engine died.  The match before it is closed. */
  async _open(op, args, shownAs = op) {
    this.stopThinking();
    const answer = await this.request(op, args);
    if (this._closed) {                          // the session was closed meanwhile
      if (answer?.ok) this.request("close", { match: answer.match });
      return null;
    }
    if (!answer?.ok) return answer;
    const old = this.match;
    this.match = answer.match;
    this.seat = null;
    this.live = true;
    this._failed = null;
    this.record = null;         // the new match's record is asked for when needed
    this.redoMoves = [];
    if (old !== null && old !== answer.match) this.request("close", { match: old });
    answer.view = await this._seen(answer.view);
    await this._show(answer, shownAs);
    return answer;
  }

  /** One request that changes the game; true if it did (else "refused"). */
  async _change(op, args, { by = "person" } = {}) {
    if (this.match === null) return false;
    if (op !== "play" || by !== "computer") this.stopThinking();
    const answer = await this.request(op, { match: this.match, player: this.seat, ...args });
    if (!answer || this._closed) return false;
    if (!answer.ok) {
      await this._emit("refused", { error: answer.error, op, args });
      return false;
    }
    answer.view = await this._seen(answer.view);
    await this._show(answer, op, by, args);
    return true;
  }

  /** The seat `seat` holds the device: its secret shown. */
  async _reveal(seat) {
    if (this.match === null) return false;
    const answer = await this.request("view", { match: this.match, player: seat });
    if (this._closed) return false;
    if (!answer?.ok) {
      if (answer) await this._emit("refused", { error: answer.error, op: "view" });
      return false;
    }
    this.seat = seat;
    await this._show(answer, "seat");
    return true;
  }

  /** The view to show after an answer: a seat's secret kept only while that
   *  player still chooses in secret; the seat `autoSeat` names shown by itself. */
  async _seen(view) {
    if (this.seat !== null && view.secret?.player !== this.seat) {
      this.seat = null;
      const open = await this.request("view", { match: this.match, player: null });
      // Without an answer (the engine died) nothing of the seat's panels or moves stays.
      view = open?.ok ? open.view : { ...view, panels: null, moves: [] };
    }
    const auto = view.secret && !view.result ? this.autoSeat?.(view) : null;
    if (auto !== null && auto !== undefined && auto >= 0 && view.viewer !== auto) {
      const mine = await this.request("view", { match: this.match, player: auto });
      if (mine?.ok) {
        this.seat = auto;
        view = mine.view;
      }
    }
    return view;
  }

  async _show(answer, op, by = null, args = null) {
    if (this._closed) return;
    if (op === "computer") this._failed = null;     // new seats, or a new level: the computer tries again
    const before = this.view;
    this.view = answer.view;
    if (typeof answer.record === "string") {
      this.record = answer.record;
      this.redoMoves = Array.isArray(answer.redo) ? answer.redo : [];
    }
    this.clock.sync(this.view, this.timeControl(this.view));
    await this._emit("view", { view: this.view, before, op, answer, by, args });
    this._soon();
  }

  /** The view at `ply` for the seat shown, the match unchanged (a review); null if refused. */
  async viewAt(ply) {
    if (this.match === null) return null;
    return this.request("view", { match: this.match, player: this.seat, ply });
  }

  /** The game's record and the moves to redo ({record, redo}), or null. */
  async fetchRecord() {
    if (this.match === null) return null;
    const answer = await this.request("record", { match: this.match });
    if (!answer?.ok) return null;
    this.record = answer.record;
    this.redoMoves = Array.isArray(answer.redo) ? answer.redo : [];
    return { record: this.record, redo: this.redoMoves };
  }

  /** Forget the match (the engine's copy closed). */
  close() {
    this.stopThinking();
    this.clock.reset();
    if (this.match !== null && this.live) this.request("close", { match: this.match });
    this.match = null;
    this.live = false;
    this._closed = true;
  }

  /** The engine was restarted: no match of the old one is left. */
  forget() {
    this.stopThinking();
    this.clock.freeze();
    this.match = null;
    this.seat = null;
    this.live = false;
  }

  // ---------------------------------------------------------------- the clock

  /** A clock ran out: its player's timeout is played, unless the game moved
   *  on meanwhile (a move that came in time, another game opened). */
  _flag(move) {
    if (!move || !this.live) { this.clock.unflag(); return; }
    const at = { match: this.match, ply: this.view?.ply, player: this.clock.c?.running };
    this.run((ops) => {
      const c = this.clock.c;
      const still = this.match === at.match && this.view?.ply === at.ply && c && c.running === at.player &&
        this.clock.left(at.player) <= 0;
      return still ? ops.play(move, { by: "clock" }) : false;
    }).then((ok) => { if (!ok) this.clock.unflag(); });
  }

  // ---------------------------------------------------------------- the computer

  /** Is the computer thinking at the view shown? */
  get thinkingNow() {
    const t = this._thought;
    return t && t.ply === this.view?.ply && t.match === this.match ? { player: t.player, level: t.level } : null;
  }

  /** Run `work` (undos, redos, opening a game) with the computer waiting; it looks again after. */
  async hold(work) {
    this._holding += 1;
    this.stopThinking();
    try {
      return await work();
    } finally {
      this._holding -= 1;
      if (this._holding === 0) this._soon();
    }
  }

  /** Forget the computer's move under way (its answer is dropped). */
  stopThinking() {
    this._generation += 1;
    if (this._thought !== null) {
      this._thought = null;
      this.stopThought();
      this._setThinking(null);
    }
  }

  _setThinking(thinking) {
    this.thinking = thinking;
    this._emit("thinking", { thinking });
  }

  _soon() {
    if (this._closed) return;
    clearTimeout(this._considerTimer);
    this._considerTimer = setTimeout(() => this.consider(), 0);
  }

  /** Whether the computer acts now, and if so its move, in the background. */
  consider() {
    const view = this.view;
    if (!view || !this.live || this.busy || this._holding > 0 || this.paused()) return;
    if (!computerActs(view)) {
      if (this._thought) { this._thought = null; this._setThinking(null); }
      return;
    }
    const t = this._thought;
    if (t && t.ply === view.ply && t.match === this.match) return;
    const failed = this._failed;
    if (failed && failed.ply === view.ply && failed.match === this.match) return;
    const gen = ++this._generation;
    const player = mover(view);
    const level = seatLevel(view, player);
    this._thought = { gen, player, level, ply: view.ply, match: this.match, started: performance.now() };
    this._setThinking({ player, level });
    if (view.to_move === -1) {
      // The computer's dice: thrown after a pause, so that people see them.
      setTimeout(() => { if (gen === this._generation) this._move(gen, "throw"); }, this.delays.throwDelay);
      return;
    }
    this._think(gen, level);
  }

  async _think(gen, level) {
    const started = performance.now();
    const match = this.match;
    const ms = this.thinkMs(level);
    const answer = await this.think({ session: this, match, level, ms });
    if (gen !== this._generation) return;
    if (answer === null || answer === undefined) {
      // The thinker died (not stopped): once more with a fresh one, then give up.
      this._thought = null;
      this._setThinking(null);
      if (this._retries++ < 2) setTimeout(() => this.consider(), 200);
      else this._failed = { match: this.match, ply: this.view?.ply };
      return;
    }
    this._retries = 0;
    if (!answer.ok) {
      this._failed = { match: this.match, ply: this.view?.ply };
      this._thought = null;
      this._setThinking(null);
      this._emit("refused", { error: answer.error, op: "think" });
      return;
    }
    this.timings.lastThink = { level, ms: Math.round(performance.now() - started), engineMs: answer.ms,
                               depth: answer.depth, nodes: answer.nodes };
    const wait = this.delays.moveDelay - (performance.now() - this._thought.started);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    if (gen !== this._generation) return;
    this._move(gen, answer.move);
  }

  async _move(gen, move) {
    if (gen !== this._generation || !this._thought) return;
    const asked = this._thought.started;
    const ok = await this.run(async (ops) => {
      if (gen !== this._generation || !this._thought) return null;
      this._thought = null;
      this.thinking = null;       // the view event that follows says who is to move now
      const played = await ops.play(move, { by: "computer" });
      if (!played) this._failed = { match: this.match, ply: this.view?.ply };
      return played;
    });
    if (ok === null) return;
    if (ok) this.timings.lastMove = Math.round(performance.now() - asked);
    this._emit("thinking", { thinking: null });
  }

  /** The computer's move for whoever is to move now, not played (a hint):
   *  the engine's think answer, or null when it came too late (the game moved
   *  on) or the thinker died. */
  async suggest({ ms, level } = {}) {
    const match = this.match;
    const ply = this.view?.ply;
    if (match === null) return null;
    const answer = await this.think({ session: this, match, level, ms });
    if (this.match !== match || this.view?.ply !== ply) return null;
    return answer ?? null;
  }
}

function thinkArgs({ match, level, ms }) {
  const args = { match };
  if (level !== undefined && level !== null) args.level = level;
  if (ms !== undefined && ms !== null) args.ms = ms;
  return args;
}
