// Perft speed under Pyodide (Python 3.14 in WebAssembly), run by Node.
//
//     node bench/perft_pyodide.mjs [depth]
//
// Mounts the repository's py/ folder and times the same perft as
// bench/perft.py, so the two figures compare CPython with Pyodide.
import { loadPyodide } from "pyodide";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const depth = Number(process.argv[2] || 4);

const t0 = performance.now();
const pyodide = await loadPyodide();
console.log(`Pyodide ${pyodide.version} booted in ${((performance.now() - t0) / 1000).toFixed(2)} s`);
pyodide.FS.mkdirTree("/repo");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root }, "/repo");
pyodide.runPython(`
import sys, runpy
sys.argv = ["perft.py", "${depth}"]
runpy.run_path("/repo/bench/perft.py", run_name="__main__")
`);
