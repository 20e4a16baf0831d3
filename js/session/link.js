// A record in a link's fragment (#game=...): the app opens it (js/app/share.js),
// and the board editor makes such links (js/editor/).  "z" then the record
// compressed (deflate-raw), or "t" then the record as it is (a browser
// without CompressionStream), in base64url.

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
