"""``python bench/ai.py rating``: the computer's levels and its earlier
strongest versions rated against each other (Elo with 95% error bars), each
match stopped as soon as its result is clear (a sequential probability ratio
test).  Every change to the computer is judged by this list (issue 40).

Players are named by text:

* ``6`` (or ``strongest``), ``1`` ... ``5``: a level of this tree's engine;
* ``v40a`` (a name of ``VERSIONS``) or ``@<commit>``: the strongest level of
  the engine as it was at that commit, its package taken from git (``git
  archive``) into ``.cache/engines/<commit>/`` and imported under a name of
  its own, so that two engines play in one process;
* any of these with ``x<factor>`` after it (``6x10``, ``v39x0.5``): that
  player thinks ``factor`` times the match's time (or nodes) a move.  Time
  odds measure what more time is worth: what a faster search would buy.

Each player follows the game in its own engine (it replays the record's
moves, throws included), so an older engine plays exactly as it did.

The test: games come in pairs (one seed, each player on each side); the
log-likelihood ratio of "the first player is ``--elo1`` Elo stronger" against
"they are equal" is the normal approximation over the pairs' scores (the
pentanomial model of engine testing); a match stops once it leaves
[ln(beta/(1-alpha)), ln((1-beta)/alpha)] (alpha = beta = 5%), never before
``MIN_PAIRS`` pairs, or after ``--games`` games (``--full``: only then, for
a score over a given number of games).  The list is a Bradley-Terry fit of every match (draws
half), each pair of players given one virtual draw so that a clean sweep
stays finite; its error bars are each rating's 95% interval from the fit's
curvature, against the field.
"""

from __future__ import annotations

import importlib
import math
import multiprocessing
import random
import subprocess
import sys
import tarfile
import io
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CACHE = ROOT / ".cache" / "engines"

VERSIONS = {"v39": "f4e3890"}
"""Earlier strongest engines by name: ``v39`` is the computer as it was
before issue 40 (the strongest level of the 2026-11 releases)."""

ALPHA = BETA = 0.05
MIN_PAIRS = 10
"""No match is decided on fewer pairs (20 games): the variance of a handful
of pairs is no guide."""


# ---------------------------------------------------------------- engines
def package_for(commit: str) -> str:
    """The import name of the engine package as it was at ``commit``
    (extracted once into .cache/engines/)."""
    full = subprocess.run(["git", "rev-parse", "--verify", f"{commit}^{{commit}}"], cwd=ROOT,
                          capture_output=True, text=True)
    if full.returncode:
        raise SystemExit(f"no commit {commit!r} in this clone: {full.stderr.strip()}")
    sha = full.stdout.strip()[:12]
    name = f"boardgames_{sha}"
    home = CACHE / sha
    if not (home / name / "__init__.py").exists():
        archive = subprocess.run(["git", "archive", sha, "py/boardgames"], cwd=ROOT,
                                 capture_output=True, check=True).stdout
        home.mkdir(parents=True, exist_ok=True)
        with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
            for member in tar.getmembers():
                if member.name.startswith("py/boardgames/") and member.isfile():
                    member.name = name + member.name[len("py/boardgames"):]
                    tar.extract(member, home)
    if str(home) not in sys.path:
        sys.path.insert(0, str(home))
    return name


def spec_of(text: str) -> tuple:
    """A player's name as (package or None for this tree, level, time factor)."""
    name, times, factor = text.partition("x")
    if times:
        try:
            odds = float(factor)
        except ValueError:
            odds = 0.0
        if not 0 < odds <= 1000:
            raise SystemExit(f"no time factor {factor!r} in {text!r}: a number after x, "
                             "as in 6x10 or v39x0.5")
        return spec_of(name)[:2] + (odds,)
    if text in ("strongest", "6") or text.isdigit():
        level = 6 if text == "strongest" else int(text)
        if not 1 <= level <= 6:
            raise SystemExit(f"no level {text}: the levels are 1 to 6")
        return (None, level, 1.0)
    if text in VERSIONS:
        return (VERSIONS[text], 6, 1.0)
    if text.startswith("@") and len(text) > 1:
        return (text[1:], 6, 1.0)
    raise SystemExit(f"no player {text!r}: a level 1-6, 'strongest', @<commit> or one of "
                     f"{', '.join(VERSIONS)}")


class Follower:
    """One player's own engine following a game: it replays the moves of
    the record it has not seen yet, then thinks."""

    def __init__(self, spec: tuple, name: str, options: dict, seed: int, ms, nodes) -> None:
        package = "boardgames" if spec[0] is None else package_for(spec[0])
        engine = importlib.import_module(package)
        record = importlib.import_module(package + ".record")
        self.ai = importlib.import_module(package + ".ai")
        self.kept: dict = {}
        """This player's own memory from move to move (``ai.KEPT``): two
        players of one engine (time odds, ``6x10:6``) must not share one."""
        self.state = record.Record(engine.game(name, **options), seed, None).start()
        self.level = spec[1]
        odds = spec[2]
        self.ms = max(1, round(ms * odds)) if self.level == 6 and ms else None
        self.nodes = max(1, round(nodes * odds)) if self.level == 6 and nodes else None
        self.seen = 0

    def move(self, moves: list[str], seed: int) -> str:
        for text in moves[self.seen:]:
            self.state.play(text)
        self.seen = len(moves)
        if hasattr(self.ai, "KEPT"):
            self.ai.KEPT = self.kept
        return self.ai.think(self.state, self.level, self.ms, seed=seed, nodes=self.nodes).move


