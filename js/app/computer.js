// The computer on the playing screen: its seats are the view's (kept in the
// record by the engine), its turns are played by the session
// (js/session/index.js) with the page's thinker (./session.js); here, the
// hint: the strongest level's move for the player to move, as an arrow on
// the board and words in the status line, gone with the next move.

import { computerActs } from "../session/index.js";
import { sayEntry } from "../words/moves.js";
import { announce } from "./announce.js";
import { analysisOpen } from "./analysis.js";
import { t, words } from "./language.js";
import { clearMarks, showMove } from "./marks.js";
import { showError } from "./notices.js";
import { getThinker, isSecret, session } from "./session.js";
import { redraw } from "./state.js";

const HINT_MS = 1000;

let hintState = null;       // {ply, match, text, move} the hint asked for or shown

/** The thinker boots while the game goes on, as soon as the computer has a seat. */
export function setupComputer() {
  session.on("view", ({ view }) => {
    if (Object.keys(view.computer || {}).length && session.live) getThinker().warm();   // its boot takes seconds
    if (hintState && (hintState.ply !== view.ply || hintState.match !== session.match)) {
      if (!hintState.move) getThinker().stop();     // its think is not waited for any more
      hintState = null;
      clearMarks();
    }
  });
}

/** Can a hint be asked now? Not while the computer acts, nor at the end. */
export function hintAllowed(view = session.view) {
  return Boolean(session.live && !session.busy && view && !view.result && view.to_move >= 0 &&
    (view.moves || []).length && !computerActs(view) && !analysisOpen() && !(isSecret(view) && session.seat === null));
}

/** The hint shown now, in words, or "" (asked: "…"). */
export function hintText() {
  if (!hintState || hintState.ply !== session.view?.ply || hintState.match !== session.match) return "";
  return hintState.text;
}

/** The strongest level's move for the player to move. */
export async function hint() {
  if (!hintAllowed()) return false;
  const view = session.view;
  const mine = hintState = { ply: view.ply, match: session.match, text: t("hint.thinking") };
  redraw();
  const answer = await session.suggest({ ms: HINT_MS });
  if (hintState !== mine || answer === null) return false;
  if (!answer.ok) {
    hintState = null;
    showError(answer.error);
    redraw();
    return false;
  }
  const now = session.view;
  const found = (now.moves || []).find((m) => m.move === answer.move) || { move: answer.move };
  const said = answer.said ? sayEntry(words(), now, answer.said) : "";
  const text = said ? t("hint.says", { move: said }) : t("hint.shown");
  hintState = { ...mine, text, move: answer.move };
  showMove(found, "hint");
  redraw();
  announce(text);
  return true;
}
