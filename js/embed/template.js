// The Shadow DOM of a <game-board>: its fallback slot, the stage (the board,
// the marks over it, a placeholder), the bars of buttons, the status, the
// game's panel (styled by css/panels.css, as in the app) and the failure
// message.

import { STYLE } from "./styles.js";

const ICONS = {
  first: "M3 3h2v10H3zM13 3v10L6 8z",
  back: "M11 3v10L4 8z",
  forward: "M5 3v10l7-5z",
  last: "M11 3h2v10h-2zM3 3v10l7-5z",
};
const icon = (name) => `<svg viewBox="0 0 16 16" aria-hidden="true"><path d="${ICONS[name]}"/></svg>`;
/** The panels' sheet, beside this module's folder (every URL from the module's own address). */
const PANELS_CSS = new URL("../../css/panels.css", import.meta.url).href;

export const TEMPLATE = `
<link rel="stylesheet" href="${PANELS_CSS}">
<style>${STYLE}</style>
<div class="root" part="root">
  <div class="fallback" part="fallback"><slot></slot></div>
  <div class="frame" part="frame">
    <p class="step-text" part="step" aria-live="polite" hidden></p>
    <div class="stage" part="stage">
      <div class="board" part="board"></div>
      <svg class="marks" aria-hidden="true"></svg>
      <div class="placeholder" part="placeholder" hidden></div>
    </div>
    <div class="bar chooser" part="chooser" role="group" hidden>
      <span class="chooser-title"></span><span class="bar chooser-moves"></span>
      <button type="button" class="cancel"></button>
    </div>
    <div class="bar extra" part="extra" hidden></div>
    <div class="bar steps" part="controls" role="toolbar" hidden>
      <button type="button" data-go="first">${icon("first")}</button>
      <button type="button" data-go="back">${icon("back")}</button>
      <span class="counter"></span>
      <button type="button" data-go="forward">${icon("forward")}</button>
      <button type="button" data-go="last">${icon("last")}</button>
    </div>
    <div class="bar lesson" part="controls" role="toolbar" hidden>
      <button type="button" class="previous-step"></button>
      <span class="counter step-counter"></span>
      <button type="button" class="next-step"></button>
    </div>
    <div class="bar play-bar" part="controls" role="toolbar" hidden>
      <button type="button" class="new-game"></button>
      <button type="button" class="hint"></button>
    </div>
    <div class="bar again-bar" hidden><button type="button" class="again"></button></div>
    <p class="status" part="status" role="status" aria-live="polite"></p>
    <section class="panels game-panel" part="panels" hidden></section>
    <div class="message" part="message" role="alert" hidden>
      <p class="message-text"></p>
      <p><button type="button" class="retry" hidden></button></p>
    </div>
  </div>
</div>`;
