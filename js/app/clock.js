// The clock.  The page runs it (the rules say how long, in the view's panel:
// {minutes, increment, timeout}): the player to move spends his time; after
// his move he gains the increment.  When a clock reaches zero the page plays
// that player's timeout move, and the rules end the game.  The remaining times are saved with the game (after
// every move, every second while a clock runs, and when the page is hidden or
// closed) and restored after a reload: the time while the page was closed
// does not count.  Undo does not give time back.

import { formatClock } from "../panels.js";
import { play } from "./controller.js";
import { gameUi } from "./games.js";
import { isStuck } from "./saving.js";
import * as storage from "./storage.js";
import { app } from "./state.js";

let clock = null;          // {match, spent: [ms, ms], base, increment, timeout, running, since, timer, flagged}

/** Start, stop or switch the clocks for a new view of the game. */
export function syncClock(view) {
  const spec = gameUi(view)?.clock?.(view);
  if (!spec || !spec.minutes) { resetClock(); return; }
  const now = performance.now();
  if (!clock || clock.match !== view.match) {
    clock = { match: view.match, spent: [0, 0], base: spec.minutes * 60000,
              increment: (spec.increment || 0) * 1000, running: -1, since: now, timer: null,
              flagged: false };
  }
  clock.timeout = spec.timeout || [];
  const next = view.result || view.to_move < 0 ? -1 : view.to_move;
  if (clock.running !== next) {
    if (clock.running >= 0) {
      clock.spent[clock.running] += now - clock.since;
      if (next >= 0) clock.spent[clock.running] -= clock.increment;
    }
    clock.running = next;
    clock.since = now;
  }
  if (clock.running >= 0 && !clock.timer) clock.timer = setInterval(tick, 200);
  if (clock.running < 0) stop();
}

/** No clock any more. */
export function resetClock() {
  stop();
  clock = null;
}

/** For the panel: null without a clock, else {running, left(owner)}. */
export function clockState() {
  return clock ? { running: clock.running, left: clockLeft } : null;
}

/** The clocks to save: each side's remaining time, the running clock, the ply. */
export function clockSnapshot() {
  if (!clock || !app.view) return null;
  return { left: [clockLeft(0), clockLeft(1)], running: clock.running, ply: app.view.ply };
}

/** Set the clocks to saved remaining times (a restored game at the same ply). */
export function applySavedClock(saved) {
  if (!clock || !saved || !app.view || saved.ply !== app.view.ply) return;
  clock.spent = [0, 1].map((owner) => clock.base - saved.left[owner]);
  clock.since = performance.now();
  clock.flagged = false;
  showTimes();
}

export function clockLeft(owner) {
  if (!clock) return 0;
  let spent = clock.spent[owner];
  if (clock.running === owner) spent += performance.now() - clock.since;
  return clock.base - spent;
}

/** Tests: spend a player's time down to `ms` left. */
export function setClockLeft(owner, ms) {
  if (clock) clock.spent[owner] += clockLeft(owner) - ms;
}

export function saveClock() {
  if (clock && app.match !== null && app.ready && !isStuck()) storage.writeClock(clockSnapshot());
}

export function setupClock() {
  window.addEventListener("pagehide", saveClock);
  document.addEventListener("visibilitychange", () => { if (document.hidden) saveClock(); });
}

function stop() {
  if (clock?.timer) { clearInterval(clock.timer); clock.timer = null; }
}

function showTimes() {
  for (const owner of [0, 1]) {
    const node = document.querySelector(`#clock-${owner} .clock-time`);
    if (node) node.textContent = formatClock(clockLeft(owner));
  }
}

function tick() {
  const c = clock;
  if (!c || c.running < 0) return;
  c.ticks = (c.ticks || 0) + 1;
  if (c.ticks % 5 === 0 && !app.busy) saveClock();     // about every second
  showTimes();
  if (clockLeft(c.running) <= 0 && !c.flagged && app.ready && !app.busy) {
    c.flagged = true;
    play(c.timeout[c.running]).then((ok) => { if (!ok && clock === c) c.flagged = false; });
  }
}
