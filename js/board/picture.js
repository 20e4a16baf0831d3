// How a piece's picture is painted.  A picture is a list of layers, authored
// as SVG path data in a 100×100 box (the drawings themselves are each game's,
// in js/games/<game>/pictures.js: Shuuro's has the Rook, Dou Shou Qi's the Lion).
// Each layer is [paint, d] or [paint, d, width]:
//   "ink"   the figure: filled in the token's ink colour, edged in its dark colour
//   "cut"   details cut into the figure (eyes, slits): filled in the token's colour
//   "line"  a detail stroked in the token's colour, `width` box units wide
//   "whisker" a stroke in the ink colour (lines reaching past the figure)
// The board paints them on its canvas with Path2D (drawPicture); the legend
// puts the same path data in inline <svg> (pictureSvg).

const paths = new Map();       // d -> its Path2D, made once

function path2d(d) {
  let p = paths.get(d);
  if (!p) {
    p = new Path2D(d);
    paths.set(d, p);
  }
  return p;
}

/**
 * Paints `picture` centred on (x, y) in a square of side `size` (CSS px).
 * colours: {ink (the figure), cut (the token under it), edge (its outline)}.
 */
export function drawPicture(ctx, picture, x, y, size, colours) {
  const k = size / 100;
  ctx.save();
  ctx.translate(x - size / 2, y - size / 2);
  ctx.scale(k, k);
  ctx.lineJoin = "round";
  ctx.lineCap = "round";
  for (const [paint, d, width] of picture) {
    const p = path2d(d);
    if (paint === "ink") {
      ctx.lineWidth = Math.max(1.2 / k, 3.5);      // at least a pixel and a bit, at any size
      ctx.strokeStyle = colours.edge;
      ctx.stroke(p);
      ctx.fillStyle = colours.ink;
      ctx.fill(p);
    } else if (paint === "cut") {
      ctx.fillStyle = colours.cut;
      ctx.fill(p);
    } else {
      ctx.lineWidth = width || 3;
      ctx.strokeStyle = paint === "whisker" ? colours.ink : colours.cut;
      ctx.stroke(p);
    }
  }
  ctx.restore();
}

/** The same picture as SVG elements (a string) inside a 100×100 box. */
export function pictureElements(picture, colours) {
  return picture.map(([paint, d, width]) => {
    if (paint === "ink") {
      return `<path d="${d}" fill="${colours.ink}" stroke="${colours.edge}" stroke-width="3.5" stroke-linejoin="round" paint-order="stroke"/>`;
    }
    if (paint === "cut") return `<path d="${d}" fill="${colours.cut}"/>`;
    const stroke = paint === "whisker" ? colours.ink : colours.cut;
    return `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width || 3}" stroke-linecap="round" stroke-linejoin="round"/>`;
  }).join("");
}

// ------------------------------------------------------- path data helpers

/** A circle as path data. */
export function circle(cx, cy, r) {
  return `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0Z`;
}

/** An ellipse as path data. */
export function ellipse(cx, cy, rx, ry) {
  return `M${cx - rx} ${cy}a${rx} ${ry} 0 1 0 ${2 * rx} 0a${rx} ${ry} 0 1 0 ${-2 * rx} 0Z`;
}

/** A ring of `n` points around (cx, cy) between radii `inner` and `outer` (a mane, a sun). */
export function spikes(cx, cy, outer, inner, n) {
  let d = "";
  for (let i = 0; i < 2 * n; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / n;
    const r = i % 2 ? inner : outer;
    d += `${i ? "L" : "M"}${(cx + r * Math.cos(a)).toFixed(1)} ${(cy + r * Math.sin(a)).toFixed(1)}`;
  }
  return d + "Z";
}

/** The same path data, mirrored left to right in the 100×100 box. */
export function mirror(d) {
  // Only absolute commands with x,y pairs (M, L, C, Q, H) are mirrored.
  return d.replace(/([MLCQ])([^MLCQHVAZa-z]*)/g, (all, cmd, args) => {
    const nums = args.trim().split(/[\s,]+/).filter(Boolean).map(Number);
    return cmd + nums.map((v, i) => (i % 2 === 0 ? 100 - v : v)).join(" ") + " ";
  }).replace(/H\s*([\d.]+)/g, (all, x) => `H${100 - Number(x)} `);
}

/** The legend's entries of a game whose pieces are told apart by kind alone
 *  (js/games/<game>/legend.js): one entry per kind, in `kinds` order, with
 *  its picture, and the entry of a piece on the board is its kind. */
export function legendByKind(kinds, byKind, pictures) {
  return {
    entries: kinds.map((kind) => ({ key: kind, kind, picture: pictures[byKind[kind]] })),
    entryOf: (piece) => piece.kind,
  };
}
