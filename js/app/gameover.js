// The end of a game: a card over the board (#game-over) that says who won and
// why (the winner in the title, the reason under it), with what players do
// next: a rematch, a new game, a look back at the game (review) or its export.
//
// It shows once, when the game ends in front of the players (a move, the
// computer's included, or the import of a finished game); a finished game
// opened again at a reload shows its result in the status line only, as the
// players saw the card already.  It is not modal: the panel beside the board
// (the analysis, the move list) stays in reach; Escape or × closes it.

import { following } from "./board.js";
import { openNewGame } from "./dialogs.js";
import { openExport } from "./export.js";
import { onLanguageChange, t, words } from "./language.js";
import { rematch } from "./matches.js";
import { reviewAt, reviewing } from "./review.js";
import { session } from "./session.js";
import { $, on } from "./state.js";

let shownFor = null;        // the view whose end the card tells
let pending = null;         // an end that came during a review: told when it is left

export function setupGameOver() {
  $("game-over-close").addEventListener("click", () => closeGameOver());
  $("game-over-rematch").addEventListener("click", () => { closeGameOver(); rematch(); });
  $("game-over-new").addEventListener("click", () => { closeGameOver(); openNewGame(); });
  $("game-over-review").addEventListener("click", () => {
    closeGameOver();
    reviewAt(session.view?.ply ?? 0);
  });
  $("game-over-export").addEventListener("click", () => openExport());
  $("game-over").addEventListener("keydown", (e) => {
    if (e.key !== "Escape") return;
    e.preventDefault();
    e.stopPropagation();
    closeGameOver();
  });
  onLanguageChange(() => render());
  session.on("view", ({ view, before, op }) => {
    if (op === "new" || op === "load") closeGameOver();
    else if (op === "play") endedBy(before, view);
  });
  on("imported", (view) => showGameOver(view));        // a finished game imported: its end is told
  on("review-entered", () => closeGameOver());
  on("review-left", () => showPendingGameOver());
}

export const gameOverShown = () => shownFor !== null;

/** A change from `before` to `view` ended the game: show the card (after
 *  the review, if a past position is shown: the review bar says a move came). */
function endedBy(before, view) {
  if (!view?.result || before?.result) return;
  if (reviewing()) pending = view;
  else showGameOver(view);
}

/** The review is over: the end that came meanwhile, if the game shown still has it. */
function showPendingGameOver() {
  const view = pending;
  pending = null;
  const now = session.view;
  if (view && now?.match === view.match && now.ply === view.ply && now.result) showGameOver(now);
}

/** Show the card for a finished `view` (the one shown); focus goes into it. */
export function showGameOver(view = session.view) {
  if (!view?.result) return false;
  shownFor = view;
  render();
  $("game-over-rematch").focus({ preventScroll: true });
  return true;
}

/** Close the card (true if it was open); the focus goes back to the board. */
export function closeGameOver() {
  pending = null;
  if (shownFor === null) return false;
  const inside = $("game-over").contains(document.activeElement);
  shownFor = null;
  render();
  if (inside) $("board").focus({ preventScroll: true });
  return true;
}

function render() {
  const box = $("game-over");
  box.hidden = shownFor === null;
  if (shownFor === null) return;
  const view = shownFor;
  const result = view.result;
  let title;
  const w = words();
  if (result.winner === null || result.winner === undefined) title = t("gameOver.draw");
  else if (Array.isArray(result.team)) {
    title = t("gameOver.winners", { player: result.team.map((i) => w.playerName(view, i)).join(" + ") });
  } else title = t("gameOver.winner", { player: w.playerName(view, result.winner) });
  $("game-over-title").textContent = title;
  // The title says who; the line under it says why (the status line says both).
  const reason = w.reasonText(view);
  $("game-over-text").textContent = reason.charAt(0).toUpperCase() + reason.slice(1);
  const computer = Object.keys(view.computer || {}).length > 0;
  $("game-over-sides").textContent = t(computer ? "gameOver.sidesComputer"
    : following() ? "gameOver.sidesFollow" : "gameOver.sidesPeople");
}
