// The words of the app and of every embedded board: one catalogue for each
// language, and the sentences made from a view.  Both front ends speak
// through it (js/app/ in the page's language, each <game-board> in its own),
// so a player reads the same words everywhere.
//
//   import { wordsFor } from "../words/index.js";
//   const w = wordsFor("fr");
//   w.t("turn.toMove", {player: w.playerName(view, 0)})    // "Au tour de Vert"
//
// Where the words are: ./shared.js (what both front ends say: players,
// turns, results, dice, moves, the computer), ./screen.js (the app's playing
// screen), ./element.js (the <game-board>'s controls, puzzles and lessons),
// ./errors.js (every refusal of the engine), and each game's own in
// js/games/<game>/words.js (its name, pieces, panels, moves), added by
// js/games/index.js when the game is first used.  A message's "{name}" is
// filled from the params; a key missing in a language falls back to English,
// then to the key itself.

import shared from "./shared.js";
import errors from "./errors.js";

export const LANGUAGES = ["en", "fr"];

const CATALOGUE = Object.fromEntries(LANGUAGES.map((lang) => [lang, {}]));

/**
 * Add words to the catalogue: `words` and `errors` are {en: {key: text},
 * fr: {...}}; the keys of `errors` are the engine's refusals ("<code>.<why>",
 * see errorText) and are filed under "error.".  Languages no front end speaks
 * are left out.
 */
export function addWords(words = {}, errors = {}) {
  for (const lang of LANGUAGES) {
    Object.assign(CATALOGUE[lang], words[lang] || {});
    for (const [key, text] of Object.entries(errors[lang] || {})) CATALOGUE[lang]["error." + key] = text;
  }
}

addWords(shared, errors);

const MOVE_WORDS = new Map();   // game -> its moves' words: {say, picture?, lead?, movesByTurn?}

/** A game's moves in words (its said.js, and whether its list has a line a
 *  turn): js/games/index.js adds them when the game is loaded. */
export function addMoveWords(game, said) {
  MOVE_WORDS.set(game, said);
}

/** The moves' words of a game (./moves.js), or null before it is loaded. */
export function moveWordsOf(game) {
  return MOVE_WORDS.get(game) || null;
}

/** The language a tag names ("fr-CA" -> "fr"), or null if none is spoken. */
export function languageOf(tag) {
  const base = String(tag ?? "").toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.includes(base) ? base : null;
}

const capital = (text) => text.charAt(0).toUpperCase() + text.slice(1);

/** The words of one language: the catalogue's lookups and the sentences
 *  every front end makes from a view. */
class Words {
  constructor(lang) {
    this.lang = lang;
  }

  has(key) {
    return key in CATALOGUE[this.lang] || key in CATALOGUE.en;
  }

  t(key, params = {}) {
    const text = CATALOGUE[this.lang][key] ?? CATALOGUE.en[key];
    if (text === undefined) return key;
    return text.replace(/\{(\w+)\}/g, (all, name) => (name in params ? String(params[name]) : all));
  }

  gameName(id) {
    return this.has("game." + id) ? this.t("game." + id) : String(id);
  }

  playerName(view, index) {
    const name = view?.players?.[index];
    if (name && this.has("player." + name)) return this.t("player." + name);
    if (name) return capital(name);
    return this.t("player.n", { n: Number(index) + 1 });
  }

  pieceName(game, kind) {
    const key = `piece.${game}.${kind}`;
    return this.has(key) ? this.t(key) : this.t("piece.generic", { kind });
  }

  ownedPieceName(view, piece) {
    return this.t("piece.owned", { player: this.playerName(view, piece.owner), piece: this.pieceName(view.game, piece.kind) });
  }

  terrainName(view, cell) {
    const player = cell.owner === undefined ? "" : this.playerName(view, cell.owner);
    const key = "terrain." + cell.kind;
    return this.has(key) ? this.t(key, { player }).trim() : this.t("terrain.other", { kind: cell.kind });
  }

