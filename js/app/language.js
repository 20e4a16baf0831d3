// The page's language: the address's ?lang=, else the one chosen before,
// else the browser's; the language menu; everything said again on a change.

import * as i18n from "../i18n.js";
import { t } from "../i18n.js";
import { soleParam } from "./address.js";
import { $ } from "./state.js";
import { clip, notify, renderNotices } from "./notices.js";

/** Set the language now; `rerender()` redraws the page after a change. */
export function setupLanguage(rerender) {
  const wanted = soleParam("lang");
  const known = wanted !== null && i18n.isLanguage(wanted);
  i18n.setLanguage(i18n.pickLanguage(known ? wanted : null));
  if (wanted !== null && !known) {
    notify(() => t("notice.badLang", { lang: clip(wanted), fallback: t("lang.name") }), "warn");
  }
  renderNotices();            // a notice given before the language was known
  $("lang").addEventListener("change", (e) => i18n.setLanguage(e.target.value, { remember: true }));
  i18n.onLanguageChange(() => {
    $("lang").value = i18n.getLanguage();
    rerender();
    renderNotices();
  });
}

/** The language menu, each language named in itself. */
export function fillLanguages() {
  const select = $("lang");
  select.replaceChildren(...i18n.LANGUAGES.map((code) => {
    const option = new Option(langName(code), code);
    option.lang = code;
    return option;
  }));
  select.value = i18n.getLanguage();
}

function langName(code) {
  return { en: "English", fr: "Français" }[code] || code;
}
