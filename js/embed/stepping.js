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
    const session = this._session;
    const ok = await session.goto(target);
    if (!ok || session !== this._session) return false;
    this._lastSaid = "";
    this._setStatus(this._restingText());
    return true;
  }
}
