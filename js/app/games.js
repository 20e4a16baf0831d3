// The games as the playing screen offers them: the picker's list (from
// js/games/index.js), what the engine says of each (its options, presets
// and seats: the `games` request, once), the computer's levels, and the
// start views the build drew (js/start-views.js), painted before the engine
// is up.

import { gameIds, gameInfo, loadWords } from "../games/index.js";
import { LEVEL_NAMES } from "../words/index.js";
import { session } from "./session.js";

let startViews = {};           // id -> its start view (js/start-views.js, from the build)
let descriptions = [];         // the `games` request's answer: ids, players, options
let described = null;          // the promise of that answer
let levelList = LEVEL_NAMES.map((name, i) => ({ number: i + 1, name }));

/** The start views of the build, loaded once. */
export async function loadStartViews() {
  startViews = await import("../start-views.js").then((m) => m.START_VIEWS || {}).catch(() => ({}));
  return startViews;
}

/** Resolves when the words of every game are in the catalogue. */
export function allNamed() {
  return Promise.all(knownGames().map(loadWords));
}

export function startView(id) {
  return startViews[id] || Object.values(startViews)[0] || null;
}

/** The descriptions of the games the page can play (the `games` request, once). */
export function loadDescriptions() {
  described ??= session.request("games").then(async (answer) => {
    descriptions = answer?.ok ? answer.games.filter((g) => g.in_browser !== false) : [];
    if (answer?.ok && Array.isArray(answer.levels) && answer.levels.length) levelList = answer.levels;
    await Promise.all(descriptions.map((g) => loadWords(g.id)));
    return descriptions;
  });
  return described;
}

/** The description of a game ({id, players, options, presets?}), as far as it is known. */
export function gameDescription(id) {
  return descriptions.find((g) => g.id === id) || { id, options: [], players: gameInfo(id)?.players };
}

/** The computer's levels ({number, name}, 1 the weakest), as the engine names them. */
export function levels() {
  return levelList;
}

/** The ids of the games to offer, in a fixed order (the picker must not jump). */
export function knownGames() {
  return gameIds();
}
