"""A position as a standalone SVG picture, drawn from its view, no browser
needed (python-chess's ``chess.svg`` is the model): for rules pages, print,
and readers without JavaScript.

    >>> import boardgames, boardgames.svg
    >>> state = boardgames.game(name).new()          # name: any id of boardgames.GAMES
    >>> picture = boardgames.svg.board(state.view(), arrows=["a3a4"], highlight=["d1"])

It draws what ``State.view()`` describes -- the grid, the terrain, the pieces,
the last move -- in the app's colours, each army also told apart by its
token's shape; it knows no rule and names no game: a game's own colours and
piece styles are its ``Game.look`` (``games/<game>/look.py``), found through
the registry.  The command line's ``svg`` command wraps it.
"""

from __future__ import annotations

import re
from html import escape, unescape
from typing import Iterable

from . import GAMES
from .core.look import Look

CELL = 40
"""The side of a square, in SVG units (the picture scales to its box)."""

MARGIN = 0.38
"""The frame holding the coordinates, in squares."""

PALETTE = {
    "green": ("#2f8f52", "#1d6139", "#ffffff"),      # fill, dark, ink
    "red": ("#cf3f36", "#8f2620", "#ffffff"),
    "blue": ("#2f6fc4", "#1d4682", "#ffffff"),
    "yellow": ("#e3b52a", "#9a7610", "#222222"),
    "black": ("#2b2b2b", "#111111", "#ffffff"),
    "white": ("#f4f1e8", "#9d968a", "#222222"),
}
PASSIVE = ("#b4afa6", None, "#3b3b3b")

SHAPES = ("circle", "squircle", "diamond", "hexagon")
SEAT_TURNS = {"south": 0, "west": 1, "north": 2, "east": 3}


def look_of(view: dict) -> Look:
    """The look of the game ``view`` shows: its ``Game.look`` (kept in the
    game's folder), or the neutral ``Look()`` for a game the registry does
    not know."""
    try:
        cls = GAMES[view.get("game")]
    except (KeyError, TypeError):
        return Look()
    look = getattr(cls, "look", None)
    return look if isinstance(look, Look) else Look()


class Picture:
    """The geometry of one board: squares to SVG coordinates, quarter turns."""

    def __init__(self, view: dict, turns: int) -> None:
        grid = view["grid"]
        self.files, self.ranks = grid["files"], grid["ranks"]
        self.width, self.height = grid["width"], grid["height"]
        square = self.width == self.height
        self.turns = turns % 4 if square else turns % 4 & 2
        self.columns, self.rows = ((self.height, self.width) if self.turns % 2
                                   else (self.width, self.height))
        self.frame = CELL * MARGIN

    def screen(self, sq: str) -> tuple[int, int] | None:
        """Column and row on the picture of a square (None off the board)."""
        for i, name in enumerate(self.files):
            if sq.startswith(name) and sq[len(name):] in self.ranks:
                fx, ry = i, self.ranks.index(sq[len(name):])
                break
        else:
            return None
        w, h = self.width, self.height
        return {1: (h - 1 - ry, w - 1 - fx), 2: (w - 1 - fx, ry), 3: (ry, fx)}.get(
            self.turns, (fx, h - 1 - ry))

    def at_screen(self, col: int, row: int) -> tuple[int, int]:
        """File and rank indices of the square at a column and row of the picture."""
        w, h = self.width, self.height
        return {1: (w - 1 - row, h - 1 - col), 2: (w - 1 - col, row), 3: (row, col)}.get(
            self.turns, (col, h - 1 - row))

    def centre(self, sq: str) -> tuple[float, float] | None:
        at = self.screen(sq)
        if at is None:
            return None
        return self.frame + (at[0] + 0.5) * CELL, self.frame + (at[1] + 0.5) * CELL

    def size(self) -> tuple[float, float]:
        return self.columns * CELL + 2 * self.frame, self.rows * CELL + 2 * self.frame


def _colours(view: dict, owner) -> tuple[str, str, str]:
    players = view.get("players") or []
    name = players[owner] if isinstance(owner, int) and 0 <= owner < len(players) else None
    return PALETTE.get(name, ("#8a8a8a", "#555555", "#ffffff"))


