"""The match session (js/session/index.js) under Node, against an engine of
the test's own making (tests/js/session.test.mjs): requests in order, a clock
that runs out while the game moves on, a session closed while it opens, the
computer's stale answer dropped, the clocks kept when the engine dies."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent


@pytest.mark.skipif(shutil.which("node") is None, reason="Node.js is needed (the build needs it too)")
def test_the_session_keeps_its_promises_under_node():
    result = subprocess.run(["node", str(HERE / "session.test.mjs")], capture_output=True, text=True,
                            timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "all passed" in result.stdout
