// Boots Pyodide and says so: from dist/pyodide/ with the whole standard
// library compiled as the build compiles it (dist/ itself serves the
// library split in two, the engine's modules and the rest: the app's way, not
// Pyodide's), or from the npm package as shipped (served under /npm-pyodide/
// by bench/browser.py) with "?stock".
const stock = new URL(import.meta.url).searchParams.has("stock");
const base = new URL(stock ? "../npm-pyodide/" : "../pyodide/", import.meta.url).href;
const { loadPyodide } = await import(base + "pyodide.mjs");
await loadPyodide({ indexURL: base, ...(stock ? {} : { stdLibURL: new URL("../whole-stdlib.zip", import.meta.url).href }) });
postMessage("ready");
