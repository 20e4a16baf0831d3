// The match: the engine's requests, showing the view, and the requests that
// change the game.  A move, an undo or a redo is one request, whose answer
// holds the new view, the record and the moves to redo (py/boardgames/api.py):
// the game is saved from it before the view shows.

import * as i18n from "../i18n.js";
import { t } from "../i18n.js";
import { announce, announceMove, announceUndo, announceWithResult } from "./announce.js";
import * as board from "./board.js";
import { applySavedClock, syncClock } from "./clock.js";
import { dropAnalysis } from "./analysis.js";
import { computerActs, consider, forgetHint, hasPerson, hold, stopThinking } from "./computer.js";
import { loadGame } from "./games.js";
import { drawMarks } from "./marks.js";
import { closeGameOver, endedBy, showGameOver } from "./gameover.js";
import { leaveReview, liveChanged, reviewing } from "./review.js";
import { soundFor } from "./sound.js";
import { importNotice, notify, showError } from "./notices.js";
import { saveGame } from "./saving.js";
import { renderAll, renderButtons, renderGamePanel } from "./screen.js";
import { hideIfPassed, passShown } from "./seat.js";
import { app, DEFAULT_GAME } from "./state.js";

// ---------------------------------------------------------------- requests

// One at a time, in order.
let queue = Promise.resolve();
let died = () => {};

/** `fn(error)` runs when a request finds the engine dead. */
export function onEngineDeath(fn) {
  died = fn;
}

/** Resolves with the answer ({ok, ...}), or null if the engine died. */
export function call(op, args = {}) {
  const run = queue.then(async () => {
    try {
      return await app.engine.request(op, args);
    } catch (error) {
      died(error);
      return null;
    }
  });
  queue = run.catch(() => null);
  return run;
}

// ---------------------------------------------------------------- the view

/** Show a view: the board, the panels, the clocks. */
export function showView(view, { animate = false } = {}) {
  const first = !app.view;
  const reshaped = first || app.view.grid?.width !== view.grid?.width || app.view.grid?.height !== view.grid?.height;
  app.view = view;
  app.game = view.game;
  // While a past position is reviewed the board keeps it (review.js).
  if (!reviewing()) board.drawView(view, { animate, reshaped });
  app.die = null;
  board.autoPick();
  syncClock(view);
  forgetHint();
  renderAll();
  drawMarks();
  liveChanged(view);
  // The computer looks whether it acts now, once this change is over.
  setTimeout(consider, 0);
  // For bench/browser.py: the board is on the canvas for the first time.
  if (first) performance.mark?.("board-painted");
}

/** Run `work` with the input off; nothing else starts meanwhile. */
export async function withBusy(work) {
  if (app.busy || !app.ready) return;
  app.busy = true;
  board.setEnabled(false);
  renderButtons();
  try {
    return await work();
  } finally {
    app.busy = false;
    if (app.ready) { board.setEnabled(inputOpen()); board.autoPick(); }
    renderButtons();
    setTimeout(consider, 0);
  }
}

/** May the people at the table move on the board now?  Not while a computer
 *  seat acts, nor while a past position of the analysis is shown. */
export function inputOpen() {
  return app.ready && !app.busy && !computerActs(app.view) && !app.reviewing && !reviewing();
}

// Sends one request that changes the game (play, undo, redo) and shows its
// answer; `announceIt(before, view)` says what happened.
function change(op, args, { animate, announceIt }) {
  return withBusy(async () => {
    const before = app.view;
    const answer = await call(op, { match: app.match, player: app.seat, ...args });
    if (!answer) return false;
    if (!answer.ok) { showError(answer.error); return false; }
    const view = await hideIfPassed(answer.view);
    app.view = view;              // what saveGame() stores
    syncClock(view);              // the clocks after this move, for saveGame()
    await saveGame(answer);
    showView(view, { animate });
    announceIt(before, view);
    return true;
  });
}

/** Play a move; a person's (not `computer`) only when a person acts. */
export function play(move, { computer = false } = {}) {
  if (!computer && (computerActs(app.view) || app.reviewing)) return Promise.resolve(false);
  if (!computer) leaveReview();       // a throw from the panel: the live game shows again
  return change("play", { move }, { animate: true, announceIt: (before, view) => {
    announceMove(before, view);
    soundFor(before, view);
    endedBy(before, view);
  } });
}

// Against the computer an undo takes back the computer's answer too, down to
// a move of a person (and a redo replays up to the next one): the person is
// to move again, and the computer does not play the same answer at once.
// Either stops the computer's thinking.
export async function undo() {
  if (!app.view?.can_undo || passShown() || app.reviewing) return false;
  leaveReview();
  return hold(async () => {
    const once = () => change("undo", {}, { animate: false, announceIt: (_, view) => announceUndo(view) });
    let ok = await once();
    while (ok && computerActs(app.view) && hasPerson(app.view) && app.view.can_undo) ok = await once();
    return ok;
  });
}

export async function redo() {
  if (!app.view?.can_redo || passShown() || app.reviewing) return false;
  leaveReview();
  return hold(async () => {
    const once = () => change("redo", {}, { animate: true, announceIt: announceMove });
    let ok = await once();
    while (ok && computerActs(app.view) && hasPerson(app.view) && app.view.can_redo) ok = await once();
    return ok;
  });
}