  /** A seat's name where the computer plays it says so, with its level:
   *  "Red (computer, casual)"; a person's seat is its player's name. */
  seatName(view, index, levels = null) {
    const name = this.playerName(view, index);
    const level = view?.computer?.[view?.players?.[index]];
    return Number.isInteger(level) ? this.t("seat.named", { player: name, level: this.levelName(level, levels) }) : name;
  }

  levelName(level, levels = null) {
    const name = levels?.find((lv) => lv.number === level)?.name ?? LEVEL_NAMES[level - 1] ?? String(level);
    return this.has(`level.${name}`) ? this.t(`level.${name}`) : name;
  }

  /** Whose turn it is: to move, to throw, the dice, or the game over; and
   *  who is in check (the view's `check`). */
  turnText(view) {
    const turn = this.bareTurnText(view);
    const checked = !view || view.result ? [] : view.check || [];
    if (!checked.length) return turn;
    return this.t("turn.check", { turn, player: checked.map((i) => this.playerName(view, i)).join(", ") });
  }

  bareTurnText(view) {
    if (!view) return this.t("turn.loading");
    if (view.result) return this.t("turn.over");
    if (view.to_move === -1 && view.throw !== null && view.throw !== undefined) {
      return this.t("turn.toThrow", { player: this.playerName(view, view.throw) });
    }
    if (view.to_move === -1) return this.t("turn.chance");
    return this.t("turn.toMove", { player: this.playerName(view, view.to_move) });
  }

  /** Why a game ended, in words: a game's own words for a reason
   *  ("reason.<game>.<reason>") before the shared ones. */
  reasonText(view) {
    const reason = view?.result?.reason;
    const key = [`reason.${view?.game}.${reason}`, `reason.${reason}`].find((k) => this.has(k));
    return key ? this.t(key) : this.t("reason.other", { reason });
  }

  /** How the game ended, or "". */
  resultText(view) {
    const result = view?.result;
    if (!result) return "";
    const reason = this.reasonText(view);
    if (result.winner === null || result.winner === undefined) return this.t("result.draw", { reason });
    if (Array.isArray(result.team)) {
      return this.t("result.teamWin", { player: result.team.map((i) => this.playerName(view, i)).join(" + "), reason });
    }
    return this.t("result.win", { player: this.playerName(view, result.winner), reason });
  }

  optionLabel(game, name) {
    const key = `option.${game}.${name}`;
    return this.has(key) ? this.t(key) : name.replace(/_/g, " ");
  }

  /** An engine's refusal {code, params: {why, ...}} in words:
   *  "error.<code>.<why>", else "error.<why>", else "error.<code>" (./errors.js,
   *  js/games/<game>/errors.js).  The engine's English `message` is never
   *  shown: the code and params say it all. */
  errorText(error) {
    if (!error || typeof error !== "object") return this.t("error.generic", { code: "?" });
    const code = String(error.code || "error");
    const params = { ...(error.params || {}), code };
    if (params.detail && typeof params.detail === "object") params.detail = this.errorText(params.detail);
    if (params.game !== undefined) params.gameName = this.gameName(params.game);
    if (typeof params.player === "string" && this.has("player." + params.player)) params.player = this.t("player." + params.player);
    const keys = params.why === undefined ? [] : [`error.${code}.${params.why}`, `error.${params.why}`];
    const key = [...keys, `error.${code}`].find((k) => this.has(k));
    if (key) return this.t(key, params);
    return this.t(params.why === undefined ? "error.generic" : "error.why", params);
  }
}

/** The computer's levels by number (py/boardgames/ai/levels.py), until the engine names them. */
export const LEVEL_NAMES = ["beginner", "novice", "casual", "club", "expert", "strongest"];

const speakers = new Map();

/** The words of `lang` (an unknown language speaks English). */
export function wordsFor(lang) {
  const known = languageOf(lang) ?? "en";
  if (!speakers.has(known)) speakers.set(known, new Words(known));
  return speakers.get(known);
}

/** A sentence: its first letter capital, a full stop at its end if it has none. */
export function sentence(text) {
  const s = String(text ?? "").trim();
  if (!s) return "";
  return capital(s) + (/[.!?…:]$/.test(s) ? "" : ".");
}

export { capital };
