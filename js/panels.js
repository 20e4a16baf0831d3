// Game-specific side panels, drawn from `view.panels` (which the rules send):
// one entry per game id in PANELS.  An entry may give
//   render(ui)  -> the elements of the panel box (or [] for none);
//   secret(view) -> true while the player to move must be alone at the device
//                   (his choices are hidden from the other player);
//   clock(view)  -> {minutes, increment} when the page runs a clock;
//   undoReveals(view) -> true when an undo would take back the other
//                   player's secret confirmation (and so reopen his choices
//                   to whoever holds the device): the page then refuses it.
// `ui` is {view, play(move), pick(from), selected, seat, playerName(i),
// colours(i), shape(i), die (the die picked), chooseDie(value)}.
// Nothing here decides a rule: every button sends a move the view lists.

import { t } from "./i18n.js";
import * as i18n from "./i18n.js";

function el(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (value === undefined || value === null || value === false) continue;
    if (key === "class") node.className = value;
    else if (key === "text") node.textContent = value;
    else if (key === "onclick") node.addEventListener("click", value);
    else if (key === "dataset") Object.assign(node.dataset, value);
    else node.setAttribute(key, value === true ? "" : value);
  }
  node.append(...children.filter((c) => c !== null && c !== undefined));
  return node;
}

function section(titleKey, ...children) {
  return el("section", { class: "gp-section" }, el("h3", { text: t(titleKey) }), ...children);
}

/** A die face with its pips (and its number for screen readers). */
function die(value, owner, colour = null) {
  const face = el("span", { class: `die owner-${owner}`, role: "img", "aria-label": t("dice.face", { n: value }),
                            style: colour ? `border-color:${colour}` : null });
  const pips = { 1: [5], 2: [1, 9], 3: [1, 5, 9], 4: [1, 3, 7, 9], 5: [1, 3, 5, 7, 9], 6: [1, 3, 4, 6, 7, 9] }[value] || [];
  for (let i = 1; i <= 9; i++) face.append(el("i", { class: pips.includes(i) ? "pip" : "" }));
  return face;
}

/** A piece token in the panel (same letter as on the board and in the moves). */
function chip(kind, owner) {
  return el("span", { class: `chip owner-${owner}`, "aria-hidden": "true", text: kind });
}

const SHUURO_KINDS = ["K", "Q", "R", "B", "N", "P"];

function movesSet(view) {
  return new Set((view.moves || []).map((m) => m.move));
}

function shuuroPhase(ui) {
  const view = ui.view;
  const p = view.panels;
  const title = el("p", { class: "gp-phase", text: t(`shuuro.phase.${p.phase}`) });
  const hint = i18n.has(`shuuro.phaseHint.${p.phase}`) ? el("p", { class: "hint", text: t(`shuuro.phaseHint.${p.phase}`) }) : null;
  return el("section", { class: "gp-section gp-head" }, title, hint);
}

function shuuroBudgets(ui) {
  const view = ui.view;
  const rows = view.panels.players.map((info, owner) => {
    const status = info.done ? t("shop.confirmed") : (view.to_move === owner ? t("shop.buying") : t("shop.waiting"));
    const left = info.left === null ? t("shop.secret") : t("shop.left", { left: info.left, budget: info.budget });
    return el("li", { class: `budget owner-${owner}` },
      el("span", { class: `swatch-mini owner-${owner}`, "aria-hidden": "true" }),
      el("strong", { text: ui.playerName(owner) }), " ",
      el("span", { class: "budget-left", text: left }), " ",
      el("small", { text: status }));
  });
  return section("shop.budgets", el("ul", { class: "budgets" }, ...rows));
}

