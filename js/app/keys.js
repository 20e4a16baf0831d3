// The toolbar's buttons and the keys (the help list in index.html names them):
// U/Ctrl+Z undo, R/Ctrl+Y redo, F flip, V face the player, T throw, 1-9 pick
// a die, H hint, N new game, Escape drop the selection.  The board's own keys
// (arrows, Enter, Space) are the board's.

import * as board from "./board.js";
import { hint } from "./computer.js";
import { chooseDie, redo, throwDice, undo } from "./controller.js";
import { openExport, openImport, openNewGame } from "./dialogs.js";
import { renderAll } from "./screen.js";
import { $, app } from "./state.js";

export function flip() {
  board.flip();
  renderAll();
}

export function toggleFollow() {
  board.toggleFollow();
  renderAll();
}

export function setupKeys() {
  $("undo").addEventListener("click", () => undo());
  $("redo").addEventListener("click", () => redo());
  $("flip").addEventListener("click", () => flip());
  $("follow").addEventListener("click", () => toggleFollow());
  $("new-game").addEventListener("click", () => openNewGame(app.game));
  $("hint").addEventListener("click", () => hint());
  $("export").addEventListener("click", () => openExport());
  $("import").addEventListener("click", () => openImport());
  document.addEventListener("keydown", onKey);
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
  else if (!ctrl && key === "t" && app.view?.throw != null) { e.preventDefault(); throwDice(); }
  else if (!ctrl && /^[1-9]$/.test(key) && app.view?.moves?.some((m) => m.die !== undefined)) {
    e.preventDefault();
    chooseDie(Number(key));
  }
  else if (!ctrl && key === "h") { e.preventDefault(); hint(); }
  else if (!ctrl && key === "n" && app.ready) { e.preventDefault(); openNewGame(app.game); }
  else if (key === "escape") board.clearSelection();
}
