"""How fast the app is ready, against a page that only boots Pyodide (issue 15).

    python build.py build && python bench/boot.py [--runs 3] [--no-snapshot]
                                                  [--mbps 10 [--mbps 2 ...] [--rtt 40]] [--dpr 2]

One run alternates the app (``index.html``) with ``bench/bare.html`` (a module
worker that only runs ``loadPyodide()`` from the same dist/pyodide/ files), each
cold (a browser with a fresh profile: empty HTTP cache, on disk as a
player's, no service worker) and warm (the same page loaded again in that
browser; the app's service worker then answers); and coming back later (the
page again after 1.5 s on about:blank: the caches of warm, without the
reload's tearing down of the page before).  It prints the medians, the
app/bare ratios the issue's goals are stated in, the worker's own stages,
first contentful paint (awaited in the page itself, before the tool runs
anything there), first board paint, how the worker booted (memory snapshot
or micropip) and the payload gzipped (what a cold view downloads: counted in
a visit of its own, untimed).  ``--no-snapshot`` has the
server answer the snapshot's requests with a 404: every visit installs the
wheel with micropip (and no service worker runs: warm is then the HTTP cache
alone).
``--mbps`` serves the files through a link of that speed (bench/browser.py,
Link): on the machine's own loopback a download costs nothing, on a
player's link it costs its size.  By default every figure is measured on
the loopback, then at 10 and at 2 Mbit/s (issue 37's links), and a last
table puts the issue's ratios side by side.  ``--dpr 2`` measures a high-density
screen (the first frame then has four times the pixels to draw).  The
machine's load average is printed too, and the first contentful paint of a
page of one line (``bench/floor.html``): judge figures by them.
"""

from __future__ import annotations

import argparse
import gzip
import os
import statistics
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from browser import DIST, Link, launch_profile, mark, serve  # noqa: E402  (bench/browser.py)

APP = "index.html?lang=en"
BARE = "bench/bare.html"
FLOOR = "bench/floor.html"


def gz_size(path: Path) -> int:
    return len(gzip.compress(path.read_bytes(), compresslevel=9))


def payload() -> dict[str, float]:
    """KB gzipped: all of dist/ but Pyodide, micropip and the snapshot (the
    issue's "own payload"), by part (the wheel one of them); the snapshot."""
    parts: dict[str, float] = {}
    snapshot = 0
    for path in DIST.rglob("*"):
        rel = path.relative_to(DIST).as_posix()
        if not path.is_file() or rel.startswith("pyodide/") or "micropip" in rel:
            continue
        if rel.startswith("snapshot/"):
            snapshot += gz_size(path)       # Pyodide's heap with ours: reported apart
            continue
        part = ("rules pages" if rel.startswith("rules/") else "the wheel" if rel.startswith("wheels/")
                else "the embed" if "embed" in rel else "icons" if rel.startswith("icons/")
                else "the app")
        parts[part] = parts.get(part, 0) + gz_size(path) / 1024
    return {"parts": parts, "snapshot": snapshot / 1024}


# The worker's own timings (ms since it was created), with "created": when
# that was, in ms after the page's navigation.
TIMINGS = """(() => {
  const t = globalThis.app?.engine?.timings;
  if (!t) return null;
  const { origin, ...rest } = t;
  return { created: origin - performance.timeOrigin, ...rest };
})()"""


# The worker's stages (js/worker.js, timings), in their order: what each one's time marks.
STAGES = {
    "created": ("created", "(ms after navigation)"),
    "runtime": ("runtime imported", "(pyodide.asm.mjs; ms after the worker was created)"),
    "snapshot": ("snapshot inflated", "(ms after the worker was created)"),
    "pyodide": ("Pyodide booted", "(ms after the worker was created)"),
    "micropip": ("micropip unpacked", "(without a snapshot)"),
    "micropipImport": ("micropip imported", "(without a snapshot)"),
    "install": ("wheel installed", "(without a snapshot)"),
    "boardgames": ("engine ready", "(ms after the worker was created)"),
}


def boot_payload(base: str, urls: set[str]) -> float:
    """KB gzipped of our own files a cold page view of the app downloads
    (not Pyodide's, micropip's or the snapshot, reported apart)."""
    total = 0
    for url in urls:
        rel = url[len(base):] if url.startswith(base) else ""
        path = DIST / rel
        if (rel and path.is_file() and not rel.startswith(("pyodide/", "snapshot/"))
                and "micropip" not in rel):
            total += gz_size(path)
    return total / 1024


