// What a person at the table does to the game, from the board, the panel,
// the buttons or the keys: play a move, throw the dice, undo, redo.  Each
// goes through the session (js/session/index.js), and only when a person
// may act: not while a change is under way, a computer seat acts, the
// analysis shows a past position or the pass screen covers the board.  A
// move or an undo made while a past position is reviewed shows the live
// game again first.

import { awayActs, computerActs } from "../session/index.js";
import { analysisShowsPast } from "./analysis.js";
import { mayAct as personMayAct } from "./concede.js";
import { t, words } from "./language.js";
import { notify } from "./notices.js";
import { leaveReview } from "./review.js";
import { passShown } from "./seat.js";
import { session } from "./session.js";

const mayAct = () => session.live && !session.busy && !analysisShowsPast();

/** Play a person's move; false if it was not (refusals are said by the session's "refused"). */
export async function play(move) {
  if (!mayAct() || computerActs(session.view)) return false;
  if (awayActs(session.view) && !session.view.friend?.holding) {     // a game by links: not this device's turn
    const player = session.view.friend.waiting?.[0];
    notify(() => words().errorText({ code: "illegal_move", params: { why: "friend_waiting", player } }), "warn");
    return false;
  }
  if (!personMayAct(move)) {                 // an action of the computer's seat: its own
    notify(() => t("concede.notYours"), "warn");
    return false;
  }
  leaveReview();                      // a throw from the panel: the live game shows again
  return Boolean(await session.play(move));
}

/** The player to throw the dice throws them. */
export function throwDice() {
  const view = session.view;
  if (view?.throw === null || view?.throw === undefined) return Promise.resolve(false);
  return play("throw");
}

/** Take back an action (against the computer, its answers too). */
export async function undo() {
  if (!mayAct() || !session.view?.can_undo || passShown()) return false;
  leaveReview();
  return Boolean(await session.undo());
}

export async function redo() {
  if (!mayAct() || !session.view?.can_redo || passShown()) return false;
  leaveReview();
  return Boolean(await session.redo());
}
