// The end of a game: a card over the board (#game-over) that says who won and
// why (the winner in the title, the reason under it), with what players do
// next: a rematch, a new game, a look back at the game (review) or its export.
//
// It shows once, when the game ends in front of the players (a move, the
// computer's included, or the import of a finished game); a finished game
// opened again at a reload shows its result in the status line only, as the
// players saw the card already.  It is not modal: the panel beside the board
// (the analysis, the move list) stays in reach; Escape or × closes it.

import { addWords, onLanguageChange, t } from "../i18n.js";
import * as i18n from "../i18n.js";
import { announce } from "./announce.js";
import { following } from "./board.js";
import { newGame, withBusy } from "./controller.js";
import { openExport, openNewGame } from "./dialogs.js";
import { flip } from "./keys.js";
import { showError } from "./notices.js";
import { reviewAt, reviewing } from "./review.js";
import { $, app } from "./state.js";

addWords({
  en: {
    "gameOver.title": "Game over",
    "gameOver.draw": "Draw",
    "gameOver.winner": "{player} wins",
    "gameOver.winners": "{player} win",
    "gameOver.rematch": "Rematch",
    "gameOver.review": "Review",
    "gameOver.sidesComputer": "A rematch swaps the sides: the computer takes the other side.",
    "gameOver.sidesPeople": "A rematch swaps the sides: the board turns round, each player plays the other colour.",
    "gameOver.sidesFollow": "A rematch starts again with the same options.",
    "gameOver.rematched": "Rematch: the sides are swapped. {turn}",
  },
  fr: {
    "gameOver.title": "Partie terminée",
    "gameOver.draw": "Partie nulle",
    "gameOver.winner": "{player} gagne",
    "gameOver.winners": "{player} gagnent",
    "gameOver.rematch": "Revanche",
    "gameOver.review": "Revoir",
    "gameOver.sidesComputer": "Une revanche échange les camps : l’ordinateur prend l’autre camp.",
    "gameOver.sidesPeople": "Une revanche échange les camps : le plateau tourne, chacun joue l’autre couleur.",
    "gameOver.sidesFollow": "Une revanche recommence avec les mêmes options.",
    "gameOver.rematched": "Revanche : les camps sont échangés. {turn}",
  },
});

let shownFor = null;        // the view whose end the card tells
let pending = null;         // an end that came during a review: told when it is left

export function setupGameOver() {
  $("game-over-close").addEventListener("click", () => closeGameOver());
  $("game-over-rematch").addEventListener("click", () => rematch());
  $("game-over-new").addEventListener("click", () => { closeGameOver(); openNewGame(app.game); });
  $("game-over-review").addEventListener("click", () => {
    closeGameOver();
    reviewAt(app.view?.ply ?? 0);
  });
  $("game-over-export").addEventListener("click", () => openExport());
  $("game-over").addEventListener("keydown", (e) => {
    if (e.key !== "Escape") return;
    e.preventDefault();
    e.stopPropagation();
    closeGameOver();
  });
  onLanguageChange(() => render());
}

export const gameOverShown = () => shownFor !== null;

/** A change from `before` to `view` ended the game: show the card (after
 *  the review, if a past position is shown: the review bar says a move came). */
export function endedBy(before, view) {
  if (!view?.result || before?.result) return;
  if (reviewing()) pending = view;
  else showGameOver(view);
}

/** The review is over: the end that came meanwhile, if the game shown still has it. */
export function showPendingGameOver() {
  const view = pending;
  pending = null;
  if (view && app.view?.match === view.match && app.view.ply === view.ply && app.view.result) showGameOver(app.view);
}

/** Show the card for a finished `view` (the one shown); focus goes into it. */
export function showGameOver(view = app.view) {
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
  if (result.winner === null || result.winner === undefined) title = t("gameOver.draw");
  else if (Array.isArray(result.team)) {
    title = t("gameOver.winners", { player: result.team.map((i) => i18n.playerName(view, i)).join(" + ") });
  } else title = t("gameOver.winner", { player: i18n.playerName(view, result.winner) });
  $("game-over-title").textContent = title;
  // The title says who; the line under it says why (the status line says both).
  const key = "reason." + result.reason;
  const reason = i18n.has(key) ? t(key) : t("reason.other", { reason: result.reason });
  $("game-over-text").textContent = reason.charAt(0).toUpperCase() + reason.slice(1);
  const computer = Object.keys(view.computer || {}).length > 0;
  $("game-over-sides").textContent = t(computer ? "gameOver.sidesComputer"
    : following() ? "gameOver.sidesFollow" : "gameOver.sidesPeople");
}

// ---------------------------------------------------------------- rematch

/** The computer's seats moved one seat on ({name: level}): with two players
 *  the computer takes the side the person had, and the person the other;
 *  with four, everybody moves to the next seat (the next team). */
export function swappedSeats(view) {
  const players = view.players || [];
  const computer = view.computer || {};
  const seats = {};
  players.forEach((name, i) => {
    const level = computer[players[(i - 1 + players.length) % players.length]];
    if (Number.isInteger(level)) seats[name] = level;
  });
  return seats;
}

/** A new game of the same game and options with the sides swapped.  Against
 *  the computer its seats move to the other side and the board turns to the
 *  person's new side.  Between people at one device the board turns round:
 *  each keeps his chair and plays the other colour (unless the board faces
 *  the player to move, where sides mean nothing: same options again). */
export async function rematch() {
  const view = app.view;
  if (!app.ready || app.busy || !view) return false;
  const seats = swappedSeats(view);
  closeGameOver();
  const answer = await withBusy(() => newGame(view.game, { ...(view.options || {}) }, null, seats));
  if (!answer?.ok) {
    if (answer?.error) showError(answer.error);
    return false;
  }
  if (!following()) flip();
  announce(t("gameOver.rematched", { turn: i18n.turnText(app.view) }));
  return true;
}