def play_pair(task: tuple) -> tuple:
    """Both games of one seed: (the first player's score in each, plies,
    games capped, error)."""
    name, first, second, seed, options, opening, ms, nodes, max_plies, groups = task
    sys.path.insert(0, str(ROOT / "py"))
    from boardgames import game as make_game
    from boardgames.match import Match
    from boardgames.record import Record
    scores, plies, capped = [], 0, 0
    try:
        for swap in (0, 1):
            match = Match(Record(make_game(name, **options), seed, None).start(), seed, None)
            players = [Follower(first, name, options, seed, ms, nodes),
                       Follower(second, name, options, seed, ms, nodes)]
            seat_player = {}
            for side, group in enumerate(groups):
                for seat in group:
                    seat_player[seat] = players[0] if side == swap else players[1]
            rng = random.Random(f"opening {seed}")
            chosen = 0
            state = match.state
            while not state.is_over() and len(match.moves) < max_plies:
                thrower = match.throw_due()
                if thrower is not None:
                    match.play("throw")
                elif chosen < opening:
                    match.play(rng.choice(state.legal_moves()))
                    chosen += 1
                else:
                    player = seat_player[state.to_move]
                    match.play(player.move(match.moves, seed * 1000 + len(match.moves)))
            result = state.result()
            plies += len(match.moves)
            if result is None or result.winner is None:
                capped += result is None
                scores.append(0.5)
            else:
                won = next(s for s, group in enumerate(groups) if result.winner in group)
                scores.append(1.0 if won == swap else 0.0)
    except Exception as error:
        return scores, plies, capped, f"{type(error).__name__}: {error}"
    return scores, plies, capped, None


# ---------------------------------------------------------------- statistics
def expected(elo: float) -> float:
    return 1 / (1 + 10 ** (-elo / 400))


def elo_of(score: float) -> float:
    score = min(max(score, 1e-6), 1 - 1e-6)
    return -400 * math.log10(1 / score - 1)


def pairs_stats(pairs: list[float]) -> tuple[float, float]:
    """Mean and variance (of one pair) of the pairs' scores (0 ... 1)."""
    n = len(pairs)
    mean = sum(pairs) / n
    var = sum((p - mean) ** 2 for p in pairs) / n
    return mean, max(var, 1e-3)


def llr(pairs: list[float], elo0: float, elo1: float) -> float:
    """The log-likelihood ratio of elo1 against elo0 over the pairs' scores
    (normal approximation of the pentanomial model)."""
    if len(pairs) < 2:
        return 0.0
    mean, var = pairs_stats(pairs)
    s0, s1 = expected(elo0), expected(elo1)
    return len(pairs) * (s1 - s0) * (2 * mean - s0 - s1) / (2 * var)


def elo_interval(pairs: list[float]) -> tuple[float, float, float]:
    """The Elo difference and its 95% interval from the pairs' scores."""
    mean, var = pairs_stats(pairs)
    half = 1.96 * math.sqrt(var / len(pairs))
    return elo_of(mean), elo_of(mean - half), elo_of(mean + half)


def bradley_terry(players: list[str], results: list[tuple]) -> dict[str, tuple[float, float]]:
    """Ratings (Elo, 95% half-width) from (a, b, a's score, games) results,
    the first player at 0; each pair met gets one virtual draw."""
    met: dict[tuple, list[float]] = {}
    for a, b, score, games in results:
        key = (a, b)
        met.setdefault(key, [0.0, 0.0])
        met[key][0] += score + 0.5
        met[key][1] += games + 1
    strength = {p: 1.0 for p in players}
    for _ in range(2000):
        changed = 0.0
        for p in players:
            won = sum(s if a == p else n - s for (a, b), (s, n) in met.items() if p in (a, b))
            against = sum(n / (strength[a] + strength[b]) for (a, b), (s, n) in met.items()
                          if p in (a, b))
            if against:
                new = won / against
                changed = max(changed, abs(math.log(new / strength[p])))
                strength[p] = new
        if changed < 1e-9:
            break
    anchor = strength[players[0]]
    out = {}
    for p in players:
        info = sum(n * strength[a] * strength[b] / (strength[a] + strength[b]) ** 2
                   for (a, b), (s, n) in met.items() if p in (a, b))
        half = 1.96 / math.sqrt(info) * 400 / math.log(10) if info else float("inf")
        out[p] = (400 * math.log10(strength[p] / anchor), half)
    return out


