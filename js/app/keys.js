// The toolbar's buttons and the keys (the help list in index.html names them):
// U/Ctrl+Z undo, R/Ctrl+Y redo, F flip, V face the player, T throw, 1-9 pick
// a die, H hint, N new game, M sound, Escape drop the selection.  The board's
// own keys (arrows, Enter, Space) are the board's; while a past position is
// reviewed ←/→, Home/End and Escape step through the game and leave it
// (review.js), and ← away from the board starts a review.

import { redo, throwDice, undo } from "./actions.js";
import { announce } from "./announce.js";
import * as board from "./board.js";
import { hint } from "./computer.js";
import { openImport, openNewGame } from "./dialogs.js";
import { openExport } from "./export.js";
import { closeGameOver } from "./gameover.js";
import { leaveReview, reviewAt, reviewing, step } from "./review.js";
import { chooseDie } from "./screen.js";
import { session } from "./session.js";
import { soundWords, toggleSound } from "./sound.js";
import { $, redraw } from "./state.js";

export function flip() {
  board.flip();
  redraw();
}

export function toggleFollow() {
  board.toggleFollow();
  redraw();
}

export function setupKeys() {
  $("undo").addEventListener("click", () => undo());
  $("redo").addEventListener("click", () => redo());
  $("flip").addEventListener("click", () => flip());
  $("follow").addEventListener("click", () => toggleFollow());
  $("new-game").addEventListener("click", () => openNewGame());
  $("hint").addEventListener("click", () => { leaveReview(); hint(); });
  $("export").addEventListener("click", () => openExport());
  $("import").addEventListener("click", () => openImport());
  document.addEventListener("keydown", onKey);
  // Capturing: while reviewing, the arrows step through the game, not the board's cursor.
  document.addEventListener("keydown", onReviewKey, true);
}

function onReviewKey(e) {
  if (!reviewing() || e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
  if (document.querySelector("dialog[open]")) return;
  if (e.target instanceof HTMLElement && e.target.closest("input, textarea, select, [contenteditable]")) return;
  const moves = {
    ArrowLeft: () => step(-1), ArrowRight: () => step(1),
    Home: () => reviewAt(0), End: () => reviewAt(session.view?.ply ?? 0), Escape: () => leaveReview(),
  };
  if (!moves[e.key]) return;
  e.preventDefault();
  e.stopPropagation();
  moves[e.key]();
}

function onKey(e) {
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
  else if (!ctrl && key === "t" && session.view?.throw != null) { e.preventDefault(); throwDice(); }
  else if (!ctrl && /^[1-9]$/.test(key) && session.view?.moves?.some((m) => m.die !== undefined)) {
    e.preventDefault();
    chooseDie(Number(key));
  }
  else if (!ctrl && key === "h") { e.preventDefault(); leaveReview(); hint(); }
  else if (!ctrl && key === "m") { e.preventDefault(); toggleSound(); announce(soundWords()); }
  else if (!ctrl && key === "arrowleft" && session.view?.ply > 0 && !reviewing()) {
    // Away from the board (whose arrows move its cursor): a look at the move before.
    e.preventDefault();
    reviewAt(session.view.ply - 1);
  }
  else if (!ctrl && key === "n" && session.live) { e.preventDefault(); openNewGame(); }
  else if (key === "escape" && !closeGameOver()) board.clearSelection();
}
