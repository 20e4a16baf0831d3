// A first visit (no game saved, no choice made before): the three ways in,
// at the top of the side panel (index.html's first script shows it in the
// first frame): play the computer, two players on this device, learn the
// rules.  Any choice (or a move played, a game opened) puts it away for good.

import { versusComputer } from "./players.js";
import { gameDescription } from "./games.js";
import { getLanguage } from "./language.js";
import { newGame, withBusy } from "./matches.js";
import { session } from "./session.js";
import { $, DEFAULT_GAME } from "./state.js";

const KEY = "boardgames.welcomed";

export function setupWelcome() {
  const box = $("welcome");
  if (box.hidden) return;
  $("welcome-computer").addEventListener("click", () => playComputer());
  $("welcome-people").addEventListener("click", () => dismiss());
  $("welcome-rules").addEventListener("click", () => dismiss());
  // A person's move, or a game opened by the player: the choice is made.
  session.on("view", ({ op, by }) => {
    const booted = document.documentElement.dataset.engine === "ready";
    if ((op === "play" && by === "person") || op === "load" || (op === "new" && booted)) dismiss();
    else renderWelcome();
  });
}

function renderWelcome() {
  $("welcome-rules").href = `rules/${getLanguage()}/${session.view?.game || DEFAULT_GAME}.html`;
}

function dismiss() {
  $("welcome").hidden = true;
  try { localStorage.setItem(KEY, "1"); } catch { /* storage blocked */ }
}

/** The game shown, against the computer: the first seat the player's. */
async function playComputer() {
  const game = session.view?.game;
  if (!game) return;
  if (!session.live) {                    // the engine is still starting: once it is up
    const off = session.on("busy", () => { if (session.live && !session.busy) { off(); playComputer(); } });
    return;
  }
  const players = gameDescription(game).players || session.view.players || [];
  const seats = Object.fromEntries(Object.entries(versusComputer(players)).filter(([, level]) => level !== null));
  const answer = await withBusy((ops) => newGame(ops, game, { ...(session.view.options || {}) }, null, seats));
  if (answer?.ok) dismiss();
}
