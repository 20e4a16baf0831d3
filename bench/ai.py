"""The computer player's figures under CPython (issue 13), measured, not tested.

    python bench/ai.py speed    [--game G ...] [--ms 1000]
    python bench/ai.py ladder   [--game G ...] [--games 100] [--ms 100] [--levels 2 3 4 5 6]
    python bench/ai.py baseline [--game G ...] [--games 100] [--ms 100] [--against random greedy]
    python bench/ai.py rating   [--game G ...] [--games 200] [--ms 100] [--versions v39]
                                [--levels 2 3 4 5 6] [--match A:B ...] [--elo1 50] [--full]
        common: [--jobs N] [--max-plies 500] [--opening K] [--seed S] [--nodes N]
                [--option NAME=VALUE ...]   (e.g. --option dice=true: Shaturanga's die)

* ``speed``: from the start of each game (Shuuro: the start of the fight,
  once level 5 has bought and deployed both armies; Shakku: once the first
  dice are thrown), the strongest level thinks ``--ms`` (1000): depth reached,
  nodes and nodes per second.  Then the time one move takes at each level,
  over the first positions of a fixed game (level 3 against itself).
* ``ladder``: level k against level k-1 for each k of ``--levels``; the
  strongest (6) thinks ``--ms`` (100) a move, the others are limited by
  depth and nodes only, so their games are the same on every machine.
  Target: level k scores >= 65%.  ``--nodes N`` holds the strongest to N
  nodes a move instead of ``--ms`` (in ladder and baseline): its games are
  then the same on every machine and under any load too; ``speed`` prints
  how many nodes a game's strongest searches in 100 ms.
* ``rating``: the strongest against each earlier strongest version
  (``--versions``, commits of this clone's history: ``bench/rating.py``'s
  ``VERSIONS``, or ``@<commit>``) and the ladder, each match stopped by a
  sequential test as soon as its result is clear (at most ``--games``),
  then an Elo list with error bars.  ``--match 6:v39`` plays only that match;
  ``--match 6x10:6`` gives the first player ten times the time a move (time
  odds: what a faster search would be worth).
  Targets (issue 40): the strongest >= 70% against v39, each rung >= 65%.
* ``baseline``: the strongest at ``--ms`` (100) against a random mover and
  against a greedy one-ply player (``players.greedy``: the game's own
  evaluation one ply deep).  Target: every game won in Dou Shou Qi
  and Shuuro, >= 80% in Shakku and Shaturanga.

Matches: game i is played with seed ``--seed + i // 2``, the tested player
taking the first side in even games and the second in odd ones, so each
seed is played from both sides.  A side is a player, or in Shaturanga a
team (both allied seats play alike).  A draw scores half; a game still
going after ``--max-plies`` moves of its record (dice throws included) is
counted as a draw and reported.  ``--opening K`` plays the first K moves at
random (from the seed, the same for both sides of a pair): Dou Shou Qi has
no dice, nor has Shaturanga as the benchmark plays it (no die option), and
levels 4 to 6 have no randomness, so without it only two different games
could be played (default: 2 plies in Dou Shou Qi, a round of 4 in
Shaturanga, 0 in the games with dice or with armies bought by chance).  The interval is Wilson's 95% interval on the score.
"""

from __future__ import annotations

import argparse
import importlib
import math
import multiprocessing
import random
import shlex
import statistics
import sys
import time
import zlib
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "py"))

import boardgames  # noqa: E402
from boardgames.ai import KEPT, LEVELS, think  # noqa: E402
from boardgames.ai.players import computer, duel, greedy, random_mover  # noqa: E402
from boardgames.match import Match  # noqa: E402
from boardgames.record import Record  # noqa: E402

import rating  # noqa: E402  (bench/rating.py)

GAMES = ("doushouqi", "shuuro", "shakku", "shaturanga")
BASELINE_TARGET = {"doushouqi": 1.0, "shuuro": 1.0, "shakku": 0.8, "shaturanga": 0.8}
LADDER_TARGET = 0.65
SETUP_LEVEL = 5
"""The level that buys and deploys Shuuro's armies before the fight is measured."""
OPENING = {"doushouqi": 2, "shaturanga": 4}
"""Random plies at the start of each match game when --opening is not given."""
SAMPLE = 12
"""Positions over which ``speed`` times a move at each level."""


