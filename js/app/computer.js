// The computer at the table: the seats it plays (view.computer, kept in the
// record by the engine), its moves, and the hint.  It thinks in a worker of
// its own (js/thinker.js), so the page and its engine stay free: menus,
// flip, the clock and undo answer while it thinks.
//
// After every change of the game, consider() looks whether a computer seat
// acts now; if so it asks the thinker (the record of the game, its level),
// waits at least MIN_DELAY, and plays the move through the controller like
// a person's (saved, animated, announced).  Every request carries a
// generation: undo, a new game, a load, a change of seats or analysing bump
// it (stopThinking), and a stale answer is dropped.

import * as i18n from "../i18n.js";
import { t } from "../i18n.js";
import { Thinker } from "../thinker.js";
import { announce } from "./announce.js";
import { actingPlayer } from "./board.js";
import { call, play } from "./controller.js";
import { isSecret } from "./games.js";
import { clearMarks, showMove } from "./marks.js";
import { showError } from "./notices.js";
import { renderAll } from "./screen.js";
import { reveal } from "./seat.js";
import { app } from "./state.js";

export const MIN_DELAY = 300;           // ms: the least time before a computer's move shows
export const THROW_DELAY = 400;         // ms: the pause before the computer throws its dice
export const TIMES = [500, 1000, 2000, 5000, 10000];    // the strongest level's times per move
export const STRONGEST = 6;
const TIME_KEY = "boardgames.computer.ms";
const LEVEL_KEY = "boardgames.computer.level";
const HINT_MS = 1000;

let thinker = null;
let generation = 0;
let thinking = null;        // the computer's move under way: {gen, player, level, ply, match, started}
let failed = null;          // {match, ply}: the think failed there; not asked again
let retries = 0;
let holding = 0;            // > 0: a series of undos or redos runs; nobody thinks meanwhile
let hintState = null;       // {gen, ply, match, text} the hint asked for or shown
let analysing = () => false;
export const timings = { lastThink: null, lastMove: null };

/** The page's thinker (one for the computer's moves, the hint and the analysis). */
export function getThinker() {
  thinker ??= new Thinker();
  return thinker;
}

/** `fn()` says whether the analysis is shown (then the computer plays nothing). */
export function setAnalysing(fn) {
  analysing = fn;
}

// ---------------------------------------------------------------- settings

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

// ---------------------------------------------------------------- the seats

/** The computer's level at seat `player` of `view`, or null (a person). */
export function seatLevel(view, player) {
  const name = view?.players?.[player];
  const level = name === undefined ? undefined : view.computer?.[name];
  return Number.isInteger(level) ? level : null;
}

/** Does a computer seat act now (move, choose or throw)? */
export function computerActs(view = app.view) {
  if (!view || view.result) return false;
  return seatLevel(view, actingPlayer(view)) !== null;
}

/** Does any person sit at the table? */
export function hasPerson(view = app.view) {
  return Boolean(view?.players?.some((_, i) => seatLevel(view, i) === null));
}

/** Run `work` (undos, redos) with the computer waiting; it looks again after. */
export async function hold(work) {
  holding += 1;
  stopThinking();
  try {
    return await work();
  } finally {
    holding -= 1;
    if (holding === 0) setTimeout(consider, 0);
  }
}

// ---------------------------------------------------------------- thinking

/** Is the computer thinking now? {player, level} or null. */
export function thinkingNow() {
  return thinking && thinking.ply === app.view?.ply && thinking.match === app.match
    ? { player: thinking.player, level: thinking.level } : null;
}

/** Forget the move under way (its answer is dropped), and the hint. */
export function stopThinking() {
  generation += 1;
  const was = thinking !== null || hintState !== null;
  thinking = null;
  hintState = null;
  thinker?.stop();
  if (was) renderAll();
}

/** Whether the computer acts now, and if so its move, in the background. */
export function consider() {
  const view = app.view;
  if (!view || !app.ready || app.failed || app.busy || holding > 0 || analysing()) return;
  if (Object.keys(view.computer || {}).length) getThinker().warm();   // its boot takes seconds
  if (!computerActs(view)) {
    if (thinking) { thinking = null; renderAll(); }
    autoReveal(view);
    return;
  }
  if (thinking && thinking.ply === view.ply && thinking.match === app.match) return;
  if (failed && failed.ply === view.ply && failed.match === app.match) return;
  const gen = ++generation;
  const player = actingPlayer(view);
  const level = seatLevel(view, player);
  thinking = { gen, player, level, ply: view.ply, match: app.match, started: performance.now() };
  renderAll();
  if (view.to_move === -1) {
    // The computer's dice: thrown after a pause, so that people see them.
    setTimeout(() => { if (gen === generation) move(gen, "throw"); }, THROW_DELAY);
    return;
  }
  think(gen, level);
}

