// Resign and draw, in every game (the toolbar's #concede row), each confirmed
// in a dialog (#concede-dialog).  The actions are the view's: its panels'
// `action_moves` ({move, kind: resign | offer | accept, player}) and
// `offered_by`, which the rules send (py/boardgames/games/<game>/); the page
// decides none.  A person resigns, offers or accepts only for a seat a
// person plays: against the computer, its seats are its own (it answers a
// draw offer itself, by its judgement).  In Shaturanga a seat that resigns
// concedes for its team.

import { seatLevel } from "../session/index.js";
import { t, words } from "./language.js";
import { notify } from "./notices.js";
import { session } from "./session.js";
import { $ } from "./state.js";

let pending = null;          // the actions the dialog asks about: [{move, kind, player}]

export function setupConcede() {
  $("resign").addEventListener("click", () => ask("resign"));
  $("draw").addEventListener("click", () => ask(drawKind()));
  $("concede-form").addEventListener("submit", (e) => {
    e.preventDefault();
    confirm();
  });
  session.on("view", () => renderConcede());
  session.on("busy", () => renderConcede());
}

/** The view's actions a person may take (never for the computer's seats). */
export function personActions(view = session.view) {
  if (!view || view.result) return [];
  return (view.panels?.action_moves || []).filter((a) => seatLevel(view, a.player) === null);
}

/** May a person play this action?  False for an action of the computer's seat. */
export function mayAct(move, view = session.view) {
  const action = (view?.panels?.action_moves || []).find((a) => a.move === move);
  return !action || seatLevel(view, action.player) === null;
}

function drawKind() {
  return personActions().some((a) => a.kind === "accept") ? "accept" : "offer";
}

export function renderConcede() {
  const view = session.view;
  const row = $("concede");
  const all = view?.panels?.action_moves || [];
  row.hidden = !view || !all.length && !view.result;
  const open = session.live && !session.busy;
  const actions = personActions(view);
  $("resign").disabled = !open || !actions.some((a) => a.kind === "resign");
  const kind = drawKind();
  $("draw").disabled = !open || !actions.some((a) => a.kind === kind);
  const label = row.querySelector(".draw-label");
  label.dataset.i18n = kind === "accept" ? "btn.acceptDraw" : "btn.offerDraw";
  label.textContent = t(label.dataset.i18n);
  $("draw").classList.toggle("primary", kind === "accept" && !$("draw").disabled);
  // A draw offered: said under whose turn it is, with how to answer.
  const offered = view?.panels?.offered_by;
  const hint = $("offer-text");
  hint.hidden = offered === null || offered === undefined || Boolean(view?.result);
  if (!hint.hidden) hint.textContent = t("concede.offered", { player: words().playerName(view, offered) });
}

/** Ask before acting: which seat resigns (a person's), or whether to offer
 *  or accept the draw. */
function ask(kind) {
  const view = session.view;
  const actions = personActions(view).filter((a) => a.kind === kind);
  if (!actions.length) return;
  pending = actions;
  const w = words();
  const box = $("concede-seats");
  const legend = box.querySelector("legend");
  box.hidden = kind !== "resign" || actions.length < 2;
  // The seat to move first, when several people could resign.
  const first = actions.find((a) => a.player === view.to_move) || actions[0];
  box.replaceChildren(legend, ...actions.map((a) => {
    const label = document.createElement("label");
    label.className = "field check";
    const input = document.createElement("input");
    input.type = "radio";
    input.name = "concede-seat";
    input.value = a.move;
    input.checked = a === first;
    input.addEventListener("change", () => describe(kind, a));
    const name = document.createElement("span");
    name.textContent = w.playerName(view, a.player);
    label.append(input, name);
    return label;
  }));
  $("concede-title").textContent = t(`concede.${kind}Title`);
  $("concede-confirm").textContent = t(`concede.confirm${kind[0].toUpperCase()}${kind.slice(1)}`);
  describe(kind, first);
  $("concede-dialog").showModal();
  $("concede-confirm").focus();
}

/** What the action does, in words. */
function describe(kind, action) {
  const view = session.view;
  const w = words();
  const player = w.playerName(view, action.player);
  const teams = view.panels?.teams;
  const team = teams?.find((members) => members.includes(action.player));
  let text;
  if (kind === "resign") {
    const others = team ? teams.find((members) => !members.includes(action.player)) : null;
    text = others
      ? t("concede.resignTeam", { player, winner: others.map((i) => w.playerName(view, i)).join(" + ") })
      : t("concede.resignText", { player, winner: view.players.map((_, i) => i).filter((i) => i !== action.player)
        .map((i) => w.playerName(view, i)).join(" + ") });
  } else {
    const offerer = view.panels?.offered_by;
    const other = kind === "offer"
      ? view.players.map((_, i) => i).filter((i) => !(team || [action.player]).includes(i)).map((i) => w.playerName(view, i)).join(" + ")
      : w.playerName(view, offerer);
    text = t(kind === "offer" ? "concede.offerText" : "concede.acceptText", { player, other });
  }
  $("concede-text").textContent = text;
}

async function confirm() {
  const dialog = $("concede-dialog");
  const chosen = dialog.querySelector('input[name="concede-seat"]:checked')?.value ?? pending?.[0]?.move;
  dialog.close();
  const action = pending?.find((a) => a.move === chosen);
  pending = null;
  if (!action || !mayAct(action.move)) {
    notify(() => t("concede.notYours"), "warn");
    return;
  }
  if (!session.live || session.busy) return;
  await session.run((ops) => ops.play(action.move));
}

