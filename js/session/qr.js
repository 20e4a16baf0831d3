// A QR code of a text (a link), drawn as SVG: how a phone in the same room
// takes a game by links from the screen (js/app/friend.js).  Written from
// the QR code standard (ISO/IEC 18004): byte mode, error correction level M
// while the code stays small enough to scan, else L; the version (size) the
// smallest that holds the text; the mask of the lowest penalty.

// Error correction codewords per block and blocks, by version 1..40.
const EC = {
  L: { bits: 1,
    perBlock: [7, 10, 15, 20, 26, 18, 20, 24, 30, 18, 20, 24, 26, 30, 22, 24, 28, 30, 28, 28, 28, 28, 30, 30, 26, 28,
      30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30],
    blocks: [1, 1, 1, 1, 1, 2, 2, 2, 2, 4, 4, 4, 4, 4, 6, 6, 6, 6, 7, 8, 8, 9, 9, 10, 12, 12, 12, 13, 14, 15, 16, 17,
      18, 19, 19, 20, 21, 22, 24, 25] },
  M: { bits: 0,
    perBlock: [10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26, 26, 28, 28, 28, 28, 28,
      28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28],
    blocks: [1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16, 17, 17, 18, 20, 21, 23, 25, 26, 28, 29,
      31, 33, 35, 37, 38, 40, 43, 45, 47, 49] },
};
const M_UP_TO = 20;         // versions past this use L: fewer, larger modules

/** The modules of a QR code of `text`: {size, dark(x, y)}, or null when it is too long. */
export function qrMatrix(text) {
  const bytes = new TextEncoder().encode(text);
  for (const [level, last] of [["M", M_UP_TO], ["L", 40]]) {
    for (let version = 1; version <= last; version++) {
      const needed = 4 + (version < 10 ? 8 : 16) + bytes.length * 8;
      if (needed <= dataCodewords(version, level) * 8) return build(bytes, version, level);
    }
  }
  return null;
}

