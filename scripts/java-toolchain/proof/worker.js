// The proof's worker: loads the toolchain module (javac + TeaVM compiled to WebAssembly GC) and
// the two class archives, then compiles and runs what the page sends. Files come from the folder
// build.sh writes (served as the page's origin); nothing else is fetched.
importScripts('wasm-gc-runtime.js');

let toolchain = null;

async function start() {
  const t0 = performance.now();
  const [tc, platform, classlib] = await Promise.all([
    TeaVM.wasmGC.load('toolchain.wasm'),
    fetch('platform.zip').then((r) => r.arrayBuffer()),
    fetch('classlib.zip').then((r) => r.arrayBuffer()),
  ]);
  const t1 = performance.now();
  const x = tc.exports;
  const classes = x.setPlatform(new Int8Array(platform));
  const entries = x.setClasslib(new Int8Array(classlib));
  toolchain = x;
  return { loadMs: t1 - t0, unpackMs: performance.now() - t1, classes, entries };
}

async function run(path, source, mainClass) {
  const x = toolchain;
  const t0 = performance.now();
  const javac = x.compile(path, source);
  const t1 = performance.now();
  if (x.errorCount() > 0) return { javac, javacMs: t1 - t0, ok: false };
  const teavm = x.translate(mainClass);
  const t2 = performance.now();
  if (x.errorCount() > 0) return { javac, teavm, javacMs: t1 - t0, teavmMs: t2 - t1, ok: false };
  const wasm = x.wasm();
  const out = [];
  const err = [];
  const line = { out: '', err: '' };
  const program = await TeaVM.wasmGC.load(wasm, {
    installImports(o) {
      o.teavmConsole.putcharStdout = (c) => {
        if (c === 10) {
          out.push(line.out);
          line.out = '';
        } else line.out += String.fromCharCode(c);
      };
      o.teavmConsole.putcharStderr = (c) => {
        if (c === 10) {
          err.push(line.err);
          line.err = '';
        } else line.err += String.fromCharCode(c);
      };
    },
  });
  const t3 = performance.now();
  let thrown = null;
  try {
    program.exports.main([]);
  } catch (e) {
    thrown = String(e && e.stack ? e.stack : e);
  }
  const t4 = performance.now();
  return {
    ok: true,
    javac,
    teavm,
    stdout: out.join('\n') + (line.out ? '\n' + line.out : ''),
    stderr: err.join('\n'),
    thrown,
    wasmBytes: wasm.length,
    javacMs: t1 - t0,
    teavmMs: t2 - t1,
    instantiateMs: t3 - t2,
    mainMs: t4 - t3,
  };
}

onmessage = async (e) => {
  const { id, kind } = e.data;
  try {
    const result =
      kind === 'start' ? await start() : await run(e.data.path, e.data.source, e.data.mainClass);
    postMessage({ id, result });
  } catch (error) {
    postMessage({ id, error: String(error && error.stack ? error.stack : error) });
  }
};