# ------------------------------------------------------------------ positions
def absent(name: str) -> str | None:
    """Why the game has no computer player (None: it has one)."""
    try:
        module = importlib.import_module(f"boardgames.games.{name}.ai")
        module.brain_for  # noqa: B018
    except Exception as error:   # missing, or broken while being written
        return f"no computer player yet ({type(error).__name__}: {error})"[:160]
    return None


def sides(name: str) -> list[list[int]]:
    """The seats of each side: two players, or Shaturanga's two teams."""
    match = Match(Record(boardgames.game(name), 0, None).start(), 0, None)
    view = match.view(0)
    teams = view.get("teams") or (view.get("panels") or {}).get("teams")
    return [list(t) for t in teams] if teams else [[0], [1]]


def in_setup(state) -> bool:
    """Shuuro before the fight (buying, plinths, deploying)."""
    from boardgames.games.shuuro.board import COMBAT
    return state.game.name == "shuuro" and state.phase != COMBAT


def fight_start(name: str, seed: int = 0, forced: bool = False,
                options: dict | None = None) -> tuple[Match, int, float]:
    """The match at its first move of play proper: the dice thrown that a
    player throws himself; in Shuuro, both armies bought and deployed by
    level SETUP_LEVEL; with ``forced``, the moves that are the only legal
    one played too (Shakku's first).  Also the number of moves played
    before it (throws aside) and their seconds."""
    match = Match(Record(boardgames.game(name, **(options or {})), seed, None).start(), seed, None)
    setup, started = 0, time.perf_counter()
    while not match.state.is_over():
        if match.throw_due() is not None:
            match.play("throw")
        elif in_setup(match.state):
            match.play(think(match.state, SETUP_LEVEL, None, seed=seed + setup).move)
            setup += 1
        elif forced and len(match.state.legal_moves()) == 1:
            match.play(match.state.legal_moves()[0])
            setup += 1
        else:
            break
    return match, setup, time.perf_counter() - started


def sample_positions(name: str, count: int, options: dict | None = None) -> list:
    """The first ``count`` positions where a player has a choice of moves in
    a fixed game (seed 0, level 3 against itself, from the fight start)."""
    match, _, _ = fight_start(name, 0, options=options)
    found = []
    while len(found) < count and not match.state.is_over():
        if match.throw_due() is not None:
            match.play("throw")
            continue
        if len(match.state.legal_moves()) > 1:
            found.append(match.state.copy())
        match.play(think(match.state, 3, None, seed=len(match.moves)).move)
    return found


# ---------------------------------------------------------------------- speed
def fresh_think(state, level, ms, seed: int = 0):
    """``think`` as a player's first search: the strongest keeps its table
    from search to search (``boardgames.ai.KEPT``), so without forgetting it
    a second search of the same position would start half done."""
    KEPT.clear()
    return think(state, level, ms, seed=seed)


def speed(names: list[str], args) -> None:
    print(f"strongest level, {args.ms} ms, from the start of play; best of {args.repeat} "
          f"(the fastest run)")
    print(f"{'game':12s}{'depth':>6s}{'nodes':>10s}{'ms':>7s}{'nodes/s':>10s}{'in 100 ms':>10s}"
          f"   position (in 100 ms: a --nodes to stand for --ms 100 on this machine)")
    for name in names:
        why = absent(name)
        if why:
            print(f"{name:12s}{why}")
            continue
        try:
            match, before, seconds = fight_start(name, 0, forced=True, options=args.options)
            thought = max((fresh_think(match.state, None, args.ms) for _ in range(args.repeat)),
                          key=lambda t: t.nodes / max(t.ms, 1))
        except Exception as error:
            print(f"{name:12s}no computer player yet ({type(error).__name__}: {error})"[:160])
            continue
        if not before:
            where = "start"
        elif name == "shuuro":
            where = (f"fight start, seed 0, after {before} moves of level {SETUP_LEVEL} buying "
                     f"and deploying ({seconds:.1f} s)")
        else:
            where = f"start, after {before} forced move(s)"
        print(f"{name:12s}{thought.depth:6d}{thought.nodes:10,d}{thought.ms:7d}"
              f"{thought.nodes / max(thought.ms, 1) * 1000:10,.0f}"
              f"{thought.nodes / max(thought.ms, 1) * 100:10,.0f}   {where}")
    print()
    print(f"time of one move at each level, over the first {SAMPLE} positions with a choice in a "
          f"fixed game "
          f"(level 6 at {args.ms} ms)")
    print(f"{'game':12s}{'level':>6s}{'mean ms':>9s}{'max ms':>8s}{'nodes':>9s}{'depth':>7s}")
    for name in names:
        if absent(name):
            continue
        try:
            positions = sample_positions(name, SAMPLE, args.options)
            for level in LEVELS:
                ms = args.ms if level.ms is None else None
                thoughts = [fresh_think(p, level.number, ms, seed=i)
                            for i, p in enumerate(positions)]
                print(f"{name:12s}{level.number:6d}{statistics.mean(t.ms for t in thoughts):9.0f}"
                      f"{max(t.ms for t in thoughts):8d}"
                      f"{statistics.mean(t.nodes for t in thoughts):9,.0f}"
                      f"{statistics.mean(t.depth for t in thoughts):7.1f}")
        except Exception as error:
            print(f"{name:12s}no computer player yet ({type(error).__name__}: {error})"[:160])


