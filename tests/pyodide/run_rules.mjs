// The rules tests (tests/rules) once more, inside Pyodide (Python 3.14 in
// WebAssembly) under Node: the same interpreter the browser runs.
//
//     python build.py test                 runs this beside the CPython rules tests
//     node tests/pyodide/run_rules.mjs [pytest args]   (default: tests/rules)
//
// pytest and its dependencies are pure-Python wheels that build.py downloads
// into .cache/wheels/py314/; they are unpacked into Pyodide's site-packages.
// The repository is mounted at /repo (NODEFS), with py/ first on sys.path.
// Exits with pytest's exit code.
import { loadPyodide } from "pyodide";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const wheelDir = path.join(root, ".cache", "wheels", "py314");
const args = process.argv.slice(2);
const pytestArgs = ["-q", "-p", "no:cacheprovider", ...(args.length ? args : ["tests/rules"])];

const wheels = fs.existsSync(wheelDir)
  ? fs.readdirSync(wheelDir).filter((name) => name.endsWith(".whl")).sort()
  : [];
if (!wheels.some((name) => name.startsWith("pytest-"))) {
  console.error(`no pytest wheel in ${wheelDir}: run "python build.py test" (it downloads them)`);
  process.exit(2);
}

// The standard library the browser gets: dist/'s precompiled one when built,
// in its two archives (build.py, split_stdlib): the modules the engine
// imports, which Pyodide boots on, and the rest (pytest needs some of it),
// found the browser's way (py/stdlib_rest.py), its archive read from dist/
// the first time one of its modules is imported.
const builtStdlib = path.join(root, "dist", "pyodide", "python_stdlib.zip");
const buildInfo = path.join(root, "dist", "build.json");
const started = performance.now();
const pyodide = await loadPyodide({
  ...(fs.existsSync(builtStdlib) ? { stdLibURL: builtStdlib } : {}),
});
const rest = fs.existsSync(builtStdlib) && JSON.parse(fs.readFileSync(buildInfo, "utf8")).stdlib_rest;
if (rest) {
  const finder = pyodide.pyimport("stdlib_rest");
  finder.install(rest.modules.join(" "), () => new Uint8Array(fs.readFileSync(path.join(root, "dist", rest.archive))));
  finder.destroy();
}
// Raw writes, so pytest's progress dots stay on one line.
pyodide.setStdout({ write: (bytes) => { process.stdout.write(bytes); return bytes.length; } });
pyodide.setStderr({ write: (bytes) => { process.stderr.write(bytes); return bytes.length; } });
const sitePackages = pyodide.runPython("import site; site.getsitepackages()[0]");
for (const name of wheels) {
  const bytes = new Uint8Array(fs.readFileSync(path.join(wheelDir, name)));
  pyodide.unpackArchive(bytes, "wheel", { extractDir: sitePackages });
}
pyodide.FS.mkdirTree("/repo");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root }, "/repo");
console.log(`Pyodide ${pyodide.version} (Python ${pyodide.runPython("import sys; sys.version.split()[0]")}) `
  + `ready in ${((performance.now() - started) / 1000).toFixed(1)} s; `
  + `pytest ${pytestArgs.join(" ")}`);

pyodide.globals.set("PYTEST_ARGS", pyodide.toPy(pytestArgs));
const code = pyodide.runPython(`
import os, sys
sys.dont_write_bytecode = True  # no Python 3.14 caches written into the work tree
os.chdir("/repo")
sys.path.insert(0, "/repo/py")
import pytest
int(pytest.main(list(PYTEST_ARGS)))
`);
process.exit(code);
