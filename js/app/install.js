// Keeping the app where the player's games are safe.
//
// * Browsers that can install a web app (Chromium's `beforeinstallprompt`):
//   once the player has played a move, a note offers the install.
// * iPhone and iPad: Safari (and every iOS browser: they are all WebKit)
//   deletes a site's storage, its saved games and its service worker's
//   offline copy, after seven days without a visit, unless the app was
//   added to the Home Screen.  Once the player has played a move, a note
//   says so and how to add it, unless the storage is already kept for good
//   (`navigator.storage.persist()` granted) or the app runs from the Home
//   Screen.
// Either note is shown once on this device (dismissed or not).

import { t } from "./language.js";
import { notify, dismiss } from "./notices.js";
import { session } from "./session.js";

const TOLD = "boardgames.keepTold";
let offer = null;          // the browser's install prompt, kept for the note's button

/** An iPhone, iPod or iPad (iPadOS says it is a Mac, with a touch screen). */
export function onAppleMobile(nav = navigator) {
  return /iPhone|iPad|iPod/.test(nav.userAgent)
    || (/Macintosh/.test(nav.userAgent) && nav.maxTouchPoints > 1);
}

/** Running from the Home Screen (or as an installed app). */
export function installed() {
  return navigator.standalone === true || !!window.matchMedia?.("(display-mode: standalone)").matches;
}

function told() {
  try { return localStorage.getItem(TOLD) !== null; } catch { return true; }
}

function markTold(what) {
  try { localStorage.setItem(TOLD, what); } catch { /* storage blocked: nothing to keep */ }
}

export function setupInstall() {
  window.addEventListener("beforeinstallprompt", (event) => {
    event.preventDefault();             // offered by the note, when a game is worth keeping
    offer = event;
  });
  window.addEventListener("appinstalled", () => { offer = null; });
  const off = session.on("view", ({ op, by }) => {
    if (op === "play" && by === "person" && tell()) off();
  });
}

/** The note, if one is due now; whether this device is done with it. */
function tell() {
  if (told() || installed()) return true;
  if (onAppleMobile()) {
    markTold("home-screen");
    keptForGood().then((kept) => {
      if (!kept) notify(() => t("notice.homeScreen"), "note", { key: "keep" });
    });
    return true;
  }
  if (!offer) return false;             // not (yet) installable: ask again at the next move
  markTold("install");
  const prompt = offer;
  const id = notify(() => t("notice.install"), "note", {
    key: "keep",
    actions: [{ label: "btn.install", run: () => { dismiss(id); prompt.prompt(); } }],
  });
  return true;
}

async function keptForGood() {
  try {
    return (await navigator.storage?.persisted?.()) || (await navigator.storage?.persist?.()) || false;
  } catch {
    return false;
  }
}
