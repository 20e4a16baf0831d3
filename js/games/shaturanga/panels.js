// Shaturanga's side panel, from `view.panels`: the four seats (whose turn,
// checks, commands, lost and passive armies), the die and the piece it names,
// what happened by itself since the last move, and the exchange of Radjahs.
// Also the events and checks said after a move.  The shape of a panel:
// js/panels.js.

import { has, pieceName, playerName, t } from "../../i18n.js";
import { die, el, section } from "../../panels.js";

function seats(ui) {
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
    if (!view.result && p.seat === owner) tags.push(["turn", t("shaturanga.seatTurn")]);
    if (!view.result && acting === owner && p.seat !== owner) {
      // Answering an exchange offer, or moving for the ally under command.
      const offer = p.exchange?.offered_by;
      tags.push(["turn", offer !== null && offer !== undefined ? t("shaturanga.answers")
        : t("shaturanga.playsFor", { ally: ui.playerName(p.seat) })]);
    }
    const ally = ui.playerName(allyOf(p, owner));
    if (check.has(owner)) tags.push(["check", t("shaturanga.check")]);
    if (commanders.has(owner)) {
      const armies = commanders.get(owner).filter((army) => army !== owner).map((army) => ui.playerName(army));
      tags.push(["command", t("shaturanga.commands", { ally: armies.join(", ") })]);
    }
    if (lost.has(owner)) {
      tags.push(["lost", skipped.has(owner) ? t("shaturanga.skipped") : t("shaturanga.lostPlayed", { ally })]);
    }
    if (passive.has(owner)) tags.push(["passive", t("shaturanga.passive")]);
    else if (lost.has(owner)) tags.push(["command", t("shaturanga.underCommand", { ally })]);
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

/** A seat's partner (view.panels.teams). */
function allyOf(p, owner) {
  return (p.teams || []).find((team) => team.includes(owner))?.find((seat) => seat !== owner) ?? owner;
}

function theDie(ui) {
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
      el("strong", { text: t("shaturanga.dieNames", { piece: pieceName("shaturanga", d.piece) }) }),
      " ", el("span", { text: t("shaturanga.orSoldier") })));
  }
  if (throws.some((e) => e.again)) parts.push(el("p", { class: "hint", text: t("shaturanga.rethrowRule") }));
  if (!parts.length) parts.push(el("p", { class: "hint", text: t("shaturanga.dieRule") }));
  return section("shaturanga.die", ...parts);
}

/** What happened by itself, in words: `e` is one of the view's events. */
function eventText(e, name) {
  const params = { player: name(e.player), die: e.die, sq: e.sq,
    piece: e.piece ? pieceName("shaturanga", e.piece) : "" };
  if (e.kind === "throw") return t(e.again ? "shaturanga.event.rethrow" : "shaturanga.event.throw", params);
  const key = `shaturanga.event.${e.kind}`;
  return has(key) ? t(key, params) : e.text || e.kind;
}

function events(ui) {
  const list = (ui.view.panels.events || []).filter((e) => e.kind !== "throw");
  if (!list.length) return null;
  return section("shaturanga.events", el("ul", { class: "events", id: "events", role: "status" },
    ...list.map((e) => el("li", { dataset: { kind: e.kind }, text: eventText(e, ui.playerName) }))));
}

function exchange(ui) {
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

export const panel = {
  render: (ui) => [seats(ui), theDie(ui), events(ui), exchange(ui)].filter(Boolean),
  /** What happened by itself since (throws, skipped seats, lost turns, mates), and every Radjah in check. */
  aftermath(view) {
    const name = (i) => playerName(view, i);
    const said = (view.panels?.events || []).filter((e) => e.kind !== "throw").map((e) => eventText(e, name));
    for (const c of view.panels?.check || []) {
      if (c.player !== undefined) said.push(t("announce.check", { player: name(c.player) }));
    }
    return said;
  },
};
