// The board editor (editor.html): a position set up by hand, a line played
// from it, marks, a mode for the reader, and the <game-board> to paste (with
// its preview, its static SVG, a PNG and a link to the app).
//
// Every position goes through the engine's `setup` request
// (py/boardgames/editing.py): the page keeps the token on each square and the
// fields after the board, the engine writes the position text, says whether
// it can be played (and why not, in its words) and gives the view to draw.
// A puzzle's solution is checked by the engine's `puzzle` request, the SVG
// drawn by its `diagram` request.  The page decides no rule.
//
// ./state.js holds the state, the words and the engine's requests every part
// uses; ./paste.js makes what is copied (step 4); this file is the page.

import { createBoard } from "../board/index.js";
import { drawPiece } from "../board/draw.js";
import { drawOverlay } from "../board/overlay.js";
import { getEngine } from "../engine.js";
import { GAMES, gameModule, loadGame } from "../games/index.js";
import { LEVEL_NAMES, languageOf } from "../words/index.js";
import { appLink, copy, copyPng, downloadPng, element, markup, snippet, splitLine, svgText, updateAppLink } from "./paste.js";
import { $, ask, params, say, state, t, useEngine, w } from "./state.js";

// ---------------------------------------------------------------- words

function translate() {
  document.documentElement.lang = state.lang;
  for (const el of document.querySelectorAll("[data-i18n]")) el.textContent = t(el.dataset.i18n);
  document.title = `${t("editor.title")} · ${w().gameName(state.game)}`;
  $("rules-link").href = `rules/${state.lang}/${state.game}.html`;
  $("lang").value = state.lang;
}

// ---------------------------------------------------------------- the engine

/** The position through the engine's `setup`: from a text ("start", "empty"
 *  or a position), or from the squares and fields kept here. */
async function setup(from = null) {
  const args = { game: state.game, options: state.options };
  if (from !== null) args.position = from;
  else Object.assign(args, { position: state.answer?.position ?? "start", squares: state.squares, fields: state.fields });
  const answer = await ask("setup", args);
  if (!answer.ok) {
    say("status", w().errorText(answer.error), "bad");
    return false;
  }
  state.answer = answer;
  state.squares = { ...answer.squares };
  state.fields = [...answer.fields];
  state.line = [];
  state.arrows = state.arrows.filter(() => !answer.problem);
  drawSetup();
  await openLine();
  return true;
}

// ---------------------------------------------------------------- step 1: the position

let board = null;
let lineBoard = null;

function drawSetup() {
  const a = state.answer;
  board.set(a.view);
  $("position").value = a.position;
  $("rest").value = a.fields.join(" ");
  if (a.problem) say("status", t("editor.impossible", { reason: w().errorText(a.problem) }), "bad");
  else say("status", t("editor.possible"), "good");
  document.body.dataset.possible = String(!a.problem);
  drawPalette();
  drawFields();
  drawMarks();
}


function drawPalette() {
  const box = $("palette");
  box.replaceChildren();
  const view = state.answer.view;
  const art = gameModule(state.game)?.art || {};
  const tool = (value, label, draw) => {
    const button = document.createElement("button");
    button.type = "button";
    button.className = "tool";
    button.dataset.token = value;
    button.setAttribute("aria-pressed", String(state.tool === value));
    button.title = label;
    button.setAttribute("aria-label", label);
    if (draw) {
      const canvas = document.createElement("canvas");
      const size = 40, ratio = devicePixelRatio || 1;
      canvas.width = canvas.height = size * ratio;
      canvas.style.width = canvas.style.height = `${size}px`;
      const ctx = canvas.getContext("2d");
      ctx.scale(ratio, ratio);
      draw(ctx, size);
      button.append(canvas);
    } else {
      button.textContent = label;
    }
    const pick = () => {
      state.tool = value;
      for (const b of box.querySelectorAll(".tool")) b.setAttribute("aria-pressed", String(b === button));
    };
    button.addEventListener("click", pick);
    if (draw) dragFromPalette(button, value, pick);
    box.append(button);
  };
  tool("move", t("editor.move"));
  tool("erase", t("editor.erase"));
  for (const { token, piece, terrain } of state.answer.palette) {
    const names = [piece && (piece.owner === null ? w().pieceName(state.game, piece.kind)
                                                  : w().ownedPieceName(view, piece)),
                   terrain && w().terrainName(view, terrain)].filter(Boolean);
    const label = `${names.join(", ")} (${token})`;
    tool(token, label, (ctx, size) => {
      if (terrain) {
        ctx.fillStyle = "rgba(120, 100, 70, 0.35)";
        ctx.fillRect(3, 3, size - 6, size - 6);
      }
      if (piece) drawPiece(ctx, size / 2, size / 2, size * 1.2, piece, view, art);
    });
  }
}

