// Export: the game's record (to copy or download) and the position shown
// (FEN, SFEN...), in the export dialog (#export-dialog); and any text the
// player takes away as a file.

import { t } from "./language.js";
import { session } from "./session.js";
import { $ } from "./state.js";

export function setupExport() {
  $("copy-record").addEventListener("click", () => copyField("export-text", "export.copied"));
  $("copy-position").addEventListener("click", () => copyField("export-position", "export.positionCopied"));
  $("download-record").addEventListener("click", () => {
    const file = `${session.view?.game || "game"}-${stamp()}.txt`;
    downloadText($("export-text").value, file);
    $("export-status").textContent = t("export.downloaded", { file });
  });
}

/** The record of the game shown (for export and share): the engine's, else the last saved. */
export async function currentRecord() {
  if (session.live && session.match !== null) await session.fetchRecord();
  return session.record;
}

export async function openExport() {
  const dialog = $("export-dialog");
  $("export-status").textContent = "";
  $("export-text").value = (await currentRecord()) || "";
  // The position text (FEN, SFEN...) of the board shown; none while secret.
  const position = session.view?.position || "";
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

// ---------------------------------------------------------------- files

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
