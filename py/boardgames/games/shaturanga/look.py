"""How a Shaturanga board looks in the static pictures (``svg.py``): a
sand-and-wood chequer in a dark wooden frame (``Shaturanga.look``; the
fields are ``core/look.py``'s)."""

from ...core.look import Look

LOOK = Look(light="#f0e4c8", dark="#c9a977", frame="#4a3220", frame_ink="#f3e6cc")
