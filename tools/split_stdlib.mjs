// Splits Pyodide's standard library in two (issue 37): the modules the engine
// imports, which every boot downloads, and the rest, which the worker fetches
// only if a module of it is ever imported (py/stdlib_rest.py, the finder of
// those modules, goes into the first archive).
//
//     node tools/split_stdlib.mjs FULL.zip SOURCES.zip MICROPIP.whl BOARDGAMES.whl FINDER.py LEAN.zip REST.zip
//
// FULL.zip is the whole standard library compiled (tools/compile_pyc.mjs),
// SOURCES.zip the same as Pyodide's npm package ships it.  Two interpreters
// boot on FULL.zip.  The first only does what the engine does, so that what
// it imports is the engine's alone: what js/worker.js does (micropip installs
// our wheel, the package is imported, `random` reseeded, an error raised
// through to JavaScript), then it imports every module of the package and
// every module of the standard library our bytecode names in an import,
// wherever it stands (inside a function too).  The second reads those names
// from our wheel and writes the archives: every module the first imported
// from FULL.zip goes to LEAN.zip, compiled lean from its source (no
// docstrings, asserts or column positions, as our wheel: a first visit
// downloads it), with FINDER.py compiled the same way; every other module
// goes to REST.zip as it is in FULL.zip, and a folder or a file that is no
// module goes with its package.  Prints what went where.
import { loadPyodide } from "pyodide";
import fs from "node:fs";
import { installWheel } from "./install_wheel.mjs";

const args = process.argv.slice(2);
if (args.length !== 7) {
  console.error("usage: node tools/split_stdlib.mjs FULL.zip SOURCES.zip MICROPIP.whl BOARDGAMES.whl FINDER.py LEAN.zip REST.zip");
  process.exit(2);
}
const [full, sources, micropip, wheel, finder, leanOut, restOut] = args;
const [engine, writer] = await Promise.all([
  loadPyodide({ stdLibURL: full }),
  loadPyodide({ stdLibURL: full, env: { PYTHONNODEBUGRANGES: "1" } }),
]);

// The writer reads our wheel: its modules, and the absolute names its imports name.
writer.FS.writeFile("/tmp/ours.whl", new Uint8Array(fs.readFileSync(wheel)));
const [ours, named] = writer.runPython(`
import dis, marshal, sys, types, zipfile

def named_imports(code):
    """The absolute module names the import statements of code name (and
    of the functions and classes inside it), with 'from x import y' giving
    x.y too (y may be a submodule)."""
    names = set()
    instructions = list(dis.get_instructions(code))
    for i, ins in enumerate(instructions):
        if ins.opname == "IMPORT_NAME":
            level = instructions[i - 2].argval if i >= 2 else 0
            fromlist = instructions[i - 1].argval if i >= 1 else None
            if level == 0:
                names.add(ins.argval)
                for item in fromlist or ():
                    if item != "*":
                        names.add(f"{ins.argval}.{item}")
    for const in code.co_consts:
        if isinstance(const, types.CodeType):
            names |= named_imports(const)
    return names

ours, named = [], set()
with zipfile.ZipFile("/tmp/ours.whl") as whl:
    for name in whl.namelist():
        if name.endswith(".pyc"):
            ours.append(name[:-4].removesuffix("/__init__").replace("/", "."))
            named |= named_imports(marshal.loads(whl.read(name)[16:]))
[sorted(ours), sorted(n for n in named if n.partition(".")[0] in sys.stdlib_module_names)]
`).toJs();

// What js/worker.js does on a first visit (bootWithMicropip) and after a snapshot.
await installWheel(engine, micropip, wheel);
engine.pyimport("boardgames.api");
engine.runPython("import random; random.seed()");
try {
  engine.runPython("raise ValueError('an error said in JavaScript')");
} catch { /* its traceback was written: the modules that write it are imported */ }
engine.globals.set("OURS", engine.toPy([...ours, ...named]));
const used = engine.runPython(`
import importlib, sys
for name in OURS:
    try:
        importlib.import_module(name)
    except ImportError:
        pass                # a name imported from a module, not a submodule
archive = next(p for p in sys.path if p.endswith(".zip"))
used = set()
for module in list(sys.modules.values()):
    origin = getattr(getattr(module, "__spec__", None), "origin", None) or ""
    if origin.startswith(archive + "/"):
        used.add(origin[len(archive) + 1:])
sorted(used)
`).toJs();

writer.FS.writeFile("/tmp/sources.zip", new Uint8Array(fs.readFileSync(sources)));
writer.FS.writeFile("/tmp/finder.py", new Uint8Array(fs.readFileSync(finder)));
writer.globals.set("USED", writer.toPy(used));
writer.globals.set("FINDER", finder.slice(finder.lastIndexOf("/") + 1).replace(/\.py$/, ".pyc"));
const [leanCount, restCount] = writer.runPython(`
import importlib.util, marshal, sys, zipfile

used = set(USED)

def lean_pyc(source, filename):
    """A sourceless .pyc without docstrings, asserts and (PYTHONNODEBUGRANGES) columns."""
    code = compile(source, filename, "exec", dont_inherit=True, optimize=2)
    return importlib.util.MAGIC_NUMBER + bytes(12) + marshal.dumps(code)

def goes_lean(filename, names):
    """Whether an entry goes to the first archive: a module if it was
    imported; a folder, or a file that is no module, with its package (a
    folder of the first archive would make a package of the second a
    namespace package there, hiding it)."""
    if filename.endswith(".pyc"):
        return filename in used
    folder = filename if filename.endswith("/") else filename.rpartition("/")[0] + "/"
    return folder == "/" or folder + "__init__.pyc" not in names or folder + "__init__.pyc" in used

lean = rest = 0
archive = next(p for p in sys.path if p.endswith(".zip"))
with zipfile.ZipFile(archive) as whole, \\
        zipfile.ZipFile("/tmp/sources.zip") as src, \\
        zipfile.ZipFile("/tmp/lean.zip", "w", zipfile.ZIP_DEFLATED) as lean_zip, \\
        zipfile.ZipFile("/tmp/rest.zip", "w", zipfile.ZIP_DEFLATED) as rest_zip:
    names = set(whole.namelist())
    for info in whole.infolist():
        module = info.filename.endswith(".pyc")
        if goes_lean(info.filename, names):
            if module:
                source = info.filename[:-1]         # x.pyc -> x.py
                lean_zip.writestr(zipfile.ZipInfo(info.filename, info.date_time),
                                  lean_pyc(src.read(source), source), zipfile.ZIP_DEFLATED)
            else:
                lean_zip.writestr(info, whole.read(info))
            lean += module
        else:
            rest_zip.writestr(info, whole.read(info))
            rest += module
    with open("/tmp/finder.py", "rb") as finder:
        lean_zip.writestr(zipfile.ZipInfo(FINDER, (1980, 1, 1, 0, 0, 0)),
                          lean_pyc(finder.read(), FINDER[:-1]), zipfile.ZIP_DEFLATED)
[lean, rest]
`).toJs();
fs.writeFileSync(leanOut, writer.FS.readFile("/tmp/lean.zip"));
fs.writeFileSync(restOut, writer.FS.readFile("/tmp/rest.zip"));
const kb = (file) => (fs.statSync(file).size / 1024).toFixed(0);
console.log(`standard library split: ${leanCount} modules the engine imports (${kb(leanOut)} KB; `
  + `our package names ${named.length}), ${restCount} others (${kb(restOut)} KB)`);
