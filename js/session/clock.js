// The clocks of a match with a time control (Shuuro's variants).  The rules
// say how long, in the view's panel (its game's `panel.clock(view)`:
// {minutes, increment, timeout}); the session runs the clocks: the player to
// move spends his time, after his move he gains the increment, and when a
// clock reaches zero the session plays that player's timeout move, which the
// rules turn into the end of the game.  Undo gives no time back.  The
// remaining times can be saved and set again (a restored game goes on from
// them: the time while the page was closed does not count).

const TICK_MS = 200;

export class Clock {
  /** `onTick()`: about five times a second while a clock runs;
   *  `onFlag(move)`: a clock reached zero, `move` is its player's timeout. */
  constructor({ onTick = () => {}, onFlag = () => {} } = {}) {
    this.onTick = onTick;
    this.onFlag = onFlag;
    this.c = null;     // {match, spent: [ms, ms], base, increment, timeout, running, since, timer, flagged}
  }

  /** Start, stop or switch the clocks for a new view; `spec` is the game's
   *  time control for it ({minutes, increment, timeout}), or null. */
  sync(view, spec) {
    if (!spec || !spec.minutes || !view) { this.reset(); return; }
    const now = performance.now();
    let c = this.c;
    if (!c || c.match !== view.match) {
      c = this.c = { match: view.match, spent: [0, 0], base: spec.minutes * 60000,
                     increment: (spec.increment || 0) * 1000, running: -1, since: now, timer: null,
                     flagged: false, ticks: 0 };
    }
    c.timeout = spec.timeout || [];
    const next = view.result || view.to_move < 0 ? -1 : view.to_move;
    if (c.running !== next) {
      if (c.running >= 0) {
        c.spent[c.running] += now - c.since;
        if (next >= 0) c.spent[c.running] -= c.increment;
      }
      c.running = next;
      c.since = now;
      c.flagged = false;
    }
    if (c.running >= 0 && !c.timer) c.timer = setInterval(() => this._tick(), TICK_MS);
    if (c.running < 0) this._stop();
  }

  /** Stop the clocks where they are (the engine died): the times left stay,
   *  to be saved and set again on the game opened anew. */
  freeze() {
    const c = this.c;
    if (!c) return;
    if (c.running >= 0) c.spent[c.running] += performance.now() - c.since;
    c.running = -1;
    c.since = performance.now();
    this._stop();
  }

  /** No clock any more. */
  reset() {
    this._stop();
    this.c = null;
  }

  /** For the panels: null without a clock, else {running, left(owner)}. */
  state() {
    return this.c ? { running: this.c.running, left: (owner) => this.left(owner) } : null;
  }

  /** The clocks to save at `ply`: each side's remaining time and the running clock. */
  snapshot(ply) {
    if (!this.c) return null;
    return { left: [this.left(0), this.left(1)], running: this.c.running, ply };
  }

  /** Set the clocks to saved remaining times (a restored game, at the same ply). */
  apply(saved, ply) {
    if (!this.c || !saved || saved.ply !== ply) return;
    this.c.spent = [0, 1].map((owner) => this.c.base - saved.left[owner]);
    this.c.since = performance.now();
    this.c.flagged = false;
    this.onTick();
  }

  left(owner) {
    const c = this.c;
    if (!c) return 0;
    let spent = c.spent[owner];
    if (c.running === owner) spent += performance.now() - c.since;
    return c.base - spent;
  }

  /** Tests: spend a player's time down to `ms` left. */
  setLeft(owner, ms) {
    if (this.c) this.c.spent[owner] += this.left(owner) - ms;
  }

  /** The clock that reached zero, once, may flag again (its timeout was refused). */
  unflag() {
    if (this.c) this.c.flagged = false;
  }

  _stop() {
    if (this.c?.timer) { clearInterval(this.c.timer); this.c.timer = null; }
  }

  _tick() {
    const c = this.c;
    if (!c || c.running < 0) return;
    c.ticks += 1;
    this.onTick(c.ticks);
    if (this.left(c.running) <= 0 && !c.flagged) {
      c.flagged = true;
      this.onFlag(c.timeout[c.running]);
    }
  }
}
