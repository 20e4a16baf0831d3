// The boot: the saved (or start) view is painted at once, the engine boots
// beside it, then the game opens in the engine and the board takes moves.
// Also: an engine that dies is restarted with the game; a new version of the
// site (its service worker) is announced.

import { isGameId, loadGame } from "../games/index.js";
import { soleParam } from "./address.js";
import * as board from "./board.js";
import { allNamed, loadDescriptions, loadStartViews, startView } from "./games.js";
import { t, words } from "./language.js";
import { newGame, openRecord } from "./matches.js";
import { clip, dismiss, isShown, notify, renderNotices, showError } from "./notices.js";
import { putAside, savedGame } from "./saving.js";
import { session } from "./session.js";
import * as storage from "./storage.js";
import { $, DEFAULT_GAME, redraw } from "./state.js";

const html = document.documentElement;
let plan = null;           // what the boot opens: {game, restore}, see planGame()
let deathNotice = null;    // the notice shown while the engine is dead (see engineDied)
let failed = false;        // the engine could not start, or died
let restarting = false;

/** Has the boot opened a game in a working engine (the board takes moves)? */
export const ready = () => session.live && html.dataset.engine === "ready";

export async function boot() {
  // 0. The engine first (index.html made its worker as soon as the first
  // frame was drawn; getEngine adopts it): Pyodide's download and compile
  // run beside everything below.
  const engineStarted = import("../engine.js").then((m) => m.getEngine());
  engineStarted.catch(() => {});     // awaited in step 3
  session.on("died", () => engineDied());
  watchForUpdates();
  redraw();
  // 1. The first picture: the saved game's view, at once (unless the
  // address asks for another game).  The module of the game most likely
  // shown and the start views (with every game's words) come meanwhile.
  let saved = savedGame();
  const wanted = soleParam("game");
  const paintSave = saved && (wanted === null || wanted === saved.game);
  loadGame(paintSave ? saved.game : isGameId(wanted) ? wanted : DEFAULT_GAME);
  const startViews = loadStartViews();
  if (paintSave && !await paintSaved(saved)) saved = null;

  // 2. The start views (from the build), and the engine, in parallel.
  const ids = Object.keys(await startViews);
  if (ids.length) {
    plan = planGame(wanted, saved, ids);
    await paintPlan();
  } else {
    redraw();
  }
  // Every game's name, for the picker and the notices that name a game:
  // asked for once the board is drawn, not before it.
  allNamed().then(() => {
    redraw();
    renderNotices();
  });
  document.getElementById("last-board")?.remove();   // the canvas is drawn now (./board.js keeps it)

  // 3. The engine.
  try {
    session.engine = await engineStarted;
    session.engine.onProgress(showProgress);
    await session.engine.ready;
  } catch (error) {
    failed = true;
    html.dataset.engine = "failed";
    $("progress").classList.add("failed");
    const detail = error?.detail ?? String(error?.message || error);
    // A phone short of memory (iOS limits a page's WebAssembly memory) says so.
    notify(() => /out of memory|could not allocate|allocation failed/i.test(detail)
      ? t("notice.engineNoMemory") : t("notice.engineFailed", { detail }));
    return;
  }
  session.engine.onFailure(() => engineDied());
  // The games the page can play: the build's start views name them; the
  // `games` request (options, ...) waits until after the boot unless needed.
  plan ??= planGame(wanted, saved, (await loadDescriptions()).map((g) => g.id));
  if (!await openPlanned()) return;
  engineReady();
  performance.mark?.("engine-ready");
  loadDescriptions().then(() => redraw());
  // Only now: the service worker's precaching would compete with the boot.
  registerServiceWorker();
}

/**
 * What to open, among the games `ids`: {restore, game}: the saved game to
 * restore (or null), and the game to start if there is none (or it fails).
 * The game the address names comes first, then the saved game, then the
 * default.  A name that is no game gets a notice that quotes it and names
 * the game shown instead.
 */
function planGame(wanted, saved, ids) {
  const usual = ids.includes(DEFAULT_GAME) ? DEFAULT_GAME : ids[0];
  const game = saved && ids.includes(saved.game) ? saved.game : usual;
  if (wanted === null) return { game, restore: saved };
  if (isGameId(wanted) && ids.includes(wanted)) {
    return { game: wanted, restore: saved?.game === wanted ? saved : null };
  }
  const shown = saved ? saved.game : game;
  notify(() => t("notice.unknownGame", { game: clip(wanted), fallback: words().gameName(shown) }), "warn");
  return { game, restore: saved };
}

/** The first picture of the planned game: its saved view, else its start view. */
async function paintPlan() {
  if (plan.restore && session.view !== plan.restore.view && !await paintSaved(plan.restore)) plan.restore = null;
  if (plan.restore) return;
  const view = startView(plan.game);
  if (view && storage.isView(view)) {
    await loadGame(view.game);
    await session.preview(structuredClone(view));
  } else {
    redraw();
  }
}

