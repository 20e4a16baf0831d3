// The board editor's state and what every part of it uses: the page's
// elements, the words in its language, the engine's requests, the notes it
// writes (js/editor/main.js is the page; js/editor/paste.js what it copies).

import { addWords, languageOf, wordsFor } from "../words/index.js";
import editorWords from "../words/editor.js";
import { GAMES } from "../games/index.js";

addWords(editorWords);

export const $ = (id) => document.getElementById(id);
export const params = new URLSearchParams(location.search);

export const state = {
  lang: languageOf(params.get("lang")) || languageOf(navigator.language) || "en",
  game: GAMES.some((g) => g.id === params.get("game")) ? params.get("game") : GAMES[0]?.id,
  options: {},          // the game's options, as texts
  squares: {},          // square -> token
  fields: [],           // the fields after the board
  answer: null,         // the engine's last `setup` answer
  tool: "move",         // a palette token, "move" or "erase"
  line: [],             // the moves played from the position (dice outcomes included)
  chance: new Set(),    // the indices of the line's dice outcomes
  lineMatch: null,      // the engine's match of the line
  lineView: null,
  arrows: [],           // ["d7d8", ...]
  highlight: [],        // ["d1", ...]
  mode: "view",
  steps: [],            // a lesson's steps
  descriptions: [],     // the engine's `games`
};
for (const pair of (params.get("options") || "").split(/\s+/).filter(Boolean)) {
  const at = pair.indexOf("=");
  if (at > 0) state.options[pair.slice(0, at)] = pair.slice(at + 1);
}

export const w = () => wordsFor(state.lang);
export const t = (key, p) => w().t(key, p);
let engine = null;

/** The engine the requests go to (js/engine.js's, once started). */
export function useEngine(started) {
  engine = started;
}

/** An engine request; a refusal comes back as {ok: false, error}. */
export async function ask(op, args) {
  try {
    return await engine.request(op, args);
  } catch (error) {
    return { ok: false, error: { code: "engine", params: { why: "engine", detail: String(error?.detail || error) } } };
  }
}

/** A note in the element `id`: its text, and its kind (good, bad) for its colour. */
export function say(id, text, kind = "") {
  const el = $(id);
  el.textContent = text;
  el.dataset.kind = kind;
}
