"""Test servers: dist/ or any folder, and pages made up by a test, on a
free localhost port; with ``Access-Control-Allow-Origin: *`` when asked (a
host of the board element must send it).  ``Server(host="localhost")``
names the server another site than ``127.0.0.1``.  ``copy_of_dist`` and
``deploy_new_version``: a site of its own that a test puts a new version on."""

from __future__ import annotations

import functools
import http.server
import importlib.util
import json
import shutil
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DIST = ROOT / "dist"
DEPLOYED = '<meta name="deployed" content="second">'
"""What ``deploy_new_version`` puts in the new index.html."""

MIME = {".wasm": "application/wasm", ".mjs": "text/javascript", ".js": "text/javascript",
        ".json": "application/json", ".whl": "application/octet-stream",
        ".zip": "application/zip", ".svg": "image/svg+xml", ".html": "text/html"}


class Handler(http.server.SimpleHTTPRequestHandler):
    """Files of ``directory`` (None: none), the ``pages`` given, CORS if asked."""

    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME}
    protocol_version = "HTTP/1.1"
    pages: dict = {}
    cors = False
    wasm_type = "application/wasm"

    files = True

    def setup(self):
        super().setup()
        self.server.open_connections.add(self.connection)

    def finish(self):
        super().finish()
        self.server.open_connections.discard(self.connection)

    def do_GET(self):
        path = self.path.split("?", 1)[0]
        if path in self.pages:
            body = self.pages[path].encode()
            self.send_response(200)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
            return
        if not self.files:
            self.send_error(404)
            return
        super().do_GET()

    def guess_type(self, path):
        if str(path).endswith(".wasm"):
            return self.wasm_type
        return super().guess_type(path)

    def end_headers(self):
        if self.cors:
            self.send_header("Access-Control-Allow-Origin", "*")
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, *args):
        pass


class Server:
    """A threaded server on 127.0.0.1: ``url`` is its base (with ``host`` as the name)."""

    def __init__(self, host="127.0.0.1", directory=None, **settings):
        self.pages = {}
        handler = type("H", (Handler,), {"pages": self.pages, "files": directory is not None,
                                         **settings})
        factory = functools.partial(handler, directory=str(directory or DIST))
        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), factory)
        self.server.daemon_threads = True
        self.server.open_connections = set()
        self.url = f"http://{host}:{self.server.server_address[1]}/"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def page(self, path, html):
        self.pages["/" + path] = html
        return self.url + path

    def close(self):
        """Gone: no new connection, and the open ones (a browser keeps them
        alive) cut, so that every request fails from now on."""
        import socket
        self.server.shutdown()
        self.server.server_close()
        for connection in list(self.server.open_connections):
            try:
                connection.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass


def load_build():
    """build.py, for its version hash and its service worker."""
    spec = importlib.util.spec_from_file_location("_build_for_tests", ROOT / "build.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def copy_of_dist(folder: Path) -> Path:
    """A copy of dist/ (built already) in ``folder``/site, to serve and change."""
    site = folder / "site"
    shutil.copytree(DIST, site)
    return site


def deploy_new_version(folder: Path) -> str:
    """Change index.html in the served copy ``folder`` (it gains ``DEPLOYED``)
    and remake build.json and sw.js as build.py does; the new version."""
    build = load_build()
    index = folder / "index.html"
    index.write_text(index.read_text().replace("</head>", DEPLOYED + "\n</head>", 1))
    names = sorted(p.relative_to(folder).as_posix() for p in folder.rglob("*")
                   if p.is_file() and p.name not in ("build.json", "sw.js"))
    version = build.site_version(folder, names)
    info = json.loads((folder / "build.json").read_text())
    info["version"] = version
    (folder / "build.json").write_text(json.dumps(info, indent=2) + "\n")
    (folder / "sw.js").write_bytes(build.service_worker(version, sorted([*names, "build.json"])))
    return version
