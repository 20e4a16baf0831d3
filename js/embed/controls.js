// A <game-board>'s buttons: stepping through the line, the lesson's back and
// next, a solved puzzle's again, and the chooser among moves that share a
// square.  The moves the board cannot show (a throw, pieces in hand, a
// shop's purchases, an offer) are the game's panel's (./board.js); on a
// board without it (panels="none") they come as plain buttons, in words.
// Methods of the element.

import { gameModule } from "../games/index.js";
import { capital } from "../words/index.js";
import { choiceWords } from "../words/moves.js";

export class Controls {
  /** The controls of the mode, their words and what they allow now. */
  _renderControls() {
    const view = this._view;
    const cfg = this._cfg;
    if (!view || !cfg || !this._board) return;
    const w = this._words();
    const game = w.gameName(cfg.game);
    const named = (this.getAttribute("aria-label") || "").trim();     // the author's words, if any
    // View mode: the steps through the line.
    const steps = this._$(".steps");
    const stepping = cfg.mode === "view" && this._total > this._base;
    steps.hidden = !stepping;
    const stage = this._$(".stage");
    if (cfg.mode === "view") {
      const ply = view.ply - this._base;
      const total = this._total - this._base;
      this._$(".steps .counter").textContent = w.t("control.counter", { ply: Math.max(0, ply), total });
      for (const button of steps.querySelectorAll("[data-go]")) {
        const go = button.dataset.go;
        button.setAttribute("aria-label", w.t("control." + go));
        button.title = w.t("control." + go);
        button.disabled = go === "first" || go === "back" ? view.ply <= this._base : view.ply >= this._total;
        if (button.disabled && this.shadowRoot.activeElement === button) stage.focus({ preventScroll: true });
      }
      const label = stepping
        ? w.t("diagram.steps", { game, ply: Math.max(0, ply), total })
        : w.t("diagram.label", { game });
      stage.setAttribute("role", "group");
      stage.setAttribute("aria-label", named ? `${named}. ${label}` : label);
      if (stepping) stage.tabIndex = 0;
      else stage.removeAttribute("tabindex");
      this._label(this._board.canvas, "img", named || w.t("diagram.label", { game }));
    } else {
      stage.removeAttribute("role");
      stage.removeAttribute("aria-label");
      const label = w.t("board.label", { game });
      this._label(this._board.canvas, "application", named ? `${named}. ${label}` : label);
    }
    // Lesson: back and next.
    const lesson = this._$(".lesson");
    lesson.hidden = cfg.mode !== "lesson";
    if (cfg.mode === "lesson" && this._lesson) {
      const { index, steps: all } = this._lesson;
      this._$(".step-counter").textContent = w.t("lesson.step", { n: index + 1, total: all.length });
      const back = this._$(".previous-step");
      const next = this._$(".next-step");
      back.textContent = w.t("control.previous");
      next.textContent = w.t("control.next");
      back.disabled = index === 0 || this._lesson.busy;
      next.disabled = this._lesson.busy || (index === all.length - 1 && (all[index].expect.length > 0 || this._lesson.done));
    }
    // Puzzle: start again once solved.
    const again = this._$(".again");
    again.textContent = w.t("control.again");
    this._$(".again-bar").hidden = !(cfg.mode === "puzzle" && this._puzzle?.solved);
    this._renderExtra();
    this._renderPlayBar();
    this._$(".cancel").textContent = w.t("control.cancel");
    this._$(".chooser-title").textContent = w.t("control.choose");
  }

  /** Without the game's panel: the moves the board cannot show, as buttons in words. */
  _renderExtra() {
    const box = this._$(".extra");
    const view = this._view;
    const buttons = [];
    const panel = gameModule(view?.game)?.panel;
    if (view && this._board?.enabled && !(panel && this._panelsShown())) {
      const w = this._words();
      if (view.throw !== null && view.throw !== undefined && !view.result) {
        buttons.push(this._button(w.t("control.throw"), () => this._serial(() => this._handleMove("throw")), "throw"));
      }
      const origins = new Set();
      for (const move of view.moves || []) {
        if (move.from && move.to) {
          if (String(move.from).startsWith("@")) origins.add(move.from);
        } else {
          const label = panel?.label?.(move, view, w) || move.move;
          buttons.push(this._button(label, () => this._serial(() => this._handleMove(move.move)), "move"));
        }
      }
      for (const from of origins) {
        const piece = capital(w.pieceName(view.game, from.slice(1)));
        const button = this._button(piece, () => {
          if (this._board.select(from)) this._board.canvas.focus({ preventScroll: true });
        }, "hand");
        button.setAttribute("aria-label", w.t("control.hand", { piece }));
        buttons.push(button);
      }
    }
    box.replaceChildren(...buttons);
    box.hidden = buttons.length === 0;
  }

  _button(text, onclick, kind) {
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = text;
    button.dataset.kind = kind;
    button.addEventListener("click", onclick);
    return button;
  }

  /** Several moves share the chosen square (dice, promotions): which one? */
  _choose(moves) {
    const box = this._$(".chooser-moves");
    const labels = choiceWords(this._words(), this._view, moves);
    box.replaceChildren(...moves.map((m, i) => {
      const button = this._button(labels[i], () => {
        this._closeChooser();
        this._serial(() => this._handleMove(m.move));
      }, "choice");
      button.dataset.move = m.move;
      return button;
    }));
    this._$(".chooser").hidden = false;
    box.querySelector("button")?.focus();
  }

  _closeChooser(refocus = false) {
    this._$(".chooser").hidden = true;
    this._$(".chooser-moves").replaceChildren();
    if (refocus) this._board?.canvas.focus({ preventScroll: true });
  }
}
