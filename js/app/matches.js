// Opening a game on the playing screen: a new one, a saved record (with its
// moves to redo, its clocks and how its board was turned), a pasted record or
// position, the game of another kind from the picker (the one left there,
// else a new one), and a rematch.  Each goes through the session
// (js/session/index.js), which tells the screen's parts; each is saved
// before it is shown (./saving.js).

import { nextSeatTurns } from "../board/index.js";
import { isGameId, loadGame } from "../games/index.js";
import { announce, announceWithResult } from "./announce.js";
import * as board from "./board.js";
import { t, words } from "./language.js";
import { dismissImportNotice, importNotice, notify, showError } from "./notices.js";
import { saveGame } from "./saving.js";
import { session } from "./session.js";
import { keptFriend, readShelf, savedClock, savedScreen } from "./storage.js";
import { DEFAULT_GAME, emit } from "./state.js";

/** Run `work` as one change of the screen, unless one is under way or no
 *  game is open yet: then nothing (undefined). */
export function withBusy(work) {
  if (session.busy || !session.live) return Promise.resolve(undefined);
  return session.hold(() => session.run(work));
}

function randomSeed() {
  const a = new Uint32Array(1);
  crypto.getRandomValues(a);
  return a[0] & 0x7fffffff;
}

/** A new match of `game` (inside a change: `ops`); the engine's answer
 *  ({ok: false} if it died).  `computer`: the computer's seats ({red: 3}). */
export async function newGame(ops, game, options = {}, seed = null, computer = null) {
  const args = { game, options, seed: seed ?? randomSeed() };
  if (computer && Object.keys(computer).length) args.computer = computer;
  await loadGame(game);
  const answer = await ops.open(args);
  if (!answer) return { ok: false };
  if (!answer.ok) return answer;
  announce(t("announce.new", { game: words().gameName(game), turn: words().turnText(answer.view) }));
  return answer;
}

/** Open a game record and its moves to redo (inside a change: `ops`);
 *  `clock`: saved clocks to set again, `screen`: how its board was turned.
 *  The answer, or null if the engine died. */
export async function openRecord(ops, record, redo, { clock = null, screen = null, friend = null } = {}) {
  const game = /\[Game "([a-z][a-z0-9_]*)"\]/.exec(record)?.[1];
  if (game) await loadGame(game);
  board.orientNext(screen);
  // A game by links opens from the game this device keeps (its secrets, its
  // seats), not from the record: else anyone here could play every seat.
  const kept = friend ? keptFriend(friend) : null;
  const answer = kept ? await ops.friend("friend_resume", { kept })
    : await ops.load(record, redo);
  board.orientNext(null);
  if (!answer?.ok) return answer;
  if (clock) {
    session.clock.apply(clock, session.view.ply);
    await saveGame();
  }
  if (answer.warning) notify(() => words().errorText(answer.warning), "warn");
  return answer;
}

/** A text the player pasted: a game record (it starts with a tag, "[") or a
 *  position of the current game (FEN, SFEN...), started with the current
 *  options.  A refused text changes nothing.  True when opened, else the
 *  refusal (or false).  `inDialog`: the import dialog says a refusal itself
 *  (no notice behind it says it again). */
export function importText(text, { inDialog = false } = {}) {
  const s = String(text ?? "").trim();
  return s === "" || s.startsWith("[") ? importRecord(text, { inDialog }) : importPosition(text, { inDialog });
}

export async function importRecord(text, { inDialog = false } = {}) {
  const result = await withBusy(async (ops) => {
    const answer = await openRecord(ops, String(text ?? ""), []);
    if (!answer) return { ok: false, error: null };
    if (!answer.ok) return answer;
    announceWithResult(t("announce.loaded", { turn: words().turnText(answer.view) }), answer.view);
    emit("imported", answer.view);         // a finished game imported: its end is told
    return answer;
  });
  return imported(result, "import.done", inDialog);
}

export async function importPosition(text, { inDialog = false } = {}) {
  const game = session.view?.game || DEFAULT_GAME;
  const options = { ...(session.view?.options || {}) };
  const result = await withBusy(async (ops) => {
    const answer = await ops.open({ game, options, seed: randomSeed(), position: String(text).trim() });
    if (!answer) return { ok: false, error: null };
    if (!answer.ok && answer.error?.code === "bad_position") {
      // Say which game the text was read as (the engine only names the fault).
      return { ok: false, error: { code: "bad_position", params: { why: "game", game, detail: answer.error } } };
    }
    if (!answer.ok) return answer;
    announceWithResult(t("announce.positionLoaded", { turn: words().turnText(answer.view) }), answer.view);
    return answer;
  });
  return imported(result, "import.positionDone", inDialog);
}

function imported(result, doneKey, inDialog) {
  // One notice for the last import: a new outcome replaces the one before.
  if (result?.ok) {
    importNotice(() => t(doneKey), "info");
    return true;
  }
  if (result?.error && !inDialog) importNotice(() => words().errorText(result.error));
  else dismissImportNotice();              // an older failure is not said behind the dialog
  return result?.error ?? false;
}

/** The picker: show another game at once, without a dialog: the game of it
 *  left aside when the player last switched away (./storage.js keeps it),
 *  else a new game with the standard options.  Resolves true once it is shown. */
export async function switchGame(id) {
  if (!isGameId(id)) return false;
  if (id === session.view?.game) return true;
  const answer = await withBusy(async (ops) => {
    // The game left is saved first (a save may still be on its way), so that
    // the shelf has it when the player comes back.
    await saveGame();
    const shelved = readShelf(id);
    if (shelved) {
      const reopened = await openRecord(ops, shelved.record, shelved.redo,
                                        { clock: savedClock(shelved), screen: savedScreen(shelved),
                                          friend: shelved.friend });
      if (reopened?.ok) return reopened;
    }
    return newGame(ops, id, {});
  });
  if (answer && !answer.ok && answer.error) showError(answer.error);
  return Boolean(answer?.ok);
}

/** The computer's seats moved one seat on ({name: level}): with two players
 *  the computer takes the side the person had, and the person the other;
 *  with four, everybody moves to the next seat (the next team). */
export function swappedSeats(view) {
  const players = view.players || [];
  const computer = view.computer || {};
  const seats = {};
  players.forEach((name, i) => {
    const level = computer[players[(i - 1 + players.length) % players.length]];
    if (Number.isInteger(level)) seats[name] = level;
  });
  return seats;
}

/** A new game of the same game and options with the sides swapped.  Against
 *  the computer its seats move to the other side and the board turns to the
 *  person's new side.  Between people at one device the board turns round:
 *  each keeps his chair and plays the other colour (unless the board faces
 *  the player to move, where sides mean nothing: same options again). */
export async function rematch() {
  const view = session.view;
  if (!view) return false;
  const seats = swappedSeats(view);
  const before = board.orientation();
  const answer = await withBusy(async (ops) => {
    // Between people the board turns round from where it was; against the
    // computer it faces the person's new seat (a new game's way).
    if (!Object.keys(seats).length) {
      board.orientNext(before.follow ? before : { turns: nextSeatTurns(view, before.turns), follow: false });
    }
    const opened = await newGame(ops, view.game, { ...(view.options || {}) }, null, seats);
    board.orientNext(null);
    return opened;
  });
  if (!answer?.ok) {
    if (answer?.error) showError(answer.error);
    return false;
  }
  announce(t("gameOver.rematched", { turn: words().turnText(session.view) }));
  return true;
}
