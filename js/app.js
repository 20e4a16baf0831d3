// The page: wires the board, the input, the panel, the dialogs, the saved
// game and the rules engine together.  No rule is decided here: every move,
// legal target and result comes from the view the engine sends.

import { Board, isLong, ownerColours, ownerShape } from "./board.js";
import { Input } from "./input.js";
import * as i18n from "./i18n.js";
import { t } from "./i18n.js";
import * as store from "./store.js";
import { PANELS, formatClock, eventText, passedText } from "./panels.js";

const $ = (id) => document.getElementById(id);
const html = document.documentElement;
const DEFAULT_GAME = "doushouqi";
const GAME_ID = /^[a-z][a-z0-9_]{0,39}$/;

const app = {
  engine: null,
  ready: false,
  failed: false,
  match: null,
  view: null,
  game: null,
  games: [],               // descriptions from the `games` op
  gamesLoaded: null,       // the promise of loadGames()
  startViews: {},
  turns: store.readTurns(),                // the board's quarter turns, chosen by the player
  follow: store.readFlag(store.FOLLOW_KEY),   // turn the board to face the player to move
  die: null,               // the die the player picked (Shakku): only its moves light up
  busy: false,
  lastRecord: null,        // the game's record and moves to redo, as last saved: what a
  lastRedo: [],            //   restarted engine opens again (see restartEngine)
  stuckSave: null,         // unreadable saved data that could not be moved aside (see putAside)
  stuckNotice: null,       //   and the notice that offers to download or discard it
  unsaved: null,           // the notice shown while saving fails (see noteSaved)
  deathNotice: null,       // the notice shown while the engine is dead (see engineDied)
  restarting: false,
  seat: null,              // the player whose secret the page shows (null: hot-seat view)
  clock: null,             // the page's clock, see startClock()
};

const notices = [];        // {id, render, kind}
let noticeIds = 0;

// ---------------------------------------------------------------- language

const params = new URLSearchParams(location.search);
const langParam = soleParam("lang");
const langOk = langParam !== null && i18n.isLanguage(langParam);
i18n.setLanguage(i18n.pickLanguage(langOk ? langParam : null));
if (langParam !== null && !langOk) {
  notify(() => t("notice.badLang", { lang: clip(langParam), fallback: t("lang.name") }), "warn");
}
renderNotices();            // a notice given before the language was known

function fillLanguages() {
  const select = $("lang");
  select.replaceChildren(...i18n.LANGUAGES.map((code) => {
    const option = new Option(langName(code), code);
    option.lang = code;
    return option;
  }));
  select.value = i18n.getLanguage();
}

function langName(code) {
  // Each language is named in itself.
  return { en: "English", fr: "Français" }[code] || code;
}

$("lang").addEventListener("change", (e) => i18n.setLanguage(e.target.value, { remember: true }));
i18n.onLanguageChange(() => {
  $("lang").value = i18n.getLanguage();
  renderAll();
  renderNotices();
});

// ---------------------------------------------------------------- board

const board = new Board($("board"));
board.setTurns(app.turns);
const input = new Input(board, {
  onMove: (move) => play(move),
  onCursor: (sq) => announce(describeSquare(sq)),
  onSelect: (sq, count) => {
    const piece = pieceAt(app.view, sq);
    announce(t("board.cursor.targets", { piece: piece ? i18n.ownedPieceName(app.view, piece) : sq, count }));
  },
  onChoose: (moves) => openChooser(moves),
  onSelectionChange: (from) => {
    for (const chipButton of document.querySelectorAll("#game-panel .hand-chip")) {
      chipButton.setAttribute("aria-pressed", String(!chipButton.disabled && chipButton.dataset.from === from));
    }
  },
});

const area = $("board-area");
const phoneQuery = matchMedia("(max-width: 600px)");
function fitBoard() {
  const style = getComputedStyle(area);
  const width = area.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  let height;
  if (phoneQuery.matches) {
    // A long board stands upright on a phone: it leaves room below it for the
    // turn and the dice, so that throwing needs no scrolling.
    height = Math.max(240, window.innerHeight * (isLong(app.view?.grid) ? 0.6 : 0.78));
  } else {
    height = area.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
  }
  board.fit(Math.max(120, width), Math.max(120, height));
}
new ResizeObserver(() => fitBoard()).observe(area);
window.addEventListener("resize", fitBoard);
matchMedia(`(resolution: ${window.devicePixelRatio}dppx)`).addEventListener?.("change", fitBoard);

// ---------------------------------------------------------------- showing a view

function showView(view, { animate = false } = {}) {
  const first = !app.view;
  const reshaped = first || app.view.grid?.width !== view.grid?.width || app.view.grid?.height !== view.grid?.height;
  app.view = view;
  app.game = view.game;
  board.setView(view, { animate });
  if (reshaped) fitBoard();          // the box a board gets depends on its shape
  orient();
  input.setView(view);
  app.die = null;
  autoPick();
  syncClock(view);
  renderAll();
  // For bench/browser.py: the board is on the canvas for the first time.
  if (first) performance.mark?.("board-painted");
}

/** A single kind of piece to place from the hand: it is picked already. */
function autoPick() {
  const view = app.view;
  if (!view || input.selected()) return;
  // Only when every move comes from there: a click on the board then
  // still selects a piece on it (a pawn standing where a waiting one re-enters).
  const moves = view.moves || [];
  const froms = new Set(moves.map((m) => m.from).filter((f) => f && f.startsWith("@")));
  if (froms.size === 1 && moves.filter((m) => m.to).every((m) => m.from?.startsWith("@"))) {
    input.pick([...froms][0]);
  }
}

function renderAll() {
  i18n.translatePage();
  fillLanguages();
  renderPicker();
  renderStatus();
  renderMoves();
  renderButtons();
  renderGamePanel();
  renderPass();
  $("board").setAttribute("aria-label", t("board.label", { game: i18n.gameName(app.game || DEFAULT_GAME) }));
  $("flip").setAttribute("aria-pressed", String(app.turns !== 0));
  $("follow").setAttribute("aria-pressed", String(app.follow));
}

