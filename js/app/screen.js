// The page around the board, drawn again from the session's view after
// every change: whose turn, the result, the buttons, the game picker, the
// game's side panel (js/panels/index.js, the component every front end
// mounts), and through ./moves.js and ./seat.js the move list and the pass
// screen.

import { createPanels } from "../panels/index.js";
import { computerActs, mover } from "../session/index.js";
import { gameModule, isNamed } from "../games/index.js";
import { play } from "./actions.js";
import { analysisOpen } from "./analysis.js";
import { announce } from "./announce.js";
import * as board from "./board.js";
import { hintAllowed, hintText } from "./computer.js";
import { knownGames } from "./games.js";
import { fillLanguages, getLanguage, onLanguageChange, t, words } from "./language.js";
import { switchGame } from "./matches.js";
import { renderMoves } from "./moves.js";
import { passShown, renderPass } from "./seat.js";
import { isSecret, session } from "./session.js";
import { $, DEFAULT_GAME, on } from "./state.js";

let panels = null;

/** The screen draws itself again at every change of the session, and when
 *  a part asks (./state.js redraw). */
export function setupScreen() {
  panels = createPanels($("game-panel"), {
    panel: (game) => gameModule(game)?.panel,
    words: () => words(),
    play: (move) => { play(move); },
    pick: (from) => {
      if (session.live && board.pick(from)) $("board").focus({ preventScroll: true });
    },
    filter: (keep) => board.setFilter(keep),
    clock: () => session.clock.state(),
    announce: (text) => announce(text),
  });
  on("redraw", () => renderAll());
  session.on("view", () => renderAll());
  session.on("busy", () => renderButtons());
  session.on("thinking", () => { renderStatus(); renderButtons(); });
  onLanguageChange(() => fillLanguages($("lang")));
  fillLanguages($("lang"));
}

export function renderAll() {
  const view = session.view;
  renderPicker();
  renderStatus();
  renderMoves();
  renderButtons();
  renderGamePanel();
  renderPass();
  $("board").setAttribute("aria-label", t("board.label", { game: words().gameName(view?.game || DEFAULT_GAME) }));
  $("flip").setAttribute("aria-pressed", String(board.flipped()));
  $("follow").setAttribute("aria-pressed", String(board.following()));
}

function renderStatus() {
  const view = session.view;
  const w = words();
  const turn = $("turn");
  const swatch = turn.querySelector(".swatch");
  const acting = mover(view);
  const thinking = session.thinkingNow;
  let said = w.turnText(view);
  if (thinking) {
    said = t(view?.to_move === -1 ? "computer.throwing" : "computer.thinking",
             { player: w.playerName(view, thinking.player) });
  } else if (computerActs(view)) {
    said = t("computer.toMove", { player: w.playerName(view, acting) });
  }
  turn.querySelector(".turn-text").textContent = said;
  turn.classList.toggle("thinking", Boolean(thinking));
  const hint = $("hint-text");
  const hinted = hintText();
  hint.textContent = hinted;
  hint.hidden = !hinted;
  if (view && !view.result && acting >= 0) {
    swatch.hidden = false;
    swatch.style.background = board.ownerColours(view, acting).fill;
    swatch.dataset.shape = board.ownerShape(acting);
  } else {
    swatch.hidden = true;
  }
  const result = $("result");
  const text = w.resultText(view);
  result.textContent = text;
  result.hidden = !text;
}

export function renderButtons() {
  const view = session.view;
  const ready = session.live;
  const open = ready && !session.busy;
  // Behind the pass-the-device screen nobody may undo or redo: the one at the
  // device may be the other player.  (An undo that would give back the other
  // player's secret the engine refuses itself: can_undo is false then.)
  const passing = passShown();
  $("undo").disabled = !(open && !passing && view?.can_undo);
  $("redo").disabled = !(open && !passing && view?.can_redo);
  $("new-game").disabled = !ready;
  $("import").disabled = !ready;
  $("hint").disabled = !(open && !passing && hintAllowed());
  $("players").disabled = !ready || board.showingPast();
  $("analyse").disabled = !ready || !view;
  $("analyse").setAttribute("aria-pressed", String(analysisOpen()));
  // While a secret is being chosen the record would show it: no export.
  $("export").disabled = !ready || isSecret(view);
  $("share").disabled = !ready || isSecret(view);     // the same for a shared link
  // How to play: the rules page of this game in the player's language.
  $("how-to-play").href = `rules/${getLanguage()}/${view?.game || DEFAULT_GAME}.html`;
}

let picked = "";             // the picker's games and language as last drawn

/** The games the picker lists (each once its name is known); drawn again
 *  only when they or the language change, else only the one shown is marked. */
function renderPicker() {
  const list = $("game-list");
  const w = words();
  const shown = session.view?.game;
  const named = knownGames().filter(isNamed);
  const key = `${w.lang}:${named.join(",")}`;
  if (key === picked) {
    for (const button of list.querySelectorAll("button[data-game]")) {
      button.setAttribute("aria-pressed", String(button.dataset.game === shown));
    }
    return;
  }
  picked = key;
  list.replaceChildren(...named.map((id) => {
    const li = document.createElement("li");
    const button = document.createElement("button");
    button.type = "button";
    button.dataset.game = id;
    button.className = "game-choice";
    const name = document.createElement("span");
    name.textContent = w.gameName(id);
    button.append(name);
    if (w.has(`game.${id}.sub`)) {
      const sub = document.createElement("small");
      sub.textContent = t(`game.${id}.sub`);
      button.append(sub);
    }
    button.setAttribute("aria-pressed", String(id === shown));
    button.addEventListener("click", () => switchGame(id));
    li.append(button);
    return li;
  }));
}

// ---------------------------------------------------------------- the game's panel

export function renderGamePanel() {
  panels.set(session.view, { seat: session.seat, selected: board.selected() });
  placeGamePanel();
}

/** Pick a die (Shakku): only its moves light up; again to let go. */
export function chooseDie(value) {
  if (!session.live || session.busy || computerActs(session.view)) return false;
  return panels.chooseDie(value);
}

/** The hand's buttons say which of them is picked on the board. */
export function showPicked(from) {
  panels?.showPicked(from);
}

/** The clocks' times, as they run. */
export function showTimes() {
  panels?.showTimes();
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

