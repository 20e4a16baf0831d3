// A game's side panel as a component: what the board cannot show (Shakku's
// stick dice and waiting pawns, Shuuro's shop, hands, plinth and initiative
// dice and clocks, Shaturanga's seats and die), drawn by the game's own
// module (js/games/<game>/panels.js) from the view's `panels`.  Both front
// ends mount it: the app beside its board, a <game-board> under its own.
//
//   const panels = createPanels(element, {
//     panel: (game) => module,   // the game's panel module (its module's `panel`)
//     words: () => w,            // the words to speak (js/words/index.js)
//     play(move),                // a button's move (a throw, a purchase, an offer)
//     pick(from) -> bool,        // a piece of the hand picked for the board
//     filter(keep | null),       // only these moves light up on the board (a die picked)
//     clock: () => state|null,   // js/session/clock.js's state(), for the clocks
//     announce(text),            // say something (a die picked), for screen readers
//   });
//   panels.set(view, { seat });  // draw the view's panel (empty: the element hidden)
//   panels.chooseDie(value)      // pick a die, or let it go (a second time)
//   panels.showPicked(from)      // the hand's buttons say which one is picked
//   panels.render()              // draw again (a new language)
//   panels.showTimes()           // the clocks' times, every tick
//
// A game's panel module (its `panel`) has render(ui), and may have
// clock(view) (its time control), describeMove(before, view, w) and
// aftermath(view, w) (said after a move), label(move, view, w) (a move the
// board cannot show, in words, for a board without the panel).  `ui` is {view, w, seat,
// selected, die, play, pick, chooseDie, playerName(i), colours(i),
// shape(i), clock, seatName(i) (a seat's name that says when the computer
// plays it, with its level: the lists of sides and seats use it)}.  Nothing in a panel decides a rule: every button sends
// a move the view lists.  The look is css/panels.css, for both front ends.

import { ownerColours, ownerShape } from "../board/index.js";
import { formatClock } from "./kit.js";

export function createPanels(element, config) {
  let view = null;
  let seat = null;
  let selected = null;
  let die = null;

  const words = () => config.words();

  function render() {
    const panel = view ? config.panel(view.game) : null;
    if (!panel || !view?.panels) {
      element.replaceChildren();
      element.hidden = true;
      return;
    }
    const w = words();
    const parts = panel.render({
      view, w, seat, selected, die,
      playerName: (i) => w.playerName(view, i),
      seatName: (i) => w.seatName(view, i),       // a computer's seat says so, with its level
      colours: (i) => ownerColours(view, i),
      shape: (i) => ownerShape(i),
      chooseDie: (value) => chooseDie(value),
      play: (move) => config.play(move),
      pick: (from) => config.pick(from),
      clock: config.clock?.() ?? null,
    });
    element.replaceChildren(...parts);
    element.hidden = parts.length === 0;
  }

  /** Pick a die (toggle): only the moves with that die light up, on the
   *  board and in the panel.  False if no move of the view has that die. */
  function chooseDie(value) {
    const dice = new Set((view?.moves || []).map((m) => m.die).filter((d) => d !== undefined));
    if (!dice.has(value)) return false;
    die = die === value ? null : value;
    config.filter?.(die === null ? null : (m) => m.die === die);
    render();
    const w = words();
    config.announce?.(die === null ? w.t("dice.unpicked") : w.t("dice.picked", { die }));
    return true;
  }

  return {
    get element() { return element; },
    get die() { return die; },
    get view() { return view; },
    set(next, { seat: shownSeat = null, selected: picked = null } = {}) {
      if (next !== view) die = null;        // a new view: every move lit again
      view = next;
      seat = shownSeat;
      selected = picked;
      render();
    },
    chooseDie,
    showPicked(from) {
      selected = from;
      for (const chip of element.querySelectorAll(".hand-chip")) {
        chip.setAttribute("aria-pressed", String(!chip.disabled && chip.dataset.from === from));
      }
    },
    render,
    showTimes() {
      const clock = config.clock?.();
      if (!clock) return;
      for (const owner of [0, 1]) {
        const node = element.querySelector(`.clock[data-owner="${owner}"] .clock-time`);
        if (node) node.textContent = formatClock(clock.left(owner));
      }
    },
    destroy() {
      element.replaceChildren();
      view = null;
    },
  };
}