async function think(gen, level) {
  const started = performance.now();
  const saved = await call("record", { match: app.match });
  if (gen !== generation) return;
  if (!saved?.ok) { thinking = null; renderAll(); return; }
  const args = { level };
  if (level >= STRONGEST) args.ms = timePerMove();
  const answer = await getThinker().think(saved.record, args);
  if (gen !== generation) return;
  if (answer === null) {
    // The thinker died (not stopped): once more with a fresh one, then give up.
    thinking = null;
    if (retries++ < 2) setTimeout(consider, 200);
    else { failed = { match: app.match, ply: app.view?.ply }; renderAll(); }
    return;
  }
  retries = 0;
  if (!answer.ok) {
    failed = { match: app.match, ply: app.view?.ply };
    thinking = null;
    showError(answer.error);
    renderAll();
    return;
  }
  timings.lastThink = { level, ms: Math.round(performance.now() - started), engineMs: answer.ms,
                        depth: answer.depth, nodes: answer.nodes };
  const wait = MIN_DELAY - (performance.now() - thinking.started);
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  if (gen !== generation) return;
  move(gen, answer.move);
}

async function move(gen, text) {
  if (gen !== generation || !thinking) return;
  const asked = thinking.started;
  if (app.busy) { setTimeout(() => move(gen, text), 50); return; }
  thinking = null;
  const ok = await play(text, { computer: true });
  if (ok) timings.lastMove = Math.round(performance.now() - asked);
  else renderAll();
}

/** A person chooses in secret and every other seat is the computer's: no
 *  pass-the-device screen, his choice is shown at once. */
function autoReveal(view) {
  if (!isSecret(view) || app.seat !== null) return;
  const { player, others = [] } = view.secret;
  if (seatLevel(view, player) === null && others.length && others.every((i) => seatLevel(view, i) !== null)) {
    reveal();
  }
}

// ---------------------------------------------------------------- the hint

/** Can a hint be asked now? Not while the computer acts, nor at the end. */
export function hintAllowed(view = app.view) {
  return Boolean(app.ready && !app.busy && view && !view.result && view.to_move >= 0 &&
    (view.moves || []).length && !computerActs(view) && !analysing() && !(isSecret(view) && app.seat === null));
}

/** The hint shown now, in words, or "" (asked: "…"). */
export function hintText() {
  if (!hintState || hintState.ply !== app.view?.ply || hintState.match !== app.match) return "";
  return hintState.text;
}

/** The strongest level's move for the player to move: an arrow on the board
 *  and words in the status line, gone with the next move. */
export async function hint() {
  if (!hintAllowed()) return false;
  const gen = ++generation;
  const view = app.view;
  hintState = { gen, ply: view.ply, match: app.match, text: t("hint.thinking") };
  renderAll();
  const saved = await call("record", { match: app.match });
  if (gen !== generation || !saved?.ok) return false;
  const answer = await getThinker().think(saved.record, { ms: HINT_MS });
  if (gen !== generation || app.view?.ply !== view.ply) return false;
  if (!answer?.ok) {
    hintState = null;
    if (answer) showError(answer.error);
    renderAll();
    return false;
  }
  const found = (app.view.moves || []).find((m) => m.move === answer.move) || { move: answer.move };
  const text = t("hint.says", { move: moveWords(app.view, found) });
  hintState = { gen, ply: view.ply, match: app.match, text, move: answer.move };
  showMove(found, "hint");
  renderAll();
  announce(text);
  return true;
}

/** A move of `view` in words: "Lion g3 to g4", or its text. */
export function moveWords(view, m) {
  const piece = view?.pieces?.find((p) => p.sq === m.from);
  if (piece && m.to && m.from !== m.to) {
    const words = t("hint.move", { piece: i18n.pieceName(view.game, piece.kind), from: m.from, to: m.to, move: m.move });
    return words.charAt(0).toUpperCase() + words.slice(1);
  }
  return m.move;
}

/** Drop the hint (a new move came). */
export function forgetHint() {
  if (hintState && hintState.ply !== app.view?.ply) { hintState = null; clearMarks(); }
}