function drawFields() {
  const box = $("fields");
  box.replaceChildren();
  for (const control of state.answer.controls) {
    const label = document.createElement("label");
    const span = document.createElement("span");
    span.textContent = t(`editor.field.${state.game}.${control.name}`);
    label.append(span, " ");
    const current = state.fields[control.index] ?? "";
    const value = control.part === null ? current : current.charAt(control.part);
    let input;
    if (control.choices.length) {
      input = document.createElement("select");
      const group = control.name.startsWith("army_") ? "army" : control.name;
      for (const choice of control.choices) {
        const key = `editor.value.${state.game}.${group}.${choice}`;
        const option = new Option(w().has(key) ? t(key) : choice, choice);
        input.append(option);
      }
      if (!control.choices.includes(value)) input.append(new Option(value, value));
      input.value = value;
    } else {
      input = document.createElement("input");
      input.type = "text";
      input.spellcheck = false;
      input.value = value;
    }
    input.dataset.field = control.name;
    input.addEventListener("change", () => {
      const fields = [...state.fields];
      while (fields.length <= control.index) fields.push("-");
      if (control.part === null) {
        fields[control.index] = input.value.trim() || "-";
      } else {
        const text = fields[control.index].split("");
        text[control.part] = input.value;
        fields[control.index] = text.join("");
      }
      state.fields = fields;
      setup();
    });
    label.append(input);
    box.append(label);
  }
}

/** A piece dragged from the palette onto the board is placed where it is
 *  dropped (and becomes the piece a tap places). */
function dragFromPalette(button, token, pick) {
  let ghost = null;
  const follow = (event) => {
    ghost.style.left = `${event.clientX - 20}px`;
    ghost.style.top = `${event.clientY - 20}px`;
  };
  button.addEventListener("pointerdown", (event) => {
    if (event.button !== 0) return;
    button.setPointerCapture?.(event.pointerId);
    const start = { x: event.clientX, y: event.clientY };
    const move = (e) => {
      if (!ghost && Math.hypot(e.clientX - start.x, e.clientY - start.y) > 6) {
        ghost = button.querySelector("canvas").cloneNode(false);
        ghost.getContext("2d").drawImage(button.querySelector("canvas"), 0, 0);
        ghost.className = "drag-ghost";
        document.body.append(ghost);
      }
      if (ghost) follow(e);
    };
    const up = (e) => {
      button.removeEventListener("pointermove", move);
      button.removeEventListener("pointerup", up);
      button.removeEventListener("pointercancel", up);
      if (!ghost) return;                      // a tap: the click picks it
      ghost.remove();
      ghost = null;
      pick();
      const sq = e.type === "pointerup" ? board.squareAt(e.clientX, e.clientY) : null;
      if (!sq) return;
      state.squares = { ...state.squares, [sq]: token };
      setup();
    };
    button.addEventListener("pointermove", move);
    button.addEventListener("pointerup", up);
    button.addEventListener("pointercancel", up);
  });
}

/** A tap or a drag on the setup board. */
function editingInput(element) {
  let from = null;
  element.addEventListener("pointerdown", (event) => {
    if (!state.answer) return;
    const sq = board.squareAt(event.clientX, event.clientY);
    if (!sq) return;
    event.preventDefault();
    from = sq;
    element.setPointerCapture?.(event.pointerId);
  });
  element.addEventListener("pointerup", (event) => {
    if (from === null) return;
    const start = from;
    from = null;
    const to = board.squareAt(event.clientX, event.clientY);
    const squares = { ...state.squares };
    if (to !== start && squares[start]) {
      // A drag: the piece moves (off the board: it goes).
      const token = squares[start];
      delete squares[start];
      if (to) squares[to] = token;
    } else if (to === start) {
      if (state.tool === "erase") delete squares[start];
      else if (state.tool !== "move") {
        if (squares[start] === state.tool) delete squares[start];
        else squares[start] = state.tool;
      } else return;
    } else return;
    state.squares = squares;
    setup();
  });
}