# -------------------------------------------------------------------- matches
def make_player(spec: tuple):
    kind = spec[0]
    if kind == "level":
        return computer(spec[1], spec[2], spec[3] if len(spec) > 3 else None)
    return {"random": random_mover, "greedy": greedy}[kind]


def with_opening(players: dict, plies: int, seed: int) -> dict:
    """The same players, the first ``plies`` moves of the game at random."""
    rng = random.Random(f"opening {seed}")
    played = [0]

    def wrap(player):
        def move(state, r):
            if played[0] < plies:
                played[0] += 1
                return rng.choice(state.legal_moves())
            return player(state, r)
        return move
    return {seat: wrap(p) for seat, p in players.items()}


def play_one(task: tuple) -> tuple:
    """One game of a match: (index, score of the tested player, plies,
    capped, moves hash, error)."""
    index, name, tested, other, seed, swap, opening, max_plies, groups, options = task
    try:
        mine, theirs = make_player(tested), make_player(other)
        seats = {}
        for side, group in enumerate(groups):
            for seat in group:
                seats[seat] = mine if side == swap else theirs
        result, moves = duel(boardgames.game(name, **options), with_opening(seats, opening, seed),
                             seed=seed, max_plies=max_plies)
    except Exception as error:
        return index, 0.0, 0, False, 0, f"{type(error).__name__}: {error}"
    if result is None or result.winner is None:
        score = 0.5
    else:
        winner = next(s for s, group in enumerate(groups) if result.winner in group)
        score = 1.0 if winner == swap else 0.0
    return index, score, len(moves), result is None, zlib.crc32("\n".join(moves).encode()), None


