// Shared drawing helpers: the players' colours and shapes, shape paths,
// rounded rectangles, the star, the small emblems telling a piece's type, and
// the standard piece token.  The board draws with them, and so may every
// game's art module (js/games/<game>/art.js), which imports nothing else but
// its pieces' pictures (js/games/<game>/pictures.js).

import { drawPicture } from "./picture.js";

export const FONT = `system-ui, -apple-system, "Segoe UI", sans-serif`;

/** Each player's colours, by the player name the view gives (view.players). */
export const PALETTE = {
  green: { fill: "#2f8f52", dark: "#1d6139", light: "#5cc384", ink: "#ffffff" },
  red: { fill: "#cf3f36", dark: "#8f2620", light: "#f07a6f", ink: "#ffffff" },
  white: { fill: "#f4f1e8", dark: "#9d968a", light: "#ffffff", ink: "#222222" },
  black: { fill: "#2b2b2b", dark: "#111111", light: "#5a5a5a", ink: "#ffffff" },
  blue: { fill: "#2f6fc4", dark: "#1d4682", light: "#6ea5ec", ink: "#ffffff" },
  yellow: { fill: "#e3b52a", dark: "#9a7610", light: "#f8d868", ink: "#222222" },
};
const FALLBACK_COLOURS = ["green", "red", "blue", "yellow", "white", "black"];

/** Every owner also gets a shape, so that colour is never the only clue. */
export const SHAPES = ["circle", "squircle", "diamond", "hexagon"];

/** An owner's colours {fill, dark, light, ink}: by its name in view.players, else by its index. */
export function ownerColours(view, owner) {
  const name = view?.players?.[owner];
  return PALETTE[name] || PALETTE[FALLBACK_COLOURS[owner % FALLBACK_COLOURS.length]] || PALETTE.green;
}

/** The shape of an owner's pieces (circle, squircle, diamond, hexagon). */
export function ownerShape(owner) {
  return SHAPES[owner % SHAPES.length] || "circle";
}

/** Begins a path: one of SHAPES, centred on (x, y), of radius r. */
export function shapePath(ctx, shape, x, y, r) {
  ctx.beginPath();
  if (shape === "squircle") {
    const s = r * 0.9;
    roundRectPath(ctx, x - s, y - s, 2 * s, 2 * s, s * 0.42);
  } else if (shape === "diamond") {
    ctx.moveTo(x, y - r); ctx.lineTo(x + r, y); ctx.lineTo(x, y + r); ctx.lineTo(x - r, y); ctx.closePath();
  } else if (shape === "hexagon") {
    for (let i = 0; i < 6; i++) {
      const a = Math.PI / 6 + i * Math.PI / 3;
      ctx[i ? "lineTo" : "moveTo"](x + r * Math.cos(a), y + r * Math.sin(a));
    }
    ctx.closePath();
  } else {
    ctx.arc(x, y, r, 0, Math.PI * 2);
  }
}

/** Adds a rounded rectangle to the current path. */
export function roundRectPath(ctx, x, y, w, h, r) {
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

/** Begins a path: a rounded rectangle. */
export function roundRect(ctx, x, y, w, h, r) {
  ctx.beginPath();
  roundRectPath(ctx, x, y, w, h, r);
}

/** A filled five-pointed star. */
export function star(ctx, cx, cy, r, colour) {
  ctx.beginPath();
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + i * Math.PI / 5;
    const rr = i % 2 ? r * 0.45 : r;
    ctx[i ? "lineTo" : "moveTo"](cx + rr * Math.cos(a), cy + rr * Math.sin(a));
  }
  ctx.closePath();
  ctx.fillStyle = colour;
  ctx.fill();
}

/** A small emblem telling a piece's type by its outline: cross, crown, tower,
 *  mitre, boat or horse, centred on (x, y), of half-size s. */
