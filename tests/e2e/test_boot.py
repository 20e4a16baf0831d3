"""The engine boots from the build's Pyodide memory snapshot (issue 15), and
without it (missing, or not a snapshot at all) it installs the wheel with
micropip as before: either way the page gets a ready engine that plays."""

from __future__ import annotations

import gzip
import json
import sys
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

from app_page import open_app, wait_ply


def boot_path(page) -> str:
    return page.evaluate("app.engine.timings.path")


def plays(page):
    """The engine answers: a move lands and the other side is to move."""
    page.evaluate("app.play('a3a4')")
    wait_ply(page, 1)
    assert page.evaluate("app.view.history") == ["a3a4"]


def test_the_engine_boots_from_the_memory_snapshot(page, site):
    info = json.load(urllib.request.urlopen(site + "build.json"))
    assert info["snapshot"] == "snapshot/boardgames.snap", \
        "the build made no memory snapshot: see build_boot.py's message in its log"
    open_app(page, site)
    assert boot_path(page) == "snapshot"
    plays(page)


@pytest.mark.parametrize("answer", [
    {"status": 404, "body": "no snapshot here"},                    # missing
    {"status": 200, "body": gzip.compress(b"\0" * 4096)},            # refused by Pyodide
    {"status": 200, "body": b"not gzipped at all"},                  # unreadable
])
def test_without_a_usable_snapshot_micropip_installs_the_wheel(page, site, answer):
    messages = []
    page.on("console", lambda message: messages.append(message.text))
    page.context.route("**/snapshot/boardgames.snap", lambda route: route.fulfill(**answer))
    open_app(page, site)
    assert boot_path(page) == "micropip"
    assert any("booting without the memory snapshot" in text for text in messages), messages
    plays(page)


def test_a_snapshot_the_build_cannot_make_leaves_the_build_going(site, tmp_path):
    """Pyodide refuses (here: a standard library that is no zip): the build
    logs why and goes on without the file, and does not try again."""
    sys.path.insert(0, str(ROOT))
    import build_boot
    stdlib = tmp_path / "python_stdlib.zip"
    stdlib.write_bytes(b"not a zip")
    wheels = ROOT / "dist" / "wheels"
    micropip, ours = (next(wheels.glob(f"{name}-*.whl")) for name in ("micropip", "boardgames"))
    wasm = ROOT / "node_modules" / "pyodide" / "pyodide.asm.wasm"
    said = []
    args = (stdlib, micropip, ours, wasm, tmp_path / "cache", said.append)
    assert build_boot.memory_snapshot(*args) is None
    assert said[-1].startswith("memory snapshot: none (make_snapshot.mjs failed: "), said
    said.clear()
    assert build_boot.memory_snapshot(*args) is None      # remembered: no second try
    assert len(said) == 1 and "the worker installs the wheel" in said[0], said
