// The rules engine: a module Web Worker running the boardgames package under
// Pyodide.  Started by js/engine.js, one per page.
//
// Messages out:  {type: "progress", stage, fraction}   stage: pyodide | micropip | boardgames | ready
//                {type: "ready", version, timings}    timings.path: "snapshot" | "micropip"
//                {type: "fatal", message}            the engine cannot go on (boot failed, Pyodide broke)
//                {type: "pong"}                      the answer to a ping
//                {id, answer}                         the answer of the request with this id
// Messages in:   {id, request}                        request: the API dict, e.g. {op: "new", game}
//                {ping: true}                         "are you there?" (js/engine.js's watchdog)
//                {crash: true}                        throw an uncaught error (the tests' way to kill it)
//                {importModule: name}                 import a module (the tests' way to reach the
//                                                     standard library's second archive,
//                                                     py/stdlib_rest.py); answered
//                                                     {type: "imported", name, error: null | why}
// Requests that arrive before Pyodide is ready wait in a queue.

const SITE = new URL("../", import.meta.url);
const INDEX_URL = new URL("pyodide/", SITE).href;

let handleJson = null; // boardgames.api.handle_json, once ready
let interpreter = null; // Pyodide, once booted
let failure = null; // why the engine cannot go on (its boot failed, Pyodide broke)
const queue = [];

function progress(stage, fraction) {
  self.postMessage({ type: "progress", stage, fraction });
}

/** Answer one request; a fault of Pyodide itself (out of memory, ...) is fatal. */
function respond({ id, request }) {
  if (failure !== null) {
    const error = { code: "engine", message: failure, params: { why: "engine", detail: failure } };
    self.postMessage({ id, answer: { ok: false, error } });
    return;
  }
  let answer;
  try {
    // handle_json never raises for a bad request: an exception is a crash of the engine.
    answer = JSON.parse(handleJson(JSON.stringify(request)));
  } catch (error) {
    failure = String(error && error.message || error);
    self.postMessage({ type: "fatal", message: failure });
    return;
  }
  self.postMessage({ id, answer });
}

self.onmessage = (event) => {
  const message = event.data || {};
  if (message.ping) {
    self.postMessage({ type: "pong" });
  } else if (message.crash) {
    setTimeout(() => { throw new Error("the worker was told to crash"); });
  } else if (message.importModule !== undefined) {
    let error = null;
    try {
      if (interpreter === null) throw new Error("the engine is not booted");
      interpreter.pyimport(String(message.importModule));
    } catch (e) {
      error = String(e && e.message || e);
    }
    self.postMessage({ type: "imported", name: message.importModule, error });
  } else if (handleJson === null && failure === null) {
    queue.push(message);
  } else {
    respond(message);
  }
};


// The memory snapshot made by the build (build_boot.py): Pyodide's heap
// with our package installed by micropip and imported (after a header of
// Pyodide's).  The file holds its stretches that are not all zeros (about
// half of its 30 MB), gzipped, under a name no host serves with a
// Content-Encoding of its own; build.json names it (or null: the build made
// none), says the snapshot's size and where each stretch goes
// (snapshot_runs: [start, length], in the file's order).
let snapshotReady = null;     // when its bytes were there (ms since the worker was created)

/** The URL of a file of the site that changes with each build, asked for as
 *  this very version's (?v=): a browser without our service worker never
 *  pairs an older copy, kept in its HTTP cache, with newer files (the
 *  service worker drops the query, and answers from its own version). */
function ofThisVersion(path, { version }) {
  return new URL(`${path}?v=${version}`, SITE).href;
}

/** build.json's runs of the snapshot, checked: in order, inside its size (a
 *  build.json without them had the whole snapshot in the file). */
