// Every refusal of the rules engine, in words.  The engine answers a refused
// request with {code, message, params}: `code` is the kind of refusal
// (bad_position, illegal_move, ...) and `params.why` the refusal itself; the
// page looks up "error.<code>.<why>", then "error.<code>", in the player's
// language and fills in the params.  The English `message` is for the command
// line; the page never reads it.
//
// A key "<why>" alone serves every code (bad_number, from any parser).
// The refusals every game shares are here; each game's own are in
// js/errors/<game>.js.

import doushouqi from "./doushouqi.js";
import shakku from "./shakku.js";
import shaturanga from "./shaturanga.js";
import shuuro from "./shuuro.js";

const CORE = {
  en: {
    "generic": "Something went wrong ({code}).",
    "internal": "The rules engine met an unexpected fault ({detail}); nothing was changed.",
    "engine": "The rules engine failed: {detail}",
    "error": "The rules engine refused this ({why}).",
    "bad_request": "The engine did not understand the request.",
    "bad_request.bad_json": "The engine did not understand the request (it is not valid JSON).",
    "bad_request.too_large": "The request is too large for the engine.",
    "bad_request.no_match": "The game was lost by the engine; start a new one.",
    "bad_request.unknown_op": "The engine has no request called “{op}”.",
    "bad_request.bad_arguments": "The engine did not understand the request “{op}” (its arguments are wrong).",
    "bad_request.seed": "A seed is a whole number from 0 to 18446744073709551615, not “{value}”.",
    "illegal_move": "{move} is not a legal move here.",
    "illegal_move.not_legal": "{move} is not a legal move here.",
    "illegal_move.not_a_move": "{move} is not written as a move of this game.",
    "illegal_move.over": "The game is over.",
    "illegal_move.no_undo": "There is no move to undo.",
    "illegal_move.no_redo": "There is no move to redo.",
    "illegal_move.chance": "The dice are thrown by the game, not chosen.",
    "illegal_move.throw_first": "Throw the dice first.",
    "bad_record": "This is not a valid game record.",
    "bad_record.not_text": "A game record is a text.",
    "bad_record.empty": "The record is empty.",
    "bad_record.no_game": "The record does not say which game it is (the [Game \"…\"] line is missing).",
    "bad_record.seed": "The seed in the record must be a whole number from 0 to 18446744073709551615.",
    "bad_record.tag": "Line {line} of the record is not a tag written [Name \"value\"].",
    "bad_record.option_line": "Line {line} of the record is not an option written [Option \"name=value\"].",
    "bad_record.ply": "Move {ply} of the record ({move}) is refused: {detail}",
    "bad_record.position": "The position of the record is wrong: {detail}",
    "bad_record.game": "The record names a game or option that does not exist: {detail}",
    "bad_record.redo": "The moves to redo of the saved game could not be replayed; they were dropped.",
    "bad_position": "This position is not valid.",
    "bad_position.not_text": "A position is a text.",
    "bad_number": "“{value}” is not a whole number from {low} to {high}.",
    "bad_position.game": "This is neither a game record (it would start with [Game …]) nor a valid {gameName} position: {detail}",
    "unknown_game": "There is no game called “{game}”.",
    "bad_option": "The option “{option}” cannot take the value “{value}”.",
    "bad_option.unknown": "This game has no option “{option}”.",
    "bad_option.not_bool": "The option “{option}” is true or false, not “{value}”.",
    "bad_option.not_int": "The option “{option}” is a whole number, not “{value}”.",
    "bad_option.not_choice": "The option “{option}” cannot take the value “{value}”.",
    "bad_option.not_text": "Options are written name=value, not “{value}”.",
  },
  fr: {
    "generic": "Une erreur est survenue ({code}).",
    "internal": "Le moteur de règles a rencontré une faute inattendue ({detail}) ; rien n’a changé.",
    "engine": "Le moteur de règles a échoué : {detail}",
    "error": "Le moteur de règles a refusé ceci ({why}).",
    "bad_request": "Le moteur n’a pas compris la demande.",
    "bad_request.bad_json": "Le moteur n’a pas compris la demande (ce n’est pas du JSON valable).",
    "bad_request.too_large": "La demande est trop grande pour le moteur.",
    "bad_request.no_match": "Le moteur a perdu la partie ; commencez-en une nouvelle.",
    "bad_request.unknown_op": "Le moteur ne connaît pas la demande « {op} ».",
    "bad_request.bad_arguments": "Le moteur n’a pas compris la demande « {op} » (ses arguments sont faux).",
    "bad_request.seed": "Une graine est un nombre entier de 0 à 18446744073709551615, pas « {value} ».",
    "illegal_move": "{move} n’est pas un coup permis ici.",
    "illegal_move.not_legal": "{move} n’est pas un coup permis ici.",
    "illegal_move.not_a_move": "{move} ne s’écrit pas comme un coup de ce jeu.",
    "illegal_move.over": "La partie est terminée.",
    "illegal_move.no_undo": "Il n’y a aucun coup à annuler.",
    "illegal_move.no_redo": "Il n’y a aucun coup à rejouer.",
    "illegal_move.chance": "Les dés sont lancés par le jeu, pas choisis.",
    "illegal_move.throw_first": "Lancez d’abord les dés.",
    "bad_record": "Ce texte n’est pas un relevé de partie valable.",
    "bad_record.not_text": "Un relevé de partie est un texte.",
    "bad_record.empty": "Le relevé est vide.",
    "bad_record.no_game": "Le relevé ne dit pas de quel jeu il s’agit (la ligne [Game \"…\"] manque).",
    "bad_record.seed": "La graine du relevé doit être un nombre entier de 0 à 18446744073709551615.",
    "bad_record.tag": "La ligne {line} du relevé n’est pas une étiquette écrite [Nom \"valeur\"].",
    "bad_record.option_line": "La ligne {line} du relevé n’est pas une option écrite [Option \"nom=valeur\"].",
    "bad_record.ply": "Le coup {ply} du relevé ({move}) est refusé : {detail}",
    "bad_record.position": "La position du relevé est fausse : {detail}",
    "bad_record.game": "Le relevé nomme un jeu ou une option qui n’existe pas : {detail}",
    "bad_record.redo": "Les coups à rejouer de la partie enregistrée n’ont pas pu être rejoués ; ils ont été abandonnés.",
    "bad_position": "Cette position n’est pas valable.",
    "bad_position.not_text": "Une position est un texte.",
    "bad_number": "« {value} » n’est pas un nombre entier de {low} à {high}.",
    "bad_position.game": "Ce texte n’est ni un relevé de partie (qui commencerait par [Game …]) ni une position valable de {gameName} : {detail}",
    "unknown_game": "Aucun jeu ne s’appelle « {game} ».",
    "bad_option": "L’option « {option} » ne peut pas valoir « {value} ».",
    "bad_option.unknown": "Ce jeu n’a pas d’option « {option} ».",
    "bad_option.not_bool": "L’option « {option} » vaut vrai ou faux (true, false), pas « {value} ».",
    "bad_option.not_int": "L’option « {option} » est un nombre entier, pas « {value} ».",
    "bad_option.not_choice": "L’option « {option} » ne peut pas valoir « {value} ».",
    "bad_option.not_text": "Les options s’écrivent nom=valeur, pas « {value} ».",
  },
};

/** The error words of every language, as catalogue entries "error.<key>". */
export function errorCatalogue() {
  const out = { en: {}, fr: {} };
  for (const part of [CORE, doushouqi, shakku, shaturanga, shuuro]) {
    for (const lang of Object.keys(out)) {
      for (const [key, text] of Object.entries(part[lang] || {})) out[lang]["error." + key] = text;
    }
  }
  return out;
}
