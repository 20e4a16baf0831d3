// The moves in words, for both front ends: the app's move list, its
// announcements, the review and the analysis, and a <game-board>'s status,
// puzzles and lessons.  No player ever reads a move's notation ("1:o1",
// "die:5"): each move is said from the view's `said` (py/boardgames/said.py:
// the engine gives the words' parameters, the page chooses the words), with
// the phrases every game shares here and each game's own in
// js/games/<game>/said.js ({words, say(entry, view, phrases), picture?(entry,
// view), lead?(entry, view, phrases)}), which js/games/index.js adds
// (./index.js addMoveWords) when it loads the game.
//
// A move the list does not show (Shuuro's purchases, which the army bought
// says at once) has no words ("").  The list has a numbered line per round
// of moves, or, in games whose turns hold several moves (dice, then the
// moves they allow), a line per turn, where the view's `turns` start.

import { capital, moveWordsOf } from "./index.js";

/** The helpers a game's words use: the language's t, names of players and
 *  pieces, and the shared phrase of a piece's move. */
export function phrases(w, view) {
  const p = {
    t: (key, params) => w.t(key, params),
    has: (key) => w.has(key),
    player: (index) => w.playerName(view, index),
    piece: (letter) => capital(w.pieceName(view.game, letter)),
    /** A piece's move or capture, with what came of it (promotion, check, den). */
    move(entry) {
      let text = w.t(entry.taken ? "said.capture" : "said.move", {
        piece: p.piece(entry.piece), from: entry.from, to: entry.to,
        taken: entry.taken ? p.piece(entry.taken) : "",
      });
      if (entry.promotion) text = w.t("said.promotion", { move: text, piece: p.piece(entry.promotion) });
      if (entry.den) text = w.t("said.den", { move: text });
      if (entry.mate) text = w.t("said.mate", { move: text });
      else if (entry.check?.length) text = w.t("said.check", { move: text });
      return text;
    },
  };
  return p;
}

function sharedWords(entry, p) {
  switch (entry.kind) {
    case "move":
    case "capture": return p.move(entry);
    case "first":
    case "resign":
    case "draw_offer":
    case "draw_accept":
    case "timeout": return p.t("said." + entry.kind, { player: p.player(entry.player) });
    default: return p.t("said.unknown");
  }
}

/** An entry of `said` (or of a think's answer) in words; "" for a move the list does not show. */
export function sayEntry(w, view, entry) {
  if (!entry) return "";
  const p = phrases(w, view);
  const own = moveWordsOf(view?.game)?.say(entry, view, p);
  return own ?? sharedWords(entry, p);
}

/** The k-th move of `view.history` in words ("" for a move the list does not show). */
export function moveWords(w, view, k) {
  const entry = view?.said?.[k];
  if (!entry) return view?.said ? "" : "";
  return sayEntry(w, view, entry);
}

/** An entry in words with whose it is, for the ear and the status line:
 *  "Red: Rat a3–a4" (a game's words that name the player already stay). */
export function withPlayer(w, view, entry, text = sayEntry(w, view, entry)) {
  if (!text) return "";
  const player = entry?.player;
  const name = Number.isInteger(player) && player >= 0 ? w.playerName(view, player) : "";
  return name && !text.startsWith(name) ? w.t("said.listed", { player: name, move: text }) : capital(text);
}

/** The moves of `view` from ply `from` on, in words, each with its
 *  player ("Red throws X, II, blank. Red: pawn a3–a5 (2)"); "" if none is said. */
export function playedWords(w, view, from) {
  const said = [];
  for (let k = Math.max(0, from); k < (view?.history?.length ?? 0); k += 1) {
    const text = withPlayer(w, view, view.said?.[k]);
    if (text) said.push(text);
  }
  return said.join(". ");
}

/** A move of the list as a small picture (a throw), or null; `lead`: the words before it. */
export function movePicture(w, view, k) {
  const entry = view?.said?.[k];
  const said = moveWordsOf(view?.game);
  const picture = entry && said?.picture?.(entry, view);
  if (!picture) return null;
  return { picture, lead: said.lead?.(entry, view, phrases(w, view)) || "" };
}

/** The indices of the history, line by line (every move, said or not). */
function allLines(view) {
  const history = view?.history || [];
  const out = [];
  const range = (from, to) => Array.from({ length: to - from }, (_, k) => from + k);
  if (moveWordsOf(view?.game)?.movesByTurn?.(view) && view.turns?.length) {
    const starts = view.turns.map((turn) => turn.start).filter((i) => i > 0 && i < history.length);
    let from = 0;
    for (const start of [...starts, history.length]) {
      if (start > from) out.push(range(from, start));
      from = start;
    }
    return out;
  }
  const per = Math.max(1, view?.players?.length || 2);
  for (let i = 0; i < history.length; i += per) out.push(range(i, Math.min(i + per, history.length)));
  return out;
}

/** The lines of the move list as it shows them: [{number, plies: [k, ...]}],
 *  only the moves said, numbered from 1. */
export function moveLines(w, view) {
  const lines = [];
  for (const line of allLines(view)) {
    const plies = line.filter((k) => moveWords(w, view, k));
    if (plies.length) lines.push({ number: lines.length + 1, plies });
  }
  return lines;
}

/** Where the position after `ply` moves stands in the list: the number of
 *  the line of its last move said, of how many ({n: 0} at the start). */
export function listPlace(w, view, ply) {
  const lines = moveLines(w, view);
  let n = 0;
  for (const line of lines) if (line.plies[0] < ply) n = line.number;
  return { n, total: lines.length };
}

/** The words telling apart moves that share their target (a promotion's
 *  piece; Shakku's top pawn or whole stack, and its die), one label each. */
export function choiceWords(w, view, moves) {
  const choice = (m) => m.choice || {};
  const kinds = new Set(moves.map((m) => choice(m).kind));
  return moves.map((m) => {
    const { kind, piece, die } = choice(m);
    if (kind === "promotion") return capital(w.pieceName(view.game, piece));
    const parts = [];
    if (kinds.size > 1 && w.has(`choose.${kind}`)) parts.push(w.t(`choose.${kind}`));
    if (die !== undefined) parts.push(w.t("choose.die", { die }));
    if (!parts.length) {
      const mover = view.pieces?.find((p) => p.sq === m.from);
      parts.push(w.t("said.move", { piece: mover ? capital(w.pieceName(view.game, mover.kind)) : "", from: m.from ?? "", to: m.to ?? "" }).trim());
    }
    return parts.join(", ");
  });
}

/** A try that is no move (a piece picked, then a square it may not go to), in words. */
export function refusedWords(w, view, from, to) {
  const piece = view?.pieces?.find((p) => p.sq === from);
  return piece ? w.t("board.refused", { piece: capital(w.pieceName(view.game, piece.kind)), from, to })
    : w.t("board.refusedSquare", { from, to });
}
