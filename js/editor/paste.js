// The board editor's step 4: the <game-board> to paste (its attributes and
// markup, the snippet), its static SVG, a PNG, and the app's link to it.

import { packRecord } from "../session/link.js";
import { $, ask, say, state, t, w } from "./state.js";

const escape = (text) => String(text).replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** The line's moves made by players, and its dice outcomes (a puzzle's
 *  `solution` and `dice`, a lesson step's `expect`). */
export function splitLine(line = state.line, chance = state.chance) {
  return { moves: line.filter((_, i) => !chance.has(i)), dice: line.filter((_, i) => chance.has(i)) };
}

/** The <game-board>'s attributes and inner markup for what is set up. */
export function element() {
  const a = state.answer;
  const attrs = [["game", state.game]];
  const options = Object.entries(state.options).map(([k, v]) => `${k}=${v}`).join(" ");
  if (options) attrs.push(["options", options]);
  let inner = "";
  if (state.mode === "lesson") {
    attrs.push(["mode", "lesson"]);
    const items = state.steps.map((step) => {
      const data = [["data-position", step.position], ["data-expect", step.expect.join(" ")],
                    ["data-arrows", step.arrows.join(" ")], ["data-highlight", step.highlight.join(" ")]]
        .filter(([, v]) => v).map(([k, v]) => ` ${k}="${escape(v)}"`).join("");
      return `    <li${data}>${escape(step.text)}</li>`;
    });
    inner = `\n  <ol class="steps">\n${items.join("\n")}\n  </ol>\n`;
    return { attrs, inner };
  }
  if (a.position !== state.start) attrs.push(["position", a.position]);
  if (state.mode === "puzzle") {
    const { moves, dice } = splitLine();
    attrs.push(["mode", "puzzle"], ["solution", moves.join(" ")]);
    if (dice.length) attrs.push(["dice", dice.join(" ")]);
    if ($("hint").value.trim()) attrs.push(["hint", $("hint").value.trim()]);
  } else {
    if (state.mode === "play") {
      attrs.push(["mode", "play"]);
      if ($("computer").value) attrs.push(["computer", $("computer").value], ["level", $("level").value]);
    }
    if (state.line.length) attrs.push(["moves", state.line.join(" ")]);
  }
  if (state.arrows.length) attrs.push(["arrows", state.arrows.join(" ")]);
  if (state.highlight.length) attrs.push(["highlight", state.highlight.join(" ")]);
  return { attrs, inner };
}

export function markup({ attrs, inner }, lang = null) {
  const all = lang ? [...attrs, ["lang", lang]] : attrs;
  return `<game-board ${all.map(([k, v]) => `${k}="${escape(v)}"`).join(" ")}>${inner}</game-board>`;
}

export function snippet() {
  const script = new URL("embed.js", location.href).href;
  return `<script type="module" src="${script}"></script>\n${markup(element())}`;
}


export async function copy(text) {
  try {
    await navigator.clipboard.writeText(text);
    say("copy-status", t("editor.copied"), "good");
  } catch {
    say("copy-status", t("editor.copyFailed"), "bad");
    $("snippet").value = text;
    $("snippet").select();
  }
}

function diagramArgs() {
  const options = Object.entries(state.options).map(([k, v]) => `${k}=${v}`).join(" ");
  return { game: state.game, options, position: state.answer.position,
           moves: state.mode === "puzzle" ? "" : state.line.join(" "),
           arrows: state.arrows.join(" "), highlight: state.highlight.join(" ") };
}

export async function svgText() {
  const answer = await ask("diagram", diagramArgs());
  if (!answer.ok) {
    say("copy-status", w().errorText(answer.error), "bad");
    return null;
  }
  return answer.svg;
}

/** The static picture as a PNG (twice its size, for sharp screens). */
async function pngBlob() {
  const svg = await svgText();
  if (!svg) return null;
  const image = new Image();
  image.src = URL.createObjectURL(new Blob([svg], { type: "image/svg+xml" }));
  await image.decode();
  const scale = 2;
  const canvas = document.createElement("canvas");
  canvas.width = image.naturalWidth * scale;
  canvas.height = image.naturalHeight * scale;
  canvas.getContext("2d").drawImage(image, 0, 0, canvas.width, canvas.height);
  URL.revokeObjectURL(image.src);
  return new Promise((resolve) => canvas.toBlob(resolve, "image/png"));
}

/** The PNG on the clipboard, where the browser lets a page put an image there. */
export async function copyPng() {
  const blob = await pngBlob();
  if (!blob) return;
  try {
    await navigator.clipboard.write([new ClipboardItem({ "image/png": blob })]);
    say("copy-status", t("editor.copied"), "good");
  } catch {
    say("copy-status", t("editor.pngNotCopied"), "bad");
  }
}

export async function downloadPng() {
  const blob = await pngBlob();
  if (!blob) return;
  const link = document.createElement("a");
  link.href = URL.createObjectURL(blob);
  link.download = `${state.game}.png`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}

/** The app's link to this position and line (its record in the fragment). */
export async function appLink() {
  const answer = await ask("new", { game: state.game, options: state.options, position: state.answer.position,
                                    moves: state.mode === "puzzle" ? [] : state.line });
  if (!answer.ok) return null;
  const record = await ask("record", { match: answer.match });
  ask("close", { match: answer.match });
  if (!record.ok) return null;
  return new URL(`index.html?lang=${state.lang}#game=${await packRecord(record.record)}`, location.href).href;
}

let linkAsked = 0;
export async function updateAppLink() {
  const asked = ++linkAsked;
  const link = state.answer && !state.answer.problem ? await appLink() : null;
  if (asked !== linkAsked) return;
  $("open-app").href = link || "index.html";
}