function snapshotRuns({ snapshot_size: size, snapshot_runs: runs = [[0, size]] }) {
  if (!(Number.isSafeInteger(size) && size > 0)) throw new Error("build.json's snapshot_size is no size");
  if (!Array.isArray(runs)) throw new Error("build.json's snapshot_runs are no list");
  let end = 0;
  for (const run of runs) {
    const [start, length] = Array.isArray(run) ? run : [];
    if (!(Number.isSafeInteger(start) && Number.isSafeInteger(length) && start >= end && length >= 0
          && start + length <= size)) {
      throw new Error("build.json's snapshot_runs do not fit its snapshot_size");
    }
    end = start + length;
  }
  return runs;
}

/** The snapshot's answer, once its headers are in: rejects when it cannot be
 *  had (missing, refused) or placed (runs that do not fit), before Pyodide is
 *  started on it, which would then ask for its own files twice. */
async function openSnapshot(info) {
  const runs = snapshotRuns(info);       // before asking for a file that could not be placed
  const url = ofThisVersion(info.snapshot, info);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return { response, runs, size: info.snapshot_size };
}

/** The snapshot's bytes, inflated as they come down (while Pyodide's own
 *  files come down beside them); rejects when the file is cut short or is
 *  larger than build.json says. */
async function readSnapshot({ response, runs, size }) {
  const bytes = new Uint8Array(size);   // zeros but where the runs go
  let run = -1, at = 0, left = 0;       // where the next byte goes, and how many more there
  // Inflated straight into place: no chunks to join.
  const reader = response.body.pipeThrough(new DecompressionStream("gzip")).getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      for (let taken = 0; taken < value.length;) {
        while (left === 0) {
          if (++run === runs.length) throw new Error("the memory snapshot is larger than build.json says");
          [at, left] = runs[run];
        }
        const n = Math.min(left, value.length - taken);
        bytes.set(value.subarray(taken, taken + n), at);
        taken += n;
        at += n;
        left -= n;
      }
    }
  } catch (error) {
    reader.cancel().catch(() => {});    // the rest of the download is of no use
    throw error;
  }
  if (left !== 0 || runs.slice(run + 1).some(([, length]) => length > 0)) {
    throw new Error("the memory snapshot is shorter than build.json says");
  }
  snapshotReady = performance.now();
  return bytes;
}

// Everything the boot needs is asked for at once, as this module starts: on a
// page that loads its own modules meanwhile, each request in a chain waits
// its turn again (six connections to a host over HTTP/1.1).  Pyodide's
// runtime (pyodide.asm.mjs, 1.2 MB of JavaScript) is imported here too, beside
// pyodide.mjs, which would only ask for it once loaded itself: loadPyodide's
// own import then finds it in the module map.
const asked = performance.now();    // when the runtime was asked for (below)
const pyodideModule = import("../pyodide/pyodide.mjs");
const runtimeModule = import("../pyodide/pyodide.asm.mjs");
let runtimeReady = null;
runtimeModule.then(() => { runtimeReady = performance.now(); }, () => {});   // loadPyodide says why
const buildInfo = fetch(new URL("build.json", SITE), { cache: "no-cache" }).then((r) => {
  if (!r.ok) throw new Error(`build.json: HTTP ${r.status}`);
  return r.json();
});
buildInfo.catch(() => {});          // awaited in boot()
// Our wheel, which micropip installs when the engine boots without the
// snapshot: unless the service worker keeps the snapshot (or the host's
// timings are blank, below), it is asked for at once as well, since its
// download is how the link is judged (below), and on a link too slow for
// the snapshot it is the file the boot needs next.  (On a fast one it costs
// that link a few milliseconds.)
let wheel = null;                   // its download, once asked for
let wheelCame;                      // what it gave, once it has (null: it failed)
function askForWheel(info) {
  if (wheel === null) {
    wheel = fetchTimed(ofThisVersion(info.wheels.boardgames, info));
    wheel.then((came) => { wheelCame = came; }, () => { wheelCame = null; });
  }
  return wheel;
}
// The link as it was judged: bytes a ms and ms to the first byte, each null
// when not measured; null when it was not judged (app.engine.timings.link).
let linkJudged = null;
const snapshotWanted = worthDownloading();

