// The move list (#moves): a numbered line per round of moves, or, in games
// whose turns hold several moves (dice, then the moves they allow), a line
// per turn.  Each move is said in words (js/words/moves.js: the same words
// every front end says); a throw is drawn as a small picture with its words
// for screen readers.  A click on a move reviews it (./review.js).

import { moveLines, movePicture, moveWords } from "../words/moves.js";
import { t, words } from "./language.js";
import { session } from "./session.js";
import { $ } from "./state.js";

function moveElement(w, view, k, last) {
  const text = moveWords(w, view, k);
  if (!text) return null;
  const chance = new Set(view.chance || []);       // the dice outcomes, styled apart
  const mv = document.createElement("span");
  mv.className = "mv" + (k === last ? " current" : "") + (chance.has(k) ? " chance" : "");
  mv.dataset.ply = String(k);          // the k-th move: the position after it is ply k + 1
  // Reachable from the keyboard: one stop for the whole list (see keepStop), Enter reviews.
  mv.tabIndex = -1;
  mv.setAttribute("role", "button");
  const drawn = movePicture(w, view, k);
  if (drawn) {
    // The picture says the throw to the eye; its words stay for screen readers.
    const said = document.createElement("span");
    said.className = "sr-only";
    said.textContent = text;
    drawn.picture.setAttribute("aria-hidden", "true");
    if (drawn.lead) {
      const shown = document.createElement("span");
      shown.setAttribute("aria-hidden", "true");
      shown.textContent = drawn.lead + " ";
      mv.append(shown);
    }
    mv.append(drawn.picture, said);
    mv.title = text;
  } else {
    mv.textContent = text;
  }
  return mv;
}

let scrolling = 0;

export function renderMoves() {
  const list = $("moves");
  const view = session.view;
  const w = words();
  const lines = view?.history?.length ? moveLines(w, view) : [];
  if (!lines.length) {
    const empty = document.createElement("li");
    empty.className = "empty";
    empty.textContent = t("panel.noMoves");
    list.replaceChildren(empty);
    return;
  }
  const last = view.history.length - 1;
  const items = lines.map((line) => {
    const li = document.createElement("li");
    const num = document.createElement("span");
    num.className = "num";
    num.textContent = `${line.number}.`;
    // The moves of a line side by side, wrapping under each other, never under the number.
    const said = document.createElement("span");
    said.className = "line";
    for (const k of line.plies) said.append(moveElement(w, view, k, last), " ");
    li.append(num, " ", said);
    return li;
  });
  // Drawn anew at every change: a move that had the keyboard's focus keeps it.
  const focused = list.contains(document.activeElement) ? document.activeElement.dataset?.ply : undefined;
  list.replaceChildren(...items);
  keepStop(focused);
  // The newest move in sight, at the next frame: reading the list's height
  // now would lay the whole page out in the middle of the move's task.
  cancelAnimationFrame(scrolling);
  scrolling = requestAnimationFrame(() => { list.scrollTop = list.scrollHeight; });
}

/** The list's one stop for the Tab key: the reviewed move, else the last one
 *  (the others are reached with ↑/↓).  `focused`: the ply of the move that
 *  had the focus before the list was drawn again, which takes it back. */
export function keepStop(focused) {
  const list = $("moves");
  const all = [...list.querySelectorAll(".mv[data-ply]")];
  const stop = list.querySelector(".mv.reviewed[data-ply]") || all.at(-1);
  for (const mv of all) mv.tabIndex = mv === stop ? 0 : -1;
  if (focused === undefined) return;
  const again = list.querySelector(`.mv[data-ply="${focused}"]`) || stop;
  again?.focus({ preventScroll: true });
}
