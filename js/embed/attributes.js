// The attributes of a <game-board> read: its language, its coordinates, and
// the whole configuration of a board (refused with an AttributeError).
// Methods of the element.

import { gameIds } from "../games/index.js";
import { languageOf, wordsFor } from "../words/index.js";

export const MODES = ["view", "play", "puzzle", "lesson"];
export const LEVELS = 6;            // 1 beginner ... 6 strongest (py/boardgames/ai/levels.py)
export const DEFAULT_LEVEL = 3;     // an embed's opponent: a casual player
const THINK_MS = { min: 100, max: 10_000 };   // think-ms: the strongest's time a move

/** Texts separated by spaces. */
export function words(text) {
  return String(text ?? "").split(/\s+/).filter(Boolean);
}

export class AttributeError extends Error {
  constructor(why, params = {}) {
    super(why);
    this.error = { code: "bad_attribute", params: { why, ...params } };
  }
}

export class Attributes {
  /** The board's language: its own or its closest ancestor's `lang`, else the page's. */
  _lang() {
    const holder = this.closest("[lang]");
    const tag = holder?.getAttribute("lang") || document.documentElement.lang || "en";
    return languageOf(tag) ?? "en";
  }

  /** The words of the board's language (js/words/index.js). */
  _words() { return wordsFor(this._lang()); }

  _say(key, params) { return this._words().t(key, params); }

  _coordinates() {
    return !["off", "false", "no", "0", "none"].includes((this.getAttribute("coordinates") || "").trim().toLowerCase());
  }

  /** Does the board show its game's panel (panels="none": a bare diagram)? */
  _panelsShown() {
    return (this.getAttribute("panels") || "").trim().toLowerCase() !== "none";
  }

  _readConfig() {
    const attr = (name) => (this.getAttribute(name) ?? "").trim();
    const game = attr("game");
    if (!game) throw new AttributeError("game", { games: gameIds().join(", ") });
    const mode = attr("mode").toLowerCase() || "view";
    if (!MODES.includes(mode)) throw new AttributeError("mode", { value: attr("mode") });
    const options = {};
    for (const pair of words(attr("options"))) {
      const at = pair.indexOf("=");
      if (at <= 0 || at === pair.length - 1) throw new AttributeError("options", { value: pair });
      options[pair.slice(0, at)] = pair.slice(at + 1);
    }
    let seed;
    if (attr("seed")) {
      if (!/^\d{1,20}$/.test(attr("seed"))) throw new AttributeError("seed", { value: attr("seed") });
      seed = Number(attr("seed"));
    }
    const cfg = {
      game, mode, options, seed,
      position: attr("position") || "start",
      moves: words(attr("moves")),
      dice: words(attr("dice")),
      ply: /^\d+$/.test(attr("ply")) ? Number(attr("ply")) : null,
      coordinates: this._coordinates(),
      marks: { arrows: words(attr("arrows")), highlight: words(attr("highlight")) },
    };
    if (mode === "puzzle") {
      cfg.solution = words(attr("solution"));
      if (!cfg.solution.length) throw new AttributeError("solution");
    }
    if (mode === "lesson") {
      const list = this.querySelector(":scope > ol.steps, ol.steps");
      cfg.steps = [...(list?.children || [])].filter((li) => li.localName === "li").map((li) => ({
        text: li.textContent.replace(/\s+/g, " ").trim(),
        position: (li.dataset.position || "").trim(),
        moves: words(li.dataset.moves),
        expect: words(li.dataset.expect),
        marks: { arrows: words(li.dataset.arrows), highlight: words(li.dataset.highlight) },
      }));
      if (!cfg.steps.length) throw new AttributeError("steps");
    }
    return cfg;
  }

  /** The computer's part read from `computer`, `level` and `think-ms` against
   *  the game's players: {seats: {name: level}, level, ms} or null (nobody);
   *  an AttributeError when a value is wrong. */
  _readComputer(view) {
    const attr = (name) => (this.getAttribute(name) ?? "").trim();
    const names = [];
    for (const word of words(attr("computer"))) {
      const seat = this._seatOf(word, view);
      if (!seat) throw new AttributeError("computer", { value: word, players: (view.players || []).join(", ") });
      names.push(view.players[seat.seat]);
    }
    let level = DEFAULT_LEVEL;
    if (attr("level")) {
      if (!/^\d{1,2}$/.test(attr("level")) || Number(attr("level")) < 1 || Number(attr("level")) > LEVELS) {
        throw new AttributeError("level", { value: attr("level"), levels: LEVELS });
      }
      level = Number(attr("level"));
    }
    let ms;
    if (attr("think-ms")) {
      const value = attr("think-ms");
      if (!/^\d{1,6}$/.test(value) || Number(value) < THINK_MS.min || Number(value) > THINK_MS.max) {
        throw new AttributeError("think_ms", { value, min: THINK_MS.min, max: THINK_MS.max });
      }
      ms = Number(value);
    }
    if (!names.length) return null;
    return { seats: Object.fromEntries(names.map((name) => [name, level])), level, ms };
  }

  /** A seat named by a player ("red") or an index ("1"), or null. */
  _seatOf(text, view) {
    const value = String(text).trim().toLowerCase();
    const players = view.players || [];
    if (/^\d+$/.test(value)) return Number(value) < players.length ? { seat: Number(value) } : null;
    const seat = players.indexOf(value);
    return seat >= 0 ? { seat } : null;
  }
}

export { wordsFor };