# The window every browser here opens (--dpr): Playwright's own, 1280x720,
# at that many device pixels per CSS pixel.
SCREEN: dict = {}


def profile(playwright, folder: Path, **options):
    return launch_profile(playwright, folder, **SCREEN, **options)


def load(playwright, base: str, path: str, marks: list[str], no_snapshot: bool
         ) -> tuple[list[float], list[float], dict]:
    """The marks (ms since navigation) on a cold load and a warm reload in one
    fresh browser profile."""
    with tempfile.TemporaryDirectory(prefix="boot-profile-") as folder:
        # Without the snapshot (the server refuses it), no service worker
        # either: its precache would fail on the refused file.
        context = profile(playwright, Path(folder),
                          service_workers="block" if no_snapshot else "allow")
        try:
            return _load(context, base, base + path, marks, no_snapshot)
        finally:
            context.close()


def warm_up(page, base: str) -> None:
    """A browser that was just started pays, on its first page, for starting
    itself (the renderer, the disk cache...): a player's browser is already
    running.  So every fresh profile shows a page of one line first."""
    page.goto(base + FLOOR + "?warm-up", wait_until="load")


# The first contentful paint, awaited in the page's own world.  Playwright's
# waits (wait_for_function, a goto's wait for "load") run a script of its own
# in the page; started before the first frame is on screen, it competed with
# that frame, as did watching every request.  On 2 cores, interleaved, medians
# of 8, the app's first paint measured that way was 288 / 310 / 174 ms (cold,
# reload, coming back), and 260 / 214 / 174 this way.  So a visit waits only
# for the navigation to commit, then for this, and polls for the marks after;
# and no timed visit has its requests watched (cold_view_requests).
FIRST_PAINT = """new Promise((resolve) => new PerformanceObserver((list) => {
  const entry = list.getEntriesByName('first-contentful-paint')[0];
  if (entry) resolve(entry.startTime);
}).observe({ type: 'paint', buffered: true }))"""


def visit(page, url: str, marks: list[str], paints: bool) -> tuple[float | None, list[float]]:
    """Open url: its first contentful paint (if the page paints: the bare page
    shows nothing) and the marks, in ms since navigation."""
    page.goto(url, wait_until="commit" if paints else "load")
    fcp = page.evaluate(FIRST_PAINT) if paints else None
    return fcp, [mark(page, m) for m in marks]


def cold_view_requests(playwright, base: str, no_snapshot: bool) -> set[str]:
    """The URLs a cold view of the app asks for (the page and its workers, not
    the service worker's precaching) until its engine is ready.  A visit of
    its own, not timed: watching every request costs this script and the
    browser's driver some work, which the timed visits would pay for in
    their first paint."""
    with tempfile.TemporaryDirectory(prefix="boot-profile-") as folder:
        context = profile(playwright, Path(folder),
                          service_workers="block" if no_snapshot else "allow")
        try:
            page = context.new_page()
            warm_up(page, base)
            asked: set[str] = set()
            context.on("request", lambda request: None if getattr(request, "service_worker", None)
                       else asked.add(request.url.split("?")[0]))
            visit(page, base + APP, ["engine-ready"], True)
            return set(asked)
        finally:
            context.close()


def _load(context, base, url, marks, no_snapshot):
    page = context.new_page()
    warm_up(page, base)
    app = APP in url
    fcp, cold = visit(page, url, marks, app)
    info = page.evaluate("""() => ({
      boot: globalThis.app?.engine?.timings?.path ?? null,
      timings: timings()})""".replace("timings()", TIMINGS))
    info["fcp"] = fcp
    if app and not no_snapshot:
        # warm = a returning player: the service worker has the site.
        page.evaluate("navigator.serviceWorker.register('sw.js').then(() => navigator.serviceWorker.ready)"
                      ".then(() => true)")
    info["fcp_warm"], warm = visit(page, url, marks, app)
    info["timings_warm"] = page.evaluate(TIMINGS)
    # A player coming back later: the same caches, but the browser no longer
    # busy tearing down the page before (a reload pays for that).
    page.goto("about:blank")
    page.wait_for_timeout(1500)
    info["fcp_back"], info["back"] = visit(page, url, marks, app)
    return cold, warm, info


