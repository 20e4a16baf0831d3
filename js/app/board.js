// The board on the page (js/board/index.js's createBoard on #board), drawn
// with the art of the view's game (js/games/<id>/art.js): made once, fitted
// to its box, turned to a side or to the player to move.  The board knows no
// rule: it lights up the moves of the view and hands back the one chosen.
//
// It draws the session's view as it changes, unless a past position is shown
// instead (the review, ./review.js: showPast).  It takes moves only when the
// people at the table may move: the engine up, no change under way, no
// computer seat acting, no secret covered, nothing locking it (the analysis
// showing a past position).
//
// How the board is turned belongs to the game shown: a flip in one game
// never turns another, nor a new game.  It is saved with the game (its
// `screen`) and comes back with it; a new game faces the person who plays
// the computer, else the first seat.
//
// Its picture is kept for the next visit's first frame.

import { createBoard, isLong, seatTurns } from "../board/index.js";
import { awayActs, computerActs, personSeats } from "../session/index.js";
import { gameModule } from "../games/index.js";
import { passShown } from "./seat.js";
import { isSecret, session } from "./session.js";
import * as storage from "./storage.js";
import { $ } from "./state.js";

export { ownerColours, ownerShape } from "../board/index.js";

let board = null;
let past = null;                      // the past view shown instead of the live one, or null
const locks = new Set();              // who holds the input off ("analysis")
let screen = { turns: 0, follow: false };   // how the game shown is turned
let nextScreen = null;                // the orientation the next game opened takes

/** Make the board; `hooks`: {onMove(move), onChoose(moves), onCursor(sq),
 *  onSelect(from, {count, by})} (js/board/index.js). */
export function setupBoard(hooks) {
  board = createBoard($("board"), {
    ...hooks,
    art: (id) => gameModule(id)?.art,
    enabled: false,                 // until the engine is ready
    turns: 0,
  });
  fitBoard();
  // The room is the layout's (the board's own box follows the board's size).
  new ResizeObserver(() => fitBoard()).observe($("board-area").parentElement);
  window.addEventListener("resize", fitBoard);
  // How a game opened is turned is known before it is saved (./saving.js).
  session.on("view", ({ view, before, op }) => {
    if (op === "new" || op === "load" || (op === "preview" && before?.game !== view.game)) takeScreen(view, op);
  });
}

/** The board draws the session's view as it changes (after it is saved). */
export function setupBoardDrawing() {
  session.on("view", ({ view, before, op }) => {
    if (past === null) drawView(view, { animate: op === "play" || op === "redo", reshaped: reshaped(before, view) });
    else orient();
    refreshInput();
    autoPick();
    // For bench/browser.py: the board is on the canvas for the first time.
    if (!before) performance.mark?.("board-painted");
  });
  session.on("busy", () => { refreshInput(); autoPick(); });
  session.on("thinking", () => { refreshInput(); autoPick(); });
}

const reshaped = (a, b) => !a || a.grid?.width !== b.grid?.width || a.grid?.height !== b.grid?.height;

const phoneQuery = matchMedia("(max-width: 600px)");

export function fitBoard() {
  const area = $("board-area");
  const style = getComputedStyle(area);
  // On a wide screen the board's column is as wide as the board: its room is
  // the layout's width less the panel beside it (css/app.css, .layout).
  const room = phoneQuery.matches ? area.clientWidth
    : area.parentElement.clientWidth - (document.querySelector(".layout > .panel")?.offsetWidth ?? 0);
  const width = room - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  let height;
  if (phoneQuery.matches) {
    // A long board stands upright on a phone: it leaves room below it for the
    // turn and the dice, so that throwing needs no scrolling.
    height = Math.max(240, window.innerHeight * (isLong(session.view?.grid) ? 0.6 : 0.78));
  } else {
    height = area.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
  }
  board.fit(Math.max(120, width), Math.max(120, height));
  keepPictureSoon();
}

/** Draw a view (a view that cannot be drawn throws here); `reshaped`: its
 *  grid differs from the last one's.  null: draw nothing more. */
function drawView(view, { animate = false, reshaped: changed = false } = {}) {
  board.set(view, { animate });
  if (!view) return;
  if (changed) fitBoard();          // the box a board gets depends on its shape
  orient();
  keepPictureSoon();
}

/** Draw nothing more (a saved view that could not be drawn). */
export function clear() {
  board.set(null);
}

// ---------------------------------------------------------------- a past position

/** Show a past view instead of the live one (the review); input off. */
export function showPast(view, { animate = false } = {}) {
  const first = past === null;
  past = view;
  board.select(null);
  drawView(view, { animate, reshaped: first && reshaped(session.view, view) });
  refreshInput();
}

/** The live view on the board again. */
export function showLive() {
  if (past === null) return;
  past = null;
  if (session.view) drawView(session.view, { reshaped: true });
  refreshInput();
  autoPick();
}

export const showingPast = () => past !== null;

/** Hold the input off (`on`) for `who`, or give it back. */
export function lockInput(who, on) {
  if (on) locks.add(who); else locks.delete(who);
  refreshInput();
}

// ---------------------------------------------------------------- input

