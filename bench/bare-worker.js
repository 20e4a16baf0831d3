// Boots Pyodide and says so: from dist/pyodide/, or from the npm package as
// shipped (served under /npm-pyodide/ by bench/browser.py) with "?stock".
const stock = new URL(import.meta.url).searchParams.has("stock");
const base = new URL(stock ? "../npm-pyodide/" : "../pyodide/", import.meta.url).href;
const { loadPyodide } = await import(base + "pyodide.mjs");
await loadPyodide({ indexURL: base });
postMessage("ready");
