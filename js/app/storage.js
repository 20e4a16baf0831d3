// Save and restore: the game's record text and its last view, in
// localStorage.  Bad data is never deleted: it is moved aside under a key of
// its own so that it can still be looked at.

export const SAVE_KEY = "boardgames.save.v1";
export const CORRUPT_PREFIX = "boardgames.save.corrupt.";
export const FLIP_KEY = "boardgames.flip";          // older pages: "1" when flipped
export const TURNS_KEY = "boardgames.turns";        // older pages: quarter turns of the board, 0-3
export const FOLLOW_KEY = "boardgames.follow";      // older pages: "1": the board faces the player to move

function storage() {
  try { return window.localStorage; } catch { return null; }
}

// A saved view is checked deeply enough that drawing it cannot throw: every
// list the board and the panel walk holds the right kind of items.  (The
// page still catches a fault while it restores a game: see boot.js.)
const isObject = (x) => x !== null && typeof x === "object" && !Array.isArray(x);
const isText = (x) => typeof x === "string";
const isIndex = (x) => Number.isInteger(x);
const maybe = (x, test) => x === undefined || x === null || test(x);
const listOf = (x, test) => Array.isArray(x) && x.every(test);

function isGrid(grid) {
  return isObject(grid) && isIndex(grid.width) && isIndex(grid.height) &&
    grid.width > 0 && grid.height > 0 && grid.width <= 64 && grid.height <= 64 &&
    listOf(grid.files, isText) && listOf(grid.ranks, isText) &&
    grid.files.length === grid.width && grid.ranks.length === grid.height;
}

/** A piece or a special square: {sq, kind, owner?}. */
const isThing = (p) => isObject(p) && isText(p.sq) && isText(p.kind) && maybe(p.owner, isIndex);
const isMove = (m) => isObject(m) && isText(m.move) && maybe(m.from, isText) && maybe(m.to, isText);
const isLastMove = (m) => isObject(m) && maybe(m.from, isText) && maybe(m.to, isText);

/** Does this look like a view the board can draw? */
export function isView(view) {
  return isObject(view) && isText(view.game) && isGrid(view.grid) &&
    listOf(view.pieces, isThing) && listOf(view.players, isText) &&
    maybe(view.terrain, (x) => listOf(x, isThing)) && maybe(view.moves, (x) => listOf(x, isMove)) &&
    maybe(view.history, (x) => listOf(x, isText)) && maybe(view.seats, (x) => listOf(x, isText)) &&
    maybe(view.last_move, isLastMove) && maybe(view.result, isObject) &&
    maybe(view.panels, isObject) && maybe(view.options, isObject) &&
    maybe(view.to_move, isIndex) && maybe(view.ply, isIndex) && maybe(view.throw, isIndex) &&
    maybe(view.position, isText);
}

/**
 * What is saved:
 *   {status: "none"} — nothing;
 *   {status: "ok", save: {game, record, redo, view, savedAt, clock?, raw}};
 *   {status: "corrupt", raw} — something unreadable (not yet moved aside).
 */
export function readSave(key = SAVE_KEY) {
  const s = storage();
  if (!s) return { status: "none" };
  let raw;
  try { raw = s.getItem(key); } catch { return { status: "none" }; }
  return parseSave(raw);
}

/** A saved game's text read as readSave reads it. */
export function parseSave(raw) {
  if (raw === null || raw === undefined) return { status: "none" };
  let data;
  try { data = JSON.parse(raw); } catch { return { status: "corrupt", raw }; }
  if (!data || typeof data !== "object" || typeof data.game !== "string" ||
      typeof data.record !== "string" || !data.record.trim() || !isView(data.view) ||
      data.view.game !== data.game) {
    return { status: "corrupt", raw };
  }
  const record = revealRecord(data.record);
  const redo = readRedo(data.redo);
  if (!record || !redo) return { status: "corrupt", raw };
  return { status: "ok", save: { ...data, record, redo, raw }, raw };
}