export function drawEmblem(ctx, kind, x, y, s, colour) {
  ctx.save();
  ctx.fillStyle = colour;
  ctx.strokeStyle = colour;
  ctx.lineWidth = Math.max(1, s * 0.28);
  ctx.lineCap = "round";
  ctx.lineJoin = "round";
  ctx.beginPath();
  if (kind === "cross") {
    ctx.moveTo(x, y - s); ctx.lineTo(x, y + s);
    ctx.moveTo(x - s * 0.65, y - s * 0.25); ctx.lineTo(x + s * 0.65, y - s * 0.25);
    ctx.stroke();
  } else if (kind === "crown") {
    ctx.moveTo(x - s, y + s * 0.6);
    ctx.lineTo(x - s, y - s * 0.5); ctx.lineTo(x - s * 0.5, y + s * 0.05);
    ctx.lineTo(x, y - s * 0.8); ctx.lineTo(x + s * 0.5, y + s * 0.05);
    ctx.lineTo(x + s, y - s * 0.5); ctx.lineTo(x + s, y + s * 0.6);
    ctx.closePath();
    ctx.fill();
  } else if (kind === "tower") {
    const w = s * 0.9;
    ctx.moveTo(x - w, y + s * 0.7); ctx.lineTo(x - w, y - s * 0.7);
    ctx.lineTo(x - w * 0.5, y - s * 0.7); ctx.lineTo(x - w * 0.5, y - s * 0.25);
    ctx.lineTo(x - w * 0.15, y - s * 0.25); ctx.lineTo(x - w * 0.15, y - s * 0.7);
    ctx.lineTo(x + w * 0.15, y - s * 0.7); ctx.lineTo(x + w * 0.15, y - s * 0.25);
    ctx.lineTo(x + w * 0.5, y - s * 0.25); ctx.lineTo(x + w * 0.5, y - s * 0.7);
    ctx.lineTo(x + w, y - s * 0.7); ctx.lineTo(x + w, y + s * 0.7);
    ctx.closePath();
    ctx.fill();
  } else if (kind === "mitre") {
    ctx.moveTo(x, y - s);
    ctx.quadraticCurveTo(x + s * 0.95, y - s * 0.1, x + s * 0.55, y + s * 0.7);
    ctx.lineTo(x - s * 0.55, y + s * 0.7);
    ctx.quadraticCurveTo(x - s * 0.95, y - s * 0.1, x, y - s);
    ctx.fill();
  } else if (kind === "boat") {
    ctx.moveTo(x - s, y + s * 0.1);
    ctx.lineTo(x + s, y + s * 0.1);
    ctx.lineTo(x + s * 0.6, y + s * 0.7);
    ctx.lineTo(x - s * 0.6, y + s * 0.7);
    ctx.closePath();
    ctx.moveTo(x - s * 0.05, y - s);
    ctx.lineTo(x + s * 0.65, y - s * 0.05);
    ctx.lineTo(x - s * 0.05, y - s * 0.05);
    ctx.closePath();
    ctx.fill();
  } else if (kind === "horse") {
    ctx.moveTo(x - s * 0.6, y + s * 0.75);
    ctx.lineTo(x - s * 0.35, y - s * 0.2);
    ctx.lineTo(x - s * 0.1, y - s);
    ctx.lineTo(x + s * 0.15, y - s * 0.55);
    ctx.lineTo(x + s * 0.95, y - s * 0.15);
    ctx.lineTo(x + s * 0.75, y + s * 0.2);
    ctx.lineTo(x + s * 0.2, y + s * 0.05);
    ctx.lineTo(x + s * 0.55, y + s * 0.75);
    ctx.closePath();
    ctx.fill();
  }
  ctx.restore();
}

/**
 * The standard piece: a domed token in its owner's colour and shape, centred
 * on (x, y) in a square of side `cell`, with a glyph on it.
 *   glyph: {picture?: layers (js/board/picture.js), the figure on it,
 *           main?: text instead (games without pictures), badge?: text (a
 *           small disc bottom right: a rank, a stack's height),
 *           emblem?: one of drawEmblem's kinds (above the text)}
 *   trappedBadge: the badge turns grey when piece.trapped (Dou Shou Qi).
 * Read from the piece: owner, height (a stack peeks out below), passive
 * (greyed, the owner's colour only as an outline), trapped, marker (a gold dot).
 */
