"""Browser figures for a rules page, printed as a table (not a test).

    python build.py build && python bench/rules_page.py [--runs 3] [--page rules/en/doushouqi.html]

* first diagram drawn: first contentful paint of the page (the diagrams are
  SVG in the HTML, so the first paint shows them);
* first live diagram: from navigation until the first ``<game-board>``,
  scrolled into view as soon as the page has loaded, fires ``ready`` (Pyodide booted in the page's one worker, the board
  drawn on its canvas);
* cold = a fresh browser context (empty HTTP cache); warm = the page loaded
  again in that context.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from browser import launch, serve  # noqa: E402

MEASURE = """async () => {
  const paint = performance.getEntriesByName('first-contentful-paint')[0];
  const board = document.querySelector('game-board');
  board.scrollIntoView();            // the engine starts when a board is in view
  await board.ready;
  return {fcp: paint ? paint.startTime : null, live: performance.now()};
}"""


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--page", default="rules/en/doushouqi.html")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    server, base = serve()
    rows = {"cold": ([], []), "warm": ([], [])}
    with sync_playwright() as playwright:
        browser = launch(playwright)
        for _ in range(args.runs):
            context = browser.new_context()
            page = context.new_page()
            for kind in ("cold", "warm"):
                page.goto(base + args.page)
                result = page.evaluate(MEASURE)
                rows[kind][0].append(result["fcp"])
                rows[kind][1].append(result["live"])
            context.close()
        browser.close()
    server.shutdown()
    print(f"{args.page}, {args.runs} runs: median (min-max) ms")
    for kind, (fcp, live) in rows.items():
        print(f"  {kind}: first diagram drawn {statistics.median(fcp):.0f} "
              f"({min(fcp):.0f}-{max(fcp):.0f}), first live diagram {statistics.median(live):.0f} "
              f"({min(live):.0f}-{max(live):.0f})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
