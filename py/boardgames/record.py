"""Game records: the options, the seed, the moves and the result, as text.

The form follows PGN: tag pairs, then the moves numbered by full turns, then
the result.  Any game's moves fit, chance outcomes (dice) included::

    [Game "doushouqi"]
    [Option "classic_elephant=true"]
    [Seed "0"]
    [Position "l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L w - - 0 1"]
    [Result "green"]
    [Termination "den"]

    1. a3a4 g7g6 2. a4a5 g6g5 green

``Game`` is written as the game's id; read, it may be any name people
write for the game (``Dou Shou Qi``, ``Jungle``, ``Sáhkku``...: each game
lists its own, ``Game.names``), whatever the case, accents, spaces and
hyphens.  ``Position`` is written only when the game did not start from the
usual start.  ``Result`` names the winner, ``draw``, or ``*`` while the game goes
on.  Comments in braces are skipped when reading.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from .core import BadRecord, Game, GameError, State, clip, shown

TAG = re.compile(r'^\[(\w+)\s+"((?:[^"\\]|\\.)*)"\]$')
SEED = re.compile(r"[0-9]{1,20}", re.ASCII)
MAX_SEED = 2 ** 64 - 1
"""Seeds are whole numbers from 0 to 2**64 - 1 everywhere: API, records, command line."""


@dataclass
class Record:
    """A parsed record: enough to replay the game exactly."""

    game: Game
    seed: int = 0
    position: str | None = None      # None: the game's start position
    moves: list[str] = field(default_factory=list)
    tags: dict[str, str] = field(default_factory=dict)
    computer: dict[int, int] = field(default_factory=dict)
    """The seats the computer played: player index -> level (the
    ``Computer`` tag, ``red=3 green=6``)."""

    def start(self) -> State:
        """The state the game starts from: its position, or the game's start."""
        if self.position is None:
            return self.game.new(seed=self.seed)
        return self.game.from_text(self.position)

    def replay(self, state: State | None = None, play=None) -> State:
        """Play every move on ``state`` (the start by default) with ``play``
        (``state.play`` by default), checking each one."""
        state = state if state is not None else self.start()
        play = play or state.play
        for number, move in enumerate(self.moves, 1):
            try:
                play(move)
            except GameError as error:
                raise BadRecord(f"move {number} ({clip(move)}): {error}", why="ply",
                                ply=number, move=move, detail=error.to_json()) from None
        return state


def start_position(text: str | None) -> str | None:
    """A position as a record keeps it: None for the game's start (no text,
    an empty one or the word ``start``), else the text without its outer
    spaces."""
    if text is None or text.strip() in ("", "start"):
        return None
    return text.strip()


def computer_tag(game: Game, computer: dict[int, int]) -> str:
    """The ``Computer`` tag's value: ``red=3 green=6``, in seat order."""
    return " ".join(f"{game.players[p]}={computer[p]}" for p in sorted(computer))


def computer_seats(game: Game, value, why=BadRecord) -> dict[int, int]:
    """The seats the computer plays, read from a ``Computer`` tag's text
    (``red=3 green=6``) or from an object ``{"red": 3, "green": null}``
    (null: a person): player index -> level 1 to 6."""
    from .ai import LEVELS
    if isinstance(value, str):
        pairs = []
        for word in value.split():
            name, sep, level = word.partition("=")
            if not sep or not level.isascii() or not level.isdigit() or len(level) > 2:
                raise why(f"the computer's seats are written seat=level, not {shown(word)}",
                          why="computer", value=word)
            pairs.append((name, int(level)))
    elif isinstance(value, dict):
        pairs = list(value.items())
    else:
        raise why("the computer's seats are an object {seat: level}", why="computer")
    seats = {}
    for name, level in pairs:
        if name not in game.players:
            raise why(f"{shown(name)} is not a seat of {game.name}: "
                      f"{', '.join(game.players)}", why="computer_seat", value=str(name)[:40])
        if level is None:
            continue
        if isinstance(level, bool) or not isinstance(level, int) or \
                not 1 <= level <= len(LEVELS):
            raise why(f"a level is a whole number from 1 to {len(LEVELS)}", why="bad_level",
                      value=str(level)[:40])
        seats[game.players.index(name)] = level
    return seats