# ---------------------------------------------------------------- matches
def match(name: str, first: str, second: str, args, groups,
          opening: int) -> tuple[list[float], int, int, str]:
    """Pairs of games until the test decides or ``args.games`` are played:
    the pairs' scores (the first player's), plies, capped games, verdict."""
    a, b = spec_of(first), spec_of(second)
    for spec in (a, b):
        if spec[0] is not None:
            package_for(spec[0])            # extracted once, before the workers start
    tasks = [(name, a, b, args.seed + i, args.options, opening, args.ms, args.nodes,
              args.max_plies, groups) for i in range(max(1, args.games // 2))]
    low, high = math.log(BETA / (1 - ALPHA)), math.log((1 - BETA) / ALPHA)
    pairs, plies, capped, verdict = [], 0, 0, f"{args.games} games, no decision"
    pool = multiprocessing.Pool(args.jobs) if args.jobs > 1 else None
    try:
        results = pool.imap(play_pair, tasks) if pool else map(play_pair, tasks)
        for scores, n, c, error in results:
            if error:
                raise SystemExit(f"{name}: {first} against {second}: {error}")
            pairs.append(sum(scores) / 2)
            plies, capped = plies + n, capped + c
            ratio = llr(pairs, 0, args.elo1)
            print(f"\r{name} {first} - {second}: {2 * len(pairs)} games, "
                  f"{100 * sum(pairs) / len(pairs):.1f}%, LLR {ratio:+.2f}",
                  end="", file=sys.stderr, flush=True)
            if len(pairs) < MIN_PAIRS or args.full and len(pairs) < len(tasks):
                continue
            if ratio >= high:
                verdict = f"H1: {first} is stronger (by {args.elo1:g} Elo or more)"
                break
            if ratio <= low:
                verdict = f"H0: {first} is not {args.elo1:g} Elo stronger"
                if all(p == 0.5 for p in pairs):
                    verdict += " (every pair split: they play alike)"
                break
    finally:
        print("\r" + " " * 90 + "\r", end="", file=sys.stderr)
        if pool:
            pool.terminate()
            pool.join()
    return pairs, plies, capped, verdict


def rating(names: list[str], args, sides, default_opening) -> None:
    """Each game: the strongest against each earlier version of ``--versions``,
    and the ladder (level k against k-1), or the matches of ``--match``; then
    the list."""
    schedule = [("6", v) for v in args.versions] + [
        (str(k), str(k - 1)) for k in sorted(args.levels, reverse=True)]
    if args.match:
        schedule = [tuple(m.split(":", 1)) for m in args.match]
        bad = [m for m, pair in zip(args.match, schedule) if len(pair) != 2]
        if bad:
            raise SystemExit(f"--match takes two players as A:B (e.g. 6:v39), not {bad[0]!r}")
    for pair in schedule:
        for player in pair:
            spec_of(player)                 # a bad name stops before any game
    print(f"SPRT per match: H0 equal, H1 the first +{args.elo1:g} Elo, alpha = beta = {ALPHA}; "
          f"at most {args.games} games; pairs of games from one seed, sides swapped")
    print(f"the strongest (6 and earlier versions): "
          f"{f'{args.nodes:,} nodes' if args.nodes else f'{args.ms} ms'} a move; "
          "levels 1-5: their depth and node budgets")
    for name in names:
        print(f"\n{name}")
        print(f"  {'player':>8s} {'against':>8s}{'games':>7s}{'score':>8s}{'Elo':>7s}"
              f"{'95% interval':>16s}{'LLR':>7s}{'plies':>7s}  verdict")
        results = []
        groups = sides(name)
        opening = args.opening if args.opening is not None else default_opening(name)
        for first, second in schedule:
            pairs, plies, capped, verdict = match(name, first, second, args, groups, opening)
            games = 2 * len(pairs)
            elo, lo, hi = elo_interval(pairs)
            print(f"  {first:>8s} {second:>8s}{games:7d}{sum(pairs) / len(pairs):8.1%}"
                  f"{elo:+7.0f}  [{lo:+5.0f}, {hi:+5.0f}]{llr(pairs, 0, args.elo1):+7.2f}"
                  f"{plies / games:7.0f}  {verdict}" + (f"; {capped} capped" if capped else ""),
                  flush=True)
            results.append((first, second, sum(pairs) * 2, games))
        listed = list(dict.fromkeys(p for m in schedule for p in m))
        anchor = next((p for p in listed if p in VERSIONS or p.startswith("@")), listed[-1])
        listed.remove(anchor)
        ratings = bradley_terry([anchor, *listed], results)
        print(f"  rating list ({anchor} = 0; 95% error bars, against the field):")
        for p, (elo, half) in sorted(ratings.items(), key=lambda kv: -kv[1][0]):
            print(f"    {p:>8s} {elo:+7.0f} ± {half:.0f}")