function renderStatus() {
  const view = app.view;
  const turn = $("turn");
  const swatch = turn.querySelector(".swatch");
  turn.querySelector(".turn-text").textContent = i18n.turnText(view);
  const acting = actingPlayer(view);
  if (view && !view.result && acting >= 0) {
    swatch.hidden = false;
    swatch.style.background = ownerColours(view, acting).fill;
    swatch.dataset.shape = ownerShape(acting);
  } else {
    swatch.hidden = true;
  }
  const result = $("result");
  const text = i18n.resultText(view);
  result.textContent = text;
  result.hidden = !text;
}

function renderMoves() {
  const list = $("moves");
  const view = app.view;
  const history = view?.history || [];
  if (!history.length) {
    const empty = document.createElement("li");
    empty.className = "empty";
    empty.textContent = t("panel.noMoves");
    list.replaceChildren(empty);
    return;
  }
  // Lines: a full round of moves; in games with dice, a turn (its throw, then its moves).
  const lines = [];
  // (a die of 5 or 6 is thrown again within the same turn)
  const turnStart = (move, i) => /^(throw|die):/.test(move) && !(i > 0 && /^die:[56]$/.test(history[i - 1]));
  if (history.some(turnStart)) {
    history.forEach((move, i) => {
      if (!lines.length || turnStart(move, i)) lines.push([]);
      lines.at(-1).push(i);
    });
  } else {
    const per = Math.max(1, view.players?.length || 2);
    for (let i = 0; i < history.length; i += per) {
      lines.push(history.slice(i, i + per).map((_, k) => i + k));
    }
  }
  const items = lines.map((line, n) => {
    const li = document.createElement("li");
    const num = document.createElement("span");
    num.className = "num";
    num.textContent = `${n + 1}.`;
    li.append(num);
    for (const k of line) {
      li.append(" ");
      const mv = document.createElement("span");
      mv.className = "mv" + (k === history.length - 1 ? " current" : "") +
        (/^(throw|die|first):/.test(history[k]) ? " chance" : "");
      mv.textContent = history[k];
      li.append(mv);
    }
    return li;
  });
  list.replaceChildren(...items);
  list.scrollTop = list.scrollHeight;
}

function renderButtons() {
  const open = app.ready && !app.busy;
  // Behind the pass-the-device screen nobody may undo or redo: the one at the
  // device may be the other player, and an undo would lead to the shop of the
  // player who passed it.
  const passing = passShown();
  $("undo").disabled = !(open && !passing && app.view?.can_undo && !undoReveals(app.view));
  $("redo").disabled = !(open && !passing && app.view?.can_redo);
  $("new-game").disabled = !app.ready;
  $("import").disabled = !app.ready;
  // While a secret is being chosen the record would show it: no export.
  $("export").disabled = !app.ready || isSecret(app.view);
}

// ---------------------------------------------------------------- game panels

function gameUi(view) {
  return PANELS[view?.game] || null;
}

/** Is the player to move choosing something the other may not see? */
function isSecret(view) {
  return Boolean(gameUi(view)?.secret?.(view));
}

function renderGamePanel() {
  const box = $("game-panel");
  const ui = gameUi(app.view);
  if (!ui || !app.view?.panels) {
    box.replaceChildren();
    box.hidden = true;
    return;
  }
  const parts = ui.render({
    view: app.view,
    seat: app.seat,
    selected: input.selected(),
    playerName: (i) => i18n.playerName(app.view, i),
    colours: (i) => ownerColours(app.view, i),
    shape: (i) => ownerShape(i),
    die: app.die,
    chooseDie: (value) => chooseDie(value),
    play: (move) => { if (app.ready) play(move); },
    pick: (from) => { if (app.ready && input.pick(from)) $("board").focus({ preventScroll: true }); },
    clock: app.clock ? {
      running: app.clock.running,
      left: (owner) => clockLeft(owner),
    } : null,
  });
  box.replaceChildren(...parts);
  box.hidden = parts.length === 0;
}

/** The "pass the device" screen: shown while a secret is due and nobody claimed the device. */
/** Would an undo now give back the other player's secret choice (his shop)? */
function undoReveals(view) {
  return Boolean(gameUi(view)?.undoReveals?.(view));
}

function passShown() {
  return Boolean(app.ready && isSecret(app.view) && app.seat === null && app.view.to_move >= 0);
}

function renderPass() {
  const screen = $("pass-screen");
  const show = passShown();
  screen.hidden = !show;
  $("board-area").classList.toggle("covered", show);
  if (!show) return;
  const player = i18n.playerName(app.view, app.view.to_move);
  const other = i18n.playerName(app.view, app.view.to_move ^ 1);
  $("pass-title").textContent = t("pass.title", { player });
  $("pass-text").textContent = t("pass.text", { player, other });
  $("pass-ready").textContent = t("pass.ready", { player });
}

$("pass-ready").addEventListener("click", () => reveal());

/** The player to move took the device: show him his secret. */
function reveal() {
  if (!app.ready || !isSecret(app.view)) return;
  return withBusy(async () => {
    const seat = app.view.to_move;
    const answer = await call("view", { match: app.match, player: seat });
    if (!answer?.ok) { if (answer) showError(answer.error); return; }
    app.seat = seat;
    showView(answer.view);
    $("game-panel").querySelector("button:not(:disabled)")?.focus();
  });
}

/** After a change: keep the seat only while its owner is still choosing in secret. */
async function hideIfPassed(view) {
  if (app.seat === null) return view;
  if (isSecret(view) && view.to_move === app.seat) return view;
  app.seat = null;
  const answer = await call("view", { match: app.match, player: null });
  return answer?.ok ? answer.view : { ...view, panels: { ...view.panels, players: [], shop: null }, moves: [] };
}

// ---------------------------------------------------------------- choosing among moves

