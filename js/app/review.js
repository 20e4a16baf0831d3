// Review: a past position of the game on the board, the game itself untouched.
// A click on a move of the list (#moves, its `.mv[data-ply]`: the position
// after move k is ply k + 1) asks the engine for the view at that ply (the
// session's viewAt: the match does not change), and the board draws it with
// its last move marked, input off.  ←/→ (Home/End) step, Escape or the bar's
// "Back to the game" returns.  Meanwhile the live game goes on (the clock,
// the computer, saving and the move list follow it) and a move that arrives
// is said in the bar (#review-bar).  The bar names the move as the list
// numbers and words it.
//
// The analysis's own look at a past position (./analysis.js) moves the match
// with `goto` instead; the two never run at once.

import { listPlace, withPlayer } from "../words/moves.js";
import { analysisShowsPast, backToGame } from "./analysis.js";
import { announce } from "./announce.js";
import * as board from "./board.js";
import { onLanguageChange, t, words } from "./language.js";
import { clearMarks, showMove } from "./marks.js";
import { keepStop } from "./moves.js";
import { showError } from "./notices.js";
import { passShown } from "./seat.js";
import { session } from "./session.js";
import { $, emit, redraw } from "./state.js";

let review = null;      // {ply, view, match, seat, live (the live ply seen), arrived (moves came meanwhile)}
let asked = 0;          // the latest view asked for: an older answer is dropped
let aim = null;         // the ply last asked for and not shown yet (null: none on its way)

export const reviewing = () => review !== null;

/** For the tests: {ply, live, arrived, view} or null. */
export function reviewState() {
  return review && { ply: review.ply, live: session.view?.ply ?? 0, arrived: review.arrived, view: review.view };
}

export function setupReview() {
  $("moves").addEventListener("click", (e) => {
    const mv = e.target instanceof Element ? e.target.closest(".mv[data-ply]") : null;
    if (mv && $("moves").contains(mv)) reviewAt(Number(mv.dataset.ply) + 1);
  });
  $("moves").addEventListener("keydown", onListKey);
  $("review-back").addEventListener("click", () => leaveReview());
  $("review-previous").addEventListener("click", () => step(-1));
  $("review-next").addEventListener("click", () => step(1));
  // The list is drawn again at every change (moves.js): the reviewed move is marked again.
  new MutationObserver(() => markMove()).observe($("moves"), { childList: true, subtree: true });
  onLanguageChange(() => renderBar());
  // The analysis moves the match to show a past position (goto): the review gives way.
  session.on("view", ({ view, op }) => (op === "goto" ? leaveReview() : liveChanged(view)));
}

/** Show the position after `ply` moves (0: the start; the live ply: now). */
export async function reviewAt(ply) {
  if (!session.live || session.match === null || !session.view || passShown()) return false;
  if (!Number.isInteger(ply)) return false;
  ply = Math.max(0, Math.min(ply, session.view.ply));
  // The analysis shows a past position by moving the match: back to its end first.
  if (analysisShowsPast() && review === null) await backToGame();
  const mine = ++asked;
  const match = session.match;
  aim = ply;
  const answer = await session.viewAt(ply);
  if (mine === asked) aim = null;
  if (mine !== asked || session.match !== match || !answer) return false;
  if (!answer.ok) { showError(answer.error); return false; }
  const forward = review !== null && ply === review.ply + 1;
  const entering = review === null;
  review = { ply, view: answer.view, match, seat: session.seat, live: session.view.ply, arrived: review?.arrived ?? false };
  if (entering) emit("review-entered");
  board.showPast(review.view, { animate: forward });
  showLast();
  redraw();
  renderBar();
  markMove();
  // The move in the list's words (where), then whose turn it was there.
  announce(t("review.said", { where: where(), what: turnWords(review.view) }).replace(/\.\s*$/, ""));
  followFocus();
  return true;
}

/** One position back (-1) or on (+1). */
export function step(delta) {
  if (!review) return false;
  // From the position asked last: keys pressed faster than the engine answers all count.
  const ply = (aim ?? review.ply) + delta;
  if (ply < 0 || ply > (session.view?.ply ?? 0)) return false;
  return reviewAt(ply);
}

/** The end of the review: the live game on the board again. */
export function leaveReview() {
  if (!review) return false;
  const inside = $("review-bar").contains(document.activeElement);
  const sameGame = review.match === session.match;
  review = null;
  aim = null;
  asked += 1;
  clearMarks();
  board.showLive();
  redraw();
  renderBar();
  markMove();
  if (sameGame && session.view) announce(t("review.left", { turn: words().turnText(session.view) }));
  if (inside) $("board").focus({ preventScroll: true });
  emit("review-left");                   // the game ended during the review: its card now
  return true;
}

