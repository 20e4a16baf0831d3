// The games, for both front ends (the app and every <game-board>): which
// there are, and each game's own module, loaded by id the first time it is
// needed.
//
// The list (`GAMES` of js/start-views.js) is written by the build from the
// engine's registry (py/boardgames/__init__.py): each game's id, its seats
// and the size of its board at the start, so that a page knows the games
// before the engine runs.  Everything else about a game is in its own folder, js/games/<id>/:
//
//   index.js    the module, exported by default:
//               {words, errors, said, art, panel?, legend?, movesByTurn?}
//   words.js    its words, English and French (name, pieces, panels, options),
//               with errors.js (its refusals); loaded on their own as soon as
//               the id is known, so that a page can name every game
//   said.js     its moves in words (js/words/moves.js)
//   art.js      its drawing on the board (js/board/index.js), with pictures.js
//   panels.js   its side panel (js/panels/index.js)
//   legend.js   the piece legend's texts
//
// A fifth game is a folder here (and one on the Python side): nothing in
// this file, the board, the panels or either front end names a game.

import { GAMES } from "../start-views.js";
import { addMoveWords, addWords } from "../words/index.js";

export { GAMES };

const GAME_ID = /^[a-z][a-z0-9_]{0,39}$/;

/** Is `id` written like a game's id (a folder name)? */
export function isGameId(id) {
  return typeof id === "string" && GAME_ID.test(id);
}

/** The ids of the games a page can play, in a fixed order. */
export function gameIds() {
  return GAMES.map((g) => g.id).sort();
}

/** Is `id` one of the games? */
export function isGame(id) {
  return GAMES.some((g) => g.id === id);
}

/** What the list says of a game ({id, players, width, height}), or null. */
export function gameInfo(id) {
  return GAMES.find((g) => g.id === id) || null;
}

const modules = new Map();     // id -> promise of its module (null: it could not load)
const loaded = new Map();      // id -> its module, once loaded
const words = new Map();       // id -> promise of its words being in the catalogue
const named = new Set();       // ids whose words are in the catalogue

/** A game's words in the catalogue (every language); resolves when they are. */
export function loadWords(id) {
  if (!isGameId(id)) return Promise.resolve();
  if (!words.has(id)) {
    words.set(id, import(`./${id}/words.js`)
      .then((m) => {
        addWords(m.default, m.errors);
        named.add(id);
      })
      .catch((error) => console.error(error)));
  }
  return words.get(id);
}

/** Are a game's words (its name) in the catalogue? */
export function isNamed(id) {
  return named.has(id);
}

/** A game's module, loaded once (its words and its moves' words added to
 *  the catalogue); null if there is none. */
export function loadGame(id) {
  if (!isGameId(id)) return Promise.resolve(null);
  if (!modules.has(id)) {
    modules.set(id, import(`./${id}/index.js`)
      .then((m) => {
        const game = m.default;
        addWords(game.words, game.errors);
        addWords(game.said?.words);
        addMoveWords(id, { ...game.said, movesByTurn: game.movesByTurn });
        named.add(id);
        loaded.set(id, game);
        return game;
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