function shuuroShop(ui) {
  const view = ui.view;
  const p = view.panels;
  const owner = view.to_move;
  const legal = movesSet(view);
  const me = p.players[owner];
  const table = el("table", { class: "shop", id: "shop" },
    el("thead", {}, el("tr", {},
      el("th", { scope: "col", text: t("shop.piece") }),
      el("th", { scope: "col", text: t("shop.cost") }),
      el("th", { scope: "col", text: t("shop.max") }),
      el("th", { scope: "col", text: t("shop.count") }),
      el("th", { scope: "col", class: "sr-only-cell", text: t("shop.change") }))));
  const body = el("tbody");
  const reasons = [];
  for (const row of p.shop) {
    const name = i18n.pieceName("shuuro", row.piece);
    const plus = el("button", {
      type: "button", class: "step", text: "+", dataset: { move: "+" + row.piece },
      "aria-label": t("shop.buy", { piece: name }),
      disabled: !legal.has("+" + row.piece),
      title: row.refused ? t(`shop.refused.${row.refused}`) : t("shop.buy", { piece: name }),
      onclick: () => ui.play("+" + row.piece),
    });
    const minus = el("button", {
      type: "button", class: "step", text: "−", dataset: { move: "-" + row.piece },
      "aria-label": t("shop.sell", { piece: name }),
      disabled: !legal.has("-" + row.piece),
      onclick: () => ui.play("-" + row.piece),
    });
    const note = row.refused && row.refused !== "king"
      ? el("small", { class: "refused", text: t(`shop.refused.${row.refused}`) }) : null;
    if (note) reasons.push(row.piece);
    body.append(el("tr", { dataset: { piece: row.piece } },
      el("th", { scope: "row" }, chip(row.piece, owner), " ", el("span", { text: name }), note ? el("br") : null, note),
      el("td", { text: String(row.cost) }),
      el("td", { text: String(row.max) }),
      el("td", { class: "count", text: String(row.count) }),
      el("td", { class: "steps" }, row.piece === "K" ? el("small", { text: t("shop.always") }) : minus,
        row.piece === "K" ? null : plus)));
  }
  table.append(body);
  const preset = Object.entries(p.preset).filter(([, n]) => n).map(([k, n]) => `${n}${k}`).join(" ");
  const presetButton = el("button", {
    type: "button", id: "shop-preset", class: "wide",
    disabled: !legal.has("preset"),
    onclick: () => ui.play("preset"),
  }, el("span", { text: t("shop.preset") }), el("small", { text: preset }));
  const presetWhy = !legal.has("preset") && !sameArmy(me.army, p.preset)
    ? el("p", { class: "hint", text: t("shop.presetRefused") }) : null;
  const done = el("button", {
    type: "button", id: "shop-done", class: "wide primary", disabled: !legal.has("done"),
    onclick: () => ui.play("done"),
  }, el("span", { text: t("shop.done") }));
  const left = el("p", { class: "shop-left", id: "shop-left" },
    el("strong", { text: t("shop.leftTitle", { player: ui.playerName(owner) }) }), " ",
    el("span", { class: "points", text: String(me.left) }), " / ", String(me.budget));
  const warning = p.fit_warning ? el("p", { class: "hint warn", text: t("shop.fitWarning") }) : null;
  return section("shop.title", left, table, warning, el("div", { class: "gp-buttons" }, presetButton, done), presetWhy);
}

function sameArmy(army, preset) {
  if (!army) return false;
  return SHUURO_KINDS.every((k) => (army[k] || 0) === (preset[k] || 0));
}

function shuuroRolls(ui) {
  const rolls = ui.view.panels.rolls || [];
  if (!rolls.length) return null;
  const items = rolls.map((r) => el("li", { class: "roll" + (r.placed ? "" : " repeated"), dataset: { square: r.square } },
    die(r.column, r.player), die(r.row, r.player), " → ",
    el("strong", { text: r.square }), " ",
    el("small", { text: r.placed ? t("dice.plinth", { quarter: t(`shuuro.quarter.${r.quarter}`) }) : t("dice.repeated") })));
  return section("dice.plinths", el("ol", { class: "rolls", id: "plinth-rolls" }, ...items));
}

