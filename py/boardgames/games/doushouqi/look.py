"""How a Dou Shou Qi board looks in the static pictures (``svg.py``): a
meadow of two close shades in a dark wooden frame (``DouShouQi.look``; the
fields are ``core/look.py``'s)."""

from ...core.look import Look

LOOK = Look(light="#eadfbf", dark="#e3d6b2", frame="#6b4f2e", frame_ink="#f5ead0")
