// The page's one engine for every <game-board>: started when the first board
// is wanted (near the viewport, touched or focused), never before; given up
// after the boot timeout (Pyodide hangs on a missing CORS header or a wrong
// wasm type); restarted by a board's Try again.  Each change is told to every
// connected board.

import { getEngine } from "../engine.js";

/** {engine, status: booting | ready | timeout | failed, error}, or null before the first board. */
export let engineState = null;
/** The connected <game-board>s (the element adds and removes itself). */
export const elements = new Set();

/** The refusal of an engine that could not start, died or would not answer. */
export function engineError(detail) {
  return { code: "engine", params: { why: "engine", detail } };
}

/** The page's one engine, started at the first board that needs it; the boards
 *  say it failed after `bootTimeout` ms. */
export function startEngine(bootTimeout) {
  if (engineState) return engineState;
  const state = { engine: null, status: "booting", error: null };
  engineState = state;
  let engine;
  try {
    engine = getEngine();
  } catch (error) {           // no worker at all (a host forbidding blob: workers)
    state.status = "failed";
    state.error = engineError(String(error?.message || error));
    queueMicrotask(notifyAll);
    return state;
  }
  state.engine = engine;
  if (!engine.embedWatched) {
    engine.embedWatched = true;
    engine.onFailure((error) => {
      if (!engineState || engineState.engine !== engine) return;
      engineState.status = "failed";
      engineState.error = engineError(error.detail || String(error));
      notifyAll();
    });
  }
  const seconds = Math.round(bootTimeout / 1000);
  const timer = setTimeout(() => {
    if (engineState !== state || state.status !== "booting") return;
    // Pyodide hangs, never rejects, on a missing CORS header or a wrong wasm type.
    state.status = "timeout";
    state.error = { code: "timeout", params: { why: "timeout", seconds } };
    notifyAll();
  }, bootTimeout);
  engine.ready.then(() => {
    clearTimeout(timer);
    if (engineState !== state) return;
    state.status = "ready";
    state.error = null;
    notifyAll();
  }, (error) => {
    clearTimeout(timer);
    if (engineState !== state || state.status === "failed") return;
    state.status = "failed";
    state.error = engineError(error?.detail || String(error));
    notifyAll();
  });
  return state;
}

/** A fresh engine (the retry button): the dead or stuck worker goes. */
export function restartEngine(bootTimeout) {
  const old = engineState;
  engineState = null;
  try { old?.engine?.restart(); } catch { /* a new one is started below anyway */ }
  startEngine(bootTimeout);
  notifyAll();
}

function notifyAll() {
  for (const element of elements) element._engineChanged();
}

let observer = null;
/** Wake `element` when it comes near the viewport. */
export function watch(element) {
  if (typeof IntersectionObserver !== "function") {
    queueMicrotask(() => element._wake());
    return;
  }
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (entry.isIntersecting) {
        observer.unobserve(entry.target);
        entry.target._wake();
      }
    }
  }, { rootMargin: "200px 0px" });
  observer.observe(element);
}

/** No longer wake `element` on sight (woken, or gone). */
export function unwatch(element) {
  observer?.unobserve(element);
}