def _shape(shape: str, x: float, y: float, r: float, **attrs) -> str:
    extra = " ".join(f'{k.replace("_", "-")}="{v}"' for k, v in attrs.items())
    if shape == "circle":
        return f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{r:.1f}" {extra}/>'
    if shape == "squircle":
        return (f'<rect x="{x - r * 0.88:.1f}" y="{y - r * 0.88:.1f}" width="{r * 1.76:.1f}" '
                f'height="{r * 1.76:.1f}" rx="{r * 0.45:.1f}" {extra}/>')
    if shape == "diamond":
        points = [(x, y - r * 1.05), (x + r * 1.05, y), (x, y + r * 1.05), (x - r * 1.05, y)]
    else:
        from math import cos, pi, sin
        points = [(x + r * cos(pi / 6 + k * pi / 3), y + r * sin(pi / 6 + k * pi / 3))
                  for k in range(6)]
    text = " ".join(f"{px:.1f},{py:.1f}" for px, py in points)
    return f'<polygon points="{text}" {extra}/>'


def _text(x: float, y: float, text: str, size: float, fill: str, weight: int = 700) -> str:
    return (f'<text x="{x:.1f}" y="{y:.1f}" font-size="{size:.1f}" font-weight="{weight}" '
            f'fill="{fill}" text-anchor="middle" dominant-baseline="central">{escape(text)}</text>')


# ------------------------------------------------------------------ terrain

def _terrain(view: dict, pic: Picture) -> list[str]:
    out = []
    c = CELL
    for cell in view.get("terrain") or []:
        at = pic.centre(cell["sq"])
        if at is None:
            continue
        x, y = at
        kind = cell.get("kind")
        fill = _colours(view, cell.get("owner"))[0] if "owner" in cell else "#7a6a50"
        if kind == "water":
            out.append(f'<rect x="{x - c / 2:.1f}" y="{y - c / 2:.1f}" width="{c}" height="{c}" '
                       f'fill="#6fb2d8"/><path d="M{x - c * .3:.1f} {y:.1f} q{c * .15:.1f} '
                       f'-{c * .1:.1f} {c * .3:.1f} 0 t{c * .3:.1f} 0" stroke="#e8f6ff" '
                       f'fill="none" stroke-width="1.5"/>')
        elif kind == "trap":
            out.append(f'<rect x="{x - c * .42:.1f}" y="{y - c * .42:.1f}" width="{c * .84:.1f}" '
                       f'height="{c * .84:.1f}" fill="none" stroke="{fill}" stroke-width="2" '
                       f'stroke-dasharray="4 3"/>'
                       + _text(x, y + c * 0.3, "×", c * 0.3, fill))
        elif kind == "den":
            out.append(f'<rect x="{x - c / 2:.1f}" y="{y - c / 2:.1f}" width="{c}" height="{c}" '
                       f'fill="{fill}" fill-opacity="0.28"/>'
                       f'<path d="M{x - c * .3:.1f} {y + c * .25:.1f} L{x:.1f} {y - c * .3:.1f} '
                       f'L{x + c * .3:.1f} {y + c * .25:.1f} Z" fill="none" stroke="{fill}" '
                       f'stroke-width="2"/>')
        elif kind == "plinth":
            out.append(f'<rect x="{x - c * .44:.1f}" y="{y - c * .44:.1f}" width="{c * .88:.1f}" '
                       f'height="{c * .88:.1f}" rx="3" fill="#8d8a84" stroke="#5e5b55" '
                       f'stroke-width="1.5"/>')
        elif kind == "throne":
            out.append(f'<rect x="{x - c / 2:.1f}" y="{y - c / 2:.1f}" width="{c}" height="{c}" '
                       f'fill="{fill}" fill-opacity="0.3"/>' + _text(x, y - c * 0.3, "★", c * 0.28, fill))
        elif kind == "start_line":
            out.append(f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{c * .2:.1f}" fill="{fill}" '
                       f'fill-opacity="0.25"/>')
        elif kind == "king_start":
            out.append(f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{c * .36:.1f}" fill="none" '
                       f'stroke="#b08a2e" stroke-width="2"/>')
    return out


