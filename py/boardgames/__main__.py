"""The command line: ``python -m boardgames moves|perft|play|svg``.

    python -m boardgames moves doushouqi start
    python -m boardgames perft doushouqi "<FEN>" 4
    python -m boardgames play doushouqi --seed 7
    python -m boardgames moves doushouqi start --option classic_elephant=true
    python -m boardgames svg doushouqi start --moves "a3a4 g7g6" --arrows a4a5 > board.svg
    python -m boardgames best doushouqi start --level 4
    python -m boardgames play shakku --computer red --level 5

At a dice moment ``moves`` lists the outcomes with their probabilities; in
``play`` the dice are thrown from ``--seed`` as in the browser.

Every refusal -- a bad position, option, seed, depth or argument -- prints
one line, ``error: ...``, and exits with status 2; in ``play`` a refused move
is explained and the prompt comes back.
"""

from __future__ import annotations

import argparse
import sys

from . import GAMES, game as make_game
from .ai import LEVELS, think
from .match import Match
from .core import CHANCE, BadOption, BadRequest, GameError, shown, whole_number
from .record import MAX_SEED, Record, computer_seats, start_position

MAX_DEPTH = 40
"""The deepest perft asked for (deeper would never end, and would overflow the stack)."""


def _options(pairs: list[str]) -> dict[str, str]:
    options = {}
    for pair in pairs:
        name, sep, value = pair.partition("=")
        if not sep:
            raise BadOption(f"an option is written name=value, not {shown(pair)}", why="not_text",
                            value=pair)
        options[name.strip()] = value.strip()
    return options


def _state(args):
    g = make_game(args.game, **_options(args.option))
    return Record(g, _seed(args), start_position(args.position)).start()


def play(state, out=None, read=input, seed: int = 0, computer: dict | None = None,
         ms: int | None = None) -> int:
    """A game in the terminal: the position, the legal moves, a prompt.
    A move the rules refuse is explained and asked for again; ``undo`` takes
    a move back.  Dice are thrown from ``seed`` as in the browser
    (``match.Match``), and shown as they fall.  ``computer``: the seats the
    computer plays (player index -> level), thinking at most ``ms`` a move."""
    out = out or sys.stdout
    match = Match(state, seed)
    match.computer = dict(computer or {})
    shown = 0
    while True:
        for move, chance in zip(match.moves[shown:], match.chance[shown:]):
            if chance:
                print(f"dice: {move}", file=out)
        shown = len(match.moves)
        print(state.to_text(), file=out)
        result = state.result()
        if result is not None:
            winner = "draw" if result.winner is None else state.game.players[result.winner]
            print(f"result: {winner} ({result.reason})", file=out)
            return 0
        thrower = match.throw_due()
        mover = state.to_move if thrower is None else thrower
        if mover in match.computer:
            thought = think(state, match.computer[mover], ms, seed=seed)
            print(f"{state.game.players[mover]} (computer, level {match.computer[mover]}) "
                  f"plays {thought.move}", file=out)
            match.play(thought.move)
            continue
        if thrower is not None:
            player = state.game.players[thrower]
            print(f"{player} to throw: throw", file=out)
        else:
            player = state.game.players[state.to_move]
            print(f"{player} to move: {' '.join(state.legal_moves())}", file=out)
        try:
            text = read(f"{player}> ").strip()
        except EOFError:
            print("", file=out)
            return 0
        try:
            if text in ("quit", "q"):
                return 0
            if text == "undo":
                match.undo()
            else:
                match.play(text)
        except GameError as error:
            print(f"error: {error}", file=out)
        shown = min(shown, len(match.moves))


def _moves(state) -> list[str]:
    """The legal moves, or at a chance node the outcomes with their odds."""
    if state.to_move == CHANCE:
        return [f"{outcome} {probability:.6g}" for outcome, probability in state.chance_outcomes()]
    return state.legal_moves()


def _level_and_time(args) -> tuple[int | None, int | None]:
    """``--level`` and ``--ms``, checked (None where not given)."""
    level = whole_number(args.level, "the level", BadRequest, 1, len(LEVELS)) \
        if args.level else None
    ms = whole_number(args.ms, "the time", BadRequest, 1, 600_000) if args.ms else None
    return level, ms