def floor_paint(playwright, base: str) -> float:
    """First contentful paint of a page of one line, cold (a fresh profile,
    warmed up as the app's): what this machine and browser take before any
    page of ours has a say.  Service workers are allowed, as in the app's
    cold visit and in any player's browser (a navigation then looks for one
    that would answer it), so that both are measured alike.  (Over 20
    interleaved cold visits each, medians: the floor 52 ms with them
    blocked, 58 allowed; the app 88 and 84: inside this machine's noise
    either way.)"""
    with tempfile.TemporaryDirectory(prefix="boot-profile-") as folder:
        context = profile(playwright, Path(folder), service_workers="allow")
        try:
            page = context.new_page()
            warm_up(page, base)
            return visit(page, base + FLOOR + "?cold", [], True)[0]
        finally:
            context.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--no-snapshot", action="store_true",
                        help="refuse the memory snapshot: measure the micropip fallback")
    parser.add_argument("--mbps", type=float, action="append", default=None,
                        help="serve through a link of this many megabits a second (gzipped sizes); "
                             "0 is the machine's loopback; may be given more than once "
                             "(default: the loopback, 10 and 2)")
    parser.add_argument("--dpr", type=float, default=None,
                        help="device pixels per CSS pixel (a high-density screen: 2)")
    parser.add_argument("--rtt", type=float, default=40,
                        help="with --mbps: the link's round trip, ms (default 40)")
    args = parser.parse_args()
    if not (DIST / "index.html").exists():
        print("dist/ is missing: run `python build.py build` first", file=sys.stderr)
        return 2
    if args.dpr:
        SCREEN.update(viewport={"width": 1280, "height": 720}, device_scale_factor=args.dpr)
    links = args.mbps if args.mbps is not None else [0, 10, 2]
    summary = []
    for mbps in links:
        summary.append((mbps, measure(args, mbps or None)))
        print()
    print("the issue's ratios, app / bare (cold: a first visit; back: coming back later), "
          "first contentful paint / a page of one line:")
    print(f"{'link':>16s}{'cold':>8s}{'warm':>8s}{'back':>8s}{'fcp cold':>10s}{'fcp back':>10s}")
    for mbps, med in summary:
        name = f"{mbps:g} Mbit/s" if mbps else "loopback"
        print(f"{name:>16s}{med['ready_cold'] / med['bare_cold']:8.2f}{med['ready_warm'] / med['bare_warm']:8.2f}"
              f"{med['ready_back'] / med['bare_back']:8.2f}{med['fcp_cold'] / med['fcp_floor']:10.2f}"
              f"{med['fcp_back'] / med['fcp_floor']:10.2f}")
    print(f"{'goals':>16s}{'<=1.10':>8s}{'<=1.00':>8s}{'<=1.00':>8s}{'<=1.60':>10s}{'<=1.25':>10s}"
          "   (cold on the loopback: <= 1.15)")
    return 0


