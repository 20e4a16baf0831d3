"""Shared test set-up: the rules tests' options and the browser tests' site.

* ``--random-games N``: how many random games the rules tests play (300).
* ``site``: ``dist/`` built once per session and served on a free localhost
  port (a secure context, so the service worker runs); the fixture is the
  base URL, ending in ``/``.
* The browser: Playwright's own Chromium when ``playwright install chromium``
  has run; otherwise the system's (``$CHROMIUM``, Debian's
  ``chromium-headless-shell`` or ``/usr/bin/chromium``).

This file is also loaded when the rules tests run inside Pyodide, where
Playwright does not exist: nothing here imports it at module level.
"""

from __future__ import annotations

import importlib.util
import os
import sys
import threading
from pathlib import Path

import pytest

try:
    import fcntl                    # one build at a time (POSIX)
except ImportError:                 # Windows: one session at a time
    fcntl = None

ROOT = Path(__file__).resolve().parents[1]

# The tests use the package from the working tree (py/), not an installed copy.
if str(ROOT / "py") not in sys.path:
    sys.path.insert(0, str(ROOT / "py"))

SYSTEM_CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                        "--disable-component-update", "--disable-quic", "--no-first-run",
                        "--disable-sync"]


def pytest_addoption(parser):
    parser.addoption("--random-games", type=int, default=300,
                     help="how many random games the rules tests play (default 300)")


@pytest.fixture
def random_games(request) -> int:
    """How many random games the random-play tests play (``--random-games``)."""
    return request.config.getoption("--random-games")


def system_chromium(headless: bool = True) -> str | None:
    """The Chromium to use when Playwright's own is not installed, if there
    is one: ``$CHROMIUM``, else Debian's headless shell when no window is
    wanted (the lighter "old headless" Chromium that Playwright's own
    headless runs use too: a boot of the app costs a quarter less CPU),
    else Debian's ``chromium``."""
    candidates = [os.environ.get("CHROMIUM"),
                  "/usr/bin/chromium-headless-shell" if headless else None, "/usr/bin/chromium"]
    return next((c for c in candidates if c and Path(c).exists()), None)


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args, playwright):
    """pytest-playwright's launch arguments, pointed at the system Chromium if needed."""
    args = dict(browser_type_launch_args)
    if "executable_path" in args:
        return args
    own = Path(playwright.chromium.executable_path)
    system = system_chromium(args.get("headless", True))
    if system and (os.environ.get("CHROMIUM") or not own.exists()):
        args["executable_path"] = system
        args["args"] = [*args.get("args", []),
                        *(a for a in SYSTEM_CHROMIUM_ARGS if a not in args.get("args", []))]
    return args


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args):
    """A test's browser context (``page``, ``context``, ``new_context``) runs
    no service worker and prefers reduced motion, unless the test asks
    otherwise with ``@pytest.mark.browser_context_args(...)``
    (``WITH_SERVICE_WORKER``, ``WITH_MOTION`` in ``tests/e2e/app_page.py``):
    ``service_workers="allow"`` for the tests of offline play, updates and
    the snapshot the worker keeps; ``reduced_motion="no-preference"`` for a
    whole game with its pieces sliding and the Shuuro plinths growing.
    Without them a first visit fills the worker's precache (Pyodide and the
    snapshot) in the background of every test, about a second of CPU, and
    every move draws its slide for 170 ms: about a tenth of the time of the
    games by clicks (133.6 s -> 118.7 s for the three game modules).
    Contexts made with ``browser.new_context`` directly keep the defaults."""
    return {**browser_context_args, "service_workers": "block", "reduced_motion": "reduce"}


def _load_build_module():
    spec = importlib.util.spec_from_file_location("_site_build", ROOT / "build.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="session")
def site():
    """Base URL of dist/, built (incrementally) and served for this session."""
    build = _load_build_module()
    # One build at a time: pytest -n 2 runs two sessions side by side, and
    # the second finds dist/ up to date.
    (ROOT / ".cache").mkdir(exist_ok=True)
    with open(ROOT / ".cache" / "build.lock", "a") as lock:
        if fcntl:
            fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            build.build(quiet=True)
        except build.BuildError as error:
            pytest.fail(f"building dist/ failed: {error}")
        finally:
            if fcntl:
                fcntl.flock(lock, fcntl.LOCK_UN)
    server = build.make_server(port=0, quiet=True)
    thread = threading.Thread(target=server.serve_forever, name="site", daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()