/** Several moves share a target (a promotion): ask which one. */
function openChooser(moves) {
  const dialog = $("choose-dialog");
  const box = $("choose-list");
  // A promotion asks for a piece; any other choice (a pawn or the whole
  // stack, one die or another) asks which move.
  const title = $("choose-title");
  title.dataset.i18n = moves.some((m) => m.promotion) ? "choose.title" : "choose.titleMove";
  title.textContent = t(title.dataset.i18n);
  box.replaceChildren(...moves.map((m) => {
    const button = document.createElement("button");
    button.type = "button";
    button.className = "choice";
    button.dataset.move = m.move;
    if (m.promotion) button.textContent = i18n.pieceName(app.view.game, m.promotion);
    else if (new Set(moves.map((x) => x.kind)).size > 1 && (m.kind === "stack" || m.kind === "pawn")) {
      button.textContent = `${t("choose." + m.kind)} (${m.move})`;
    } else if (m.die !== undefined) button.textContent = `${t("choose.die", { die: m.die })} (${m.move})`;
    else button.textContent = m.move;
    button.addEventListener("click", () => {
      dialog.close();
      play(m.move);
    });
    return button;
  }));
  dialog.showModal();
  box.querySelector("button")?.focus();
}

// ---------------------------------------------------------------- clock
//
// The page runs the clock (the rules only say how long): the player to move
// spends his time; after his move he gains the increment.  When a clock
// reaches zero the page plays `timeout:<player>`, and the rules end the game.
// The remaining times are saved with the game (after every move, every
// second while a clock runs, and when the page is hidden or closed) and
// restored after a reload: the time while the page was closed does not count.
// Undo does not give time back.

function syncClock(view) {
  const spec = gameUi(view)?.clock?.(view);
  if (!spec || !spec.minutes) { stopClock(); app.clock = null; return; }
  const now = performance.now();
  const c = app.clock;
  if (!c || c.match !== view.match) {
    app.clock = { match: view.match, spent: [0, 0], base: spec.minutes * 60000,
                  increment: (spec.increment || 0) * 1000, running: -1, since: now, timer: null,
                  flagged: false };
  }
  const clock = app.clock;
  const next = view.result || view.to_move < 0 ? -1 : view.to_move;
  if (clock.running !== next) {
    if (clock.running >= 0) {
      clock.spent[clock.running] += now - clock.since;
      if (next >= 0) clock.spent[clock.running] -= clock.increment;
    }
    clock.running = next;
    clock.since = now;
  }
  if (clock.running >= 0 && !clock.timer) clock.timer = setInterval(tickClock, 200);
  if (clock.running < 0) stopClock();
}

/** The clocks to save: each side's remaining time, the running clock, the ply. */
function clockSnapshot() {
  const c = app.clock;
  if (!c || !app.view) return null;
  return { left: [clockLeft(0), clockLeft(1)], running: c.running, ply: app.view.ply };
}

/** Set the clocks to saved remaining times (a restored game at the same ply). */
function applySavedClock(saved) {
  const c = app.clock;
  if (!c || !saved || !app.view || saved.ply !== app.view.ply) return;
  const now = performance.now();
  c.spent = [0, 1].map((owner) => c.base - saved.left[owner]);
  c.since = now;
  c.flagged = false;
  for (const owner of [0, 1]) {
    const node = document.querySelector(`#clock-${owner} .clock-time`);
    if (node) node.textContent = formatClock(clockLeft(owner));
  }
}

function saveClock() {
  if (app.clock && app.match !== null && app.ready && app.stuckSave === null) store.writeClock(clockSnapshot());
}

window.addEventListener("pagehide", saveClock);
document.addEventListener("visibilitychange", () => { if (document.hidden) saveClock(); });

function stopClock() {
  if (app.clock?.timer) { clearInterval(app.clock.timer); app.clock.timer = null; }
}

function clockLeft(owner) {
  const c = app.clock;
  if (!c) return 0;
  let spent = c.spent[owner];
  if (c.running === owner) spent += performance.now() - c.since;
  return c.base - spent;
}

function tickClock() {
  const c = app.clock;
  if (!c || c.running < 0) return;
  c.ticks = (c.ticks || 0) + 1;
  if (c.ticks % 5 === 0 && !app.busy) saveClock();     // about every second
  for (const owner of [0, 1]) {
    const node = document.querySelector(`#clock-${owner} .clock-time`);
    if (node) node.textContent = formatClock(clockLeft(owner));
  }
  if (clockLeft(c.running) <= 0 && !c.flagged && app.ready && !app.busy) {
    c.flagged = true;
    play(`timeout:${app.view.players[c.running]}`).then((ok) => { if (!ok && app.clock === c) c.flagged = false; });
  }
}

/** The games the picker lists: those the engine says the browser can play. */
/** The descriptions of the games the page can play (the `games` request, once). */
function loadGames() {
  app.gamesLoaded ??= call("games").then((answer) => {
    app.games = answer?.ok ? answer.games.filter((g) => g.in_browser !== false) : [];
    return app.games;
  });
  return app.gamesLoaded;
}

function knownGames() {
  const ids = app.games.length ? app.games.map((g) => g.id) : Object.keys(app.startViews);
  if (!ids.length) ids.push(app.game || DEFAULT_GAME);
  return ids;
}

function renderPicker() {
  const list = $("game-list");
  list.replaceChildren(...knownGames().map((id) => {
    const li = document.createElement("li");
    const button = document.createElement("button");
    button.type = "button";
    button.dataset.game = id;
    button.className = "game-choice";
    const name = document.createElement("span");
    name.textContent = i18n.gameName(id);
    button.append(name);
    if (i18n.has(`game.${id}.sub`)) {
      const sub = document.createElement("small");
      sub.textContent = t(`game.${id}.sub`);
      button.append(sub);
    }
    button.setAttribute("aria-pressed", String(id === app.game));
    button.addEventListener("click", () => {
      if (!app.ready) return;
      openNewGame(id);
    });
    li.append(button);
    return li;
  }));
}

// ---------------------------------------------------------------- words for the board

function pieceAt(view, sq) {
  return view?.pieces?.find((p) => p.sq === sq) || null;
}

