// What a screen reader says: the square under the keyboard cursor, the move
// just played, the check, the end (the live region #live).

import * as i18n from "../i18n.js";
import { t } from "../i18n.js";
import { gameUi } from "./games.js";
import { moveWords } from "./moves.js";
import { $, app } from "./state.js";

i18n.addWords({
  en: { "announce.listed": "{player}: {move}" },
  fr: { "announce.listed": "{player} : {move}" },
});

export function announce(text) {
  const live = $("live");
  // Clear first so that the same words said twice are still read out.
  live.textContent = "";
  requestAnimationFrame(() => { live.textContent = text; });
}

export function announceWithResult(text, view) {
  const result = i18n.resultText(view);
  announce(result ? `${text}. ${result}` : text);
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
  const piece = pieceAt(app.view, sq);
  announce(t("board.cursor.targets", { piece: piece ? i18n.ownedPieceName(app.view, piece) : sq, count }));
}

function describeSquare(sq) {
  const view = app.view;
  const piece = pieceAt(view, sq);
  if (piece) {
    let text = piece.owner === null || piece.owner === undefined
      ? i18n.pieceName(view.game, piece.kind) : i18n.ownedPieceName(view, piece);
    if (piece.rank !== undefined) text += `, ${t("piece.rank", { rank: piece.rank })}`;
    if (piece.trapped) text += `, ${t("piece.trapped")}`;
    if (piece.height > 1) text += `, ${t("piece.height", { height: piece.height })}`;
    if (piece.active === false) text += `, ${t("piece.inactive")}`;
    if (piece.passive) text += `, ${t("piece.passive")}`;
    return t("board.cursor.piece", { sq, piece: text });
  }
  const cell = view?.terrain?.find((c) => c.sq === sq);
  if (cell) return t("board.cursor.terrain", { sq, terrain: i18n.terrainName(view, cell) });
  return t("board.cursor.empty", { sq });
}

/** The last move of `view`, in words (`before`: the view it was played on). */
function describeMove(before, view) {
  const last = view.last_move;
  if (!last) return "";
  // A move the game describes itself (Shakku's throw: the sticks thrown).
  const own = gameUi(view)?.describeMove?.(before, view);
  if (own) return own;
  const mover = pieceAt(view, last.to) || (before && pieceAt(before, last.from));
  const owner = mover ? mover.owner : (before ? before.to_move : 0);
  const kind = last.piece || mover?.kind;
  const params = {
    player: i18n.playerName(view, owner),
    piece: kind ? i18n.pieceName(view.game, kind) : "",
    from: last.from ?? "",
    to: last.to ?? "",
  };
  let text;
  if (last.captured) {
    const victim = before && pieceAt(before, last.to);
    const name = i18n.pieceName(view.game, last.captured);
    params.captured = victim ? i18n.ownedPieceName(view, victim) : name;
    text = t("announce.capture", params);
  } else {
    text = t("announce.move", params);
  }
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The moves `view` has that `before` had not, in the move list's words
 *  (a move and the throws that followed it by themselves), or "". */
function listWords(before, view) {
  const history = view.history || [];
  if (!view.said || !before?.history || before.history.length >= history.length) return "";
  const said = [];
  for (let k = before.history.length; k < history.length; k += 1) {
    const words = moveWords(view, k);
    if (!words) continue;
    // The list's column tells whose move it is; the ear needs the name.
    const player = view.said[k]?.player;
    const name = Number.isInteger(player) ? i18n.playerName(view, player) : "";
    said.push(name && !words.startsWith(name) ? t("announce.listed", { player: name, move: words }) : words);
  }
  return said.join(". ");
}

/** A move was played (or replayed): what it did, in the words of the move
 *  list (which say what followed: a check, a turn that passed, a throw);
 *  else the board's own words and what the game says followed. */
export function announceMove(before, view) {
  let text = listWords(before, view);
  if (!text) {
    text = describeMove(before, view);
    const more = gameUi(view)?.aftermath?.(view) || [];
    if (more.length) text += `. ${more.join(". ")}`;
  }
  announceWithResult(text, view);
}

export function announceUndo(view) {
  announce(t("announce.undo", { turn: i18n.turnText(view) }));
}
