// The words a <game-board> says: its status line (whose turn, what was
// played, the result), its failure message, and all of it again when its
// language changes.  Every move is said in the move list's words
// (js/words/moves.js), never in notation.  Methods of the element.

import { sentence } from "../words/index.js";
import { withPlayer } from "../words/moves.js";
import { engineState } from "./boot.js";

export class Status {
  _setStatus(text, tone = "") {
    const status = this._$(".status");
    status.textContent = text;
    status.className = "status" + (tone ? " " + tone : "");
  }

  /** What the status says when nothing just happened. */
  _restingText() {
    const view = this._view;
    if (!view) return "";
    const w = this._words();
    const mode = this._cfg.mode;
    if (mode === "puzzle") {
      if (this._puzzle?.solved) return this._say("puzzle.solved");
      return this._say("puzzle.start", { player: w.playerName(view, this._puzzle?.solver ?? 0) });
    }
    if (mode === "lesson") {
      const step = this._lesson.steps[this._lesson.index];
      if (this._lesson.done) return this._say("lesson.done");
      return step.expect.length ? this._turnText(view) : this._say("lesson.read");
    }
    if (mode === "play" && this._session?.thinking) return this._thinkingText(view);
    if (mode === "view" && this._total > this._base) {
      if (view.ply <= this._base) return this._say("status.start");
      // The last move said up to here (a throw, or the move after it).
      let said = "";
      for (let k = view.ply - 1; k >= this._base && !said; k--) said = withPlayer(w, view, view.said?.[k]);
      return this._say("status.ply", { ply: view.ply - this._base, total: this._total - this._base, move: sentence(said) });
    }
    return this._turnText(view);
  }

  /** Whose turn, or the result, as a sentence. */
  _turnText(view) {
    const w = this._words();
    return sentence(view.result ? w.resultText(view) : w.turnText(view));
  }

  /** The language changed: every word again. */
  _relabel() {
    if (this._state === "failed" && this._failure) this._showMessage(this._failure);
    if (this._state === "waiting") {
      if (engineState?.status === "booting" && this._wanted) this._setStatus(this._say("waking"));
      const holder = this._$(".placeholder");
      if (!holder.hidden) holder.textContent = this._say("placeholder", { game: this._words().gameName(this.getAttribute("game") || "") });
    }
    if (this._state === "alive") {
      if (this._computerFailure) this._showMessage(this._computerFailure);
      this._showPanels();
      this._renderControls();
      this._setStatus(this._restingText(), this._session?.thinking ? "thinking" : "");
      if (this._cfg.mode === "lesson") this._showStep();
    }
  }

  _showMessage(failure) {
    const box = this._$(".message");
    this._$(".message-text").textContent = this._words().errorText(failure.error);
    const retry = this._$(".retry");
    retry.hidden = failure.kind !== "engine";
    retry.textContent = this._say("control.retry");
    box.hidden = false;
    if (!this._view) this._$(".placeholder").hidden = true;
  }

  _hideMessage() {
    this._$(".message").hidden = true;
  }
}