function shuuroDice(ui) {
  const view = ui.view;
  const d = view.panels.dice;
  if (!d || d.kind === "plinth") return null;
  const line = el("p", { class: "dice-line", id: "dice-line" },
    el("span", { text: ui.playerName(0) }), " ", die(d.blue, 0), " ",
    el("span", { text: ui.playerName(1) }), " ", die(d.red, 1));
  let words;
  if (d.tie) words = t("dice.tie");
  else if (d.kind === "order") words = t("dice.deploysFirst", { player: ui.playerName(d.blue < d.red ? 0 : 1) });
  else words = t("dice.movesFirst", { player: ui.playerName(d.blue > d.red ? 0 : 1) });
  return section(d.kind === "order" ? "dice.order" : "dice.initiative", line, el("p", { class: "hint", text: words }));
}

function shuuroHands(ui) {
  const view = ui.view;
  const hands = view.panels.hand;
  if (!hands) return null;
  const froms = new Set((view.moves || []).map((m) => m.from).filter((f) => f && f.startsWith("@")));
  const blocks = hands.map((hand, owner) => {
    const chips = hand.map(({ piece, count }) => {
      const from = "@" + piece;
      const active = owner === view.to_move && froms.has(from);
      return el("button", {
        type: "button", class: "hand-chip", dataset: { from, owner: String(owner) },
        disabled: !active, "aria-pressed": String(active && ui.selected === from),
        "aria-label": t("hand.piece", { piece: i18n.pieceName("shuuro", piece), count }),
        onclick: () => ui.pick(from),
      }, chip(piece, owner), el("span", { class: "hand-count", text: "×" + count }));
    });
    return el("div", { class: `hand owner-${owner}` },
      el("p", { class: "hand-title", text: t("hand.of", { player: ui.playerName(owner) }) }),
      chips.length ? el("div", { class: "chips" }, ...chips) : el("small", { text: t("hand.empty") }));
  });
  return section("hand.title", ...blocks, el("p", { class: "hint", text: t("hand.hint") }));
}

function shuuroActions(ui) {
  const view = ui.view;
  const buttons = [];
  for (const action of view.panels.actions || []) {
    const [word, who] = action.split(":");
    if (word === "timeout") continue;
    let label;
    if (word === "resign") label = t("action.resign", { player: ui.playerName(who === "red" ? 1 : 0) });
    else label = t(`action.${word}`);
    buttons.push(el("button", { type: "button", class: "action", dataset: { action }, text: label,
      onclick: () => ui.play(action) }));
  }
  if (!buttons.length) return null;
  const offer = view.panels.actions.includes("accept")
    ? el("p", { class: "hint", text: t("action.offered", { player: ui.playerName(view.to_move ^ 1) }) }) : null;
  return el("section", { class: "gp-section gp-actions" }, offer, el("div", { class: "gp-buttons" }, ...buttons));
}

function shuuroClock(ui) {
  if (!ui.clock) return null;
  const rows = [0, 1].map((owner) => el("div", {
    class: `clock owner-${owner}` + (ui.clock.running === owner ? " running" : ""),
    id: `clock-${owner}`, role: "timer",
  }, el("span", { class: "clock-name", text: ui.playerName(owner) }),
  el("span", { class: "clock-time", text: formatClock(ui.clock.left(owner)) })));
  return section("clock.title", el("div", { class: "clocks" }, ...rows));
}

export function formatClock(ms) {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const m = Math.floor(total / 60), s = total % 60;
  return `${m}:${String(s).padStart(2, "0")}`;
}

// ---------------------------------------------------------------- Shakku

