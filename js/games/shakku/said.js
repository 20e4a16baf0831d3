// Shakku's moves in words (js/words/moves.js), en + fr, from
// the view's `said` (py/boardgames/games/shakku/said.py): the throw drawn as
// its three stick dice, each pawn's, stack's and the King's moves.

const WORDS = {
  en: {
    "said.shakku.throw": "{player} throws {faces}",
    "said.shakku.throws": "{player}:",
    "said.shakku.pawn": "pawn {from}–{to} ({die})",
    "said.shakku.stack": "stack of {height} {from}–{to} ({die})",
    "said.shakku.activate": "pawn {from}–{to} wakes (X)",
    "said.shakku.king": "King {from}–{to} ({die})",
    "said.shakku.wait": "pawn {from} leaves to wait ({die})",
    "said.shakku.reenter": "waiting pawn back on {to} ({die})",
    "said.shakku.captured": "{move}, takes {count}",
    "said.shakku.took_king": "{move}, takes the King",
    "said.shakku.passed": "{move}; the turn passes",
    "said.shakku.passed.blank": "{move}: three blanks, the turn passes",
    "said.shakku.passed.no_move": "{move}: no die can be played, the turn passes",
    "said.shakku.passed.dice_left": "{move}; {dice} cannot be played, the turn passes",
    "said.shakku.face.-": "blank",
  },
  fr: {
    "said.shakku.throw": "{player} lance {faces}",
    "said.shakku.throws": "{player} :",
    "said.shakku.pawn": "pion {from}–{to} ({die})",
    "said.shakku.stack": "pile de {height} {from}–{to} ({die})",
    "said.shakku.activate": "pion {from}–{to} s'éveille (X)",
    "said.shakku.king": "Roi {from}–{to} ({die})",
    "said.shakku.wait": "pion {from} sort attendre ({die})",
    "said.shakku.reenter": "pion en attente revient en {to} ({die})",
    "said.shakku.captured": "{move}, prend {count}",
    "said.shakku.took_king": "{move}, prend le Roi",
    "said.shakku.passed": "{move} ; le tour passe",
    "said.shakku.passed.blank": "{move} : trois faces vierges, le tour passe",
    "said.shakku.passed.no_move": "{move} : aucun dé ne peut être joué, le tour passe",
    "said.shakku.passed.dice_left": "{move} ; rien ne se joue avec {dice}, le tour passe",
    "said.shakku.face.-": "blanc",
  },
};

const face = (words) => (f) => (f === "-" ? words.t("said.shakku.face.-") : f);

function say(entry, view, words) {
  let text;
  if (entry.kind === "throw") {
    text = words.t("said.shakku.throw", { player: words.player(entry.player), faces: entry.sticks.map(face(words)).join(", ") });
  } else if (["pawn", "stack", "activate", "king", "wait", "reenter"].includes(entry.kind)) {
    text = words.t("said.shakku." + entry.kind, entry);
    text = words.t("said.listed", { player: words.player(entry.player), move: text });
    if (entry.took_king) text = words.t("said.shakku.took_king", { move: text });
    else if (entry.captured) text = words.t("said.shakku.captured", { move: text, count: entry.captured });
  } else {
    return null;                         // who starts: the shared words
  }
  if (entry.passed) text = passed(entry.passed, text, words);
  return text;
}

/** A move or throw after which the turn passed, with why (the engine's
 *  reason; the faces it could not play). */
function passed({ reason, lost }, move, words) {
  const key = `said.shakku.passed.${reason}`;
  const dice = (lost || []).map(face(words)).join(", ");
  return words.has(key) ? words.t(key, { move, dice }) : words.t("said.shakku.passed", { move });
}

const SVG = "http://www.w3.org/2000/svg";

/** The three stick dice as thrown: a light stick each, its marks drawn on it. */
function picture(entry) {
  if (entry.kind !== "throw") return null;
  const svg = document.createElementNS(SVG, "svg");
  svg.setAttribute("viewBox", "0 0 54 16");
  svg.setAttribute("class", "throw-pic");
  entry.sticks.forEach((f, i) => {
    const x = 1 + i * 18;
    const stick = document.createElementNS(SVG, "rect");
    Object.entries({ x, y: 1, width: 16, height: 14, rx: 3 }).forEach(([k, v]) => stick.setAttribute(k, v));
    stick.setAttribute("class", f === "-" ? "stick blank" : "stick");
    svg.append(stick);
    if (f === "X") {
      const mark = document.createElementNS(SVG, "path");
      mark.setAttribute("d", `M${x + 4} 4 L${x + 12} 12 M${x + 12} 4 L${x + 4} 12`);
      svg.append(mark);
    } else if (f !== "-") {
      const n = f.length;                // II, III: as many notches
      for (let j = 0; j < n; j++) {
        const mark = document.createElementNS(SVG, "path");
        const mx = x + 8 + (j - (n - 1) / 2) * 4;
        mark.setAttribute("d", `M${mx} 4 L${mx} 12`);
        svg.append(mark);
      }
    }
  });
  return svg;
}

/** The words shown before the picture (the thrower). */
const lead = (entry, view, words) => words.t("said.shakku.throws", { player: words.player(entry.player) });

export default { words: WORDS, say, picture, lead };
