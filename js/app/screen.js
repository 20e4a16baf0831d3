// The page around the board, drawn again from the session's view after
// every change: whose turn, the result, the buttons, the game picker, the
// game's side panel (js/panels/index.js, the component every front end
// mounts), and through ./moves.js and ./seat.js the move list and the pass
// screen.

import { createPanels } from "../panels/index.js";
import { awayActs, computerActs, hasComputer, mover, personSeats } from "../session/index.js";
import { gameModule, isNamed } from "../games/index.js";
import { play } from "./actions.js";
import { analysisOpen } from "./analysis.js";
import { announce } from "./announce.js";
import * as board from "./board.js";
import { hintAllowed, hintText } from "./computer.js";
import { knownGames, levels } from "./games.js";
import { fillLanguages, getLanguage, onLanguageChange, t, words } from "./language.js";
import { switchGame } from "./matches.js";
import { renderMoves } from "./moves.js";
import { passShown, renderPass } from "./seat.js";
import { isSecret, session } from "./session.js";
import { $, DEFAULT_GAME, on } from "./state.js";

let panels = null;
const phoneQuery = matchMedia("(max-width: 600px)");

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
  $("game-list").addEventListener("click", (event) => {
    const button = event.target.closest("button[data-game]");
    if (button) switchGame(button.dataset.game);
  });
  on("redraw", () => renderAll());
  session.on("view", ({ op }) => {
    renderAll();
    keepInView(op);
  });
  on("notice", () => keepInView(null));
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
  } else if (view?.friend && !view.result && awayActs(view)) {      // a game by links (./friend.js)
    const names = view.friend.holding ? view.friend.to : view.friend.waiting;
    said = t(view.friend.holding ? "friend.turn.send" : "friend.turn.waiting",
             { player: "", players: (names || []).map((n) => w.playerName(view, view.players.indexOf(n))).join(", ") });
  }
  const turnText = turn.querySelector(".turn-text");
  turnText.removeAttribute("data-i18n");          // the words of the first frame give way
  turnText.textContent = said;
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
  renderSeats(view, w);
  const result = $("result");
  const text = w.resultText(view);
  result.textContent = text;
  result.hidden = !text;
}

/** Who plays, when the computer has a seat: each seat's colour and name,
 *  the computer's with its level, the one person's as "you". */
function renderSeats(view, w) {
  const line = $("seats-line");
  const players = view?.players || [];
  const people = personSeats(view);
  line.hidden = !view || !hasComputer(view);
  if (line.hidden) return;
  line.replaceChildren(...players.map((_, i) => {
    const seat = document.createElement("span");
    seat.className = "seat-name";
    seat.dataset.seat = players[i];
    const swatch = document.createElement("span");
    swatch.className = "swatch";
    swatch.setAttribute("aria-hidden", "true");
    swatch.style.background = board.ownerColours(view, i).fill;
    swatch.dataset.shape = board.ownerShape(i);
    const name = document.createElement("span");
    name.textContent = people.length === 1 && people[0] === i ? t("seat.you", { player: w.playerName(view, i) })
      : w.seatName(view, i, levels());
    seat.append(swatch, name);
    return seat;
  }));
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
  // Make a diagram: the board editor, from the position shown (none while a secret is chosen).
  $("make-diagram").href = editorLink(view);
}

/** The board editor's address for this view: its game, options and position. */
function editorLink(view) {
  const params = new URLSearchParams({ lang: getLanguage() });
  if (view?.game) params.set("game", view.game);
  if (view?.options) {
    const options = Object.entries(view.options).map(([name, value]) => `${name}=${value}`).join(" ");
    if (options) params.set("options", options);
  }
  if (view?.position && !isSecret(view)) params.set("position", view.position);
  return `editor.html?${params}`;
}

let picked = "";             // the picker's games and language as last drawn

/** The games the picker lists: the first frame's list (index.html, from the
 *  build) until every game's words are in, so that it never shrinks to the
 *  games named so far; then drawn again only when it says otherwise (another
 *  language), else only the one shown is marked. A click on any of them
 *  switches (setupScreen). */
