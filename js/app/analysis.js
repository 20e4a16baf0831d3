// The analysis (#analysis): the computer's opinion of every move of the game.
// For each ply the thinker thinks at that point (ANALYSIS_MS, the strongest
// level) and gives its preferred move and the score of the position for
// each player; a move is judged by what its player lost: the score before it
// (the best he could get) less the score after it.  A click on a move shows
// the position before it (op goto: the later moves stay, to redo) with the
// computer's move as an arrow; "Back to the game" returns to the end.

import { t } from "../i18n.js";
import * as i18n from "../i18n.js";
import { announce } from "./announce.js";
import { getThinker, moveWords, setAnalysing, stopThinking } from "./computer.js";
import { call, goto, inputOpen } from "./controller.js";
import * as board from "./board.js";
import { clearMarks, showMove } from "./marks.js";
import { renderAll } from "./screen.js";
import { moveWords as sayMove } from "./moves.js";
import { $, app } from "./state.js";

export const ANALYSIS_MS = 300;
const WIN = 1_000_000;
const MATE_ZONE = 900_000;
const MISTAKE = 100;          // hundredths of a pawn lost: a mistake...
const BLUNDER = 300;          // ...a blunder

let open = false;
let run = 0;                  // the analysis under way (a generation); 0: none
let game = null;              // {match, end, history, chance, players, result, thoughts: [], done}
let shown = null;             // the ply whose position is shown (reviewing)
let note = "";                // what is said of it

export function setupAnalysis() {
  setAnalysing(() => open);
  $("analyse").addEventListener("click", () => (open ? closeAnalysis() : openAnalysis()));
  $("analysis-cancel").addEventListener("click", () => cancelAnalysis());
  $("analysis-back").addEventListener("click", () => backToGame());
  $("analysis-close").addEventListener("click", () => closeAnalysis());
}

export const analysisOpen = () => open;

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
  if (!app.ready || app.busy || !app.view) return false;
  stopThinking();
  open = true;
  const view = app.view;
  const saved = await call("record", { match: app.match });
  if (!saved?.ok) { open = false; return false; }
  const mine = ++run;
  game = {
    match: app.match, end: view.ply, history: [...(view.history || [])], chance: new Set(view.chance || []),
    turns: view.turns || [], players: view.players || [], result: view.result || null, thoughts: [],
    record: saved.record, view,
  };
  shown = null;
  render();
  renderAll();
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
  app.reviewing = false;
  clearMarks();
  if (app.match === game.match) await goto(game.end);
  board.setEnabled(inputOpen());
  render();
  renderAll();
}

export async function closeAnalysis() {
  cancelAnalysis();
  if (shown !== null) await backToGame();
  open = false;
  game = null;
  render();
  renderAll();
}

/** The game changed under the analysis (a new game, a load): it goes. */
export function dropAnalysis() {
  if (!open) return;
  run = 0;
  open = false;
  game = null;
  shown = null;
  app.reviewing = false;
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
  const items = entries().map((entry) => {
    const li = document.createElement("li");
    const button = document.createElement("button");
    button.type = "button";
    button.className = "analysis-move" + (entry.flag ? ` ${entry.flag}` : "");
    button.dataset.ply = String(entry.ply);
    if (shown === entry.ply) button.setAttribute("aria-current", "true");
    // The move in the words of the move list, when the game shown is this one.
    const said = app.view?.history?.[entry.ply] === entry.move ? sayMove(app.view, entry.ply) : "";
    const parts = [`${entry.ply + 1}. ${said || entry.move}`];
    if (entry.score !== null) parts.push(scoreWords(entry.score));
    if (entry.best && entry.best !== entry.move) parts.push(t("analysis.best", { move: entry.best }));
    if (entry.flag) parts.push(t(`analysis.${entry.flag}`));
    const text = parts.join(" · ");
    button.textContent = text;
    button.title = i18n.playerName(game.view, entry.player);
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
  if (!game || app.match !== game.match || ply < 0 || ply > game.end) return false;
  app.reviewing = true;
  shown = ply;
  if (!await goto(ply)) return false;
  board.setEnabled(false);
  const thought = game.thoughts[ply];
  const entry = entries().find((e) => e.ply === ply);
  if (thought?.move) {
    const m = (app.view.moves || []).find((x) => x.move === thought.move) || { move: thought.move };
    showMove(m, "best");
    const said = t("analysis.said", {
      n: ply + 1, move: entry?.move ?? "", score: entry?.score !== null && entry ? scoreWords(entry.score) : "?",
      best: moveWords(app.view, m),
    });
    note = said;
    announce(said);
  } else {
    note = "";
    clearMarks();
  }
  render();
  renderAll();
  return true;
}
