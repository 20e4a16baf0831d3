// The words a <game-board> says: its status line (whose turn, what was
// played, the result), its failure message, and all of it again when its
// language changes.  Methods of the element.

import { engineState } from "./boot.js";
import { errorText, gameName, has, playerName, resultText, say } from "./text.js";

/** A chance outcome as a record writes it ("throw:X.II.-", "die:5", "first:red"),
 *  not a player's move ("1:o1", "a3a4"). */
const isOutcome = (move) => /^[a-z][a-z_]*:/i.test(String(move));

export class Status {
  _setStatus(text, tone = "") {
    const status = this._$(".status");
    status.textContent = text;
    status.className = "status" + (tone ? " " + tone : "");
  }

  /** What the status says when nothing just happened. */
  _restingText() {
    const view = this._view;
    const lang = this._lang();
    if (!view) return "";
    const mode = this._cfg.mode;
    if (mode === "puzzle") {
      if (this._puzzle?.solved) return say(lang, "puzzle.solved");
      return say(lang, "puzzle.start", { player: playerName(lang, view, this._puzzle?.solver ?? 0) });
    }
    if (mode === "lesson") {
      const step = this._lesson.steps[this._lesson.index];
      if (this._lesson.done) return say(lang, "lesson.done");
      return step.expect.length ? this._turnText(view) : say(lang, "lesson.read");
    }
    if (mode === "play" && this._thinking) return this._thinkingText(view);
    if (mode === "view" && this._total > this._base) {
      if (view.ply <= this._base) return say(lang, "status.start");
      return say(lang, "status.ply", { ply: view.ply - this._base, total: this._total - this._base, move: view.history[view.ply - 1] });
    }
    return this._turnText(view);
  }

  /** Whose turn, or the result; with `dice`, the throws of the turn too. */
  _turnText(view, { dice: withDice = true } = {}) {
    const lang = this._lang();
    if (view.result) return resultText(lang, view);
    if (!withDice) return this._turnWords(view, lang);
    // The dice thrown for this turn, if any (they are not on the board).
    const thrown = [];
    for (let i = view.ply - 1; i >= 0 && isOutcome(view.history[i]); i--) thrown.unshift(view.history[i]);
    const dice = thrown.length && !/^first:/.test(thrown[thrown.length - 1])
      ? " " + say(lang, "status.dice", { move: thrown.join(" ") }) : "";
    return this._turnWords(view, lang) + dice;
  }

  _turnWords(view, lang) {
    if (view.to_move === -1 && view.throw !== null && view.throw !== undefined) {
      return say(lang, "status.toThrow", { player: playerName(lang, view, view.throw) });
    }
    if (view.to_move === -1) return say(lang, "status.chance");
    return say(lang, "status.toMove", { player: playerName(lang, view, view.to_move) });
  }

  /** The moves of the history from `from` on, in words. */
  _playedText(view, from) {
    const lang = this._lang();
    const turns = view.turns || [];
    const parts = [];
    let dice = [];
    for (let i = from; i < view.ply; i++) {
      const move = view.history[i];
      let player = -1;
      for (const turn of turns) if (turn.start <= i) player = turn.player;
      if (player < 0 || isOutcome(move)) {
        // Throws in a row are said at once.
        if (dice.length) dice.push(move);
        else { dice = [move]; parts.push(dice); }
        continue;
      }
      const last = i === view.ply - 1 ? view.last_move : null;
      const kind = last && last.move === move ? last.piece : null;
      const key = kind ? `piece.${view.game}.${kind}` : null;
      parts.push(key && has(lang, key)
        ? say(lang, "status.playedPiece", { player: playerName(lang, view, player), piece: say(lang, key), move })
        : say(lang, "status.played", { player: playerName(lang, view, player), move }));
      dice = [];
    }
    return parts.map((part) => (Array.isArray(part) ? say(lang, "status.dice", { move: part.join(" ") }) : part)).join(" ");
  }

  /** The language changed: every word again. */
  _relabel() {
    if (this._state === "failed" && this._failure) this._showMessage(this._failure);
    if (this._state === "waiting") {
      if (engineState?.status === "booting" && this._wanted) this._setStatus(this._say("waking"));
      const holder = this._$(".placeholder");
      if (!holder.hidden) holder.textContent = this._say("placeholder", { game: gameName(this._lang(), this.getAttribute("game") || "") });
    }
    if (this._state === "alive") {
      if (this._computerFailure) this._showMessage(this._computerFailure);
      this._renderControls();
      this._setStatus(this._restingText(), this._thinking ? "thinking" : "");
      if (this._cfg.mode === "lesson") this._showStep();
    }
  }

  _showMessage(failure) {
    const box = this._$(".message");
    this._$(".message-text").textContent = errorText(this._lang(), failure.error);
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
