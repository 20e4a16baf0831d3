"""The board editor's side of the engine (``editor.html``; the API's ``setup``).

A position is taken apart into the text of each square -- its *token*, as
the game's position text writes it (``L`` a Green Lion, ``gR`` Green's
Radjah, ``R3`` a stack of three Red pawns, ``_N`` a Knight on a plinth) --
and the *fields* after the board (whose turn, the dice, the hands...), and
put together again.  The game's own reading of positions then checks the
text; its refusal is what makes the position impossible, in its words (two
Lions, a pawn on its last rank...).  A position that cannot be played is
still drawn (``draft_view``), so that an author can go through impossible
positions on the way to a possible one.

Each game says how its board is written in ``notation.EDITING``, a
``BoardText``: the token of one square, how empty squares are written, the
pieces of the palette and how each is drawn, and the fields an editor shows
as controls.  Nothing here knows a rule.
"""

from __future__ import annotations

import importlib
import re
from dataclasses import dataclass, field
from typing import Callable

from .core import BadPosition, GameError

MAX_SQUARES = 200          # a board has at most 12 x 12 squares
MAX_TOKEN = 8              # characters of one square's token
MAX_FIELDS = 40            # fields after the board, words included
MAX_FIELD = 200            # characters of one field


@dataclass(frozen=True)
class Field:
    """A field after the board, as an editor shows it: ``index`` counts the
    fields after the board from 0; ``choices`` lists its values (none: free
    text); ``part`` is one character of the field (Shaturanga's armies)."""

    name: str
    index: int
    choices: tuple[str, ...] = ()
    part: int | None = None

    def to_json(self) -> dict:
        return {"name": self.name, "index": self.index, "choices": list(self.choices),
                "part": self.part}


@dataclass(frozen=True)
class BoardText:
    """How a game writes its board field, for the editor.

    ``token``: a regular expression of one square's token (never empty);
    ``empty``: ``"run"`` (a number counts empty squares, as in FEN) or
    ``"."`` (one dot a square); ``palette(game)``: the tokens an author may
    place; ``piece(token)``: how a token is drawn, the view's piece without
    its square (``None``: no piece) and the terrain it brings (or ``None``);
    ``start(game)``: the fields of the position an editor starts from when
    the game has no start position of its own (Shuuro) with its board, else
    ``None``; ``fields``: the fields shown as controls."""

    token: str
    empty: str
    palette: Callable
    piece: Callable[[str], tuple[dict | None, dict | None]]
    fields: tuple[Field, ...] = ()
    start: Callable | None = None
    template: Callable | None = None
    pattern: re.Pattern = field(init=False, repr=False, compare=False)

    def __post_init__(self):
        empty = r"[0-9]+" if self.empty == "run" else r"\."
        object.__setattr__(self, "pattern", re.compile(f"({empty})|({self.token})", re.ASCII))


def editing_of(game) -> BoardText:
    """The game's ``BoardText`` (``boardgames.games.<id>.notation.EDITING``)."""
    return importlib.import_module(f"boardgames.games.{game.name}.notation").EDITING


# ---------------------------------------------------------------- apart and together

def take_apart(text: str, width: int, height: int, spec: BoardText
               ) -> tuple[dict[str, str], list[str]]:
    """The token of each square (by its index, rank 0 at the bottom) and the
    fields after the board, of the position ``text``.  Only the board's
    writing is read: whether the position can be played is not asked."""
    board, *fields = text.split()
    rows = board.split("/")
    if len(rows) != height:
        raise BadPosition(f"the board has {len(rows)} rows, not {height}", why="editor_rows",
                          count=len(rows), rows=height)
    cells: dict[int, str] = {}
    for i, row in enumerate(rows):
        rank, file, at = height - 1 - i, 0, 0
        while at < len(row):
            found = spec.pattern.match(row, at)
            if not found:
                raise BadPosition(f"row {rank + 1}: {row[at:at + 4]!r} is no square of this board",
                                  why="editor_token", row=rank + 1, found=row[at:at + 4])
            if found.group(1):
                file += int(found.group(1)) if spec.empty == "run" else 1
            else:
                if file < width:
                    cells[rank * width + file] = found.group(2)
                file += 1
            at = found.end()
        if file != width:
            raise BadPosition(f"row {rank + 1} has {file} squares, not {width}",
                              why="editor_row_size", row=rank + 1, squares=file, width=width)
    return cells, fields


def put_together(cells: dict[int, str], fields: list[str], width: int, height: int,
                 spec: BoardText) -> str:
    """The position text of these tokens and fields (``take_apart`` undone)."""
    rows = []
    for rank in range(height - 1, -1, -1):
        row, empty = "", 0
        for file in range(width):
            token = cells.get(rank * width + file)
            if not token:
                if spec.empty == "run":
                    empty += 1
                else:
                    row += "."
                continue
            if empty:
                row += str(empty)
                empty = 0
            row += token
        rows.append(row + (str(empty) if empty else ""))
    return " ".join(["/".join(rows), *fields])


# ---------------------------------------------------------------- the setup op

def square_names(view: dict) -> list[str]:
    """Square names by index (rank 0 at the bottom), from a view's grid."""
    grid = view["grid"]
    return [f + r for r in grid["ranks"] for f in grid["files"]]


