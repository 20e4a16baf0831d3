// A <game-board>'s talk with the engine: one request at a time, a match
// opened, a hidden hand shown to the player to move.  Methods of the element.

import { engineError, engineState } from "./boot.js";

export class Requests {
  _closeMatch() {
    if (this._match !== null && engineState?.status === "ready") {
      engineState.engine.request("close", { match: this._match }).catch(() => {});
    }
    this._match = null;
  }

  /** The match of a new answer is this board's now (the one before closed). */
  _adopt(answer) {
    this._closeMatch();
    this._match = answer.match;
    this._total = answer.view.ply;
  }

  /** One request; an engine that died answers {ok: false, error: engine}. */
  async _request(op, args) {
    const state = engineState;
    if (!state || state.status !== "ready") {
      return { ok: false, error: engineError("not ready") };
    }
    try {
      return await state.engine.request(op, args);
    } catch (error) {
      return { ok: false, error: engineError(error?.detail || String(error)) };
    }
  }

  /** Requests one after the other (a click while the last answer is on its way waits). */
  _serial(task) {
    const run = this._chain.then(task, task);
    this._chain = run.catch(() => {});
    return run;
  }

  /** A view fit to show: a hidden hand (Shuuro's recruitment) is asked again for
   *  the player to move, who plays both sides here; against the computer, for
   *  the reader's seat (the computer's hand stays hidden). */
  async _seen(answer) {
    const view = answer.view;
    let seat = view?.to_move;
    if (view && this._computer?.seats.has(seat)) seat = this._readerSeat(view) ?? seat;
    if (view?.secret && seat >= 0 && !view.result && view.viewer !== seat) {
      const again = await this._request("view", { match: view.match, player: seat });
      if (again.ok) return { ...answer, view: again.view };
    }
    return answer;
  }

  /** A new match of this board's game: {position, moves} with the element's options and dice. */
  async _open(spec) {
    const cfg = this._cfg;
    const args = { game: cfg.game, options: cfg.options, position: spec.position, moves: spec.moves };
    if (cfg.dice.length) args.dice = cfg.dice;
    if (cfg.seed !== undefined) args.seed = cfg.seed;
    return this._seenAnswer(await this._request("new", args));
  }

  /** An answer fit to show (see _seen); a refusal as it is. */
  async _seenAnswer(answer) {
    return answer.ok ? this._seen(answer) : answer;
  }
}
