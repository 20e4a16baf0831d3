// Shakku's pieces as pictures: a pawn is a standing peg (an inactive pawn is
// not a picture: it lies flat, drawn by js/games/shakku/art.js), the King a
// crown.  How the layers are painted: js/board/picture.js.

import { circle } from "../../board/picture.js";

export const PICTURES = {
  // A carved peg standing up.
  pawn: [
    ["ink", "M38 86H62L57 62C63 57 65 49 61 43C65 36 60 22 50 22C40 22 35 36 39 43C35 49 37 57 43 62Z"],
    ["line", "M42 52H58", 3],
  ],
  // A crown of three points.
  king: [
    ["ink", "M22 74L16 30L34 50L50 20L66 50L84 30L78 74Z"],
    ["ink", "M22 78H78V88H22Z"],
    ["ink", circle(16, 26, 5) + circle(50, 16, 5) + circle(84, 26, 5)],
    ["cut", circle(50, 60, 5)],
  ],
};

export const BY_KIND = { pawn: "pawn", king: "king" };
