// One device passed round the table while a player chooses in secret
// (Shuuro's armies): the "pass the device" screen covers the board until the
// player to move says he holds the device; the session then shows his
// seat's view (session.seat), and goes back to the open view once his secret
// is chosen (js/session/index.js).  The engine never sends a secret to a
// view that may not see it.

import { seatLevel } from "../session/index.js";
import { t, words } from "./language.js";
import { isSecret, session } from "./session.js";
import { $ } from "./state.js";

/** Is the pass screen shown: a secret is due and nobody claimed the device? */
export function passShown() {
  const view = session.view;
  // The computer's secret is chosen by the computer: nobody takes the device.
  return Boolean(session.live && isSecret(view) && session.seat === null &&
                 seatLevel(view, view.secret.player) === null);
}

export function renderPass() {
  const screen = $("pass-screen");
  const show = passShown();
  screen.hidden = !show;
  $("board-area").classList.toggle("covered", show);
  if (!show) return;
  const view = session.view;
  const w = words();
  const player = w.playerName(view, view.secret.player);
  const other = view.secret.others.map((i) => w.playerName(view, i)).join(", ");
  $("pass-title").textContent = t("pass.title", { player });
  $("pass-text").textContent = t("pass.text", { player, other });
  $("pass-ready").textContent = t("pass.ready", { player });
}

export function setupSeat() {
  $("pass-ready").addEventListener("click", () => reveal());
}

/** The player who chooses in secret took the device: show him his secret. */
export async function reveal() {
  if (!session.live || session.busy || !isSecret(session.view)) return false;
  const ok = await session.reveal(session.view.secret.player);
  if (ok) $("game-panel").querySelector("button:not(:disabled)")?.focus();
  return ok;
}
