// A <game-board>'s puzzle mode: the solver's moves checked against `solution`
// (a wrong one refused with `hint`), the replies played after a pause.
// Methods of the element.

import { pause, sameMove } from "./play.js";
import { errorText, playerName } from "./text.js";

const REPLY_MS = 450;           // a puzzle's reply comes after this pause

export class Puzzle {
  _startPuzzle(view) {
    this._puzzle = { solution: this._cfg.solution, next: 0, solver: this._mover(view) ?? 0, solved: false };
  }

  async _puzzleMove(move) {
    const puzzle = this._puzzle;
    if (!puzzle || puzzle.solved) return false;
    if (move === "throw") return this._playMove(move);          // dice come from `dice`
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
    this._setStatus(this._say("puzzle.right"), "good");
    this._board.setEnabled(false);
    await pause(REPLY_MS);
    if (this._puzzle !== puzzle) return true;
    const reply = puzzle.solution[puzzle.next];
    if (this._view.throw !== null && this._view.throw !== undefined && this._view.throw !== puzzle.solver) {
      await this._playMove("throw", { quiet: true });
    }
    const played = await this._playMove(reply, { quiet: true });
    if (!played) {
      this._setStatus(errorText(this._lang(), { code: "illegal_move", params: { why: "not_legal", move: reply } }), "refused");
      return true;
    }
    puzzle.next++;
    if (puzzle.next >= puzzle.solution.length) return this._solved();
    this._setStatus(this._say("puzzle.reply", { player: this._replier(), move: reply }));
    this._board.setEnabled(this._canMove(this._view));
    return true;
  }

  /** The name of whoever played the last reply. */
  _replier() {
    const view = this._view;
    const turns = view.turns || [];
    let player = null;
    for (const turn of turns) if (turn.start <= view.ply - 1 && turn.player >= 0) player = turn.player;
    return playerName(this._lang(), view, player ?? 0);
  }

  _solved() {
    this._puzzle.solved = true;
    this._board.setEnabled(false);
    this._renderControls();
    this._setStatus(this._say("puzzle.solved"), "good");
    this._emit("solved", { moves: [...this._puzzle.solution] });
    return true;
  }

  /** The puzzle from its start again. */
  async _restartMode() {
    if (this._cfg?.mode !== "puzzle" || this._state !== "alive") return;
    const gen = this._gen;
    const answer = await this._open({ position: this._cfg.position, moves: this._cfg.moves });
    if (gen !== this._gen || !answer.ok) return;
    this._adopt(answer);
    this._startPuzzle(answer.view);
    this._show(answer.view);
    this._setStatus(this._restingText());
    this._board.canvas.focus({ preventScroll: true });
  }
}
