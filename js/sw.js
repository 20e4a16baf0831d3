// Service worker template: build.py writes dist/sw.js from it, filling in the
// content hash of the site and the list of its files (relative to this file).
// The site then works offline after its first visit.

const VERSION = /*@VERSION@*/"dev";
const FILES = /*@FILES@*/[];

// Everything is relative to where this worker lives, so the site works from
// any sub-path of a static host; the scope path also keeps two copies of the
// site on one origin from deleting each other's caches.
const BASE = new URL("./", self.location.href);
const PREFIX = `boardgames:${BASE.pathname}:`;
const CACHE = PREFIX + VERSION;
const PRECACHED = new Set(FILES.map((name) => new URL(name, BASE).href));

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    // cache: "no-cache" asks the host whether the HTTP cache's copy is still
    // the file: no stale file of an older version ends up under the new cache
    // name, and what the page has just downloaded (Pyodide, 8 MB) costs a
    // round trip, not a second download.
    await cache.addAll([...PRECACHED].map((url) => new Request(url, { cache: "no-cache" })));
    await self.skipWaiting();
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    const names = await caches.keys();
    await Promise.all(names
      .filter((name) => name.startsWith(PREFIX) && name !== CACHE)
      .map((name) => caches.delete(name)));
    await self.clients.claim();
  })());
});

// The precached URL a request stands for, or null: query and fragment are
// dropped (index.html?game=x is index.html), a folder means its index.html.
function precachedKey(request) {
  const url = new URL(request.url);
  if (url.origin !== BASE.origin) return null;
  url.search = "";
  url.hash = "";
  if (url.pathname.endsWith("/")) url.pathname += "index.html";
  return PRECACHED.has(url.href) ? url.href : null;
}

// Opened once per worker, not once per request: a returning player's page
// asks for some fifty files before its board shows.
let opened = null;

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const key = precachedKey(request);
  if (key === null) return; // not ours: the browser goes to the network as usual
  event.respondWith((async () => {
    opened ??= caches.open(CACHE);
    const cache = await opened;
    const hit = await cache.match(key);
    // A response that came through a redirect may not answer a navigation.
    if (hit) return hit.redirected ? new Response(hit.body, hit) : hit;
    const response = await fetch(request);
    // Opened again: the cache kept open may have been deleted since.
    const current = await (opened = caches.open(CACHE));
    if (response.ok && new URL(request.url).search === "") {
      current.put(key, response.clone()).catch(() => {});
    }
    // A page missing from the cache means the cache was lost while this
    // worker stayed registered (a browser that keeps a site's data in
    // memory only, as WebKit's private windows do, drops it when the
    // site's last page goes): fetch what is missing, so that the next
    // visit works offline again.
    if (request.mode === "navigate" && response.ok) event.waitUntil(refill(current));
    return response;
  })());
});

let refilling = null;

async function refill(cache) {
  refilling ??= (async () => {
    const have = new Set((await cache.keys()).map((request) => request.url));
    const missing = [...PRECACHED].filter((url) => !have.has(url));
    await cache.addAll(missing.map((url) => new Request(url, { cache: "no-cache" })));
  })().catch(() => {}).finally(() => { refilling = null; });
  return refilling;
}
