// The dialogs: a new game (with the game's options and seats), the choice
// among moves sharing a target, and the import of a record or a position
// (the export is ./export.js's).

import { choiceWords } from "../words/moves.js";
import { gameDescription, knownGames, loadDescriptions } from "./games.js";
import { t, words as wordsOf } from "./language.js";
import { importText, newGame, withBusy } from "./matches.js";
import { openFriendDialog, setSeatsOf } from "./friend.js";
import { computerOnly, fillSeats, readSeats, versusComputer } from "./players.js";
import { session } from "./session.js";
import { $ } from "./state.js";

export function setupDialogs() {
  for (const dialog of document.querySelectorAll("dialog")) {
    for (const button of dialog.querySelectorAll("button.cancel")) {
      button.addEventListener("click", () => dialog.close());
    }
    // A click on the backdrop closes the dialog.
    dialog.addEventListener("click", (e) => { if (e.target === dialog) dialog.close(); });
  }
  $("new-form").addEventListener("submit", (e) => {
    e.preventDefault();
    startNewGame();
  });
  // One click for a newcomer: he takes the first seat, the computer the others.
  $("new-vs-computer").addEventListener("click", () => {
    const players = gameDescription($("new-game-select").value).players || [];
    fillSeats($("new-seats"), players, versusComputer(players));
    startNewGame();
  });
  // A game by links: the game and options chosen here, the seats in its own dialog.
  setSeatsOf((game) => gameDescription(game).players || null);
  $("new-vs-friend").addEventListener("click", () => {
    openFriendDialog($("new-game-select").value, readOptions());
  });
  $("import-form").addEventListener("submit", (e) => {
    e.preventDefault();
    importFromDialog($("import-text").value);
  });
  $("import-open").addEventListener("click", () => $("import-file").click());
  $("import-file").addEventListener("change", (e) => importFile(e.target));
  // Share: its module is loaded the first time it is used.
  $("share").addEventListener("click", () => import("./share.js").then((m) => m.shareGame()));
}

// ---------------------------------------------------------------- new game

export async function openNewGame(game = session.view?.game) {
  if (!session.live) return;
  await loadDescriptions();
  const dialog = $("new-dialog");
  const select = $("new-game-select");
  const ids = knownGames();
  select.replaceChildren(...ids.map((id) => new Option(wordsOf().gameName(id), id)));
  select.value = ids.includes(game) ? game : ids[0];
  select.onchange = () => { fillOptions(select.value); fillNewSeats(select.value); };
  fillOptions(select.value);
  fillNewSeats(select.value);
  $("new-error").hidden = true;
  dialog.showModal();
  // The first choice has the focus, and the dialog shows from its top (on a
  // small screen focusing the Start button at the bottom scrolled it down).
  ($("new-preset") || $("new-start")).focus({ preventScroll: true });
  dialog.scrollTop = 0;
}

/** The controls of a game's options (the `games` request describes them).
 *  A game with presets (Shuuro's variants) offers them first, as one choice,
 *  and keeps every option under "More options"; a value that stands for a
 *  rule (`unset`: -1 the table's maximum, 0 no clock...) shows as an empty
 *  field with that rule in words. */
function fillOptions(game) {
  const box = $("new-options");
  const legend = box.querySelector("legend");
  const described = gameDescription(game);
  const view = session.view;
  const current = view?.game === game ? view.options || {} : {};
  const unset = described.unset || {};
  const rows = (described.options || []).map((spec) =>
    optionRow(game, spec, spec.name in current ? current[spec.name] : spec.default, unset[spec.name]));
  if (!rows.length) {
    const p = document.createElement("p");
    p.className = "hint";
    p.textContent = t("newGame.noOptions");
    rows.push(p);
  }
  const presets = described.presets || [];
  if (!presets.length) {
    box.replaceChildren(legend, ...rows);
    return;
  }
  const more = document.createElement("details");
  more.id = "new-more";
  more.className = "more-options";
  const summary = document.createElement("summary");
  summary.textContent = t("newGame.more");
  more.append(summary, ...rows);
  box.replaceChildren(legend, presetRow(game, presets, described.options || [], more), more);
}

/** One option's row: a checkbox, a list of choices, or a field. */
function optionRow(game, spec, value, unset) {
  const label = document.createElement("label");
  label.className = "field option";
  const words = document.createElement("span");
  words.textContent = wordsOf().optionLabel(game, spec.name);
  let control;
  if (spec.type === "bool") {
    control = document.createElement("input");
    control.type = "checkbox";
    control.checked = Boolean(value);
    label.classList.add("check");
    label.append(control, words);
  } else if (spec.choices && spec.choices.length) {
    control = document.createElement("select");
    for (const choice of spec.choices) control.append(new Option(String(choice), String(choice)));
    control.value = String(value);
    label.append(words, control);
  } else {
    control = document.createElement("input");
    control.type = spec.type === "int" ? "number" : "text";
    control.value = String(value);
    if (unset) {
      // The label's "(-1: ...)" gives way to the word in the empty field.
      words.textContent = words.textContent.replace(new RegExp(`\\s*\\(${unset.value}\\s*:[^)]*\\)`), "");
      control.dataset.unset = String(unset.value);
      control.placeholder = t(`unset.${unset.means}`);
      if (value === unset.value) control.value = "";
    }
    label.append(words, control);
  }
  control.name = spec.name;
  control.dataset.type = spec.type;
  return label;
}

