// Playing a friend on another device by links, with no server
// (py/boardgames/friend/ holds the rules of it: the hops, the fair dice, the
// checks).  This module is the screen's part:
//
// * New game → Play a friend: the seats this device plays, the others one
//   friend each or one friend for all; the engine makes the game;
// * the bar under whose turn it is: send the link when this device's move is
//   made (the system's share sheet on a phone, else copied, always shown in a
//   dialog with a QR code for a device in the same room), or the link awaited;
// * a link opened (#friend=... in the address, a tab's fragment changed):
//   checked by the engine against the game kept here; an old, forged or
//   misdirected link is said and changes nothing; the game shown before is
//   kept on its shelf (as for any game opened);
// * the games by links kept on this device (./storage.js readFriends), each
//   updated with every change, and their list ("Friends"): whose move, the
//   last move, the date; open one, or remove it.

import { friendPayload, FRIEND_PARAM } from "./address.js";
import { onLanguageChange, t, words } from "./language.js";
import { withBusy } from "./matches.js";
import { dismiss, notify } from "./notices.js";
import { session } from "./session.js";
import { $ } from "./state.js";
import { keepBeforeLink, readFriends, removeFriend, writeFriend } from "./storage.js";
import { loadGame } from "../games/index.js";
import { packRecord, unpackText } from "../session/link.js";
import { playedWords, withPlayer } from "../words/moves.js";

let lastLink = null;      // the payload of the link friend_send answered
let linksOpened = 0;      // links this page has tried to open (tests wait for the next)

/** How many links this page has tried to open, refused ones included. */
export const friendLinksOpened = () => linksOpened;

// ---------------------------------------------------------------- names

/** Seat names in words: "Blue", "Green and Black". */
function seatsText(view, names) {
  const w = words();
  const said = (names || []).map((name) => w.playerName(view, view.players.indexOf(name)));
  return said.length <= 1 ? (said[0] ?? "") : `${said.slice(0, -1).join(", ")} ${t("friend.and")} ${said.at(-1)}`;
}

/** The status of a game by links in words (the bar and the list). */
export function friendStatus(view) {
  const friend = view?.friend;
  if (!friend) return null;
  if (!friend.holding) return { key: "waiting", text: t("friend.waiting", { players: seatsText(view, friend.waiting) }) };
  if (friend.send) {
    const players = seatsText(view, friend.to);
    if (view.result) return { key: "send", text: t("friend.over", { players }) };
    return { key: "send", text: t(view.ply === 0 && friend.hops === 0 ? "friend.sendInvite" : "friend.sendTo", { players }) };
  }
  if (view.result) return { key: "over", text: "" };
  return { key: "yours", text: t("friend.yourMove", { players: seatsText(view, friend.to) }) };
}

// ---------------------------------------------------------------- the bar

export function renderFriendBar() {
  const bar = $("friend-bar");
  const view = session.view;
  const status = friendStatus(view);
  bar.hidden = !status;
  if (!status) return;
  const friend = view.friend;
  $("friend-with").textContent = t("friend.with", { players: seatsText(view, friend.parties.flat().filter((s) => !friend.me.includes(s))) });
  $("friend-text").textContent = status.text;
  const hidden = (friend.hidden || []).map((names) => t("friend.hiddenArmy", { players: seatsText(view, names) }));
  $("friend-hidden").textContent = hidden.join(" ");
  $("friend-hidden").hidden = !hidden.length;
  const send = $("friend-send");
  send.hidden = !(friend.holding && friend.send) && friend.holding;
  send.textContent = t(friend.holding ? "btn.sendLink" : "btn.sendAgain");
  send.disabled = session.busy || (!friend.holding && !readFriends()?.[friend.id]?.link);
  send.classList.toggle("primary", friend.holding);
}

// ---------------------------------------------------------------- starting

