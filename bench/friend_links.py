"""How long a game by links' link is (issue 39): each game played by links,
random moves, and the length of the link after N moves (default 60; the
record of every hop, compressed as the page does: deflate-raw, base64url,
after ``https://example.org/index.html#friend=z``), and how long opening
it takes under CPython (each link replays and checks the whole game).

    python bench/friend_links.py [--moves 60] [--runs 5]
"""

from __future__ import annotations

import argparse
import base64
import json
import random
import statistics
import sys
import time
import zlib
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "py"))
from boardgames.api import Api  # noqa: E402

GAMES = [("doushouqi", [["green"], ["red"]], {}),
         ("shakku", [["red"], ["blue"]], {}),
         ("shuuro", [["blue"], ["red"]], {}),
         ("shuuro", [["blue"], ["red"]], {"mini": True}),
         ("shaturanga", [["green"], ["yellow"], ["black"], ["red"]], {}),
         ("shaturanga", [["green"], ["yellow"], ["black"], ["red"]], {"dice": True})]
PREFIX = "https://example.org/index.html#friend=z"


def packed(text: str) -> str:
    deflate = zlib.compressobj(9, zlib.DEFLATED, -15)
    data = deflate.compress(text.encode()) + deflate.flush()
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def one_game(game, parties, options, moves, rng):
    """Play by links until ``moves`` moves are made (or the game ends): the
    last link and the time its receiver took to open it."""
    devices = [Api() for _ in parties]
    kept = [None] * len(parties)
    answer = devices[0].handle({"op": "friend_new", "game": game, "parties": parties, "me": 0,
                                "options": options})
    holder, match, kept[0] = 0, answer["match"], answer["friend"]
    link, opened_ms = None, 0.0
    for _ in range(10 * moves + 50):
        api = devices[holder]
        view = answer["view"]
        while not view["friend"]["send"] and not view.get("result"):
            move = "throw" if view.get("throw") is not None else \
                rng.choice(api.matches[match].state.legal_moves())
            answer = api.handle({"op": "play", "match": match, "move": move})
            view, kept[holder] = answer["view"], answer["friend"]
        answer = api.handle({"op": "friend_send", "match": match})
        link, kept[holder] = answer["link"], answer["friend"]
        to = json.loads(link)["to"]
        start = time.perf_counter()
        answer = devices[to].handle({"op": "friend_open", "link": link, "kept": kept[to]})
        opened_ms = (time.perf_counter() - start) * 1000
        holder, match, kept[to] = to, answer["match"], answer["friend"]
        if answer["view"]["ply"] >= moves or answer["view"].get("result"):
            return link, answer["view"]["ply"], opened_ms
    return link, answer["view"]["ply"], opened_ms


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=60)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    print(f"{'game':28} {'moves':>5} {'JSON':>7} {'link':>7} {'open ms':>8}   (medians of {args.runs})")
    for game, parties, options in GAMES:
        rng = random.Random(1)
        rows = [one_game(game, parties, options, args.moves, rng) for _ in range(args.runs)]
        name = game + ("".join(f" {k}" for k, v in options.items() if v))
        print(f"{name:28} {statistics.median(r[1] for r in rows):5.0f} "
              f"{statistics.median(len(r[0]) for r in rows):7.0f} "
              f"{statistics.median(len(PREFIX) + len(packed(r[0])) for r in rows):7.0f} "
              f"{statistics.median(r[2] for r in rows):8.1f}")


if __name__ == "__main__":
    main()
