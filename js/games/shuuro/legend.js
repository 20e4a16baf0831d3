// Shuuro's piece legend (js/app/legend.js shows it): every piece, its
// picture, and how it moves, in English and French, from the rules
// (/work/shared/rules/shuuro.md).

import { BY_KIND, PICTURES } from "./pictures.js";
import { legendByKind } from "../../board/picture.js";

const KINDS = ["K", "Q", "R", "B", "N", "P"];

export default {
  ...legendByKind(KINDS, BY_KIND, PICTURES),
  en: {
    note: "Chess moves on a 12×12 board. Plinths block every piece but the Knight. No castling.",
    K: "One square in any direction, never into check. Lose him to checkmate and the game is lost.",
    Q: "Any number of squares in a straight line or diagonally, until a piece or a plinth stops her.",
    R: "Any number of squares along a rank or a file, until a piece or a plinth stops it.",
    B: "Any number of squares diagonally, until a piece or a plinth stops it.",
    N: "Jumps in an L: two squares one way, then one aside, over anything. The only piece that may stand on a plinth; there only an enemy Knight can take it.",
    P: "One square forward; two on its first move if it was placed on the second rank. Takes one square diagonally forward, en passant too. On the last rank it becomes a Queen, Rook, Bishop or Knight.",
  },
  fr: {
    note: "Les déplacements des échecs, sur un plateau de 12×12. Les piédestaux bloquent toutes les pièces sauf le cavalier. Pas de roque.",
    K: "Une case dans n'importe quelle direction, jamais en échec. S'il est mat, la partie est perdue.",
    Q: "Autant de cases qu'elle veut en ligne droite ou en diagonale, jusqu'à une pièce ou un piédestal.",
    R: "Autant de cases qu'elle veut le long d'une rangée ou d'une colonne, jusqu'à une pièce ou un piédestal.",
    B: "Autant de cases qu'il veut en diagonale, jusqu'à une pièce ou un piédestal.",
    N: "Saute en L : deux cases dans un sens puis une de côté, par-dessus tout. Seule pièce qui peut se poser sur un piédestal ; là, seul un cavalier ennemi peut le prendre.",
    P: "Une case vers l'avant ; deux au premier coup s'il a été posé sur la deuxième rangée. Prend d'une case en diagonale vers l'avant, en passant aussi. Sur la dernière rangée, il devient dame, tour, fou ou cavalier.",
  },
};
