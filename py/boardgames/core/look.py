"""How a game's board looks in the static pictures (``svg.py``): the colours
of its squares and frame, and how its pieces are drawn.

Each game keeps its own in ``games/<game>/look.py`` and hangs it on its
``Game`` class (``Game.look``); the pictures read it through the registry
(``boardgames.GAMES``), so that the drawing code names no game.  A game
without one is drawn in ``Look()``'s neutral colours."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

PIECE_STYLES = ("token", "stack", "crown")
"""How a piece may be drawn: ``token`` (the default: a token in its owner's
colour, the kind's letters on it, a rank badge when the view gives one),
``stack`` (tokens piled ``height`` high, faded when not ``active``),
``crown`` (a neutral gold piece with a crown, over its stack)."""


@dataclass(frozen=True)
class Look:
    """A board's colours (``#rrggbb``) and, per piece kind of the view, the
    style it is drawn in (``PIECE_STYLES``; kinds not listed are tokens)."""

    light: str = "#eee3cc"
    """The light squares."""
    dark: str = "#d9c7a3"
    """The dark squares (``light`` again for a board without a chequer)."""
    frame: str = "#4a3b2a"
    """The frame around the board, which holds the coordinates; also the
    ink of a board of lines and points (``track`` terrain)."""
    frame_ink: str = "#f1e6cf"
    """The coordinates written on the frame."""
    pieces: Mapping[str, str] = field(default_factory=dict, hash=False)
    """Piece kind -> its style, for the kinds not drawn as tokens."""

    def __post_init__(self) -> None:
        unknown = sorted(set(self.pieces.values()) - set(PIECE_STYLES))
        if unknown:
            raise ValueError(f"no piece style {unknown[0]!r}; styles: {', '.join(PIECE_STYLES)}")

    def piece_style(self, kind: str) -> str:
        """How a piece of ``kind`` is drawn (``PIECE_STYLES``)."""
        return self.pieces.get(kind, "token")
