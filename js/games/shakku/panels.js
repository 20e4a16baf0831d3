// Shakku's side panel, from `view.panels`: the Throw button, the three stick
// dice (pick one to light only its moves), why a turn passed, and the two
// sides (pawns, the King's owner, the pawns waiting to re-enter).  Also the
// words for a throw and a passed turn, said after a move.  The shape of a
// panel: js/panels/kit.js.

import { el, section } from "../../panels/kit.js";

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

function dice(ui) {
  const w = ui.w;
  const view = ui.view;
  const p = view.panels;
  const thrower = view.throw;
  const parts = [];
  if (thrower !== null && thrower !== undefined && !view.result) {
    parts.push(el("button", {
      type: "button", id: "throw", class: "wide primary throw", title: "T",
      onclick: () => ui.play("throw"),
    }, el("span", { text: w.t("shakku.throw", { player: ui.playerName(thrower) }) }), el("kbd", { text: "T" })));
  }
  const thrown = p.dice;
  if (thrown) {
    const playable = new Set((view.moves || []).map((m) => m.die));
    const sticks = thrown.thrown.map((face, i) => {
      const value = thrown.values[i];
      const used = thrown.used[i];
      const can = !used && value > 0 && playable.has(value) && !view.result;
      return el("button", {
        type: "button", class: "stick" + (used ? " used" : "") + (value ? "" : " blank"),
        dataset: { face, value: String(value), used: String(used) },
        disabled: !can,
        "aria-pressed": String(can && ui.die === value),
        "aria-label": w.t(used ? "shakku.dieUsed" : "shakku.die", { face: w.t(`shakku.face.${face}`), value }),
        title: w.t(`shakku.face.${face}`),
        onclick: () => ui.chooseDie(value),
      }, stick(face), el("span", { class: "stick-value", text: value ? String(value) : "–" }));
    });
    parts.push(el("div", { class: "sticks", id: "sticks" }, ...sticks));
    if (view.moves?.length) {
      parts.push(el("p", { class: "hint", text: ui.die ? w.t("shakku.hintDie", { die: ui.die }) : w.t("shakku.hint") }));
    }
  } else if (thrower === null || thrower === undefined) {
    parts.push(el("p", { class: "hint", text: w.t("shakku.noDice") }));
  }
  if (p.passed) {
    parts.push(el("p", { class: "hint warn", id: "passed", role: "status", text: passedText(w, p.passed, ui.playerName) }));
  }
  return section(w, "shakku.dice", ...parts);
}

/** Why a turn passed: `passed` is the view's {player, reason, dice}. */
function passedText(w, passed, name) {
  const faces = passed.dice.map((f) => w.t(`shakku.face.${f}`)).join(", ");
  return w.t(`shakku.passed.${passed.reason}`, { player: name(passed.player), dice: faces });
}

function sides(ui) {
  const w = ui.w;
  const view = ui.view;
  const p = view.panels;
  // The origin of the moves that bring a waiting pawn back (its `from`).
  const reentry = (view.moves || []).find((m) => m.hand)?.from ?? null;
  const rows = [0, 1].map((owner) => {
    const colours = ui.colours(owner);
    const waiting = p.waiting[owner].count;
    const king = p.king_owner === owner ? el("small", { class: "tag", text: w.t("shakku.ownsKing") }) : null;
    const mine = reentry !== null && view.to_move === owner;
    const wait = waiting ? el("button", {
      type: "button", class: "hand-chip", dataset: { from: mine ? reentry : "", owner: String(owner) },
      disabled: !mine,
      "aria-pressed": String(mine && ui.selected === reentry),
      onclick: () => ui.pick(reentry),
    }, el("span", { text: w.t("shakku.waiting", { count: waiting, point: p.waiting[owner].beside }) })) : null;
    return el("li", { class: "side", dataset: { owner: String(owner) } },
      el("span", { class: "swatch-mini", "aria-hidden": "true",
        style: `background:${colours.fill};border-radius:${owner ? "3px" : "50%"}` }),
      el("strong", { text: ui.seatName(owner) }), " ",
      el("span", { text: w.t("shakku.pawns", { count: p.pieces[owner], inactive: p.inactive[owner] }) }),
      king, wait);
  });
  return section(w, "shakku.sides", el("ul", { class: "sides" }, ...rows),
    el("p", { class: "hint", text: w.t("shakku.course") }));
}

export const panel = {
  render: (ui) => [dice(ui), sides(ui)],
  /** A throw is said as the sticks thrown. */
  describeMove(before, view, w) {
    const thrown = view.last_move?.throw;
    if (thrown?.kind !== "sticks" || !before) return null;
    const faces = thrown.faces.map((f) => w.t(`shakku.face.${f}`)).join(", ");
    return w.t("announce.throw", { player: w.playerName(view, thrown.player), faces });
  },
  /** A turn that passed: why. */
  aftermath: (view, w) => (view.panels?.passed ? [passedText(w, view.panels.passed, (i) => w.playerName(view, i))] : []),
};