// ---------------------------------------------------------------- step 2: the line and marks

async function openLine() {
  if (state.lineMatch !== null) ask("close", { match: state.lineMatch });
  state.lineMatch = null;
  state.lineView = null;
  if (!state.answer || state.answer.problem) {
    lineBoard.set(state.answer?.view ?? null);
    lineBoard.setEnabled(false);
    drawLine();
    refresh();
    return;
  }
  const answer = await ask("new", { game: state.game, options: state.options, position: state.answer.position,
                                    moves: state.line });
  if (!answer.ok) {
    say("status", w().errorText(answer.error), "bad");
    return;
  }
  state.lineMatch = answer.match;
  showLine(answer.view);
}

function showLine(view) {
  state.lineView = view;
  state.line = [...(view.history || [])];
  state.chance = new Set(view.chance || []);     // which of the line are dice thrown
  lineBoard.set(view);
  lineBoard.setEnabled(!$("marking").checked);
  drawLine();
  drawMarks();
  refresh();
}

async function playLine(move) {
  if (state.lineMatch === null) return;
  const answer = await ask("play", { match: state.lineMatch, move });
  if (answer.ok) showLine(answer.view);
  else say("status", w().errorText(answer.error), "bad");
}

function drawLine() {
  const list = $("line");
  list.replaceChildren(...state.line.map((move) => {
    const li = document.createElement("li");
    li.textContent = move;
    return li;
  }));
  if (!state.line.length) {
    const li = document.createElement("li");
    li.className = "none";
    li.textContent = state.answer?.problem ? t("editor.needPossible") : t("editor.lineNone");
    list.append(li);
  }
  // A throw due (Shakku's sticks, Shaturanga's die): the author throws.
  const view = state.lineView;
  $("line-throw").hidden = !(view && !view.result && view.throw !== null && view.throw !== undefined);
  $("line-back").disabled = !state.line.length;
  $("line-clear").disabled = !state.line.length;
}

function marksInput(element) {
  let from = null;
  element.addEventListener("pointerdown", (event) => {
    if (!$("marking").checked) return;
    from = lineBoard.squareAt(event.clientX, event.clientY);
    if (from) event.preventDefault();
  });
  element.addEventListener("pointerup", (event) => {
    if (!$("marking").checked || !from) return;
    const to = lineBoard.squareAt(event.clientX, event.clientY);
    const start = from;
    from = null;
    if (!to) return;
    const toggle = (list, item) => list.includes(item) ? list.filter((x) => x !== item) : [...list, item];
    if (to === start) state.highlight = toggle(state.highlight, start);
    else state.arrows = toggle(state.arrows, start + to);
    drawMarks();
    refresh();
  });
}

function drawMarks() {
  for (const [svgId, b] of [["marks", board], ["line-marks", lineBoard]]) {
    const svg = $(svgId);
    svg.replaceChildren();
    if (!b?.view) continue;
    const split = (arrow) => {
      const names = [...b.view.grid.files].flatMap((f) => b.view.grid.ranks.map((r) => f + r))
        .sort((x, y) => y.length - x.length);
      const first = names.find((n) => arrow.startsWith(n));
      return first ? [first, arrow.slice(first.length)] : [];
    };
    drawOverlay(svg, b, b.view.grid, { squares: state.highlight, arrows: state.arrows.map(split) },
                { left: b.canvas.offsetLeft, top: b.canvas.offsetTop });
  }
  $("marks-text").textContent = [state.arrows.length ? `arrows="${state.arrows.join(" ")}"` : "",
    state.highlight.length ? `highlight="${state.highlight.join(" ")}"` : ""].filter(Boolean).join(" ");
}

// ---------------------------------------------------------------- step 3: the mode