def wilson(score: float, n: int) -> tuple[float, float]:
    z = 1.96
    centre = (score + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(score * (1 - score) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def run_matches(rows: list[tuple], args, target) -> None:
    """rows: (game, tested spec, other spec); prints each row as soon as
    its games are played (in order: the pool plays ahead)."""
    tasks = []
    for r, (name, tested, other) in enumerate(rows):
        opening = args.opening if args.opening is not None else OPENING.get(name, 0)
        groups = sides(name)
        for i in range(args.games):
            tasks.append((r, name, tested, other, args.seed + i // 2, i % 2, opening,
                          args.max_plies, groups, args.options))
    print(f"{'game':12s}{'player':>18s}{'against':>18s}{'n':>5s}{'W':>5s}{'D':>4s}{'L':>5s}"
          f"{'capped':>7s}{'plies':>6s}{'distinct':>9s}{'score':>7s}{'95% interval':>15s}  verdict",
          flush=True)
    played, done = [], 0
    with multiprocessing.Pool(args.jobs) if args.jobs > 1 else _Serial() as pool:
        for r, *outcome in pool.imap(play_one, tasks):
            played.append(tuple(outcome))
            done += 1
            print(f"\r{done}/{len(tasks)} games", end="", file=sys.stderr, flush=True)
            if len(played) == args.games:
                print("\r", end="", file=sys.stderr, flush=True)
                report(rows[r], played, target(rows[r][0]), args)
                sys.stdout.flush()
                played = []
    print(file=sys.stderr)


class _Serial:
    """One process: the games one after the other (a Pool's interface)."""

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False

    @staticmethod
    def imap(function, tasks):
        return map(function, tasks)


def describe(spec: tuple, ms: int) -> str:
    if spec[0] == "level":
        if len(spec) > 3 and spec[3]:
            return f"level {spec[1]} ({spec[3]:,} n)"
        return f"level {spec[1]}" + (f" ({spec[2]} ms)" if spec[2] else "")
    return {"random": "random mover", "greedy": "greedy 1-ply"}[spec[0]]


def report(row: tuple, played: list[tuple], goal: float, args) -> None:
    """One line: the tested player's wins, draws, losses and score."""
    name, tested, other = row
    errors = [g[4] for g in played if g[4]]
    if errors:
        print(f"{name:12s}{describe(tested, args.ms):>18s}{describe(other, args.ms):>18s}   "
              f"no computer player yet ({errors[0]})"[:200])
        return
    n = len(played)
    wins = sum(g[0] == 1.0 for g in played)
    losses = sum(g[0] == 0.0 for g in played)
    draws = n - wins - losses
    score = sum(g[0] for g in played) / n
    low, high = wilson(score, n)
    if goal >= 1.0:
        verdict = "ok" if wins == n else "not every game won (goal 100%)"
    else:
        verdict = "ok" if score >= goal else f"below {goal:.0%}"
    print(f"{name:12s}{describe(tested, args.ms):>18s}{describe(other, args.ms):>18s}{n:5d}"
          f"{wins:5d}{draws:4d}{losses:5d}{sum(g[2] for g in played):7d}"
          f"{statistics.mean(g[1] for g in played):6.0f}{len({g[3] for g in played}):9d}"
          f"{score:7.1%}  [{low:5.1%}, {high:5.1%}]  {verdict}")
    if goal >= 1.0 and wins < n:
        print(f"{'':12s}not won: " + ", ".join(
            f"seed {args.seed + i // 2} {'second' if i % 2 else 'first'} side "
            f"({'over ' + str(args.max_plies) if g[2] else 'draw' if g[0] else 'loss'})"
            for i, g in enumerate(played) if g[0] < 1.0))


def ladder(names: list[str], args) -> None:
    rows = []
    for name in names:
        why = absent(name)
        if why:
            print(f"{name:12s}{why}")
            continue
        for k in args.levels:
            top = k == len(LEVELS)
            rows.append((name, ("level", k, args.ms if top else None, args.nodes if top else None),
                         ("level", k - 1, None)))
    run_matches(rows, args, lambda name: LADDER_TARGET)


def baseline(names: list[str], args) -> None:
    rows = []
    for name in names:
        why = absent(name)
        if why:
            print(f"{name:12s}{why}")
            continue
        for other in args.against:
            rows.append((name, ("level", len(LEVELS), args.ms, args.nodes), (other,)))
    run_matches(rows, args, lambda name: BASELINE_TARGET[name])


def _option(text: str) -> tuple[str, object]:
    """NAME=VALUE from the command line: true/false, a whole number, else the word."""
    name, sep, value = text.partition("=")
    if not sep or not name:
        raise ValueError(f"--option takes NAME=VALUE, not {text!r}")
    words = {"true": True, "false": False}
    if value.lower() in words:
        return name, words[value.lower()]
    try:
        return name, int(value)
    except ValueError:
        return name, value


def add_option_argument(parser: argparse.ArgumentParser) -> None:
    """``--option NAME=VALUE``, repeatable (this script's and ``ai_browser.py``'s)."""
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                        help="a game option (true/false, a number or a word), e.g. dice=true; "
                             "repeatable")


def parsed_options(parser: argparse.ArgumentParser, args) -> dict:
    """The game options of ``--option``, or the parser's error message."""
    try:
        return dict(_option(text) for text in args.option)
    except ValueError as error:
        parser.error(str(error))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("figure", choices=("speed", "ladder", "baseline", "rating"))
    parser.add_argument("--game", nargs="+", choices=GAMES, default=list(GAMES))
    parser.add_argument("--games", type=int, default=None,
                        help="games per match (100; rating: at most 200)")
    parser.add_argument("--versions", nargs="*", default=["v39"],
                        help="rating: earlier strongest engines played by the strongest (v39)")
    parser.add_argument("--match", action="append", default=[], metavar="A:B",
                        help="rating: play this match only (players: 1-6, v39, @<commit>, "
                             "each with xN for N times the time: 6x10); repeatable")
    parser.add_argument("--full", action="store_true",
                        help="rating: play all --games of each match (no early stop)")
    parser.add_argument("--elo1", type=float, default=50.0,
                        help="rating: the sequential test's alternative, in Elo (50)")
    parser.add_argument("--ms", type=int, default=None,
                        help="the strongest level's time a move (speed: 1000, matches: 100)")
    parser.add_argument("--levels", type=int, nargs="+", default=list(range(2, len(LEVELS) + 1)),
                        help="ladder: the levels k played against k-1 (2 ... 6)")
    parser.add_argument("--repeat", type=int, default=3, help="speed: runs per game (3)")
    parser.add_argument("--jobs", type=int, default=1, help="games at once (processes)")
    parser.add_argument("--max-plies", type=int, default=500,
                        help="a game longer than this (record moves, throws included) is a draw")
    parser.add_argument("--opening", type=int, default=None,
                        help="random plies first (default: 2 in Dou Shou Qi, else 0)")
    parser.add_argument("--seed", type=int, default=1, help="the first game's seed")
    parser.add_argument("--against", nargs="+", choices=("random", "greedy"),
                        default=["random", "greedy"], help="baseline: the opponents (both)")
    parser.add_argument("--nodes", type=int, default=None,
                        help="ladder, baseline: the strongest searches this many nodes a move "
                             "instead of --ms (the same games on any machine)")
    add_option_argument(parser)
    args = parser.parse_args(argv)
    args.options = parsed_options(parser, args)
    if args.ms is None:
        args.ms = 1000 if args.figure == "speed" else 100
    if args.games is None:
        args.games = 200 if args.figure == "rating" else 100
    if any(not 2 <= k <= len(LEVELS) for k in args.levels):
        parser.error(f"--levels are from 2 to {len(LEVELS)}")
    command = ["python", "bench/ai.py", args.figure, "--game", *args.game, "--ms", str(args.ms)]
    for text in args.option:
        command += ["--option", text]
    if args.figure != "speed":
        command += ["--games", str(args.games), "--jobs", str(args.jobs),
                    "--max-plies", str(args.max_plies), "--seed", str(args.seed)]
        if args.opening is not None:
            command += ["--opening", str(args.opening)]
        if args.nodes is not None:
            command += ["--nodes", str(args.nodes)]
        if args.figure == "baseline" and args.against != ["random", "greedy"]:
            command += ["--against", *args.against]
        if args.figure in ("ladder", "rating"):
            command += ["--levels", *map(str, args.levels)]
        if args.figure == "rating":
            command += ["--versions", *args.versions, "--elo1", f"{args.elo1:g}"]
            for m in args.match:
                command += ["--match", m]
            if args.full:
                command.append("--full")
    print(f"$ {shlex.join(command)}")
    print(f"Python {sys.version.split()[0]}")
    started = time.perf_counter()
    if args.figure == "rating":
        rating.rating(args.game, args, sides, lambda name: OPENING.get(name, 0))
    else:
        {"speed": speed, "ladder": ladder, "baseline": baseline}[args.figure](args.game, args)
    if args.figure in ("ladder", "baseline"):
        print(f"games longer than {args.max_plies} record moves count as draws (column capped); "
              f"plies: mean record length; distinct: different games played")
        if args.nodes is not None:
            print(f"every level is limited by depth and nodes (the strongest: {args.nodes:,} "
                  "a move): the same games on any machine")
        elif args.figure == "ladder":
            print("levels 1-5 are limited by depth and nodes (the same games on any machine); "
                  f"level 6 by time ({args.ms} ms a move), so its games vary with the machine")
        else:
            print(f"the strongest is limited by time ({args.ms} ms a move): its games vary "
                  "with the machine and its load")
    print(f"ran {time.perf_counter() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