// Booting from the snapshot saves the ~0.6 s micropip takes to install and
// import our package (more on a slow phone), but it is a download of its own
// (5.1 MB): on a slow link, a first visit that cannot find it in a cache is
// ready sooner without it (bench/boot.py --mbps 10: ready after 10.1 s against 13.0 s),
// and the service worker keeps it for the next visits.
const MICROPIP_COST_MS = 600;
// The link is judged by our wheel (240 KB), asked for with Pyodide's runtime:
// its bytes over the time they took to arrive.  Not by the runtime itself
// (1.2 MB of JavaScript): the browser reads that one only as fast as it
// parses it, so on a busy machine of two cores it came in at 3 MB/s on the
// loopback, and a first visit there took the micropip way (ready 1.5x the
// bare Pyodide page's time, against 1.0x from the snapshot).  Pyodide's own
// big downloads (its WebAssembly and standard library, 8 MB) start once the
// choice is made; until then the link is busy with the runtime and the wheel,
// which either way are needed.  A wheel still missing after this long says
// the link is slow (or the host stalled).
const LINK_LATE_MS = 1000;
// ... unless the host is near (below): named as this machine (build.py's
// server) or its own network (a copy served in a classroom), or answering
// within this (its first byte after the request), which no link of a phone,
// or of the Internet beyond a town, does.
const NEAR_HOST_MS = 15;
const LOCAL_HOST = /^(localhost|127(\.\d+){3}|\[::1\]|10(\.\d+){3}|192\.168(\.\d+){2}|172\.(1[6-9]|2\d|3[01])(\.\d+){2}|[^.]+\.local)$/i;
const SLOW_LINK_RATE = 1500;        // bytes a ms: 12 Mbit/s, a little above the 10 of issue 37

/** A file's resource timing once it is all in, or null. */
function timingOf(url) {
  return performance.getEntriesByName(url, "resource").find((e) => e.responseEnd > 0) || null;
}

/** The ms from a request to its first byte, as its resource timing tells it
 *  (null when it does not: another origin's file, a cache's answer). */
function latencyOf(entry) {
  if (!entry || !(entry.requestStart > 0) || entry.responseStart < entry.requestStart) return null;
  return entry.responseStart - entry.requestStart;
}

/** A file's bytes, with how fast they came (bytes a ms: the resource timing's,
 *  else the time from its headers to its last byte; null when a cache
 *  answered, which says nothing of the link). */
async function fetchTimed(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const headers = performance.now();
  const bytes = new Uint8Array(await response.arrayBuffer());
  const end = performance.now();
  const entry = timingOf(url);
  let rate = bytes.length / Math.max(1, end - headers);
  if (entry) {
    rate = entry.transferSize === 0 || !entry.encodedBodySize ? null
      : entry.encodedBodySize / Math.max(1, entry.responseEnd - entry.responseStart);
  }
  return { bytes, rate, latency: latencyOf(entry), end: entry?.responseEnd ?? end };
}

/** Whether to boot from the snapshot: yes when the service worker's cache
 *  has it, or when the link is fast enough that its download costs less
 *  time than micropip; no when the browser is asked to save data. */