function describeSquare(sq) {
  const view = app.view;
  const piece = pieceAt(view, sq);
  if (piece) {
    let text = piece.owner === null || piece.owner === undefined
      ? i18n.pieceName(view.game, piece.kind) : i18n.ownedPieceName(view, piece);
    if (piece.rank !== undefined) text += `, ${t("piece.rank", { rank: piece.rank })}`;
    if (piece.trapped) text += `, ${t("piece.trapped")}`;
    if (piece.height > 1) text += `, ${t("piece.height", { height: piece.height })}`;
    if (piece.active === false) text += `, ${t("piece.inactive")}`;
    if (piece.passive) text += `, ${t("piece.passive")}`;
    return t("board.cursor.piece", { sq, piece: text });
  }
  const cell = view?.terrain?.find((c) => c.sq === sq);
  if (cell) return t("board.cursor.terrain", { sq, terrain: i18n.terrainName(view, cell) });
  return t("board.cursor.empty", { sq });
}

function describeMove(before, view) {
  const last = view.last_move;
  if (!last) return "";
  if (last.move?.startsWith("throw:") && before) {
    // The sticks the player threw.
    const faces = last.move.slice(6).split(".").map((f) => t(`shakku.face.${f}`)).join(", ");
    return t("announce.throw", { player: i18n.playerName(view, before.throw ?? 0), faces });
  }
  const mover = pieceAt(view, last.to) || (before && pieceAt(before, last.from));
  const owner = mover ? mover.owner : (before ? before.to_move : 0);
  const kind = last.piece || mover?.kind;
  const params = {
    player: i18n.playerName(view, owner),
    piece: kind ? i18n.pieceName(view.game, kind) : "",
    from: last.from ?? "",
    to: last.to ?? "",
  };
  let text;
  if (last.captured) {
    const victim = before && pieceAt(before, last.to);
    const name = i18n.pieceName(view.game, last.captured);
    params.captured = victim ? i18n.ownedPieceName(view, victim) : name;
    text = t("announce.capture", params);
  } else {
    text = t("announce.move", params);
  }
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function announce(text) {
  const live = $("live");
  // Clear first so that the same words said twice are still read out.
  live.textContent = "";
  requestAnimationFrame(() => { live.textContent = text; });
}

function announceWithResult(text, view) {
  const result = i18n.resultText(view);
  announce(result ? `${text}. ${result}` : text);
}

// ---------------------------------------------------------------- notices

/**
 * Show a message until dismissed; `render` gives its words (again after a
 * language change).  `actions`: buttons [{label (a catalogue key), run}];
 * `closable: false` leaves out the close button (the player must choose an
 * action).  Returns the notice's id, for dismiss().
 */
function notify(render, kind = "error", { actions = [], closable = true } = {}) {
  const words = typeof render === "function" ? render : () => String(render);
  const id = ++noticeIds;
  notices.push({ id, render: words, kind, actions, closable });
  renderNotices();
  if (kind === "info") setTimeout(() => dismiss(id), 6000);
  return id;
}

function dismiss(id) {
  const i = notices.findIndex((n) => n.id === id);
  if (i >= 0) notices.splice(i, 1);
  renderNotices();
}

function renderNotices() {
  const box = $("notice");
  if (!box) return;
  box.replaceChildren(...notices.map((n) => {
    const item = document.createElement("div");
    item.className = `notice notice-${n.kind}`;
    item.setAttribute("role", n.kind === "info" ? "status" : "alert");
    const text = document.createElement("p");
    text.textContent = n.render();
    item.append(text);
    if (n.actions.length) {
      const buttons = document.createElement("div");
      buttons.className = "notice-actions";
      buttons.append(...n.actions.map(({ label, run }) => {
        const button = document.createElement("button");
        button.type = "button";
        button.dataset.action = label;
        button.textContent = t(label);
        button.addEventListener("click", run);
        return button;
      }));
      item.append(buttons);
    }
    if (n.closable) {
      const close = document.createElement("button");
      close.type = "button";
      close.className = "notice-close";
      close.setAttribute("aria-label", t("btn.dismiss"));
      close.textContent = "×";
      close.addEventListener("click", () => dismiss(n.id));
      item.append(close);
    }
    return item;
  }));
  box.hidden = notices.length === 0;
}

/** A text from outside (the address) to quote in a notice: control and
 *  direction marks shown as "?", at most 40 characters. */
function clip(text) {
  const chars = Array.from(String(text).replace(/[\p{Cc}\p{Cf}]/gu, "?"));
  return chars.length > 40 ? chars.slice(0, 40).join("") + "…" : chars.join("");
}

// ---------------------------------------------------------------- engine calls

let queue = Promise.resolve();

/** One request at a time, in order; resolves with the answer, null if the engine died. */
function call(op, args = {}) {
  const run = queue.then(async () => {
    try {
      return await app.engine.request(op, args);
    } catch (error) {
      engineDied(error);
      return null;
    }
  });
  queue = run.catch(() => null);
  return run;
}

async function withBusy(work) {
  if (app.busy || !app.ready) return;
  app.busy = true;
  input.setEnabled(false);
  renderButtons();
  try {
    return await work();
  } finally {
    app.busy = false;
    if (app.ready) { input.setEnabled(true); autoPick(); }
    renderButtons();
  }
}

/** Save the game; `recorded`: the answer of a `record` request already sent. */
async function saveGame(recorded = null) {
  if (app.match === null) return;
  const answer = await (recorded || call("record", { match: app.match }));
  if (!answer?.ok) return;
  app.lastRecord = answer.record;
  app.lastRedo = Array.isArray(answer.redo) ? answer.redo : [];
  if (app.stuckSave !== null) return;    // nothing is saved over it until the player decides
  // While a secret is chosen, the record is stored hidden and the view saved
  // for the first paint is the hot-seat one, which holds no secret.
  const secret = isSecret(app.view);
  let view = app.view;
  if (secret && app.seat !== null) {
    const open = await call("view", { match: app.match, player: null });
    if (!open?.ok) return;
    view = open.view;
  }
  noteSaved(store.writeSave(view.game, answer.record, view,
                            { redo: app.lastRedo, secret, clock: clockSnapshot() }));
}

/** A save failed (storage full or blocked): warn once, with a way to export
 *  the game, which stays in the page; the warning goes when a save works. */
function noteSaved(ok) {
  if (ok) {
    if (app.unsaved !== null) dismiss(app.unsaved);
    app.unsaved = null;
  } else if (app.unsaved === null) {
    app.unsaved = notify(() => t("notice.storageFailed"), "warn",
                         { actions: [{ label: "btn.export", run: () => openExport() }] });
  }
}

function showError(error) {
  notify(() => i18n.errorText(error));
}

// Sends one request that changes the game (play, undo, redo) and shows its
// answer; `announceIt(before, view)` says what happened.
function change(op, args, { animate, announceIt }) {
  return withBusy(async () => {
    const before = app.view;
    const sent = call(op, { match: app.match, player: app.seat, ...args });
    // Asked at once, so that the game is saved before its new view shows.
    const recorded = call("record", { match: app.match });
    const answer = await sent;
    if (!answer) return false;
    if (!answer.ok) { showError(answer.error); return false; }
    const view = await hideIfPassed(answer.view);
    app.view = view;              // what saveGame() stores
    syncClock(view);              // the clocks after this move, for saveGame()
    await saveGame(recorded);
    showView(view, { animate });
    announceIt(before, view);
    return true;
  });
}

const announceMove = (before, view) => {
  let text = describeMove(before, view);
  const name = (i) => i18n.playerName(view, i);
  // A turn that passed (Shakku): why.
  if (view.panels?.passed) text += `. ${passedText(view.panels.passed, name)}`;
  // What happened by itself since (Shaturanga: throws, skipped seats, lost turns, mates).
  const events = (view.panels?.events || []).filter((e) => e.kind !== "throw");
  if (events.length) text += `. ${events.map((e) => eventText(view, e, name)).join(". ")}`;
  // Every Radjah (or King) in check, by name.
  for (const c of view.panels?.check || []) {
    if (c.player !== undefined) text += `. ${t("announce.check", { player: name(c.player) })}`;
  }
  announceWithResult(text, view);
};

function play(move) {
  return change("play", { move }, { animate: true, announceIt: announceMove });
}

async function undo() {
  if (!app.view?.can_undo || passShown() || undoReveals(app.view)) return false;
  return change("undo", {}, {
    animate: false,
    announceIt: (_, view) => announce(t("announce.undo", { turn: i18n.turnText(view) })),
  });
}

async function redo() {
  if (!app.view?.can_redo || passShown()) return false;
  return change("redo", {}, { animate: true, announceIt: announceMove });
}

/** Replace the current match by an opened one ({match, view}); `clock`: saved clocks to restore. */
async function adopt(answer, { clock = null } = {}) {
  const old = app.match;
  app.match = answer.match;
  app.seat = null;
  if (old !== null && old !== answer.match) call("close", { match: old });
  showView(answer.view);
  if (clock) applySavedClock(clock);
  saveGame();
}

function randomSeed() {
  const a = new Uint32Array(1);
  crypto.getRandomValues(a);
  return a[0] & 0x7fffffff;
}

async function newGame(game, options = {}, seed = null) {
  const answer = await call("new", { game, options, seed: seed ?? randomSeed() });
  if (!answer) return { ok: false };
  if (!answer.ok) return answer;
  await adopt(answer);
  announce(t("announce.new", { game: i18n.gameName(game), turn: i18n.turnText(answer.view) }));
  return answer;
}

async function importRecord(text) {
  if (!app.ready) return false;
  const result = await withBusy(async () => {
    const answer = await call("load", { record: String(text ?? "") });
    if (!answer) return { ok: false, error: null };
    if (!answer.ok) return answer;
    await adopt(answer);
    announceWithResult(t("announce.loaded", { turn: i18n.turnText(answer.view) }), answer.view);
    return answer;
  });
  if (result?.ok) {
    notify(() => t("import.done"), "info");
    return true;
  }
  if (result?.error) showError(result.error);
  return result?.error ?? false;
}

/** A text the player pasted: a game record (it starts with a tag, "[") or a
 *  position of the current game (FEN, SFEN...), started with the current
 *  options.  A refused text changes nothing. */
function looksLikeRecord(text) {
  const s = String(text ?? "").trim();
  return s === "" || s.startsWith("[");
}

async function importPosition(text) {
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
  if (result?.ok) {
    notify(() => t("import.positionDone"), "info");
    return true;
  }
  if (result?.error) showError(result.error);
  return result?.error ?? false;
}

async function currentRecord() {
  if (!app.ready || app.match === null) return app.lastRecord;
  const answer = await call("record", { match: app.match });
  if (answer?.ok) app.lastRecord = answer.record;
  return app.lastRecord;
}

// ---------------------------------------------------------------- flip, keys

/** The player who acts now: the one to move, or the one to throw the dice. */
function actingPlayer(view) {
  if (!view) return -1;
  if (view.to_move >= 0) return view.to_move;
  return view.throw ?? -1;
}

const SEAT_TURNS = { south: 0, west: 1, north: 2, east: 3 };

/** The quarter turns that put a player's seat at the bottom of the screen. */
function seatTurns(view, player) {
  return SEAT_TURNS[view?.seats?.[player]] ?? 0;
}

/** Turn the board: to the chosen side, or to face the player to move. */
function orient() {
  const view = app.view;
  const acting = actingPlayer(view);
  const turns = app.follow && view && !view.result && acting >= 0 ? seatTurns(view, acting) : app.turns;
  if (turns !== board.turns) board.setTurns(turns);
}

/** The flip button: the board turns to the next player's side (half a turn with two). */
function flip() {
  const seats = [...new Set((app.view?.seats || ["south", "north"]).map((s) => SEAT_TURNS[s] ?? 0))].sort();
  const now = board.turns;
  app.turns = seats.find((q) => q > now) ?? seats[0] ?? 0;
  if (app.turns === now) app.turns = (now + 2) % 4;
  app.follow = false;
  store.writeTurns(app.turns);
  store.writeFlag(store.FOLLOW_KEY, false);
  board.setTurns(app.turns);
  board.render();
  renderAll();
}

function toggleFollow() {
  app.follow = !app.follow;
  store.writeFlag(store.FOLLOW_KEY, app.follow);
  orient();
  board.render();
  renderAll();
}

// ---------------------------------------------------------------- dice the player throws and picks

/** Pick a die (toggle): only the moves with that die light up, on the board and in the panel. */
function chooseDie(value) {
  if (!app.ready || app.busy) return false;
  const dice = new Set((app.view?.moves || []).map((m) => m.die).filter((d) => d !== undefined));
  if (!dice.has(value)) return false;
  app.die = app.die === value ? null : value;
  input.setFilter(app.die === null ? null : (m) => m.die === app.die);
  renderGamePanel();
  announce(app.die === null ? t("dice.unpicked") : t("dice.picked", { die: app.die }));
  return true;
}

function throwDice() {
  if (!app.ready || app.view?.throw === null || app.view?.throw === undefined) return false;
  return play("throw");
}

$("undo").addEventListener("click", () => undo());
$("redo").addEventListener("click", () => redo());
$("flip").addEventListener("click", () => flip());
$("follow").addEventListener("click", () => toggleFollow());
$("new-game").addEventListener("click", () => openNewGame(app.game));
$("export").addEventListener("click", () => openExport());
$("import").addEventListener("click", () => openImport());

document.addEventListener("keydown", (e) => {
  if (e.defaultPrevented || document.querySelector("dialog[open]")) return;
  const target = e.target;
  if (target instanceof HTMLElement && target.closest("input, textarea, select, [contenteditable]")) return;
  const key = e.key.toLowerCase();
  const ctrl = e.ctrlKey || e.metaKey;
  if (e.altKey) return;
  if ((ctrl && key === "z" && !e.shiftKey) || (!ctrl && key === "u")) { e.preventDefault(); undo(); }
  else if ((ctrl && (key === "y" || (key === "z" && e.shiftKey))) || (!ctrl && key === "r")) { e.preventDefault(); redo(); }
  else if (!ctrl && key === "f") { e.preventDefault(); flip(); }
  else if (!ctrl && key === "v") { e.preventDefault(); toggleFollow(); }
  else if (!ctrl && key === "t" && app.view?.throw != null) { e.preventDefault(); throwDice(); }
  else if (!ctrl && /^[1-9]$/.test(key) && app.view?.moves?.some((m) => m.die !== undefined)) {
    e.preventDefault();
    chooseDie(Number(key));
  }
  else if (!ctrl && key === "n" && app.ready) { e.preventDefault(); openNewGame(app.game); }
  else if (key === "escape") input.clear();
});

// ---------------------------------------------------------------- dialogs

for (const dialog of document.querySelectorAll("dialog")) {
  for (const button of dialog.querySelectorAll("button.cancel")) {
    button.addEventListener("click", () => dialog.close());
  }
  // A click on the backdrop closes the dialog.
  dialog.addEventListener("click", (e) => { if (e.target === dialog) dialog.close(); });
}

function gameDescription(id) {
  return app.games.find((g) => g.id === id) || { id, options: [] };
}

async function openNewGame(game) {
  if (!app.ready) return;
  await loadGames();
  const dialog = $("new-dialog");
  const select = $("new-game-select");
  select.replaceChildren(...knownGames().map((id) => new Option(i18n.gameName(id), id)));
  select.value = knownGames().includes(game) ? game : knownGames()[0];
  select.onchange = () => fillOptions(select.value);
  fillOptions(select.value);
  $("new-error").hidden = true;
  dialog.showModal();
  $("new-start").focus();
}

function fillOptions(game) {
  const box = $("new-options");
  const legend = box.querySelector("legend");
  const rows = [];
  const current = app.view?.game === game ? app.view.options || {} : {};
  for (const spec of gameDescription(game).options || []) {
    const label = document.createElement("label");
    label.className = "field option";
    const words = document.createElement("span");
    words.textContent = i18n.optionLabel(game, spec.name);
    let control;
    const value = spec.name in current ? current[spec.name] : spec.default;
    if (spec.type === "bool") {
      control = document.createElement("input");
      control.type = "checkbox";
      control.checked = Boolean(value);
      label.classList.add("check");
      label.append(control, words);
    } else if (spec.choices && spec.choices.length) {
      control = document.createElement("select");
      for (const choice of spec.choices) control.append(new Option(String(choice), String(choice)));
      control.value = String(value);
      label.append(words, control);
    } else {
      control = document.createElement("input");
      control.type = spec.type === "int" ? "number" : "text";
      control.value = String(value);
      label.append(words, control);
    }
    control.name = spec.name;
    control.dataset.type = spec.type;
    rows.push(label);
  }
  if (!rows.length) {
    const p = document.createElement("p");
    p.className = "hint";
    p.textContent = t("newGame.noOptions");
    rows.push(p);
  }
  box.replaceChildren(legend, ...rows);
}

$("new-form").addEventListener("submit", async (e) => {
  e.preventDefault();
  const game = $("new-game-select").value;
  const options = {};
  for (const control of $("new-options").querySelectorAll("[name]")) {
    if (control.dataset.type === "bool") options[control.name] = control.checked;
    else if (control.dataset.type === "int") options[control.name] = Number(control.value);
    else options[control.name] = control.value;
  }
  const answer = await withBusy(() => newGame(game, options));
  if (answer && !answer.ok && answer.error) {
    const err = $("new-error");
    err.textContent = i18n.errorText(answer.error);
    err.hidden = false;
    return;
  }
  $("new-dialog").close();
  $("board").focus({ preventScroll: true });
});

async function openExport() {
  const dialog = $("export-dialog");
  $("export-status").textContent = "";
  $("export-text").value = (await currentRecord()) || "";
  // The position text (FEN, SFEN...) of the board shown; none while secret.
  const position = app.view?.position || "";
  $("export-position").value = position;
  $("export-position-box").hidden = !position;
  dialog.showModal();
  $("export-text").select();
}

async function copyField(id, doneKey) {
  const text = $(id).value;
  const status = $("export-status");
  try {
    await navigator.clipboard.writeText(text);
    status.textContent = t(doneKey);
  } catch {
    $(id).select();
    let ok = false;
    try { ok = document.execCommand("copy"); } catch { ok = false; }
    status.textContent = ok ? t(doneKey) : t("export.copyFailed");
  }
}

$("copy-record").addEventListener("click", () => copyField("export-text", "export.copied"));
$("copy-position").addEventListener("click", () => copyField("export-position", "export.positionCopied"));

$("download-record").addEventListener("click", () => {
  const file = `${app.game || "game"}-${stamp()}.txt`;
  downloadText($("export-text").value, file);
  $("export-status").textContent = t("export.downloaded", { file });
});

/** The date and time, for a file name: 2024-05-01-14-30. */
function stamp() {
  return new Date().toISOString().slice(0, 16).replace(/[:T]/g, "-");
}

/** Save a text as a file (the browser's download). */
function downloadText(text, file) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = file;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function openImport() {
  if (!app.ready) return;
  $("import-error").hidden = true;
  $("import-dialog").showModal();
  $("import-text").focus();
}

async function importFromDialog(text) {
  const err = $("import-error");
  err.hidden = true;
  const result = looksLikeRecord(text) ? await importRecord(text) : await importPosition(text);
  if (result === true) {
    $("import-dialog").close();
    $("import-text").value = "";
    return;
  }
  if (result && typeof result === "object") {
    err.textContent = i18n.errorText(result);
    err.hidden = false;
  }
}

$("import-form").addEventListener("submit", (e) => {
  e.preventDefault();
  importFromDialog($("import-text").value);
});
$("import-open").addEventListener("click", () => $("import-file").click());
$("import-file").addEventListener("change", async (e) => {
  const file = e.target.files?.[0];
  e.target.value = "";
  if (!file) return;
  const err = $("import-error");
  if (file.size > 1_000_000) {
    err.textContent = t("import.fileError");
    err.hidden = false;
    return;
  }
  try {
    const text = await file.text();
    $("import-text").value = text;
    importFromDialog(text);
  } catch {
    err.textContent = t("import.fileError");
    err.hidden = false;
  }
});

// ---------------------------------------------------------------- progress

function showProgress({ stage, fraction }) {
  const bar = $("progress");
  const pct = Math.round(Math.max(0, Math.min(1, Number(fraction) || 0)) * 100);
  bar.setAttribute("aria-valuenow", String(pct));
  bar.querySelector(".progress-fill").style.width = pct + "%";
  const name = i18n.has("stage." + stage) ? t("stage." + stage) : t("progress.label");
  const text = bar.querySelector(".progress-text");
  text.removeAttribute("data-i18n");
  text.textContent = t("progress.stage", { stage: name, percent: pct });
}

function hideProgress() {
  const bar = $("progress");
  bar.classList.add("done");
  setTimeout(() => { bar.hidden = true; }, 400);
}

// ---------------------------------------------------------------- boot

let plan = null;           // what the boot opens: {game, restore}, see planGame()

async function boot() {
  // 0. The engine first: Pyodide's download and compile then run beside the
  // first paint instead of after it.
  const engineStarted = import("./engine.js").then((m) => m.getEngine());
  engineStarted.catch(() => {});     // awaited in step 3
  watchForUpdates();
  renderAll();
  // 1. The first picture: the saved game's view, at once (unless the
  // address asks for another game).
  let saved = savedGame();
  const wanted = soleParam("game");
  if (saved && (wanted === null || wanted === saved.game) && !paintSaved(saved)) saved = null;

  // 2. The start views (from the build), and the engine, in parallel.
  app.startViews = await import("./start-views.js").then((m) => m.START_VIEWS || {}).catch(() => ({}));
  if (Object.keys(app.startViews).length) {
    plan = planGame(wanted, saved, Object.keys(app.startViews));
    paintPlan();
  } else {
    renderAll();
  }

  // 3. The engine.
  try {
    app.engine = await engineStarted;
    app.engine.onProgress(showProgress);
    await app.engine.ready;
  } catch (error) {
    app.failed = true;
    html.dataset.engine = "failed";
    $("progress").classList.add("failed");
    notify(() => t("notice.engineFailed", { detail: error?.detail ?? String(error?.message || error) }));
    return;
  }
  app.engine.onFailure(() => engineDied());
  // The games the page can play: the build's start views name them; the
  // `games` request (options, ...) waits until after the boot unless needed.
  plan ??= planGame(wanted, saved, (await loadGames()).map((g) => g.id));
  if (!await openPlanned()) return;
  engineReady();
  performance.mark?.("engine-ready");
  loadGames().then(() => renderAll());
  // Only now: the service worker's precaching would compete with the boot.
  registerServiceWorker();
}

/** The saved game, or null; unreadable data is set aside (see putAside). */
function savedGame() {
  const saved = store.readSave();
  if (saved.status === "corrupt") putAside(saved.raw);
  return saved.status === "ok" ? saved.save : null;
}

/** A parameter of the address: null when absent or empty, and when given
 *  more than once (then with a notice: which one was meant?). */
function soleParam(name) {
  const values = params.getAll(name);
  if (values.length > 1) notify(() => t("notice.repeatedParam", { name }), "warn");
  return values.length === 1 && values[0] !== "" ? values[0] : null;
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
  if (GAME_ID.test(wanted) && ids.includes(wanted)) {
    return { game: wanted, restore: saved?.game === wanted ? saved : null };
  }
  const shown = saved ? saved.game : game;
  notify(() => t("notice.unknownGame", { game: clip(wanted), fallback: i18n.gameName(shown) }), "warn");
  return { game, restore: saved };
}

/** The first picture of the planned game: its saved view, else its start view. */
function paintPlan() {
  if (plan.restore && app.view !== plan.restore.view && !paintSaved(plan.restore)) plan.restore = null;
  if (plan.restore) return;
  const view = app.startViews[plan.game] || Object.values(app.startViews)[0];
  if (view && store.isView(view)) showView(structuredClone(view));
  else renderAll();
}

/** Paint a saved game's view at once; false (the save put aside) if it cannot be drawn. */
function paintSaved(save) {
  try {
    showView(save.view);
    board.render();                  // drawn now, so that a fault shows here
    applySavedClock(store.savedClock(save));
    return true;
  } catch (error) {
    console.error(error);
    app.view = null;
    board.view = null;               // nothing more is drawn from it
    stopClock();
    app.clock = null;
    putAside(save.raw);
    return false;
  }
}

/** Open the planned game in the engine: the saved one, else a new one. */
async function openPlanned() {
  if (plan.restore && await restoreSaved(plan.restore)) return true;
  const answer = await newGame(plan.game, {});
  if (!answer?.ok && answer?.error) showError(answer.error);
  return Boolean(answer?.ok);
}

/** Open a saved game; false (the save put aside) if the engine refuses it or anything fails. */
async function restoreSaved(save) {
  try {
    const answer = await openRecord(save.record, save.redo, store.savedClock(save));
    if (answer === null) return false;     // the engine died: tried again when it restarts
    plan.restore = null;
    if (answer.ok) return true;
    putAside(save.raw, () => i18n.errorText(answer.error));
  } catch (error) {
    console.error(error);
    plan.restore = null;
    putAside(save.raw);
  }
  return false;
}

/** Open a game record (and its moves to redo) in the engine; the answer, null if the engine died. */
async function openRecord(record, redo, clock = null) {
  const answer = await call("load", { record, redo });
  if (!answer?.ok) return answer;
  await adopt(answer, { clock });
  if (answer.warning) notify(() => i18n.errorText(answer.warning), "warn");
  return answer;
}

/** The engine is ready and a game is open: the board takes moves. */
function engineReady() {
  app.ready = true;
  input.setEnabled(true);
  autoPick();
  renderAll();
  hideProgress();
  html.dataset.engine = "ready";
}

// ---------------------------------------------------------------- saved data that cannot be used

/**
 * Saved data that cannot be used (`raw`, the whole saved text) is moved aside
 * under a key of its own and a notice says where (`detail`: the words for
 * why the engine refused it).  When storage is too full for that, the data
 * stays where it is and nothing is saved over it until the player downloads
 * it as a file or discards it, from the notice.
 */
function putAside(raw, detail = null) {
  const key = store.setAside(raw);
  if (key !== null) {
    notify(() => (detail ? t("notice.saveRefused", { key, detail: detail() }) : t("notice.corruptSave", { key })));
    return;
  }
  app.stuckSave = raw;
  app.stuckNotice = notify(() => t("notice.saveStuck"), "error", {
    closable: false,
    actions: [
      { label: "btn.downloadSave", run: () => downloadText(raw, `boardgames-save-${stamp()}.json`) },
      { label: "btn.discardSave", run: () => discardStuckSave() },
    ],
  });
}

function discardStuckSave() {
  if (!store.discardSave()) return;
  app.stuckSave = null;
  dismiss(app.stuckNotice);
  saveGame();
}

// ---------------------------------------------------------------- the engine dies

/** The engine died (js/engine.js noticed): say so, and offer to restart it. */
function engineDied() {
  if (app.failed) return;
  app.failed = true;
  app.ready = false;
  input.setEnabled(false);
  html.dataset.engine = "failed";
  app.deathNotice = notify(() => t("notice.engineDied"), "error", {
    closable: false,
    actions: [{ label: "btn.restartEngine", run: () => restartEngine() }],
  });
  renderButtons();
}

/** A fresh engine, and the game opened again from its record: its moves, the
 *  moves to redo and the clocks are all kept. */
async function restartEngine() {
  if (!app.failed || app.restarting) return;
  app.restarting = true;
  dismiss(app.deathNotice);
  html.dataset.engine = "loading";
  const bar = $("progress");
  bar.classList.remove("done", "failed");
  bar.hidden = false;
  try {
    await app.engine.restart();
    app.failed = false;
    app.match = null;                // the old worker's matches are gone
    const answer = app.lastRecord === null ? null
      : await openRecord(app.lastRecord, app.lastRedo, clockSnapshot());
    if (answer && !answer.ok) showError(answer.error);
    if (answer?.ok || await openPlanned()) engineReady();
  } catch (error) {
    console.error(error);            // the new worker failed too
  }
  app.restarting = false;
  if (!app.ready && !notices.some((n) => n.id === app.deathNotice)) {
    app.failed = false;
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

// ---------------------------------------------------------------- test hooks

window.app = {
  get view() { return app.view; },
  get ready() { return app.ready; },
  get busy() { return app.busy; },
  get match() { return app.match; },
  /** Tests: the engine (to kill its worker: engine._worker.terminate(), or postMessage({crash: true})). */
  get engine() { return app.engine; },
  squareCenter: (sq) => board.squareCenter(sq),
  highlighted: () => input.highlighted(),
  cursor: () => input.cursor,
  selected: () => input.selected(),
  play: (move) => play(move),
  undo: () => undo(),
  redo: () => redo(),
  flip: () => flip(),
  get turns() { return board.turns; },
  chooseDie: (value) => chooseDie(value),
  throwDice: () => throwDice(),
  record: () => currentRecord(),
  importRecord: async (text) => (await importRecord(text)) === true,
  importPosition: async (text) => (await importPosition(text)) === true,
  newGame: (game = app.game || DEFAULT_GAME, options = {}, seed = null) =>
    withBusy(() => newGame(game, options, seed)).then((a) => Boolean(a?.ok)),
  get seat() { return app.seat; },
  reveal: () => reveal(),
  pick: (from) => input.pick(from),
  get settling() { return board.settling; },
  clockLeft: (owner) => clockLeft(owner),
  /** Tests: spend a player's time down to `ms` left. */
  setClockLeft: (owner, ms) => { if (app.clock) app.clock.spent[owner] += clockLeft(owner) - ms; },
};

boot().catch((error) => {
  console.error(error);
  html.dataset.engine = "failed";
  notify(() => i18n.errorText({ code: "engine", params: { detail: String(error?.message || error) } }));
});