/** A stick die as drawn on the real ones: blank, a cross, two or three bars. */
function stick(face) {
  const ns = "http://www.w3.org/2000/svg";
  const svg = document.createElementNS(ns, "svg");
  svg.setAttribute("viewBox", "0 0 24 64");
  svg.setAttribute("aria-hidden", "true");
  svg.classList.add("stick-face");
  const line = (x1, y1, x2, y2) => {
    const l = document.createElementNS(ns, "line");
    Object.entries({ x1, y1, x2, y2 }).forEach(([k, v]) => l.setAttribute(k, v));
    svg.append(l);
  };
  const body = document.createElementNS(ns, "rect");
  Object.entries({ x: 2, y: 2, width: 20, height: 60, rx: 7, class: "stick-body" })
    .forEach(([k, v]) => body.setAttribute(k, v));
  svg.append(body);
  if (face === "X") { line(6, 20, 18, 44); line(18, 20, 6, 44); }
  else if (face === "II") { line(8, 18, 8, 46); line(16, 18, 16, 46); }
  else if (face === "III") { line(6, 18, 6, 46); line(12, 18, 12, 46); line(18, 18, 18, 46); }
  return svg;
}

function shakkuDice(ui) {
  const view = ui.view;
  const p = view.panels;
  const thrower = view.throw;
  const parts = [];
  if (thrower !== null && thrower !== undefined && !view.result) {
    parts.push(el("button", {
      type: "button", id: "throw", class: "wide primary throw", title: "T",
      onclick: () => ui.play("throw"),
    }, el("span", { text: t("shakku.throw", { player: ui.playerName(thrower) }) }), el("kbd", { text: "T" })));
  }
  const dice = p.dice;
  if (dice) {
    const playable = new Set((view.moves || []).map((m) => m.die));
    const sticks = dice.thrown.map((face, i) => {
      const value = dice.values[i];
      const used = dice.used[i];
      const can = !used && value > 0 && playable.has(value) && !view.result;
      return el("button", {
        type: "button", class: "stick" + (used ? " used" : "") + (value ? "" : " blank"),
        dataset: { face, value: String(value), used: String(used) },
        disabled: !can,
        "aria-pressed": String(can && ui.die === value),
        "aria-label": t(used ? "shakku.dieUsed" : "shakku.die", { face: t(`shakku.face.${face}`), value }),
        title: t(`shakku.face.${face}`),
        onclick: () => ui.chooseDie(value),
      }, stick(face), el("span", { class: "stick-value", text: value ? String(value) : "–" }));
    });
    parts.push(el("div", { class: "sticks", id: "sticks" }, ...sticks));
    if (view.moves?.length) {
      parts.push(el("p", { class: "hint", text: ui.die ? t("shakku.hintDie", { die: ui.die }) : t("shakku.hint") }));
    }
  } else if (thrower === null || thrower === undefined) {
    parts.push(el("p", { class: "hint", text: t("shakku.noDice") }));
  }
  if (p.passed) {
    parts.push(el("p", { class: "hint warn", id: "passed", role: "status", text: passedText(p.passed, ui.playerName) }));
  }
  return section("shakku.dice", ...parts);
}

/** Why a Shakku turn passed: `passed` is the view's {player, reason, dice}. */
export function passedText(passed, playerName) {
  const dice = passed.dice.map((f) => t(`shakku.face.${f}`)).join(", ");
  return t(`shakku.passed.${passed.reason}`, { player: playerName(passed.player), dice });
}

function shakkuSides(ui) {
  const view = ui.view;
  const p = view.panels;
  const waitingMoves = (view.moves || []).some((m) => m.from === "@W");
  const rows = [0, 1].map((owner) => {
    const colours = ui.colours(owner);
    const waiting = p.waiting[owner].count;
    const king = p.king_owner === owner ? el("small", { class: "tag", text: t("shakku.ownsKing") }) : null;
    const wait = waiting ? el("button", {
      type: "button", class: "hand-chip", dataset: { from: "@W", owner: String(owner) },
      disabled: !(waitingMoves && view.to_move === owner),
      "aria-pressed": String(waitingMoves && view.to_move === owner && ui.selected === "@W"),
      onclick: () => ui.pick("@W"),
    }, el("span", { text: t("shakku.waiting", { count: waiting, point: p.waiting[owner].beside }) })) : null;
    return el("li", { class: "side", dataset: { owner: String(owner) } },
      el("span", { class: "swatch-mini", "aria-hidden": "true",
        style: `background:${colours.fill};border-radius:${owner ? "3px" : "50%"}` }),
      el("strong", { text: ui.playerName(owner) }), " ",
      el("span", { text: t("shakku.pawns", { count: p.pieces[owner], inactive: p.inactive[owner] }) }),
      king, wait);
  });
  return section("shakku.sides", el("ul", { class: "sides" }, ...rows),
    el("p", { class: "hint", text: t("shakku.course") }));
}