/** The saved moves to redo (a list, or hidden like a secret record), or null if unreadable. */
function readRedo(redo) {
  if (redo === undefined) return [];             // saved by an older page
  if (typeof redo === "string") {
    try { redo = JSON.parse(revealRecord(redo)); } catch { return null; }
  }
  return listOf(redo, isText) ? redo : null;
}

// Secret records.  While a game holds hidden information (Shuuro's armies
// before both players confirmed them), the record names the purchases, so it
// is not stored as plain text: it is XOR-ed byte by byte with a fixed key and
// base64-encoded, behind the marker "hidden:v1:".  This is no encryption (the
// page can read it back, so could a determined player): it only keeps the
// other army out of sight of anyone looking at the storage.  The saved view is
// then the hot-seat view, which holds no secret.  readSave() decodes it, so a
// plain restore works as before.
export const HIDDEN_MARK = "hidden:v1:";
const HIDDEN_KEY = [0x5a, 0x13, 0xc7, 0x2e, 0x91, 0x44, 0xb8, 0x0d];

export function hideRecord(text) {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  bytes.forEach((b, i) => { binary += String.fromCharCode(b ^ HIDDEN_KEY[i % HIDDEN_KEY.length]); });
  return HIDDEN_MARK + btoa(binary);
}

export function revealRecord(text) {
  if (typeof text !== "string" || !text.startsWith(HIDDEN_MARK)) return text;
  try {
    const binary = atob(text.slice(HIDDEN_MARK.length));
    const bytes = Uint8Array.from(binary, (c, i) => c.charCodeAt(0) ^ HIDDEN_KEY[i % HIDDEN_KEY.length]);
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * Save a game; false if the browser refused.  `redo`: the moves taken back
 * and not replayed (the `record` answer's).  `secret`: store the record and
 * the moves to redo hidden.  `clock` (games with a clock): {left: [ms, ms], running, ply} —
 * each side's remaining time, the index of the clock that runs (-1: none)
 * and the ply they belong to; see writeClock().  `screen`: how the board is
 * turned for this game ({turns, follow}, js/app/board.js), kept with it.
 * `friend`: the id of a game by links, opened again from the game kept
 * under that id (js/app/friend.js) rather than from the record.
 */
export function writeSave(game, record, view, { redo = [], secret = false, clock = null, screen = null,
                                               friend = null } = {}) {
  const s = storage();
  if (!s) return false;
  shelve(s, game);
  try {
    const data = { game, record: secret ? hideRecord(record) : record,
                   redo: secret ? hideRecord(JSON.stringify(redo)) : redo,
                   view, savedAt: new Date().toISOString() };
    if (clock) data.clock = clock;
    if (screen) data.screen = screen;
    if (friend) data.friend = friend;          // a game by links: its id (js/app/friend.js keeps it)
    return setMakingRoom(s, SAVE_KEY, JSON.stringify(data));
  } catch {
    return false;
  }
}

/** The board's picture kept for the next first frame (index.html shows it,
 *  js/app/board.js takes it): the first
 *  thing given up when a game does not fit in the storage. */
const PICTURE_KEY = "boardgames.picture.v1";

/** Keep the board's picture ({game, width, height, src: a data: URL}) for
 *  the next first frame; false when it does not fit (nothing else goes for it). */
export function writePicture(picture) {
  try {
    storage().setItem(PICTURE_KEY, JSON.stringify(picture));
    return true;
  } catch {
    return false;
  }
}

/** setItem; when the storage is full, the kept picture is dropped and the
 *  game written again (a game is never lost for a picture). */
function setMakingRoom(s, key, raw) {
  try {
    s.setItem(key, raw);
  } catch (error) {
    if (s.getItem(PICTURE_KEY) === null) throw error;
    s.removeItem(PICTURE_KEY);
    s.setItem(key, raw);
  }
  return true;
}

// The shelf: one saved game per game.  The save holds the game shown; when
// another game replaces it (the picker, a New game of another game, an
// import, a shared link), the one it replaces is first copied to the shelf
// under its game's id, so that coming back to that game (js/app/matches.js
// switchGame) finds it as it was.  The shelf is a copy: a browser without
// room for it only loses that comfort.
export const SHELF_PREFIX = "boardgames.shelf.";
// A shared link opened over a game of the same kind keeps that game here.
export const BEFORE_LINK_KEY = "boardgames.beforeLink";

function shelve(s, game) {
  try {
    const raw = s.getItem(SAVE_KEY);
    const was = raw && /^\{"game":"([a-z][a-z0-9_]{0,39})"/.exec(raw)?.[1];
    if (was && was !== game) s.setItem(SHELF_PREFIX + was, raw);
  } catch { /* no room for the copy */ }
}

/** The game of `game` left on the shelf (as readSave's save), or null. */
export function readShelf(game) {
  const shelved = readSave(SHELF_PREFIX + game);
  return shelved.status === "ok" && shelved.save.game === game ? shelved.save : null;
}

/** Copy the saved game aside before a shared link replaces it: true when it
 *  is safe there (or there was nothing to keep), false when storage refused. */
export function keepBeforeLink() {
  const s = storage();
  if (!s) return true;
  try {
    const raw = s.getItem(SAVE_KEY);
    if (raw !== null) s.setItem(BEFORE_LINK_KEY, raw);
    return true;
  } catch {
    return false;
  }
}

/** The game kept before the last shared link was opened, or null. */
export function readBeforeLink() {
  const kept = readSave(BEFORE_LINK_KEY);
  return kept.status === "ok" ? kept.save : null;
}

/**
 * Update the clocks of the saved game only (the page calls it while a clock
 * runs and when it is hidden or closed).  The remaining times are those of
 * the moment of saving: the time while the page is closed does not count,
 * the clocks go on from there when the game is restored.
 */
export function writeClock(clock) {
  return clock ? updateSave({ clock }) : false;
}

/** Update how the saved game's board is turned ({turns, follow}: a flip). */
export function writeScreen(screen) {
  return screen ? updateSave({ screen }) : false;
}

function updateSave(fields) {
  const s = storage();
  if (!s) return false;
  try {
    const raw = s.getItem(SAVE_KEY);
    if (raw === null) return false;
    const data = JSON.parse(raw);
    if (!data || typeof data !== "object") return false;
    Object.assign(data, fields);
    s.setItem(SAVE_KEY, JSON.stringify(data));
    return true;
  } catch {
    return false;
  }
}

/** How a saved game's board is turned ({turns: 0-3, follow}), or null.
 *  A game saved by an older page has none: the page's one orientation then was its. */
export function savedScreen(data) {
  const sc = data?.screen;
  if (sc && typeof sc === "object" && Number.isInteger(sc.turns) && sc.turns >= 0 && sc.turns <= 3) {
    return { turns: sc.turns, follow: sc.follow === true };
  }
  if (sc === undefined && data && !("screen" in data)) return { turns: readTurns(), follow: readFlag(FOLLOW_KEY) };
  return null;
}

/** A saved clock that looks right ({left: [ms, ms], running, ply}), or null. */
export function savedClock(data) {
  const c = data?.clock;
  if (!c || typeof c !== "object" || !Array.isArray(c.left) || c.left.length !== 2 ||
      !c.left.every((ms) => Number.isFinite(ms)) || !Number.isInteger(c.ply) ||
      !Number.isInteger(c.running)) {
    return null;
  }
  return c;
}

/**
 * Move the saved data `raw` aside under a key of its own; returns that key,
 * or null when the storage has no room for it (the data then stays where it
 * is, untouched).  A copy is tried first; when storage is too full for a
 * second copy, the data is moved: taken out, written under the new key, and
 * put back at once if that fails.
 */
export function setAside(raw) {
  const s = storage();
  if (!s) return null;
  const key = CORRUPT_PREFIX + Date.now();
  try {
    s.setItem(key, raw);
  } catch {
    try {
      s.removeItem(SAVE_KEY);
      s.setItem(key, raw);
    } catch {
      try { s.setItem(SAVE_KEY, raw); } catch { /* still in the page's memory: see saving.js */ }
      return null;
    }
  }
  try { s.removeItem(SAVE_KEY); } catch { /* the copy is safe; the next save replaces it */ }
  return key;
}

/** The saved game's text as it is now (another tab may have written it), or null. */
export function readRaw(key = SAVE_KEY) {
  try { return storage()?.getItem(key) ?? null; } catch { return null; }
}

/** Where a game another tab saved over is kept, each under a key of its own. */
export const OTHER_PREFIX = "boardgames.save.other.";

/** Keep a copy of a saved game's text under a key of its own; the key, or
 *  null when the storage has no room for it. */
export function keepCopy(raw) {
  const s = storage();
  if (!s) return null;
  const key = OTHER_PREFIX + Date.now();
  try {
    s.setItem(key, raw);
    return key;
  } catch {
    return null;
  }
}

/** Remove the saved game (the player chose to discard unreadable data); false if refused. */
export function discardSave() {
  try { storage()?.removeItem(SAVE_KEY); return true; } catch { return false; }
}

export function readFlag(key) {
  try { return storage()?.getItem(key) === "1"; } catch { return false; }
}

export function writeFlag(key, on) {
  try { storage()?.setItem(key, on ? "1" : "0"); } catch { /* ignore */ }
}

/** The board's quarter turns as an older page saved them for every game (or only a flip). */
function readTurns() {
  try {
    const raw = storage()?.getItem(TURNS_KEY);
    if (raw !== null && raw !== undefined && /^[0-3]$/.test(raw)) return Number(raw);
  } catch { return 0; }
  return readFlag(FLIP_KEY) ? 2 : 0;
}

// ---------------------------------------------------------------- games by links

// The games played with friends by links (js/app/friend.js), each as this
// device keeps it: the engine's `friend` (its hops, this device's own secret
// for its next link, the moves of the hop it plays), with what the list
// shows (the game, the seats, whose turn, the last move, the date) and the
// last link it sent, to send again.  One key for all: {id: entry}.
export const FRIENDS_KEY = "boardgames.friends.v1";

/** Every game by links kept here: {id: entry}; unreadable data is moved
 *  aside, never lost (null while it cannot be: nothing is written then). */
export function readFriends() {
  const s = storage();
  if (!s) return {};
  let raw = null;
  try { raw = s.getItem(FRIENDS_KEY); } catch { return {}; }
  if (raw === null) return {};
  try {
    const data = JSON.parse(raw);
    if (isObject(data) && Object.values(data).every((e) => isObject(e) && isObject(e.kept))) return data;
  } catch { /* below */ }
  try {                                    // moved aside, never deleted
    s.setItem(`${CORRUPT_PREFIX}friends.${Date.now()}`, raw);
    s.removeItem(FRIENDS_KEY);
    return {};
  } catch {
    return null;                           // no room: it stays, and nothing is written over it
  }
}

/** The kept game by links `id` (the engine's `friend`), or null. */
export function keptFriend(id) {
  return readFriends()?.[id]?.kept ?? null;
}

/** Keep (or update) a game by links; false if the browser refused. */
export function writeFriend(id, entry) {
  const s = storage();
  if (!s) return false;
  const all = readFriends();
  if (all === null) return false;
  all[id] = { ...all[id], ...entry, updatedAt: new Date().toISOString() };
  try { return setMakingRoom(s, FRIENDS_KEY, JSON.stringify(all)); } catch { return false; }
}

/** Forget a game by links. */
export function removeFriend(id) {
  const s = storage();
  const all = readFriends();
  if (all === null) return false;
  delete all[id];
  try { s?.setItem(FRIENDS_KEY, JSON.stringify(all)); return true; } catch { return false; }
}
