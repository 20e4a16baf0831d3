"""Browser figures for the app, printed as a table (not a test).

    python build.py build && python bench/browser.py [--runs 5]

* first board paint: the ``board-painted`` performance mark the app sets when
  the canvas first shows a board;
* engine ready: the ``engine-ready`` mark, set when ``<html data-engine="ready">``;
* the yardsticks: ``bench/bare.html``, a page that only runs ``loadPyodide()``
  in a module worker, measured in the same run, once on the Pyodide files of
  dist/ with the whole standard library the build precompiles (dist/ serves
  it split, the engine's modules and the rest) and once on Pyodide as npm
  ships it (``bare.html?stock``);
* cold = a fresh browser context (empty HTTP cache, no service worker);
  warm = the same page loaded again in that context;
* click-to-highlight: a pointer press on a piece until its targets are lit
  (handler time) and until the next animation frame, on Dou Shou Qi's start
  and on a 12x12 Shuuro position with 64 pieces;
"""

from __future__ import annotations

import argparse
import functools
import gzip
import http.server
import os
import statistics
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DIST = ROOT / "dist"
BENCH = ROOT / "bench"
NPM_PYODIDE = ROOT / "node_modules" / "pyodide"


@functools.cache
def whole_stdlib() -> Path:
    """Pyodide's whole standard library compiled by the build (dist/ serves
    it split in two, the engine's modules and the rest): the bare page's."""
    sys.path.insert(0, str(ROOT))
    import build
    return build.compiled_stdlib()


class Handler(http.server.SimpleHTTPRequestHandler):
    """Serves dist/ at the root, bench/ under /bench/, the npm Pyodide
    package under /npm-pyodide/ and the whole standard library compiled
    as /whole-stdlib.zip."""

    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                      ".mjs": "text/javascript", ".js": "text/javascript",
                      ".wasm": "application/wasm"}
    protocol_version = "HTTP/1.1"     # keep-alive, as any real host does

    def send_head(self):
        clean = self.path.split("?", 1)[0]
        if any(clean.startswith("/" + folder) for folder in self.server.refused):
            self.send_error(404, "refused by the benchmark")
            return None
        return super().send_head()

    def translate_path(self, path):
        clean = path.split("?", 1)[0].split("#", 1)[0]
        if clean.startswith("/bench/"):
            return str(BENCH / clean[len("/bench/"):])
        if clean.startswith("/npm-pyodide/"):
            return str(NPM_PYODIDE / clean[len("/npm-pyodide/"):])
        if clean == "/whole-stdlib.zip":
            return str(whole_stdlib())
        return super().translate_path(path)

    def log_message(self, *args):
        pass


class ThrottledHandler(Handler):
    """Handler whose file bodies go through the server's Link."""

    def send_head(self):
        time.sleep(self.server.link.rtt)      # the request's round trip, answered or not
        self._path = self.translate_path(self.path)
        return super().send_head()

    def copyfile(self, source, outputfile):
        self.server.link.send(self._path, source, outputfile)


class Link:
    """A network link of ``mbps`` megabits a second and ``rtt`` ms round
    trip, shared by every response, as a host that gzips would use it: a
    file costs its gzipped size (a file already compressed, its own size).
    Each request waits one round trip before its answer."""

    CHUNK = 16 * 1024

    def __init__(self, mbps: float, rtt: float):
        self.rate = mbps * 1e6 / 8          # bytes a second
        self.rtt = rtt / 1000
        self.free = 0.0                     # when the link has sent all it was given
        self.lock = threading.Lock()
        self.ratios: dict[str, float] = {}

    def ratio(self, path: str) -> float:
        if path not in self.ratios:
            data = Path(path).read_bytes()
            self.ratios[path] = min(1.0, len(gzip.compress(data, 6)) / max(1, len(data)))
        return self.ratios[path]

    def send(self, path: str, source, out) -> None:
        ratio = self.ratio(path)
        while chunk := source.read(self.CHUNK):
            with self.lock:
                self.free = max(self.free, time.monotonic()) + len(chunk) * ratio / self.rate
                until = self.free
            time.sleep(max(0.0, until - time.monotonic()))
            out.write(chunk)