async function worthDownloading() {
  const info = await buildInfo;
  if (!info.snapshot) return false;
  const url = ofThisVersion(info.snapshot, info);
  try {
    if (await caches.match(url, { ignoreSearch: true })) return true;
  } catch { /* no Cache Storage here (another origin's page, a private window) */ }
  if (self.navigator?.connection?.saveData) {
    askForWheel(info);                              // micropip installs it
    return false;
  }
  if (!info.snapshot_bytes) return true;            // an older build.json: as before
  // A host on another origin that does not say how its files came (no
  // Timing-Allow-Origin: an embed on a rules site) leaves their timings
  // blank, as build.json's shows: the wheel's would tell nothing either, and
  // it would be downloaded for nothing (240 KB).  The snapshot, as before.
  const infoTiming = timingOf(new URL("build.json", SITE).href);
  if (infoTiming && latencyOf(infoTiming) === null) {
    linkJudged = { rate: null, latency: null };
    return true;
  }
  const download = askForWheel(info);
  const deadline = asked + LINK_LATE_MS;
  const late = new Promise((resolve) => setTimeout(() => resolve("late"), deadline - performance.now()));
  let came = await Promise.race([download.catch(() => null), late]);
  if (came === "late") {
    // A thread busy meanwhile (compiling Pyodide's runtime) runs the timer
    // late too: a wheel that came in time, and waits to be told, counts.
    await new Promise((resolve) => setTimeout(resolve, 0));
    came = wheelCame;
    if (came === undefined || (came && came.end > deadline)) return false;
  }
  // How near the host is: the sooner of its two answers, build.json's and
  // the wheel's (a busy host kept one waiting 18-26 ms).
  const latencies = [came?.latency, latencyOf(infoTiming)]
    .filter((ms) => ms != null);
  const latency = latencies.length ? Math.min(...latencies) : null;
  linkJudged = { rate: came?.rate ?? null, latency };
  if (!came || came.rate === null) return true;     // measured nothing
  // A near host: named as this machine or its own network, or answering as
  // soon as one.  There the wheel came as fast as the machine could take it
  // (1 to 30 MB/s on that busy loopback), and so will the snapshot, beside
  // Pyodide's own files, while micropip would cost that busy machine more
  // than 0.6 s (1.5 s there).  Unless even so it came slower than a slow link.
  const near = LOCAL_HOST.test(SITE.hostname) || (latency !== null && latency < NEAR_HOST_MS);
  if (near && came.rate >= SLOW_LINK_RATE) return true;
  return info.snapshot_bytes / came.rate < MICROPIP_COST_MS;
}

// Pyodide's standard library comes in two archives (build.py, split_stdlib):
// python_stdlib.zip holds what the engine imports, the one a boot downloads
// (1 MB instead of 4.5); build.json's stdlib_rest names the others' modules
// and the archive that holds them, which py/stdlib_rest.py (a module of the
// first archive) fetches the first time one of them is imported: never, if
// the build saw every import right.  An import cannot wait for a promise: the
// request is synchronous, which a worker may make; offline, the service
// worker answers it.

/** Lets the interpreter find the standard library's modules that are not in
 *  its own archive. */
function findRestOfStdlib(pyodide, info) {
  const rest = info.stdlib_rest;
  if (!rest) return;                    // an older build: the whole library is in the first
  const url = ofThisVersion(rest.archive, info);
  const fetch = () => {
    const request = new XMLHttpRequest();
    request.open("GET", url, false);
    request.responseType = "arraybuffer";
    request.send();
    if (request.status !== 200) throw new Error(`${url}: HTTP ${request.status}`);
    return new Uint8Array(request.response);
  };
  const module = pyodide.pyimport("stdlib_rest");
  try {
    module.install(rest.modules.join(" "), fetch).destroy();
  } finally {
    module.destroy();
  }
}

