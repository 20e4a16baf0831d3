// The move list (#moves): a numbered line per round of moves, or, in games
// whose turns hold several moves (dice, then the moves they allow), a line
// per turn, where the view's `turns` say each turn starts.

import { t } from "../i18n.js";
import { gameModule } from "./games.js";
import { $, app } from "./state.js";

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
  const chance = new Set(view.chance || []);       // the dice outcomes, styled apart
  const items = lines(view, history).map((line, n) => {
    const li = document.createElement("li");
    const num = document.createElement("span");
    num.className = "num";
    num.textContent = `${n + 1}.`;
    li.append(num);
    for (const k of line) {
      li.append(" ");
      const mv = document.createElement("span");
      mv.className = "mv" + (k === history.length - 1 ? " current" : "") +
        (chance.has(k) ? " chance" : "");
      mv.textContent = history[k];
      li.append(mv);
    }
    return li;
  });
  list.replaceChildren(...items);
  list.scrollTop = list.scrollHeight;
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
