// What the page's modules share: the match shown and the engine's state.
// Each module keeps the rest of its own state (the clock, the notices, the
// board's turns...).  No rule is decided anywhere in js/app/: every move,
// legal target, turn and result comes from the view the engine sends.

export const DEFAULT_GAME = "doushouqi";

export const app = {
  engine: null,            // js/engine.js's engine, once started
  ready: false,            // the engine is up and a game is open: input is on
  failed: false,           // the engine could not start, or died
  restarting: false,
  busy: false,             // a request that changes the game is under way
  match: null,             // the engine's id of the match shown
  view: null,              // the view shown (py/boardgames/api.py)
  game: null,              // its game id
  seat: null,              // the player whose secret the page shows (null: hot-seat view)
  reviewing: false,        // the analysis shows a past position: no move, no computer
  die: null,               // the die the player picked (Shakku): only its moves light up
  lastRecord: null,        // the game's record and moves to redo, as last saved: what a
  lastRedo: [],            //   restarted engine opens again (see boot.js restartEngine)
};

export const $ = (id) => document.getElementById(id);
