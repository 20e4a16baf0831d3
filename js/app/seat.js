// One device passed round the table while a player chooses in secret
// (Shuuro's armies): the "pass the device" screen covers the board until the
// player to move says he holds the device; the page then shows his seat's
// view (app.seat), and goes back to the hot-seat view once his secret is
// chosen.  The engine never sends a secret to a view that may not see it.

import { playerName } from "../i18n.js";
import { t } from "../i18n.js";
import { seatLevel } from "./computer.js";
import { call, showView, withBusy } from "./controller.js";
import { isSecret } from "./games.js";
import { showError } from "./notices.js";
import { $, app } from "./state.js";

/** Is the pass screen shown: a secret is due and nobody claimed the device? */
export function passShown() {
  // The computer's secret is chosen by the computer: nobody takes the device.
  return Boolean(app.ready && isSecret(app.view) && app.seat === null &&
                 seatLevel(app.view, app.view.secret.player) === null);
}

export function renderPass() {
  const screen = $("pass-screen");
  const show = passShown();
  screen.hidden = !show;
  $("board-area").classList.toggle("covered", show);
  if (!show) return;
  const { secret } = app.view;
  const player = playerName(app.view, secret.player);
  const other = secret.others.map((i) => playerName(app.view, i)).join(", ");
  $("pass-title").textContent = t("pass.title", { player });
  $("pass-text").textContent = t("pass.text", { player, other });
  $("pass-ready").textContent = t("pass.ready", { player });
}

export function setupSeat() {
  $("pass-ready").addEventListener("click", () => reveal());
}

/** The player who chooses in secret took the device: show him his secret. */
export function reveal() {
  if (!app.ready || !isSecret(app.view)) return;
  return withBusy(async () => {
    const seat = app.view.secret.player;
    const answer = await call("view", { match: app.match, player: seat });
    if (!answer?.ok) { if (answer) showError(answer.error); return; }
    app.seat = seat;
    showView(answer.view);
    $("game-panel").querySelector("button:not(:disabled)")?.focus();
  });
}

/** After a change: keep the seat only while its owner is still choosing in secret. */
export async function hideIfPassed(view) {
  if (app.seat === null) return view;
  if (view.secret?.player === app.seat) return view;
  app.seat = null;
  const answer = await call("view", { match: app.match, player: null });
  // Without an answer (the engine died) nothing of the seat's panels or moves stays.
  return answer?.ok ? answer.view : { ...view, panels: null, moves: [] };
}
