// Shuuro's pieces as pictures: chess figures, each a silhouette on its
// owner's token (the token's shape and colour tell whose it is).  The piece
// kinds of the view (K Q R B N P) map to them in BY_KIND.  How the layers are
// painted: js/board/picture.js.

import { circle } from "../../board/picture.js";

const BASE = "M26 88H74V79H26Z";

export const PICTURES = {
  // A bell-shaped body under a cross.
  king: [
    ["ink", "M46.5 6H53.5V12H59.5V19H53.5V26H46.5V19H40.5V12H46.5Z"],
    ["ink", "M50 28C62 28 71 34 69 46L63 77H37L31 46C29 34 38 28 50 28Z" + BASE],
    ["line", "M36 62H64", 3.5],
  ],
  // A crown of five points, a ball on each.
  queen: [
    ["ink", "M31 77L20 34L29 55L35 28L43 52L50 23L57 52L65 28L71 55L80 34L69 77Z" + BASE],
    ["ink", circle(20, 30, 5) + circle(35, 24, 5) + circle(50, 19, 5) + circle(65, 24, 5) + circle(80, 30, 5)],
    ["line", "M33 66H67", 3.5],
  ],
  // A tower with three merlons.
  rook: [
    ["ink", "M26 88H74V79H67L63 46H69V20H60V28H54V20H46V28H40V20H31V46H37L33 79H26Z"],
    ["line", "M35 46H65", 3],
  ],
  // A mitre with its slit, on a collar and a foot.
  bishop: [
    ["ink", circle(50, 14, 5.5)],
    ["ink", "M50 21C65 31 68 48 59 60H41C32 48 35 31 50 21Z"],
    ["ink", "M38 62H62V68H38ZM44 68H56L61 79H39Z" + BASE],
    ["line", "M55 32L46 46", 4],
  ],
  // A horse's head looking left.
  knight: [
    ["ink", "M71 88H29C29 74 35 65 46 58C39 58 32 62 26 59C21 55 22 48 27 45L43 33C45 26 48 19 53 14L57 22C68 25 78 38 77 57C76 70 72 78 71 88Z"],
    ["cut", circle(49, 34, 3.2)],
    ["line", "M60 28C66 36 70 48 69 62", 3],
  ],
  // A ball on a cone.
  pawn: [
    ["ink", circle(50, 31, 12) + "M39 47H61L58 53C64 60 67 70 68 79H32C33 70 36 60 42 53Z" + BASE],
  ],
};

/** The view's piece kinds, by their notation letter. */
export const BY_KIND = { K: "king", Q: "queen", R: "rook", B: "bishop", N: "knight", P: "pawn" };
