// Shaturanga, as the page shows it: its words, its drawing on the board and
// its side panel.  js/games/index.js loads this module by the game's id
// the first time the game is shown.

import { art } from "./art.js";
import { panel } from "./panels.js";
import said from "./said.js";
import words, { errors } from "./words.js";

export default {
  words,
  said,                          // the move list in words (./said.js)
  errors,
  art,
  legend: () => import("./legend.js"),   // the piece legend (js/app/legend.js), loaded when first shown
  panel,
  // The move list: a line per turn with the die (its throws, then the move),
  // else a line per round of the four seats.
  movesByTurn: (view) => Boolean(view.options?.dice),
};
