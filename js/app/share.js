// Share: a link that opens this game at this position for anyone.  The
// game's whole record travels in the link's fragment (#game=...), so that no
// server is needed, the moves list and undo work for whoever opens it, and it
// opens offline too.  Loaded the first time Share is used or a link is opened.
//
// The fragment: "#game=" then "z" and the record compressed (deflate-raw),
// or "t" and the record as it is (a browser without CompressionStream), in
// base64url.  While a player chooses a secret (Shuuro's armies) the record
// would show it: as for Export, nothing is shared then.
//
// Opening a link never loses the opener's own game: the saved game is first
// copied aside (storage.js keepBeforeLink) and a notice offers to go back to
// it; a game of another kind also stays on the shelf for the picker.

import { SHARE_PARAM, sharedPayload } from "./address.js";
import { currentRecord } from "./export.js";
import { t, words } from "./language.js";
import { openRecord, withBusy } from "./matches.js";
import { dismiss, notify } from "./notices.js";
import { isSecret, session } from "./session.js";
import { packRecord, unpackText } from "../session/link.js";
import { keepBeforeLink, readBeforeLink, savedClock, savedScreen } from "./storage.js";
import { $ } from "./state.js";

// ---------------------------------------------------------------- making a link

/** Share the game shown: on a phone the system's share sheet, else the link
 *  is copied (or shown, selected, when the browser refuses to copy). */
export async function shareGame() {
  if (!session.live) return;
  if (isSecret(session.view)) {
    notify(() => t("share.secret"), "warn");
    return;
  }
  const record = await currentRecord();
  if (!record) return;
  // Nobody's computer seat travels: whoever opens the link decides who plays.
  const link = await linkTo(record.replace(/^\[Computer "[^"\n]*"\]\n/m, ""));
  if (navigator.share && matchMedia("(pointer: coarse)").matches) {
    try {
      await navigator.share({ title: document.title, url: link });
      return;
    } catch (error) {
      if (error?.name === "AbortError") return;      // the player closed the sheet
    }
  }
  try {
    await navigator.clipboard.writeText(link);
    notify(() => t("share.copied"), "info");
  } catch {
    showLink(link);
  }
}

/** The address of this page with the record in its fragment. */
export async function linkTo(record) {
  const url = new URL(location.href);
  url.search = "";
  url.hash = `${SHARE_PARAM}=${await packRecord(record)}`;
  return url.href;
}

/** The link, selected in a field, when the browser would not copy it. */
function showLink(link) {
  let dialog = $("share-dialog");
  if (!dialog) {
    dialog = document.createElement("dialog");
    dialog.id = "share-dialog";
    dialog.setAttribute("aria-labelledby", "share-title");
    dialog.innerHTML = `<form method="dialog">
      <h2 id="share-title"></h2>
      <p class="hint" id="share-hint"></p>
      <input id="share-link" type="text" readonly spellcheck="false" aria-labelledby="share-title">
      <p class="form-status" role="status" id="share-status"></p>
      <div class="dialog-buttons"><button type="submit" class="primary" id="share-close"></button></div>
    </form>`;
    document.body.append(dialog);
  }
  $("share-title").textContent = t("share.title");
  $("share-hint").textContent = t("share.hint");
  $("share-status").textContent = t("export.copyFailed");
  $("share-close").textContent = t("btn.close");
  $("share-link").value = link;
  dialog.showModal();
  $("share-link").select();
}

// ---------------------------------------------------------------- opening a link

/** Open the game of the address's fragment, if any; then the fragment goes
 *  (a reload does not open it again).  A damaged link changes nothing. */
export async function openFromAddress() {
  const payload = sharedPayload();
  if (payload === null || !session.live) return;
  history.replaceState(history.state, "", location.pathname + location.search);
  const record = await unpack(payload);
  if (record === null) {
    notify(() => t("share.broken"));
    return;
  }
  if (!keepBeforeLink()) {
    notify(() => t("share.noRoom"));
    return;
  }
  const kept = readBeforeLink();
  const answer = await withBusy((ops) => openRecord(ops, record, []));
  if (!answer) return;                           // the engine died: it says so itself
  if (!answer.ok) {
    notify(() => t("share.refused", { detail: words().errorText(answer.error) }));
    return;
  }
  if (!kept?.view?.history?.length) return;      // nothing of the opener's to go back to
  const notice = notify(() => t("share.opened"), "note", {
    actions: [{ label: "btn.backToMine", run: () => { dismiss(notice); backToMine(); } }],
  });
}

/** Open again the game kept when the last link was opened (also a game
 *  by links', js/app/friend.js). */
export async function backToMine() {
  const kept = readBeforeLink();
  if (!kept) return;
  const answer = await withBusy((ops) => openRecord(ops, kept.record, kept.redo,
                                                    { clock: savedClock(kept), screen: savedScreen(kept),
                                                      friend: kept.friend }));
  if (answer && !answer.ok) notify(() => words().errorText(answer.error));
}

/** The record in a fragment's payload, or null if it is not one. */
export async function unpack(payload) {
  const text = await unpackText(payload);
  return text !== null && text.trim().startsWith("[") ? text : null;    // a record starts with its tags
}