def _lines(view: dict, pic: Picture, ink: str) -> list[str]:
    """Lines-and-points boards (``track`` terrain): each row and each column
    joined, in ``ink`` (the frame's colour)."""
    if not any(t.get("kind") == "track" for t in view.get("terrain") or []):
        return []
    out = []
    points = {t["sq"] for t in view["terrain"] if t.get("kind") == "track"}
    for group in (pic.ranks, pic.files):
        for name in group:
            line = [pic.centre(sq) for sq in sorted(points, key=lambda s: (len(s), s))
                    if (sq[1:] == name if group is pic.ranks else sq[0] == name)]
            line = sorted(p for p in line if p)
            if len(line) > 1:
                (x1, y1), (x2, y2) = line[0], line[-1]
                out.append(f'<line x1="{x1:.1f}" y1="{y1:.1f}" x2="{x2:.1f}" y2="{y2:.1f}" '
                           f'stroke="{ink}" stroke-width="2"/>')
    for sq in points:
        x, y = pic.centre(sq)
        out.append(f'<circle cx="{x:.1f}" cy="{y:.1f}" r="3" fill="{ink}"/>')
    return out


# ------------------------------------------------------------------ pieces

def _piece(view: dict, look: Look, piece: dict, x: float, y: float) -> str:
    c = CELL
    owner = piece.get("owner")
    fill, dark, ink = PASSIVE if piece.get("passive") else _colours(view, owner)
    dark = dark or _colours(view, owner)[1]
    shape = SHAPES[owner % len(SHAPES)] if isinstance(owner, int) else "circle"
    r = c * 0.4
    kind = str(piece.get("kind", "?"))
    parts = []
    style = look.piece_style(kind)
    if style in ("stack", "crown"):
        active = piece.get("active", True)
        height = max(1, min(6, int(piece.get("height") or 1)))
        for i in range(height - 1, 0, -1):
            parts.append(_shape(shape, x, y + i * c * .05, r * .8, fill=dark))
        if style == "crown":
            parts.append(_shape("circle", x, y, r * .85, fill="#f2c94c", stroke="#7a5c00",
                                stroke_width=2))
            parts.append(_text(x, y, "♚", r * 1.1, "#5b4500"))
        elif active:
            parts.append(_shape(shape, x, y, r * .8, fill=fill, stroke=dark, stroke_width=2))
        else:
            parts.append(_shape(shape, x, y, r * .55, fill=fill, fill_opacity="0.55",
                                stroke=dark, stroke_width=1.5, stroke_dasharray="3 2"))
        if height > 1:
            parts.append(_text(x, y, str(height), r * .9, ink))
        return "".join(parts)
    parts.append(_shape(shape, x, y + c * .035, r, fill="#000000", fill_opacity="0.25"))
    parts.append(_shape(shape, x, y, r, fill=fill, stroke=dark, stroke_width=1.8))
    parts.append(_shape(shape, x, y, r * .8, fill="none", stroke="#ffffff",
                        stroke_opacity="0.45", stroke_width=1))
    parts.append(_text(x, y + r * 0.05, kind[:2], r * 1.0, ink))
    if piece.get("rank") is not None:
        bx, by, br = x + r * .62, y + r * .6, r * .38
        trapped = piece.get("trapped")
        parts.append(f'<circle cx="{bx:.1f}" cy="{by:.1f}" r="{br:.1f}" '
                     f'fill="{"#5a5a5a" if trapped else "#fffaf0"}" stroke="{dark}" stroke-width="1"/>')
        parts.append(_text(bx, by, str(piece["rank"]), br * 1.35, "#ffffff" if trapped else dark, 800))
    return "".join(parts)


def _arrow(pic: Picture, move: str, colour: str) -> str:
    for cut in range(2, len(move) - 1):
        a, b = pic.centre(move[:cut]), pic.centre(move[cut:])
        if a and b:
            break
    else:
        return ""
    (x1, y1), (x2, y2) = a, b
    return (f'<line x1="{x1:.1f}" y1="{y1:.1f}" x2="{x2:.1f}" y2="{y2:.1f}" stroke="{colour}" '
            f'stroke-width="{CELL * .16:.1f}" stroke-linecap="round" opacity="0.8" '
            f'marker-end="url(#arrowhead)"/>')


