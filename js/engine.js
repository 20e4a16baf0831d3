// The page's side of the rules engine: one Web Worker per page (js/worker.js),
// shared by every board on it.  It works from a page of another origin too
// (the <game-board> element, js/embed.js): the worker then starts from a Blob.
//
//   const engine = getEngine();
//   engine.onProgress(({stage, fraction}) => ...);   // pyodide, micropip, boardgames, ready
//   engine.onFailure((error) => ...);                // the worker died: offer restart()
//   await engine.ready;
//   const answer = await engine.request("new", {game: "doushouqi"});  // {ok, ...}
//
// request() resolves with the answer even when it is {ok: false}; it rejects
// only when the engine itself failed (the worker died or could not boot).
// A worker that dies is noticed three ways: its `error` event (an uncaught
// error), its `messageerror` event, and a watchdog: a request left without an
// answer for `timeouts.answer` ms sends a ping, and a worker that says
// nothing at all for `timeouts.ping` ms more counts as dead (killed, out of
// memory, stuck).  restart() then starts a fresh worker; the page opens its
// game again from the record.

class Engine {
  /** `preboot`: {worker, early} started by the page before this module loaded. */
  constructor(workerUrl, preboot = null, { mark = true } = {}) {
    this._url = workerUrl;
    this._pending = new Map();
    this._nextId = 1;
    this._listeners = new Set();
    this._failureListeners = new Set();
    this._timer = null;
    this.timeouts = { answer: 20_000, ping: 10_000 };
    if (!preboot && mark) performance.mark?.("engine-start");
    this._start(preboot);
  }

  _start(preboot) {
    this._progress = { stage: "pyodide", fraction: 0 };
    this._error = null;
    this._booted = false;
    this.ready = new Promise((resolve, reject) => {
      this._resolveReady = resolve;
      this._rejectReady = reject;
    });
    this.ready.catch(() => {}); // a page that never awaits ready gets no unhandled rejection
    const worker = preboot ? preboot.worker : startWorker(this._url);
    this._worker = worker;
    // Events of a worker replaced by restart() are ignored.
    const mine = (handler) => (event) => { if (this._worker === worker) handler(event); };
    worker.onmessage = mine((event) => this._receive(event.data));
    worker.onerror = mine((event) => {
      event.preventDefault?.();
      this._fail(event.message || "the engine's worker failed");
    });
    worker.onmessageerror = mine(() => this._fail("the engine sent a message that could not be read"));
    for (const event of preboot ? preboot.early : []) {
      if (event.type === "error") worker.onerror(event);
      else this._receive(event.data);
    }
  }

  /** Calls back with {stage, fraction} at once and on every step of the boot; returns an unsubscribe. */
  onProgress(callback) {
    this._listeners.add(callback);
    const now = { ...this._progress };
    queueMicrotask(() => { if (this._listeners.has(callback)) callback(now); });
    return () => this._listeners.delete(callback);
  }

  /** Calls back with the error when the worker dies; returns an unsubscribe. */
  onFailure(callback) {
    this._failureListeners.add(callback);
    return () => this._failureListeners.delete(callback);
  }

  /** The answer ({ok: true, ...} or {ok: false, error}) of the API op with these arguments. */
  request(op, args = {}) {
    if (this._error !== null) return Promise.reject(this._error);
    const id = this._nextId++;
    return new Promise((resolve, reject) => {
      this._pending.set(id, { resolve, reject });
      this._worker.postMessage({ id, request: { ...args, op } });
      if (this._timer === null) this._watch();
    });
  }

  /** A new worker in place of this one (dead or not); requests still waiting are rejected. */
  restart() {
    this._stop(new EngineError("the engine was restarted"));
    this._start(null);
    return this.ready;
  }

  /** End the worker for good (a worker of createEngine's that is no longer
   *  wanted); requests still waiting are rejected. */
  close() {
    this._stop(new EngineError("the engine was closed"));
  }

  _receive(message) {
    if (message.id !== undefined) {
      const pending = this._pending.get(message.id);
      this._pending.delete(message.id);
      pending?.resolve(message.answer);
    } else if (message.type === "progress") {
      this._progress = { stage: message.stage, fraction: message.fraction };
      for (const callback of this._listeners) callback({ ...this._progress });
    } else if (message.type === "ready") {
      this.version = message.version;
      this.timings = message.timings;
      this._booted = true;
      this._resolveReady(this);
    } else if (message.type === "fatal") {
      this._fail(message.message);
    }
    this._watch();                  // the worker is alive: the watchdog starts over
  }

  // The watchdog (see the top of this file); it runs while requests wait
  // for a booted worker, and starts over whenever the worker says anything.
  _watch() {
    clearTimeout(this._timer);
    this._timer = null;
    if (this._error !== null || !this._booted || this._pending.size === 0) return;
    this._timer = setTimeout(() => {
      this._worker.postMessage({ ping: true });
      this._timer = setTimeout(() => this._fail("the engine stopped answering"), this.timeouts.ping);
    }, this.timeouts.answer);
  }

  _fail(detail) {
    if (this._error !== null) return;
    const error = new EngineError(detail);
    this._stop(error);
    for (const callback of this._failureListeners) callback(error);
  }

  _stop(error) {
    this._error = error;
    clearTimeout(this._timer);
    this._timer = null;
    this._rejectReady(error);
    for (const { reject } of this._pending.values()) reject(error);
    this._pending.clear();
    this._worker.terminate();
  }
}

/**
 * A module worker running `url`.  A page of another origin may not start a
 * worker from this site's address (a SecurityError): it starts one from a Blob
 * URL of its own whose only line is a static import of the real worker, which
 * then resolves everything from its own import.meta.url (no top-level await
 * in the Blob: the first request would be lost).  Every file of the site must
 * then be served with Access-Control-Allow-Origin (README, "Embedding on your
 * site").
 */
function startWorker(url) {
  if (new URL(url).origin === globalThis.location?.origin) return new Worker(url, { type: "module" });
  const blob = new Blob([`import ${JSON.stringify(url)};\n`], { type: "text/javascript" });
  const blobUrl = URL.createObjectURL(blob);
  try {
    return new Worker(blobUrl, { type: "module" });
  } finally {
    URL.revokeObjectURL(blobUrl);
  }
}

/** The engine failed; `detail` says how, in the browser's words (not translated). */
class EngineError extends Error {
  constructor(detail) {
    super(`the rules engine failed: ${detail}`);
    this.detail = String(detail);
  }
}

let shared = null;

/** A worker of its own (not the page's shared one), e.g. js/thinker.js's,
 *  which may stay busy for seconds without holding up the page's requests.
 *  `timeouts` replaces the watchdog's (see the top of this file). */
export function createEngine({ timeouts = null } = {}) {
  const engine = new Engine(new URL("./worker.js", import.meta.url).href, null, { mark: false });
  if (timeouts) engine.timeouts = { ...engine.timeouts, ...timeouts };
  return engine;
}

/** The page's one engine, started at the first call. */
export function getEngine() {
  if (shared === null) {
    const url = new URL("./worker.js", import.meta.url).href;
    // A worker the page already started (index.html does), if it is this one.
    const preboot = globalThis.boardgamesPreboot;
    delete globalThis.boardgamesPreboot;
    shared = new Engine(url, preboot && preboot.url === url ? preboot : null);
  }
  return shared;
}
