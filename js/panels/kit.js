// What the games' side panels are made of (js/games/<game>/panels.js draws
// each game's from these; js/panels/index.js mounts it): elements, titled
// sections, dice, piece chips, clocks.  The words come from the `w` a panel
// is given (js/words/index.js), in its board's language.

import { pictureElements } from "../board/picture.js";

/** An element: el("p", {class, text, onclick, dataset, ...attributes}, ...children). */
export function el(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (value === undefined || value === null || value === false) continue;
    if (key === "class") node.className = value;
    else if (key === "text") node.textContent = value;
    else if (key === "onclick") node.addEventListener("click", value);
    else if (key === "dataset") Object.assign(node.dataset, value);
    else node.setAttribute(key, value === true ? "" : value);
  }
  node.append(...children.filter((c) => c !== null && c !== undefined));
  return node;
}

/** A section of the panel with its title (a catalogue key, in the words `w`). */
export function section(w, titleKey, ...children) {
  return el("section", { class: "gp-section" }, el("h3", { text: w.t(titleKey) }), ...children);
}

/** A die face with its pips (and its number for screen readers). */
export function die(w, value, owner, colour = null) {
  const face = el("span", { class: `die owner-${owner}`, role: "img", "aria-label": w.t("dice.face", { n: value }),
                            style: colour ? `border-color:${colour}` : null });
  const pips = { 1: [5], 2: [1, 9], 3: [1, 5, 9], 4: [1, 3, 7, 9], 5: [1, 3, 5, 7, 9], 6: [1, 3, 4, 6, 7, 9] }[value] || [];
  for (let i = 1; i <= 9; i++) face.append(el("i", { class: pips.includes(i) ? "pip" : "" }));
  return face;
}

/** The chips' colours by owner (as in css/panels.css): the figure, the token under it, its edge. */
const CHIP_COLOURS = [
  { ink: "#ffffff", cut: "#2f6fc4", edge: "#1d4682" },
  { ink: "#ffffff", cut: "#cf3f36", edge: "#8f2620" },
];

/** A piece token in the panel: the board's picture of the piece when one is
 *  given (js/games/<game>/pictures.js), else its letter. */
export function chip(kind, owner, picture = null) {
  const span = el("span", { class: `chip owner-${owner}`, "aria-hidden": "true" });
  if (picture) {
    span.innerHTML = `<svg viewBox="0 0 100 100" width="18" height="18">${
      pictureElements(picture, CHIP_COLOURS[owner] || CHIP_COLOURS[0])}</svg>`;
  } else {
    span.textContent = kind;
  }
  return span;
}

/** The move texts of the view, to ask whether a button's move is legal. */
export function movesSet(view) {
  return new Set((view.moves || []).map((m) => m.move));
}

/** A clock's time left: 4:05. */
export function formatClock(ms) {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const m = Math.floor(total / 60), s = total % 60;
  return `${m}:${String(s).padStart(2, "0")}`;
}
