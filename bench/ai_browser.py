"""The computer player's speed under Pyodide in Chromium, next to CPython's.

    python build.py build && python bench/ai_browser.py [--game G ...] [--ms 1000] [--repeat 2]
                                                        [--option NAME=VALUE ...]

From the start of play of each game (as ``bench/ai.py speed``: Shuuro's
fight once level 5 has bought and deployed both armies, seed 0; Shakku's
first move with a choice), the strongest level thinks ``--ms``: in the app's
own engine (a module worker on dist/js/worker.js, the requests ``new`` or
``load`` then ``think``, as the page sends them), and here under CPython on
the same position.  Prints depth reached and nodes per second of each, the
best of ``--repeat`` runs.  The wheel in dist/ is what the browser runs: a
warning says when py/ is newer than it.
"""

from __future__ import annotations

import argparse
import json
import shlex
import sys
import time
from pathlib import Path

BENCH = Path(__file__).resolve().parent
sys.path.insert(0, str(BENCH))

import ai as cpython  # noqa: E402  (bench/ai.py: positions and CPython's side)
import browser as site  # noqa: E402  (bench/browser.py: the server and Chromium's launch)

PAGE = "ai-bench.html"
"""An empty page of the site's origin (answered by the route below, no file):
the worker is started from it, as index.html starts the app's."""

START_WORKER = """async () => {
  globalThis.benchWorker?.terminate();
  const worker = new Worker(new URL("js/worker.js", location.href), { type: "module" });
  globalThis.benchWorker = worker;
  const waiting = new Map();
  let next = 1;
  const booted = new Promise((resolve, reject) => {
    worker.onmessage = ({ data }) => {
      if (data.id !== undefined) { waiting.get(data.id)(data.answer); waiting.delete(data.id); }
      else if (data.type === "ready") resolve(data.version);
      else if (data.type === "fatal") reject(new Error(data.message));
    };
    worker.onerror = (event) => reject(new Error(event.message || "the worker failed"));
  });
  window.ask = (request) => new Promise((resolve) => {
    const id = next++;
    waiting.set(id, resolve);
    worker.postMessage({ id, request });
  });
  return await booted;
}"""

THINK = """async ([opening, ms]) => {
  const opened = await ask(opening);
  if (!opened.ok) return opened;
  const t0 = performance.now();
  const answer = await ask({ op: "think", match: opened.match, ms });
  answer.wall = performance.now() - t0;
  await ask({ op: "close", match: opened.match });
  return answer;
}"""


def stale() -> list[str]:
    """The package files newer than the wheel in dist/."""
    wheels = sorted((site.DIST / "wheels").glob("boardgames-*.whl"))
    if not wheels:
        return ["(no boardgames wheel in dist/wheels)"]
    built = wheels[-1].stat().st_mtime
    package = site.ROOT / "py" / "boardgames"
    return [str(p.relative_to(site.ROOT)) for p in sorted(package.rglob("*.py"))
            if p.stat().st_mtime > built]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", nargs="+", choices=cpython.GAMES, default=list(cpython.GAMES))
    parser.add_argument("--ms", type=int, default=1000)
    parser.add_argument("--repeat", type=int, default=2)
    cpython.add_option_argument(parser)
    args = parser.parse_args()
    options = cpython.parsed_options(parser, args)
    if not (site.DIST / "index.html").exists():
        print("dist/ is missing: run `python build.py build` first", file=sys.stderr)
        return 2
    command = ['python', 'bench/ai_browser.py', '--game', *args.game, '--ms', str(args.ms),
               '--repeat', str(args.repeat)]
    for text in args.option:
        command += ['--option', text]
    print(f"$ {shlex.join(command)}")
    newer = stale()
    if newer:
        print(f"WARNING: dist/ is older than {len(newer)} file(s) of py/ "
              f"({', '.join(newer[:4])}{' ...' if len(newer) > 4 else ''}): "
              "the browser runs the code of the last build")
    started = time.perf_counter()

    positions = {}      # game -> (request that opens it, CPython state, where)
    for name in args.game:
        why = cpython.absent(name)
        if why:
            positions[name] = why
            continue
        try:
            match, before, _ = cpython.fight_start(name, 0, forced=True, options=options)
        except Exception as error:
            positions[name] = f"no computer player yet ({type(error).__name__}: {error})"[:160]
            continue
        opening = ({"op": "load", "record": match.record()} if match.moves
                   else {"op": "new", "game": name, "options": options, "seed": 0})
        where = "start" if not before else \
            "fight start, seed 0" if name == "shuuro" else f"start + {before} forced"
        positions[name] = (opening, match.state, where)

    from playwright.sync_api import sync_playwright
    server, base = site.serve()
    rows = []
    with sync_playwright() as playwright:
        chromium = site.launch(playwright)
        context = chromium.new_context()
        context.route(base + PAGE, lambda route: route.fulfill(
            status=200, content_type="text/html",
            body="<!doctype html><meta charset=utf-8><title>computer player bench</title>"))
        page = context.new_page()
        page.goto(base + PAGE)
        booting = time.perf_counter()
        version = page.evaluate(START_WORKER)
        boot = time.perf_counter() - booting
        for name, position in positions.items():
            if isinstance(position, str):
                rows.append((name, position))
                continue
            opening, state, where = position
            # each run in a fresh worker, and here with a fresh memory: the
            # strongest keeps its table from search to search (ai.KEPT), and
            # a second search of the same position would start half done
            answers = []
            for _ in range(args.repeat):
                page.evaluate(START_WORKER)
                answers.append(page.evaluate(THINK, [opening, args.ms]))
            failed = [a for a in answers if not a.get("ok")]
            if failed:
                error = failed[0].get("error", {})
                rows.append((name, f"no computer player in the build "
                                   f"({error.get('message', json.dumps(error))})"[:160]))
                continue
            web = max(answers, key=lambda a: a["nodes"] / max(a["ms"], 1))
            here = max((cpython.fresh_think(state, None, args.ms) for _ in range(args.repeat)),
                       key=lambda t: t.nodes / max(t.ms, 1))
            rows.append((name, where, web, here))
        browser_version = chromium.version
        context.close()
        chromium.close()
    server.shutdown()

    info = json.loads((site.DIST / "build.json").read_text())
    print(f"Chromium {browser_version}, Pyodide {info.get('pyodide')} (dist version {version}, "
          f"worker booted in {boot:.1f} s); CPython {sys.version.split()[0]}")
    print(f"strongest level, {args.ms} ms a move; best of {args.repeat} runs each")
    print(f"{'':12s}{'--- Pyodide in Chromium ---':>32s}{'------- CPython -------':>28s}")
    print(f"{'game':12s}{'depth':>6s}{'nodes':>9s}{'ms':>6s}{'nodes/s':>9s}"
          f"{'depth':>8s}{'nodes':>9s}{'ms':>6s}{'nodes/s':>9s}{'ratio':>7s}   position")
    for row in rows:
        if len(row) == 2:
            print(f"{row[0]:12s}{row[1]}")
            continue
        name, where, web, here = row
        web_rate = web["nodes"] / max(web["ms"], 1) * 1000
        here_rate = here.nodes / max(here.ms, 1) * 1000
        print(f"{name:12s}{web['depth']:6d}{web['nodes']:9,d}{web['ms']:6d}{web_rate:9,.0f}"
              f"{here.depth:8d}{here.nodes:9,d}{here.ms:6d}{here_rate:9,.0f}"
              f"{here_rate / max(web_rate, 1):7.2f}   {where}")
    print("ratio: CPython's nodes/s over Pyodide's")
    print(f"ran {time.perf_counter() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
