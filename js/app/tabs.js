// The same game open in two tabs (or windows) of the browser: no move is
// lost without a word.  When the other tab saves the game (the storage
// event), this one follows it if it only went on from here; if the two went
// different ways, a notice says so and offers to show the other's.  When
// this tab saves over a game the other went on with differently, that game
// is first kept under a key of its own (./saving.js), with a way to open it.

import { t, words } from "./language.js";
import { openRecord, withBusy } from "./matches.js";
import { notify } from "./notices.js";
import { adoptStored, startsWith } from "./saving.js";
import { session } from "./session.js";
import { on } from "./state.js";
import * as storage from "./storage.js";

export function setupTabs() {
  window.addEventListener("storage", (e) => {
    if (e.key === storage.SAVE_KEY && e.newValue) otherTabSaved(e.newValue);
  });
  on("open-saved", (key) => openSaved(key));
}

function otherTabSaved(raw) {
  const other = storage.parseSave(raw);
  const view = session.view;
  if (other.status !== "ok" || !view || other.save.game !== view.game || !session.live) return;
  const ours = view.history || [];
  const theirs = other.save.view.history || [];
  // A game by links sent (or taken) in the other tab: the same moves, but a link further.
  const id = other.save.friend;
  const sent = id && id === view.friend?.id && (storage.keptFriend(id)?.hops?.length ?? 0) !== view.friend.hops;
  if (sent && !session.busy) { follow(other.save, raw); return; }
  if (ours.length === theirs.length && startsWith(ours, theirs)) { adoptStored(raw); return; }
  if (startsWith(theirs, ours) && !session.busy) { follow(other.save, raw); return; }
  notify(() => t("tabs.elsewhere"), "warn", {
    key: "tabs",
    actions: [{ label: "btn.followOther", run: () => follow(other.save, raw) }],
  });
}

/** This tab shows the game the other saved. */
async function follow(save, raw) {
  const before = adoptStored(raw);        // what is saved now is ours to save over
  const answer = await withBusy((ops) => openRecord(ops, save.record, save.redo,
    { clock: storage.savedClock(save), screen: storage.savedScreen(save), friend: save.friend }));
  if (!answer?.ok) {
    adoptStored(before);                  // not followed: the other's game is still to keep
    if (answer?.error) notify(() => words().errorText(answer.error));
    return;
  }
  notify(() => t("tabs.followed"), "info", { key: "tabs" });
}

/** Open a game kept under `key` (another tab's, kept before ours was saved over it). */
async function openSaved(key) {
  const kept = storage.parseSave(storage.readRaw(key));
  if (kept.status !== "ok") return;
  const answer = await withBusy((ops) => openRecord(ops, kept.save.record, kept.save.redo,
    { clock: storage.savedClock(kept.save), screen: storage.savedScreen(kept.save),
      friend: kept.save.friend }));
  if (answer && !answer.ok) notify(() => words().errorText(answer.error));
}
