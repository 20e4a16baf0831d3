// Shuuro's side panel, from `view.panels`: the phase, the clocks, the armies
// and the shop (recruitment, in secret), the hands (deployment), the plinth,
// order and initiative dice (resigning and draws are the page's, every
// game's alike: js/app/concede.js).  The shape of a panel: js/panels/index.js.

import { BY_KIND, PICTURES } from "./pictures.js";
import { chip as token, die, el, formatClock, movesSet, section } from "../../panels/kit.js";

/** A Shuuro piece's chip: its picture, as on the board. */
const chip = (kind, owner) => token(kind, owner, PICTURES[BY_KIND[kind]]);

const KINDS = ["K", "Q", "R", "B", "N", "P"];

function phase(ui) {
  const w = ui.w;
  const p = ui.view.panels;
  const title = el("p", { class: "gp-phase", text: w.t(`shuuro.phase.${p.phase}`) });
  const hint = w.has(`shuuro.phaseHint.${p.phase}`) ? el("p", { class: "hint", text: w.t(`shuuro.phaseHint.${p.phase}`) }) : null;
  return el("section", { class: "gp-section gp-head" }, title, hint);
}

function budgets(ui) {
  const w = ui.w;
  const view = ui.view;
  const rows = view.panels.players.map((info, owner) => {
    const status = info.done ? w.t("shop.confirmed") : (view.to_move === owner ? w.t("shop.buying") : w.t("shop.waiting"));
    const left = info.left === null ? w.t("shop.secret") : w.t("shop.left", { left: info.left, budget: info.budget });
    return el("li", { class: `budget owner-${owner}` },
      el("span", { class: `swatch-mini owner-${owner}`, "aria-hidden": "true" }),
      el("strong", { text: ui.seatName(owner) }), " ",
      el("span", { class: "budget-left", text: left }), " ",
      el("small", { text: status }));
  });
  return section(w, "shop.budgets", el("ul", { class: "budgets" }, ...rows));
}

function shop(ui) {
  const w = ui.w;
  const view = ui.view;
  const p = view.panels;
  const owner = view.to_move;
  const legal = movesSet(view);
  const me = p.players[owner];
  // The shop is what the buyer uses next: the page keeps it in view.
  const table = el("table", { class: "shop", id: "shop", dataset: { next: "" } },
    el("thead", {}, el("tr", {},
      el("th", { scope: "col", text: w.t("shop.piece") }),
      el("th", { scope: "col", text: w.t("shop.cost") }),
      el("th", { scope: "col", text: w.t("shop.max") }),
      el("th", { scope: "col", text: w.t("shop.count") }),
      el("th", { scope: "col", class: "sr-only-cell", text: w.t("shop.change") }))));
  const body = el("tbody");
  for (const row of p.shop) {
    const name = w.pieceName("shuuro", row.piece);
    const label = name.charAt(0).toUpperCase() + name.slice(1);
    const plus = el("button", {
      type: "button", class: "step", text: "+", dataset: { move: "+" + row.piece },
      "aria-label": w.t("shop.buy", { piece: name }),
      disabled: !legal.has("+" + row.piece),
      title: row.refused ? w.t(`shop.refused.${row.refused}`) : w.t("shop.buy", { piece: name }),
      onclick: () => ui.play("+" + row.piece),
    });
    const minus = el("button", {
      type: "button", class: "step", text: "−", dataset: { move: "-" + row.piece },
      "aria-label": w.t("shop.sell", { piece: name }),
      disabled: !legal.has("-" + row.piece),
      onclick: () => ui.play("-" + row.piece),
    });
    const note = row.refused && row.refused !== "king"
      ? el("small", { class: "refused", text: w.t(`shop.refused.${row.refused}`) }) : null;
    body.append(el("tr", { dataset: { piece: row.piece } },
      el("th", { scope: "row" }, chip(row.piece, owner), " ", el("span", { text: label }), note ? el("br") : null, note),
      el("td", { text: String(row.cost) }),
      el("td", { text: String(row.max) }),
      el("td", { class: "count", text: String(row.count) }),
      el("td", { class: "steps" }, row.piece === "K" ? el("small", { text: w.t("shop.always") }) : minus,
        row.piece === "K" ? null : plus)));
  }
  table.append(body);
  // The balanced army as chips with their counts (its words for screen readers).
  const presetKinds = KINDS.filter((k) => p.preset[k]);
  const preset = el("small", {
    class: "preset-army",
    "aria-label": presetKinds.map((k) => `${p.preset[k]} ${w.pieceName("shuuro", k)}`).join(", "),
  }, ...presetKinds.map((k) => el("span", { class: "preset-piece" }, chip(k, owner), `×${p.preset[k]}`)));
  const presetButton = el("button", {
    type: "button", id: "shop-preset", class: "wide",
    disabled: !legal.has("preset"),
    onclick: () => ui.play("preset"),
  }, el("span", { text: w.t("shop.preset") }), preset);
  const presetWhy = !legal.has("preset") && !sameArmy(me.army, p.preset)
    ? el("p", { class: "hint", text: w.t("shop.presetRefused") }) : null;
  const done = el("button", {
    type: "button", id: "shop-done", class: "wide primary", disabled: !legal.has("done"),
    onclick: () => ui.play("done"),
  }, el("span", { text: w.t("shop.done") }));
  const left = el("p", { class: "shop-left", id: "shop-left" },
    el("strong", { text: w.t("shop.leftTitle", { player: ui.playerName(owner) }) }), " ",
    el("span", { class: "points", text: String(me.left) }), " / ", String(me.budget));
  const warning = p.fit_warning ? el("p", { class: "hint warn", text: w.t("shop.fitWarning") }) : null;
  return section(w, "shop.title", left, table, warning, el("div", { class: "gp-buttons" }, presetButton, done), presetWhy);
}

