// Saving the game after every change (js/app/storage.js), and saved data that
// cannot be used: it is never lost.  Such data is moved aside under a key of
// its own and a notice says where; when storage is too full for that, it stays
// where it is and nothing is saved over it until the player downloads it as a
// file or discards it, from the notice.

import { t } from "../i18n.js";
import { clockSnapshot } from "./clock.js";
import { call } from "./controller.js";
import { downloadText, openExport, stamp } from "./dialogs.js";
import { isSecret } from "./games.js";
import { dismiss, notify } from "./notices.js";
import * as storage from "./storage.js";
import { app } from "./state.js";

let stuckSave = null;      // unreadable saved data that could not be moved aside (see putAside)
let stuckNotice = null;    //   and the notice that offers to download or discard it
let unsaved = null;        // the notice shown while saving fails (see noteSaved)

/** Is unreadable saved data waiting for the player's decision (nothing is saved meanwhile)? */
export function isStuck() {
  return stuckSave !== null;
}

/** Save the game: `recorded` ({record, redo}) is the answer of the request
 *  that changed it; without it the engine is asked for the record. */
export async function saveGame(recorded = null) {
  if (app.match === null) return;
  const answer = recorded || await call("record", { match: app.match });
  if (!answer || answer.ok === false || typeof answer.record !== "string") return;
  app.lastRecord = answer.record;
  app.lastRedo = Array.isArray(answer.redo) ? answer.redo : [];
  if (stuckSave !== null) return;    // nothing is saved over it until the player decides
  // While a secret is chosen, the record is stored hidden and the view saved
  // for the first paint is the hot-seat one, which holds no secret.
  const secret = isSecret(app.view);
  let view = app.view;
  if (secret && app.seat !== null) {
    const open = await call("view", { match: app.match, player: null });
    if (!open?.ok) return;
    view = open.view;
  }
  noteSaved(storage.writeSave(view.game, answer.record, view,
                              { redo: app.lastRedo, secret, clock: clockSnapshot() }));
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
