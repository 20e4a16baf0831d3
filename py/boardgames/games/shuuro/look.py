"""How a Shuuro board looks in the static pictures (``svg.py``): grey-blue
squares in a slate frame (``Shuuro.look``; the fields are
``core/look.py``'s)."""

from ...core.look import Look

LOOK = Look(light="#e9edf2", dark="#b9c6d6", frame="#33445c", frame_ink="#e8eef6")
