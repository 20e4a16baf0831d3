"""Fixtures of the tests of the embedded element and the board editor: dist/
served for other sites, and another site to hold their pages."""

from __future__ import annotations

import pytest

from servers import DIST, Server


@pytest.fixture(scope="module")
def dist(site):
    """dist/ (built by ``site``) served with Access-Control-Allow-Origin: *."""
    server = Server(directory=DIST, cors=True)
    yield server
    server.close()


@pytest.fixture(scope="module")
def host():
    """Another site (localhost, not 127.0.0.1) holding nothing but the test pages."""
    server = Server(host="localhost")
    yield server
    server.close()
