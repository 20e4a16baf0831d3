// The move list (#moves): a numbered line per round of moves, or, in games
// whose turns hold several moves (dice, then the moves they allow), a line
// per turn, where the view's `turns` say each turn starts.
//
// Each move is said in words from the view's `said` (py/boardgames/said.py:
// the engine gives the words' parameters, the page chooses the words): the
// kinds every game shares here, each game's own in js/games/<game>/said.js
// (its module's `said`: {say(entry, view, words), picture?(entry, view)}).
// A throw is drawn as a small picture with its words for screen readers.

import * as i18n from "../i18n.js";
import { t } from "../i18n.js";
import { gameModule } from "./games.js";
import { $, app } from "./state.js";

i18n.addWords({
  en: {
    "said.move": "{piece} {from}–{to}",
    "said.capture": "{piece} {from}–{to} takes {taken}",
    "said.promotion": "{move}, becomes {piece}",
    "said.check": "{move}, check",
    "said.mate": "{move}, checkmate",
    "said.den": "{move}, into the den",
    "said.first": "{player} starts",
    "said.resign": "{player} resigns",
    "said.draw_offer": "{player} offers a draw",
    "said.draw_accept": "{player} accepts the draw",
    "said.timeout": "{player} runs out of time",
    "said.unknown": "a move",
  },
  fr: {
    "said.move": "{piece} {from}–{to}",
    "said.capture": "{piece} {from}–{to} prend {taken}",
    "said.promotion": "{move}, devient {piece}",
    "said.check": "{move}, échec",
    "said.mate": "{move}, échec et mat",
    "said.den": "{move}, dans la tanière",
    "said.first": "{player} commence",
    "said.resign": "{player} abandonne",
    "said.draw_offer": "{player} propose la nulle",
    "said.draw_accept": "{player} accepte la nulle",
    "said.timeout": "{player} n'a plus de temps",
    "said.unknown": "un coup",
  },
});

const capital = (text) => text.charAt(0).toUpperCase() + text.slice(1);

/** The helpers a game's words use: names of players and pieces, the shared phrases. */
function wordsFor(view) {
  const words = {
    player: (index) => i18n.playerName(view, index),
    piece: (letter) => capital(i18n.pieceName(view.game, letter)),
    /** A piece's move or capture, with what came of it (promotion, check, den). */
    move(entry) {
      let text = t(entry.taken ? "said.capture" : "said.move", {
        piece: words.piece(entry.piece), from: entry.from, to: entry.to,
        taken: entry.taken ? words.piece(entry.taken) : "",
      });
      if (entry.promotion) text = t("said.promotion", { move: text, piece: words.piece(entry.promotion) });
      if (entry.den) text = t("said.den", { move: text });
      if (entry.mate) text = t("said.mate", { move: text });
      else if (entry.check?.length) text = t("said.check", { move: text });
      return text;
    },
  };
  return words;
}

function sharedWords(entry, words) {
  switch (entry.kind) {
    case "move":
    case "capture": return words.move(entry);
    case "first":
    case "resign":
    case "draw_offer":
    case "draw_accept":
    case "timeout": return t("said." + entry.kind, { player: words.player(entry.player) });
    default: return t("said.unknown");
  }
}

/** The k-th move of `view.history` in words ("" for a move the list does not
 *  show: a purchase, which the army bought says at once). */
export function moveWords(view, k) {
  const entry = view?.said?.[k];
  if (!entry) return view?.history?.[k] ?? "";
  const words = wordsFor(view);
  const own = gameModule(view.game)?.said?.say(entry, view, words);
  return own ?? sharedWords(entry, words);
}

function moveElement(view, k, history) {
  const text = moveWords(view, k);
  if (!text) return null;
  const chance = new Set(view.chance || []);       // the dice outcomes, styled apart
  const mv = document.createElement("span");
  mv.className = "mv" + (k === history.length - 1 ? " current" : "") + (chance.has(k) ? " chance" : "");
  mv.dataset.ply = String(k);          // the k-th move: the position after it is ply k + 1
  // Reachable from the keyboard: one stop for the whole list (see keepStop), Enter reviews.
  mv.tabIndex = -1;
  mv.setAttribute("role", "button");
  const entry = view.said?.[k];
  const picture = entry && gameModule(view.game)?.said?.picture?.(entry, view);
  if (picture) {
    // The picture says the throw to the eye; its words stay for screen readers.
    const words = document.createElement("span");
    words.className = "sr-only";
    words.textContent = text;
    picture.setAttribute("aria-hidden", "true");
    const lead = gameModule(view.game).said.lead?.(entry, view, wordsFor(view));
    if (lead) {
      const shown = document.createElement("span");
      shown.setAttribute("aria-hidden", "true");
      shown.textContent = lead + " ";
      mv.append(shown);
    }
    mv.append(picture, words);
    mv.title = text;
  } else {
    mv.textContent = text;
  }
  return mv;
}

export function renderMoves() {
  const list = $("moves");
  const view = app.view;
  const history = view?.history || [];
  if (!history.length) {
    const empty = document.createElement("li");
    empty.className = "empty";
    empty.textContent = t("panel.noMoves");
    list.replaceChildren(empty);
    return;
  }
  const items = [];
  for (const line of lines(view, history)) {
    const shown = line.map((k) => moveElement(view, k, history)).filter(Boolean);
    if (!shown.length) continue;
    const li = document.createElement("li");
    const num = document.createElement("span");
    num.className = "num";
    num.textContent = `${items.length + 1}.`;
    // The moves of a line side by side, wrapping under each other, never under the number.
    const said = document.createElement("span");
    said.className = "line";
    for (const mv of shown) said.append(mv, " ");
    li.append(num, " ", said);
    items.push(li);
  }
  // Drawn anew at every change: a move that had the keyboard's focus keeps it.
  const focused = list.contains(document.activeElement) ? document.activeElement.dataset?.ply : undefined;
  list.replaceChildren(...items);
  list.scrollTop = list.scrollHeight;
  keepStop(focused);
}

/** The list's one stop for the Tab key: the reviewed move, else the last one
 *  (the others are reached with ↑/↓).  `focused`: the ply of the move that
 *  had the focus before the list was drawn again, which takes it back. */
export function keepStop(focused) {
  const list = $("moves");
  const all = [...list.querySelectorAll(".mv[data-ply]")];
  const stop = list.querySelector(".mv.reviewed[data-ply]") || all.at(-1);
  for (const mv of all) mv.tabIndex = mv === stop ? 0 : -1;
  if (focused === undefined) return;
  const again = list.querySelector(`.mv[data-ply="${focused}"]`) || stop;
  again?.focus({ preventScroll: true });
}

/** The indices of `history`, line by line. */
function lines(view, history) {
  const out = [];
  const starts = (view.turns || []).map((turn) => turn.start).filter((i) => i > 0 && i < history.length);
  if (gameModule(view.game)?.movesByTurn?.(view) && view.turns?.length) {
    let from = 0;
    for (const start of [...starts, history.length]) {
      if (start > from) out.push(range(from, start));
      from = start;
    }
    return out;
  }
  const per = Math.max(1, view.players?.length || 2);
  for (let i = 0; i < history.length; i += per) out.push(range(i, Math.min(i + per, history.length)));
  return out;
}

function range(from, to) {
  return Array.from({ length: to - from }, (_, k) => from + k);
}
