// What a <game-board> loads only when it needs it, once for the page: the
// engine's refusals in words, a game's words and its drawing.

import { GAMES } from "./attributes.js";
import { addWords } from "./text.js";

const loads = new Map();

/** Run `loader` once (its failure is no failure: the words here suffice). */
function once(key, loader) {
  if (!loads.has(key)) loads.set(key, loader().catch(() => {}));
  return loads.get(key);
}

/** The engine's refusals in words: the app's catalogue, where it is. */
export function loadErrors() {
  return once("errors", async () => {
    addWords((await import("../errors.js")).default, "error.");
  });
}

/** A game's own words (name, pieces, reasons) and refusals. */
export function loadGameWords(game) {
  if (!GAMES.includes(game)) return Promise.resolve();
  return once("words:" + game, async () => {
    const module = await import(`../games/${game}/words.js`);
    addWords(module.default);
    addWords(module.errors, "error.");
  });
}

const arts = new Map();
/** A game's drawing (js/games/<game>/art.js); undefined: the board's plain look. */
export async function loadArt(game) {
  if (!GAMES.includes(game)) return undefined;
  await once("art:" + game, async () => {
    const module = await import(`../games/${game}/art.js`);
    arts.set(game, module.art || module.default);
  });
  return arts.get(game);
}