function renderPicker() {
  const list = $("game-list");
  const w = words();
  const named = knownGames().filter(isNamed);
  const key = `${w.lang}:${named.join(",")}`;
  const waiting = named.length < knownGames().length && list.childElementCount > 0;
  if (key !== picked && !waiting) {
    picked = key;
    const wanted = named.map((id) => [id, w.gameName(id), w.has(`game.${id}.sub`) ? t(`game.${id}.sub`) : ""]);
    const drawn = [...list.querySelectorAll("button[data-game]")].map((button) => [button.dataset.game,
      button.querySelector("span")?.textContent ?? "", button.querySelector("small")?.textContent ?? ""]);
    // The first frame's list stays as it is when it already says the same.
    if (JSON.stringify(drawn) !== JSON.stringify(wanted)) {
      list.replaceChildren(...wanted.map(([id, name, sub]) => {
        const li = document.createElement("li");
        const button = document.createElement("button");
        button.type = "button";
        button.dataset.game = id;
        button.className = "game-choice";
        const span = document.createElement("span");
        span.textContent = name;
        button.append(span);
        if (sub) {
          const small = document.createElement("small");
          small.textContent = sub;
          button.append(small);
        }
        li.append(button);
        return li;
      }));
    }
  }
  const shown = session.view?.game;
  for (const button of list.querySelectorAll("button[data-game]")) {
    button.setAttribute("aria-pressed", String(button.dataset.game === shown));
  }
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

// ---------------------------------------------------------------- in view

/** What the player must do next is in view, after every change: a game
 *  opened shows its panel from the top (and on a phone the board); the
 *  control to use next (what the game's panel marks `data-next`, e.g.
 *  Shuuro's shop while buying, else its first primary button the player may
 *  press: the throw, an answer to an offer) is
 *  scrolled clear of the notices and the turn stuck above it; on a phone, a
 *  move due on the board brings the board into view. */
function keepInView(op) {
  const view = session.view;
  const area = $("board-area");
  if (op === "new" || op === "load") {
    document.querySelector(".layout > .panel").scrollTop = 0;
    const top = area.getBoundingClientRect().top;
    if (phoneQuery.matches && (top < 0 || top > window.innerHeight * 0.4)) area.scrollIntoView({ block: "start" });
  }
  if (!view || view.result || !session.live || computerActs(view) || passShown()) return;
  const panel = $("game-panel");
  const next = panel.querySelector("[data-next]") || panel.querySelector("button.primary:not(:disabled)");
  if (next) {
    scrollClear(next);
  } else if (phoneQuery.matches && (view.moves || []).some((m) => m.from && m.to)) {
    const box = area.getBoundingClientRect();
    if (box.bottom < headBottom() + 40 || box.top > window.innerHeight - 40) scrollClear(area);
  }
}

/** The bottom of what stays stuck at the top (the notices and the turn). */
function headBottom() {
  return Math.max(0, document.querySelector(".panel-head")?.getBoundingClientRect().bottom ?? 0);
}

/** Scroll `element` into view, clear of the stuck head, only as far as needed. */
function scrollClear(element) {
  const head = document.querySelector(".panel-head");
  const inPanel = head && element.closest(".panel") !== null;
  element.style.scrollMarginTop = `${(inPanel || phoneQuery.matches ? head.offsetHeight : 0) + 8}px`;
  element.scrollIntoView({ block: "nearest" });
}

// On a phone the panel comes below the board, but while Shuuro's shop is
// open (buying, where the board has nothing to do) it comes above the board,
// so the player sees it at once without scrolling past the board.
phoneQuery.addEventListener("change", () => placeGamePanel());

function placeGamePanel() {
  const box = $("game-panel");
  const first = phoneQuery.matches && !box.hidden && box.querySelector("#shop") !== null;
  const area = $("board-area");
  if (first && box.nextElementSibling !== area) {
    area.before(box);
    if (window.scrollY > box.offsetTop) box.scrollIntoView({ block: "start" });
  } else if (!first && box.nextElementSibling === area) {
    document.querySelector(".panel > .panel-head").after(box);
  }
}

