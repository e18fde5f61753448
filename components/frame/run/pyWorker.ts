/**
 * The Python worker: Pyodide (CPython 3.14 on WebAssembly, self-hosted under /assets/) loaded on
 * the first Run of the page and kept for the next. Each job runs as `python example.py` would, in
 * a fresh `__main__`; afterwards the modules it imported, builtins and the random state are put
 * back, so one run cannot change the next (as lib/practice/pyodideHost.mjs does for the checks).
 * A program that runs too long is stopped by the page, which ends this worker (Pyodide's own
 * interrupt needs SharedArrayBuffer, which a page without cross-origin isolation lacks).
 */
import { needsNativePython } from '@/lib/practice/nativePython';
// The coding tasks' harness, the very file the checks run on CPython (esbuild's text loader).
import harness from '@/lib/tasks/harness.py';
import { runAssets, STALL_MS } from './assets';
import type { TestResult } from '@/lib/tasks/result';
import type { PyJob, PyMessage } from './protocol';

interface Pyodide {
  runPython(code: string): unknown;
  globals: { get(name: string): (...args: unknown[]) => number };
  FS: { writeFile(path: string, text: string): void };
  setStdout(options: { write: (buffer: Uint8Array) => number }): void;
  setStderr(options: { write: (buffer: Uint8Array) => number }): void;
  setStdin(options: { error: boolean }): void;
}

const post = (message: PyMessage) => self.postMessage(message);

/** Pyodide's parts, as a learner should hear them named when one fails to load. */
const parts: Record<string, string> = {
  'pyodide.mjs': 'Pyodide’s loader (pyodide.mjs)',
  'pyodide.asm.mjs': 'Pyodide’s runtime (pyodide.asm.mjs)',
  'pyodide-lock.json': 'Pyodide’s package list (pyodide-lock.json)',
  'pyodide.asm.wasm': 'the Python interpreter (pyodide.asm.wasm)',
  'python_stdlib.zip': 'Python’s standard library (python_stdlib.zip)',
};
/** The two large parts, whose bytes the progress bar counts. */
const counted = new Set(['pyodide.asm.wasm', 'python_stdlib.zip']);

/**
 * Pyodide swallows a failed load of its .wasm (it logs "wasm instantiation failed!" and never
 * settles), so the worker fetches its parts itself, through this wrapper of `fetch` that Pyodide
 * calls: a 404 or a dropped connection rejects `failure` naming the part, and the .wasm is handed
 * on typed application/wasm whatever type the host sent (streaming compilation refuses
 * application/octet-stream).
 */
let fail: (reason: Error) => void = () => {};
const failure = new Promise<never>((_, reject) => (fail = reject));
const realFetch = self.fetch.bind(self);
let received = 0;

/**
 * A download that stalls without failing (the connection open, nothing arriving) would leave
 * "Starting…" and a bar that stopped for ever. Each part under way is watched: when none of them
 * has received a byte for `stallMs`, the one that started first is named and the start fails
 * (its fetches aborted), so the page says so and Run tries again with a fresh worker. Only time
 * with a part under way counts: compiling and starting Python afterwards never do. The two
 * modules Pyodide imports show no bytes; while the large files arrive they count as moving.
 */
let stallMs = STALL_MS;
const underWay = new Map<string, AbortController | undefined>();
let lastArrival = 0;
let watch: ReturnType<typeof setTimeout> | undefined;
const arrived = () => (lastArrival = performance.now());
function checkStall() {
  watch = undefined;
  if (underWay.size === 0) return;
  const quiet = performance.now() - lastArrival;
  if (quiet < stallMs) {
    watch = setTimeout(checkStall, stallMs - quiet);
    return;
  }
  const [name] = underWay.keys();
  fail(
    new Error(`${parts[name!]} stopped arriving: nothing came for ${Math.round(stallMs / 1000)} s`),
  );
  for (const controller of underWay.values()) controller?.abort();
  underWay.clear();
}
function begin(name: string, controller?: AbortController) {
  underWay.set(name, controller);
  arrived();
  watch ??= setTimeout(checkStall, stallMs);
}
const end = (name: string) => underWay.delete(name);

/** An import of one of Pyodide's modules, watched like a download; a failure names it. */
function watchedImport(name: string): Promise<unknown> {
  begin(name);
  return import(`${runAssets.pyodide}${name}`).then(
    (module: unknown) => {
      end(name);
      return module;
    },
    () => {
      end(name);
      throw new Error(`${parts[name]} did not load`);
    },
  );
}

self.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = input instanceof Request ? input.url : String(input);
  const name = url.slice(url.lastIndexOf('/') + 1);
  const part = parts[name];
  if (!part) return realFetch(input, init);
  const controller = new AbortController();
  begin(name, controller);
  let response: Response;
  try {
    response = await realFetch(input, { ...init, signal: controller.signal });
  } catch {
    end(name);
    fail(new Error(`${part} did not load: the connection failed`));
    throw new Error(`${name}: the connection failed`);
  }
  if (!response.ok || !response.body) {
    end(name);
    fail(new Error(`${part} did not load: the server answered ${response.status}`));
    return response;
  }
  // A connection dropped midway errors the stream: say which part broke off.
  const [mine, theirs] = response.body.tee();
  void mine
    .pipeTo(
      new WritableStream({
        write(chunk: Uint8Array) {
          arrived();
          if (!counted.has(name)) return;
          received += chunk.byteLength;
          post({ type: 'progress', received, total: runAssets.pyodideBytes });
        },
        close: () => void end(name),
      }),
    )
    .catch(() => fail(new Error(`${part} did not load: the download broke off`)));
  const type = name.endsWith('.wasm')
    ? 'application/wasm'
    : (response.headers.get('Content-Type') ?? '');
  return new Response(theirs, { status: 200, headers: { 'Content-Type': type } });
};
// Where compiling the .wasm fails all the same (not WebAssembly at all), say so too.
const instantiateStreaming = WebAssembly.instantiateStreaming.bind(WebAssembly);
WebAssembly.instantiateStreaming = (source, imports) =>
  instantiateStreaming(source, imports).catch((error: unknown) => {
    fail(new Error(`${parts['pyodide.asm.wasm']} could not start: ${(error as Error).message}`));
    throw error;
  });

