// The analysis (#analysis): the computer's opinion of every move of the game.
// For each ply the thinker thinks at that point (ANALYSIS_MS, the strongest
// level) and gives its preferred move and the score of the position for
// each player; a move is judged by what its player lost: the score before it
// (the best he could get) less the score after it.  A click on a move shows
// the position before it (the session's goto: the later moves stay, to redo)
// with the computer's move as an arrow; "Back to the game" returns to the end.
// Every move is said in the move list's words (js/words/moves.js), the
// computer's too (the thinker's answer carries its words' parameters).

import { listPlace, moveWords, sayEntry } from "../words/moves.js";
import { announce } from "./announce.js";
import * as board from "./board.js";
import { t, words } from "./language.js";
import { clearMarks, showMove } from "./marks.js";
import { getThinker, pauseComputerWhile, session } from "./session.js";
import { $, redraw } from "./state.js";

export const ANALYSIS_MS = 300;
const WIN = 1_000_000;
const MATE_ZONE = 900_000;
const MISTAKE = 100;          // hundredths of a pawn lost: a mistake...
const BLUNDER = 300;          // ...a blunder

let open = false;
let run = 0;                  // the analysis under way (a generation); 0: none
let game = null;              // {match, end, history, chance, players, result, thoughts: [], view}
let shown = null;             // the ply whose position is shown
let note = "";                // what is said of it

export function setupAnalysis() {
  pauseComputerWhile(() => open);
  $("analyse").addEventListener("click", () => (open ? closeAnalysis() : openAnalysis()));
  $("analysis-cancel").addEventListener("click", () => cancelAnalysis());
  $("analysis-back").addEventListener("click", () => backToGame());
  $("analysis-close").addEventListener("click", () => closeAnalysis());
  // Another game opened: the analysis of this one goes.
  session.on("view", ({ op }) => { if (op === "new" || op === "load") dropAnalysis(); });
}

export const analysisOpen = () => open;

/** Is a past position of the analysis on the board (the match moved there)? */
export const analysisShowsPast = () => shown !== null;

/** The entries shown (for the tests): [{ply, move, best, loss, flag, text}]. */
export function analysisEntries() {
  return game ? entries().map(({ li, ...rest }) => rest) : [];
}

export function analysisState() {
  return { open, running: run !== 0, done: game?.thoughts.filter((x) => x !== undefined).length ?? 0,
           total: game ? game.end + 1 : 0, shown };
}

/** Open the panel and think about every move of the game shown. */
export async function openAnalysis() {
  if (!session.live || session.busy || !session.view) return false;
  session.stopThinking();
  open = true;
  const view = session.view;
  const saved = await session.fetchRecord();
  if (!saved) { open = false; return false; }
  const mine = ++run;
  game = {
    match: session.match, end: view.ply, history: [...(view.history || [])], chance: new Set(view.chance || []),
    turns: view.turns || [], players: view.players || [], result: view.result || null, thoughts: [],
    record: saved.record, view,
  };
  shown = null;
  render();
  redraw();
  $("analysis").scrollIntoView?.({ block: "nearest" });
  for (let ply = 0; ply <= game.end; ply++) {
    if (run !== mine) return false;
    // The positions before the dice (the game throws them) have no opinion.
    if (game.chance.has(ply)) { game.thoughts[ply] = null; render(); continue; }
    const answer = await getThinker().think(game.record, { ply, ms: ANALYSIS_MS });
    if (run !== mine) return false;
    game.thoughts[ply] = answer?.ok ? answer : null;
    render();
  }
  run = 0;
  render();
  announce(t("analysis.done"));
  return true;
}

export function cancelAnalysis() {
  if (run === 0) return;
  run = 0;
  getThinker().stop();
  render();
}

/** Back to the end of the game, the analysis still shown. */
export async function backToGame() {
  if (!game || shown === null) return;
  shown = null;
  clearMarks();
  if (session.match === game.match) await session.goto(game.end);
  board.lockInput("analysis", false);
  render();
  redraw();
}

export async function closeAnalysis() {
  cancelAnalysis();
  if (shown !== null) await backToGame();
  open = false;
  game = null;
  render();
  redraw();
  session.consider();
}

/** The game changed under the analysis (a new game, a load): it goes. */
function dropAnalysis() {
  if (!open) return;
  run = 0;
  open = false;
  game = null;
  shown = null;
  board.lockInput("analysis", false);
  render();
}

// ---------------------------------------------------------------- judging

function mover(ply) {
  const thought = game.thoughts[ply];
  if (thought && Number.isInteger(thought.player)) return thought.player;
  let player = null;
  for (const turn of game.turns) if (turn.start <= ply) player = turn.player;
  return player;
}

/** The score for `player` after the first `ply` moves: the next opinion
 *  the thinker has (past the dice), or the result at the end. */
