"""py/stdlib_rest.py: the modules of the standard library's second archive
are found there, the archive fetched once, the first time one of them is
imported; any other import fetches nothing (issue 37).  The browser's side
of it: tests/e2e/test_stdlib.py."""

from __future__ import annotations

import importlib
import io
import os
import sys
import zipfile

import pytest

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "py"))
import stdlib_rest  # noqa: E402

# A second archive of three modules: one alone, a package with a submodule,
# and a submodule of a package that lives elsewhere (the first archive).
ARCHIVE = {
    "rest_probe_alone.py": "WHERE = 'alone'\n",
    "rest_probe_package/__init__.py": "WHERE = 'package'\n",
    "rest_probe_package/inner.py": "WHERE = 'inner'\n",
    "rest_probe_split/extra.py": "WHERE = 'extra'\n",
}
NAMES = "rest_probe_alone rest_probe_package rest_probe_package.inner rest_probe_split.extra"


def archive_bytes() -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as zf:
        for name, text in ARCHIVE.items():
            zf.writestr(name, text)
    return buffer.getvalue()


@pytest.fixture
def rest(tmp_path):
    """The finder installed with a fetch that counts its calls (and fails
    while ``offline`` is set); the first archive's package on sys.path."""
    first = tmp_path / "first"
    (first / "rest_probe_split").mkdir(parents=True)
    (first / "rest_probe_split" / "__init__.py").write_text("WHERE = 'first'\n")
    calls = []

    def fetch():
        calls.append(1)
        if state["offline"]:
            raise OSError("the network is down")
        return archive_bytes()

    state = {"offline": False, "calls": calls}
    sys.path.insert(0, str(first))
    finder = stdlib_rest.install(NAMES, fetch, str(tmp_path / "rest.zip"))
    try:
        yield state
    finally:
        sys.meta_path.remove(finder)
        sys.path.remove(str(first))
        for name in [m for m in sys.modules if m.startswith("rest_probe")]:
            del sys.modules[name]
        sys.path_importer_cache.clear()
        importlib.invalidate_caches()


def test_a_module_not_of_the_rest_fetches_nothing(rest):
    with pytest.raises(ModuleNotFoundError):
        importlib.import_module("rest_probe_nowhere")
    assert rest["calls"] == []


def test_the_rests_modules_come_from_one_fetch_of_its_archive(rest):
    assert importlib.import_module("rest_probe_alone").WHERE == "alone"
    assert importlib.import_module("rest_probe_package.inner").WHERE == "inner"
    assert importlib.import_module("rest_probe_package").WHERE == "package"
    assert rest["calls"] == [1]


def test_a_submodule_of_the_rest_joins_its_package_of_the_first_archive(rest):
    assert importlib.import_module("rest_probe_split").WHERE == "first"
    assert rest["calls"] == []
    assert importlib.import_module("rest_probe_split.extra").WHERE == "extra"
    assert rest["calls"] == [1]


def test_an_archive_that_cannot_be_fetched_is_the_imports_error_and_is_asked_again(rest):
    rest["offline"] = True
    with pytest.raises(ImportError, match="rest_probe_alone is in the part of the standard library "
                                          "that could not be fetched: the network is down"):
        importlib.import_module("rest_probe_alone")
    assert "rest_probe_alone" not in sys.modules
    rest["offline"] = False
    assert importlib.import_module("rest_probe_alone").WHERE == "alone"
    assert rest["calls"] == [1, 1]
