// Makes the Pyodide memory snapshot the worker boots from (issue 15): an
// interpreter that has installed our wheel with micropip and imported every
// module of the boardgames package, saved as the bytes of its wasm heap.
//
//     node tools/make_snapshot.mjs STDLIB.zip MICROPIP.whl BOARDGAMES.whl OUT.heap
//
// STDLIB.zip must be the very file the site serves as pyodide/python_stdlib.zip:
// the heap keeps zipimport's table of contents of it.  The snapshot holds no
// file system, only memory; js/worker.js reseeds `random` after restoring it.
// Free memory is zeroed first: build_boot.py leaves its pages of zeros out.
// Pyodide marks snapshots experimental (`_makeSnapshot`, makeMemorySnapshot):
// build_boot.py treats any failure here as "no snapshot", never as a
// broken build, and the worker falls back to installing the wheel itself.
import { loadPyodide } from "pyodide";
import fs from "node:fs";
import { installWheel } from "./install_wheel.mjs";

const [stdlib, micropip, wheel, out] = process.argv.slice(2);
if (!out) {
  console.error("usage: node tools/make_snapshot.mjs STDLIB.zip MICROPIP.whl BOARDGAMES.whl OUT.heap");
  process.exit(2);
}
const pyodide = await loadPyodide({ _makeSnapshot: true, stdLibURL: stdlib });
await installWheel(pyodide, micropip, wheel);
const count = pyodide.runPython(`
import gc, importlib, os, sys
import boardgames, boardgames.api
# The finder of the standard library's rest (js/worker.js installs it at
# each boot): imported here, it is not read from its archive then.
import stdlib_rest
# Every module now: the file system is not in the snapshot, so nothing may
# be left to import from site-packages later.
# (Found by walking the package's folder: pkgutil is not among the
# standard library's modules the site's first archive holds.)
root = boardgames.__path__[0]
names = []
for folder, _, files in os.walk(root):
    package = "boardgames" + folder[len(root):].replace("/", ".")
    names += [package if file == "__init__.pyc" else f"{package}.{file[:-4]}"
              for file in files if file.endswith(".pyc")]      # the wheel holds bytecode only
for name in names:
    importlib.import_module(name)
# micropip holds references to JavaScript functions (loadPackage, ...) that a
# snapshot cannot carry: it has done its work, so it goes.
for name in [m for m in sys.modules if m == "micropip" or m.startswith("micropip.")]:
    del sys.modules[name]
del micropip
gc.collect()
len(names)
`);
// micropip recorded the install in this JavaScript object, which the snapshot
// expects to find empty.
for (const name of Object.keys(pyodide.loadedPackages)) delete pyodide.loadedPackages[name];
zeroFreeMemory(pyodide._module);
const snapshot = pyodide.makeMemorySnapshot();
fs.writeFileSync(out, snapshot);
console.log(`memory snapshot of ${count} boardgames modules: ${(snapshot.length / 2 ** 20).toFixed(1)} MB`);

/**
 * Memory the interpreter freed still holds what was there (micropip's
 * work, the wheel's bytes): zeroed, its pages are left out of the site's
 * file (build_boot.py).  Every free block of the C heap is taken (the heap
 * may not grow meanwhile), zeroed and given back; so is the unused part of
 * the stack.
 * These are Emscripten's dlmalloc functions: without them, nothing is done.
 */
function zeroFreeMemory(module) {
  const { _malloc: malloc, _free: free, _malloc_footprint: footprint,
          _malloc_footprint_limit: getLimit, _malloc_set_footprint_limit: setLimit } = module;
  if (![malloc, free, footprint, getLimit, setLimit].every((f) => typeof f === "function")) return;
  const size = module.HEAP8.length;
  const limit = getLimit();
  setLimit(footprint());
  const taken = [];
  try {
    for (let block = 1 << 24; block >= 16; block >>= 1) {
      for (let at = malloc(block); at; at = malloc(block)) {
        taken.push(at);
        module.HEAPU8.fill(0, at, at + block);
      }
    }
  } finally {
    for (const at of taken) free(at);
    setLimit(limit);
  }
  if (module.HEAP8.length !== size) throw new Error("the heap grew while its free memory was zeroed");
  const end = module._emscripten_stack_get_end?.();
  const current = module._emscripten_stack_get_current?.();
  if (end && current > end) module.HEAPU8.fill(0, end, current - 1024);   // below the live frames
}