/** Hand seats to the computer or back to a person: {red: 3, green: null}. */
export function changeSeats(seats) {
  stopThinking();
  return change("computer", { seats }, { animate: false, announceIt: () => {} });
}

/** Show the game at `ply` (its later moves kept to redo); not saved:
 *  the analysis steps through the game, and the saved game stays whole. */
export function goto(ply) {
  leaveReview();
  return withBusy(async () => {
    const answer = await call("goto", { match: app.match, player: app.seat, ply });
    if (!answer) return false;
    if (!answer.ok) { showError(answer.error); return false; }
    showView(answer.view);
    return true;
  });
}

/** Pick a die (toggle): only the moves with that die light up, on the board and in the panel. */
export function chooseDie(value) {
  if (!app.ready || app.busy || computerActs(app.view)) return false;
  const dice = new Set((app.view?.moves || []).map((m) => m.die).filter((d) => d !== undefined));
  if (!dice.has(value)) return false;
  app.die = app.die === value ? null : value;
  board.setFilter(app.die === null ? null : (m) => m.die === app.die);
  renderGamePanel();
  announce(app.die === null ? t("dice.unpicked") : t("dice.picked", { die: app.die }));
  return true;
}

/** The player to throw the dice throws them. */
export function throwDice() {
  if (!app.ready || app.view?.throw === null || app.view?.throw === undefined || computerActs(app.view)) return false;
  return play("throw");
}

// ---------------------------------------------------------------- opening a match

/** Replace the current match by an opened one ({match, view}); `clock`: saved clocks to restore. */
async function adopt(answer, { clock = null } = {}) {
  stopThinking();
  dropAnalysis();
  leaveReview({ redraw: false });
  closeGameOver();
  app.reviewing = false;
  await loadGame(answer.view.game);
  const old = app.match;
  app.match = answer.match;
  app.seat = null;
  if (old !== null && old !== answer.match) call("close", { match: old });
  showView(answer.view);
  if (clock) applySavedClock(clock);
  await saveGame();            // saved before the game is said to be started
}

function randomSeed() {
  const a = new Uint32Array(1);
  crypto.getRandomValues(a);
  return a[0] & 0x7fffffff;
}

/** A new match of `game`; the engine's answer ({ok: false} if it died). */
export async function newGame(game, options = {}, seed = null, computer = null) {
  stopThinking();
  const args = { game, options, seed: seed ?? randomSeed() };
  if (computer && Object.keys(computer).length) args.computer = computer;
  const answer = await call("new", args);
  if (!answer) return { ok: false };
  if (!answer.ok) return answer;
  await adopt(answer);
  announce(t("announce.new", { game: i18n.gameName(game), turn: i18n.turnText(answer.view) }));
  return answer;
}

/** Open a game record (and its moves to redo); the answer, null if the engine died. */
export async function openRecord(record, redo, clock = null) {
  const answer = await call("load", { record, redo });
  if (!answer?.ok) return answer;
  await adopt(answer, { clock });
  if (answer.warning) notify(() => i18n.errorText(answer.warning), "warn");
  return answer;
}

/** A text the player pasted: a game record (it starts with a tag, "[") or a
 *  position of the current game (FEN, SFEN...), started with the current
 *  options.  A refused text changes nothing.  True when opened, else the
 *  refusal (or false). */
export function importText(text) {
  const s = String(text ?? "").trim();
  return s === "" || s.startsWith("[") ? importRecord(text) : importPosition(text);
}

export async function importRecord(text) {
  if (!app.ready) return false;
  const result = await withBusy(async () => {
    const answer = await call("load", { record: String(text ?? "") });
    if (!answer) return { ok: false, error: null };
    if (!answer.ok) return answer;
    await adopt(answer);
    announceWithResult(t("announce.loaded", { turn: i18n.turnText(answer.view) }), answer.view);
    showGameOver(answer.view);         // a finished game imported: its end is told
    return answer;
  });
  return imported(result, "import.done");
}

export async function importPosition(text) {
  if (!app.ready) return false;
  const game = app.game || DEFAULT_GAME;
  const options = app.view?.game === game ? { ...(app.view.options || {}) } : {};
  const result = await withBusy(async () => {
    const answer = await call("new", { game, options, seed: randomSeed(), position: String(text).trim() });
    if (!answer) return { ok: false, error: null };
    if (!answer.ok && answer.error?.code === "bad_position") {
      // Say which game the text was read as (the engine only names the fault).
      return { ok: false, error: { code: "bad_position", params: { why: "game", game, detail: answer.error } } };
    }
    if (!answer.ok) return answer;
    await adopt(answer);
    announceWithResult(t("announce.positionLoaded", { turn: i18n.turnText(answer.view) }), answer.view);
    return answer;
  });
  return imported(result, "import.positionDone");
}

function imported(result, doneKey) {
  // One notice for the last import: a new outcome replaces the one before.
  if (result?.ok) {
    importNotice(() => t(doneKey), "info");
    return true;
  }
  if (result?.error) importNotice(() => i18n.errorText(result.error));
  return result?.error ?? false;
}

/** The record of the game shown (for export). */
export async function currentRecord() {
  if (!app.ready || app.match === null) return app.lastRecord;
  const answer = await call("record", { match: app.match });
  if (answer?.ok) app.lastRecord = answer.record;
  return app.lastRecord;
}
