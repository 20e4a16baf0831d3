// The board on the page (js/board/index.js's createBoard on #board), drawn
// with the art of the view's game (js/games/<id>/art.js): made once, fitted
// to its box, turned to a side or to the player to move.  The board knows no
// rule: it lights up the moves of the view and hands back the one chosen.
// Its picture is kept for the next visit's first frame.

import { createBoard, isLong, seatTurns } from "../board/index.js";
import { gameModule, isSecret } from "./games.js";
import { reviewing } from "./review.js";
import * as storage from "./storage.js";
import { $, app } from "./state.js";

export { ownerColours, ownerShape } from "../board/index.js";

let board = null;
let turns = storage.readTurns();                      // the quarter turns the player chose
let follow = storage.readFlag(storage.FOLLOW_KEY);    // turn the board to face the player to move

/** Make the board; `hooks`: {onMove(move), onChoose(moves), onCursor(sq),
 *  onSelect(from, {count, by})} (js/board/index.js). */
export function setupBoard(hooks) {
  board = createBoard($("board"), {
    ...hooks,
    art: (id) => gameModule(id)?.art,
    enabled: false,                 // until the engine is ready
    turns,
  });
  fitBoard();
  // The room is the layout's (the board's own box follows the board's size).
  new ResizeObserver(() => fitBoard()).observe($("board-area").parentElement);
  window.addEventListener("resize", fitBoard);
}

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
    height = Math.max(240, window.innerHeight * (isLong(app.view?.grid) ? 0.6 : 0.78));
  } else {
    height = area.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
  }
  board.fit(Math.max(120, width), Math.max(120, height));
  keepPictureSoon();
}

/** Draw a view (a view that cannot be drawn throws here); `reshaped`: its
 *  grid differs from the last one's.  null: draw nothing more. */
export function drawView(view, { animate = false, reshaped = false } = {}) {
  board.set(view, { animate });
  if (!view) return;
  if (reshaped) fitBoard();          // the box a board gets depends on its shape
  orient();
  keepPictureSoon();
}

// ---------------------------------------------------------------- input

export const selected = () => board.selected;
export const drawnView = () => board.view;            // the view on the board (a past one while reviewing)
export const inputOn = () => board.enabled;
export const highlighted = () => board.targets;
export const cursor = () => board.cursor;
export const settling = () => board.settling;
export const squareCenter = (sq) => board.squareCenter(sq);
export const setEnabled = (on) => board.setEnabled(on);
export const setFilter = (keep) => board.setFilter(keep);
export const clearSelection = () => board.select(null);

/** Select a move's origin off the board ("@Q") or on it; false if it has no move. */
export function pick(from) {
  return board.select(from);
}

/** A single kind of piece to place from the hand: it is picked already. */
export function autoPick() {
  const view = app.view;
  if (!view || board.selected || reviewing()) return;      // a past position takes no move
  // Only when every move comes from there: a click on the board then
  // still selects a piece on it (a pawn standing where a waiting one re-enters).
  const moves = view.moves || [];
  const froms = new Set(moves.filter((m) => m.hand).map((m) => m.from));
  if (froms.size === 1 && moves.filter((m) => m.to).every((m) => m.hand)) {
    board.select([...froms][0]);
  }
}

// ---------------------------------------------------------------- turning

/** The player who acts now: the one to move, or the one to throw the dice. */
export function actingPlayer(view) {
  if (!view) return -1;
  if (view.to_move >= 0) return view.to_move;
  return view.throw ?? -1;
}

export const turned = () => board.turns;
export const flipped = () => turns !== 0;
export const following = () => follow;

/** Turn the board: to the chosen side, or to face the player to move. */
export function orient() {
  const view = app.view;
  const acting = actingPlayer(view);
  const wanted = follow && view && !view.result && acting >= 0 ? seatTurns(view, acting) : turns;
  if (wanted !== board.turns) board.setTurns(wanted);
}

/** The flip button: the board turns to the next player's side (half a turn with two). */
export function flip() {
  turns = board.flip();
  follow = false;
  storage.writeTurns(turns);
  storage.writeFlag(storage.FOLLOW_KEY, false);
}

/** Face the player to move, or stop doing so. */
export function toggleFollow() {
  follow = !follow;
  storage.writeFlag(storage.FOLLOW_KEY, follow);
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
  if (!view || view !== app.view || reviewing() || (isSecret(view) && app.seat !== null)) return;
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
