// Shaturanga's pieces as pictures, after the old Indian figures: the Radjah
// under his parasol, the Elephant, the Horse, the Boat, the Soldier with
// spear and shield.  The view's kinds (R E H B S) map to them in BY_KIND.
// How the layers are painted: js/board/picture.js.

import { circle } from "../../board/picture.js";

export const PICTURES = {
  // A crowned figure under a royal parasol.
  radjah: [
    ["ink", "M18 30Q50 2 82 30Z"],
    ["ink", "M48 30H52V36H48Z"],
    ["ink", circle(50, 46, 10)],
    ["ink", "M26 90C26 68 37 58 50 58C63 58 74 68 74 90Z"],
    ["line", "M40 72L50 80L60 72", 3.5],
  ],
  // An elephant seen from the side, trunk down, facing left.
  elephant: [
    ["ink", "M16 76C12 66 14 56 19 50C15 41 20 30 32 28C39 22 51 22 57 26C71 24 86 32 86 48C86 56 82 60 81 62V82H72V68H63V82H54V68H45V82H36V64C31 63 29 59 28 56C25 62 23 69 25 76Z"],
    ["cut", circle(30, 38, 2.8)],
    ["line", "M42 31C48 38 48 48 42 54", 3],
  ],
  // A horse standing, facing left.
  horse: [
    ["ink", "M20 44L28 27L32 30L35 21L40 29C49 33 52 41 56 44H76C85 44 90 51 88 59L94 71L86 68L83 63V84H76V65H53V84H46V64C42 60 40 55 38 49L30 53C25 53 20 50 20 44Z"],
    ["cut", circle(32, 36, 2.5)],
  ],
  // A boat with a mast and a square sail.
  boat: [
    ["ink", "M10 62H90L78 80H22Z"],
    ["ink", "M47 14H53V62H47Z"],
    ["ink", "M56 18C70 26 74 42 72 56H56Z"],
    ["ink", "M44 22C34 30 30 44 32 56H44Z"],
    ["line", "M20 70H80", 3],
  ],
  // A foot soldier with a spear and a round shield.
  soldier: [
    ["ink", "M68 6L75 18H71V90H65V18H61Z"],
    ["ink", circle(44, 22, 9)],
    ["ink", "M30 90L34 46C34 38 38 34 44 34C50 34 54 38 54 46L58 90Z"],
    ["ink", circle(38, 60, 13)],
    ["line", circle(38, 60, 7), 3],
  ],
};

/** The view's piece kinds, by their notation letter. */
export const BY_KIND = { R: "radjah", E: "elephant", H: "horse", B: "boat", S: "soldier" };
