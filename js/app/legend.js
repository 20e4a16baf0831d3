// The piece legend: the Pieces button opens a small dialog listing the
// current game's pieces with their pictures; touching a name shows how that
// piece moves.  A right-click, or a long press (touch, half a second), on a
// piece of the board opens it at that piece.  Escape closes it.  Each game's
// texts are in js/games/<game>/legend.js (loaded the first time they are
// shown, through the game module's `legend`); the pictures are the board's
// (js/games/<game>/pictures.js, painted by js/board/picture.js).

import { ownerColours, ownerShape } from "../board/index.js";
import { pictureElements } from "../board/picture.js";
import { gameModule } from "../games/index.js";
import * as board from "./board.js";
import { getLanguage, onLanguageChange, t, words as wordsOf } from "./language.js";
import { session } from "./session.js";
import { $ } from "./state.js";

const LONG_PRESS_MS = 500;
const SLOP = 10;                 // px a finger may drift during a long press

let dialog = null;
let shown = { game: null, key: null };

/** The Pieces button, and the right-click and long press on the board. */
export function setupLegend() {
  $("pieces")?.addEventListener("click", () => openLegend());
  const canvas = $("board");
  canvas.addEventListener("contextmenu", (e) => {
    const piece = pieceAt(e.clientX, e.clientY);
    if (!piece) return;
    e.preventDefault();
    openLegend(piece);
  });
  let press = null;
  const cancel = () => { if (press) clearTimeout(press.timer); press = null; };
  canvas.addEventListener("pointerdown", (e) => {
    cancel();
    if (e.pointerType === "mouse") return;             // a mouse has its right button
    const piece = pieceAt(e.clientX, e.clientY);
    if (!piece) return;
    press = { x: e.clientX, y: e.clientY, timer: setTimeout(() => {
      press = null;
      swallowNextClick();
      openLegend(piece);
    }, LONG_PRESS_MS) };
  });
  canvas.addEventListener("pointermove", (e) => {
    if (press && Math.hypot(e.clientX - press.x, e.clientY - press.y) > SLOP) cancel();
  });
  for (const type of ["pointerup", "pointercancel", "pointerleave"]) canvas.addEventListener(type, cancel);
  onLanguageChange(() => { if (dialog?.open) render(); });
}

/** The finger lifted after a long press may still make a click: on the
 *  opened legend it would pick another piece, so it is swallowed. */
function swallowNextClick() {
  const swallow = (e) => { e.stopPropagation(); e.preventDefault(); };
  window.addEventListener("pointerup", () => {
    window.addEventListener("click", swallow, { capture: true, once: true });
    setTimeout(() => window.removeEventListener("click", swallow, { capture: true }), 400);
  }, { capture: true, once: true });
}

/** The piece of the drawn view under a point of the viewport, or null. */
function pieceAt(clientX, clientY) {
  const view = board.drawnView?.() || session.view;
  const grid = view?.grid;
  if (!view?.pieces?.length || !grid) return null;
  const a = board.squareCenter(grid.files[0] + grid.ranks[0]);
  const b = board.squareCenter(grid.files[1] + grid.ranks[0]);
  if (!a || !b) return null;
  const half = Math.hypot(b.x - a.x, b.y - a.y) / 2;
  let best = null, bestDistance = half;
  for (const piece of view.pieces) {
    const c = board.squareCenter(piece.sq);
    const d = c && Math.max(Math.abs(c.x - clientX), Math.abs(c.y - clientY));
    if (c && d <= bestDistance) { best = piece; bestDistance = d; }
  }
  return best;
}

/** Opens the legend of the current game; at a piece of the board if given. */
export async function openLegend(piece = null) {
  const view = session.view;
  const module = view && gameModule(view.game);
  const texts = module?.legend ? (await module.legend()).default : null;
  shown = { game: view?.game, texts, key: piece && texts ? texts.entryOf(piece) : null };
  if (!dialog) dialog = makeDialog();
  render();
  if (!dialog.open) dialog.showModal();
  const current = dialog.querySelector(`button[data-piece="${shown.key}"]`) || dialog.querySelector("#legend-list button");
  current?.focus();
}

function makeDialog() {
  const d = document.createElement("dialog");
  d.id = "legend-dialog";
  d.className = "legend-dialog";
  d.setAttribute("aria-labelledby", "legend-title");
  d.innerHTML = `<h2 id="legend-title"></h2><p id="legend-note" class="hint"></p>
    <p id="legend-hint" class="hint"></p><ul id="legend-list" class="legend-list"></ul>
    <p id="legend-text" class="legend-text" aria-live="polite"></p>
    <div class="dialog-buttons"><button type="button" class="primary" id="legend-close"></button></div>`;
  d.querySelector("#legend-close").addEventListener("click", () => d.close());
  // A click on the backdrop closes it too.
  d.addEventListener("click", (e) => { if (e.target === d) d.close(); });
  document.body.append(d);
  return d;
}

