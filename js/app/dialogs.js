// The dialogs: a new game (with the game's options), the choice among moves
// sharing a target, the export of the record and the import of a record or a
// position.

import * as i18n from "../i18n.js";
import { t } from "../i18n.js";
import { currentRecord, importText, newGame, play, withBusy } from "./controller.js";
import { gameDescription, knownGames, loadDescriptions } from "./games.js";
import { computerOnly, fillSeats, readSeats, versusComputer } from "./players.js";
import { $, app } from "./state.js";

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
  $("copy-record").addEventListener("click", () => copyField("export-text", "export.copied"));
  $("copy-position").addEventListener("click", () => copyField("export-position", "export.positionCopied"));
  $("download-record").addEventListener("click", () => {
    const file = `${app.game || "game"}-${stamp()}.txt`;
    downloadText($("export-text").value, file);
    $("export-status").textContent = t("export.downloaded", { file });
  });
  $("import-form").addEventListener("submit", (e) => {
    e.preventDefault();
    importFromDialog($("import-text").value);
  });
  $("import-open").addEventListener("click", () => $("import-file").click());
  $("import-file").addEventListener("change", (e) => importFile(e.target));
}

// ---------------------------------------------------------------- new game

export async function openNewGame(game) {
  if (!app.ready) return;
  await loadDescriptions();
  const dialog = $("new-dialog");
  const select = $("new-game-select");
  const ids = knownGames();
  select.replaceChildren(...ids.map((id) => new Option(i18n.gameName(id), id)));
  select.value = ids.includes(game) ? game : ids[0];
  select.onchange = () => { fillOptions(select.value); fillNewSeats(select.value); };
  fillOptions(select.value);
  fillNewSeats(select.value);
  $("new-error").hidden = true;
  dialog.showModal();
  $("new-start").focus();
}

/** The controls of a game's options (the `games` request describes them). */
function fillOptions(game) {
  const box = $("new-options");
  const legend = box.querySelector("legend");
  const rows = [];
  const current = app.view?.game === game ? app.view.options || {} : {};
  for (const spec of gameDescription(game).options || []) {
    const label = document.createElement("label");
    label.className = "field option";
    const words = document.createElement("span");
    words.textContent = i18n.optionLabel(game, spec.name);
    let control;
    const value = spec.name in current ? current[spec.name] : spec.default;
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
      label.append(words, control);
    }
    control.name = spec.name;
    control.dataset.type = spec.type;
    rows.push(label);
  }
  if (!rows.length) {
    const p = document.createElement("p");
    p.className = "hint";
    p.textContent = t("newGame.noOptions");
    rows.push(p);
  }
  box.replaceChildren(legend, ...rows);
}

/** The seats of a new game: as in the game shown if it is this game, else all people. */
function fillNewSeats(game) {
  const players = gameDescription(game).players || app.view?.players || [];
  const seats = app.view?.game === game ? app.view.computer || {} : {};
  fillSeats($("new-seats"), players, seats);
}

async function startNewGame() {
  const game = $("new-game-select").value;
  const computer = computerOnly(readSeats($("new-seats")));
  const options = {};
  for (const control of $("new-options").querySelectorAll("[name]")) {
    if (control.dataset.type === "bool") options[control.name] = control.checked;
    else if (control.dataset.type === "int") options[control.name] = Number(control.value);
    else options[control.name] = control.value;
  }
  const answer = await withBusy(() => newGame(game, options, null, computer));
  if (answer && !answer.ok && answer.error) {
    const err = $("new-error");
    err.textContent = i18n.errorText(answer.error);
    err.hidden = false;
    return;
  }
  $("new-dialog").close();
  $("board").focus({ preventScroll: true });
}

// ---------------------------------------------------------------- choosing among moves

/** Several moves share a target: ask which one.  Each says what tells it
 *  apart (`choice`): a promotion its piece; Shakku's its kind (the top pawn,
 *  the whole stack...) and its die. */
export function openChooser(moves) {
  const dialog = $("choose-dialog");
  const box = $("choose-list");
  const choice = (m) => m.choice || {};
  const title = $("choose-title");
  title.dataset.i18n = moves.some((m) => choice(m).kind === "promotion") ? "choose.title" : "choose.titleMove";
  title.textContent = t(title.dataset.i18n);
  const kinds = new Set(moves.map((m) => choice(m).kind));
  box.replaceChildren(...moves.map((m) => {
    const { kind, piece, die } = choice(m);
    const button = document.createElement("button");
    button.type = "button";
    button.className = "choice";
    button.dataset.move = m.move;
    if (kind === "promotion") button.textContent = i18n.pieceName(app.view.game, piece);
    // Moves of different kinds are named by their kind, in the game's words.
    else if (kinds.size > 1 && i18n.has(`choose.${kind}`)) button.textContent = `${t("choose." + kind)} (${m.move})`;
    else if (die !== undefined) button.textContent = `${t("choose.die", { die })} (${m.move})`;
    else button.textContent = m.move;
    button.addEventListener("click", () => {
      dialog.close();
      play(m.move);
    });
    return button;
  }));
  dialog.showModal();
  box.querySelector("button")?.focus();
}

// ---------------------------------------------------------------- export

export async function openExport() {
  const dialog = $("export-dialog");
  $("export-status").textContent = "";
  $("export-text").value = (await currentRecord()) || "";
  // The position text (FEN, SFEN...) of the board shown; none while secret.
  const position = app.view?.position || "";
  $("export-position").value = position;
  $("export-position-box").hidden = !position;
  dialog.showModal();
  $("export-text").select();
}

async function copyField(id, doneKey) {
  const text = $(id).value;
  const status = $("export-status");
  try {
    await navigator.clipboard.writeText(text);
    status.textContent = t(doneKey);
  } catch {
    $(id).select();
    let ok = false;
    try { ok = document.execCommand("copy"); } catch { ok = false; }
    status.textContent = ok ? t(doneKey) : t("export.copyFailed");
  }
}

/** The date and time, for a file name: 2024-05-01-14-30. */
export function stamp() {
  return new Date().toISOString().slice(0, 16).replace(/[:T]/g, "-");
}

/** Save a text as a file (the browser's download). */
export function downloadText(text, file) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = file;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

// ---------------------------------------------------------------- import

export function openImport() {
  if (!app.ready) return;
  $("import-error").hidden = true;
  $("import-dialog").showModal();
  $("import-text").focus();
}

async function importFromDialog(text) {
  const err = $("import-error");
  err.hidden = true;
  const result = await importText(text);
  if (result === true) {
    $("import-dialog").close();
    $("import-text").value = "";
    return;
  }
  if (result && typeof result === "object") {
    err.textContent = i18n.errorText(result);
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
