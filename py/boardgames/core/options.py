"""Game options: each game lists its ``Option``s; a value from JSON, the
command line or a record is read exactly (``true``, ``10``) or refused."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from .errors import BadOption, shown

BOOLEAN_WORDS = {"true": True, "yes": True, "on": True, "1": True,
                 "false": False, "no": False, "off": False, "0": False}
INTEGER = re.compile(r"-?[0-9]{1,12}", re.ASCII)


@dataclass(frozen=True)
class Option:
    """A game option: its name, default and (for choices) allowed values."""

    name: str
    default: Any
    choices: tuple = ()

    def parse(self, value: Any) -> Any:
        """The option's value from ``value`` (a JSON value, or a text from the
        command line or a record), written exactly: ``true``, ``10``.  A value
        with spaces, a fraction or a word where a number goes is refused,
        never rounded or guessed."""
        if isinstance(self.default, bool):
            if isinstance(value, bool):
                return value
            if isinstance(value, str) and value.lower() in BOOLEAN_WORDS:
                return BOOLEAN_WORDS[value.lower()]
            raise BadOption(f"option {self.name} takes true or false, not {shown(value)}",
                            why="not_bool", option=self.name, value=str(value))
        if isinstance(self.default, int):
            if isinstance(value, int) and not isinstance(value, bool):
                number = value
            elif isinstance(value, float) and value.is_integer():
                number = int(value)
            elif isinstance(value, str) and INTEGER.fullmatch(value):
                number = int(value)
            else:
                raise BadOption(f"option {self.name} takes a whole number, not {shown(value)}",
                                why="not_int", option=self.name, value=str(value))
            if self.choices and number not in self.choices:
                raise BadOption(f"option {self.name} takes one of {list(self.choices)}, "
                                f"not {shown(value)}", why="not_choice", option=self.name,
                                value=str(value), choices=list(self.choices))
            return number
        text = str(value)
        if self.choices and text not in self.choices:
            raise BadOption(f"option {self.name} takes one of {list(self.choices)}, "
                            f"not {shown(value)}", why="not_choice", option=self.name,
                            value=text, choices=list(self.choices))
        return text

    def to_json(self) -> dict:
        kind = "bool" if isinstance(self.default, bool) else "int" if isinstance(self.default, int) else "choice"
        return {"name": self.name, "type": kind, "default": self.default, "choices": list(self.choices)}
