// Who sits at each seat: a person or the computer at a level.  The same rows
// serve the new-game dialog (#new-seats) and the players dialog opened
// mid-game (#players-dialog), which also switches sides in a two-player game.

import * as board from "./board.js";
import { levels } from "./games.js";
import { t, words } from "./language.js";
import { pace, PACES, session, setPace, STRONGEST, TIMES, setTimePerMove, setUsualLevel, timePerMove,
  usualLevel } from "./session.js";
import { $, redraw } from "./state.js";

/** The level's name in the player's language. */
export function levelName(level) {
  return words().levelName(level, levels());
}

/**
 * Fill `box` (a fieldset with its legend) with a row per seat: `players` the
 * seats' names, `seats` {name: level} the computer's.  Returns nothing; read
 * the choice back with readSeats(box).
 */
export function fillSeats(box, players, seats = {}, view = null) {
  const legend = box.querySelector("legend");
  const rows = players.map((name, index) => {
    const label = document.createElement("label");
    label.className = "field seat";
    const said = document.createElement("span");
    said.textContent = words().playerName(view || { players }, index);
    const select = document.createElement("select");
    select.dataset.seat = name;
    select.append(new Option(t("seat.person"), ""));
    for (const { number } of levels()) {
      select.append(new Option(t("seat.computer", { level: levelName(number), n: number }), String(number)));
    }
    select.value = Number.isInteger(seats[name]) ? String(seats[name]) : "";
    select.addEventListener("change", () => showTime(box));
    label.append(said, select);
    return label;
  });
  const time = selectField("seat-time", t("seat.time", { level: levelName(STRONGEST) }), "time-per-move",
    TIMES.map((ms) => new Option(t("seat.seconds", { s: ms / 1000 }), String(ms))), String(timePerMove()));
  // The pace of the computer's moves, when it has a seat.
  const paced = selectField("seat-pace", t("seat.pace"), "pace",
    Object.keys(PACES).map((name) => new Option(t(`pace.${name}`), name)), pace());
  box.replaceChildren(...(legend ? [legend] : []), ...rows, time, paced);
  showTime(box);
}

/** A labelled choice of the seats' box: its title, then a select of
 *  `options` (class `selectClass`) showing `value`. */
function selectField(fieldClass, title, selectClass, options, value) {
  const label = document.createElement("label");
  label.className = `field ${fieldClass}`;
  const words = document.createElement("span");
  words.textContent = title;
  const select = document.createElement("select");
  select.className = selectClass;
  select.append(...options);
  select.value = value;
  label.append(words, select);
  return label;
}

function showTime(box) {
  const levels = [...box.querySelectorAll("select[data-seat]")].map((s) => s.value);
  box.querySelector(".seat-time").hidden = !levels.some((value) => Number(value) === STRONGEST);
  box.querySelector(".seat-pace").hidden = !levels.some((value) => value !== "");
}

/** The seats chosen in `box`: {name: level or null}; the time is remembered. */
export function readSeats(box) {
  const seats = {};
  for (const select of box.querySelectorAll("select[data-seat]")) {
    const level = select.value === "" ? null : Number(select.value);
    seats[select.dataset.seat] = level;
    if (level !== null) setUsualLevel(level);
  }
  const time = box.querySelector(".time-per-move");
  if (time) setTimePerMove(Number(time.value));
  const paced = box.querySelector(".pace");
  if (paced) setPace(paced.value);
  return seats;
}

/** The seats of a quick game against the computer: the first seat a
 *  person's, every other the computer's at the usual level. */
export function versusComputer(players) {
  return Object.fromEntries(players.map((name, i) => [name, i === 0 ? null : usualLevel()]));
}

/** Only the computer's seats, as `new` takes them. */
export function computerOnly(seats) {
  return Object.fromEntries(Object.entries(seats).filter(([, level]) => level !== null));
}

// ---------------------------------------------------------------- mid-game

export function setupPlayers() {
  $("players").addEventListener("click", () => openPlayers());
  $("players-form").addEventListener("submit", (e) => {
    e.preventDefault();
    applySeats(readSeats($("players-seats")));
  });
  $("players-switch").addEventListener("click", () => switchSides());
}

export function openPlayers() {
  if (!session.live || !session.view) return;
  const view = session.view;
  fillSeats($("players-seats"), view.players || [], view.computer || {}, view);
  $("players-switch").hidden = (view.players || []).length !== 2;
  $("players-dialog").showModal();
  $("players-seats").querySelector("select")?.focus();
}

async function applySeats(seats) {
  const ok = await session.setSeats(seats);
  if (ok === false) return;
  $("players-dialog").close();
}

/** Two players: the computer takes the person's seat and the person the
 *  computer's; the board turns round to the person's side. */
export async function switchSides() {
  const view = session.view;
  if (!session.live || session.busy || view?.players?.length !== 2) return false;
  const [a, b] = view.players;
  const seats = { [a]: view.computer?.[b] ?? null, [b]: view.computer?.[a] ?? null };
  const dialog = $("players-dialog");
  const ok = await session.setSeats(seats);
  if (dialog.open) dialog.close();
  if (ok) {
    board.flip();
    redraw();
  }
  return Boolean(ok);
}
