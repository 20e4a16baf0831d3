// The board component: draws a view on a canvas and turns pointer and keys
// into chosen moves.  It knows no game and no app (lichess's chessground is
// the model: state in, events out).  Everything it draws comes from the view
// (py/boardgames/api.py); what is particular to a game (pieces, terrain,
// colours) comes from that game's art module, js/games/<game>/art.js.
//
// ============================================================== the contract
//
//   import { createBoard } from "./board/index.js";
//   import { art } from "./games/<game>/art.js";    // any game's drawing
//
//   const board = createBoard(element, {
//     art,          // the game's art (used for every view): its module as imported
//                   // or its `art` object (above); or gameId => either
//                   // (undefined: the plain look); see "art modules" below
//     viewOnly,     // false; true: a diagram, no input, no events, nothing lit
//                   //   unless the host asks (select(), rings: true)
//     enabled,      // true; input on at once (setEnabled() later)
//     onMove,       // (moveText, move) => {}: a move was chosen (move: the view's move object)
//     onChoose,     // (moves) => {}: several moves share the chosen target (a
//                   //   pawn's promotions); the host asks which, then plays it.
//                   //   Without onChoose the first is sent to onMove.
//     onSelect,     // (from | null, {count, by}) => {}: the selection changed; from is a
//                   //   square or an origin off the board ("@Q"); count: its targets;
//                   //   by: "pointer" | "keyboard" | "host" (set, select, filter, enable)
//     onRefuse,     // (from, to) => {}: a try that is no move: a piece picked, then a
//                   //   square not lit (clicked, dropped on or Entered); from
//                   //   is the piece's square, to the square tried
//     onCursor,     // (sq) => {}: the keyboard cursor moved, or Enter on a square with
//                   //   nothing to pick (to announce what is there)
//     coordinates,  // true: files and ranks in the frame
//     lastMove,     // true: the last move's squares tinted
//     animate,      // true: set(view, {animate: true}) slides the moved piece and grows
//                   //   new terrain (never under prefers-reduced-motion)
//     rings,        // undefined: the art decides (art.showMovable) on an enabled board;
//                   //   true: always ring the pieces that have a move; false: never
//     filter,       // move => bool: only these moves ever light up (for every view;
//                   //   setFilter() narrows one view, e.g. to the die the player picked)
//     turns,        // 0..3: the quarter turns to start with
//     upright,      // "auto": a long board (Shakku) stands upright in a tall box; true; false
//     resize,       // false; true: a ResizeObserver fits the board to the element's
//                   //   content width (its parent's when element is the canvas) when
//                   //   that width changes, in the next frame...
//     maxHeight,    //   ...and at most this height (px, or () => px, read at each fit);
//                   //   none by default (then a long board never stands upright)
//     keyboard,     // true: the canvas takes focus (tabindex 0) and the arrow keys, Enter,
//                   //   Space, Escape
//   });
//
// `element`: a <canvas> (the board draws on it; the host keeps it), or any other
// element, into which the board puts its own canvas (class "board-canvas").
// Until fit() is called (or with resize), the board takes the element's width.
//
//   board.set(view, {animate = false} = {})  draw a view (null: nothing); the selection,
//                                   hover, press and setFilter() go; drawn at once (a
//                                   corrupt view throws here)
//   board.flip() -> turns           one step of the seats (view.seats): half a turn with
//                                   two players, a quarter turn with four
//   board.setTurns(n)               0..3 quarter turns (0: the first player at the bottom)
//   board.fit(maxWidth, maxHeight)  size the canvas into a box (CSS px), square cells;
//                                   fit() measures the element again (width, maxHeight)
//   board.select(from) -> bool      select an origin, on the board or off it ("@Q": a piece
//                                   in hand); false if it has no move (or input is off on
//                                   an interactive board); select(null) lets go
//   board.setFilter(fn | null)      only the moves fn accepts light up (null: back to the
//                                   config's filter); the selection stays if it still moves
//   board.setEnabled(on)            input on or off (off: the selection goes)
//   board.render()                  draw now (the view is drawn by set() already)
//   board.destroy()                 listeners, observers, frames gone; the canvas removed
//                                   (a canvas the host gave is cleared and kept)
//
//   state (read-only): board.view, board.turns, board.selected, board.cursor,
//   board.targets (the lit targets, sorted), board.enabled, board.settling (an
//   animation still runs: tests wait for it), board.canvas, board.size
//   ({width, height}, CSS px), board.squareCenter(sq) ({x, y} in viewport CSS
//   px, or null), board.squareAt(clientX, clientY) (a square or null).
//
// Also exported: ownerColours(view, owner), ownerShape(owner), isLong(grid),
// seatTurns(view, player) (the turns putting a player's seat at the bottom),
// nextSeatTurns(view, turns) (the next seat's side: what flip() turns to),
// boardRatio(width, height) (a board's aspect ratio, frame included, for CSS).
//
// ============================================================== art modules
//
// js/games/<game>/art.js exports `art`, one object (every field optional):
//   squares: [colour, colour]         the checkered squares (light, dark)
//   frame, frameInk                   the frame and its coordinates
//   glyph(piece) -> {main, badge?, emblem?}   the standard token's text, its small
//                                     disc, its emblem (shapes.js drawEmblem)
//   trappedBadge: bool                the badge greys when piece.trapped
//   drawPiece(ctx, x, y, size, piece, view) -> bool   draw a piece itself (centred
//                                     on x, y); false: the standard token
//   drawBoard(ctx, board)             instead of the checkered squares (Shakku's lines)
//   drawPath(ctx, board)              under the pieces while something is selected
//   terrain: {kind: (ctx, x, y, size, cell, board)}   one painter per terrain kind
//                                     (x, y: the square's corner; cell: the view's
//                                     terrain entry); `other` for the rest
//   danger(view) -> [sq]              squares glowing red (Kings in check)
//   appearOrder(view) -> [sq]         new terrain squares grow in this order
//   showMovable(view) -> bool         ring the pieces that may move
// `board` in these calls: {view, cell, frame, selected, targets (a Set),
// origin(sq) -> {x, y} (top-left), screenOf(sq) -> [col, row],
// squareOfScreen(col, row), screenSize() -> [cols, rows]}.
// Art modules import from js/board/shapes.js only.

