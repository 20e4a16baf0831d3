// The attributes of a <game-board> read: its language, its coordinates, and
// the whole configuration of a board (refused with an AttributeError).

import { LANGUAGES } from "./words.js";
import { say } from "./text.js";

export const GAMES = ["doushouqi", "shuuro", "shakku", "shaturanga"];
export const MODES = ["view", "play", "puzzle", "lesson"];

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
  _lang() {
    const holder = this.closest("[lang]");
    const tag = (holder?.getAttribute("lang") || document.documentElement.lang || "en").toLowerCase();
    const base = tag.split(/[-_]/)[0];
    return LANGUAGES.includes(base) ? base : "en";
  }

  _say(key, params) { return say(this._lang(), key, params); }

  _coordinates() {
    return !["off", "false", "no", "0", "none"].includes((this.getAttribute("coordinates") || "").trim().toLowerCase());
  }

  _readConfig() {
    const attr = (name) => (this.getAttribute(name) ?? "").trim();
    const game = attr("game");
    if (!game) throw new AttributeError("game");
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
}