async function boot() {
  progress("pyodide", 0);
  const started = performance.now();
  // The bar moves while Pyodide loads (it reports nothing itself); it never
  // passes 0.7 before the runtime is really there.
  const ticker = setInterval(() => {
    progress("pyodide", 0.7 * (1 - Math.exp(-(performance.now() - started) / 1500)));
  }, 100);

  const { loadPyodide } = await pyodideModule;
  let timings = null;
  try {
    const why = (error) => String(error && error.message || error);
    // The snapshot's answer, or null: none built or not worth the link
    // (snapshotWanted says both), or not
    // to be had (missing, refused, runs that do not fit: then Pyodide is not
    // even started on it, which would ask for its files twice).
    const info = await buildInfo;
    const opened = await snapshotWanted ? await openSnapshot(info).catch((error) => {
      console.info("booting without the memory snapshot:", why(error));
      return null;
    }) : null;
    if (opened !== null) {
      try {
        // The fast path: the interpreter as the build left it, package
        // imported.  Pyodide's own files come down while the snapshot does:
        // it waits for the snapshot's bytes only once its runtime is in.
        // (A snapshot cut short or unreadable fails this boot, and the one
        // by micropip finds those files in the HTTP cache.)
        const bytes = readSnapshot(opened);
        bytes.catch(() => {});        // loadPyodide says why
        const pyodide = await loadPyodide({ indexURL: INDEX_URL, _loadSnapshot: bytes });
        timings = { path: "snapshot", snapshot: snapshotReady, pyodide: performance.now() };
        findRestOfStdlib(pyodide, info);
        interpreter = pyodide;
        // The snapshot froze `random`'s state: every boot would draw the same.
        pyodide.runPython("import random; random.seed()");
        handleJson = pyodide.pyimport("boardgames.api").handle_json;
      } catch (error) {
        // Refused (another Pyodide build), cut short, unreadable: install as without one.
        console.info("booting without the memory snapshot:", why(error));
        timings = null;
      }
    }
    timings ??= await bootWithMicropip(buildInfo);
  } finally {
    clearInterval(ticker);
  }
  timings.runtime = runtimeReady;
  timings.link = linkJudged;
  timings.boardgames = performance.now();
  timings.start = started;            // when boot() began
  timings.origin = performance.timeOrigin;
  progress("ready", 1);
  // timings: milliseconds since the worker was created, at the end of each stage.
  self.postMessage({ type: "ready", version: (await buildInfo).version, timings });
}

/** The path without a snapshot: Pyodide boots, micropip installs our wheel. */
async function bootWithMicropip(buildInfo) {
  const { loadPyodide } = await pyodideModule;
  const pyodidePromise = loadPyodide({ indexURL: INDEX_URL });
  // Both wheels come down while Pyodide boots (ours was asked for already,
  // unless the service worker keeps the snapshot).  Ours is handed to
  // micropip from memory.
  const info = await buildInfo;
  askForWheel(info).catch(() => {});  // awaited below; no unhandled rejection meanwhile
  const micropipUrl = new URL(info.wheels.micropip, SITE).href;
  const micropipWheel = fetchTimed(micropipUrl);
  micropipWheel.catch(() => {});

  const pyodide = await pyodidePromise;
  const timings = { path: "micropip", pyodide: performance.now() };
  findRestOfStdlib(pyodide, info);
  interpreter = pyodide;
  progress("micropip", 0.75);
  // micropip itself is unpacked straight into site-packages: the npm package
  // ships no wheels, and its lock file's hash for micropip is not PyPI's.
  pyodide.unpackArchive((await micropipWheel).bytes, "wheel");

  timings.micropip = performance.now();
  progress("boardgames", 0.85);
  const wheelName = info.wheels.boardgames.slice(info.wheels.boardgames.lastIndexOf("/") + 1);
  const wheelPath = `/tmp/wheels/${wheelName}`;
  pyodide.FS.mkdirTree("/tmp/wheels");
  pyodide.FS.writeFile(wheelPath, (await askForWheel(info)).bytes);
  pyodide.runPython("import micropip");
  timings.micropipImport = performance.now();
  await pyodide.runPythonAsync(
    `await micropip.install(${JSON.stringify("emfs:" + wheelPath)}, deps=False)`);
  timings.install = performance.now();
  progress("boardgames", 0.95);
  handleJson = pyodide.pyimport("boardgames.api").handle_json;
  return timings;
}

boot().then(
  () => { for (const message of queue.splice(0)) respond(message); },
  (error) => {
    failure = String(error && error.message || error);
    self.postMessage({ type: "fatal", message: failure });
    for (const message of queue.splice(0)) respond(message);
  },
);
