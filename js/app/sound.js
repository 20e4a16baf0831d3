// Sounds of the game: a move, a capture, a throw of the dice or sticks, and
// the end.  Each is made on the spot with Web Audio oscillators (no sound
// file, nothing to download).  What sounds comes from the view the engine
// sent (its last_move, its chance moves, its result), never from a rule
// decided here.
//
// The sound button (#sound, aria-pressed: sound on) is remembered in
// localStorage; a page embedded in another one starts muted, until its
// player turns the sound on.  Nothing sounds before the player has touched
// the page (browsers refuse audio that starts by itself): a computer's move
// made before that stays silent.

import { onLanguageChange, t } from "./language.js";
import { session } from "./session.js";
import { $ } from "./state.js";

const SOUND_KEY = "boardgames.sound";      // "on" | "off": the player's choice

let context = null;         // the AudioContext, made at the first sound after a gesture
let touched = false;        // the player has clicked or pressed a key: audio may start
export const played = [];   // the sounds asked for and played, for the tests: ["move", ...]

const embedded = (() => {
  try { return window.top !== window.self; } catch { return true; }     // a foreign parent: embedded
})();

/** Is the sound on?  The player's choice, else on (off in an embedded page). */
export function soundOn() {
  try {
    const saved = localStorage.getItem(SOUND_KEY);
    if (saved === "on" || saved === "off") return saved === "on";
  } catch { /* storage blocked: the default */ }
  return !embedded;
}

function remember(on) {
  try { localStorage.setItem(SOUND_KEY, on ? "on" : "off"); } catch { /* storage blocked */ }
}

export function setupSound() {
  const button = $("sound");
  button.addEventListener("click", () => toggleSound());
  // The first gesture opens the way to audio (and wakes a suspended context).
  const unlock = () => {
    touched = true;
    if (context?.state === "suspended") context.resume().catch(() => {});
  };
  for (const type of ["pointerdown", "keydown", "touchend"]) {
    document.addEventListener(type, unlock, { capture: true, passive: true });
  }
  renderSound();
  onLanguageChange(() => renderSound());
  // A move's sounds, a person's or the computer's.
  session.on("view", ({ view, before, op }) => { if (op === "play") soundFor(before, view); });
}

/** The button's state and words (again after a change of language). */
export function renderSound() {
  const button = $("sound");
  if (!button) return;
  const on = soundOn();
  button.setAttribute("aria-pressed", String(on));
  button.title = t(on ? "sound.on" : "sound.off");
  button.classList.toggle("muted", !on);
}

/** The sound button, or the M key: on or off, remembered.  Says which. */
export function toggleSound() {
  const on = !soundOn();
  remember(on);
  renderSound();
  if (on) play(["move"]);                 // the player hears what he turned on
  return on;
}

/** The words the page says after a toggle. */
export const soundWords = () => t(soundOn() ? "sound.nowOn" : "sound.nowOff");

// ---------------------------------------------------------------- what sounds

/** The sounds of the change from `before` to `view` (one request: a move
 *  of a person or of the computer, with the dice thrown after it): from the
 *  view's new moves, its chance moves, its last move and its result. */
export function soundsOf(before, view) {
  if (!view) return [];
  const start = before && before.match === view.match && before.ply < view.ply ? before.ply : view.ply - 1;
  const chance = new Set(view.chance || []);
  const fresh = [];
  for (let k = Math.max(0, start); k < view.ply; k++) fresh.push(k);
  const out = [];
  if (fresh.some((k) => !chance.has(k))) out.push(view.last_move?.captured ? "capture" : "move");
  if (fresh.some((k) => chance.has(k)) || (view.last_move?.throw && !out.length)) out.push("throw");
  if (view.result && !before?.result) out.push("end");
  return out;
}

/** Play the sounds of the change from `before` to `view`. */
export function soundFor(before, view) {
  play(soundsOf(before, view));
}

/** Play `names` one after the other (nothing when muted or before a gesture). */
export function play(names) {
  if (!names.length || !soundOn() || !touched) return;
  const ctx = audio();
  if (!ctx) return;
  let at = ctx.currentTime + 0.01;
  for (const name of names) {
    const make = SOUNDS[name];
    if (!make) continue;
    at += make(ctx, at);
    played.push(name);
    if (played.length > 100) played.splice(0, played.length - 100);
  }
}

function audio() {
  if (context) return context;
  const Context = window.AudioContext || window.webkitAudioContext;
  if (!Context) return null;
  try { context = new Context(); } catch { return null; }
  return context;
}

// ---------------------------------------------------------------- the sounds
// Each schedules its notes from time `at` and returns how long it lasts.

/** One note: an oscillator of `type` gliding from `f1` to `f2` Hz, with a
 *  quick attack and a decay of `length` seconds, at volume `level`. */
function note(ctx, at, { type = "sine", f1, f2 = f1, length, level = 0.2 }) {
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  osc.type = type;
  osc.frequency.setValueAtTime(f1, at);
  if (f2 !== f1) osc.frequency.exponentialRampToValueAtTime(f2, at + length);
  gain.gain.setValueAtTime(0.0001, at);
  gain.gain.exponentialRampToValueAtTime(level, at + 0.006);
  gain.gain.exponentialRampToValueAtTime(0.0001, at + length);
  osc.connect(gain).connect(ctx.destination);
  osc.start(at);
  osc.stop(at + length + 0.02);
}

const SOUNDS = {
  // A piece set down: a short wooden knock.
  move(ctx, at) {
    note(ctx, at, { type: "triangle", f1: 420, f2: 190, length: 0.09, level: 0.3 });
    return 0.1;
  },
  // A piece taken: two knocks, the second lower and harder.
  capture(ctx, at) {
    note(ctx, at, { type: "triangle", f1: 520, f2: 260, length: 0.07, level: 0.25 });
    note(ctx, at + 0.08, { type: "square", f1: 240, f2: 90, length: 0.14, level: 0.12 });
    return 0.24;
  },
  // Dice or sticks: a rattle of short clicks at uneven intervals.
  throw(ctx, at) {
    const clicks = [[0, 1300], [0.045, 950], [0.075, 1500], [0.13, 1100], [0.17, 1250], [0.23, 900]];
    for (const [offset, f] of clicks) {
      note(ctx, at + offset, { type: "triangle", f1: f, f2: f * 0.7, length: 0.035, level: 0.18 });
    }
    return 0.28;
  },
  // The end: three rising notes.
  end(ctx, at) {
    [523.25, 659.25, 783.99].forEach((f, i) => {
      note(ctx, at + 0.05 + i * 0.14, { f1: f, length: i === 2 ? 0.5 : 0.18, level: 0.22 });
    });
    return 0.8;
  },
};