/** New game → Play a friend: choose this device's seats. */
export function openFriendDialog(game, options) {
  const dialog = $("friend-dialog");
  const players = gameDescriptionPlayers(game);
  const box = $("friend-seats");
  box.replaceChildren(box.querySelector("legend"), ...players.map((name, i) => {
    const label = document.createElement("label");
    label.className = "seat-choice";
    const input = document.createElement("input");
    input.type = players.length === 2 ? "radio" : "checkbox";
    input.name = "friend-seat";
    input.value = name;
    input.checked = i === 0;
    const text = document.createElement("span");
    text.textContent = words().playerName({ players }, i);
    label.append(input, text);
    return label;
  }));
  $("friend-others").hidden = players.length <= 2;
  $("friend-error").hidden = true;
  dialog.dataset.game = game;
  dialog.dataset.options = JSON.stringify(options || {});
  dialog.showModal();
}

let describe = () => [];
/** How the dialog learns a game's seats (./games.js, given by ./dialogs.js). */
export function setSeatsOf(fn) { describe = fn; }
const gameDescriptionPlayers = (game) => describe(game) || [];

async function startFriendGame() {
  const dialog = $("friend-dialog");
  const game = dialog.dataset.game;
  const options = JSON.parse(dialog.dataset.options || "{}");
  const players = gameDescriptionPlayers(game);
  const mine = [...$("friend-seats").querySelectorAll("input:checked")].map((i) => i.value);
  const others = players.filter((p) => !mine.includes(p));
  if (!mine.length || !others.length) {
    $("friend-error").textContent = t("friend.pickSeat");
    $("friend-error").hidden = false;
    return;
  }
  const together = $("friend-one").checked;
  const parties = [mine, ...(together ? [others] : others.map((p) => [p]))];
  await loadGame(game);
  const keptMine = setMineAside();
  const answer = await withBusy((ops) => ops.friend("friend_new", { game, options, parties, me: 0 }));
  if (answer && !answer.ok) {
    $("friend-error").textContent = words().errorText(answer.error);
    $("friend-error").hidden = false;
    return;
  }
  dialog.close();
  $("new-dialog").close();
  if (keptMine) offerMine(keptMine, t("friend.started"));
}

// ---------------------------------------------------------------- sending

/** Seal this device's move and send the link (or send the last one again). */
export async function sendLink() {
  const view = session.view;
  const friend = view?.friend;
  if (!friend) return;
  let payload;
  if (friend.holding) {
    if (movedOnElsewhere(view)) return;
    lastLink = null;
    const ok = await withBusy((ops) => ops.send());
    if (!ok || lastLink === null) return;
    payload = lastLink;
  } else {
    payload = readFriends()?.[friend.id]?.link;
    if (!payload) return;
  }
  const shown = session.view;
  const players = seatsText(shown, shown.friend.holding ? shown.friend.to : shown.friend.waiting);
  const url = await linkOf(payload);
  writeFriend(friend.id, { link: payload });
  await showLinkDialog(url, players, shown);
}

/** Another tab of this browser sent or took a link of this game since this
 *  one opened it: this tab's copy is old.  Then it opens the kept one (and
 *  says so) instead of sending a link that would fork the game; true if so. */
function movedOnElsewhere(view) {
  const stored = readFriends()?.[view.friend.id]?.kept;
  if (!stored || (stored.hops?.length ?? 0) <= view.friend.hops) return false;
  notify(() => t("friend.otherTab"), "warn");
  resumeFriend(view.friend.id);
  return true;
}

/** The address of this page with a game by links in its fragment. */
async function linkOf(payload) {
  const url = new URL(location.href);
  url.search = "";
  url.hash = `${FRIEND_PARAM}=${await packRecord(payload)}`;
  return url.href;
}