def _quote(text: str) -> str:
    return text.replace("\\", "\\\\").replace('"', '\\"')


def write(game: Game, state: State, moves: list[str], seed: int = 0,
          position: str | None = None, tags: dict[str, str] | None = None) -> str:
    """The record text of a game played from ``position`` (None: the start)."""
    lines = [f'[Game "{game.name}"]']
    for name, value in game.options.items():
        value = str(value).lower() if isinstance(value, bool) else value
        lines.append(f'[Option "{name}={value}"]')
    lines.append(f'[Seed "{seed}"]')
    if position is not None and position != game.start_text():
        lines.append(f'[Position "{_quote(position)}"]')
    result = state.result()
    if result is None:
        outcome = "*"
    elif result.winner is None:
        outcome = "draw"
    else:
        outcome = game.players[result.winner]
    lines.append(f'[Result "{outcome}"]')
    if result is not None:
        lines.append(f'[Termination "{result.reason}"]')
    for name, value in (tags or {}).items():
        if name not in ("Game", "Option", "Seed", "Position", "Result", "Termination"):
            lines.append(f'[{name} "{_quote(value)}"]')
    players = len(game.players)
    words = []
    for i, move in enumerate(moves):
        if i % players == 0:
            words.append(f"{i // players + 1}.")
        words.append(move)
    words.append(outcome)
    body, line = [], ""
    for word in words:                      # wrap the movetext at 80 columns
        if line and len(line) + 1 + len(word) > 80:
            body.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    body.append(line)
    return "\n".join(lines) + "\n\n" + "\n".join(body) + "\n"


def read(text: str) -> Record:
    """Parse a record; raises ``BadRecord`` with the line at fault."""
    from . import game as make_game, game_id

    if not isinstance(text, str):
        raise BadRecord("a record is a text", why="not_text")
    if not text.strip():
        raise BadRecord("the record is empty", why="empty")
    tags: dict[str, str] = {}
    options: dict[str, str] = {}
    movetext = []
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line:
            continue
        if line.startswith("["):
            match = TAG.match(line)
            if not match:
                raise BadRecord(f'line {number}: a tag is written [Name "value"]', why="tag",
                                line=number)
            name, value = match.group(1), re.sub(r"\\(.)", r"\1", match.group(2))
            if name == "Option":
                key, sep, val = value.partition("=")
                if not sep:
                    raise BadRecord(f'line {number}: an option is written [Option "name=value"]',
                                    why="option_line", line=number)
                options[key.strip()] = val.strip()
            else:
                tags[name] = value
        else:
            movetext.append(line)
    if "Game" not in tags:
        raise BadRecord('the record does not say which game it is ([Game "..."] is missing)',
                        why="no_game")
    try:
        game = make_game(game_id(tags["Game"]) or tags["Game"], **options)
    except GameError as error:
        raise BadRecord(str(error), why="game", detail=error.to_json()) from None
    seed_text = tags.get("Seed", "0")
    if not SEED.fullmatch(seed_text) or int(seed_text) > MAX_SEED:
        raise BadRecord(f"the seed must be a whole number from 0 to {MAX_SEED}, "
                        f"not {shown(seed_text)}", why="seed", value=seed_text)
    body = re.sub(r"\{[^}]*\}", " ", " ".join(movetext))
    results = {"*", "draw", *game.players}
    moves = [word for word in body.split()
             if not re.fullmatch(r"\d+\.(\.\.)?", word) and word not in results]
    computer = computer_seats(game, tags["Computer"]) if "Computer" in tags else {}
    record = Record(game, int(seed_text), tags.get("Position"), moves, tags, computer)
    if record.position is not None:
        try:
            game.from_text(record.position)
        except GameError as error:
            raise BadRecord(f"the position tag is wrong: {error}", why="position",
                            detail=error.to_json()) from None
    return record
