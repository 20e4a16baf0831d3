// A <game-board>'s puzzle mode: the solver's moves checked against
// `solution` (a wrong one refused with `hint`), the other players' replies
// played after a pause.  Whose move each one of `solution` is comes from the
// view (its player to move, or to throw), never from its place in the list:
// a solver with several dice to play plays them all before any reply.
// Methods of the element.

import { mover } from "../session/index.js";
import { playedWords } from "../words/moves.js";
import { sentence } from "../words/index.js";
import { pause, sameMove } from "./play.js";

const REPLY_MS = 450;           // a puzzle's reply comes after this pause

export class Puzzle {
  _startPuzzle(view) {
    this._puzzle = { solution: this._cfg.solution, next: 0, solver: mover(view) >= 0 ? mover(view) : 0,
                     solved: false, replying: false };
  }

  /** Is the solver to act in `view` (the game goes on)? */
  _solverActs(view) {
    return !view.result && mover(view) === this._puzzle.solver;
  }

  async _puzzleMove(move) {
    const puzzle = this._puzzle;
    if (!puzzle || puzzle.solved || puzzle.replying || !this._solverActs(this._view)) return false;
    if (move === "throw") return this._playMove(move);          // the solver's own throw (dice from `dice`)
    const expected = puzzle.solution[puzzle.next];
    if (!sameMove(move, expected)) {
      const hint = (this.getAttribute("hint") || "").trim() || this._say("puzzle.wrong");
      this._setStatus(hint, "refused");
      this._board.select(null);
      return false;
    }
    if (!(await this._playMove(expected, { quiet: true }))) return false;
    puzzle.next++;
    if (puzzle.next >= puzzle.solution.length) return this._solved();
    if (this._solverActs(this._view)) {
      // The same turn goes on (another die to play): still the solver's move.
      this._setStatus(this._say("puzzle.goOn"), "good");
      return true;
    }
    // The other players' moves, until the solver is to act again.
    puzzle.replying = true;
    this._board.setEnabled(false);
    this._setStatus(this._say("puzzle.right"), "good");
    const from = this._view.ply;
    await pause(REPLY_MS);
    while (this._puzzle === puzzle && puzzle.next < puzzle.solution.length && !this._view.result &&
           !this._solverActs(this._view)) {
      const view = this._view;
      const reply = view.throw !== null && view.throw !== undefined && view.to_move === -1
        ? "throw" : puzzle.solution[puzzle.next];
      if (!(await this._playMove(reply, { quiet: true }))) {
        puzzle.replying = false;
        this._setStatus(this._words().errorText({ code: "illegal_move", params: { why: "not_legal", move: reply } }), "refused");
        return true;
      }
      if (reply !== "throw") puzzle.next++;
    }
    if (this._puzzle !== puzzle) return true;
    puzzle.replying = false;
    if (puzzle.next >= puzzle.solution.length) return this._solved();
    const replies = playedWords(this._words(), this._view, from);
    this._setStatus(this._say("puzzle.reply", { moves: sentence(replies) }));
    this._board.setEnabled(this._canMove(this._view));
    this._showPanels();
    return true;
  }

  _solved() {
    this._puzzle.solved = true;
    this._puzzle.replying = false;
    this._board.setEnabled(false);
    this._showPanels();
    this._renderControls();
    this._setStatus(this._say("puzzle.solved"), "good");
    this._emit("solved", { moves: [...this._puzzle.solution] });
    return true;
  }

  /** The puzzle from its start again. */
  async _restartMode() {
    if (this._cfg?.mode !== "puzzle" || this._state !== "alive") return;
    const answer = await this._open(this._lineSpec());
    if (!answer?.ok) return;
    this._total = answer.view.ply;
    this._startPuzzle(answer.view);
    this._show(answer.view);
    this._setStatus(this._restingText());
    this._board.canvas.focus({ preventScroll: true });
  }
}
