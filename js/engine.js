// The page's side of the rules engine: one Web Worker per page (js/worker.js),
// shared by every board on it.
//
//   const engine = getEngine();
//   engine.onProgress(({stage, fraction}) => ...);   // pyodide, micropip, boardgames, ready
//   await engine.ready;
//   const answer = await engine.request("new", {game: "doushouqi"});  // {ok, ...}
//
// request() resolves with the answer even when it is {ok: false}; it rejects
// only when the engine itself failed (the worker died or could not boot).

class Engine {
  /** `preboot`: {worker, early} started by the page before this module loaded. */
  constructor(workerUrl, preboot = null) {
    this._pending = new Map();
    this._nextId = 1;
    this._listeners = new Set();
    this._progress = { stage: "pyodide", fraction: 0 };
    this._error = null;
    this.ready = new Promise((resolve, reject) => {
      this._resolveReady = resolve;
      this._rejectReady = reject;
    });
    this.ready.catch(() => {}); // a page that never awaits ready gets no unhandled rejection
    if (!preboot) performance.mark?.("engine-start");
    this._worker = preboot ? preboot.worker : new Worker(workerUrl, { type: "module" });
    this._worker.onmessage = (event) => this._receive(event.data);
    this._worker.onerror = (event) => {
      event.preventDefault?.();
      this._fail(event.message || "the engine's worker failed to start");
    };
    this._worker.onmessageerror = () => this._fail("the engine sent a message that could not be read");
    for (const event of preboot ? preboot.early : []) {
      if (event.type === "error") this._worker.onerror(event);
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

  /** The answer ({ok: true, ...} or {ok: false, error}) of the API op with these arguments. */
  request(op, args = {}) {
    if (this._error !== null) return Promise.reject(this._error);
    const id = this._nextId++;
    return new Promise((resolve, reject) => {
      this._pending.set(id, { resolve, reject });
      this._worker.postMessage({ id, request: { ...args, op } });
    });
  }

  _receive(message) {
    if (message.id !== undefined) {
      const pending = this._pending.get(message.id);
      if (pending) {
        this._pending.delete(message.id);
        pending.resolve(message.answer);
      }
      return;
    }
    switch (message.type) {
      case "progress":
        this._progress = { stage: message.stage, fraction: message.fraction };
        for (const callback of this._listeners) callback({ ...this._progress });
        break;
      case "ready":
        this.version = message.version;
        this.timings = message.timings;
        this._resolveReady(this);
        break;
      case "fatal":
        this._fail(message.message);
        break;
    }
  }

  _fail(message) {
    if (this._error !== null) return;
    this._error = new Error(`the rules engine failed: ${message}`);
    this._rejectReady(this._error);
    for (const { reject } of this._pending.values()) reject(this._error);
    this._pending.clear();
    this._worker.terminate();
  }
}

let shared = null;

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