// ---------------------------------------------------------------- Shaturanga

function shaturangaSeats(ui) {
  const view = ui.view;
  const p = view.panels;
  const acting = view.to_move;
  const check = new Set((p.check || []).map((c) => c.player));
  const commanders = new Set((p.command || []).map((c) => c.player));
  const passive = new Set(p.passive || []);
  const lost = new Set(p.lost || []);
  const skipped = new Set(p.skipped || []);
  const rows = [0, 1, 2, 3].map((owner) => {
    const colours = ui.colours(owner);
    const tags = [];
    if (!view.result && p.seat === owner) tags.push(["turn", t("shaturanga.seatTurn")]);
    if (!view.result && acting === owner && p.seat !== owner) {
      // Answering an exchange offer, or moving for the ally under command.
      const offer = p.exchange?.offered_by;
      tags.push(["turn", offer !== null && offer !== undefined ? t("shaturanga.answers")
        : t("shaturanga.playsFor", { ally: ui.playerName(p.seat) })]);
    }
    if (check.has(owner)) tags.push(["check", t("shaturanga.check")]);
    if (commanders.has(owner)) tags.push(["command", t("shaturanga.commands", { ally: ui.playerName(owner ^ 2) })]);
    if (lost.has(owner)) {
      tags.push(["lost", skipped.has(owner) ? t("shaturanga.skipped")
        : t("shaturanga.lostPlayed", { ally: ui.playerName(owner ^ 2) })]);
    }
    if (passive.has(owner)) tags.push(["passive", t("shaturanga.passive")]);
    else if (lost.has(owner)) tags.push(["command", t("shaturanga.underCommand", { ally: ui.playerName(owner ^ 2) })]);
    return el("li", { class: "seat" + (p.seat === owner && !view.result ? " current" : "") + (lost.has(owner) ? " out" : ""),
                      dataset: { owner: String(owner), seat: view.seats?.[owner] || "" } },
      el("span", { class: "swatch seat-swatch", "aria-hidden": "true", "data-shape": ui.shape(owner),
                   style: `background:${colours.fill}` }),
      el("strong", { text: ui.playerName(owner) }), " ",
      el("small", { text: t(`shaturanga.seat.${view.seats?.[owner] || "south"}`) }),
      ...tags.map(([kind, words]) => el("span", { class: `tag tag-${kind}`, dataset: { tag: kind }, text: words })));
  });
  const teams = (p.teams || []).map((team) => team.map((i) => ui.playerName(i)).join(" + ")).join(t("shaturanga.versus"));
  return section("shaturanga.seats", el("ul", { class: "seats", id: "seats" }, ...rows),
    el("p", { class: "hint", text: t("shaturanga.teams", { teams }) }));
}

