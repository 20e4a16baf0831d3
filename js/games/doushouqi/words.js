// Dou Shou Qi's words, in English and French: its name, animals, squares,
// results and option.
// js/games/index.js adds them to the catalogue (js/words/index.js) as soon
// as the game's id is known (the picker names every game), with its
// refusals (./errors.js).

export { default as errors } from "./errors.js";

export default {
  en: {
    "game.doushouqi": "Dou Shou Qi",
    "game.doushouqi.sub": "Jungle",

    "reason.den": "reached the den",

    "piece.doushouqi.E": "elephant",
    "piece.doushouqi.L": "lion",
    "piece.doushouqi.T": "tiger",
    "piece.doushouqi.P": "panther",
    "piece.doushouqi.D": "dog",
    "piece.doushouqi.W": "wolf",
    "piece.doushouqi.C": "cat",
    "piece.doushouqi.R": "rat",

    "terrain.water": "water",
    "terrain.trap": "{player} trap",
    "terrain.den": "{player} den",

    "option.doushouqi.classic_elephant": "Classic elephant (the elephant may not take the rat)",
    // The board editor's controls of a position's fields (editor.html).
    "editor.field.doushouqi.side": "To move",
    "editor.value.doushouqi.side.w": "Green",
    "editor.value.doushouqi.side.b": "Red",
  },
  fr: {
    "game.doushouqi": "Dou Shou Qi",
    "game.doushouqi.sub": "Jeu de la jungle",

    "reason.den": "tanière atteinte",

    "piece.doushouqi.E": "éléphant",
    "piece.doushouqi.L": "lion",
    "piece.doushouqi.T": "tigre",
    "piece.doushouqi.P": "panthère",
    "piece.doushouqi.D": "chien",
    "piece.doushouqi.W": "loup",
    "piece.doushouqi.C": "chat",
    "piece.doushouqi.R": "rat",

    "terrain.water": "eau",
    "terrain.trap": "piège {player}",
    "terrain.den": "tanière {player}",

    "option.doushouqi.classic_elephant": "Éléphant classique (l’éléphant ne peut pas prendre le rat)",
    // The board editor's controls of a position's fields (editor.html).
    "editor.field.doushouqi.side": "Trait",
    "editor.value.doushouqi.side.w": "Vert",
    "editor.value.doushouqi.side.b": "Rouge",
  },
};
