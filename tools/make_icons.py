#!/usr/bin/env python3
"""Draw the app's icons (icons/*.png, icons/icon.svg) for the web app
manifest (manifest.webmanifest), with the standard library only.

    python tools/make_icons.py

The picture is the favicon's (a board with a blue river, a green and a red
piece), described once below in a 64-unit square; the PNGs are drawn from it
with 4x4 samples a pixel for smooth edges.  The "maskable" icon fills its
whole square and keeps the picture inside the middle 80% (the safe zone a
phone's mask may cut to).  The files are committed: run this again only when
the picture changes.
"""

from __future__ import annotations

import struct
import zlib
from pathlib import Path

ICONS = Path(__file__).resolve().parent.parent / "icons"
FRAME = "#6b4f2e"

# (shape, colour, geometry) in a 64x64 square, drawn in order.
# rect: x, y, width, height, corner radius; circle: cx, cy, r.
PICTURE = [
    ("rect", FRAME, (2, 2, 60, 60, 12)),
    ("rect", "#eadfbf", (8, 8, 48, 48, 4)),
    ("rect", "#4da3d4", (14, 24, 14, 16, 0)),
    ("rect", "#4da3d4", (36, 24, 14, 16, 0)),
    ("circle", "#1d6139", (21, 48, 8)),
    ("circle", "#2f8f52", (21, 48, 6)),
    ("rect", "#8f2620", (35, 8, 16, 16, 6)),
    ("rect", "#cf3f36", (37, 10, 12, 12, 4)),
]


def rgb(colour: str) -> tuple[int, int, int]:
    return tuple(int(colour[i:i + 2], 16) for i in (1, 3, 5))


def inside(shape: str, geometry: tuple, x: float, y: float) -> bool:
    if shape == "circle":
        cx, cy, r = geometry
        return (x - cx) ** 2 + (y - cy) ** 2 <= r * r
    left, top, width, height, radius = geometry
    if not (left <= x <= left + width and top <= y <= top + height):
        return False
    # The nearest point of the rectangle shrunk by the radius: within the radius of it.
    nx = min(max(x, left + radius), left + width - radius)
    ny = min(max(y, top + radius), top + height - radius)
    return (x - nx) ** 2 + (y - ny) ** 2 <= radius * radius


def draw(size: int, maskable: bool) -> bytes:
    """RGBA rows of the picture at size x size pixels (PNG filter byte first)."""
    # The maskable icon: the frame's colour everywhere, the picture at 80%.
    scale = 64 / size / (0.8 if maskable else 1.0)
    offset = 32 - 32 / 0.8 if maskable else 0.0       # the picture's middle stays in the middle
    background = (*rgb(FRAME), 255) if maskable else (0, 0, 0, 0)
    shapes = [(shape, rgb(colour), geometry) for shape, colour, geometry in PICTURE]
    samples = [(i + 0.5) / 4 for i in range(4)]
    rows = bytearray()
    for py in range(size):
        rows.append(0)
        for px in range(size):
            total = [0, 0, 0, 0]
            for sy in samples:
                for sx in samples:
                    x = (px + sx) * scale + offset
                    y = (py + sy) * scale + offset
                    colour = background
                    for shape, fill, geometry in shapes:
                        if inside(shape, geometry, x, y):
                            colour = (*fill, 255)
                    for k in range(4):
                        total[k] += colour[k] * (colour[3] if k < 3 else 255)
            alpha = total[3] / 255
            rows += bytes(round(total[k] / alpha) if alpha else 0 for k in range(3))
            rows.append(round(alpha / 16))
    return bytes(rows)


def png(size: int, maskable: bool = False) -> bytes:
    def chunk(kind: bytes, data: bytes) -> bytes:
        return (struct.pack(">I", len(data)) + kind + data
                + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))
    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)     # 8-bit RGBA
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(draw(size, maskable), 9)) + chunk(b"IEND", b""))


def svg() -> str:
    parts = []
    for shape, colour, geometry in PICTURE:
        if shape == "circle":
            cx, cy, r = geometry
            parts.append(f'  <circle cx="{cx}" cy="{cy}" r="{r}" fill="{colour}"/>')
        else:
            x, y, w, h, radius = geometry
            parts.append(f'  <rect x="{x}" y="{y}" width="{w}" height="{h}" rx="{radius}" fill="{colour}"/>')
    return ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">\n'
            + "\n".join(parts) + "\n</svg>\n")


def main() -> None:
    ICONS.mkdir(exist_ok=True)
    (ICONS / "icon.svg").write_text(svg(), encoding="utf-8")
    for name, size, maskable in (("icon-192.png", 192, False), ("icon-512.png", 512, False),
                                 ("icon-maskable-512.png", 512, True)):
        (ICONS / name).write_bytes(png(size, maskable))
        print(f"icons/{name}")


if __name__ == "__main__":
    main()
