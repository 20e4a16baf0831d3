// A move played in a <game-board> (play mode, and the other modes' moves):
// shown, said and announced.  Methods of the element.

import { errorText, resultText } from "./text.js";

/** The same move, whatever its case and the spaces around it. */
export const sameMove = (a, b) => String(a).trim().toLowerCase() === String(b).trim().toLowerCase();
/** A promise resolved after `ms` milliseconds. */
export const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export class Play {
  /** A move chosen on the board, by a button or by play(): true if it was played. */
  async _handleMove(move) {
    if (this._state !== "alive" || !this._view) return false;
    this._closeChooser();
    const mode = this._cfg.mode;
    if (mode === "puzzle") return this._puzzleMove(move);
    if (mode === "lesson") return this._lessonMove(move);
    if (this._thinking || this._isComputer(this._view)) return false;     // the computer's seat
    return this._playMove(move);
  }

  /** Play a move in the match: shown, said and announced; false (and why, said) if refused. */
  async _playMove(move, { quiet = false, computer = false } = {}) {
    const before = this._view;
    const mode = this._cfg.mode;
    const gen = this._gen;
    const answer = await this._seenAnswer(await this._request("play", { match: this._match, move }));
    if (gen !== this._gen) return false;
    if (!answer.ok) {
      if (!quiet) this._setStatus(errorText(this._lang(), answer.error), "refused");
      this._board.setEnabled(this._canMove(this._view));
      return false;
    }
    const view = answer.view;
    this._total = view.ply + (answer.redo?.length || 0);
    this._show(view, { animate: true });
    const said = this._playedText(view, before.ply);
    this._lastSaid = said;
    this._setStatus([said, this._turnText(view, { dice: false })].filter(Boolean).join(" "));
    this._emit("move", { move, position: view.position, ply: view.ply, ...(computer ? { computer: true } : {}) });
    if (view.result && !before.result) {
      this._emit("end", { ...view.result, text: resultText(this._lang(), view) });
    }
    if (mode === "play") this._computerTurn();      // its reply, if it is its turn now
    return true;
  }
}