/** The entries, in the page's language; the chosen one's text below them. */
function render() {
  const { texts, game } = shown;
  const lang = getLanguage();
  const words = texts ? (texts[lang] || texts.en) : {};
  dialog.querySelector("#legend-title").textContent = t("legend.title");
  dialog.querySelector("#legend-close").textContent = t("btn.close");
  dialog.querySelector("#legend-note").textContent = words.note || "";
  dialog.querySelector("#legend-hint").textContent = texts ? t("legend.hint") : t("legend.none");
  const list = dialog.querySelector("#legend-list");
  list.replaceChildren();
  for (const entry of texts?.entries || []) {
    const name = entry.name ? (entry.name[lang] || entry.name.en) : wordsOf().pieceName(game, entry.kind);
    const button = document.createElement("button");
    button.type = "button";
    button.dataset.piece = entry.key;
    button.setAttribute("aria-pressed", String(entry.key === shown.key));
    button.innerHTML = pictureSvg(entry);
    const label = document.createElement("span");
    label.textContent = name.charAt(0).toUpperCase() + name.slice(1);
    button.append(label);
    button.addEventListener("click", () => { shown.key = entry.key; render(); });
    const item = document.createElement("li");
    item.append(button);
    list.append(item);
  }
  const text = dialog.querySelector("#legend-text");
  text.textContent = shown.key && words[shown.key] ? words[shown.key] : "";
  text.hidden = !text.textContent;
}

/** An entry's picture as inline SVG: the first player's token, its figure on it. */
function pictureSvg(entry) {
  const colours = ownerColours(session.view, 0);
  const shape = tokenSvg(ownerShape(0), entry.flat ? 0.5 : 1);
  let body;
  if (entry.gold) body = `<circle cx="50" cy="50" r="44" fill="#e2b530" stroke="#6b5208" stroke-width="4"/>`
    + pictureElements(entry.picture, { ink: "#5a4306", cut: "#e2b530", edge: "#5a4306" });
  else if (entry.flat) body = shape.replace("/>", ` fill="${colours.light}" fill-opacity="0.6" stroke="${colours.dark}" stroke-width="5" stroke-dasharray="9 6"/>`);
  else {
    const under = entry.height ? tokenSvg(ownerShape(0), 1, 8).replace("/>", ` fill="${colours.dark}"/>`) : "";
    body = under + shape.replace("/>", ` fill="${colours.fill}" stroke="${colours.dark}" stroke-width="4"/>`)
      + `<g transform="translate(10 8) scale(0.8)">${pictureElements(entry.picture, { ink: colours.ink, cut: colours.fill, edge: colours.dark })}</g>`
      + (entry.height ? `<circle cx="78" cy="76" r="15" fill="#fffaf0" stroke="${colours.dark}" stroke-width="3"/>`
        + `<text x="78" y="82" text-anchor="middle" font-size="18" font-weight="800" fill="${colours.dark}">${entry.height}</text>` : "");
  }
  return `<svg viewBox="0 0 100 100" width="40" height="40" aria-hidden="true">${body}</svg>`;
}

/** An owner's token shape in the 100×100 box (squashed for a pawn lying flat). */
function tokenSvg(shape, squash = 1, down = 0) {
  const cy = 50 + down, r = 42, ry = r * squash;
  if (shape === "squircle") return `<rect x="${50 - r * 0.9}" y="${cy - ry * 0.9}" width="${r * 1.8}" height="${ry * 1.8}" rx="${r * 0.38}"/>`;
  if (shape === "diamond") return `<polygon points="50,${cy - ry} ${50 + r},${cy} 50,${cy + ry} ${50 - r},${cy}"/>`;
  if (shape === "hexagon") {
    const pts = [0, 1, 2, 3, 4, 5].map((i) => {
      const a = Math.PI / 6 + (i * Math.PI) / 3;
      return `${(50 + r * Math.cos(a)).toFixed(1)},${(cy + ry * Math.sin(a)).toFixed(1)}`;
    });
    return `<polygon points="${pts.join(" ")}"/>`;
  }
  return `<ellipse cx="50" cy="${cy}" rx="${r}" ry="${ry}"/>`;
}
