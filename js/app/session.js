// The playing screen's match session (js/session/index.js): the one the
// app's parts listen to and act through.  The app's computer thinks in a
// worker of its own (js/thinker.js), so the page and its engine stay free
// while it thinks: menus, flip, the clock and undo answer at once.  The
// engine itself is set by the boot (./boot.js) once it is started.

import { Session } from "../session/index.js";
import { gameModule } from "../games/index.js";
import { Thinker } from "../thinker.js";

// ---------------------------------------------------------------- the player's choices

// The computer's level last chosen (casual at first) and the strongest
// level's time per move, remembered in localStorage.
export const TIMES = [500, 1000, 2000, 5000, 10000];    // the strongest level's times per move (ms)
export const STRONGEST = 6;
const TIME_KEY = "boardgames.computer.ms";
const LEVEL_KEY = "boardgames.computer.level";

function readNumber(key, fallback, ok) {
  try {
    const n = Number(localStorage.getItem(key));
    return ok(n) ? n : fallback;
  } catch { return fallback; }
}

function writeNumber(key, n) {
  try { localStorage.setItem(key, String(n)); } catch { /* storage blocked */ }
}

/** The strongest level's time per move (ms), as last chosen. */
export function timePerMove() {
  return readNumber(TIME_KEY, 1000, (n) => TIMES.includes(n));
}

export function setTimePerMove(ms) {
  if (TIMES.includes(ms)) writeNumber(TIME_KEY, ms);
}

/** The level last chosen for the computer (3 at first). */
export function usualLevel() {
  return readNumber(LEVEL_KEY, 3, (n) => Number.isInteger(n) && n >= 1 && n <= STRONGEST);
}

export function setUsualLevel(level) {
  if (Number.isInteger(level) && level >= 1 && level <= STRONGEST) writeNumber(LEVEL_KEY, level);
}

/** The pace of the computer's moves: how long each one waits before it
 *  shows (the least, thinking included) and before its throw, so that a
 *  person follows every move, three computers in a row included. */
export const PACES = {
  fast: { moveDelay: 300, throwDelay: 400 },
  normal: { moveDelay: 900, throwDelay: 800 },
  slow: { moveDelay: 1800, throwDelay: 1400 },
};
const PACE_KEY = "boardgames.computer.pace";

/** The pace last chosen ("normal" at first). */
export function pace() {
  try {
    const saved = localStorage.getItem(PACE_KEY);
    if (saved in PACES) return saved;
  } catch { /* storage blocked */ }
  return "normal";
}

export function setPace(name) {
  if (!(name in PACES)) return;
  try { localStorage.setItem(PACE_KEY, name); } catch { /* storage blocked */ }
  Object.assign(session.delays, PACES[name]);
}

// ---------------------------------------------------------------- the session

let thinker = null;

/** The page's thinker (one for the computer's moves, the hint and the analysis). */
export function getThinker() {
  thinker ??= new Thinker();
  return thinker;
}

let paused = () => false;

/** `fn()` says whether the computer must wait (the analysis is shown). */
export function pauseComputerWhile(fn) {
  paused = fn;
}

export const session = new Session({
  // The thinker thinks on the game's record (its worker has no match of ours).
  think: async ({ session: s, level, ms }) => {
    const saved = await s.fetchRecord();
    if (!saved) return { ok: false, error: { code: "engine", params: { why: "engine", detail: "no record" } } };
    const args = {};
    if (level !== undefined && level !== null) args.level = level;
    if (ms !== undefined && ms !== null) args.ms = ms;
    return getThinker().think(saved.record, args);
  },
  thinkMs: (level) => (level >= STRONGEST ? timePerMove() : undefined),
  stop: () => thinker?.stop(),
  // A person choosing in secret while every other seat is the computer's
  // needs no pass-the-device screen: the choice is shown at once.
  // So does a game by links: the other seats are played on other devices.
  autoSeat: (view) => {
    const { player, others = [] } = view.secret || {};
    const away = (i) => Boolean(view.friend) && !view.friend.me.includes(view.players?.[i]);
    const person = (i) => !Number.isInteger(view.computer?.[view.players?.[i]]) && !away(i);
    return person(player) && others.length && others.every((i) => !person(i)) ? player : null;
  },
  timeControl: (view) => gameModule(view?.game)?.panel?.clock?.(view) || null,
  paused: () => paused(),
  ...PACES[pace()],
});

/** Is a player choosing something the others may not see? */
export function isSecret(view = session.view) {
  return Boolean(view?.secret);
}