def board(view: dict, *, arrows: Iterable[str] = (), highlight: Iterable[str] = (),
          orientation: int | None = None, coordinates: bool = True, last_move: bool = True,
          size: int | None = None, title: str | None = None) -> str:
    """The SVG text of ``view``: ``arrows`` (moves ``from``+``to``) and
    ``highlight`` (squares) marked; ``orientation``: the player whose side is
    at the bottom (default the first); ``size``: the picture's width in
    pixels (default: it fills its box)."""
    seats = view.get("seats") or ["south", "north"]
    seat = seats[orientation] if isinstance(orientation, int) and 0 <= orientation < len(seats) \
        else seats[0]
    pic = Picture(view, SEAT_TURNS.get(seat, 0))
    look = look_of(view)
    light, darksq, frame, frame_ink = look.light, look.dark, look.frame, look.frame_ink
    width, height = pic.size()
    c, f = CELL, pic.frame
    sized = f' width="{size}" height="{round(size * height / width)}"' if size else ""
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width:.1f} {height:.1f}"{sized} '
           f'role="img" font-family="system-ui, sans-serif">']
    if title:
        out.append(f"<title>{escape(title)}</title>")
    out.append('<defs><marker id="arrowhead" viewBox="0 0 10 10" refX="5" refY="5" '
               'markerWidth="2.2" markerHeight="2.2" orient="auto-start-reverse">'
               '<path d="M0 0 L10 5 L0 10 z" fill="#1f5fa8"/></marker></defs>')
    out.append(f'<rect width="{width:.1f}" height="{height:.1f}" rx="{f * .45:.1f}" fill="{frame}"/>')
    for row in range(pic.rows):
        for col in range(pic.columns):
            colour = (light, darksq)[(row + col) % 2]
            out.append(f'<rect x="{f + col * c:.1f}" y="{f + row * c:.1f}" width="{c}" '
                       f'height="{c}" fill="{colour}"/>')
    if coordinates:                   # a quarter turn puts the ranks along the bottom
        odd = pic.turns % 2 == 1
        for col in range(pic.columns):
            fx, ry = pic.at_screen(col, pic.rows - 1)
            label = pic.ranks[ry] if odd else pic.files[fx]
            out.append(_text(f + (col + .5) * c, height - f / 2, label, f * .62, frame_ink, 600))
        for row in range(pic.rows):
            fx, ry = pic.at_screen(0, row)
            label = pic.files[fx] if odd else pic.ranks[ry]
            out.append(_text(f / 2, f + (row + .5) * c, label, f * .62, frame_ink, 600))
    out += _lines(view, pic, frame)
    out += _terrain(view, pic)
    marks = list(highlight)
    last = view.get("last_move") if last_move else None
    if last:
        marks_last = [sq for sq in (last.get("from"), last.get("to")) if sq]
        for sq in marks_last:
            at = pic.centre(sq)
            if at:
                out.append(f'<rect x="{at[0] - c / 2:.1f}" y="{at[1] - c / 2:.1f}" width="{c}" '
                           f'height="{c}" fill="#ffc828" fill-opacity="0.42"/>')
    for sq in marks:
        at = pic.centre(sq)
        if at:
            out.append(f'<rect x="{at[0] - c / 2 + 1.5:.1f}" y="{at[1] - c / 2 + 1.5:.1f}" '
                       f'width="{c - 3}" height="{c - 3}" fill="none" stroke="#1f5fa8" '
                       f'stroke-width="3"/>')
    for piece in view.get("pieces") or []:
        at = pic.centre(str(piece.get("sq", "")))
        if at:
            out.append(_piece(view, look, piece, *at))
    out += [_arrow(pic, move, "#1f5fa8") for move in arrows]
    out.append("</svg>")
    return "".join(part for part in out if part)


# ------------------------------------------------------------------ diagrams in pages

