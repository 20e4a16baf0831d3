"""The part of Pyodide's standard library a boot does not download (issue 37).

The build splits the library in two archives (tools/split_stdlib.mjs): the
modules the engine imports, which Pyodide boots on, and the rest.  This
module goes into the first; js/worker.js calls :func:`install` once Pyodide
is up, with the names of the rest's modules and a function that fetches its
archive.  The archive is fetched the first time one of those modules is
imported (never, if the build saw every import right) and read from then
on; a module not among them is not this finder's business, so an import
that is expected to fail (``try: import _winapi``) costs no download.
"""

from __future__ import annotations

import sys
import zipimport

ARCHIVE = "/lib/python_stdlib_rest.zip"


class RestOfStdlib:
    """A finder of sys.meta_path, after the usual ones: the modules that the
    first archive lacks, from the second."""

    def __init__(self, names, fetch, path: str = ARCHIVE):
        self.names = frozenset(names)
        self.fetch = fetch              # None once the archive is written
        self.path = path

    def find_spec(self, name, path=None, target=None):
        if name not in self.names:
            return None
        if self.fetch is not None:
            try:
                data = self.fetch()
            except Exception as error:  # a JavaScript error too (no network, HTTP 404)
                raise ImportError(f"{name} is in the part of the standard library that could "
                                  f"not be fetched: {error}", name=name) from None
            to_bytes = getattr(data, "to_bytes", None)      # a JavaScript Uint8Array
            with open(self.path, "wb") as archive:
                archive.write(to_bytes() if to_bytes else bytes(data))
            self.fetch = None
        package = name.rpartition(".")[0].replace(".", "/")
        return zipimport.zipimporter(f"{self.path}/{package}" if package else self.path).find_spec(name)


def install(names: str, fetch, path: str = ARCHIVE) -> RestOfStdlib:
    """Let the interpreter find the rest's modules (``names``: separated by
    spaces); ``fetch()`` returns the bytes of their archive."""
    finder = RestOfStdlib(names.split(), fetch, path)
    sys.meta_path.append(finder)
    return finder
