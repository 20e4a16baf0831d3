"""The browser suite's set-up: which browsers, a fresh tab of each, a fresh
site for each test.

* ``BROWSERS`` (environment): the browsers of ``tab``, separated by spaces;
  ``firefox webkit`` unless set (``BROWSERS=firefox python build.py test
  tests/browsers`` runs the suite in Firefox only).  Chromium runs the
  whole of ``tests/e2e/``; here it plays the phone tests with WebKit.
* A browser that cannot be found is a failure under ``CI=true`` (``python
  build.py test`` installs them) and a skip, saying so, elsewhere.
* ``fresh_site``: dist/ served on a port of its own for one test: an origin
  no other test has used, so its storage, caches and service worker start
  empty in every browser, however that browser keeps them.
"""

from __future__ import annotations

import os

import pytest

from drivers import Browsers
from servers import DIST, Server

ALL = ("firefox", "webkit")


def chosen() -> tuple[str, ...]:
    names = tuple(os.environ.get("BROWSERS", " ".join(ALL)).split())
    unknown = [name for name in names if name not in (*ALL, "chromium")]
    if unknown:
        raise pytest.UsageError(f"BROWSERS: {unknown} (firefox, webkit, chromium)")
    return names


@pytest.fixture(scope="session")
def browsers(playwright):           # closed before Playwright stops
    started = Browsers()
    yield started
    started.close()


def open_tab(browsers, playwright, name, **options):
    if Browsers.way(name, playwright) is None:
        message = (f"{name} is not installed: python build.py test installs it (Debian: "
                   f"firefox-esr, webkit2gtk-driver, xvfb), or playwright install {name}")
        if os.environ.get("CI"):
            pytest.fail(message)
        pytest.skip(message)
    return browsers.tab(name, playwright, **options)


@pytest.fixture(params=chosen())
def tab(request, browsers, playwright):
    """A new tab of each chosen browser, 1280 x 800."""
    opened = open_tab(browsers, playwright, request.param)
    yield opened
    opened.close()


@pytest.fixture
def fresh_site(site):
    """dist/ (built by ``site``) on an origin of its own, with
    Access-Control-Allow-Origin: * (boards on other sites load from it)."""
    server = Server(directory=DIST, cors=True)
    yield server
    server.close()


@pytest.fixture
def host():
    """Another site (``localhost``, not ``127.0.0.1``) holding a test's pages."""
    server = Server(host="localhost")
    yield server
    server.close()


def pytest_report_header(config):
    return f"browsers: {' '.join(chosen())} (BROWSERS)"



def pytest_terminal_summary(terminalreporter):
    if Browsers.ran:
        terminalreporter.write_sep("-", "browsers this run opened")
        for name, about in sorted(Browsers.ran.items()):
            terminalreporter.write_line(f"{name} {about}")