import { ANIMATION_MS, APPEAR_MS, render } from "./draw.js";
import { boardRatio, Geometry, isLong, nextSeatTurns, normalTurns, seatTurns } from "./geometry.js";
import { Input } from "./input.js";
import { ownerColours, ownerShape } from "./shapes.js";

export { boardRatio, isLong, nextSeatTurns, ownerColours, ownerShape, seatTurns };

export function createBoard(element, config = {}) {
  const cfg = {
    viewOnly: false, enabled: true, coordinates: true, lastMove: true, animate: true,
    rings: undefined, upright: "auto", resize: false, keyboard: true, ...config,
  };
  const hooks = cfg.viewOnly ? {} : cfg;
  const ownCanvas = !(element instanceof HTMLCanvasElement);
  const canvas = ownCanvas ? document.createElement("canvas") : element;
  if (ownCanvas) {
    canvas.className = "board-canvas";
    canvas.style.display = "block";
    element.appendChild(canvas);
  }
  if (!cfg.viewOnly) {
    canvas.style.touchAction = "none";
    canvas.style.userSelect = "none";
    if (cfg.keyboard && ownCanvas) canvas.tabIndex = 0;
  }
  const ctx = canvas.getContext("2d");
  const geo = new Geometry({ upright: cfg.upright });
  geo.turns = normalTurns(cfg.turns);

  const scene = {
    view: null, art: null, geo, dpr: window.devicePixelRatio || 1,
    coordinates: Boolean(cfg.coordinates), lastMove: Boolean(cfg.lastMove),
    selected: null, targets: new Set(), captures: new Set(), labels: new Map(),
    movable: [], rings: false, cursor: null, showCursor: false, drag: null, hover: null,
    animation: null, appearing: new Map(),
  };
  let destroyed = false;
  let frameId = 0;
  let sized = { width: 0, height: 0, dpr: 0 };

  const input = new Input(canvas, geo, {
    changed: () => paint(),
    selected: (from, info) => hooks.onSelect?.(from, info),
    chosen: (moves) => {
      if (moves.length > 1 && hooks.onChoose) hooks.onChoose(moves);
      else hooks.onMove?.(moves[0].move, moves[0]);
    },
    cursorMoved: (sq) => hooks.onCursor?.(sq),
    refused: (from, to) => hooks.onRefuse?.(from, to),
  });
  input.enabled = !cfg.viewOnly && Boolean(cfg.enabled);
  if (!cfg.viewOnly) input.attach({ keyboard: cfg.keyboard });

  // ---------------------------------------------------------- motion

  const motionQuery = matchMedia("(prefers-reduced-motion: reduce)");
  let reducedMotion = motionQuery.matches;
  const onMotion = (e) => { reducedMotion = e.matches; };
  motionQuery.addEventListener?.("change", onMotion);

  /** The view's art: the art object itself, or the module exporting it as `art`. */
  function artFor(view) {
    if (!view) return null;
    const found = (typeof cfg.art === "function" ? cfg.art(view.game) : cfg.art) || null;
    return found && typeof found.art === "object" ? found.art : found;
  }

  /** Terrain squares new since the last view grow in one by one (plinths). */
  function planAppearing(before, view, art, animate) {
    if (!animate || !before || before.game !== view.game || before.match !== view.match || !art?.appearOrder) {
      scene.appearing.clear();
      return;
    }
    const had = new Set((before.terrain || []).map((c) => c.sq));
    const now = performance.now();
    let i = 0;
    for (const sq of art.appearOrder(view)) {
      if (had.has(sq) || scene.appearing.has(sq)) continue;
      scene.appearing.set(sq, now + i * APPEAR_MS);
      i++;
    }
  }

  // ---------------------------------------------------------- sizing

  function layout() {
    if (!scene.view || !geo.measure()) return;
    const dpr = window.devicePixelRatio || 1;
    scene.dpr = dpr;
    if (geo.cssWidth !== sized.width || geo.cssHeight !== sized.height || dpr !== sized.dpr) {
      sized = { width: geo.cssWidth, height: geo.cssHeight, dpr };
      canvas.style.width = geo.cssWidth + "px";
      canvas.style.height = geo.cssHeight + "px";
      canvas.width = Math.round(geo.cssWidth * dpr);
      canvas.height = Math.round(geo.cssHeight * dpr);
    }
  }

  function fit(maxWidth, maxHeight) {
    if (maxWidth === undefined) {
      if (box) measureBox();
    } else {
      geo.maxWidth = maxWidth;
      geo.maxHeight = maxHeight;
    }
    layout();
    draw();
  }

  let observer = null;
  let fitFrame = 0;
  const box = ownCanvas ? element : element.parentElement;
  /** The box of the element (resize: true): its content width, and maxHeight. */
  function measureBox() {
    const style = getComputedStyle(box);
    const width = box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const limit = typeof cfg.maxHeight === "function" ? cfg.maxHeight() : cfg.maxHeight;
    geo.maxWidth = Math.max(16, width);
    geo.maxHeight = limit > 0 ? limit : Infinity;
  }
  function autoFit() {
    if (destroyed || !box) return;
    measureBox();
    layout();
    draw();
  }
  if (cfg.resize && box && typeof ResizeObserver === "function") {
    // Only a new width counts (the board's own height changes the box's), and
    // the board is sized in the next frame, out of the observer's loop.
    let lastWidth = -1;
    observer = new ResizeObserver((entries) => {
      const width = entries[entries.length - 1].contentRect.width;
      if (width === lastWidth) return;
      lastWidth = width;
      if (!fitFrame) fitFrame = requestAnimationFrame(() => { fitFrame = 0; autoFit(); });
    });
    observer.observe(box);
  }

  // A new device pixel ratio (a zoom, another screen): the canvas is sized again.
  let dprQuery = null;
  function onDpr() {
    watchDpr();
    layout();
    draw();
  }
  function watchDpr() {
    dprQuery?.removeEventListener?.("change", onDpr);
    dprQuery = matchMedia(`(resolution: ${window.devicePixelRatio || 1}dppx)`);
    dprQuery.addEventListener?.("change", onDpr);
  }
  watchDpr();

  // ---------------------------------------------------------- drawing

  function paint() {
    const lit = input.highlights();
    const interactive = !cfg.viewOnly && input.enabled;
    scene.selected = input.selectedSq;
    scene.targets = new Set(lit.targets);
    scene.captures = new Set(lit.captures);
    scene.labels = lit.labels;
    scene.movable = cfg.rings === false || (!interactive && cfg.rings !== true) ? [] : lit.movable;
    scene.rings = cfg.rings === true ||
      (cfg.rings === undefined && interactive && Boolean(scene.art?.showMovable?.(scene.view)));
    scene.cursor = input.cursor;
    scene.showCursor = input.showCursor;
    scene.drag = input.press && input.press.moved ? input.press : null;
    scene.hover = input.hover;
    draw();                         // at once: highlights must be instant
  }

  function draw() {
    if (destroyed) return;
    if (frameId) { cancelAnimationFrame(frameId); frameId = 0; }
    if (!scene.view) {
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.clearRect(0, 0, canvas.width, canvas.height);
      return;
    }
    const more = render(ctx, scene, performance.now());
    if (more) frameId = requestAnimationFrame(() => { frameId = 0; draw(); });
  }

  // ---------------------------------------------------------- the board

  function set(view, { animate = false } = {}) {
    if (destroyed) return;
    const before = scene.view;
    const art = artFor(view);
    const moving = animate && cfg.animate && !reducedMotion;
    scene.view = view || null;
    scene.art = art;
    geo.setGrid(view?.grid);
    scene.animation = null;
    if (view) planAppearing(before, view, art, moving);
    else scene.appearing.clear();
    const move = view?.last_move;
    if (moving && before && move && move.from && move.to && geo.has(move.from) && geo.has(move.to)) {
      scene.animation = { from: move.from, to: move.to, start: performance.now() };
    }
    // The box a board gets may depend on its shape; never fitted: the element's width.
    if ((observer || !geo.maxWidth) && box) measureBox();
    layout();
    input.setView(view, cfg.filter);   // paints
  }

  const board = {
    set,
    fit,
    render: () => draw(),
    flip() {
      board.setTurns(nextSeatTurns(scene.view, geo.turns));
      return geo.turns;
    },
    setTurns(turns) {
      geo.turns = normalTurns(turns);
      layout();
      draw();
    },
    select(from) {
      if (from !== null && from !== undefined && !cfg.viewOnly && !input.enabled) return false;
      return input.pick(from, "host");
    },
    setFilter(keep) {
      const always = cfg.filter;
      input.setFilter(keep && always ? (m) => always(m) && keep(m) : keep || always);
    },
    setEnabled(on) {
      if (cfg.viewOnly) return;
      input.setEnabled(on);
    },
    destroy() {
      if (destroyed) return;
      input.detach();
      observer?.disconnect();
      motionQuery.removeEventListener?.("change", onMotion);
      dprQuery?.removeEventListener?.("change", onDpr);
      if (frameId) cancelAnimationFrame(frameId);
      if (fitFrame) cancelAnimationFrame(fitFrame);
      destroyed = true;
      if (ownCanvas) canvas.remove();
      else {
        ctx.setTransform(1, 0, 0, 1, 0, 0);
        ctx.clearRect(0, 0, canvas.width, canvas.height);
        canvas.classList.remove("keyboard");
      }
    },
    squareCenter(sq) {
      const o = geo.origin(sq);
      if (!o) return null;
      const rect = canvas.getBoundingClientRect();
      return { x: rect.left + o.x + geo.cell / 2, y: rect.top + o.y + geo.cell / 2 };
    },
    squareAt(clientX, clientY) {
      const rect = canvas.getBoundingClientRect();
      return geo.squareAtPoint(clientX - rect.left, clientY - rect.top);
    },
    get view() { return scene.view; },
    get turns() { return geo.turns; },
    get selected() { return input.selectedSq; },
    get cursor() { return input.cursor; },
    get targets() { return input.targets(); },
    get enabled() { return input.enabled; },
    get canvas() { return canvas; },
    get size() { return { width: geo.cssWidth, height: geo.cssHeight }; },
    get destroyed() { return destroyed; },
    /** Is an animation still running (a piece sliding, terrain growing)? */
    get settling() {
      const now = performance.now();
      if (scene.animation && now < scene.animation.start + ANIMATION_MS) return true;
      for (const start of scene.appearing.values()) if (now < start + APPEAR_MS) return true;
      return false;
    },
  };
  return board;
}
