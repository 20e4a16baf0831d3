"""The cryptography of a game by links: fresh secrets, commitments to them
(and to the moves they hide), and the throws two secrets give.  SHA-256 from
``hashlib``, the same under CPython and Pyodide; under Pyodide the secrets
come from the browser's ``crypto.getRandomValues``."""

from __future__ import annotations

import base64
import hashlib
import re
import secrets
from typing import Any

from ..core import GameError, draw

SECRET_BYTES = 16
"""A secret is 128 random bits; a commitment the first 128 bits of its SHA-256."""
B64 = re.compile(r"[A-Za-z0-9_-]{22}")          # 16 bytes in base64url, unpadded


class BadLink(GameError):
    """A link (or a kept game by links) the page cannot take."""
    code = "bad_link"


def new_secret() -> bytes:
    """A fresh secret (``os.urandom``: under Pyodide the browser's
    ``crypto.getRandomValues``)."""
    return secrets.token_bytes(SECRET_BYTES)


def commitment(secret: bytes, hidden: list[str] | None = None) -> bytes:
    """The commitment to a secret and to the moves it hides (none: ``[]``)."""
    text = " ".join(hidden or []).encode()
    return hashlib.sha256(b"boardgames friend commit\0" + secret + b"\0" + text).digest()[:SECRET_BYTES]


def throw_seed(given: bytes, own: bytes, hop: int, index: int) -> int:
    """The seed of the throw at ``index`` of hop ``hop``'s moves: the secret
    the previous hop revealed and the one hop ``hop``'s party committed."""
    digest = hashlib.sha256(b"boardgames friend throw\0" + given + own +
                            hop.to_bytes(4, "big") + index.to_bytes(4, "big")).digest()
    return int.from_bytes(digest[:8], "big")


def thrown(outcomes: list[tuple[str, float]], given: bytes, own: bytes, hop: int, index: int) -> str:
    return draw(outcomes, throw_seed(given, own, hop, index), 0)


def _b64(data: bytes | None) -> str | None:
    return None if data is None else base64.urlsafe_b64encode(data).decode().rstrip("=")


def _unb64(text: Any, what: str) -> bytes | None:
    if text is None:
        return None
    if not isinstance(text, str) or not B64.fullmatch(text):
        raise BadLink(f"the link's {what} is damaged", why="damaged", what=what)
    return base64.urlsafe_b64decode(text + "==")



def new_id() -> str:
    """A game by links' own name (it finds the game kept on a device)."""
    return secrets.token_hex(8)
