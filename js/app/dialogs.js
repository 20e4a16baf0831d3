// The dialogs: a new game (with the game's options), the choice among moves
// sharing a target, the export of the record and the import of a record or a
// position.

import * as i18n from "../i18n.js";
import { t } from "../i18n.js";
import { currentRecord, importText, newGame, play, withBusy } from "./controller.js";
import { gameDescription, knownGames, loadDescriptions } from "./games.js";
import { computerOnly, fillSeats, readSeats, versusComputer } from "./players.js";
import { $, app } from "./state.js";

// The words of the presets (the engine names them: `games`), of the values
// that stand for a rule, and of Share (js/app/share.js), in every language.
i18n.addWords({
  en: {
    "newGame.preset": "Variant",
    "newGame.custom": "Custom (see More options)",
    "newGame.more": "More options",
    "preset.shuuro.standard": "Standard (12×12, 800 points)",
    "preset.shuuro.mini": "Mini-Shuuro (6×6, 200 points)",
    "preset.shuuro.clock": "With clocks (10 min + 5 s a move)",
    "preset.shuuro.handicap": "Handicap (Red buys with 600 points)",
    "preset.shuuro.big_armies": "Big armies (1000 points)",
    "preset.shuuro.no_limits": "No limits (no maximum per piece type)",
    "preset.shuuro.scouts": "Scouts (plinths before recruitment)",
    "preset.shuuro.jungle": "Jungle (3 plinth rolls per quarter)",
    "preset.shuuro.king_in_castle": "King in the castle",
    "preset.shuuro.serious": "Serious (no dice for the order)",
    "unset.standard": "standard",
    "unset.as_blue": "as Blue",
    "unset.table": "table maximum",
    "unset.no_clock": "no clock",
    "btn.share": "Share",
    "btn.backToMine": "Back to my game",
    "share.title": "Share this game",
    "share.hint": "Copy this link and send it: it opens this game at this position, with its moves.",
    "share.copied": "Link copied: whoever opens it sees this game at this position.",
    "share.secret": "Nothing can be shared while an army is chosen in secret.",
    "share.broken": "This link is damaged: no game could be read from it. Nothing was changed.",
    "share.refused": "The game in this link could not be opened ({detail}). Nothing was changed.",
    "share.opened": "The shared game is open. Your own game was kept: you can go back to it.",
    "share.noRoom": "The shared game was not opened: the browser’s storage is too full to keep your own game aside. Export your game, then open the link again.",
  },
  fr: {
    "newGame.preset": "Variante",
    "newGame.custom": "Personnalisée (voir Plus d’options)",
    "newGame.more": "Plus d’options",
    "preset.shuuro.standard": "Standard (12×12, 800 points)",
    "preset.shuuro.mini": "Mini-Shuuro (6×6, 200 points)",
    "preset.shuuro.clock": "Avec pendule (10 min + 5 s par coup)",
    "preset.shuuro.handicap": "Handicap (Rouge achète avec 600 points)",
    "preset.shuuro.big_armies": "Grandes armées (1000 points)",
    "preset.shuuro.no_limits": "Sans limite (aucun maximum par type de pièce)",
    "preset.shuuro.scouts": "Éclaireurs (les socles avant le recrutement)",
    "preset.shuuro.jungle": "C’est la jungle (3 jets de socles par quart)",
    "preset.shuuro.king_in_castle": "Le roi au château",
    "preset.shuuro.serious": "Soyons sérieux (pas de dés pour l’ordre)",
    "unset.standard": "standard",
    "unset.as_blue": "comme Bleu",
    "unset.table": "maximum de la table",
    "unset.no_clock": "sans pendule",
    "btn.share": "Partager",
    "btn.backToMine": "Revenir à ma partie",
    "share.title": "Partager cette partie",
    "share.hint": "Copiez ce lien et envoyez-le : il ouvre cette partie à cette position, avec ses coups.",
    "share.copied": "Lien copié : qui l’ouvre voit cette partie à cette position.",
    "share.secret": "Rien ne peut être partagé pendant qu’une armée est choisie en secret.",
    "share.broken": "Ce lien est abîmé : aucune partie n’a pu y être lue. Rien n’a changé.",
    "share.refused": "La partie de ce lien n’a pas pu être ouverte ({detail}). Rien n’a changé.",
    "share.opened": "La partie partagée est ouverte. Votre partie a été gardée : vous pouvez y revenir.",
    "share.noRoom": "La partie partagée n’a pas été ouverte : le stockage du navigateur est trop plein pour garder votre partie de côté. Exportez votre partie, puis rouvrez le lien.",
  },
});

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
  // Share: its module is loaded the first time it is used.
  $("share").addEventListener("click", () => import("./share.js").then((m) => m.shareGame()));
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
  const current = app.view?.game === game ? app.view.options || {} : {};
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
  words.textContent = i18n.optionLabel(game, spec.name);
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
  const name = (preset) => (i18n.has(`preset.${game}.${preset}`) ? t(`preset.${game}.${preset}`) : preset);
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
  const players = gameDescription(game).players || app.view?.players || [];
  const seats = app.view?.game === game ? app.view.computer || {} : {};
  fillSeats($("new-seats"), players, seats);
}

async function startNewGame() {
  const game = $("new-game-select").value;
  const computer = computerOnly(readSeats($("new-seats")));
  const options = readOptions();
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
