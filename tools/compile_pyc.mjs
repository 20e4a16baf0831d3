// Compiles Python archives to bytecode with the very Python that runs in the
// browser (Pyodide's), so that nothing is compiled at each boot.
//
//     node tools/compile_pyc.mjs [--keep-source | --lean] IN.zip OUT.zip [IN2.whl OUT2.whl ...]
//
// Every module "x.py" becomes a sourceless "x.pyc" (what Pyodide's own
// distribution ships); other files are copied as they are.  With
// --keep-source, "x.py" stays and "__pycache__/x.cpython-314.pyc" is added
// beside it as an unchecked hash-based pyc (PEP 552), which Python uses
// without comparing it with the source.  With --lean, the bytecode leaves
// out docstrings and asserts (optimize=2) and the columns of each
// instruction (PYTHONNODEBUGRANGES: tracebacks keep their line numbers):
// two fifths fewer bytes for our wheel, which a first visit downloads.
// build.py runs it on Pyodide's python_stdlib.zip and the micropip wheel
// (as they are), on our wheel (--lean), and caches the results by the hash
// of their inputs.
import { loadPyodide } from "pyodide";
import fs from "node:fs";

let pairs = process.argv.slice(2);
const keepSource = pairs[0] === "--keep-source";
const lean = pairs[0] === "--lean";
if (keepSource || lean) pairs = pairs.slice(1);
if (pairs.length === 0 || pairs.length % 2) {
  console.error("usage: node tools/compile_pyc.mjs [--keep-source | --lean] IN OUT [IN OUT ...]");
  process.exit(2);
}
const pyodide = await loadPyodide(lean ? { env: { PYTHONNODEBUGRANGES: "1" } } : {});
// Without column positions, an instruction's columns read as None.
if (lean && pyodide.runPython("next(compile('x', '', 'eval').co_positions())[2]") != null) {
  console.error("this Pyodide ignores PYTHONNODEBUGRANGES");
  process.exit(1);
}
const compileArchive = pyodide.runPython(`
import importlib.util, marshal, sys, zipfile

def compile_archive(src_path, out_path, keep_source, optimize):
    count = 0
    with zipfile.ZipFile(src_path) as src, zipfile.ZipFile(out_path, "w", zipfile.ZIP_DEFLATED) as out:
        for info in src.infolist():
            data = src.read(info)
            if info.filename.endswith(".py"):
                try:
                    code = compile(data, info.filename, "exec", dont_inherit=True, optimize=optimize)
                except SyntaxError:
                    out.writestr(info, data)   # a template or test data, not a module
                    continue
                if keep_source:
                    out.writestr(info, data)
                    folder, _, stem = info.filename[:-3].rpartition("/")
                    name = f"{folder}/__pycache__/{stem}.{sys.implementation.cache_tag}.pyc"
                    flags = (1).to_bytes(4, "little")          # hash-based, unchecked
                    header = (importlib.util.MAGIC_NUMBER + flags
                              + importlib.util.source_hash(data))
                else:
                    name = info.filename[:-3] + ".pyc"
                    header = importlib.util.MAGIC_NUMBER + bytes(12)
                target = zipfile.ZipInfo(name, info.date_time)
                target.compress_type = zipfile.ZIP_DEFLATED
                out.writestr(target, header + marshal.dumps(code))
                count += 1
            else:
                out.writestr(info, data)
    return count

compile_archive
`);
for (let i = 0; i < pairs.length; i += 2) {
  pyodide.FS.writeFile("/tmp/in.zip", new Uint8Array(fs.readFileSync(pairs[i])));
  const count = compileArchive("/tmp/in.zip", "/tmp/out.zip", keepSource, lean ? 2 : -1);
  fs.writeFileSync(pairs[i + 1], pyodide.FS.readFile("/tmp/out.zip"));
  console.log(`compiled ${count} modules: ${pairs[i + 1]}`);
}