/** May the people at the table move on the board now? */
export function inputOpen() {
  return session.live && !session.busy && !computerActs(session.view) && !awayActs(session.view) && past === null &&
    locks.size === 0 && !passShown();
}

export function refreshInput() {
  board?.setEnabled(inputOpen());
}

export const selected = () => board.selected;
export const drawnView = () => board.view;            // the view on the board (a past one while reviewing)
export const inputOn = () => board.enabled;
export const highlighted = () => board.targets;
export const cursor = () => board.cursor;
export const settling = () => board.settling;
export const squareCenter = (sq) => board.squareCenter(sq);
export const setFilter = (keep) => board.setFilter(keep);
export const clearSelection = () => board.select(null);
export const render = () => board.render();

/** Select a move's origin off the board ("@Q") or on it; false if it has no move. */
export function pick(from) {
  return board.select(from);
}

/** A single kind of piece to place from the hand: it is picked already. */
function autoPick() {
  const view = session.view;
  if (!view || board.selected || past !== null || !board.enabled) return;
  // Only when every move comes from there: a click on the board then
  // still selects a piece on it (a pawn standing where a waiting one re-enters).
  const moves = view.moves || [];
  const froms = new Set(moves.filter((m) => m.hand).map((m) => m.from));
  if (froms.size === 1 && moves.filter((m) => m.to).every((m) => m.hand)) {
    board.select([...froms][0]);
  }
}

// ---------------------------------------------------------------- turning

export const turned = () => board.turns;
export const flipped = () => screen.turns !== 0;
export const following = () => screen.follow;

/** How the game shown is turned ({turns, follow}), to save with it. */
export const orientation = () => ({ ...screen });

/** The next game opened (a rematch, a game taken from the shelf, a saved
 *  game) is turned this way, not as a new game is. */
export function orientNext(wanted) {
  nextScreen = wanted ? { turns: wanted.turns ?? 0, follow: Boolean(wanted.follow) } : null;
}

/** A game was opened: its own orientation, else a new game's. */
function takeScreen(view, op) {
  if (nextScreen) {
    screen = nextScreen;
  } else if (op !== "preview") {
    // A new game faces the one person playing the computer, else the first seat.
    const people = personSeats(view);
    screen = { turns: people.length === 1 && people.length < (view.players || []).length
      ? seatTurns(view, people[0]) : 0, follow: false };
  }
  nextScreen = null;
}

/** Turn the board: to the chosen side, or to face the player to move. */
function orient() {
  const view = past ?? session.view;
  const acting = view && view.to_move >= 0 ? view.to_move : view?.throw ?? -1;
  const wanted = screen.follow && view && !view.result && acting >= 0 ? seatTurns(view, acting) : screen.turns;
  if (wanted !== board.turns) board.setTurns(wanted);
}

/** The flip button: the board turns to the next player's side (half a turn with two). */
export function flip() {
  screen = { turns: board.flip(), follow: false };
  storage.writeScreen(orientation());
}

/** Face the player to move, or stop doing so. */
export function toggleFollow() {
  screen = { ...screen, follow: !screen.follow };
  storage.writeScreen(orientation());
  orient();
  board.render();
}

// ---------------------------------------------------------------- the picture for the next visit

// index.html shows the board's last picture in the first frame, under the
// canvas until the canvas is drawn, before any module has loaded.  It is
// taken once the board has been still for a moment, and encoded off the
// main thread (toBlob): leaving or reloading the page has nothing to do
// (encoding it on pagehide held the next page's first paint back by some
// 150 ms).  A past position under review, or a player's secret, is not kept.
// It is kept at the page's CSS pixels, not the screen's: the first frame
// waits for it to be decoded, and on a screen of two device pixels per CSS
// pixel the full picture has four times as many (first paint at 1280x720 on
// two cores, interleaved, medians of 8: a reload 430 ms -> 272, coming back
// 216 -> 194).  It is a little soft for the moment before the canvas is
// drawn over it.
const PICTURE_DELAY_MS = 700;
let pictureTimer = 0;

function keepPictureSoon() {
  clearTimeout(pictureTimer);
  pictureTimer = setTimeout(() => {
    if (typeof requestIdleCallback === "function") requestIdleCallback(keepPicture, { timeout: 2000 });
    else keepPicture();
  }, PICTURE_DELAY_MS);
}

function keepPicture() {
  const view = board?.view;
  if (!view || view !== session.view || past !== null || (isSecret(view) && session.seat !== null)) return;
  if (board.settling) return keepPictureSoon();
  const canvas = $("board");
  const rect = canvas.getBoundingClientRect();
  if (!rect.width || !rect.height) return;
  const picture = { game: view.game, width: Math.round(rect.width), height: Math.round(rect.height) };
  let source = canvas;
  if (canvas.width > picture.width) {
    source = document.createElement("canvas");
    source.width = picture.width;
    source.height = picture.height;
    const context = source.getContext("2d");
    context.imageSmoothingQuality = "high";
    context.drawImage(canvas, 0, 0, source.width, source.height);
  }
  source.toBlob((blob) => {
    if (!blob || board.view !== view) return;        // a newer view has its own turn
    const reader = new FileReader();
    reader.onload = () => storage.writePicture({ ...picture, src: reader.result });
    reader.readAsDataURL(blob);
  }, "image/webp", 0.8);
}