function sameArmy(army, preset) {
  if (!army) return false;
  return KINDS.every((k) => (army[k] || 0) === (preset[k] || 0));
}

function rolls(ui) {
  const w = ui.w;
  const list = ui.view.panels.rolls || [];
  if (!list.length) return null;
  const items = list.map((r) => el("li", { class: "roll" + (r.placed ? "" : " repeated"), dataset: { square: r.square } },
    die(w, r.column, r.player), die(w, r.row, r.player), " → ",
    el("strong", { text: r.square }), " ",
    el("small", { text: r.placed ? w.t("dice.plinth", { quarter: w.t(`shuuro.quarter.${r.quarter}`) }) : w.t("dice.repeated") })));
  return section(w, "dice.plinths", el("ol", { class: "rolls", id: "plinth-rolls" }, ...items));
}

function dice(ui) {
  const w = ui.w;
  const d = ui.view.panels.dice;
  if (!d || d.kind === "plinth") return null;
  const line = el("p", { class: "dice-line", id: "dice-line" },
    el("span", { text: ui.playerName(0) }), " ", die(w, d.blue, 0), " ",
    el("span", { text: ui.playerName(1) }), " ", die(w, d.red, 1));
  let words;
  if (d.tie) words = w.t("dice.tie");
  else if (d.kind === "order") words = w.t("dice.deploysFirst", { player: ui.playerName(ui.view.panels.first_deployer) });
  else words = w.t("dice.movesFirst", { player: ui.playerName(d.first) });
  return section(w, d.kind === "order" ? "dice.order" : "dice.initiative", line, el("p", { class: "hint", text: words }));
}

function hands(ui) {
  const w = ui.w;
  const view = ui.view;
  const all = view.panels.hand;
  if (!all) return null;
  // The origin of the moves that place a piece of the hand (its `from`).
  const origins = new Map((view.moves || []).filter((m) => m.hand).map((m) => [m.hand, m.from]));
  const blocks = all.map((hand, owner) => {
    const chips = hand.map(({ piece, count }) => {
      const active = owner === view.to_move && origins.has(piece);
      const from = active ? origins.get(piece) : null;
      return el("button", {
        type: "button", class: "hand-chip", dataset: { piece, from: from ?? "", owner: String(owner) },
        disabled: !active, "aria-pressed": String(active && ui.selected === from),
        "aria-label": w.t("hand.piece", { piece: w.pieceName("shuuro", piece), count }),
        onclick: () => ui.pick(from),
      }, chip(piece, owner), el("span", { class: "hand-count", text: "×" + count }));
    });
    return el("div", { class: `hand owner-${owner}` },
      el("p", { class: "hand-title", text: w.t("hand.of", { player: ui.playerName(owner) }) }),
      chips.length ? el("div", { class: "chips" }, ...chips) : el("small", { text: w.t("hand.empty") }));
  });
  return section(w, "hand.title", ...blocks, el("p", { class: "hint", text: w.t("hand.hint") }));
}

function clocks(ui) {
  const w = ui.w;
  if (!ui.clock) return null;
  const rows = [0, 1].map((owner) => el("div", {
    class: `clock owner-${owner}` + (ui.clock.running === owner ? " running" : ""),
    id: `clock-${owner}`, role: "timer", dataset: { owner: String(owner) },
  }, el("span", { class: "clock-name", text: ui.seatName(owner) }),
  el("span", { class: "clock-time", text: formatClock(ui.clock.left(owner)) })));
  return section(w, "clock.title", el("div", { class: "clocks" }, ...rows));
}

export const panel = {
  clock: (view) => view?.panels?.clock || null,
  /** A move the board cannot show, in words (a board without this panel
   *  offers it as a plain button): a purchase, the army confirmed, an action. */
  label(move, view, w) {
    const text = move.move;
    if (/^[+-][KQRBNP]$/.test(text)) {
      return w.t(text[0] === "+" ? "shop.buy" : "shop.sell", { piece: w.pieceName("shuuro", text[1]) });
    }
    if (text === "preset") return w.t("shop.preset");
    if (text === "done") return w.t("shop.done");
    const action = (view.panels?.action_moves || []).find((a) => a.move === text);
    return action ? w.t(`action.${action.kind}`, { player: w.playerName(view, action.player) }) : null;
  },
  render(ui) {
    const parts = [phase(ui), clocks(ui)];
    if (ui.view.panels.phase === "recruit") {
      parts.push(budgets(ui));
      if (ui.view.panels.shop) parts.push(shop(ui));
    }
    parts.push(hands(ui), dice(ui), rolls(ui));
    return parts.filter(Boolean);
  },
};