class QuietServer(http.server.ThreadingHTTPServer):
    """A browser that closes a connection it no longer needs (a page left,
    a download it gave up) is no error worth a traceback."""

    def handle_error(self, request, client_address):
        if not isinstance(sys.exc_info()[1], (BrokenPipeError, ConnectionResetError)):
            super().handle_error(request, client_address)


def serve(link: Link | None = None, refused: tuple[str, ...] = ()) -> tuple[http.server.ThreadingHTTPServer, str]:
    """dist/ served on a free port; through ``link`` if given, else as fast as
    the machine goes; the folders in ``refused`` answer 404 (the server
    refuses, not Playwright: a context that routes requests has no HTTP cache)."""
    handler = functools.partial(ThrottledHandler if link else Handler, directory=str(DIST))
    server = QuietServer(("127.0.0.1", 0), handler)
    server.link = link
    server.refused = refused
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/"


ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-quic", "--no-first-run", "--disable-sync"]


def _chromium(start):
    """start(**options): Playwright's own Chromium, else the system's."""
    executable = os.environ.get("CHROMIUM") or ("/usr/bin/chromium" if Path("/usr/bin/chromium").exists() else None)
    try:
        return start(args=ARGS)
    except Exception:
        if not executable:
            raise
        return start(executable_path=executable, args=ARGS)


def launch(playwright):
    return _chromium(playwright.chromium.launch)


def launch_profile(playwright, folder: Path, **options):
    """A browser with a fresh profile in ``folder``: its HTTP cache is on disk,
    as a player's is.  (A context of a launched browser keeps it in memory,
    and leaves files as big as Pyodide's out.)  Closing the context ends it."""
    return _chromium(functools.partial(playwright.chromium.launch_persistent_context, str(folder),
                                       **options))


def mark(page, name: str) -> float:
    page.wait_for_function(f"performance.getEntriesByName({name!r}).length > 0", timeout=120_000)
    return page.evaluate(f"performance.getEntriesByName({name!r})[0].startTime")


def boot(browser, url: str, marks: list[str]) -> tuple[list[float], list[float]]:
    """Marks on a cold load and on a warm reload in the same context."""
    context = browser.new_context()
    page = context.new_page()
    page.goto(url)
    cold = [mark(page, m) for m in marks]
    page.evaluate("navigator.serviceWorker && navigator.serviceWorker.ready.then(() => true)"
                  if "index" in url else "true")
    page.goto(url)
    warm = [mark(page, m) for m in marks]
    context.close()
    return cold, warm


# Positions for the click test: None is the start of Dou Shou Qi.
SHUURO_64 = ("nqrrr1nrrnnr/1b_.2qkpbpbq/p1p3pppppp/4p4_.2/1R3_.b5/4n1_.5/1_.3b1B3_./"
             "1_.1N3_.2b1/1N10/PPPP2PPPP1N/1RRP1NRPB1P1/BRB1NBQKQBRQ w - 159 halfmove=14")
CLICK_GAMES = {
    "Dou Shou Qi start": None,
    "Shuuro 12x12, 64 pieces": f'[Game "shuuro"]\n[Position "{SHUURO_64}"]\n\n*\n',
    "Shaturanga start, 4 armies": '[Game "shaturanga"]\n\n*\n',
    "Shakku mid-game, 3 dice": ('[Game "shakku"]\n[Position "....bbbbbbbbbbb/...R..B2K.R.B.../'
                                'rrrrrrrrr.R..R. r X.II.III - 0/0"]\n\n*\n'),
}

