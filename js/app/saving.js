// Saving the game after every change (./storage.js), before the change is
// shown, and saved data that cannot be used: it is never lost.  Such data is
// moved aside under a key of its own and a notice says where; when storage
// is too full for that, it stays where it is and nothing is saved over it
// until the player downloads it as a file or discards it, from the notice.

import * as board from "./board.js";
import { downloadText, openExport, stamp } from "./export.js";
import { t } from "./language.js";
import { dismiss, notify } from "./notices.js";
import { isSecret, session } from "./session.js";
import { emit } from "./state.js";
import * as storage from "./storage.js";

let stuckSave = null;      // unreadable saved data that could not be moved aside (see putAside)
let stuckNotice = null;    //   and the notice that offers to download or discard it
let unsaved = null;        // the notice shown while saving fails (see noteSaved)
let mine = null;           // the saved game's text as this tab last wrote or read it

// The changes that are saved: a game opened, and every change of the game
// itself.  Not a goto (the analysis steps through the game; the saved game
// stays whole), nor a seat's view (the same game).
const SAVED = new Set(["new", "load", "play", "undo", "redo", "computer", "friend_send"]);

/** Every change of the game is saved before the screen shows it. */
export function setupSaving() {
  session.on("view", ({ op }) => (SAVED.has(op) ? saveGame() : undefined));
}

/** Is unreadable saved data waiting for the player's decision (nothing is saved meanwhile)? */
export function isStuck() {
  return stuckSave !== null;
}

/** Save the game shown: its record and moves to redo (the last answer's,
 *  else asked for), its view, its clocks and how its board is turned. */
export async function saveGame() {
  if (session.match === null || !session.live) return;
  if (typeof session.record !== "string" && !await session.fetchRecord()) return;
  if (stuckSave !== null) return;    // nothing is saved over it until the player decides
  // While a secret is chosen, the record is stored hidden and the view saved
  // for the first paint is the open one, which holds no secret.
  const secret = isSecret(session.view);
  let view = session.view;
  if (secret && session.seat !== null) {
    const open = await session.request("view", { match: session.match, player: null });
    if (!open?.ok) return;
    view = open.view;
  }
  if (!keepOtherTabsGame(view)) { noteSaved(false); return; }
  noteSaved(storage.writeSave(view.game, session.record, view, {
    redo: session.redoMoves, secret, clock: session.clock.snapshot(view.ply), screen: board.orientation(),
    friend: session.view?.friend?.id ?? null,
  }));
  mine = storage.readRaw();
}

/** The same game open in another tab saved over ours since we last saved:
 *  unless ours goes on from theirs, theirs is kept under a key of its own
 *  (and said, with a way to open it) before ours is saved.  False when there
 *  is no room to keep it: then ours is not saved over it. */
function keepOtherTabsGame(view) {
  const stored = storage.readRaw();
  if (mine === null || stored === null || stored === mine) return true;
  const other = storage.parseSave(stored);
  if (other.status !== "ok" || other.save.game !== view.game) return true;     // another game: on the shelf
  if (startsWith(view.history || [], other.save.view.history || [])) return true;
  const key = storage.keepCopy(stored);
  if (key === null) return false;
  notify(() => t("tabs.keptOther", { key }), "warn",
         { actions: [{ label: "btn.showKept", run: () => emit("open-saved", key) }] });
  return true;
}

/** Does the list `longer` begin with `shorter`? */
export function startsWith(longer, shorter) {
  return shorter.length <= longer.length && shorter.every((move, i) => move === longer[i]);
}

/** The saved game's text another tab wrote is this tab's game now (it
 *  follows it, or has the same); returns the one before, to undo it. */
export function adoptStored(raw) {
  const before = mine;
  mine = raw;
  return before;
}

/** A save failed (storage full or blocked): warn once, with a way to export
 *  the game, which stays in the page; the warning goes when a save works. */
function noteSaved(ok) {
  if (ok) {
    if (unsaved !== null) dismiss(unsaved);
    unsaved = null;
  } else if (unsaved === null) {
    unsaved = notify(() => t("notice.storageFailed"), "warn",
                     { actions: [{ label: "btn.export", run: () => openExport() }] });
  }
}

/** The saved game, or null; unreadable data is set aside (see putAside). */
export function savedGame() {
  const saved = storage.readSave();
  mine = storage.readRaw();
  if (saved.status === "corrupt") putAside(saved.raw);
  return saved.status === "ok" ? saved.save : null;
}

/** Move unusable saved data (`raw`, the whole saved text) aside, and say so
 *  (`detail`: the words for why the engine refused it). */
export function putAside(raw, detail = null) {
  const key = storage.setAside(raw);
  if (key !== null) {
    notify(() => (detail ? t("notice.saveRefused", { key, detail: detail() }) : t("notice.corruptSave", { key })));
    return;
  }
  stuckSave = raw;
  stuckNotice = notify(() => t("notice.saveStuck"), "error", {
    closable: false,
    actions: [
      { label: "btn.downloadSave", run: () => downloadText(raw, `boardgames-save-${stamp()}.json`) },
      { label: "btn.discardSave", run: () => discardStuckSave() },
    ],
  });
}

function discardStuckSave() {
  if (!storage.discardSave()) return;
  stuckSave = null;
  dismiss(stuckNotice);
  saveGame();
}
