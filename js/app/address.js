// The page's address: its parameters (?game=shuuro&lang=fr) and a shared game (#game=...).

import { t } from "./language.js";
import { notify } from "./notices.js";

const params = new URLSearchParams(location.search);

/** A parameter of the address: null when absent or empty, and when given
 *  more than once (then with a notice: which one was meant?). */
export function soleParam(name) {
  const values = params.getAll(name);
  if (values.length > 1) notify(() => t("notice.repeatedParam", { name }), "warn");
  return values.length === 1 && values[0] !== "" ? values[0] : null;
}

// A shared game (js/app/share.js): the record in the fragment, #game=...
// The fragment never reaches a server, so the link works from any static host.
export const SHARE_PARAM = "game";

/** The payload of a shared link's fragment, or null when there is none. */
export function sharedPayload() {
  const prefix = `#${SHARE_PARAM}=`;
  return location.hash.startsWith(prefix) ? location.hash.slice(prefix.length) : null;
}

// A game by links (js/app/friend.js): the game in the fragment, #friend=...
export const FRIEND_PARAM = "friend";

/** The payload of a game by links' fragment, or null when there is none. */
export function friendPayload() {
  const prefix = `#${FRIEND_PARAM}=`;
  return location.hash.startsWith(prefix) ? location.hash.slice(prefix.length) : null;
}
