// The playing screen's language: the address's ?lang=, else the one chosen
// before, else the browser's; its words (the shared catalogue,
// js/words/index.js, with the screen's own, js/words/screen.js); everything
// said again on a change.  Elements carrying data-i18n="key" (text),
// data-i18n-title, data-i18n-aria-label or data-i18n-placeholder are
// filled by translatePage().

import { addWords, LANGUAGES, languageOf, wordsFor } from "../words/index.js";
import friend from "../words/friend.js";
import screen from "../words/screen.js";

addWords(screen);
addWords(friend);

export { LANGUAGES };

const LANG_KEY = "boardgames.lang";
let current = "en";
const listeners = new Set();

/** The words of the page's language now (js/words/index.js). */
export const words = () => wordsFor(current);

/** A message of the page's language. */
export const t = (key, params) => wordsFor(current).t(key, params);

export const has = (key) => wordsFor(current).has(key);

export function getLanguage() { return current; }

/** Is `tag` a language the page speaks? */
export function isLanguage(tag) {
  return Boolean(tag) && languageOf(tag) !== null;
}

/** The language to use: an explicit choice, the remembered one, the browser's. */
export function pickLanguage(requested) {
  const candidates = [];
  if (requested) candidates.push(requested);
  try {
    const saved = localStorage.getItem(LANG_KEY);
    if (saved) candidates.push(saved);
  } catch { /* storage blocked: fine */ }
  for (const tag of navigator.languages || [navigator.language || "en"]) candidates.push(tag);
  for (const tag of candidates) {
    const lang = languageOf(tag);
    if (lang) return lang;
  }
  return "en";
}

export function setLanguage(lang, { remember = false } = {}) {
  current = languageOf(lang) ?? "en";
  document.documentElement.lang = current;
  if (remember) {
    try { localStorage.setItem(LANG_KEY, current); } catch { /* ignore */ }
  }
  translatePage();
  for (const fn of listeners) fn(current);
}

export function onLanguageChange(fn) { listeners.add(fn); }

export function translatePage(root = document) {
  for (const el of root.querySelectorAll("[data-i18n]")) el.textContent = t(el.dataset.i18n);
  for (const el of root.querySelectorAll("[data-i18n-title]")) el.title = t(el.dataset.i18nTitle);
  for (const el of root.querySelectorAll("[data-i18n-aria-label]")) el.setAttribute("aria-label", t(el.dataset.i18nAriaLabel));
  for (const el of root.querySelectorAll("[data-i18n-placeholder]")) el.placeholder = t(el.dataset.i18nPlaceholder);
  document.title = t("app.title");
}

/** The language menu, each language named in itself. */
export function fillLanguages(select) {
  select.replaceChildren(...LANGUAGES.map((code) => {
    const option = new Option(wordsFor(code).t("lang.name"), code);
    option.lang = code;
    return option;
  }));
  select.value = current;
}
