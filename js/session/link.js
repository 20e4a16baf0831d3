// A text in a link's fragment: a record (#game=..., js/app/share.js; the
// board editor makes such links, js/editor/) or a game by links
// (#friend=..., js/app/friend.js).  "z" then the text compressed
// (deflate-raw), or "t" then the text as it is (a browser without
// CompressionStream), in base64url.

const MAX_PAYLOAD = 200_000;        // characters of a fragment we try to read
const MAX_TEXT = 1_000_000;         // bytes of the text, as for an imported file

/** The fragment's payload for a record (after "#game="). */
export async function packRecord(record) {
  const bytes = new TextEncoder().encode(record);
  if (typeof CompressionStream !== "function") return "t" + toBase64Url(bytes);
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream("deflate-raw"));
  return "z" + toBase64Url(new Uint8Array(await new Response(stream).arrayBuffer()));
}

function toBase64Url(bytes) {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The text of a fragment's payload, or null if it is none. */
export async function unpackText(payload) {
  if (typeof payload !== "string" || payload.length < 2 || payload.length > MAX_PAYLOAD ||
      !/^[zt][A-Za-z0-9_-]+$/.test(payload)) return null;
  try {
    const binary = atob(payload.slice(1).replace(/-/g, "+").replace(/_/g, "/"));
    let bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    if (payload[0] === "z") bytes = await inflate(bytes);
    if (bytes === null || bytes.length > MAX_TEXT) return null;
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** Inflate, stopping at MAX_TEXT bytes (a tiny link must not fill the memory). */
async function inflate(bytes) {
  const reader = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate-raw")).getReader();
  const parts = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > MAX_TEXT) {
      reader.cancel().catch(() => {});
      return null;
    }
    parts.push(value);
  }
  return new Uint8Array(await new Blob(parts).arrayBuffer());
}
