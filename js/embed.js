// <game-board>: a board of one of the four games that any web page can hold.
//
//   <script type="module" src="https://example.org/games/embed.js"></script>
//   <game-board game="doushouqi" mode="play"></game-board>
//
// The element knows no rule: it asks the rules engine (js/engine.js, one
// worker per page however many boards) and draws what the engine describes
// with the board component (js/board/index.js).  embed.html shows and tests
// every feature; the README's "Embedding on your site" says how to host it.
//
// Attributes
//   game          doushouqi | shuuro | shakku | shaturanga
//   position      the game's own position text; "start" (the default)
//   moves         moves replayed from position, separated by spaces
//   mode          view (default: step through `moves`) | play (both sides) |
//                 puzzle (with `solution`, `hint`) | lesson (steps in a child
//                 <ol class="steps"><li data-position data-moves data-expect>)
//   solution      puzzle: the moves of the line, the solver's and the other
//                 players' in the order they are played (whose each one is
//                 comes from the game: a solver with two dice plays both)
//   hint          puzzle: the words said after a wrong move
//   orientation   the player at the bottom: a name (green, blue, ...) or an index
//   lang          en | fr (default: the closest lang attribute, then the page's)
//   options       the game's options, name=value separated by spaces
//   dice          fixed throws, as a record writes them, used in order
//   seed          the seed the other throws come from (0)
//   ply           view: the ply shown first (default: the last)
//   arrows        moves drawn as arrows (b3b4 e7e8), while the first position is shown
//   highlight     squares ringed (c1 e1 d2), likewise
//   coordinates   on (default) | off
//   computer      play: the seats the computer plays (red; green blue yellow);
//                 the reader plays the others
//   level         the computer's strength, 1 (beginner) to 6 (strongest); 3
//   think-ms      the strongest's time a move, 100 to 10000 ms (default 1000)
//   panels        none: no game panel under the board (a bare diagram); by
//                 default the game's panel shows (dice, shop, seats, clocks)
//
// Properties and methods: ready (a promise, resolved when the board is alive),
// position, view, ply, play(move) -> Promise<bool>, goTo(ply) -> Promise<bool>,
// flip(), setPosition(text) -> Promise<bool>.  GameBoard.bootTimeout: how long
// the engine may take to start (ms) before the boards say so.
//
// Events (bubbling, composed): ready, move {move, position, ply}, end (the
// result: {winner, reason, team?, text}), solved, error {code, why, params, message},
// hint {move, ply, score, depth} (the play bar's Hint, against the computer).
//
// Until it is needed the engine is not started: a board wakes when it comes
// near the viewport (IntersectionObserver), is touched or gets the focus.
// Until then (and in print, and without JavaScript) its children are shown:
// its fallback, e.g. a pre-rendered <svg>.  Nothing is stored (no cookie, no
// storage, no IndexedDB).
//
// Where it is written (js/embed/): element.js (the element: life, attributes
// watched, properties, methods, events), attributes.js (reading them),
// boot.js (the page's one engine: started lazily, its timeout, restarted),
// fallback.js (what shows before the engine), board.js (the board and the
// game's panel, drawn and turned), controls.js (the buttons and the chooser),
// marks.js (arrows and highlights), status.js (the words said), play.js (the
// match, its moves and the computer), stepping.js, puzzle.js and lesson.js
// (the modes), styles.js and template.js (the Shadow DOM).  What it shares
// with the app: the match session (js/session/), the words (js/words/), the
// games' modules (js/games/), the board (js/board/) and the panels
// (js/panels/).

import { GameBoard } from "./embed/element.js";

export { GameBoard };

if (!customElements.get("game-board")) customElements.define("game-board", GameBoard);
