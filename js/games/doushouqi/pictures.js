// Dou Shou Qi's animals as pictures: each a head seen from the front, told
// apart by its ears, snout and markings (the Lion's mane, the Tiger's
// stripes, the Panther's spots, the Elephant's trunk); the rank stays on the
// token in a small badge.  The view's kinds (E L T P D W C R) map to them in
// BY_KIND.  How the layers are painted: js/board/picture.js.

import { circle, mirror, spikes } from "../../board/picture.js";

const EYES = (y, dx = 9, r = 3.4) => ["cut", circle(50 - dx, y, r) + circle(50 + dx, y, r)];
const NOSE = (y) => ["cut", `M44 ${y}H56L50 ${y + 7}Z`];

export const PICTURES = {
  // Big ears spread wide, the trunk hanging down.
  elephant: [
    ["ink", "M33 30C12 22 4 52 20 66C26 70 32 64 34 56Z"],
    ["ink", mirror("M33 30C12 22 4 52 20 66C26 70 32 64 34 56Z")],
    ["ink", "M50 20C64 20 69 33 67 45C65 54 59 58 57 62V82C57 87 62 87 64 83L69 85C65 94 49 94 48 83V62C41 58 35 54 33 45C31 33 36 20 50 20Z"],
    EYES(42, 9, 3),
  ],
  // A face in a ring of mane.
  lion: [
    ["ink", spikes(50, 52, 42, 31, 14)],
    ["line", circle(50, 54, 23), 3.5],
    EYES(49, 8.5),
    NOSE(60),
    ["line", "M44 71Q50 75 56 71", 2.5],
  ],
  // A broad face, small ears, stripes on the brow and cheeks.
  tiger: [
    ["ink", circle(27, 30, 9) + circle(73, 30, 9)],
    ["ink", "M50 26C70 26 80 40 80 56C80 74 66 84 50 84C34 84 20 74 20 56C20 40 30 26 50 26Z"],
    ["line", "M43 30L46 39M50 29V40M57 30L54 39M21 50L32 54M20 60L32 61M79 50L68 54M80 60L68 61", 3.2],
    EYES(52, 10),
    NOSE(62),
  ],
  // A round face with small round ears and spots.
  panther: [
    ["ink", circle(30, 31, 8) + circle(70, 31, 8)],
    ["ink", circle(50, 56, 27)],
    ["cut", circle(38, 40, 2.6) + circle(50, 37, 2.6) + circle(62, 40, 2.6) + circle(32, 66, 2.6) + circle(68, 66, 2.6) + circle(40, 74, 2) + circle(60, 74, 2)],
    EYES(52, 10),
    NOSE(61),
  ],
  // Floppy ears hanging down, a big nose.
  dog: [
    ["ink", "M35 34C22 30 12 48 17 66C21 72 29 66 34 52Z"],
    ["ink", mirror("M35 34C22 30 12 48 17 66C21 72 29 66 34 52Z")],
    ["ink", "M50 28C63 28 68 42 68 58C68 74 61 86 50 86C39 86 32 74 32 58C32 42 37 28 50 28Z"],
    EYES(50, 7.5),
    ["cut", circle(50, 68, 5.5)],
    ["line", "M50 74V79M44 80Q50 84 56 80", 2.5],
  ],
  // A narrow face with tall pointed ears and a long snout.
  wolf: [
    ["ink", "M50 90L36 66C30 56 29 45 34 37L28 8L47 28H53L72 8L66 37C71 45 70 56 64 66Z"],
    ["cut", "M33 16L36 32L41 29ZM67 16L64 32L59 29Z"],
    ["cut", "M38 47L46 49L39 52ZM62 47L54 49L61 52Z"],
    ["cut", circle(50, 82, 4)],
  ],
  // A round face, pointed ears, whiskers.
  cat: [
    ["ink", "M29 46L30 14L50 32L70 14L71 46C76 66 66 82 50 82C34 82 24 66 29 46Z"],
    ["cut", "M41 52C41 47 47 47 47 52C47 57 41 57 41 52ZM53 52C53 47 59 47 59 52C59 57 53 57 53 52Z"],
    NOSE(62),
    ["whisker", "M28 63L8 58M28 68L8 73M72 63L92 58M72 68L92 73", 2.5],
  ],
  // Big round ears, a pointed snout, whiskers.
  rat: [
    ["ink", circle(28, 32, 14) + circle(72, 32, 14)],
    ["cut", circle(28, 32, 7) + circle(72, 32, 7)],
    ["ink", "M50 88C41 88 28 68 28 55C28 43 38 36 50 36C62 36 72 43 72 55C72 68 59 88 50 88Z"],
    EYES(54, 8, 3),
    ["cut", circle(50, 82, 3.5)],
    ["whisker", "M36 74L14 70M37 78L16 82M64 74L86 70M63 78L84 82", 2.2],
  ],
};

/** The view's piece kinds, by their notation letter. */
export const BY_KIND = { E: "elephant", L: "lion", T: "tiger", P: "panther", D: "dog", W: "wolf", C: "cat", R: "rat" };
