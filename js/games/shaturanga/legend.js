// Shaturanga's piece legend (js/app/legend.js shows it): every piece, its
// picture, and how it moves, in English and French, from the rules
// (/work/shared/rules/shaturanga.md).

import { BY_KIND, PICTURES } from "./pictures.js";
import { legendByKind } from "../../board/picture.js";

const KINDS = ["R", "E", "H", "B", "S"];

export default {
  ...legendByKind(KINDS, BY_KIND, PICTURES),
  en: {
    note: "Four armies, two teams (diagonally opposite seats are allies). Nobody takes an ally's piece. The greyed armies are passive: they block and can be taken, but never move or threaten.",
    R: "One square in any direction, like a chess king. On his ally's throne he takes command of both armies.",
    E: "Any number of squares along a rank or a file, like a chess rook.",
    H: "Jumps in an L, like a chess knight: two squares one way, then one aside.",
    B: "Exactly two squares diagonally, jumping over the square between. Takes only Soldiers and Boats.",
    S: "One square straight ahead, never back; takes one square diagonally ahead. Takes only Soldiers and Boats. No promotion unless the game's option allows it.",
  },
  fr: {
    note: "Quatre armées, deux équipes (les places opposées en diagonale sont alliées). Personne ne prend une pièce alliée. Les armées grisées sont passives : elles bloquent et peuvent être prises, mais ne bougent ni ne menacent.",
    R: "Une case dans n'importe quelle direction, comme le roi des échecs. Sur le trône de son allié, il prend le commandement des deux armées.",
    E: "Autant de cases qu'il veut le long d'une rangée ou d'une colonne, comme la tour des échecs.",
    H: "Saute en L, comme le cavalier des échecs : deux cases dans un sens, puis une de côté.",
    B: "Exactement deux cases en diagonale, en sautant la case du milieu. Ne prend que des soldats et des bateaux.",
    S: "Une case tout droit vers l'avant, jamais en arrière ; prend d'une case en diagonale vers l'avant. Ne prend que des soldats et des bateaux. Pas de promotion, sauf si l'option de la partie le permet.",
  },
};
