// The computer's thinking, in a second worker (js/worker.js again, a rules
// engine of its own): a search holds its worker for up to seconds, and the
// page's own engine must stay free for moves, undo and the panels meanwhile.
//
//   const thinker = new Thinker();
//   thinker.warm();                                   // boot it now (optional)
//   const answer = await thinker.think(record, {level: 3});   // {ok, move, scores, ...} or null
//   thinker.stop();                                   // a think nobody waits for any more
//
// The thinker opens the game from its record (`load`, once per record) and
// asks `think` there (py/boardgames/api.py).  A think cannot be interrupted
// inside Pyodide: stop() lets a short one finish (its answer is dropped by
// whoever asked: think() resolves null) and terminates the worker when the
// one under way would keep it busy for long; the next think starts a fresh one.

import { createEngine } from "./engine.js";

/** About how long a think at each level takes at most under Pyodide (ms);
 *  the strongest takes the time it is given. */
const EXPECTED = { 1: 150, 2: 150, 3: 400, 4: 1000, 5: 3000 };
/** A think with more than this left is cut short by terminating the worker. */
const LONG = 700;

export class Thinker {
  constructor() {
    this._engine = null;
    this._loaded = null;        // {record, match}: the game opened in the worker
    this._current = null;       // the think under way: {until, cancelled}
    this.bootMs = null;         // how long the last worker took to boot
  }

  /** Start the worker now, so that the first think need not wait for its boot. */
  warm() {
    this._ensure();
  }

  get busy() {
    return this._current !== null;
  }

  _ensure() {
    if (this._engine) return this._engine;
    const started = performance.now();
    // A think of 10 s and the boot of the worker must not pass for a dead worker.
    const engine = createEngine({ timeouts: { answer: 45_000, ping: 15_000 } });
    this._engine = engine;
    this._loaded = null;
    engine.ready.then(() => {
      if (this._engine === engine) this.bootMs = Math.round(performance.now() - started);
    }, () => {});
    engine.onFailure(() => {
      if (this._engine === engine) { this._engine = null; this._loaded = null; }
    });
    return engine;
  }

  /**
   * The computer's opinion of the game `record` (a game record's text):
   * `args` are the think request's ({level, ms, ply}).  Resolves with the
   * answer ({ok: true, move, scores, ...} or {ok: false, error}), or null
   * when stop() came first or the worker died.
   */
  async think(record, args = {}) {
    const mine = { until: Infinity, cancelled: false };
    // One think at a time: a later one waits for the one under way.
    const before = this._chain ?? Promise.resolve();
    const run = before.then(() => this._run(record, args, mine));
    this._chain = run.catch(() => null);
    this._waiting = (this._waiting ?? 0) + 1;
    try {
      return await run;
    } finally {
      this._waiting -= 1;
    }
  }

  async _run(record, args, mine) {
    if (mine.cancelled) return null;
    const engine = this._ensure();
    this._current = mine;
    try {
      await engine.ready;
      if (mine.cancelled) return null;
      if (this._loaded?.record !== record) {
        const old = this._loaded;
        this._loaded = null;
        if (old) engine.request("close", { match: old.match }).catch(() => {});
        const opened = await engine.request("load", { record });
        if (!opened.ok) return opened;
        this._loaded = { record, match: opened.match };
      }
      if (mine.cancelled) return null;
      const expected = args.level === undefined || args.level === null || args.level >= 6
        ? (args.ms ?? 1000) : (EXPECTED[args.level] ?? 1000);
      mine.until = performance.now() + expected;
      const answer = await engine.request("think", { match: this._loaded.match, ...args });
      return mine.cancelled ? null : answer;
    } catch {
      return null;                    // the worker died, or was terminated by stop()
    } finally {
      if (this._current === mine) this._current = null;
    }
  }

  /** Nobody waits for the think under way: drop its answer, and end its
   *  worker if it would keep thinking for long. */
  stop() {
    const current = this._current;
    if (!current) return;
    current.cancelled = true;
    if (current.until - performance.now() > LONG) this.terminate();
  }

  /** End the worker (a think under way resolves null); the next think starts another. */
  terminate() {
    if (this._current) this._current.cancelled = true;
    const engine = this._engine;
    this._engine = null;
    this._loaded = null;
    this._current = null;
    engine?.close();
  }
}