function scoreAfter(ply, player) {
  for (let k = ply; k <= game.end; k++) {
    const thought = game.thoughts[k];
    if (thought === undefined) return undefined;      // not thought about yet
    if (thought && Array.isArray(thought.scores)) return thought.scores[player];
  }
  const result = game.result;
  if (!result) return undefined;
  if (result.winner === null || result.winner === undefined) return 0;
  const won = Array.isArray(result.team) ? result.team.includes(player) : result.winner === player;
  return won ? WIN : -WIN;
}

const capped = (score) => Math.max(-10_000, Math.min(10_000, score));

/** A score in words, from its player's side: "+0.4", "wins in 3", "loses in 2". */
export function scoreWords(score) {
  if (Math.abs(score) >= MATE_ZONE) {
    const moves = Math.max(1, Math.ceil((WIN - Math.abs(score)) / 2));
    return t(score > 0 ? "analysis.winsIn" : "analysis.losesIn", { n: moves });
  }
  const pawns = score / 100;
  return `${pawns > 0 ? "+" : pawns < 0 ? "−" : ""}${Math.abs(pawns).toFixed(1)}`;
}

function entries() {
  const out = [];
  for (let ply = 0; ply < game.end; ply++) {
    if (game.chance.has(ply)) continue;
    const thought = game.thoughts[ply];
    const player = mover(ply);
    const entry = { ply, move: game.history[ply], player, best: thought?.move ?? null,
                    score: null, loss: null, flag: null };
    if (thought && Array.isArray(thought.scores) && player !== null) {
      const after = scoreAfter(ply + 1, player);
      if (after !== undefined) {
        entry.score = after;
        const before = thought.scores[player];
        entry.loss = thought.move === entry.move ? 0 : Math.max(0, capped(before) - capped(after));
        entry.flag = entry.loss > BLUNDER ? "blunder" : entry.loss > MISTAKE ? "mistake" : null;
      }
    }
    out.push(entry);
  }
  return out;
}

/** The move played at `ply`, in the move list's words. */
function playedWords(ply) {
  return moveWords(words(), game.view, ply);
}

/** The computer's preferred move at `ply`, in words. */
function bestWords(ply) {
  const thought = game.thoughts[ply];
  return thought?.said ? sayEntry(words(), game.view, thought.said) : "";
}

// ---------------------------------------------------------------- the panel

function render() {
  const box = $("analysis");
  box.hidden = !open;
  if (!open || !game) return;
  const total = game.end + 1;
  const done = game.thoughts.filter((x) => x !== undefined).length;
  const bar = $("analysis-progress");
  bar.max = total;
  bar.value = done;
  bar.hidden = run === 0;
  $("analysis-status").textContent = shown !== null && note ? note
    : run !== 0 ? t("analysis.progress", { done, total })
    : done < total ? t("analysis.cancelled", { done, total }) : t("analysis.done");
  $("analysis-cancel").hidden = run === 0;
  $("analysis-back").hidden = shown === null;
  const list = $("analysis-list");
  const items = entries().filter((entry) => playedWords(entry.ply)).map((entry) => {
    const li = document.createElement("li");
    const button = document.createElement("button");
    button.type = "button";
    button.className = "analysis-move" + (entry.flag ? ` ${entry.flag}` : "");
    button.dataset.ply = String(entry.ply);
    if (shown === entry.ply) button.setAttribute("aria-current", "true");
    // Numbered as the move list numbers its lines.
    const parts = [`${listPlace(words(), game.view, entry.ply + 1).n}. ${playedWords(entry.ply)}`];
    if (entry.score !== null) parts.push(scoreWords(entry.score));
    const best = bestWords(entry.ply);
    if (entry.best && entry.best !== entry.move && best) parts.push(t("analysis.best", { move: best }));
    if (entry.flag) parts.push(t(`analysis.${entry.flag}`));
    const text = parts.join(" · ");
    button.textContent = text;
    button.title = words().playerName(game.view, entry.player);
    button.addEventListener("click", () => showPly(entry.ply));
    li.append(button);
    entry.text = text;
    return li;
  });
  if (!items.length) {
    const li = document.createElement("li");
    li.className = "empty";
    li.textContent = t("panel.noMoves");
    items.push(li);
  }
  list.replaceChildren(...items);
}

/** The position before move `ply`, with the computer's move as an arrow. */
export async function showPly(ply) {
  if (!game || session.match !== game.match || ply < 0 || ply > game.end) return false;
  shown = ply;
  board.lockInput("analysis", true);
  if (!await session.goto(ply)) return false;
  const thought = game.thoughts[ply];
  const entry = entries().find((e) => e.ply === ply);
  if (thought?.move) {
    const m = (session.view.moves || []).find((x) => x.move === thought.move) || { move: thought.move };
    showMove(m, "best");
    const said = t("analysis.said", {
      n: listPlace(words(), game.view, ply + 1).n, move: playedWords(ply), score: entry?.score !== null && entry ? scoreWords(entry.score) : "?",
      best: bestWords(ply),
    });
    note = said;
    announce(said);
  } else {
    note = "";
    clearMarks();
  }
  render();
  redraw();
  return true;
}