/** The SVG of `text`'s QR code (a quiet zone of four modules), or null. */
export function qrSvg(text) {
  const qr = qrMatrix(text);
  if (!qr) return null;
  const side = qr.size + 8;
  let path = "";
  for (let y = 0; y < qr.size; y++) {
    for (let x = 0; x < qr.size; x++) if (qr.dark(x, y)) path += `M${x + 4} ${y + 4}h1v1h-1z`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" shape-rendering="crispEdges" ` +
    `data-size="${qr.size}" role="img"><rect width="${side}" height="${side}" fill="#fff"/>` +
    `<path fill="#000" d="${path}"/></svg>`;
}

// ---------------------------------------------------------------- sizes

function rawModules(version) {
  let n = (16 * version + 128) * version + 64;
  if (version >= 2) {
    const align = Math.floor(version / 7) + 2;
    n -= (25 * align - 10) * align - 55;
    if (version >= 7) n -= 36;
  }
  return n;
}

function dataCodewords(version, level) {
  const ec = EC[level];
  return Math.floor(rawModules(version) / 8) - ec.perBlock[version - 1] * ec.blocks[version - 1];
}

function alignmentPositions(version) {
  if (version === 1) return [];
  const count = Math.floor(version / 7) + 2;
  const size = version * 4 + 17;
  const step = version === 32 ? 26 : Math.ceil((version * 4 + 4) / (count * 2 - 2)) * 2;
  const out = [6];
  for (let pos = size - 7; out.length < count; pos -= step) out.splice(1, 0, pos);
  return out;
}

// ---------------------------------------------------------------- Reed-Solomon over GF(256)

function gfMul(a, b) {
  let r = 0;
  for (let i = 7; i >= 0; i--) {
    r = (r << 1) ^ ((r >>> 7) * 0x11d);
    r ^= ((b >>> i) & 1) * a;
  }
  return r & 0xff;
}

function divisor(degree) {
  const poly = new Array(degree).fill(0);
  poly[degree - 1] = 1;
  let root = 1;
  for (let i = 0; i < degree; i++) {
    for (let j = 0; j < degree; j++) {
      poly[j] = gfMul(poly[j], root);
      if (j + 1 < degree) poly[j] ^= poly[j + 1];
    }
    root = gfMul(root, 2);
  }
  return poly;
}

function remainder(data, div) {
  const out = new Array(div.length).fill(0);
  for (const b of data) {
    const factor = b ^ out.shift();
    out.push(0);
    div.forEach((coef, i) => { out[i] ^= gfMul(coef, factor); });
  }
  return out;
}

// ---------------------------------------------------------------- the codewords

function codewords(bytes, version, level) {
  const bits = [];
  const put = (value, length) => { for (let i = length - 1; i >= 0; i--) bits.push((value >>> i) & 1); };
  put(0b0100, 4);
  put(bytes.length, version < 10 ? 8 : 16);
  bytes.forEach((b) => put(b, 8));
  const capacity = dataCodewords(version, level) * 8;
  put(0, Math.min(4, capacity - bits.length));
  put(0, (8 - bits.length % 8) % 8);
  for (let pad = 0xec; bits.length < capacity; pad ^= 0xec ^ 0x11) put(pad, 8);
  const data = [];
  for (let i = 0; i < bits.length; i += 8) data.push(bits.slice(i, i + 8).reduce((a, b) => (a << 1) | b, 0));

  const ec = EC[level];
  const blocks = ec.blocks[version - 1];
  const ecLen = ec.perBlock[version - 1];
  const raw = Math.floor(rawModules(version) / 8);
  const shortLen = Math.floor(raw / blocks);
  const shortBlocks = blocks - raw % blocks;
  const div = divisor(ecLen);
  const parts = [];
  for (let i = 0, k = 0; i < blocks; i++) {
    const len = shortLen - ecLen + (i < shortBlocks ? 0 : 1);
    const chunk = data.slice(k, k + len);
    k += len;
    parts.push({ data: chunk, ec: remainder(chunk, div) });
  }
  const out = [];
  const longest = shortLen - ecLen + 1;
  for (let i = 0; i < longest; i++) parts.forEach((p) => { if (i < p.data.length) out.push(p.data[i]); });
  for (let i = 0; i < ecLen; i++) parts.forEach((p) => out.push(p.ec[i]));
  return out;
}

// ---------------------------------------------------------------- the matrix

function build(bytes, version, level) {
  const size = version * 4 + 17;
  const dark = new Uint8Array(size * size);
  const fixed = new Uint8Array(size * size);
  const set = (x, y, on) => { dark[y * size + x] = on ? 1 : 0; fixed[y * size + x] = 1; };

  for (let i = 0; i < size; i++) { set(6, i, i % 2 === 0); set(i, 6, i % 2 === 0); }
  for (const [cx, cy] of [[3, 3], [size - 4, 3], [3, size - 4]]) {
    for (let dy = -4; dy <= 4; dy++) {
      for (let dx = -4; dx <= 4; dx++) {
        const x = cx + dx, y = cy + dy;
        if (x < 0 || y < 0 || x >= size || y >= size) continue;
        const d = Math.max(Math.abs(dx), Math.abs(dy));
        set(x, y, d !== 2 && d !== 4);
      }
    }
  }
  const align = alignmentPositions(version);
  for (const ax of align) {
    for (const ay of align) {
      if ((ax === 6 && ay === 6) || (ax === 6 && ay === size - 7) || (ax === size - 7 && ay === 6)) continue;
      for (let dy = -2; dy <= 2; dy++) {
        for (let dx = -2; dx <= 2; dx++) set(ax + dx, ay + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
      }
    }
  }
  formatBits(set, size, level, 0);        // reserved now, written with the mask chosen
  if (version >= 7) {
    let rem = version;
    for (let i = 0; i < 12; i++) rem = (rem << 1) ^ ((rem >>> 11) * 0x1f25);
    const bits = (version << 12) | rem;
    for (let i = 0; i < 18; i++) {
      const on = ((bits >>> i) & 1) === 1;
      const a = size - 11 + (i % 3), b = Math.floor(i / 3);
      set(a, b, on);
      set(b, a, on);
    }
  }

  const words = codewords(bytes, version, level);
  let i = 0;
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    for (let vert = 0; vert < size; vert++) {
      for (let j = 0; j < 2; j++) {
        const x = right - j;
        const y = ((right + 1) & 2) === 0 ? size - 1 - vert : vert;
        if (fixed[y * size + x] || i >= words.length * 8) continue;
        dark[y * size + x] = (words[i >>> 3] >>> (7 - (i & 7))) & 1;
        i++;
      }
    }
  }

  let best = null;
  for (let mask = 0; mask < 8; mask++) {
    const trial = dark.slice();
    applyMask(trial, fixed, size, mask);
    formatBits((x, y, on) => { trial[y * size + x] = on ? 1 : 0; }, size, level, mask);
    const score = penalty(trial, size);
    if (best === null || score < best.score) best = { score, modules: trial };
  }
  return { size, version, level, dark: (x, y) => best.modules[y * size + x] === 1 };
}

function formatBits(set, size, level, mask) {
  const data = (EC[level].bits << 3) | mask;
  let rem = data;
  for (let i = 0; i < 10; i++) rem = (rem << 1) ^ ((rem >>> 9) * 0x537);
  const bits = ((data << 10) | rem) ^ 0x5412;
  const bit = (i) => ((bits >>> i) & 1) === 1;
  for (let i = 0; i <= 5; i++) set(8, i, bit(i));
  set(8, 7, bit(6));
  set(8, 8, bit(7));
  set(7, 8, bit(8));
  for (let i = 9; i < 15; i++) set(14 - i, 8, bit(i));
  for (let i = 0; i < 8; i++) set(size - 1 - i, 8, bit(i));
  for (let i = 8; i < 15; i++) set(8, size - 15 + i, bit(i));
  set(8, size - 8, true);
}

const MASKS = [
  (x, y) => (x + y) % 2 === 0,
  (x, y) => y % 2 === 0,
  (x) => x % 3 === 0,
  (x, y) => (x + y) % 3 === 0,
  (x, y) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
  (x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
];

function applyMask(modules, fixed, size, mask) {
  const flip = MASKS[mask];
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) if (!fixed[y * size + x] && flip(x, y)) modules[y * size + x] ^= 1;
  }
}

