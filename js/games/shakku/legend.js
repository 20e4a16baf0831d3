// Shakku's piece legend (js/app/legend.js shows it): the pawn (standing,
// stacked, lying inactive) and the King, their pictures, and how they move,
// in English and French, from the rules (/work/shared/rules/shakku.md).

import { PICTURES } from "./pictures.js";

export default {
  entries: [
    { key: "pawn", kind: "pawn", picture: PICTURES.pawn },
    { key: "stack", kind: "stack", picture: PICTURES.pawn, height: 3 },
    { key: "inactive", kind: "pawn", picture: null, flat: true,
      name: { en: "inactive pawn", fr: "pion inactif" } },
    { key: "king", kind: "king", picture: PICTURES.king, gold: true },
  ],
  entryOf: (piece) => (piece.kind === "king" ? "king"
    : !piece.active ? "inactive" : piece.height > 1 ? "stack" : "pawn"),
  en: {
    note: "Each die moves one piece by its value: X 1 point, II 2, III 3. A pawn runs its own start line, the middle line, then the other's start line (the arrows in its colour).",
    pawn: "Runs forward along its course by the die's value, jumping over pieces. Ending on enemy pawns removes them all; ending on its own pawns makes a stack.",
    stack: "Several pawns of one side on one point (the number says how many). They still move one at a time; all together in the Moving stacks variant.",
    inactive: "Lies flat on its start line. Only an X wakes it, and only the front one: it steps one point along its course. It can neither take nor be taken.",
    king: "Belongs to whoever ends a pawn's move on him; that pawn becomes his marker. His owner moves him 1 to 3 points in a straight line along any drawn line, jumping over pieces, removing the enemy pawns where he stops. The enemy wins him back the same way.",
  },
  fr: {
    note: "Chaque dé déplace une pièce de sa valeur : X 1 point, II 2, III 3. Un pion parcourt sa ligne de départ, la ligne du milieu, puis la ligne de départ adverse (les flèches de sa couleur).",
    pawn: "Avance sur son parcours de la valeur du dé, en sautant les pièces. S'il s'arrête sur des pions ennemis, il les retire tous ; sur ses propres pions, il forme une pile.",
    stack: "Plusieurs pions d'un camp sur un même point (le nombre dit combien). Ils bougent toujours un par un ; tous ensemble avec la variante des piles mobiles.",
    inactive: "Couché sur sa ligne de départ. Seul un X le réveille, et seulement celui de tête : il avance d'un point sur son parcours. Il ne peut ni prendre ni être pris.",
    king: "Appartient à qui termine le coup d'un pion sur lui ; ce pion devient son marqueur. Son propriétaire le déplace de 1 à 3 points en ligne droite sur n'importe quelle ligne tracée, en sautant les pièces, et retire les pions ennemis là où il s'arrête. L'adversaire le reprend de la même façon.",
  },
};
