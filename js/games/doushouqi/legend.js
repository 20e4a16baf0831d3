// Dou Shou Qi's piece legend (js/app/legend.js shows it): every animal, its
// picture, and how it moves, in English and French, from the rules
// (/work/shared/rules/doushouqi.md).

import { BY_KIND, PICTURES } from "./pictures.js";
import { legendByKind } from "../../board/picture.js";

const KINDS = ["E", "L", "T", "P", "D", "W", "C", "R"];

export default {
  ...legendByKind(KINDS, BY_KIND, PICTURES),
  en: {
    note: "Every animal steps one square straight (never diagonally) and never into its own den. It takes an enemy of its rank or lower by moving onto it. Any enemy takes an animal standing in your traps. Entering the enemy den wins.",
    E: "Rank 8, the strongest. One square straight, never into water. Takes every animal, the Rat included (not with the classic Elephant rule).",
    L: "Rank 7. One square straight, or a leap across a lake in a straight line to the first land square beyond, unless a Rat is in the water on the way. Takes rank 7 or lower.",
    T: "Rank 6. Moves like the Lion: one square straight, or a leap across a lake unless a Rat is in the way. Takes rank 6 or lower.",
    P: "Rank 5. One square straight, never into water. Takes rank 5 or lower.",
    D: "Rank 4. One square straight, never into water. Takes rank 4 or lower.",
    W: "Rank 3. One square straight, never into water. Takes rank 3 or lower.",
    C: "Rank 2. One square straight, never into water. Takes rank 2 or lower.",
    R: "Rank 1, the weakest. One square straight; the only animal that swims. Takes the Elephant (but not as it leaves the water) and the other Rat. In the water only the other Rat can take it.",
  },
  fr: {
    note: "Chaque animal avance d'une case en ligne droite (jamais en diagonale) et n'entre jamais dans sa propre tanière. Il prend un ennemi de rang égal ou inférieur en allant sur sa case. Tout ennemi prend un animal posé sur vos pièges. Entrer dans la tanière adverse fait gagner.",
    E: "Rang 8, le plus fort. Une case en ligne droite, jamais dans l'eau. Prend tous les animaux, rat compris (pas avec la règle classique de l'éléphant).",
    L: "Rang 7. Une case en ligne droite, ou un saut par-dessus un lac en ligne droite jusqu'à la première case de terre au-delà, sauf si un rat est dans l'eau sur le chemin. Prend les rangs 7 et moins.",
    T: "Rang 6. Se déplace comme le lion : une case en ligne droite, ou un saut par-dessus un lac sauf si un rat barre le chemin. Prend les rangs 6 et moins.",
    P: "Rang 5. Une case en ligne droite, jamais dans l'eau. Prend les rangs 5 et moins.",
    D: "Rang 4. Une case en ligne droite, jamais dans l'eau. Prend les rangs 4 et moins.",
    W: "Rang 3. Une case en ligne droite, jamais dans l'eau. Prend les rangs 3 et moins.",
    C: "Rang 2. Une case en ligne droite, jamais dans l'eau. Prend les rangs 2 et moins.",
    R: "Rang 1, le plus faible. Une case en ligne droite ; le seul animal qui nage. Prend l'éléphant (mais pas en sortant de l'eau) et l'autre rat. Dans l'eau, seul l'autre rat peut le prendre.",
  },
};
