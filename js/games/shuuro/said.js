// Shuuro's moves in words (js/words/moves.js), en + fr, from
// the view's `said` (py/boardgames/games/shuuro/said.py): the army bought
// (or, while it is secret, only that one was: not what, nor in how many
// clicks), the plinths, the dice for the order, deployment, combat.

const WORDS = {
  en: {
    "said.shuuro.army": "{player} bought an army: {pieces}",
    "said.shuuro.army_hidden": "{player} bought an army",
    "said.shuuro.count": "{count} {piece}",
    "said.shuuro.plinth": "plinth on {square}",
    "said.shuuro.plinth.again": "{square} again: no plinth",
    "said.shuuro.roll.order": "Dice for deployment: {blue} {a}, {red} {b}",
    "said.shuuro.roll.initiative": "Dice for the first move: {blue} {a}, {red} {b}",
    "said.shuuro.roll.order.first": "{roll}: {player} deploys first",
    "said.shuuro.roll.initiative.first": "{roll}: {player} moves first",
    "said.shuuro.roll.tie": "{roll}: a tie, rolled again",
    "said.shuuro.deploy": "{piece} on {to}",
  },
  fr: {
    "said.shuuro.army": "{player} a acheté une armée : {pieces}",
    "said.shuuro.army_hidden": "{player} a acheté une armée",
    "said.shuuro.count": "{count} {piece}",
    "said.shuuro.plinth": "piédestal en {square}",
    "said.shuuro.plinth.again": "{square} de nouveau : pas de piédestal",
    "said.shuuro.roll.order": "Dés du déploiement : {blue} {a}, {red} {b}",
    "said.shuuro.roll.initiative": "Dés du premier coup : {blue} {a}, {red} {b}",
    "said.shuuro.roll.order.first": "{roll} : {player} déploie en premier",
    "said.shuuro.roll.initiative.first": "{roll} : {player} joue en premier",
    "said.shuuro.roll.tie": "{roll} : égalité, on relance",
    "said.shuuro.deploy": "{piece} en {to}",
  },
};

const ORDER = ["K", "Q", "R", "B", "N", "P"];

function say(entry, view, words) {
  switch (entry.kind) {
    case "buy":
    case "sell":
    case "preset":
    case "secret":
      return "";                          // the army bought says them at once
    case "army": {
      const pieces = ORDER.filter((p) => entry.pieces[p])
        .map((p) => words.t("said.shuuro.count", { count: entry.pieces[p], piece: words.piece(p) }));
      return words.t("said.shuuro.army", { player: words.player(entry.player), pieces: pieces.join(", ") });
    }
    case "army_hidden":
      return words.t("said.shuuro.army_hidden", { player: words.player(entry.player) });
    case "plinth":
      return words.t(entry.placed ? "said.shuuro.plinth" : "said.shuuro.plinth.again", entry);
    case "roll": {
      const roll = words.t("said.shuuro.roll." + entry.roll, {
        blue: words.player(0), red: words.player(1), a: entry.dice[0], b: entry.dice[1] });
      return entry.first === null || entry.first === undefined
        ? words.t("said.shuuro.roll.tie", { roll })
        : words.t(`said.shuuro.roll.${entry.roll}.first`, { roll, player: words.player(entry.first) });
    }
    case "deploy":
      return words.t("said.shuuro.deploy", { piece: words.piece(entry.piece), to: entry.to });
    default:
      return null;                        // moves, captures, actions: the shared words
  }
}

export default { words: WORDS, say };