function drawMode() {
  for (const mode of ["play", "puzzle", "lesson"]) $(`mode-${mode}`).hidden = state.mode !== mode;
  const computer = $("computer");
  const players = state.answer?.view?.players || [];
  const chosen = computer.value;
  computer.replaceChildren(new Option(t("editor.nobody"), ""),
    ...players.map((p, i) => new Option(w().playerName(state.answer.view, i), p)));
  computer.value = players.includes(chosen) ? chosen : (players[1] || "");
  const level = $("level");
  if (!level.options.length) {
    LEVEL_NAMES.forEach((name, i) => level.append(new Option(`${i + 1} · ${t(`level.${name}`)}`, String(i + 1))));
    level.value = "3";
  }
  const { moves, dice } = splitLine();
  $("solution-text").textContent = moves.length
    ? `${t("editor.solution", { count: moves.length })} ${moves.join(" ")}`
      + (dice.length ? ` ${t("editor.solutionDice", { dice: dice.join(" ") })}` : "")
    : t("editor.noSolution");
  $("check").disabled = !state.line.length;
  const steps = $("steps");
  steps.replaceChildren(...state.steps.map((step, i) => {
    const li = document.createElement("li");
    const text = document.createElement("span");
    text.textContent = `${step.text} (${[step.expect.join(" "), step.arrows.join(" "), step.highlight.join(" ")].filter(Boolean).join(" · ")})`;
    const remove = document.createElement("button");
    remove.type = "button";
    remove.textContent = t("editor.removeStep");
    remove.addEventListener("click", () => {
      state.steps.splice(i, 1);
      refresh();
    });
    li.append(text, " ", remove);
    return li;
  }));
  if (!state.steps.length) {
    const li = document.createElement("li");
    li.className = "none";
    li.textContent = t("editor.noSteps");
    steps.append(li);
  }
}

async function checkPuzzle() {
  say("check-result", t("editor.checking"));
  const answer = await ask("puzzle", { game: state.game, options: state.options,
                                       position: state.answer.position, solution: state.line });
  if (!answer.ok) return say("check-result", w().errorText(answer.error), "bad");
  const notes = answer.others.map((o) => t("editor.others", { number: o.ply + 1, move: o.move, also: o.also.join(", ") }));
  if (!answer.wins) notes.unshift(t("editor.notWin"));
  if (!notes.length) return say("check-result", t("editor.only"), "good");
  say("check-result", notes.join(" "), "bad");
}

// ---------------------------------------------------------------- step 4: the board to paste

let previewed = "";

/** The preview and the snippet, after any change. */
function refresh() {
  drawMode();
  const waiting = !state.answer || state.answer.problem ? "editor.notPossible"
    : state.mode === "puzzle" && !splitLine().moves.length ? "editor.waitSolution"
      : state.mode === "lesson" && !state.steps.length ? "editor.waitSteps" : null;
  const ready = waiting === null;
  for (const id of ["copy-snippet", "copy-svg", "copy-png", "download-png", "copy-link"]) $(id).disabled = !ready;
  $("snippet").value = ready ? snippet() : "";
  const lang = document.querySelector("input[name=preview-lang]:checked").value;
  const html = ready ? markup(element(), lang) : "";
  if (html === previewed) return;
  previewed = html;
  const box = $("preview");
  if (!ready) {
    const p = document.createElement("p");
    p.className = "help";
    p.textContent = t(waiting);
    box.replaceChildren(p);
  } else {
    box.innerHTML = html;       // our own markup, its values escaped
  }
  updateAppLink();
}



// ---------------------------------------------------------------- the game and its options

function drawGames() {
  const select = $("game");
  select.replaceChildren(...GAMES.map((g) => new Option(w().gameName(g.id), g.id)));
  select.value = state.game;
  const box = $("options");
  box.replaceChildren();
  const description = state.descriptions.find((g) => g.id === state.game);
  for (const option of description?.options || []) {
    if (option.type !== "bool" && !option.choices.length) continue;     // no bearing on a board
    const label = document.createElement("label");
    const key = `option.${state.game}.${option.name}`;
    const name = w().has(key) ? t(key) : option.name;
    let input;
    if (option.type === "bool") {
      input = document.createElement("input");
      input.type = "checkbox";
      input.checked = ["true", "1", "yes"].includes(String(state.options[option.name] ?? option.default).toLowerCase());
      input.addEventListener("change", () => changeOption(option.name, input.checked ? "true" : null));
      label.append(input, " ", name);
    } else {
      input = document.createElement("select");
      for (const choice of option.choices) input.append(new Option(String(choice), String(choice)));
      input.value = String(state.options[option.name] ?? option.default);
      input.addEventListener("change", () => changeOption(option.name, input.value === String(option.default) ? null : input.value));
      label.append(name, " ", input);
    }
    input.dataset.option = option.name;
    box.append(label);
  }
}

async function changeOption(name, value) {
  if (value === null) delete state.options[name];
  else state.options[name] = value;
  await startGame("start");
}

