// A <game-board>'s view mode: stepping through the line with the buttons and
// the keys (←, →, Home, End).  Methods of the element.

export class Stepping {
  _key(event) {
    if (this._state !== "alive" || this._cfg?.mode !== "view" || event.altKey || event.ctrlKey || event.metaKey) return;
    const go = { ArrowLeft: "back", ArrowRight: "forward", Home: "first", End: "last", ArrowUp: null, ArrowDown: null }[event.key];
    if (go === undefined) return;
    event.preventDefault();
    if (go) this._step(go);
  }

  _step(go) {
    const view = this._view;
    if (!view) return;
    const target = { first: this._base, last: this._total, back: view.ply - 1, forward: view.ply + 1 }[go];
    this._serial(() => this._goto(target));
  }

  /** Go to a ply of the line (taking back or replaying single moves). */
  async _goto(ply) {
    if (this._state !== "alive") return false;
    const target = Math.max(0, Math.min(this._total, Math.round(Number(ply))));
    if (!Number.isFinite(target)) return false;
    if (target === this._view.ply) return true;
    const gen = this._gen;
    const answer = await this._seenAnswer(await this._request("goto", { match: this._match, ply: target }));
    if (gen !== this._gen || !answer.ok) return false;
    this._total = answer.view.ply + (answer.redo?.length || 0);
    const forward = answer.view.ply === this._view.ply + 1;
    this._show(answer.view, { animate: forward });
    this._setStatus(this._cfg.mode === "view" ? this._restingText()
      : [this._turnText(answer.view)].join(" "));
    this._lastSaid = "";
    if (this._cfg.mode === "play") this._computerTurn();
    return true;
  }
}
