"""How a Shakku board looks in the static pictures (``svg.py``): one plain
colour (lines and points, not a chequer) in a brown frame; the pawns are
drawn as stacks (``height``, ``active``), the King as a neutral crowned piece
(``Shakku.look``; the fields are ``core/look.py``'s)."""

from ...core.look import Look

LOOK = Look(light="#f2e6cc", dark="#f2e6cc", frame="#5b3a22", frame_ink="#f6ead2",
            pieces={"pawn": "stack", "king": "crown"})
