// The stylesheet of a <game-board>'s Shadow DOM: the page's styles stop at its
// frame (all: initial); it is themed by the --game-board-* custom properties
// and reached through its parts.

export const STYLE = `
:host { display: block; max-width: 100%; }
:host([hidden]) { display: none; }
[hidden] { display: none !important; }
.fallback { display: block; }
.root.alive .fallback, .root.preview .fallback { display: none; }
.frame {
  all: initial; display: block; color-scheme: inherit;
  font-family: var(--game-board-font, system-ui, -apple-system, "Segoe UI", sans-serif);
  font-size: var(--game-board-font-size, 15px); line-height: 1.4;
  color: var(--game-board-ink, CanvasText);
  /* What the panels' sheet (css/panels.css) asks for, from the board's own properties. */
  --accent: var(--game-board-accent, #2f6b45);
  --accent-ink: var(--game-board-button-ink, #fff);
  --accent-soft: color-mix(in srgb, var(--accent) 14%, transparent);
  --panel: var(--game-board-surface, Canvas);
  --bg-2: var(--game-board-surface, Canvas);
  --line: color-mix(in srgb, currentColor 18%, transparent);
  --ink-2: var(--game-board-muted, color-mix(in srgb, currentColor 65%, transparent));
  --focus: var(--game-board-focus, #e0a100);
  --info-bg: color-mix(in srgb, var(--focus) 16%, transparent);
  --radius: var(--game-board-radius, 8px);
  --shadow: none;
}
.panels { margin-top: .6em; text-align: start; }
.panels.readonly button { cursor: default; opacity: .55; }
:where(.panels) button {
  font: inherit; color: inherit; background: var(--panel); cursor: pointer;
  border: 1px solid var(--line); border-radius: 8px; min-height: 2.3em;
}
.panels .hint { margin: .3em 0 0; font-size: .92em; color: var(--ink-2); }
.panels .hint.warn { color: #9a5b00; }
.panels .sr-only, .panels .sr-only-cell { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
.panels kbd { font: inherit; }
.root:not(.board-shown) .stage { display: none; }
.stage { position: relative; }
.board { display: flex; justify-content: center; }
.stage:focus-visible, .board canvas:focus-visible {
  outline: 3px solid var(--game-board-focus, #e0a100); outline-offset: 2px;
}
.stage:focus { outline: none; }
.stage:focus-visible { outline: 3px solid var(--game-board-focus, #e0a100); }
.marks { position: absolute; left: 0; top: 0; pointer-events: none; overflow: visible; }
.placeholder {
  display: grid; place-items: center; box-sizing: border-box; padding: 1em; text-align: center;
  aspect-ratio: var(--ratio, 1); max-height: 70vh; margin: 0 auto;
  background: var(--game-board-surface, #efe8da); color: var(--game-board-muted, #6b6256);
  border-radius: var(--game-board-radius, 8px);
}
.step-text { margin: 0 0 .5em; font-weight: 600; }
.bar { display: flex; flex-wrap: wrap; gap: .4em; align-items: center; justify-content: center; margin-top: .5em; }
.bar button, .message button {
  font: inherit; line-height: 1.2; cursor: pointer; min-height: 2.3em; min-width: 2.5em; padding: .3em .8em;
  color: var(--game-board-button-ink, #fff); background: var(--game-board-accent, #2f6b45);
  border: 0; border-radius: var(--game-board-radius, 8px);
}
.bar button:hover:not(:disabled), .message button:hover { filter: brightness(1.1); }
button:disabled { opacity: .4; cursor: default; }
button:focus-visible { outline: 3px solid var(--game-board-focus, #e0a100); outline-offset: 2px; }
button svg { width: 1em; height: 1em; fill: currentColor; vertical-align: -0.15em; }
.counter { min-width: 4.5em; text-align: center; font-variant-numeric: tabular-nums; }
.chooser-title { font-weight: 600; }
.status { margin: .5em 0 0; min-height: 1.4em; text-align: center; }
.status.refused { color: var(--game-board-error, light-dark(#b3261e, #ff8a80)); }
.status.good { font-weight: 600; }
.status.thinking { color: var(--game-board-muted, light-dark(#6b6256, #b9b0a3)); font-style: italic; }
.message {
  margin: .5em 0; padding: .6em .8em; border-radius: 4px;
  border-left: 4px solid var(--game-board-error, #b3261e);
  background: var(--game-board-error-surface, #fdecea); color: var(--game-board-error-ink, #5f1410);
}
.message p { margin: 0 0 .4em; }
.message p:last-child { margin: 0; }
.visually-hidden {
  position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;
}
@media print {
  .root.has-fallback .fallback { display: block !important; }
  .root.has-fallback .stage { display: none !important; }
  .bar, .message button, .panels { display: none !important; }
}
`;
