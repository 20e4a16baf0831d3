// The words for the refusals of Dou Shou Qi's rules (py/boardgames/games/doushouqi/), in
// English and French.  A key is "<code>.<why>" of the engine's error;
// "{name}" is filled from the error's params; the refusals every game
// shares are in js/words/errors.js.

export default {
  en: {
    "bad_position.doushouqi_fields": "A Dou Shou Qi position has six fields (board, side, -, -, halfmove clock, move number), not {count}.",
    "bad_position.doushouqi_ranks": "The board needs 9 ranks separated by “/”, not {count}.",
    "bad_position.doushouqi_rank_length": "Rank {rank} does not have exactly 7 squares.",
    "bad_position.doushouqi_letter": "Rank {rank}: “{letter}” is neither a piece letter (E L T P D W C R) nor a run of empty squares (1 to 7).",
    "bad_position.doushouqi_side": "The side to move is w (Green) or b (Red), not “{value}”.",
    "bad_position.doushouqi_dashes": "The third and fourth fields are “- -”: Dou Shou Qi has neither castling nor en passant.",
    "bad_position.doushouqi_twice": "A side has two pieces of the same animal ({piece}).",
    "bad_position.doushouqi_water": "Only a Rat may stand in the water ({square}).",
    "bad_position.doushouqi_own_den": "No animal may stand in its own den ({square}).",
    "bad_position.doushouqi_both_dens": "Both dens are taken.",
    "bad_position.doushouqi_word": "“{word}” cannot end a Dou Shou Qi position: only offer=w or offer=b (a draw offered), end=resign:w or end=resign:b (the winner, the other resigned) and end=agreement:draw, once each.",
    "illegal_move.repetition": "{move} is refused: this move would repeat the position a third time.",
  },
  fr: {
    "bad_position.doushouqi_fields": "Une position de Dou Shou Qi a six champs (plateau, trait, -, -, demi-coups, numéro du coup), pas {count}.",
    "bad_position.doushouqi_ranks": "Le plateau a 9 rangées séparées par « / », pas {count}.",
    "bad_position.doushouqi_rank_length": "La rangée {rank} n’a pas exactement 7 cases.",
    "bad_position.doushouqi_letter": "Rangée {rank} : « {letter} » n’est ni une lettre de pièce (E L T P D W C R) ni un nombre de cases vides (1 à 7).",
    "bad_position.doushouqi_side": "Le trait est w (Vert) ou b (Rouge), pas « {value} ».",
    "bad_position.doushouqi_dashes": "Les troisième et quatrième champs valent « - - » : le Dou Shou Qi n’a ni roque ni prise en passant.",
    "bad_position.doushouqi_twice": "Un camp a deux pièces du même animal ({piece}).",
    "bad_position.doushouqi_water": "Seul le Rat peut se tenir dans l’eau ({square}).",
    "bad_position.doushouqi_own_den": "Aucun animal ne peut se tenir dans sa propre tanière ({square}).",
    "bad_position.doushouqi_both_dens": "Les deux tanières sont occupées.",
    "bad_position.doushouqi_word": "« {word} » ne peut pas finir une position de Dou Shou Qi : seuls offer=w ou offer=b (une nulle proposée), end=resign:w ou end=resign:b (le gagnant, l’autre ayant abandonné) et end=agreement:draw sont permis, une fois chacun.",
    "illegal_move.repetition": "{move} est refusé : ce coup répéterait la position une troisième fois.",
  },
};
