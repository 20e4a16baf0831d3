// The games the page can play, and each game's own module, js/games/<id>/:
// its words (names, pieces, panels, refusals), its side panel and its
// drawing.  The ids come from the build's start views or the engine's `games`
// request, so a new game is a new folder and nothing here changes.  Of a game
// folder the page loads index.js (the module) the first time the game is
// shown, and words.js (with errors.js) as soon as the id is known: the picker
// names every game, and a refused import may be another game's.
//
// A game module (js/games/<id>/index.js) exports by default
//   {words, errors, art, panel, movesByTurn?}
// words, errors: {en: {key: text}, fr: {...}} (js/i18n.js addWords);
// art: the board's drawing of the game (js/board/index.js);
// panel: {render(ui), clock?(view), describeMove?(before, view), aftermath?(view)},
// see js/panels.js; movesByTurn?(view): the move list has a line per turn
// (js/app/moves.js).

import * as i18n from "../i18n.js";
import { call, newGame, openRecord, withBusy } from "./controller.js";
import { showError } from "./notices.js";
import { saveGame } from "./saving.js";
import { readShelf, savedClock } from "./storage.js";
import { app, DEFAULT_GAME } from "./state.js";

const GAME_ID = /^[a-z][a-z0-9_]{0,39}$/;

const modules = new Map();     // id -> promise of its module (null: it could not load)
const loaded = new Map();      // id -> its module, once loaded
const words = new Map();       // id -> promise of its words being in the catalogue
const named = new Set();       // ids whose words are in the catalogue
let startViews = {};           // id -> its start view (js/start-views.js, from the build)
let descriptions = [];         // the `games` request's answer: ids, players, options
let described = null;
let levelList = ["beginner", "novice", "casual", "club", "expert", "strongest"]
  .map((name, i) => ({ number: i + 1, name }));          // the promise of that answer

export function isGameId(id) {
  return typeof id === "string" && GAME_ID.test(id);
}

/** A game's words in the catalogue (every language); resolves when they are. */
export function loadWords(id) {
  if (!isGameId(id)) return Promise.resolve();
  if (!words.has(id)) {
    words.set(id, import(`../games/${id}/words.js`)
      .then((m) => {
        i18n.addWords(m.default, m.errors);
        named.add(id);
      })
      .catch((error) => console.error(error)));
  }
  return words.get(id);
}

/** A game's module, loaded once; null if there is none. */
export function loadGame(id) {
  if (!isGameId(id)) return Promise.resolve(null);
  if (!modules.has(id)) {
    modules.set(id, import(`../games/${id}/index.js`)
      .then((m) => {
        i18n.addWords(m.default.words, m.default.errors);
        named.add(id);
        loaded.set(id, m.default);
        return m.default;
      })
      .catch((error) => {
        console.error(error);
        return null;
      }));
  }
  return modules.get(id);
}

/** The module of a game already loaded, or null. */
export function gameModule(id) {
  return loaded.get(id) || null;
}

/** The side panel of a view's game ({render, clock, ...}), or null. */
export function gameUi(view) {
  return gameModule(view?.game)?.panel || null;
}

/** Is a player choosing something the others may not see (view.secret)? */
export function isSecret(view) {
  return Boolean(view?.secret);
}

/** The start views of the build (js/start-views.js), loaded once; their
 *  games' words are asked for at once. */
export async function loadStartViews() {
  startViews = await import("../start-views.js").then((m) => m.START_VIEWS || {}).catch(() => ({}));
  Object.keys(startViews).forEach(loadWords);
  return startViews;
}

/** Resolves when the words of every game known are in the catalogue. */
export function allNamed() {
  return Promise.all(knownGames().map(loadWords));
}

/** Are a game's words (its name) in the catalogue? */
export function isNamed(id) {
  return named.has(id);
}

export function startView(id) {
  return startViews[id] || Object.values(startViews)[0] || null;
}

/** The descriptions of the games the page can play (the `games` request, once). */
export function loadDescriptions() {
  described ??= call("games").then(async (answer) => {
    descriptions = answer?.ok ? answer.games.filter((g) => g.in_browser !== false) : [];
    if (answer?.ok && Array.isArray(answer.levels) && answer.levels.length) levelList = answer.levels;
    await Promise.all(descriptions.map((g) => loadWords(g.id)));
    return descriptions;
  });
  return described;
}

/** The description of a game ({id, options}), as far as it is known. */
export function gameDescription(id) {
  return descriptions.find((g) => g.id === id) || { id, options: [] };
}

/** The computer's levels ({number, name}, 1 the weakest), as the engine names them. */
export function levels() {
  return levelList;
}

/** The ids of the games to offer, in a fixed order: the start views (from
 *  the build) list them alphabetically and the engine in its own order, and
 *  the picker must not jump when the second answer replaces the first. */
export function knownGames() {
  const ids = descriptions.length ? descriptions.map((g) => g.id) : Object.keys(startViews);
  if (!ids.length) ids.push(app.game || DEFAULT_GAME);
  return ids.sort();
}

/** The picker: show another game at once, without a dialog: the game of it
 *  left aside when the player last switched away (storage.js keeps it), else
 *  a new game with the standard options.  Resolves true once it is shown. */
export async function switchGame(id) {
  if (!app.ready || !isGameId(id)) return false;
  if (id === app.game) return true;
  const answer = await withBusy(async () => {
    // The game left is saved first (a save may still be on its way), so that
    // the shelf has it when the player comes back.
    await saveGame();
    const shelved = readShelf(id);
    if (shelved) {
      const reopened = await openRecord(shelved.record, shelved.redo, savedClock(shelved));
      if (reopened?.ok) return reopened;
    }
    return newGame(id, {});
  });
  if (answer && !answer.ok && answer.error) showError(answer.error);
  return Boolean(answer?.ok);
}