function shaturangaDie(ui) {
  const view = ui.view;
  const d = view.panels.die;
  if (!d) return null;
  const throws = (view.panels.events || []).filter((e) => e.kind === "throw");
  const parts = [];
  if (throws.length) {
    parts.push(el("p", { class: "dice-line", id: "die-throws" },
      ...throws.flatMap((e, i) => [i ? el("span", { class: "then", text: "→" }) : null,
                                   die(e.die, e.player, ui.colours(e.player).fill)])
        .filter(Boolean)));
  }
  if (d.value) {
    parts.push(el("p", { class: "die-named", id: "die-named" },
      el("strong", { text: t("shaturanga.dieNames", { piece: i18n.pieceName("shaturanga", d.piece) }) }),
      " ", el("span", { text: t("shaturanga.orSoldier") })));
  }
  if (throws.some((e) => e.die >= 5)) parts.push(el("p", { class: "hint", text: t("shaturanga.rethrowRule") }));
  if (!parts.length) parts.push(el("p", { class: "hint", text: t("shaturanga.dieRule") }));
  return section("shaturanga.die", ...parts);
}

export function eventText(view, e, playerName) {
  const params = { player: playerName(e.player), die: e.die, sq: e.sq,
    piece: e.die ? i18n.pieceName("shaturanga", ["", "boat", "horse", "elephant", "radjah"][e.die] || "") : "" };
  if (e.kind === "throw") return t(e.die >= 5 ? "shaturanga.event.rethrow" : "shaturanga.event.throw", params);
  const key = `shaturanga.event.${e.kind}`;
  return i18n.has(key) ? t(key, params) : e.text || e.kind;
}

function shaturangaEvents(ui) {
  const events = (ui.view.panels.events || []).filter((e) => e.kind !== "throw");
  if (!events.length) return null;
  return section("shaturanga.events", el("ul", { class: "events", id: "events", role: "status" },
    ...events.map((e) => el("li", { dataset: { kind: e.kind }, text: eventText(ui.view, e, ui.playerName) }))));
}

function shaturangaExchange(ui) {
  const view = ui.view;
  const x = view.panels.exchange;
  if (!x || view.result) return null;
  const actions = x.actions || [];
  if (!x.possible && x.offered_by === null && !actions.length) return null;
  const parts = [];
  if (x.offered_by !== null && x.offered_by !== undefined) {
    parts.push(el("p", { class: "hint", text: t("shaturanga.offered", { player: ui.playerName(x.offered_by), other: ui.playerName(view.to_move) }) }));
  } else {
    parts.push(el("p", { class: "hint", text: t("shaturanga.exchangeRule") }));
  }
  const label = { "exchange:offer": "shaturanga.offer", "exchange:accept": "shaturanga.accept", "exchange:decline": "shaturanga.decline" };
  const buttons = actions.map((action) => el("button", {
    type: "button", class: "action" + (action === "exchange:accept" ? " primary" : ""), dataset: { action },
    text: t(label[action] || action, { player: ui.playerName(view.to_move) }),
    onclick: () => ui.play(action),
  }));
  if (buttons.length) parts.push(el("div", { class: "gp-buttons" }, ...buttons));
  return section("shaturanga.exchange", ...parts);
}

export const PANELS = {
  shakku: {
    render: (ui) => [shakkuDice(ui), shakkuSides(ui)],
  },
  shaturanga: {
    render: (ui) => [shaturangaSeats(ui), shaturangaDie(ui), shaturangaEvents(ui), shaturangaExchange(ui)].filter(Boolean),
  },

  shuuro: {
    secret: (view) => view?.panels?.phase === "recruit" && !view.result,
    clock: (view) => view?.panels?.clock || null,
    // Red buys after Blue's "done": while Red buys, the last move "done" is
    // Blue's confirmation (Red's own ends the recruitment).
    undoReveals: (view) => view?.panels?.phase === "recruit" && !view.result && view.to_move === 1 &&
      (view.history || []).at(-1) === "done",
    render(ui) {
      const phase = ui.view.panels.phase;
      const parts = [shuuroPhase(ui), shuuroClock(ui)];
      if (phase === "recruit") {
        parts.push(shuuroBudgets(ui));
        if (ui.view.panels.shop) parts.push(shuuroShop(ui));
      }
      parts.push(shuuroHands(ui), shuuroDice(ui), shuuroRolls(ui), shuuroActions(ui));
      return parts.filter(Boolean);
    },
  },
};