/** Paint a saved game's view at once; false (the save put aside) if it cannot be drawn. */
async function paintSaved(save) {
  await loadGame(save.game);
  try {
    board.orientNext(storage.savedScreen(save));
    await session.preview(save.view);             // drawn now: a fault shows here
    session.clock.apply(storage.savedClock(save), save.view.ply);
    return true;
  } catch (error) {
    console.error(error);
    board.clear();                                 // nothing more is drawn from it
    putAside(save.raw);
    return false;
  } finally {
    board.orientNext(null);
  }
}

/** Open the planned game in the engine: the saved one, else a new one. */
async function openPlanned() {
  if (plan.restore && await restoreSaved(plan.restore)) return true;
  const answer = await session.run((ops) => newGame(ops, plan.game, {}));
  if (!answer?.ok && answer?.error) showError(answer.error);
  return Boolean(answer?.ok);
}

/** Open a saved game; false (the save put aside) if the engine refuses it or anything fails. */
async function restoreSaved(save) {
  try {
    const answer = await session.run((ops) => openRecord(ops, save.record, save.redo,
      { clock: storage.savedClock(save), screen: storage.savedScreen(save), friend: save.friend }));
    if (answer === null) return false;     // the engine died: tried again when it restarts
    plan.restore = null;
    if (answer.ok) return true;
    putAside(save.raw, () => words().errorText(answer.error));
  } catch (error) {
    console.error(error);
    plan.restore = null;
    putAside(save.raw);
  }
  return false;
}

/** The engine is ready and a game is open: the board takes moves. */
function engineReady() {
  html.dataset.engine = "ready";
  $("getting-ready").hidden = true;
  board.refreshInput();
  redraw();
  hideProgress();
  session.consider();              // a saved game where the computer is to move goes on
}

// ---------------------------------------------------------------- progress

function showProgress({ stage, fraction }) {
  const bar = $("progress");
  const pct = Math.round(Math.max(0, Math.min(1, Number(fraction) || 0)) * 100);
  bar.setAttribute("aria-valuenow", String(pct));
  bar.querySelector(".progress-fill").style.width = pct + "%";
  const w = words();
  const name = w.has("stage." + stage) ? t("stage." + stage) : t("progress.label");
  const text = bar.querySelector(".progress-text");
  text.removeAttribute("data-i18n");
  text.textContent = t("progress.stage", { stage: name, percent: pct });
}

/** At once, with the turn's line: faded out and taken away 0.4 s later, it
 *  moved the panel under a finger already on its way (a phone's throw
 *  button, 39 px up). */
function hideProgress() {
  $("progress").hidden = true;
}

// ---------------------------------------------------------------- the engine dies

/** The engine died (js/engine.js noticed): say so, and offer to restart it. */
function engineDied() {
  if (failed) return;
  failed = true;
  session.forget();
  board.refreshInput();
  html.dataset.engine = "failed";
  deathNotice = notify(() => t("notice.engineDied"), "error", {
    closable: false,
    actions: [{ label: "btn.restartEngine", run: () => restartEngine() }],
  });
  redraw();
}

/** A fresh engine, and the game opened again from its record: its moves, the
 *  moves to redo, the clocks and how the board is turned are all kept. */
async function restartEngine() {
  if (!failed || restarting) return;
  restarting = true;
  dismiss(deathNotice);
  html.dataset.engine = "loading";
  const bar = $("progress");
  bar.classList.remove("failed");
  bar.hidden = false;
  try {
    await session.engine.restart();
    failed = false;
    const clock = session.clock.snapshot(session.view?.ply ?? 0);
    const answer = session.record === null ? null
      : await session.run((ops) => openRecord(ops, session.record, session.redoMoves,
                                              { clock, screen: board.orientation(),
                                                friend: session.view?.friend?.id }));
    if (answer && !answer.ok) showError(answer.error);
    if (answer?.ok || await openPlanned()) engineReady();
  } catch (error) {
    console.error(error);            // the new worker failed too
  }
  restarting = false;
  if (!session.live && !isShown(deathNotice)) {
    failed = false;
    engineDied();                    // again: the button comes back
  }
}

// ---------------------------------------------------------------- new versions

/** A new version of the site took over (its service worker): say it is used from the next visit. */
function watchForUpdates() {
  const workers = navigator.serviceWorker;
  if (!workers?.controller) return;  // the first visit: nothing older is running
  workers.addEventListener("controllerchange", () => notify(() => t("notice.newVersion"), "info"), { once: true });
}

function registerServiceWorker() {
  if (!("serviceWorker" in navigator) || !/^https?:$/.test(location.protocol)) return;
  navigator.serviceWorker.register("sw.js").catch(() => { /* no worker: online only */ });
}
