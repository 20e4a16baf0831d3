"""A fuzzer for every entry point of the rules: positions, moves, records,
options and JSON requests, random and mutated from valid ones.

Each case is one input thrown at one entry point, and the check is always
the same: the answer is either valid or a clear refusal (a ``GameError``, or
``{"ok": false}`` with a known code, a ``why`` and a short message), and a
refusal changed nothing.  ``tests/rules/test_fuzz.py`` runs a bounded number
of cases; ``bench/fuzz.py`` runs the same fuzzer for longer and prints its
figures.
"""

from __future__ import annotations

import io
import json
import random
from contextlib import redirect_stderr, redirect_stdout

import boardgames
from boardgames import GameError, record as records
from boardgames.__main__ import main as cli
from boardgames.api import Api, handle_json
from boardgames.core import CHANCE, MAX_MESSAGE
from boardgames.match import Match

CONFIGS = [
    ("doushouqi", {}), ("doushouqi", {"classic_elephant": True}),
    ("shuuro", {}), ("shuuro", {"mini": True}), ("shuuro", {"scouts": True, "plinths": 3}),
    ("shakku", {}), ("shakku", {"board": 10, "moving_stacks": True}),
    ("shaturanga", {}), ("shaturanga", {"dice": True, "promotion": True}),
]

CODES = {"bad_request", "bad_position", "illegal_move", "bad_record", "bad_option",
         "unknown_game"}
"""The kinds of refusal; ``internal`` (a fault of ours) must never come out."""

ODD = ["²", "٣", "０", "Ⅻ", "-", "+", "/", " ", "", "\t", "\n", "_", ".", ":", "@", "=", "*",
       "0", "1", "9", "12", "-1", "99999999999999999999", "9" * 5000, "é", "\x00", "'", '"',
       "[", "]", "{", "}", "\\", "K", "k", "Q", "x", "X", "II", "throw", "die:5", "w", "b",
       "resign", "resign:", "offer", "accept", " offer=w", " end=resign:b", " draw=g"]


class Corpus:
    """Valid material to mutate: positions, move texts and records of random
    games of every game and variant (fixed seeds: the same corpus each run)."""

    def __init__(self, games: int = 2, plies: int = 160) -> None:
        self.positions: list[tuple[str, dict, str]] = []
        self.moves: list[tuple[str, dict, list[str], str]] = []   # game, options, moves so far, a move
        self.records: list[str] = []
        rnd = random.Random(1)
        for name, options in CONFIGS:
            for seed in range(games):
                match = Match(boardgames.game(name, **options).new(seed=seed), seed)
                self.positions.append((name, options, match.state.to_text()))
                for _ in range(plies):
                    state = match.state
                    if state.is_over():
                        break
                    legal = ["throw"] if match.throw_due() is not None else state.legal_moves()
                    if not legal:
                        break
                    move = rnd.choice(legal)
                    self.moves.append((name, options, list(match.moves), move))
                    match.play(move)
                    if rnd.random() < 0.25 and state.to_move != CHANCE:
                        self.positions.append((name, options, state.to_text()))
                self.records.append(match.record())


def mutate(text: str, rnd: random.Random) -> str:
    """``text`` with one to four small changes: a character or a field
    replaced (by an odd one or one of its own), inserted, dropped, doubled or
    re-cased, or the text cut."""
    for _ in range(rnd.choice((1, 1, 1, 2, 2, 3, 4))):
        kind = rnd.randrange(11)
        i = rnd.randrange(len(text) + 1)
        if kind == 0:
            text = text[:i] + rnd.choice(ODD) + text[i + 1:]
        elif kind == 1:
            text = text[:i] + rnd.choice(ODD) + text[i:]
        elif kind == 2:
            text = text[:i] + text[i + rnd.randint(1, 3):]
        elif kind == 3:
            text = text[:i]
        elif kind == 4:
            text = text.swapcase() if rnd.random() < 0.3 else text[:i] + text[i:].upper()
        elif kind == 5:
            words = text.split(" ")
            j = rnd.randrange(len(words))
            words[j] = rnd.choice(ODD + [w for w in words if w])
            text = " ".join(words)
        elif kind == 6:
            words = text.split(" ")
            j = rnd.randrange(len(words))
            words.insert(j, words[j])
            text = " ".join(words)
        elif kind == 7 and text:
            j = rnd.randrange(len(text))
            text = text[:j] + text[j] * rnd.randint(2, 40) + text[j + 1:]
        elif kind == 8:
            text = text[:i] + chr(rnd.randrange(32, 0x3000)) + text[i:]
        elif text:                  # a character of the text itself: often still valid
            text = text[:i] + rnd.choice(text) + text[i + 1:]
    return text


