// The playing screen's entry (index.html loads it): every part set up in
// order, then the boot; and window.app, the hooks of the browser tests and
// the benchmarks.
//
// The match is the session's (./session.js, one js/session/index.js for the
// page): the parts act through it and listen to it, in the order they are
// set up here (the game is saved before the board and the screen show it).
// The parts, one concern each:
//   session.js   the page's session, the computer's thinker and level
//   boot.js      the first paint, the engine's boot and restart, new versions
//   matches.js   opening games: new, records, imports, the picker, rematch
//   actions.js   a person's moves, throws, undos and redos
//   saving.js    saving, and saved data that cannot be used   storage.js  localStorage
//   board.js     the board on the page: made, fitted, turned (per game)
//   screen.js    the page around the board: turn, result, buttons, picker, panel
//   moves.js     the move list          seat.js     the pass-the-device screen
//   clock.js     the clocks shown, saved
//   dialogs.js   new game, chooser, import   export.js  the record and position, files
//   players.js   who sits where: seats, switching sides
//   computer.js  the hint              analysis.js the computer's opinion of every move
//   review.js    a past position on the board, the game untouched
//   marks.js     arrows over the board  gameover.js the card at the end
//   keys.js      the buttons and keys   announce.js what a screen reader says
//   notices.js   the notices            language.js the language and the screen's words
//   address.js   the address's parameters   share.js  a link to the game (loaded when used)
//   sound.js     the sounds of the moves    legend.js the piece legend
//   welcome.js   a first visit's three ways in    tabs.js  the same game in two tabs
//   concede.js   resign and draw, confirmed
//   state.js     what no part owns: elements by id, the screen's own events (redraw)

import { refusedWords } from "../words/moves.js";
import { play, redo, throwDice, undo } from "./actions.js";
import { friendPayload, sharedPayload, soleParam } from "./address.js";
import { analysisEntries, analysisState, cancelAnalysis, closeAnalysis, openAnalysis, setupAnalysis, showPly,
  backToGame } from "./analysis.js";
import { announce, announceSelection, announceSquare, setupAnnounce } from "./announce.js";
import * as board from "./board.js";
import { boot } from "./boot.js";
import { setupClock } from "./clock.js";
import { hint, hintText, setupComputer } from "./computer.js";
import { openChooser, setupDialogs } from "./dialogs.js";
import { setupExport, currentRecord } from "./export.js";
import { gameOverShown, setupGameOver } from "./gameover.js";
import { isLanguage, onLanguageChange, pickLanguage, setLanguage, t, translatePage, words } from "./language.js";
import { setupKeys, flip } from "./keys.js";
import { setupLegend } from "./legend.js";
import { drawMarks, setupMarks, shownMarks } from "./marks.js";
import { importPosition, importRecord, newGame, rematch, withBusy } from "./matches.js";
import { clip, notify, renderNotices, showError } from "./notices.js";
import { setupPlayers, switchSides } from "./players.js";
import { leaveReview, reviewAt, reviewState, setupReview } from "./review.js";
import { setupSaving } from "./saving.js";
import { chooseDie, renderAll, setupScreen, showPicked, showTimes } from "./screen.js";
import { reveal, setupSeat } from "./seat.js";
import { getThinker, session } from "./session.js";
import { played as soundsPlayed, setupSound, soundOn } from "./sound.js";
import { $, DEFAULT_GAME } from "./state.js";
import { setupConcede } from "./concede.js";
import { setupTabs } from "./tabs.js";
import { setupWelcome } from "./welcome.js";
import { setupInstall } from "./install.js";
import { friendLinksOpened, openFriendLink, setupFriend } from "./friend.js";

// The language: the address's ?lang=, else the one chosen before, else the browser's.
const wanted = soleParam("lang");
setLanguage(pickLanguage(wanted !== null && isLanguage(wanted) ? wanted : null));
if (wanted !== null && !isLanguage(wanted)) {
  notify(() => t("notice.badLang", { lang: clip(wanted), fallback: t("lang.name") }), "warn");
}
renderNotices();            // a notice given before the language was known
$("lang").addEventListener("change", (e) => setLanguage(e.target.value, { remember: true }));
// Everything said again in the new language.
onLanguageChange(() => {
  renderAll();
  renderNotices();
});

