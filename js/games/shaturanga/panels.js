// Shaturanga's side panel, from `view.panels`: the four seats (whose turn,
// checks, commands, lost and passive armies), the die and the piece it names,
// what happened by itself since the last move, and the exchange of Radjahs.
// Also the events and checks said after a move.  The shape of a panel:
// js/panels/kit.js.

import { die, el, section } from "../../panels/kit.js";

function seats(ui) {
  const w = ui.w;
  const view = ui.view;
  const p = view.panels;
  const acting = view.to_move;
  const check = new Set((p.check || []).map((c) => c.player));
  const commanders = new Map((p.command || []).map((c) => [c.player, c.armies]));
  const passive = new Set(p.passive || []);
  const lost = new Set(p.lost || []);
  const skipped = new Set(p.skipped || []);
  const rows = [0, 1, 2, 3].map((owner) => {
    const colours = ui.colours(owner);
    const tags = [];
    if (!view.result && p.seat === owner) tags.push(["turn", w.t("shaturanga.seatTurn")]);
    if (!view.result && acting === owner && p.seat !== owner) {
      // Answering an exchange offer, or moving for the ally under command.
      const offer = p.exchange?.offered_by;
      tags.push(["turn", offer !== null && offer !== undefined ? w.t("shaturanga.answers")
        : w.t("shaturanga.playsFor", { ally: ui.playerName(p.seat) })]);
    }
    const ally = ui.playerName(allyOf(p, owner));
    if (check.has(owner)) tags.push(["check", w.t("shaturanga.check")]);
    if (commanders.has(owner)) {
      const armies = commanders.get(owner).filter((army) => army !== owner).map((army) => ui.playerName(army));
      tags.push(["command", w.t("shaturanga.commands", { ally: armies.join(", ") })]);
    }
    if (lost.has(owner)) {
      tags.push(["lost", skipped.has(owner) ? w.t("shaturanga.skipped") : w.t("shaturanga.lostPlayed", { ally })]);
    }
    if (passive.has(owner)) tags.push(["passive", w.t("shaturanga.passive")]);
    else if (lost.has(owner)) tags.push(["command", w.t("shaturanga.underCommand", { ally })]);
    return el("li", { class: "seat" + (p.seat === owner && !view.result ? " current" : "") + (lost.has(owner) ? " out" : ""),
                      dataset: { owner: String(owner), seat: view.seats?.[owner] || "" } },
      el("span", { class: "swatch seat-swatch", "aria-hidden": "true", "data-shape": ui.shape(owner),
                   style: `background:${colours.fill}` }),
      el("strong", { text: ui.seatName(owner) }), " ",
      el("small", { text: w.t(`shaturanga.seat.${view.seats?.[owner] || "south"}`) }),
      ...tags.map(([kind, words]) => el("span", { class: `tag tag-${kind}`, dataset: { tag: kind }, text: words })));
  });
  const teams = (p.teams || []).map((team) => team.map((i) => ui.playerName(i)).join(" + ")).join(w.t("shaturanga.versus"));
  return section(w, "shaturanga.seats", el("ul", { class: "seats", id: "seats" }, ...rows),
    el("p", { class: "hint", text: w.t("shaturanga.teams", { teams }) }));
}

/** A seat's partner (view.panels.teams). */
function allyOf(p, owner) {
  return (p.teams || []).find((team) => team.includes(owner))?.find((seat) => seat !== owner) ?? owner;
}

function theDie(ui) {
  const w = ui.w;
  const view = ui.view;
  const d = view.panels.die;
  if (!d) return null;
  const throws = (view.panels.events || []).filter((e) => e.kind === "throw");
  const parts = [];
  if (throws.length) {
    parts.push(el("p", { class: "dice-line", id: "die-throws" },
      ...throws.flatMap((e, i) => [i ? el("span", { class: "then", text: "→" }) : null,
                                   die(w, e.die, e.player, ui.colours(e.player).fill)])
        .filter(Boolean)));
  }
  if (d.value) {
    parts.push(el("p", { class: "die-named", id: "die-named" },
      el("strong", { text: w.t("shaturanga.dieNames", { piece: w.pieceName("shaturanga", d.piece) }) }),
      " ", el("span", { text: w.t("shaturanga.orSoldier") })));
  }
  if (throws.some((e) => e.again)) parts.push(el("p", { class: "hint", text: w.t("shaturanga.rethrowRule") }));
  if (!parts.length) parts.push(el("p", { class: "hint", text: w.t("shaturanga.dieRule") }));
  return section(w, "shaturanga.die", ...parts);
}

/** What happened by itself, in words: `e` is one of the view's events. */
function eventText(w, e, name) {
  const params = { player: name(e.player), die: e.die, sq: e.sq,
    piece: e.piece ? w.pieceName("shaturanga", e.piece) : "" };
  if (e.kind === "throw") return w.t(e.again ? "shaturanga.event.rethrow" : "shaturanga.event.throw", params);
  const key = `shaturanga.event.${e.kind}`;
  return w.has(key) ? w.t(key, params) : e.text || e.kind;
}

function events(ui) {
  const w = ui.w;
  const list = (ui.view.panels.events || []).filter((e) => e.kind !== "throw");
  if (!list.length) return null;
  return section(w, "shaturanga.events", el("ul", { class: "events", id: "events", role: "status" },
    ...list.map((e) => el("li", { dataset: { kind: e.kind }, text: eventText(w, e, ui.playerName) }))));
}

function exchange(ui) {
  const w = ui.w;
  const view = ui.view;
  const x = view.panels.exchange;
  if (!x || view.result) return null;
  const actions = x.actions || [];
  if (!x.possible && x.offered_by === null && !actions.length) return null;
  const parts = [];
  if (x.offered_by !== null && x.offered_by !== undefined) {
    parts.push(el("p", { class: "hint", text: w.t("shaturanga.offered", { player: ui.playerName(x.offered_by), other: ui.playerName(view.to_move) }) }));
  } else {
    parts.push(el("p", { class: "hint", text: w.t("shaturanga.exchangeRule") }));
  }
  const label = { "exchange:offer": "shaturanga.offer", "exchange:accept": "shaturanga.accept", "exchange:decline": "shaturanga.decline" };
  const buttons = actions.map((action) => el("button", {
    type: "button", class: "action" + (action === "exchange:accept" ? " primary" : ""), dataset: { action },
    text: w.t(label[action] || action, { player: ui.playerName(view.to_move) }),
    onclick: () => ui.play(action),
  }));
  if (buttons.length) parts.push(el("div", { class: "gp-buttons" }, ...buttons));
  return section(w, "shaturanga.exchange", ...parts);
}

export const panel = {
  render: (ui) => [seats(ui), theDie(ui), events(ui), exchange(ui)].filter(Boolean),
  /** A move the board cannot show, in words: the exchange offered, accepted or declined. */
  label(move, view, w) {
    const key = { "exchange:offer": "shaturanga.offer", "exchange:accept": "shaturanga.accept",
                  "exchange:decline": "shaturanga.decline" }[move.move];
    return key ? w.t(key, { player: w.playerName(view, view.to_move) }) : null;
  },
  /** What happened by itself since (throws, skipped seats, lost turns, mates), and every Radjah in check. */
  aftermath(view, w) {
    const name = (i) => w.playerName(view, i);
    const said = (view.panels?.events || []).filter((e) => e.kind !== "throw").map((e) => eventText(w, e, name));
    for (const c of view.panels?.check || []) {
      if (c.player !== undefined) said.push(w.t("announce.check", { player: name(c.player) }));
    }
    return said;
  },
};
