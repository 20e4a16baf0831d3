// Dou Shou Qi, as the page shows it: its words, its drawing on the board and
// no side panel.  js/games/index.js loads this module by the game's id
// the first time the game is shown.

import { art } from "./art.js";
import said from "./said.js";
import words, { errors } from "./words.js";

export default {
  words,
  said,                          // the move list in words (./said.js)
  errors,
  art,
  legend: () => import("./legend.js"),   // the piece legend (js/app/legend.js), loaded when first shown
};