// The parts, in the order they hear of a change.
board.setupBoard({
  onMove: (move) => play(move),
  onCursor: (sq) => announceSquare(sq),
  onRefuse: (from, to) => announce(refusedWords(words(), session.view, from, to)),
  onChoose: (moves) => openChooser(moves, play),
  onSelect: (from, { count, by }) => {
    showPicked(from);
    if (by === "keyboard" && from !== null) announceSelection(from, count);
  },
});
setupFriend();                  // a game by links is kept with every change, before the saved
setupSaving();                  //   game (another tab follows the save, then reads the kept game)
setupWelcome();                 // put away before the screen is drawn and kept in view
setupInstall();                 // once a game is worth keeping: install, or iOS's Home Screen
board.setupBoardDrawing();
setupMarks();
setupReview();
setupAnnounce();
setupSound();
setupGameOver();
setupComputer();
setupAnalysis();
setupScreen();
setupSeat();
setupClock(showTimes);
setupKeys();
setupDialogs();
setupExport();
setupPlayers();
setupLegend();
setupTabs();
setupConcede();
session.on("refused", ({ error }) => showError(error));
translatePage();
// Leaving the page: the thinker's worker goes with it at once.
window.addEventListener("pagehide", () => getThinker().terminate());

window.app = {
  get view() { return session.view; },
  get ready() { return session.live; },
  get busy() { return session.busy; },
  get match() { return session.match; },
  /** Tests: the engine (to kill its worker: engine._worker.terminate(), or postMessage({crash: true})). */
  get engine() { return session.engine; },
  /** The page's match session (js/session/index.js). */
  get session() { return session; },
  squareCenter: (sq) => board.squareCenter(sq),
  highlighted: () => board.highlighted(),
  cursor: () => board.cursor(),
  selected: () => board.selected(),
  play: (move) => play(move),
  undo: () => undo(),
  redo: () => redo(),
  flip: () => flip(),
  get turns() { return board.turned(); },
  chooseDie: (value) => chooseDie(value),
  throwDice: () => throwDice(),
  record: () => currentRecord(),
  importRecord: async (text) => (await importRecord(text)) === true,
  importPosition: async (text) => (await importPosition(text)) === true,
  newGame: (game = session.view?.game || DEFAULT_GAME, options = {}, seed = null) =>
    withBusy((ops) => newGame(ops, game, options, seed)).then((a) => Boolean(a?.ok)),
  get seat() { return session.seat; },
  reveal: () => reveal(),
  pick: (from) => board.pick(from),
  get settling() { return board.settling(); },
  clockLeft: (owner) => session.clock.left(owner),
  /** Tests: spend a player's time down to `ms` left. */
  setClockLeft: (owner, ms) => session.clock.setLeft(owner, ms),
  /** The computer: seats ({red: 3}), thinking ({player, level} or null), hint, timings. */
  setSeats: (seats) => session.setSeats(seats).then(Boolean),
  /** Tests: how many links of games by links this page has tried to open. */
  get friendLinks() { return friendLinksOpened(); },
  switchSides: () => switchSides(),
  get thinking() { return session.thinkingNow; },
  get thinker() { return getThinker(); },
  get computerTimings() { return session.timings; },
  hint: () => hint(),
  get hintText() { return hintText(); },
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
    withBusy((ops) => newGame(ops, game, options, seed, computerSeats)).then((a) => Boolean(a?.ok)),
};

renderAll();
drawMarks();

// A shared link (#game=...) opens once the game of the boot is open, and
// each time one is pasted into this tab (only its fragment changes then);
// its module (./share.js) is loaded only then.
const openShared = () => {
  if (sharedPayload() !== null) import("./share.js").then((m) => m.openFromAddress());
  if (friendPayload() !== null) openFriendLink();
};
boot().then(() => {
  window.addEventListener("hashchange", openShared);
  openShared();
}).catch((error) => {
  console.error(error);
  document.documentElement.dataset.engine = "failed";
  notify(() => t("error.engine", { detail: String(error?.message || error) }));
});
