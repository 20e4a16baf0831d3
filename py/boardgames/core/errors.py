"""Refusals: every input the rules refuse raises a ``GameError`` with a stable
code and why (the page translates them), and a short English message.

Also the small helpers every refusal uses: ``shown`` and ``clip`` (a refused
input echoed, cut short) and ``whole_number`` (a number read in ASCII digits,
bounded).
"""

from __future__ import annotations

import re
from typing import Any, ClassVar

MAX_MESSAGE = 300
"""An error message never runs longer than this (an echoed input is cut)."""

MAX_ECHO = 40
"""At most this many characters of a refused input are echoed back."""


def clip(text: Any) -> str:
    """A refused input cut to ``MAX_ECHO`` characters, as a message shows it
    bare (``move 3 (g7g6)``)."""
    text = text if isinstance(text, str) else repr(text)
    return text if len(text) <= MAX_ECHO else text[:MAX_ECHO] + "..."


def shown(text: Any) -> str:
    """A refused input as a message quotes it: ``repr``, cut to ``MAX_ECHO``
    characters, so a 100,000-character move comes back as a short line."""
    if not isinstance(text, str):
        return clip(text)
    if len(text) > MAX_ECHO:
        return repr(text[:MAX_ECHO]) + "..."
    return repr(text)


def _param(value: Any) -> Any:
    """A parameter as JSON carries it: numbers and short texts as they are."""
    if value is None or isinstance(value, (bool, int, float)):
        return value if not isinstance(value, int) or abs(value) < 1 << 53 else str(value)[:MAX_ECHO]
    if isinstance(value, dict):
        return {str(k)[:MAX_ECHO]: _param(v) for k, v in list(value.items())[:20]}
    if isinstance(value, (list, tuple)):
        return [_param(v) for v in value[:20]]
    text = str(value)
    return text if len(text) <= MAX_ECHO else text[:MAX_ECHO] + "..."


class GameError(ValueError):
    """Any input the rules refuse.

    ``code`` names the kind of refusal (``bad_position``, ``illegal_move``,
    ...) and ``params["why"]`` the refusal itself (``repetition``,
    ``bad_number``, ...): together a stable key the page translates into the
    player's language, filling in the other ``params``.  ``str()`` is the
    English text, for the command line.  Long inputs are never echoed whole:
    messages stop at ``MAX_MESSAGE`` characters, texts in ``params`` at
    ``MAX_ECHO``."""

    code: ClassVar[str] = "error"

    def __init__(self, message: str, **params: Any) -> None:
        if len(message) > MAX_MESSAGE:
            message = message[:MAX_MESSAGE - 3] + "..."
        super().__init__(message)
        self.params = {name: _param(value) for name, value in params.items()}

    def to_json(self) -> dict:
        return {"code": self.code, "message": str(self), "params": self.params}


class BadRequest(GameError):
    """A request the API cannot read (not a rule: a fault of the caller)."""
    code = "bad_request"


class BadPosition(GameError):
    code = "bad_position"


class IllegalMove(GameError):
    code = "illegal_move"


class BadRecord(GameError):
    code = "bad_record"


class BadOption(GameError):
    code = "bad_option"


class UnknownGame(GameError):
    code = "unknown_game"


DIGITS = re.compile(r"[0-9]+", re.ASCII)


def whole_number(text: Any, what: str, error: type[GameError] = BadPosition,
                 low: int = 0, high: int = 10 ** 9, **params: Any) -> int:
    """``text`` read as a whole number from ``low`` to ``high``: ASCII digits
    only (no ``²`` or ``٣``, no sign, no spaces), so a 1,000,000-digit field
    or a Unicode digit is refused with ``error`` (why ``bad_number``), never
    a ``ValueError`` from ``int()``."""
    text = str(text)
    if len(text) > len(str(high)) + 1 or not DIGITS.fullmatch(text) or \
            not low <= int(text) <= high:
        raise error(f"{what} must be a whole number from {low} to {high}, not {shown(text)}",
                    why="bad_number", what=what, value=text, low=low, high=high, **params)
    return int(text)