def measure(args, mbps: float | None) -> dict[str, float]:
    """One link's figures, printed; their medians returned."""
    from playwright.sync_api import sync_playwright

    load_before = os.getloadavg()
    server, base = serve(Link(mbps, args.rtt) if mbps else None,
                         refused=("snapshot/",) if args.no_snapshot else ())
    rows: dict[str, list[float]] = {k: [] for k in (
        "ready_cold", "ready_warm", "bare_cold", "bare_warm", "paint_cold", "paint_warm",
        "fcp_cold", "fcp_warm", "fcp_floor", "ready_back", "bare_back", "fcp_back")}
    paths = set()
    stages: dict[str, dict[str, list[float]]] = {}     # the worker's own timings
    with sync_playwright() as playwright:
        load(playwright, base, BARE, ["pyodide-ready"], False)     # one throw-away round: disk caches
        fetched = cold_view_requests(playwright, base, args.no_snapshot)
        for _ in range(args.runs):       # interleaved, so both see the same machine
            # The floor twice a run, before the app and after the bare page:
            # one sample of it alone swung the ratio by a tenth.
            rows["fcp_floor"].append(floor_paint(playwright, base))
            cold, warm, info = load(playwright, base, APP, ["board-painted", "engine-ready"],
                                    args.no_snapshot)
            rows["paint_cold"].append(cold[0])
            rows["ready_cold"].append(cold[1])
            rows["paint_warm"].append(warm[0])
            rows["ready_warm"].append(warm[1])
            rows["fcp_cold"].append(info["fcp"] or float("nan"))
            rows["fcp_warm"].append(info["fcp_warm"] or float("nan"))
            rows["fcp_back"].append(info["fcp_back"] or float("nan"))
            rows["ready_back"].append(info["back"][-1])
            paths.add(f"cold {info['boot']}, warm {(info['timings_warm'] or {}).get('path')}")
            for key, timings in (("cold", info["timings"]), ("warm", info["timings_warm"])):
                for stage, ms in (timings or {}).items():
                    if isinstance(ms, (int, float)):
                        stages.setdefault(stage, {"cold": [], "warm": []})[key].append(ms)
            cold, warm, info = load(playwright, base, BARE, ["pyodide-ready"], False)
            rows["bare_back"].append(info["back"][0])
            rows["bare_cold"].append(cold[0])
            rows["bare_warm"].append(warm[0])
            rows["fcp_floor"].append(floor_paint(playwright, base))

    server.shutdown()

    med = {k: statistics.median(v) for k, v in rows.items()}
    sizes = payload()
    sizes["boot"] = boot_payload(base, fetched)
    load_after = os.getloadavg()
    print(f"medians of {args.runs} alternating runs, ms from navigation start; "
          f"load average {load_before[0]:.1f} -> {load_after[0]:.1f} on {os.cpu_count()} cores")
    if mbps:
        print(f"served through a link of {mbps:g} Mbit/s, {args.rtt:g} ms round trip "
              "(files cost their gzipped size)")
    if args.dpr:
        print(f"a 1280x720 window at {args.dpr:g} device pixels per CSS pixel")
    print(f"worker boot path: {', '.join(sorted(str(p) for p in paths))}")
    print(f"{'':30s}{'cold':>9s}{'warm':>9s}")
    print(f"{'app engine ready':30s}{med['ready_cold']:9.0f}{med['ready_warm']:9.0f}")
    print(f"{'bare loadPyodide()':30s}{med['bare_cold']:9.0f}{med['bare_warm']:9.0f}")
    print(f"{'ratio app / bare':30s}{med['ready_cold'] / med['bare_cold']:9.2f}"
          f"{med['ready_warm'] / med['bare_warm']:9.2f}   goal <= 1.15 cold, <= 1.00 warm")
    print(f"{'  coming back later, app / bare':30s}{med['ready_back']:9.0f}{med['bare_back']:9.0f}"
          f"   = {med['ready_back'] / med['bare_back']:.2f} (1.5 s on another page, then the app again)")
    for stage, (name, unit) in STAGES.items():
        runs = stages.get(stage, {})
        if runs.get("cold") or runs.get("warm"):
            cold_ms, warm_ms = (f"{statistics.median(runs[k]):9.0f}" if runs.get(k) else f"{'-':>9s}"
                                for k in ("cold", "warm"))
            print(f"{'  worker: ' + name:30s}{cold_ms}{warm_ms}   {unit}")
    print(f"{'first contentful paint':30s}{med['fcp_cold']:9.0f}{med['fcp_warm']:9.0f}   goal <= 150")
    print(f"{'  a page of one line':30s}{med['fcp_floor']:9.0f}{'':9s}   (this machine's floor)")
    print(f"{'  coming back later':30s}{'':9s}{med['fcp_back']:9.0f}   (warm is a reload: it also "
          "pays for the page before)")
    print(f"{'first board paint':30s}{med['paint_cold']:9.0f}{med['paint_warm']:9.0f}")
    print(f"our files a cold view of the app downloads: {sizes['boot']:.0f} KB gzipped (goal <= 150; "
          "not Pyodide's, micropip's or the snapshot)")
    parts = sizes["parts"]
    print(f"all of dist/ but Pyodide, micropip and the snapshot: {sum(parts.values()):.0f} KB gzipped = "
          + ", ".join(f"{name} {kb:.0f}" for name, kb in sorted(parts.items(), key=lambda kv: -kv[1])))
    print(f"memory snapshot: {sizes['snapshot']:.0f} KB gzipped (in the service worker's precache)")
    return med


if __name__ == "__main__":
    sys.exit(main())