CLICK_JS = """async (squares) => {
  const canvas = document.getElementById('board');
  const handler = [], frame = [];
  for (let round = 0; round < 10; round++) {
    for (const sq of squares) {
      const p = app.squareCenter(sq);
      const init = {clientX: p.x, clientY: p.y, bubbles: true, pointerId: 1, isPrimary: true,
                    pointerType: 'mouse', button: 0, buttons: 1};
      const t0 = performance.now();
      canvas.dispatchEvent(new PointerEvent('pointerdown', init));
      canvas.dispatchEvent(new PointerEvent('pointerup', {...init, buttons: 0}));
      const lit = app.highlighted().length;
      const t1 = performance.now();
      await new Promise(requestAnimationFrame);
      const t2 = performance.now();
      if (!lit) throw new Error('nothing lit for ' + sq);
      handler.push(t1 - t0); frame.push(t2 - t0);
      canvas.dispatchEvent(new KeyboardEvent('keydown', {key: 'Escape', bubbles: true}));
      await new Promise(requestAnimationFrame);
    }
  }
  return {handler, frame};
}"""


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    if not (DIST / "index.html").exists():
        print("dist/ is missing: run `python build.py build` first", file=sys.stderr)
        return 2
    from playwright.sync_api import sync_playwright

    server, base = serve()
    app_cold, app_warm, bare_cold, bare_warm, stock_cold, stock_warm = [], [], [], [], [], []
    with sync_playwright() as playwright:
        browser = launch(playwright)
        for _ in range(args.runs):        # interleaved, so both see the same machine
            cold, warm = boot(browser, base + "index.html?lang=en", ["board-painted", "engine-ready"])
            app_cold.append(cold)
            app_warm.append(warm)
            cold, warm = boot(browser, base + "bench/bare.html", ["pyodide-ready"])
            bare_cold.append(cold[0])
            bare_warm.append(warm[0])
            cold, warm = boot(browser, base + "bench/bare.html?stock", ["pyodide-ready"])
            stock_cold.append(cold[0])
            stock_warm.append(warm[0])
        context = browser.new_context()
        page = context.new_page()
        page.goto(base + "index.html?lang=en")
        page.wait_for_function("document.documentElement.dataset.engine === 'ready'", timeout=120_000)
        clicks = {}
        for label, record in CLICK_GAMES.items():
            if record and not page.evaluate("t => app.importRecord(t)", record):
                raise SystemExit(f"could not open the {label} position")
            movable = sorted({m["from"] for m in page.evaluate("app.view.moves") if m["from"] and not m["from"].startswith("@")})
            clicks[label] = page.evaluate(CLICK_JS, movable)
        context.close()
        browser.close()
    server.shutdown()

    med = statistics.median
    paint_cold = med(r[0] for r in app_cold)
    paint_warm = med(r[0] for r in app_warm)
    ready_cold = med(r[1] for r in app_cold)
    ready_warm = med(r[1] for r in app_warm)
    print(f"medians of {args.runs} runs (ms from navigation start)")
    print(f"{'':28s}{'cold':>10s}{'warm':>10s}")
    print(f"{'first board paint':28s}{paint_cold:10.0f}{paint_warm:10.0f}   target <= 150")
    print(f"{'app engine ready':28s}{ready_cold:10.0f}{ready_warm:10.0f}")
    print(f"{'bare, dist Pyodide':28s}{med(bare_cold):10.0f}{med(bare_warm):10.0f}")
    print(f"{'bare, npm Pyodide as shipped':28s}{med(stock_cold):10.0f}{med(stock_warm):10.0f}")
    print(f"{'ratio app / bare dist':28s}{ready_cold / med(bare_cold):10.2f}"
          f"{ready_warm / med(bare_warm):10.2f}   target <= 1.15")
    print(f"{'ratio app / bare npm':28s}{ready_cold / med(stock_cold):10.2f}"
          f"{ready_warm / med(stock_warm):10.2f}")
    for label, times in clicks.items():
        print(f"click-to-highlight, {label} ({len(times['handler'])} clicks): handler median "
              f"{med(times['handler']):.2f} ms (max {max(times['handler']):.2f}), to next frame "
              f"median {med(times['frame']):.2f} ms   target <= 16")
    return 0


if __name__ == "__main__":
    sys.exit(main())
