// What the playing screen's parts share that is no one part's own: the
// page's elements by id, the game shown when nothing else says which, and
// the screen's own events, for parts that must tell others without knowing
// them (events up, calls down: no part imports one that imports it back).
// `redraw()` asks the screen (./screen.js) to draw the page around the board
// again from the session's view; other events are named by their sender
// ("imported": a finished game was imported, its end is told;
// "review-entered", "review-left").
// The match itself (its view, its seat, whether a change is under way) is
// the session's (./session.js); each part keeps the rest of its own state.
// No rule is decided anywhere in js/app/: every move, legal target, turn
// and result comes from the view the engine sends.

export const DEFAULT_GAME = "doushouqi";

export const $ = (id) => document.getElementById(id);

const listeners = new Map();

export function on(name, fn) {
  if (!listeners.has(name)) listeners.set(name, new Set());
  listeners.get(name).add(fn);
  return () => listeners.get(name)?.delete(fn);
}

export function emit(name, detail) {
  for (const fn of [...(listeners.get(name) || [])]) fn(detail);
}

/** Draw the page around the board again (the turn, the buttons, the panels...). */
export function redraw() {
  emit("redraw");
}
