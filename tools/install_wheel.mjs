// What js/worker.js does on a first visit (bootWithMicropip), under Node, for
// the build's tools that need the package installed as the browser has it
// (make_snapshot.mjs, split_stdlib.mjs): micropip unpacked into
// site-packages, our wheel installed by it.
import fs from "node:fs";

export async function installWheel(pyodide, micropip, wheel) {
  pyodide.unpackArchive(new Uint8Array(fs.readFileSync(micropip)), "wheel");
  const wheelPath = "/tmp/wheels/" + wheel.slice(wheel.lastIndexOf("/") + 1);
  pyodide.FS.mkdirTree("/tmp/wheels");
  pyodide.FS.writeFile(wheelPath, new Uint8Array(fs.readFileSync(wheel)));
  pyodide.runPython("import micropip");
  await pyodide.runPythonAsync(`await micropip.install(${JSON.stringify("emfs:" + wheelPath)}, deps=False)`);
}