def _best(state, args) -> str:
    """What ``best`` prints: the move, then how it was found."""
    level, ms = _level_and_time(args)
    thought = think(state, level, ms, seed=_seed(args))
    return (f"{thought.move}\nscore {thought.score} depth {thought.depth} "
            f"nodes {thought.nodes} ms {thought.ms} level {thought.level} "
            f"line {' '.join(thought.line)}")


def _svg(args) -> str:
    """The SVG picture the ``svg`` command prints (``svg.diagram`` does the work)."""
    from .svg import diagram
    size = whole_number(args.size, "the size", BadRequest, 16, 4096) if args.size else None
    picture = diagram({"game": args.game, "position": args.position,
                       "options": " ".join(args.option), "moves": args.moves, "dice": args.dice,
                       "arrows": args.arrows, "highlight": args.highlight,
                       "orientation": args.orientation})
    if size:
        picture = picture.replace("<svg ", f'<svg width="{size}" ', 1)
    return picture


def _seed(args) -> int:
    return whole_number(args.seed, "the seed", BadRequest, 0, MAX_SEED)


class _Parser(argparse.ArgumentParser):
    """argparse, with its refusals on one line and status 2 like the rules'."""

    def error(self, message: str):
        if len(message) > 200:
            message = message[:197] + "..."
        self.exit(2, f"error: {message} (see {self.prog} --help)\n")


def main(argv: list[str] | None = None) -> int:
    parser = _Parser(prog="python -m boardgames",
                     description="Rules of Shuuro, Shakku, Shaturanga and Dou Shou Qi on the "
                                 "command line.")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    for name, helptext in (("moves", "list the legal moves, one per line"),
                           ("perft", "count the leaf nodes DEPTH plies deep"),
                           ("play", "play a game in the terminal"),
                           ("best", "the computer's move in the position, and its score"),
                           ("svg", "draw the position (after --moves) as an SVG picture")):
        cmd = sub.add_parser(name, help=helptext)
        cmd.add_argument("game", help=f"one of {', '.join(sorted(GAMES))}")
        if name == "play":
            cmd.add_argument("position", nargs="?", default="start")
        else:
            cmd.add_argument("position", help='a position, or "start"')
        if name == "perft":
            cmd.add_argument("depth", help=f"0 to {MAX_DEPTH}")
        if name in ("best", "play"):
            cmd.add_argument("--level", default="", help=f"1 to {len(LEVELS)} "
                             "(default: the strongest)")
            cmd.add_argument("--ms", default="", help="the computer's time per move, in "
                             "milliseconds (the strongest level; default 1000)")
        if name == "play":
            cmd.add_argument("--computer", action="append", default=[], metavar="SEAT",
                             help="a seat the computer plays (repeat for more)")
        if name == "svg":
            cmd.add_argument("--moves", default="", help="moves replayed from the position "
                             "(dice outcomes as a record writes them)")
            cmd.add_argument("--dice", default="", help="fixed throws, in order")
            cmd.add_argument("--arrows", default="", help='moves drawn as arrows: "a3a4 b7b6"')
            cmd.add_argument("--highlight", default="", help='squares outlined: "c1 e1"')
            cmd.add_argument("--orientation", default="", help="the player at the bottom")
            cmd.add_argument("--size", default="", help="the width in pixels (default: scalable)")
        cmd.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
        cmd.add_argument("--seed", default="0", help=f"0 to {MAX_SEED} (the dice)")
    args = parser.parse_args(argv)
    try:
        seed = _seed(args)
        depth = whole_number(args.depth, "the depth", BadRequest, 0, MAX_DEPTH) \
            if args.command == "perft" else 0
        if args.command == "svg":
            print(_svg(args))
            return 0
        state = _state(args)
        if args.command == "moves":
            for move in _moves(state):
                print(move)
        elif args.command == "perft":
            print(state.perft(depth))
        elif args.command == "best":
            print(_best(state, args))
        else:
            level, ms = _level_and_time(args)
            seats = computer_seats(state.game, {seat: level or len(LEVELS)
                                                for seat in args.computer}, BadRequest)
            return play(state, seed=seed, computer=seats, ms=ms)
    except GameError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    except RecursionError:
        print("error: the input is too large", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
