// Shaturanga's moves in words (js/words/moves.js), en + fr,
// from the view's `said` (py/boardgames/games/shaturanga/said.py): the die
// drawn as its face, each army's moves, the exchange, and what followed
// (a Radjah lost, command taken, a turn passed or lost).

const WORDS = {
  en: {
    "said.shaturanga.army": "{player}: {move}",
    "said.shaturanga.die": "{player} throws {face}",
    "said.shaturanga.die.again": "{player} throws {face}: again",
    "said.shaturanga.throws": "{player}:",
    "said.shaturanga.exchange_offer": "{player} offers the exchange",
    "said.shaturanga.exchange_accept": "{player} accepts the exchange",
    "said.shaturanga.exchange_decline": "{player} declines the exchange",
    "said.shaturanga.event.command": "{player} takes command",
    "said.shaturanga.event.captured": "{player}'s Radjah is taken",
    "said.shaturanga.event.mated": "{player} is mated",
    "said.shaturanga.event.command_ended": "{player}'s command ends",
    "said.shaturanga.event.pass": "{player} passes",
    "said.shaturanga.event.lost_turn": "{player} cannot play the {face}: turn lost",
    "said.shaturanga.event.returned": "{player}'s Radjah returns to {square}",
  },
  fr: {
    "said.shaturanga.army": "{player} : {move}",
    "said.shaturanga.die": "{player} lance {face}",
    "said.shaturanga.die.again": "{player} lance {face} : relance",
    "said.shaturanga.throws": "{player} :",
    "said.shaturanga.exchange_offer": "{player} propose l'échange",
    "said.shaturanga.exchange_accept": "{player} accepte l'échange",
    "said.shaturanga.exchange_decline": "{player} refuse l'échange",
    "said.shaturanga.event.command": "{player} prend le commandement",
    "said.shaturanga.event.captured": "le Radjah de {player} est pris",
    "said.shaturanga.event.mated": "{player} est mat",
    "said.shaturanga.event.command_ended": "le commandement de {player} prend fin",
    "said.shaturanga.event.pass": "{player} passe",
    "said.shaturanga.event.lost_turn": "{player} ne peut pas jouer le {face} : tour perdu",
    "said.shaturanga.event.returned": "le Radjah de {player} revient en {square}",
  },
};

function say(entry, view, words) {
  let text;
  if (entry.kind === "die") {
    text = words.t(entry.face >= 5 ? "said.shaturanga.die.again" : "said.shaturanga.die",
      { player: words.player(entry.player), face: entry.face });
  } else if (entry.kind === "move" || entry.kind === "capture") {
    text = words.t("said.shaturanga.army", { player: words.player(entry.player), move: words.move(entry) });
  } else if (entry.kind.startsWith("exchange_")) {
    text = words.t("said.shaturanga." + entry.kind, { player: words.player(entry.player) });
  } else {
    return null;
  }
  for (const event of entry.events || []) {
    text += ". " + capital(words.t("said.shaturanga.event." + event.event, { ...event, player: words.player(event.player) }));
  }
  return text;
}

const capital = (text) => text.charAt(0).toUpperCase() + text.slice(1);
const SVG = "http://www.w3.org/2000/svg";
const PIPS = { 1: [[8, 8]], 2: [[4, 4], [12, 12]], 3: [[4, 4], [8, 8], [12, 12]],
  4: [[4, 4], [12, 4], [4, 12], [12, 12]], 5: [[4, 4], [12, 4], [8, 8], [4, 12], [12, 12]],
  6: [[4, 4], [12, 4], [4, 8], [12, 8], [4, 12], [12, 12]] };

/** The die's face, its pips drawn. */
function picture(entry) {
  if (entry.kind !== "die") return null;
  const svg = document.createElementNS(SVG, "svg");
  svg.setAttribute("viewBox", "0 0 16 16");
  svg.setAttribute("class", "throw-pic die-pic");
  const face = document.createElementNS(SVG, "rect");
  Object.entries({ x: 0.5, y: 0.5, width: 15, height: 15, rx: 3 }).forEach(([k, v]) => face.setAttribute(k, v));
  face.setAttribute("class", "die-face");
  svg.append(face);
  for (const [cx, cy] of PIPS[entry.face] || []) {
    const pip = document.createElementNS(SVG, "circle");
    Object.entries({ cx, cy, r: 1.6 }).forEach(([k, v]) => pip.setAttribute(k, v));
    svg.append(pip);
  }
  return svg;
}

/** The words shown before the picture (the thrower), and after a turn's end. */
function lead(entry, view, words) {
  return words.t("said.shaturanga.throws", { player: words.player(entry.player) });
}

export default { words: WORDS, say, picture, lead };