async function showLinkDialog(url, players, view) {
  const dialog = $("friend-link-dialog");
  $("friend-link-title").textContent = t("friend.linkTitle", { players });
  $("friend-link-hint").textContent = t("friend.linkHint", { players });
  $("friend-link").value = url;
  $("friend-link-status").textContent = "";
  const { qrSvg } = await import("../session/qr.js");     // loaded the first time a link is shown
  const qr = qrSvg(url);
  $("friend-qr").replaceChildren();
  $("friend-qr-box").hidden = qr === null;
  if (qr !== null) $("friend-qr").innerHTML = qr;
  const share = $("friend-link-share");
  share.hidden = typeof navigator.share !== "function";
  share.onclick = async () => {
    try {
      await navigator.share({ title: t("friend.shareTitle", { game: words().gameName(view.game) }), url });
    } catch { /* closed, or refused: the link is still in the field */ }
  };
  $("friend-link-copy").onclick = async () => {
    try {
      await navigator.clipboard.writeText(url);
      $("friend-link-status").textContent = t("friend.copied", { players });
    } catch {
      $("friend-link").select();
      $("friend-link-status").textContent = t("export.copyFailed");
    }
  };
  dialog.showModal();
  $("friend-link").select();
  // On a phone the system's share sheet comes at once (the dialog stays
  // under it, with the link and its QR code, for another way).
  if (!share.hidden && matchMedia("(pointer: coarse)").matches) share.onclick();
}

// ---------------------------------------------------------------- opening a link

/** Open the game by links of the address's fragment, if any; the fragment
 *  then goes (a reload does not open it again).  A refused link changes nothing. */
export async function openFriendLink() {
  const payload = friendPayload();
  if (payload === null || !session.live) return;
  history.replaceState(history.state, "", location.pathname + location.search);
  try {
    await openPayload(payload);
  } finally {
    linksOpened += 1;
  }
}

async function openPayload(payload) {
  const text = await unpackText(payload);
  let data = null;
  try { data = text === null ? null : JSON.parse(text); } catch { data = null; }
  if (!data || typeof data.id !== "string" || typeof data.game !== "string") {
    notify(() => t("friend.broken"));
    return;
  }
  const entry = readFriends()?.[data.id] ?? null;
  try { await loadGame(data.game); } catch { notify(() => t("friend.broken")); return; }
  const mine = setMineAside();
  const answer = await withBusy((ops) => ops.friend("friend_open", { link: text, kept: entry?.kept ?? null }));
  if (!answer) return;
  if (!answer.ok) {
    notify(() => t("friend.refused", { detail: words().errorText(answer.error) }));
    return;
  }
  const view = session.view;
  const news = answer.news || {};
  const by = seatsText(view, news.by || []);
  const played = Number.isInteger(news.from) ? playedWords(words(), view, news.from) : "";
  const said = !entry ? t("friend.joined", { players: seatsText(view, view.friend.me) })
    : played ? t("friend.opened", { moves: played }) : t("friend.openedNone", { players: by });
  offerMine(mine, said);
}

/** The game shown before a game by links replaces it: kept aside (as for
 *  Share, ./share.js) when it is not itself a game by links (those stay in
 *  the list) and has moves; true if so. */
function setMineAside() {
  const view = session.view;
  if (view?.friend || !view?.history?.length) return false;
  return keepBeforeLink();
}

/** Say `said`, with a way back to the game set aside (`mine`). */
function offerMine(mine, said) {
  const notice = notify(() => said, "note", mine ? {
    actions: [{ label: "btn.backToMine", run: () => {
      dismiss(notice);
      import("./share.js").then((m) => m.backToMine());
    } }],
  } : {});
}

// ---------------------------------------------------------------- keeping