/** The live view changed while reviewing (a move of the computer, a change
 *  of seats): the board keeps the past position, the bar says a move came. */
function liveChanged(view) {
  if (!review) return;
  // Another game, or another seat's view (the device passed on): the review ends.
  if (session.match !== review.match || session.seat !== review.seat || passShown()) { leaveReview(); return; }
  if (view.ply !== review.live) {
    review.live = view.ply;
    review.arrived = true;
    announce(t("review.arrived"));
  }
  showLast();
  renderBar();
  markMove();
}

// ---------------------------------------------------------------- showing it

/** The reviewed position's last move: an arrow from where to where. */
function showLast() {
  const last = review?.view.last_move;
  if (last && (last.from || last.to)) showMove({ from: last.from, to: last.to }, "review");
  else clearMarks();
}

/** Where the review stands, as the move list numbers and words it. */
function where() {
  if (review.ply === 0) return t("review.start");
  const w = words();
  const live = session.view;
  const { n, total } = listPlace(w, live, review.ply);
  let said = "";
  for (let k = review.ply - 1; k >= 0 && !said; k--) said = withPlayer(w, live, live.said?.[k]);
  return n ? t("review.move", { n, total, move: said }) : t("review.start");
}

/** Whose turn it is in the reviewed position (or how the game ended there). */
function turnWords(view) {
  const w = words();
  return view.result ? w.resultText(view) : w.turnText(view);
}

function renderBar() {
  const bar = $("review-bar");
  bar.hidden = review === null;
  const area = $("board-area");
  if (area.classList.contains("reviewing") !== (review !== null)) {
    area.classList.toggle("reviewing", review !== null);
    board.fitBoard();               // the bar takes room above the board: it hides no square
  }
  if (!review) return;
  $("review-text").textContent = where();
  $("review-news").textContent = review.arrived ? t("review.arrived") : "";
  $("review-news").hidden = !review.arrived;
  $("review-previous").disabled = review.ply === 0;
  $("review-next").disabled = review.ply >= (session.view?.ply ?? 0);
}

/** A move of the list has the focus: Enter (or Space) reviews it, ↑/↓ go
 *  to the move before or after (←/→ step the review itself, keys.js). */
function onListKey(e) {
  const mv = e.target instanceof Element ? e.target.closest(".mv[data-ply]") : null;
  if (!mv || e.altKey || e.ctrlKey || e.metaKey) return;
  if (e.key === "Enter" || e.key === " ") {
    e.preventDefault();
    reviewAt(Number(mv.dataset.ply) + 1);
  } else if (e.key === "ArrowUp" || e.key === "ArrowDown") {
    e.preventDefault();
    const all = [...$("moves").querySelectorAll(".mv[data-ply]")];
    const next = all[all.indexOf(mv) + (e.key === "ArrowUp" ? -1 : 1)];
    if (next) { keepStopOn(next); next.focus(); }
  }
}

function keepStopOn(mv) {
  for (const other of $("moves").querySelectorAll(".mv[data-ply]")) other.tabIndex = other === mv ? 0 : -1;
}

/** The keyboard in the list stays on the reviewed move as ←/→ step. */
function followFocus() {
  const list = $("moves");
  const mv = list.querySelector(".mv.reviewed");
  if (mv && list.contains(document.activeElement) && document.activeElement !== mv) mv.focus({ preventScroll: true });
}

/** The reviewed move stands out in the list (class `reviewed`, aria-current),
 *  and is the list's stop for the Tab key. */
function markMove() {
  markReviewed();
  keepStop();
}

function markReviewed() {
  const list = $("moves");
  const wanted = review && review.ply > 0 ? String(review.ply - 1) : null;
  for (const mv of list.querySelectorAll(".mv.reviewed")) {
    if (mv.dataset.ply !== wanted) { mv.classList.remove("reviewed"); mv.removeAttribute("aria-current"); }
  }
  if (wanted === null) return;
  const mv = list.querySelector(`.mv[data-ply="${wanted}"]`);
  if (!mv || mv.classList.contains("reviewed")) return;
  mv.classList.add("reviewed");
  mv.setAttribute("aria-current", "true");
  // Within the list only: the page itself does not scroll.
  const box = list.getBoundingClientRect();
  const at = mv.getBoundingClientRect();
  if (at.top < box.top || at.bottom > box.bottom) {
    list.scrollTop += at.top - box.top - list.clientHeight / 2;
  }
}
