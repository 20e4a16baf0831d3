// The words for the refusals of Shakku's rules (py/boardgames/games/shakku/), in
// English and French.  A key is "<code>.<why>" of the engine's error;
// "{name}" is filled from the error's params; the refusals every game
// shares are in js/words/errors.js.
//
// Sides are named by their letter in the position text ({side}: r or b),
// which reads the same in every language.

export default {
  en: {
    "bad_position.shakku_fields": "A Shakku position has five fields (board, turn, dice, King’s owner, waiting pawns), not {count}.",
    "bad_position.shakku_word": "“{word}” cannot end a Shakku position: only offer=r or offer=b (a draw offered), end=resign:r or end=resign:b (the winner, the other resigned) and end=agreement:draw, once each.",
    "bad_position.shakku_rows": "The board has 3 rows separated by “/”, not {count}.",
    "bad_position.shakku_sign": "Row {row}: unknown sign “{sign}” (use . r b R B K, and R3 for a stack of three).",
    "bad_position.shakku_row_size": "Row {row} has {points} points, not {width}.",
    "bad_position.shakku_kings": "There must be exactly one King (K), not {count}.",
    "bad_position.shakku_inactive_gap": "Inactive pawns must fill their start line from {square}, without gaps.",
    "bad_position.shakku_king_owner": "The King’s owner is -, r or b, not “{value}”.",
    "bad_position.shakku_waiting": "The waiting pawns are written Red’s/Blue’s, like 0/2, not “{value}”.",
    "bad_position.shakku_too_many_pawns": "Side {side} has {count} pawns, more than the {width} it starts with.",
    "bad_position.shakku_turn": "The turn is r (Red), b (Blue) or ? (first player not drawn yet), not “{value}”.",
    "bad_position.shakku_dice": "The dice are * (throw due) or three faces X, II, III or - separated by dots, in lower case once played; not “{value}”.",
    "bad_position.shakku_dice_before_first": "No dice before the first player is drawn: write *.",
    "bad_position.shakku_no_pawns": "Neither side has a pawn left.",
    "bad_position.shakku_dice_unplayable": "None of the dice left can be played, so the turn would be over: write * for the next throw.",
    "illegal_move.shakku_first_due": "The first player must be drawn first ({move} cannot be played yet).",
    "illegal_move.shakku_throw_due": "Throw the sticks first ({move} cannot be played yet).",
    "illegal_move.shakku_no_such_die": "{move}: no die {die} is left to play (left: {left}).",
  },
  fr: {
    "bad_position.shakku_fields": "Une position de Shakku a cinq champs (plateau, trait, dés, propriétaire du Roi, pions en attente), pas {count}.",
    "bad_position.shakku_word": "« {word} » ne peut pas finir une position de Shakku : seuls offer=r ou offer=b (une nulle proposée), end=resign:r ou end=resign:b (le gagnant, l’autre ayant abandonné) et end=agreement:draw sont permis, une fois chacun.",
    "bad_position.shakku_rows": "Le plateau a 3 lignes séparées par « / », pas {count}.",
    "bad_position.shakku_sign": "Ligne {row} : signe inconnu « {sign} » (utilisez . r b R B K, et R3 pour une pile de trois).",
    "bad_position.shakku_row_size": "La ligne {row} a {points} points, pas {width}.",
    "bad_position.shakku_kings": "Il faut exactement un Roi (K), pas {count}.",
    "bad_position.shakku_inactive_gap": "Les pions inactifs doivent remplir leur ligne de départ à partir de {square}, sans trou.",
    "bad_position.shakku_king_owner": "Le propriétaire du Roi s’écrit -, r ou b, pas « {value} ».",
    "bad_position.shakku_waiting": "Les pions en attente s’écrivent rouges/bleus, comme 0/2, pas « {value} ».",
    "bad_position.shakku_too_many_pawns": "Le camp {side} a {count} pions, alors qu’il n’en a que {width} au départ.",
    "bad_position.shakku_turn": "Le trait s’écrit r (Rouge), b (Bleu) ou ? (premier joueur pas encore tiré), pas « {value} ».",
    "bad_position.shakku_dice": "Les dés s’écrivent * (lancer à faire) ou trois faces X, II, III ou - séparées par des points, en minuscules une fois jouées ; pas « {value} ».",
    "bad_position.shakku_dice_before_first": "Pas de dés avant le tirage du premier joueur : écrivez *.",
    "bad_position.shakku_no_pawns": "Aucun des deux camps n’a plus de pion.",
    "bad_position.shakku_dice_unplayable": "Aucun des dés restants ne peut être joué, le tour serait donc fini : écrivez * pour le lancer suivant.",
    "illegal_move.shakku_first_due": "Il faut d’abord tirer le premier joueur ({move} ne peut pas encore être joué).",
    "illegal_move.shakku_throw_due": "Lancez d’abord les bâtonnets ({move} ne peut pas encore être joué).",
    "illegal_move.shakku_no_such_die": "{move} : il ne reste aucun dé {die} à jouer (restent : {left}).",
  },
};
