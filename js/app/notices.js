// Notices: messages at the top of the side panel, shown until dismissed
// (an "info" one goes by itself).  Their words are given as a function, so
// that they are said again in a new language.  They never pile up: a notice
// given a `key` replaces the one shown with the same key (each import's
// outcome replaces the last: see importNotice), and the same words twice are
// shown once.

import { t, words } from "./language.js";
import { emit } from "./state.js";

const notices = [];        // {id, render, kind, actions, closable, key}
let noticeIds = 0;

/**
 * Show a message until dismissed; `render` gives its words (again after a
 * language change).  `actions`: buttons [{label (a catalogue key), run}];
 * `closable: false` leaves out the close button (the player must choose an
 * action); `key`: the notice replaces the one shown with that key.  Returns
 * the notice's id, for dismiss().
 */
export function notify(render, kind = "error", { actions = [], closable = true, key = null } = {}) {
  const say = typeof render === "function" ? render : () => String(render);
  const id = ++noticeIds;
  const said = say();
  // The one it replaces, and the same message shown already, go: the new one
  // comes last, where the newest notice is.
  for (let i = notices.length - 1; i >= 0; i--) {
    const n = notices[i];
    if ((key !== null && n.key === key) || (!n.actions.length && !actions.length && n.render() === said)) {
      notices.splice(i, 1);
    }
  }
  notices.push({ id, render: say, kind, actions, closable, key });
  renderNotices();
  emit("notice");                 // what the player must press next is kept clear of it
  if (kind === "info") setTimeout(() => dismiss(id), 6000);
  return id;
}

export function dismiss(id) {
  const i = notices.findIndex((n) => n.id === id);
  if (i >= 0) notices.splice(i, 1);
  renderNotices();
}

/** A refusal of the engine ({code, params}), in words. */
export function showError(error) {
  return notify(() => words().errorText(error));
}

/** How an import ended (a record or position pasted or opened from a file,
 *  a game in the address): `render` gives its message; each replaces the last,
 *  so that failed imports never pile up and a success clears the failure. */
export function importNotice(render, kind = "error") {
  return notify(render, kind, { key: "import" });
}

/** The last import's notice goes (the import dialog says the new outcome itself). */
export function dismissImportNotice() {
  const i = notices.findIndex((n) => n.key === "import");
  if (i >= 0) dismiss(notices[i].id);
}

/** Is the notice with this id still shown? */
export function isShown(id) {
  return notices.some((n) => n.id === id);
}

export function renderNotices() {
  const box = document.getElementById("notice");
  if (!box) return;
  box.replaceChildren(...notices.map((n) => {
    const item = document.createElement("div");
    item.className = `notice notice-${n.kind}`;
    item.setAttribute("role", n.kind === "info" ? "status" : "alert");
    const text = document.createElement("p");
    text.textContent = n.render();
    item.append(text);
    if (n.actions.length) {
      const buttons = document.createElement("div");
      buttons.className = "notice-actions";
      buttons.append(...n.actions.map(({ label, run }) => {
        const button = document.createElement("button");
        button.type = "button";
        button.dataset.action = label;
        button.textContent = t(label);
        button.addEventListener("click", run);
        return button;
      }));
      item.append(buttons);
    }
    if (n.closable) {
      const close = document.createElement("button");
      close.type = "button";
      close.className = "notice-close";
      close.setAttribute("aria-label", t("btn.dismiss"));
      close.textContent = "×";
      close.addEventListener("click", () => dismiss(n.id));
      item.append(close);
    }
    return item;
  }));
  box.hidden = notices.length === 0;
}

/** A text from outside (the address) to quote in a notice: control and
 *  direction marks shown as "?", at most 40 characters. */
export function clip(text) {
  const chars = Array.from(String(text).replace(/[\p{Cc}\p{Cf}]/gu, "?"));
  return chars.length > 40 ? chars.slice(0, 40).join("") + "…" : chars.join("");
}
