// The clocks on the playing screen: the session runs them
// (js/session/clock.js); here their times are shown as they run and saved
// with the game, about every second while one runs and when the page is
// hidden or closed, so that a reload goes on from the times left.

import { isStuck } from "./saving.js";
import { session } from "./session.js";
import * as storage from "./storage.js";

/** Save the clocks of the game shown (the rest of the save stays as it is). */
export function saveClock() {
  if (session.clock.state() && session.match !== null && session.live && !isStuck()) {
    storage.writeClock(session.clock.snapshot(session.view?.ply ?? 0));
  }
}

/** `showTimes()`: the clocks on the screen, at every tick. */
export function setupClock(showTimes) {
  session.on("tick", () => {
    showTimes();
    const ticks = session.clock.c?.ticks ?? 0;
    if (ticks % 5 === 0 && !session.busy) saveClock();     // about every second
  });
  window.addEventListener("pagehide", saveClock);
  document.addEventListener("visibilitychange", () => { if (document.hidden) saveClock(); });
}
