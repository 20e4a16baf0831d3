// What a screen reader says (the live region #live): the square under the
// keyboard cursor, each move as it lands (a person's or the computer's, in
// the words of the move list), an undo, the end.

import { gameModule } from "../games/index.js";
import { playedWords } from "../words/moves.js";
import { t, words } from "./language.js";
import { session } from "./session.js";
import { $ } from "./state.js";

export function announce(text) {
  const live = $("live");
  // Clear first so that the same words said twice are still read out.
  live.textContent = "";
  requestAnimationFrame(() => { live.textContent = text; });
}

export function announceWithResult(text, view) {
  const result = words().resultText(view);
  announce(result ? `${text}. ${result}` : text);
}

/** Moves and undos are said as they land. */
export function setupAnnounce() {
  session.on("view", ({ view, before, op }) => {
    if (op === "play" || op === "redo") announceMove(before, view);
    else if (op === "undo") announce(t("announce.undo", { turn: words().turnText(view) }));
  });
}

function pieceAt(view, sq) {
  return view?.pieces?.find((p) => p.sq === sq) || null;
}

/** The board's keyboard cursor moved to `sq`. */
export function announceSquare(sq) {
  announce(describeSquare(sq));
}

/** A piece was picked with the keyboard: it has `count` targets. */
export function announceSelection(sq, count) {
  const view = session.view;
  const piece = pieceAt(view, sq);
  announce(t("board.cursor.targets", { piece: piece ? words().ownedPieceName(view, piece) : sq, count }));
}

function describeSquare(sq) {
  const view = session.view;
  const w = words();
  const piece = pieceAt(view, sq);
  if (piece) {
    let text = piece.owner === null || piece.owner === undefined
      ? w.pieceName(view.game, piece.kind) : w.ownedPieceName(view, piece);
    if (piece.rank !== undefined) text += `, ${t("piece.rank", { rank: piece.rank })}`;
    if (piece.trapped) text += `, ${t("piece.trapped")}`;
    if (piece.height > 1) text += `, ${t("piece.height", { height: piece.height })}`;
    if (piece.active === false) text += `, ${t("piece.inactive")}`;
    if (piece.passive) text += `, ${t("piece.passive")}`;
    return t("board.cursor.piece", { sq, piece: text });
  }
  const cell = view?.terrain?.find((c) => c.sq === sq);
  if (cell) return t("board.cursor.terrain", { sq, terrain: w.terrainName(view, cell) });
  return t("board.cursor.empty", { sq });
}

/** The last move of `view`, in words, when the view has no words for its
 *  moves (`before`: the view it was played on). */
function describeMove(before, view) {
  const last = view.last_move;
  if (!last) return "";
  const w = words();
  // A move the game describes itself (Shakku's throw: the sticks thrown).
  const own = gameModule(view.game)?.panel?.describeMove?.(before, view, w);
  if (own) return own;
  const mover = pieceAt(view, last.to) || (before && pieceAt(before, last.from));
  const owner = mover ? mover.owner : (before ? before.to_move : 0);
  const kind = last.piece || mover?.kind;
  const params = {
    player: w.playerName(view, owner),
    piece: kind ? w.pieceName(view.game, kind) : "",
    from: last.from ?? "",
    to: last.to ?? "",
  };
  let text;
  if (last.captured) {
    const victim = before && pieceAt(before, last.to);
    params.captured = victim ? w.ownedPieceName(view, victim) : w.pieceName(view.game, last.captured);
    text = t("announce.capture", params);
  } else {
    text = t("announce.move", params);
  }
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A move was played (or replayed): what it did, in the words of the move
 *  list (which say what followed: a check, a turn that passed, a throw);
 *  else the board's own words and what the game says followed. */
export function announceMove(before, view) {
  const w = words();
  const from = before?.match === view.match && before.history ? before.history.length : view.ply;
  let text = view.said && from < (view.history?.length ?? 0) ? playedWords(w, view, from) : "";
  if (!text) {
    text = describeMove(before, view);
    const more = gameModule(view.game)?.panel?.aftermath?.(view, w) || [];
    if (more.length) text += `. ${more.join(". ")}`;
  }
  announceWithResult(text, view);
}
