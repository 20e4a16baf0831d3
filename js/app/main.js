// The playing screen's entry (index.html loads it): every part set up in
// order, then the boot; and window.app, the hooks of the browser tests and
// the benchmarks.  The parts, one concern each:
//   state.js      what the parts share (the match, the view, the engine)
//   boot.js       the first paint, the engine's boot and restart, saved games, new versions
//   controller.js the engine's requests; the match: its view, play/undo/redo, opening games
//   games.js      the games and their modules (js/games/<id>/), loaded by id
//   board.js      the board on the page: made, fitted, turned
//   screen.js     the page around the board: turn, result, buttons, picker, game panel
//   moves.js      the move list        seat.js     the pass-the-device screen
//   clock.js      the clocks           saving.js   saving, and saved data that cannot be used
//   storage.js    localStorage         dialogs.js  new game, chooser, export, import
//   keys.js       the buttons and keys announce.js what a screen reader says
//   notices.js    the notices          language.js the language
//   address.js    the address's parameters
//   computer.js   the computer's seats, moves and hint (thinking in js/thinker.js's worker)
//   players.js    who sits where: the seats' rows, the players dialog, switching sides
//   analysis.js   the computer's opinion of every move      marks.js  arrows over the board
//   review.js     a past position on the board, the game untouched
//   gameover.js   the card at the end: rematch, new game, review, export
//   sound.js      the sounds of the moves, and the sound button

import * as i18n from "../i18n.js";
import { analysisEntries, analysisState, cancelAnalysis, closeAnalysis, openAnalysis, setupAnalysis, showPly,
  backToGame } from "./analysis.js";
import { announceSelection, announceSquare } from "./announce.js";
import * as computer from "./computer.js";
import { drawMarks, shownMarks } from "./marks.js";
import { setupPlayers, switchSides } from "./players.js";
import { gameOverShown, rematch, setupGameOver } from "./gameover.js";
import { leaveReview, reviewAt, reviewState, setupReview } from "./review.js";
import { played as soundsPlayed, setupSound, soundOn } from "./sound.js";
import * as board from "./board.js";
import { boot } from "./boot.js";
import { watchSharedLinks } from "./address.js";
import { clockLeft, setClockLeft, setupClock } from "./clock.js";
import * as controller from "./controller.js";
import { openChooser, setupDialogs } from "./dialogs.js";
import { flip, setupKeys } from "./keys.js";
import { setupLanguage } from "./language.js";
import { setupLegend } from "./legend.js";
import { notify } from "./notices.js";
import { renderAll, showPicked } from "./screen.js";
import { reveal, setupSeat } from "./seat.js";
import { app, DEFAULT_GAME } from "./state.js";

setupLanguage(renderAll);
board.setupBoard({
  onMove: (move) => controller.play(move),
  onCursor: (sq) => announceSquare(sq),
  onChoose: (moves) => openChooser(moves),
  onSelect: (from, { count, by }) => {
    showPicked(from);
    if (by === "keyboard" && from !== null) announceSelection(from, count);
  },
});
setupSeat();
setupClock();
setupKeys();
setupDialogs();
setupPlayers();
setupAnalysis();
setupLegend();
setupReview();
setupGameOver();
setupSound();
new ResizeObserver(() => drawMarks()).observe(document.getElementById("board-area"));
// Leaving the page: the thinker's worker goes with it at once.
window.addEventListener("pagehide", () => computer.getThinker().terminate());

window.app = {
  get view() { return app.view; },
  get ready() { return app.ready; },
  get busy() { return app.busy; },
  get match() { return app.match; },
  /** Tests: the engine (to kill its worker: engine._worker.terminate(), or postMessage({crash: true})). */
  get engine() { return app.engine; },
  squareCenter: (sq) => board.squareCenter(sq),
  highlighted: () => board.highlighted(),
  cursor: () => board.cursor(),
  selected: () => board.selected(),
  play: (move) => controller.play(move),
  undo: () => controller.undo(),
  redo: () => controller.redo(),
  flip: () => flip(),
  get turns() { return board.turned(); },
  chooseDie: (value) => controller.chooseDie(value),
  throwDice: () => controller.throwDice(),
  record: () => controller.currentRecord(),
  importRecord: async (text) => (await controller.importRecord(text)) === true,
  importPosition: async (text) => (await controller.importPosition(text)) === true,
  newGame: (game = app.game || DEFAULT_GAME, options = {}, seed = null) =>
    controller.withBusy(() => controller.newGame(game, options, seed)).then((a) => Boolean(a?.ok)),
  get seat() { return app.seat; },
  reveal: () => reveal(),
  pick: (from) => board.pick(from),
  get settling() { return board.settling(); },
  clockLeft: (owner) => clockLeft(owner),
  /** Tests: spend a player's time down to `ms` left. */
  setClockLeft: (owner, ms) => setClockLeft(owner, ms),
  /** The computer: seats ({red: 3}), thinking ({player, level} or null), hint, timings. */
  setSeats: (seats) => controller.changeSeats(seats).then(Boolean),
  switchSides: () => switchSides(),
  get thinking() { return computer.thinkingNow(); },
  get thinker() { return computer.getThinker(); },
  get computerTimings() { return computer.timings; },
  hint: () => computer.hint(),
  get hintText() { return computer.hintText(); },
  marks: () => shownMarks(),
  analyse: () => openAnalysis(),
  cancelAnalysis: () => cancelAnalysis(),
  closeAnalysis: () => closeAnalysis(),
  backToGame: () => backToGame(),
  showPly: (ply) => showPly(ply),
  get analysis() { return { ...analysisState(), entries: analysisEntries() }; },
  /** Review: the position after `ply` moves on the board, the game untouched. */
  review: (ply) => reviewAt(ply),
  leaveReview: () => leaveReview(),
  get reviewing() { return reviewState(); },
  /** The view drawn on the board, and whether the board takes input. */
  get boardView() { return board.drawnView(); },
  get boardInput() { return board.inputOn(); },
  get gameOver() { return gameOverShown(); },
  rematch: () => rematch(),
  get sound() { return { on: soundOn(), played: [...soundsPlayed] }; },
  newGameWith: (game, computerSeats, options = {}, seed = null) =>
    controller.withBusy(() => controller.newGame(game, options, seed, computerSeats)).then((a) => Boolean(a?.ok)),
};

// A shared link (#game=...) opens once the game of the boot is open.
boot().then(() => watchSharedLinks()).catch((error) => {
  console.error(error);
  document.documentElement.dataset.engine = "failed";
  notify(() => i18n.errorText({ code: "engine", params: { detail: String(error?.message || error) } }));
});
