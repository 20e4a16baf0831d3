// The sentences of <game-board>: its own words (words.js), the games' and the
// engine's added as they load (assets.js), and the sentences made of them.

import { LANGUAGES, WORDS } from "./words.js";

const catalogue = Object.fromEntries(LANGUAGES.map((lang) => [lang, { ...WORDS[lang] }]));

/** Add words {en: {key: text}, fr: ...}; `prefix` for an error catalogue ("error."). */
export function addWords(words = {}, prefix = "") {
  for (const lang of LANGUAGES) {
    for (const [key, text] of Object.entries(words[lang] || {})) {
      // The element's own words stay: the app's may say "the page".
      if (!(prefix + key in WORDS[lang])) catalogue[lang][prefix + key] = text;
    }
  }
}

export function has(lang, key) {
  return key in catalogue[lang] || key in catalogue.en;
}

export function say(lang, key, params = {}) {
  const text = catalogue[lang]?.[key] ?? catalogue.en[key];
  if (text === undefined) return key;
  return text.replace(/\{(\w+)\}/g, (all, name) => (name in params ? String(params[name]) : all));
}

export function gameName(lang, game) {
  return has(lang, "game." + game) ? say(lang, "game." + game) : String(game);
}

export function playerName(lang, view, index) {
  const name = view?.players?.[index];
  if (name && has(lang, "player." + name)) return say(lang, "player." + name);
  if (name) return name.charAt(0).toUpperCase() + name.slice(1);
  return say(lang, "player.n", { n: Number(index) + 1 });
}

export function resultText(lang, view) {
  const result = view?.result;
  if (!result) return "";
  const reason = has(lang, "reason." + result.reason)
    ? say(lang, "reason." + result.reason) : say(lang, "reason.other", { reason: result.reason });
  if (result.winner === null || result.winner === undefined) return say(lang, "result.draw", { reason });
  if (Array.isArray(result.team)) {
    const player = result.team.map((i) => playerName(lang, view, i)).join(" + ");
    return say(lang, "result.teamWin", { player, reason });
  }
  return say(lang, "result.win", { player: playerName(lang, view, result.winner), reason });
}

/** An engine's refusal {code, params: {why, ...}} in words: "error.<code>.<why>",
 *  "error.<why>", "error.<code>", else the code and why themselves. */
export function errorText(lang, error) {
  if (!error || typeof error !== "object") return say(lang, "error.generic", { code: "?" });
  const code = String(error.code || "error");
  const params = { ...(error.params || {}), code };
  if (params.detail && typeof params.detail === "object") params.detail = errorText(lang, params.detail);
  if (params.game !== undefined) params.gameName = gameName(lang, params.game);
  if (typeof params.player === "string" && has(lang, "player." + params.player)) {
    params.player = say(lang, "player." + params.player);
  }
  const keys = params.why === undefined ? [] : [`error.${code}.${params.why}`, `error.${params.why}`];
  const key = [...keys, `error.${code}`].find((k) => has(lang, k));
  if (key) return say(lang, key, params);
  return params.why === undefined ? say(lang, "error.generic", params) : say(lang, "error.why", params);
}
