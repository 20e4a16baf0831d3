import { loadPyodide } from "../pyodide/pyodide.mjs";

await loadPyodide({ indexURL: new URL("../pyodide/", import.meta.url).href });
postMessage("ready");
