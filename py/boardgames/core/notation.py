"""What the games' texts share.  A position text is fields separated by
spaces, the first one the board, its rows separated by ``/``, the last rank
first, a run of empty squares written as its length: the games' parsers
open with the same two checks (each refusal named by the game's own why)
and write the board the same way.  A move text is checked the same way
before a game reads it."""

from __future__ import annotations

from collections.abc import Container
from typing import Any

from .errors import BadPosition, IllegalMove, shown


def position_fields(text: Any, sizes: Container[int], message: str, why: str,
                    counted: str = "count") -> list[str]:
    """The space-separated fields of position ``text``.  A text whose number
    of fields is not in ``sizes`` is refused with ``message`` and ``why``
    (the count found in the param ``counted``); a text that is no text, with
    why ``not_text``."""
    if not isinstance(text, str):
        raise BadPosition("a position is a text", why="not_text")
    fields = text.split()
    if len(fields) not in sizes:
        raise BadPosition(message, why=why, **{counted: len(fields)})
    return fields


def board_rows(field: str, sizes: Container[int], needed: str, why: str,
               counted: str = "count") -> list[str]:
    """The rows of a board field, the first row first.  A board whose number
    of rows is not in ``sizes`` is refused: "the board needs ``needed``
    separated by '/', not N" (N in the param ``counted``)."""
    rows = field.split("/")
    if len(rows) not in sizes:
        raise BadPosition(f"the board needs {needed} separated by '/', not {len(rows)}",
                          why=why, **{counted: len(rows)})
    return rows


def position_words(words: list[str], known: Container[str], message: str, *,
                   why: str) -> dict[str, str]:
    """The ``key=value`` words after a position's fields, each key one of
    ``known`` and given once; any other word is refused with ``message``
    (after "unknown word <word> ") and ``why``, the word in param ``word``."""
    found: dict[str, str] = {}
    for word in words:
        key, sep, value = word.partition("=")
        if not sep or key not in known or key in found:
            raise BadPosition(f"unknown word {shown(word)} {message}", why=why, word=word)
        found[key] = value
    return found


def at_least(count: int) -> range:
    """For ``sizes``: ``count`` or more."""
    return range(count, 1 << 62)


def board_field(cells: list[str], width: int) -> str:
    """The board field of a position text from ``cells``, the text of each
    square (``rank * width + file``, rank 0 at the bottom; ``""`` for an
    empty square): the last rank first, ``/`` between ranks, a run of empty
    squares written as its length."""
    rows = []
    for start in range(len(cells) - width, -1, -width):
        row, empty = "", 0
        for cell in cells[start:start + width]:
            if not cell:
                empty += 1
                continue
            if empty:
                row, empty = row + str(empty), 0
            row += cell
        rows.append(row + (str(empty) if empty else ""))
    return "/".join(rows)


def open_move(text: Any, over: bool) -> str:
    """A move text, stripped; refused (``IllegalMove``) when it is no text
    (why ``not_a_move``) or when the game is ``over`` (why ``over``)."""
    if not isinstance(text, str):
        raise IllegalMove("a move is a text", why="not_a_move", move=str(text))
    text = text.strip()
    if over:
        raise IllegalMove(f"{shown(text)}: the game is over", why="over", move=text)
    return text