def draft_view(template: dict, cells: dict[int, str], spec: BoardText, text: str) -> dict:
    """A view of a position that cannot be played, for drawing only: the
    ``template`` (a view of the same board) with these tokens' pieces and
    terrain, no moves, no last move."""
    names = square_names(template)
    view = dict(template)
    pieces, terrain = [], [t for t in template["terrain"] if t.get("kind") != "plinth"]
    for index, token in sorted(cells.items()):
        piece, ground = spec.piece(token)
        if piece is not None:
            pieces.append({"sq": names[index], **piece})
        if ground is not None:
            terrain.append({"sq": names[index], **ground})
    view.update(pieces=pieces, terrain=terrain, moves=[], last_move=None, result=None, check=[],
                position=text, history=[], turns=[], ply=0, can_undo=False, can_redo=False,
                undo_plies=0, said=None, throw=None, draft=True)
    return view


def read_squares(squares, names: list[str], spec: BoardText) -> dict[int, str]:
    """{square name: token or null} as {index: token}; a token the game
    does not write is refused."""
    if not isinstance(squares, dict) or len(squares) > MAX_SQUARES:
        raise BadPosition("squares are an object {square: token}", why="editor_squares")
    index = {name: i for i, name in enumerate(names)}
    cells = {}
    for name, token in squares.items():
        if name not in index:
            raise BadPosition(f"{name!r} is no square of this board", why="editor_square",
                              square=str(name)[:8])
        if token is None or token == "":
            continue
        if not isinstance(token, str) or len(token) > MAX_TOKEN or \
                not re.fullmatch(spec.token, token, re.ASCII):
            raise BadPosition(f"{str(token)[:8]!r} is no piece of this game", why="editor_piece",
                              square=name, piece=str(token)[:8])
        cells[index[name]] = token
    return cells


def read_fields(fields) -> list[str]:
    if not isinstance(fields, list) or len(fields) > MAX_FIELDS or any(
            not isinstance(f, str) or not f or len(f) > MAX_FIELD or f.split() != [f]
            for f in fields):
        raise BadPosition("fields are a list of words without spaces", why="editor_fields")
    return list(fields)


def setup(make_match, game, options: dict, position: str | None, squares, fields) -> dict:
    """The ``setup`` op's answer (``api.Api.op_setup``): the position text,
    whether it can be played (``problem``: the game's refusal, or None), a
    view to draw (the match's own, else a draft), and what an editor needs:
    the palette (each token and how it is drawn), the fields shown as
    controls, and the position taken apart."""
    spec = editing_of(game)
    # The game's start (Shuuro has none: an empty board), and a view of its
    # board to draw impossible positions on.
    start = spec.start(game) if spec.start else make_match(None).state.to_text()
    template = make_match(spec.template(game) if spec.template else start).view(None)
    names = square_names(template)
    width, height = template["grid"]["width"], template["grid"]["height"]
    if position in (None, "", "start"):
        text = start
    elif position == "empty":
        text = put_together({}, take_apart(start, width, height, spec)[1], width, height, spec)
    else:
        text = " ".join(str(position).split())
        if not text:
            raise BadPosition("the position is empty", why="editor_empty")
    cells, text_fields = take_apart(text, width, height, spec)
    if squares is not None:
        cells = read_squares(squares, names, spec)
    if fields is not None:
        text_fields = read_fields(fields)
    text = put_together(cells, text_fields, width, height, spec)
    problem, view = None, None
    try:
        view = make_match(text).view(None)
    except GameError as error:
        problem = error.to_json()
        view = draft_view(template, cells, spec, text)
    palette = []
    for token in spec.palette(game):
        piece, ground = spec.piece(token)
        palette.append({"token": token, "piece": piece, "terrain": ground})
    return {"position": text, "problem": problem, "view": view,
            "squares": {names[i]: token for i, token in sorted(cells.items())},
            "fields": text_fields, "palette": palette,
            "controls": [f.to_json() for f in spec.fields]}


# ---------------------------------------------------------------- a puzzle's solution

def puzzle(match, solution: list[str], ms: int) -> dict:
    """Whether ``solution`` (the solver's moves and the answers, from the
    match's position) is the only way: at each of the solver's moves, the
    other moves the search finds no worse (when it wins: a win as quick,
    a slower one being no other solution), within ``ms`` a move.
    ``{"wins": the line ends in the solver's win, "others": [{"ply",
    "move", "also": [moves]}]}``."""
    import time

    from .ai import brain as brain_of
    from .ai.search import Search
    from .core import CHANCE

    state = match.state.copy()
    solver = state.turn_player()
    others = []
    for ply, text in enumerate(solution):
        if state.is_over():
            raise BadPosition(f"the game is over before {text}", why="editor_solution_over",
                              move=text)
        if state.to_move != CHANCE and state.turn_player() == solver:
            mind = brain_of(state)
            work = state.copy()
            search = Search(mind, work, deadline=time.perf_counter() + ms / 1000)
            outcome = search.root(max(1, len(solution) - ply), every=True)
            chosen = state.parse_move(text)
            mine = outcome.scores.get(chosen)
            if mine is not None:
                also = [mind.move_text(work, m) for m, v in outcome.scores.items()
                        if m != chosen and v >= mine]
                if also:
                    others.append({"ply": ply, "move": text, "also": sorted(also)})
        match.play(text)
        state = match.state.copy()
    result = state.result() if state.is_over() else None
    return {"wins": result is not None and result.winner == solver, "others": others}
