// Runs and parses Python examples on Pyodide (CPython 3.14 compiled to WebAssembly), many in one
// interpreter: loading Pyodide costs seconds, an example milliseconds. Started by
// lib/check/pyodide.ts as `node pyodideHost.mjs <path to pyodide.mjs>` with an IPC channel.
// It sends {ready, version} once loaded, then answers each job {i, mode, code} in order with
// {i, status, stdout, stderr}: mode "run" runs the code as `python example.py` would (its own
// folder and a fresh __main__), mode "parse" is `ast.parse`. Between runs the interpreter is put
// back as it was (modules, sys state, builtins, environment), so one example cannot change
// another's output; the parent also starts a fresh host every few dozen examples.
import { pathToFileURL } from 'node:url';

const { loadPyodide } = await import(pathToFileURL(process.argv[2]).href);

let out = [];
let err = [];
const py = await loadPyodide({
  env: { PYTHONHASHSEED: '0', HOME: '/home/pyodide' },
  stdout: (line) => out.push(`${line}\n`),
  stderr: (line) => err.push(`${line}\n`),
});
// Raw writes keep partial lines and exact bytes, as a pipe would.
const decoder = () => new TextDecoder();
let outText = decoder();
let errText = decoder();
py.setStdout({
  write: (buffer) => (out.push(outText.decode(buffer, { stream: true })), buffer.length),
});
py.setStderr({
  write: (buffer) => (err.push(errText.decode(buffer, { stream: true })), buffer.length),
});
py.setStdin({ stdin: () => undefined }); // input() sees end of file

py.runPython(String.raw`
import ast, atexit, builtins, gc, logging, os, random, runpy, sys, traceback, warnings

_modules = set(sys.modules)
_builtins = dict(builtins.__dict__)
_counter = [0]

def _parse(code):
    try:
        ast.parse(code, filename='example.py')
    except SyntaxError as e:
        print(f'line {e.lineno}: {e.msg}', file=sys.stderr)
        return 1
    return 0

def _run(code):
    _counter[0] += 1
    folder = f'/tmp/example-{_counter[0]}'
    os.makedirs(folder)
    path = os.path.join(folder, 'example.py')
    with open(path, 'w', encoding='utf-8') as f:
        f.write(code)
    saved = (list(sys.path), os.getcwd(), dict(os.environ), list(sys.argv), sys.getrecursionlimit(),
             sys.get_int_max_str_digits(), list(warnings.filters), sys.stdout, sys.stderr, sys.stdin,
             sys.excepthook, sys.displayhook, gc.get_threshold(), gc.isenabled(), random.getstate(),
             list(logging.root.handlers), logging.root.level, dict(logging.Logger.manager.loggerDict),
             logging.root.manager.disable)
    os.chdir(folder)
    sys.path.insert(0, folder)
    sys.argv[:] = [path]
    status = 0
    try:
        runpy.run_path(path, run_name='__main__')
    except SystemExit as e:
        if e.code is None or e.code == 0:
            status = 0
        elif isinstance(e.code, int):
            status = e.code
        else:
            print(e.code, file=sys.stderr)
            status = 1
    except BaseException:
        traceback.print_exc()
        status = 1
    try:
        atexit._run_exitfuncs()
    except BaseException:
        traceback.print_exc()
        status = status or 1
    atexit._clear()
    for stream in (sys.stdout, sys.stderr, sys.__stdout__, sys.__stderr__):
        try:
            stream.flush()
        except BaseException:
            pass
    (sys.path[:], cwd, env, sys.argv[:], limit, digits, warnings.filters[:], sys.stdout, sys.stderr,
     sys.stdin, sys.excepthook, sys.displayhook, threshold, enabled, state, handlers, level, loggers,
     disable) = saved
    os.chdir(cwd)
    os.environ.clear()
    os.environ.update(env)
    (getattr(warnings, '_filters_mutated', None) or getattr(warnings, '_filters_mutated_lock_held'))()
    sys.setrecursionlimit(limit)
    sys.set_int_max_str_digits(digits)
    gc.set_threshold(*threshold)
    gc.enable() if enabled else gc.disable()
    random.setstate(state)
    logging.root.handlers[:] = handlers
    logging.root.setLevel(level)
    logging.Logger.manager.loggerDict.clear()
    logging.Logger.manager.loggerDict.update(loggers)
    logging.disable(disable)
    sys.settrace(None)
    sys.setprofile(None)
    if 'tracemalloc' in sys.modules:
        sys.modules['tracemalloc'].stop()
    builtins.__dict__.clear()
    builtins.__dict__.update(_builtins)
    # Modules the example imported are imported afresh by the next one (decimal's context and
    # the like start clean); logging and random, which Pyodide imports itself, are put back above.
    for name in [m for m in sys.modules if m not in _modules]:
        del sys.modules[name]
    gc.collect()  # finalizers that print do so now, into this example's output
    sys.__stdout__.flush()
    sys.__stderr__.flush()
    return status
`);
const version = py.runPython('import sys; sys.version.split()[0]');
const parse = py.globals.get('_parse');
const runExample = py.globals.get('_run');

process.on('message', (job) => {
  if (job.exit) process.exit(0);
  out = [];
  err = [];
  outText = decoder();
  errText = decoder();
  let status;
  let fatal = false;
  try {
    status = (job.mode === 'parse' ? parse : runExample)(job.code);
  } catch (error) {
    // _run catches every Python exception, so this is the interpreter itself failing (a
    // JavaScript stack overflow, say): report it and leave, so the next example gets a new one.
    err.push(`Pyodide failed: ${String(error?.message ?? error)}`);
    status = 1;
    fatal = true;
  }
  out.push(outText.decode());
  err.push(errText.decode());
  process.send({ i: job.i, status, stdout: out.join(''), stderr: err.join(''), fatal }, () => {
    if (fatal) process.exit(1);
  });
});
// The checker gone (finished, or stopped by Ctrl-C) means this host's work is over too.
process.on('disconnect', () => process.exit(0));
process.send({ ready: true, version });