class Failure(AssertionError):
    pass


def _refusal_ok(error: GameError, what: str) -> None:
    if error.code not in CODES:
        raise Failure(f"{what}: unknown code {error.code!r}")
    if "why" not in error.params:
        raise Failure(f"{what}: refusal without a why: {error}")
    if len(str(error)) > MAX_MESSAGE:
        raise Failure(f"{what}: message of {len(str(error))} characters")
    json.dumps(error.to_json())


def _answer_ok(answer: dict, what: str) -> None:
    if answer.get("ok") is True:
        return
    error = answer.get("error") or {}
    if error.get("code") not in CODES or "why" not in error.get("params", {}):
        raise Failure(f"{what}: bad refusal {str(answer)[:300]}")
    if len(error.get("message", "")) > MAX_MESSAGE:
        raise Failure(f"{what}: message too long")


class Fuzzer:
    """Throws cases at the entry points; ``run(n)`` returns counts by entry point."""

    def __init__(self, corpus: Corpus, seed: int = 0) -> None:
        self.corpus = corpus
        self.rnd = random.Random(seed)
        self.counts: dict[str, list[int]] = {}    # entry point -> [cases, refused]

    def run(self, cases: int, failures: list | None = None) -> dict[str, list[int]]:
        """Throw ``cases`` inputs; the first failure raises, unless a
        ``failures`` list is given to collect them all."""
        entries = [self.position, self.position, self.move, self.move, self.record,
                   self.options, self.request, self.request, self.command_line]
        for _ in range(cases):
            try:
                self.rnd.choice(entries)()
            except Failure as failure:
                if failures is None:
                    raise
                failures.append(str(failure))
        return self.counts

    def _count(self, entry: str, refused: bool) -> None:
        row = self.counts.setdefault(entry, [0, 0])
        row[0] += 1
        row[1] += refused

    # ---------------------------------------------------------------- entry points
    def position(self) -> None:
        name, options, text = self.rnd.choice(self.corpus.positions)
        text = mutate(text, self.rnd)
        game = boardgames.game(name, **options)
        what = f"{name} from_text({text[:200]!r})"
        try:
            state = game.from_text(text)
        except GameError as error:
            _refusal_ok(error, what)
            self._count("position", True)
            return
        except Exception as error:
            raise Failure(f"{what}: {type(error).__name__}: {error}") from error
        # an accepted position writes itself back, and reads back the same
        again = state.game.from_text(state.to_text())
        if again.to_text() != state.to_text():
            raise Failure(f"{what}: does not read back ({state.to_text()!r})")
        state.legal_moves() if state.to_move != CHANCE else state.chance_outcomes()
        state.result()
        self._count("position", False)

    def move(self) -> None:
        name, options, before, move = self.rnd.choice(self.corpus.moves)
        match = Match(boardgames.game(name, **options).new(seed=0), 0, throw=False)
        for m in before:
            match._push(m, match.state.to_move == CHANCE)
        move = mutate(move, self.rnd) if self.rnd.random() < 0.9 else move
        text, record = match.state.to_text(), match.record()
        what = f"{name} after {len(before)} moves, play({move[:200]!r})"
        try:
            match.play(move)
        except GameError as error:
            _refusal_ok(error, what)
            if (match.state.to_text(), match.record()) != (text, record):
                raise Failure(f"{what}: the refusal changed the game")
            self._count("move", True)
            return
        except Exception as error:
            raise Failure(f"{what}: {type(error).__name__}: {error}") from error
        self._count("move", False)

    def record(self) -> None:
        text = mutate(self.rnd.choice(self.corpus.records), self.rnd)
        what = f"record({text[:300]!r})"
        try:
            Match.from_record(records.read(text))
        except GameError as error:
            _refusal_ok(error, what)
            self._count("record", True)
            return
        except Exception as error:
            raise Failure(f"{what}: {type(error).__name__}: {error}") from error
        self._count("record", False)

    def options(self) -> None:
        name, options = self.rnd.choice(CONFIGS)
        spec = self.rnd.choice(boardgames.GAMES[name].option_specs)
        value = self.rnd.choice([self.rnd.choice(ODD), mutate(str(spec.default).lower(), self.rnd),
                                 1.5, -3, 10 ** 30, None, [], {}, True, 2.0])
        what = f"{name} option {spec.name}={value!r:.100}"
        try:
            boardgames.game(name, **{spec.name: value}).new(seed=0)
        except GameError as error:
            _refusal_ok(error, what)
            self._count("options", True)
            return
        except Exception as error:
            raise Failure(f"{what}: {type(error).__name__}: {error}") from error
        if isinstance(value, float) and not value.is_integer():
            raise Failure(f"{what}: a fraction was accepted")
        self._count("options", False)

    def request(self) -> None:
        api = Api()
        name, options, text = self.rnd.choice(self.corpus.positions)
        opened = api.handle({"op": "new", "game": name, "options": options})
        match = opened["match"]
        before = api.handle({"op": "view", "match": match})
        requests = [
            {"op": "play", "match": match, "move": mutate("a3a4", self.rnd)},
            {"op": "play", "match": self.rnd.choice([match, -1, "1", None, 1.0, True]),
             "move": self.rnd.choice([None, 3, [], "throw"])},
            {"op": self.rnd.choice(["undo", "redo", "view", "record", "games", "nope", ""]),
             "match": match, "player": self.rnd.choice([None, 0, 5, -1, "0", True])},
            {"op": "new", "game": self.rnd.choice([name, mutate(name, self.rnd), 3]),
             "options": self.rnd.choice([options, {"x": 1}, [], None]),
             "seed": self.rnd.choice([0, -1, 2 ** 64, 2 ** 64 - 1, 1.5, "7", None]),
             "position": self.rnd.choice([None, text, mutate(text, self.rnd), 5])},
            {"op": "load", "record": self.rnd.choice([mutate(r, self.rnd) for r in
                                                      self.corpus.records[:3]] + [None, 5]),
             "redo": self.rnd.choice([None, ["a3a4"], "x", [1], ["throw", "zz"]])},
        ]
        request = self.rnd.choice(requests)
        text_request = json.dumps(request)
        if self.rnd.random() < 0.3:
            text_request = mutate(text_request, self.rnd)
        if self.rnd.random() < 0.05:
            depth = self.rnd.choice([100, 5000, 200_000])
            text_request = self.rnd.choice(["[", "{\"a\":"]) * depth
        what = f"handle_json({text_request[:300]!r})"
        try:
            answer = json.loads(handle_json(text_request))
        except Exception as error:
            raise Failure(f"{what}: {type(error).__name__}: {error}") from error
        _answer_ok(answer, what)
        if not answer["ok"]:
            after = api.handle({"op": "view", "match": match})
            if after != before:
                raise Failure(f"{what}: the refusal changed match {match}")
        self._count("request", not answer["ok"])

    def command_line(self) -> None:
        name, options, text = self.rnd.choice(self.corpus.positions)
        argv = [self.rnd.choice(["moves", "perft", "nope", "play"]),
                self.rnd.choice([name, mutate(name, self.rnd)]),
                self.rnd.choice(["start", text, mutate(text, self.rnd)])]
        if argv[0] == "perft":
            argv.append(self.rnd.choice(["0", "1", "-1", "²", "100000000000000000000", "x", ""]))
        if argv[0] == "play":             # always a bad line: it never waits on the terminal
            argv = argv[:2] + ["--seed", self.rnd.choice(["-1", str(2 ** 64), "٣", "x"])]
        for _ in range(self.rnd.randint(0, 2)):
            argv += ["--option", mutate("a=1", self.rnd)]
        out, err = io.StringIO(), io.StringIO()
        what = f"command line {[a[:80] for a in argv]}"
        try:
            with redirect_stdout(out), redirect_stderr(err):
                status = cli(argv)
        except SystemExit as leave:
            status = leave.code
        except Exception as error:
            raise Failure(f"{what}: {type(error).__name__}: {error}") from error
        if status not in (0, 2):
            raise Failure(f"{what}: exit status {status}")
        if status == 2:
            message = err.getvalue()
            if not message.startswith("error: ") or message.count("\n") != 1 or \
                    len(message) > MAX_MESSAGE + 80:
                raise Failure(f"{what}: refusal is not one short line: {message[:300]!r}")
        self._count("command line", status == 2)
