// The page around the board, drawn again from the view after every change:
// whose turn, the result, the buttons, the game picker, the game's side panel
// (drawn by the game's own module, js/games/<id>/panels.js, from
// `view.panels`), and through moves.js and seat.js the move list and the pass
// screen.

import * as i18n from "../i18n.js";
import { t } from "../i18n.js";
import { actingPlayer, flipped, following, ownerColours, ownerShape, pick, selected } from "./board.js";
import { clockState } from "./clock.js";
import { analysisOpen } from "./analysis.js";
import { drawMarks } from "./marks.js";
import { computerActs, hintAllowed, hintText, thinkingNow } from "./computer.js";
import { chooseDie, play } from "./controller.js";
import { gameUi, isNamed, isSecret, knownGames, switchGame } from "./games.js";
import { fillLanguages } from "./language.js";
import { renderMoves } from "./moves.js";
import { passShown, renderPass } from "./seat.js";
import { $, app, DEFAULT_GAME } from "./state.js";

export function renderAll() {
  i18n.translatePage();
  fillLanguages();
  renderPicker();
  renderStatus();
  renderMoves();
  renderButtons();
  renderGamePanel();
  renderPass();
  $("board").setAttribute("aria-label", t("board.label", { game: i18n.gameName(app.game || DEFAULT_GAME) }));
  $("flip").setAttribute("aria-pressed", String(flipped()));
  $("follow").setAttribute("aria-pressed", String(following()));
  drawMarks();
}

function renderStatus() {
  const view = app.view;
  const turn = $("turn");
  const swatch = turn.querySelector(".swatch");
  const acting = actingPlayer(view);
  const thinking = thinkingNow();
  let words = i18n.turnText(view);
  if (thinking) {
    words = t(view?.to_move === -1 ? "computer.throwing" : "computer.thinking",
              { player: i18n.playerName(view, thinking.player) });
  } else if (computerActs(view)) {
    words = t("computer.toMove", { player: i18n.playerName(view, acting) });
  }
  turn.querySelector(".turn-text").textContent = words;
  turn.classList.toggle("thinking", Boolean(thinking));
  const hint = $("hint-text");
  const said = hintText();
  hint.textContent = said;
  hint.hidden = !said;
  if (view && !view.result && acting >= 0) {
    swatch.hidden = false;
    swatch.style.background = ownerColours(view, acting).fill;
    swatch.dataset.shape = ownerShape(acting);
  } else {
    swatch.hidden = true;
  }
  const result = $("result");
  const text = i18n.resultText(view);
  result.textContent = text;
  result.hidden = !text;
}

export function renderButtons() {
  const open = app.ready && !app.busy;
  // Behind the pass-the-device screen nobody may undo or redo: the one at the
  // device may be the other player.  (An undo that would give back the other
  // player's secret the engine refuses itself: can_undo is false then.)
  const passing = passShown();
  $("undo").disabled = !(open && !passing && app.view?.can_undo);
  $("redo").disabled = !(open && !passing && app.view?.can_redo);
  $("new-game").disabled = !app.ready;
  $("import").disabled = !app.ready;
  $("hint").disabled = !(open && !passing && hintAllowed());
  $("players").disabled = !app.ready || app.reviewing;
  $("analyse").disabled = !app.ready || !app.view;
  $("analyse").setAttribute("aria-pressed", String(analysisOpen()));
  // While a secret is being chosen the record would show it: no export.
  $("export").disabled = !app.ready || isSecret(app.view);
  $("share").disabled = !app.ready || isSecret(app.view);     // the same for a shared link
  // How to play: the rules page of this game in the player's language.
  const lang = i18n.getLanguage() === "fr" ? "fr" : "en";
  $("how-to-play").href = `rules/${lang}/${app.game || DEFAULT_GAME}.html`;
}

/** The games the picker lists: those the engine says the browser can play
 *  (each once its name is known). */
function renderPicker() {
  const list = $("game-list");
  list.replaceChildren(...knownGames().filter(isNamed).map((id) => {
    const li = document.createElement("li");
    const button = document.createElement("button");
    button.type = "button";
    button.dataset.game = id;
    button.className = "game-choice";
    const name = document.createElement("span");
    name.textContent = i18n.gameName(id);
    button.append(name);
    if (i18n.has(`game.${id}.sub`)) {
      const sub = document.createElement("small");
      sub.textContent = t(`game.${id}.sub`);
      button.append(sub);
    }
    button.setAttribute("aria-pressed", String(id === app.game));
    button.addEventListener("click", () => switchGame(id));
    li.append(button);
    return li;
  }));
}

// ---------------------------------------------------------------- the game's panel

export function renderGamePanel() {
  const box = $("game-panel");
  const ui = gameUi(app.view);
  if (!ui || !app.view?.panels) {
    box.replaceChildren();
    box.hidden = true;
    return;
  }
  const parts = ui.render({
    view: app.view,
    seat: app.seat,
    selected: selected(),
    playerName: (i) => i18n.playerName(app.view, i),
    colours: (i) => ownerColours(app.view, i),
    shape: (i) => ownerShape(i),
    die: app.die,
    chooseDie: (value) => chooseDie(value),
    play: (move) => { if (app.ready) play(move); },
    pick: (from) => { if (app.ready && pick(from)) $("board").focus({ preventScroll: true }); },
    clock: clockState(),
  });
  box.replaceChildren(...parts);
  box.hidden = parts.length === 0;
  placeGamePanel();
}

// On a phone the panel comes below the board, but while Shuuro's shop is
// open (buying, where the board has nothing to do) it comes above the board,
// so the player sees it at once without scrolling past the board.
const phoneQuery = matchMedia("(max-width: 600px)");
phoneQuery.addEventListener("change", () => placeGamePanel());

function placeGamePanel() {
  const box = $("game-panel");
  const first = phoneQuery.matches && !box.hidden && box.querySelector("#shop") !== null;
  const area = $("board-area");
  if (first && box.nextElementSibling !== area) {
    area.before(box);
    if (window.scrollY > box.offsetTop) box.scrollIntoView({ block: "start" });
  } else if (!first && box.nextElementSibling === area) {
    document.querySelector(".panel > .status").after(box);
  }
}

/** The hand's buttons say which of them is picked on the board. */
export function showPicked(from) {
  for (const chipButton of document.querySelectorAll("#game-panel .hand-chip")) {
    chipButton.setAttribute("aria-pressed", String(!chipButton.disabled && chipButton.dataset.from === from));
  }
}