/** The presets' choice: picking one sets every option (the others to their
 *  defaults); changing an option by hand shows which preset that is, if any. */
function presetRow(game, presets, specs, more) {
  const label = document.createElement("label");
  label.className = "field preset";
  const words = document.createElement("span");
  words.textContent = t("newGame.preset");
  const select = document.createElement("select");
  select.id = "new-preset";
  const name = (preset) => (wordsOf().has(`preset.${game}.${preset}`) ? t(`preset.${game}.${preset}`) : preset);
  select.append(...presets.map((p) => new Option(name(p.name), p.name)), new Option(t("newGame.custom"), ""));
  const full = (p) => Object.fromEntries(specs.map((s) => [s.name, s.name in p.options ? p.options[s.name] : s.default]));
  const same = (a, b) => Object.keys(a).every((k) => a[k] === b[k]);
  const shown = () => presets.find((p) => same(full(p), readOptions(more)))?.name ?? "";
  select.value = shown();
  select.addEventListener("change", () => {
    const preset = presets.find((p) => p.name === select.value);
    if (preset) writeOptions(full(preset), more);
  });
  more.oninput = () => { select.value = shown(); };
  label.append(words, select);
  return label;
}

/** The options as the dialog's controls say ({name: value}). */
function readOptions(box = $("new-options")) {
  const options = {};
  for (const control of box.querySelectorAll("[name]")) {
    if (control.dataset.type === "bool") options[control.name] = control.checked;
    else if (control.dataset.type === "int") {
      const typed = control.value.trim();
      options[control.name] = typed === "" && control.dataset.unset !== undefined
        ? Number(control.dataset.unset) : Number(typed);
    } else options[control.name] = control.value;
  }
  return options;
}

/** Set the dialog's controls to these options. */
function writeOptions(options, box) {
  for (const control of box.querySelectorAll("[name]")) {
    if (!(control.name in options)) continue;
    const value = options[control.name];
    if (control.dataset.type === "bool") control.checked = Boolean(value);
    else if (control.dataset.unset !== undefined && String(value) === control.dataset.unset) control.value = "";
    else control.value = String(value);
  }
}

/** The seats of a new game: as in the game shown if it is this game, else all people. */
function fillNewSeats(game) {
  const view = session.view;
  const players = gameDescription(game).players || view?.players || [];
  const seats = view?.game === game ? view.computer || {} : {};
  fillSeats($("new-seats"), players, seats);
}

async function startNewGame() {
  const game = $("new-game-select").value;
  const computer = computerOnly(readSeats($("new-seats")));
  const options = readOptions();
  const answer = await withBusy((ops) => newGame(ops, game, options, null, computer));
  if (answer && !answer.ok && answer.error) {
    const err = $("new-error");
    err.textContent = wordsOf().errorText(answer.error);
    err.hidden = false;
    return;
  }
  $("new-dialog").close();
  $("board").focus({ preventScroll: true });
}

// ---------------------------------------------------------------- choosing among moves

/** Several moves share a target: ask which one, each said by what tells it
 *  apart (a promotion its piece; Shakku's its kind and its die). */
export function openChooser(moves, play) {
  const dialog = $("choose-dialog");
  const box = $("choose-list");
  const view = session.view;
  const title = $("choose-title");
  title.dataset.i18n = moves.some((m) => m.choice?.kind === "promotion") ? "choose.title" : "choose.titleMove";
  title.textContent = t(title.dataset.i18n);
  const labels = choiceWords(wordsOf(), view, moves);
  box.replaceChildren(...moves.map((m, i) => {
    const button = document.createElement("button");
    button.type = "button";
    button.className = "choice";
    button.dataset.move = m.move;
    button.textContent = labels[i];
    button.addEventListener("click", () => {
      dialog.close();
      play(m.move);
    });
    return button;
  }));
  dialog.showModal();
  box.querySelector("button")?.focus();
}

// ---------------------------------------------------------------- import

export function openImport() {
  if (!session.live) return;
  $("import-error").hidden = true;
  $("import-dialog").showModal();
  $("import-text").focus();
}

async function importFromDialog(text) {
  const err = $("import-error");
  err.hidden = true;
  const result = await importText(text, { inDialog: true });
  if (result === true) {
    $("import-dialog").close();
    $("import-text").value = "";
    return;
  }
  if (result && typeof result === "object") {
    err.textContent = wordsOf().errorText(result);
    err.hidden = false;
  }
}

async function importFile(input) {
  const file = input.files?.[0];
  input.value = "";
  if (!file) return;
  const err = $("import-error");
  if (file.size > 1_000_000) {
    err.textContent = t("import.fileError");
    err.hidden = false;
    return;
  }
  try {
    const text = await file.text();
    $("import-text").value = text;
    importFromDialog(text);
  } catch {
    err.textContent = t("import.fileError");
    err.hidden = false;
  }
}