export function drawToken(ctx, x, y, cell, piece, view, glyph, { trappedBadge = false } = {}) {
  const own = ownerColours(view, piece.owner);
  const colours = piece.passive ? { fill: "#b4afa6", dark: own.dark, light: "#d8d4cc", ink: "#3b3b3b" } : own;
  const shape = SHAPES[piece.owner % SHAPES.length] || "circle";
  const r = cell * 0.4;
  const height = Math.max(1, Math.min(6, piece.height || 1));
  // Stacks: the pieces underneath peek out below.
  for (let i = height - 1; i >= 1; i--) {
    shapePath(ctx, shape, x, y + i * cell * 0.05, r);
    ctx.fillStyle = colours.dark;
    ctx.fill();
  }
  // Shadow.
  shapePath(ctx, shape, x, y + cell * 0.035, r);
  ctx.fillStyle = "rgba(0, 0, 0, 0.28)";
  ctx.fill();
  // Body: a soft dome.
  shapePath(ctx, shape, x, y, r);
  const g = ctx.createRadialGradient(x - r * 0.35, y - r * 0.45, r * 0.1, x, y, r * 1.1);
  g.addColorStop(0, colours.light);
  g.addColorStop(0.55, colours.fill);
  g.addColorStop(1, colours.dark);
  ctx.fillStyle = g;
  ctx.fill();
  ctx.lineWidth = Math.max(1.5, cell * 0.035);
  ctx.strokeStyle = colours.dark;
  ctx.stroke();
  // Inner ring: a second marking beside the outline's shape.
  shapePath(ctx, shape, x, y, r * 0.8);
  ctx.lineWidth = Math.max(1, cell * 0.02);
  ctx.strokeStyle = "rgba(255, 255, 255, 0.45)";
  ctx.stroke();

  if (glyph.picture) {
    drawPicture(ctx, glyph.picture, x - (glyph.badge ? r * 0.08 : 0), y - (glyph.badge ? r * 0.06 : 0),
      r * 1.75, { ink: colours.ink, cut: colours.fill, edge: colours.dark });
  }
  ctx.fillStyle = colours.ink;
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.font = `700 ${Math.round(r * 1.05)}px ${FONT}`;
  ctx.shadowColor = "rgba(0,0,0,0.35)";
  ctx.shadowBlur = cell * 0.03;
  if (glyph.picture) {
    // The picture is the piece's face: no text on it.
  } else if (glyph.emblem) {
    drawEmblem(ctx, glyph.emblem, x, y - r * 0.52, r * 0.34, colours.ink);
    ctx.font = `700 ${Math.round(r * 0.9)}px ${FONT}`;
    ctx.fillText(glyph.main, x, y + r * 0.2);
  } else {
    ctx.fillText(glyph.main ?? "", x - (glyph.badge ? r * 0.1 : 0), y + r * 0.05);
  }
  ctx.shadowBlur = 0;
  ctx.shadowColor = "transparent";
  if (glyph.badge) {
    const bx = x + r * 0.62;
    const by = y + r * 0.6;
    const br = r * 0.38;
    ctx.beginPath();
    ctx.arc(bx, by, br, 0, Math.PI * 2);
    const trapped = trappedBadge && piece.trapped;
    ctx.fillStyle = trapped ? "#5a5a5a" : "#fffaf0";
    ctx.fill();
    ctx.lineWidth = Math.max(1, cell * 0.025);
    ctx.strokeStyle = colours.dark;
    ctx.stroke();
    ctx.fillStyle = trapped ? "#ffffff" : colours.dark;
    ctx.font = `800 ${Math.round(br * 1.35)}px ${FONT}`;
    ctx.fillText(glyph.badge, bx, by + br * 0.06);
  }
  if (piece.marker) {
    ctx.beginPath();
    ctx.arc(x - r * 0.7, y - r * 0.7, r * 0.2, 0, Math.PI * 2);
    ctx.fillStyle = "#ffd23f";
    ctx.fill();
    ctx.strokeStyle = "#5b4500";
    ctx.stroke();
  }
}