type Runner = (...args: unknown[]) => number;

async function start(): Promise<{ runCode: Runner; runTests: Runner }> {
  // The bar shows from the start, and the page knows the worker's script has arrived.
  post({ type: 'progress', received, total: runAssets.pyodideBytes });
  // A variable, so esbuild leaves the import to the browser: Pyodide is its own file.
  const { loadPyodide } = (await Promise.race([watchedImport('pyodide.mjs'), failure])) as {
    loadPyodide(options: object): Promise<Pyodide>;
  };
  // Pyodide imports its runtime itself; importing the same URL here shares that one load (a
  // module is fetched once per worker) and watches it.
  watchedImport('pyodide.asm.mjs').catch((error: Error) => fail(error));
  const py = await Promise.race([
    loadPyodide({
      indexURL: runAssets.pyodide,
      env: { PYTHONHASHSEED: '0', HOME: '/home/pyodide' },
    }),
    failure,
  ]);
  const stream = (name: 'stdout' | 'stderr') => {
    const decoder = new TextDecoder();
    return {
      write: (buffer: Uint8Array) => {
        post({ type: 'output', stream: name, text: decoder.decode(buffer, { stream: true }) });
        return buffer.length;
      },
    };
  };
  py.setStdout(stream('stdout'));
  py.setStderr(stream('stderr'));
  // Reading standard input raises at once (there is no keyboard for programs here).
  py.setStdin({ error: true });
  py.FS.writeFile('/home/pyodide/task_harness.py', harness);
  py.runPython(String.raw`
import builtins, os, random, sys, traceback
sys.path.insert(0, '/home/pyodide')
import task_harness
sys.path.pop(0)

_modules = set(sys.modules)
_builtins = dict(builtins.__dict__)

def _no_input(prompt=''):
    raise RuntimeError('input() cannot read here: a program in the page has no keyboard. '
                       'Edit the code to set the value instead.')

def _run(code):
    os.makedirs('/home/pyodide/run', exist_ok=True)
    os.chdir('/home/pyodide/run')
    with open('example.py', 'w', encoding='utf-8') as f:
        f.write(code)
    limit, state, path = sys.getrecursionlimit(), random.getstate(), list(sys.path)
    sys.path.insert(0, '/home/pyodide/run')
    builtins.input = _no_input
    status = 0
    try:
        exec(compile(code, 'example.py', 'exec'), {'__name__': '__main__', '__file__': 'example.py',
                                                   '__builtins__': builtins})
    except SystemExit as e:
        status = e.code if isinstance(e.code, int) else (0 if e.code is None else 1)
        if not isinstance(e.code, (int, type(None))):
            print(e.code, file=sys.stderr)
    except BaseException as e:
        # The traceback from the example's own frames on: this function's frame is ours.
        traceback.print_exception(type(e), e, e.__traceback__.tb_next)
        status = 1
    sys.stdout.flush()
    sys.stderr.flush()
    sys.setrecursionlimit(limit)
    random.setstate(state)
    sys.path[:] = path
    builtins.__dict__.clear()
    builtins.__dict__.update(_builtins)
    for name in [m for m in sys.modules if m not in _modules]:
        del sys.modules[name]
    return status
`);
  const version = String(py.runPython('import sys; sys.version.split()[0]'));
  post({ type: 'ready', version });
  py.runPython('_run_tests = task_harness.run_tests_json');
  return { runCode: py.globals.get('_run'), runTests: py.globals.get('_run_tests') };
}

let run: ReturnType<typeof start> | undefined;

self.onmessage = async (event: MessageEvent<PyJob>) => {
  const { code, tests, warm } = event.data;
  if (event.data.stallMs) stallMs = event.data.stallMs;
  if (warm) {
    // Loaded ahead of the Run; a failure is said by the Run, which awaits the same promise.
    (run ??= start()).catch(() => undefined);
    return;
  }
  if (code === undefined) return;
  try {
    run ??= start();
    const { runCode, runTests } = await run;
    if (tests !== undefined) {
      // A coding task's Check: each test's result goes to the page as it comes.
      post({ type: 'started' });
      runTests(code, tests, (json: string) =>
        post({ type: 'test', result: JSON.parse(json) as TestResult }),
      );
      post({ type: 'done', status: 0 });
      return;
    }
    const native = needsNativePython(code);
    if (native) {
      post({
        type: 'output',
        stream: 'stderr',
        text: `This program ${native}: Pyodide in the browser has no threads, processes or sockets, so it cannot run here.\n`,
      });
      post({ type: 'done', status: 1 });
      return;
    }
    post({ type: 'started' });
    post({ type: 'done', status: runCode(code) });
  } catch (error) {
    post({ type: 'failed', message: String((error as Error)?.message ?? error) });
  }
};