/** The standard's penalty: runs, blocks, finder-like patterns, balance. */
function penalty(m, size) {
  let score = 0;
  const at = (x, y) => m[y * size + x];
  const finder = [1, 0, 1, 1, 1, 0, 1];
  for (let pass = 0; pass < 2; pass++) {
    for (let a = 0; a < size; a++) {
      const line = [];
      for (let b = 0; b < size; b++) line.push(pass === 0 ? at(b, a) : at(a, b));
      let run = 1;
      for (let b = 1; b <= size; b++) {
        if (b < size && line[b] === line[b - 1]) { run++; continue; }
        if (run >= 5) score += run - 2;
        run = 1;
      }
      for (let b = 0; b + 7 <= size; b++) {
        if (!finder.every((v, k) => line[b + k] === v)) continue;
        const lightBefore = b >= 4 && [1, 2, 3, 4].every((k) => line[b - k] === 0);
        const lightAfter = b + 11 <= size && [7, 8, 9, 10].every((k) => line[b + k] === 0);
        if (lightBefore || lightAfter) score += 40;
      }
    }
  }
  let darkCount = 0;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      darkCount += at(x, y);
      if (x + 1 < size && y + 1 < size) {
        const v = at(x, y);
        if (at(x + 1, y) === v && at(x, y + 1) === v && at(x + 1, y + 1) === v) score += 3;
      }
    }
  }
  score += Math.floor(Math.abs(darkCount * 20 - size * size * 10) / (size * size)) * 10;
  return score;
}
