// What a <game-board> shows before the engine: its children (the fallback),
// else its game's start position when that is what it will show, else a
// placeholder naming the game.  Methods of the element.

import { boardRatio, createBoard } from "../board/index.js";
import { gameInfo, isGame, loadGame, loadWords } from "../games/index.js";

export class Fallback {
  _fallbackChanged() {
    const nodes = this._$("slot").assignedNodes({ flatten: true });
    const has = nodes.some((n) => n.nodeType === Node.ELEMENT_NODE || (n.nodeType === Node.TEXT_NODE && n.textContent.trim()));
    this._ui.classList.toggle("has-fallback", has);
    this._hasFallback = has;
    if (this._state === "waiting" && this.isConnected) this._showWaiting();
  }

  /** Before the engine: the fallback, else the start position when the attributes
   *  ask for nothing else (the build's start views), else a placeholder. */
  _showWaiting() {
    if (this._state !== "waiting") return;
    const game = this.getAttribute("game") || "";
    const holder = this._$(".placeholder");
    const plain = this._plain();
    if (this._boardKind === "preview") {
      if (plain && this._board?.view?.game === game) return;
      this._dropBoard();                    // the attributes ask for another picture now
      this._ui.classList.remove("preview");
    }
    if (this._hasFallback) {
      holder.hidden = true;
      this._ui.classList.remove("board-shown");
      return;
    }
    this._ui.classList.add("board-shown");
    holder.hidden = false;
    // Its room kept: the board's shape at the start, as the build's list gives it.
    const info = gameInfo(game);
    holder.style.setProperty("--ratio", info ? boardRatio(info.width, info.height) : "1");
    const name = () => { holder.textContent = this._say("placeholder", { game: this._words().gameName(game) }); };
    name();
    loadWords(game).then(name);
    if (!plain || this._previewing === game) return;
    const gen = this._gen;
    this._previewing = game;
    Promise.all([import("../start-views.js"), loadGame(game)]).then(([module, loaded]) => {
      const art = loaded?.art;
      this._previewing = null;
      const view = module.START_VIEWS?.[game];
      if (!view || gen !== this._gen || this._state !== "waiting" || !this._plain() ||
          this.getAttribute("game") !== game) return;
      this._board?.destroy();
      this._board = createBoard(this._$(".board"), {
        art, viewOnly: true, resize: true, coordinates: this._coordinates(),
        maxHeight: () => this._maxHeight(),
      });
      this._boardKind = "preview";
      this._board.set(view);
      this._label(this._board.canvas, "img", this._say("diagram.label", { game: this._words().gameName(game) }));
      holder.hidden = true;
      this._ui.classList.add("preview");
    }).catch(() => { this._previewing = null; });
  }

  /** Will the board show its game's start position, and has it no picture of its own? */
  _plain() {
    const attr = (name) => (this.getAttribute(name) || "").trim();
    return isGame(attr("game")) && !this._hasFallback && ["", "start"].includes(attr("position")) &&
      !["moves", "options", "dice", "seed", "ply"].some(attr) && attr("mode") !== "lesson";
  }
}