def diagram_match(attrs: dict[str, str]):
    """The match a ``<game-board>`` element shows: its ``game`` with its
    ``options``, from its ``position``, after its ``moves`` (dice from
    ``dice``).  Refusals are the engine's (``GameError``)."""
    from . import game as make_game
    from .core import BadOption
    from .match import Match

    options = {}
    for pair in attrs.get("options", "").split():
        name, sep, value = pair.partition("=")
        if not sep:
            raise BadOption(f"an option is written name=value, not {pair!r}", why="not_text",
                            value=pair)
        options[name] = value
    game = make_game(attrs.get("game", ""), **options)
    position = attrs.get("position", "start").strip() or "start"
    state = game.new(seed=0) if position == "start" else game.from_text(position)
    match = Match(state, 0, None if position == "start" else position, throw=False,
                  dice=attrs.get("dice", "").split())
    match.replay(attrs.get("moves", "").split())
    return match


def check_marks(view: dict, arrows: Iterable[str], highlight: Iterable[str]) -> None:
    """Refuse (``BadRequest``, why ``bad_square``) a mark off the board of
    ``view``: a highlighted square that is none of its squares, an arrow that
    is not two of them (from, then to; the square named is the one at fault)."""
    from .core import BadRequest, shown

    pic = Picture(view, 0)

    def refuse(square: str, what: str, text: str):
        raise BadRequest(f"{shown(square)} is not a square of this board ({what} "
                         f"{shown(text)}; files {pic.files[0]}-{pic.files[-1]}, ranks "
                         f"{pic.ranks[0]}-{pic.ranks[-1]})", why="bad_square", square=square,
                         what=what)

    for square in highlight:
        if pic.screen(square) is None:
            refuse(square, "highlight", square)
    for move in arrows:
        if any(pic.screen(move[:cut]) and pic.screen(move[cut:])
               for cut in range(2, len(move) - 1)):
            continue
        parts = _TWO_SQUARES.fullmatch(move)
        squares = parts.groups() if parts else (move,)
        refuse(next((sq for sq in squares if pic.screen(sq) is None), move), "arrows", move)


def diagram(attrs: dict[str, str]) -> str:
    """The picture of a ``<game-board>`` element from its attributes (see
    ``rules/README.md``): the position of ``diagram_match``, with its
    ``arrows`` and ``highlight``, from the side of its ``orientation``.
    A mark off the board is refused (``check_marks``)."""
    match = diagram_match(attrs)
    game = match.state.game
    view = match.state.view()
    check_marks(view, attrs.get("arrows", "").split(), attrs.get("highlight", "").split())
    players = list(view.get("players") or [])
    side = attrs.get("orientation")
    orientation = players.index(side) if side in players else \
        int(side) if side and side.isdigit() else None
    label = attrs.get("aria-label") or f"{game.name} diagram"
    return board(view, arrows=attrs.get("arrows", "").split(),
                 highlight=attrs.get("highlight", "").split(), orientation=orientation,
                 coordinates=attrs.get("coordinates", "true") != "false", title=label)


_TWO_SQUARES = re.compile(r"([^0-9]+[0-9]+)([^0-9]+[0-9]+)")
"""An arrow written as two squares (each letters, then digits): a3a10."""
_ELEMENT = re.compile(r"<game-board\b([^>]*)>(.*?)</game-board>", re.S)
_ATTRIBUTE = re.compile(r'([\w-]+)\s*=\s*"([^"]*)"')
_STEP = re.compile(r"<li\b([^>]*)>", re.S)


def prerender(page: str) -> str:
    """A page with a picture drawn into every ``<game-board>`` that has none
    (no ``<svg>`` or ``<img>`` inside), so it reads and prints without
    JavaScript.  A lesson shows its first step's position."""
    def fill(found: re.Match) -> str:
        attrs_text, inside = found.group(1), found.group(2)
        if "<svg" in inside or "<img" in inside:
            return found.group(0)
        attrs = {name: unescape(value) for name, value in _ATTRIBUTE.findall(attrs_text)}
        if attrs.get("mode") == "lesson":
            step = _STEP.search(inside)
            if step:
                data = {name: unescape(value) for name, value in _ATTRIBUTE.findall(step.group(1))}
                attrs["position"] = data.get("data-position", attrs.get("position", "start"))
                attrs["moves"] = data.get("data-moves", "")
        picture = diagram(attrs)
        return f"<game-board{attrs_text}>{picture}{inside}</game-board>"
    return _ELEMENT.sub(fill, page)