async function startGame(from) {
  await loadGame(state.game);
  translate();
  drawGames();
  const start = await ask("setup", { game: state.game, options: state.options });
  state.start = start.ok ? start.position : null;
  await setup(from);
}

// ---------------------------------------------------------------- start

async function main() {
  translate();
  // The preview speaks the page's language until the author chooses.
  document.querySelector(`input[name=preview-lang][value=${state.lang}]`).checked = true;
  board = createBoard($("board"), { art: (id) => gameModule(id), viewOnly: true, coordinates: true, resize: true,
                                   maxHeight: () => Math.max(280, innerHeight * 0.7) });
  lineBoard = createBoard($("line-board"), {
    art: (id) => gameModule(id), coordinates: true, resize: true, maxHeight: () => Math.max(280, innerHeight * 0.7),
    onMove: (move) => playLine(move),
  });
  globalThis.editor = { board, lineBoard, state };     // for the console and the tests
  editingInput($("board"));
  marksInput($("line-board"));
  new ResizeObserver(() => drawMarks()).observe($("board"));

  $("lang").addEventListener("change", () => {
    state.lang = languageOf($("lang").value) || "en";
    document.querySelector(`input[name=preview-lang][value=${state.lang}]`).checked = true;
    translate();
    drawGames();
    if (state.answer) drawSetup();
    drawLine();
    previewed = "";
    refresh();
  });
  $("game").addEventListener("change", () => {
    state.game = $("game").value;
    state.options = {};
    state.arrows = [];
    state.highlight = [];
    state.steps = [];
    startGame("start");
  });
  $("from-start").addEventListener("click", () => setup("start"));
  $("from-empty").addEventListener("click", () => setup("empty"));
  $("load").addEventListener("click", () => setup($("position").value));
  $("position").addEventListener("keydown", (event) => { if (event.key === "Enter") setup($("position").value); });
  $("rest").addEventListener("change", () => {
    state.fields = $("rest").value.split(/\s+/).filter(Boolean);
    setup();
  });
  $("clear").addEventListener("click", () => {
    state.squares = {};
    setup();
  });
  $("line-throw").addEventListener("click", () => playLine("throw"));
  $("line-back").addEventListener("click", async () => {
    if (state.lineMatch === null) return;
    const answer = await ask("undo", { match: state.lineMatch });
    if (answer.ok) showLine(answer.view);
  });
  $("line-clear").addEventListener("click", () => {
    state.line = [];
    openLine();
  });
  $("marking").addEventListener("change", () => lineBoard.setEnabled(!$("marking").checked && state.lineMatch !== null));
  $("marks-clear").addEventListener("click", () => {
    state.arrows = [];
    state.highlight = [];
    drawMarks();
    refresh();
  });
  for (const radio of document.querySelectorAll("input[name=mode]")) {
    radio.addEventListener("change", () => {
      state.mode = radio.value;
      refresh();
    });
  }
  for (const radio of document.querySelectorAll("input[name=preview-lang]")) radio.addEventListener("change", refresh);
  for (const id of ["computer", "level", "hint"]) $(id).addEventListener("change", refresh);
  $("check").addEventListener("click", checkPuzzle);
  $("add-step").addEventListener("click", () => {
    if (!state.answer || state.answer.problem) return;
    state.steps.push({ text: $("step-text").value.trim() || "…", position: state.answer.position,
                       expect: splitLine().moves, arrows: [...state.arrows], highlight: [...state.highlight] });
    $("step-text").value = "";
    refresh();
  });
  $("copy-snippet").addEventListener("click", () => copy(snippet()));
  $("copy-svg").addEventListener("click", async () => {
    const svg = await svgText();
    if (svg) copy(svg);
  });
  $("download-png").addEventListener("click", downloadPng);
  $("copy-png").addEventListener("click", copyPng);
  $("copy-link").addEventListener("click", async () => {
    const link = await appLink();
    if (link) copy(link);
  });

  const engine = getEngine();
  useEngine(engine);
  try {
    await engine.ready;
  } catch (error) {
    say("status", w().errorText({ code: "engine", params: { why: "engine", detail: String(error?.detail || error) } }), "bad");
    return;
  }
  const games = await ask("games", {});
  state.descriptions = games.ok ? games.games : [];
  await startGame(params.get("position") || "start");
  document.documentElement.dataset.editor = "ready";
}

main();
