// Save and restore: the game's record text and its last view, in
// localStorage.  Bad data is never deleted: it is moved aside under a key of
// its own so that it can still be looked at.

export const SAVE_KEY = "boardgames.save.v1";
export const CORRUPT_PREFIX = "boardgames.save.corrupt.";
export const FLIP_KEY = "boardgames.flip";

function storage() {
  try { return window.localStorage; } catch { return null; }
}

/** Does this look like a view the board can draw? */
export function isView(view) {
  return Boolean(view) && typeof view === "object" && typeof view.game === "string" &&
    view.grid && Number.isInteger(view.grid.width) && Number.isInteger(view.grid.height) &&
    view.grid.width > 0 && view.grid.height > 0 && view.grid.width <= 64 && view.grid.height <= 64 &&
    Array.isArray(view.grid.files) && Array.isArray(view.grid.ranks) &&
    view.grid.files.length === view.grid.width && view.grid.ranks.length === view.grid.height &&
    Array.isArray(view.pieces) && Array.isArray(view.players) &&
    (view.terrain === undefined || Array.isArray(view.terrain)) &&
    (view.moves === undefined || Array.isArray(view.moves));
}

/**
 * What is saved:
 *   {status: "none"} — nothing;
 *   {status: "ok", save: {game, record, view, savedAt}};
 *   {status: "corrupt", raw} — something unreadable (not yet moved aside).
 */
export function readSave() {
  const s = storage();
  if (!s) return { status: "none" };
  let raw;
  try { raw = s.getItem(SAVE_KEY); } catch { return { status: "none" }; }
  if (raw === null) return { status: "none" };
  let data;
  try { data = JSON.parse(raw); } catch { return { status: "corrupt", raw }; }
  if (!data || typeof data !== "object" || typeof data.game !== "string" ||
      typeof data.record !== "string" || !data.record.trim() || !isView(data.view) ||
      data.view.game !== data.game) {
    return { status: "corrupt", raw };
  }
  return { status: "ok", save: data, raw };
}

/** Save a game; false if the browser refused. */
export function writeSave(game, record, view) {
  const s = storage();
  if (!s) return false;
  try {
    s.setItem(SAVE_KEY, JSON.stringify({ game, record, view, savedAt: new Date().toISOString() }));
    return true;
  } catch {
    return false;
  }
}

/** Move the saved data aside under a key of its own; returns that key. */
export function setAside(raw) {
  const s = storage();
  const key = CORRUPT_PREFIX + Date.now();
  if (!s) return key;
  try {
    s.setItem(key, raw ?? s.getItem(SAVE_KEY) ?? "");
    s.removeItem(SAVE_KEY);   // the copy is safe; the next save writes a new one
  } catch { /* storage full: leave the data where it is */ }
  return key;
}

export function readFlag(key) {
  try { return storage()?.getItem(key) === "1"; } catch { return false; }
}

export function writeFlag(key, on) {
  try { storage()?.setItem(key, on ? "1" : "0"); } catch { /* ignore */ }
}