/** Every change of a game by links is kept, with what its list shows. */
function keep({ view, answer, op }) {
  if (op === "friend_send" && typeof answer?.link === "string") lastLink = answer.link;
  if (!answer?.friend || !view?.friend) return;
  const stored = readFriends()?.[view.friend.id]?.kept;
  if (stored && (stored.hops?.length ?? 0) > answer.friend.hops.length) return;   // another tab is ahead
  const status = friendStatus(view);
  writeFriend(view.friend.id, {
    kept: answer.friend, game: view.game, me: view.friend.me, parties: view.friend.parties,
    status: status?.key, waiting: view.friend.waiting || view.friend.to || [],
    last: view.history?.length ? withPlayer(words(), view, view.said?.[view.history.length - 1]) || null : null,
    result: Boolean(view.result),
    ...(op === "friend_send" ? { link: answer.link } : {}),
  });
}

// ---------------------------------------------------------------- the list

export function openFriendList() {
  const dialog = $("friends-dialog");
  const list = $("friends-list");
  const all = Object.entries(readFriends() || {}).sort((a, b) => String(b[1].updatedAt).localeCompare(String(a[1].updatedAt)));
  $("friends-empty").hidden = all.length > 0;
  list.replaceChildren(...all.map(([id, entry]) => friendRow(id, entry)));
  dialog.showModal();
}

function friendRow(id, entry) {
  const view = { players: entry.kept?.parties ? playersOf(entry) : [], game: entry.game };
  const row = document.createElement("li");
  row.className = "friend-row";
  row.dataset.id = id;
  const title = document.createElement("strong");
  title.textContent = `${words().gameName(entry.game)} · ${t("friend.you", { players: seatsText(view, entry.me) })}`;
  const status = document.createElement("span");
  status.className = "friend-status";
  status.dataset.status = entry.status || "";
  status.textContent = entry.result ? t("friend.status.over")
    : entry.status === "waiting" ? t("friend.status.waiting", { players: seatsText(view, entry.waiting) })
      : t(`friend.status.${entry.status === "send" ? "send" : "yours"}`);
  const detail = document.createElement("span");
  detail.className = "hint";
  const date = entry.updatedAt ? new Date(entry.updatedAt).toLocaleString(document.documentElement.lang || undefined,
                                                                        { dateStyle: "medium", timeStyle: "short" }) : "";
  detail.textContent = [entry.last ? t("friend.last", { move: entry.last }) : "", date].filter(Boolean).join(" · ");
  const open = document.createElement("button");
  open.type = "button";
  open.className = "primary";
  open.textContent = t("btn.open");
  open.addEventListener("click", () => resumeFriend(id));
  const remove = document.createElement("button");
  remove.type = "button";
  remove.textContent = t("btn.remove");
  remove.addEventListener("click", () => {
    if (!confirm(t("friend.removeConfirm"))) return;
    removeFriend(id);
    row.remove();
    $("friends-empty").hidden = $("friends-list").children.length > 0;
  });
  const buttons = document.createElement("span");
  buttons.className = "friend-buttons";
  buttons.append(open, remove);
  row.append(title, status, detail, buttons);
  return row;
}

/** The seat names of a kept game, in seat order. */
function playersOf(entry) {
  const names = [];
  (entry.parties || []).forEach((party) => party.forEach((name) => names.push(name)));
  return describe(entry.game) || names;
}

async function resumeFriend(id) {
  const entry = readFriends()?.[id];
  if (!entry) return;
  await loadGame(entry.game);
  const answer = await withBusy((ops) => ops.friend("friend_resume", { kept: entry.kept }));
  if (answer && !answer.ok) notify(() => words().errorText(answer.error));
  else if (answer) $("friends-dialog").close();
}

// ---------------------------------------------------------------- setup

export function setupFriend() {
  session.on("view", (change) => { keep(change); renderFriendBar(); });
  session.on("busy", () => renderFriendBar());
  onLanguageChange(() => renderFriendBar());
  $("friend-form").addEventListener("submit", (e) => { e.preventDefault(); startFriendGame(); });
  $("friend-send").addEventListener("click", () => sendLink());
  $("friend-games").addEventListener("click", () => openFriendList());
}
