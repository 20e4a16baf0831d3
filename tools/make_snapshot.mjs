// Makes the Pyodide memory snapshot the worker boots from (issue 15): an
// interpreter that has installed our wheel with micropip and imported every
// module of the boardgames package, saved as the bytes of its wasm heap.
//
//     node tools/make_snapshot.mjs STDLIB.zip MICROPIP.whl BOARDGAMES.whl OUT.snap
//
// STDLIB.zip must be the very file the site serves as pyodide/python_stdlib.zip:
// the heap keeps zipimport's table of contents of it.  The snapshot holds no
// file system, only memory; js/worker.js reseeds `random` after restoring it.
// Pyodide marks snapshots experimental (`_makeSnapshot`, makeMemorySnapshot):
// build_boot.py treats any failure here as "no snapshot", never as a
// broken build, and the worker falls back to installing the wheel itself.
import { loadPyodide } from "pyodide";
import fs from "node:fs";

const [stdlib, micropip, wheel, out] = process.argv.slice(2);
if (!out) {
  console.error("usage: node tools/make_snapshot.mjs STDLIB.zip MICROPIP.whl BOARDGAMES.whl OUT.snap");
  process.exit(2);
}
const pyodide = await loadPyodide({ _makeSnapshot: true, stdLibURL: stdlib });
pyodide.unpackArchive(new Uint8Array(fs.readFileSync(micropip)), "wheel");
const wheelPath = "/tmp/wheels/" + wheel.slice(wheel.lastIndexOf("/") + 1);
pyodide.FS.mkdirTree("/tmp/wheels");
pyodide.FS.writeFile(wheelPath, new Uint8Array(fs.readFileSync(wheel)));
pyodide.runPython("import micropip");
await pyodide.runPythonAsync(`await micropip.install(${JSON.stringify("emfs:" + wheelPath)}, deps=False)`);
const count = pyodide.runPython(`
import gc, importlib, pkgutil, sys
import boardgames, boardgames.api
# Every module now: the file system is not in the snapshot, so nothing may
# be left to import from site-packages later.
names = [m.name for m in pkgutil.walk_packages(boardgames.__path__, "boardgames.")]
for name in names:
    importlib.import_module(name)
# micropip holds references to JavaScript functions (loadPackage, ...) that a
# snapshot cannot carry: it has done its work, so it goes.
for name in [m for m in sys.modules if m == "micropip" or m.startswith("micropip.")]:
    del sys.modules[name]
del micropip
gc.collect()
len(names) + 1
`);
// micropip recorded the install in this JavaScript object, which the snapshot
// expects to find empty.
for (const name of Object.keys(pyodide.loadedPackages)) delete pyodide.loadedPackages[name];
const snapshot = pyodide.makeMemorySnapshot();
fs.writeFileSync(out, snapshot);
console.log(`memory snapshot of ${count} boardgames modules: ${(snapshot.length / 2 ** 20).toFixed(1)} MB`);
