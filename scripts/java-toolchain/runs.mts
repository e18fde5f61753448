// Writes lib/java/javaRuns.json (issue #35): every whole-program Java example (lib/java/runs.ts
// javaExamples) compiled by javac and TeaVM and run, through the pinned toolchain in
// scripts/java-toolchain/dist/ (the module the page loads), its standard output compared with
// the checked JDK 25 output. A match gets Run in the page; anything else keeps "output shown",
// with the reason. Needs Node 26 (WebAssembly GC): npm run java:runs. Takes 1-3 min.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { format } from 'prettier';
import { normalise } from '@/lib/check/run';
import { loadGuides } from '@/lib/library/guide';
import { loadBanks } from '@/lib/practice/loadBanks';
import { javaProgram } from '@/lib/java/program';
import { codeHash, javaRunsFile, type JavaRun, type JavaRunsFile } from '@/lib/java/runData';
import { javaExamples } from '@/lib/java/runs';
import type { JavaToolchain } from '@/lib/java/toolchain';
import { pinnedDir, pinnedToolchainId } from '@/lib/java/toolchainPin';

type Load = (
  module: Uint8Array | Int8Array,
  options?: { installImports?(imports: Record<string, Record<string, unknown>>): void },
) => Promise<{ exports: Record<string, (...args: unknown[]) => unknown> }>;

const file = (name: string) => readFileSync(path.join(pinnedDir, name));
// TeaVM's loader is a classic script that defines globalThis.TeaVM.
new Function(file('wasm-gc-runtime.js').toString('utf8'))();
const { load } = (globalThis as unknown as { TeaVM: { wasmGC: { load: Load } } }).TeaVM.wasmGC;

/**
 * Runs a compiled program as the page does (components/frame/run/javaProgram.ts): in a worker of
 * its own, its output as far as main returns, ended at the time limit. A program that waits on a
 * thread TeaVM never runs would otherwise hold this process for ever.
 */
const PROGRAM_LIMIT_MS = 10_000;
const programWorker = `
const { parentPort, workerData } = require('node:worker_threads');
new Function(workerData.runtime)();
let out = '', err = '';
// The learner's frames, as the page gives them (the worker inherits tsx from this process).
import(workerData.frames).then(({ installJavaFrames }) => globalThis.TeaVM.wasmGC.load(new Uint8Array(workerData.wasm), {
  installImports(o) {
    o.teavmConsole.putcharStdout = (c) => (out += String.fromCharCode(c));
    o.teavmConsole.putcharStderr = (c) => (err += String.fromCharCode(c));
    installJavaFrames(o, workerData.table);
  },
})).then((program) => {
  let thrown;
  try { program.exports.main([]); } catch (e) { thrown = String(e?.message ?? e); }
  parentPort.postMessage({ out, err, thrown });
}, (e) => parentPort.postMessage({ out, err, thrown: String(e?.message ?? e) }));
`;
const runtime = file('wasm-gc-runtime.js').toString('utf8');
type ProgramResult = { out: string; err: string; thrown?: string };

const framesModule = new URL('../../lib/java/frames.ts', import.meta.url).href;

async function runProgram(wasm: Int8Array, table: string): Promise<ProgramResult> {
  const worker = new Worker(programWorker, {
    eval: true,
    workerData: { runtime, wasm: wasm.slice(), table, frames: framesModule },
    // Node would warn, once per program, that it reparses frames.ts as a module.
    execArgv: [...process.execArgv, '--disable-warning=MODULE_TYPELESS_PACKAGE_JSON'],
  });
  let timer: NodeJS.Timeout | undefined;
  try {
    return await new Promise<ProgramResult>((resolve) => {
      const limit = `did not end within ${PROGRAM_LIMIT_MS / 1000} s`;
      timer = setTimeout(() => resolve({ out: '', err: '', thrown: limit }), PROGRAM_LIMIT_MS);
      worker.once('message', resolve);
      worker.once('error', (e) => resolve({ out: '', err: '', thrown: String(e?.message ?? e) }));
    });
  } finally {
    clearTimeout(timer);
    await worker.terminate();
  }
}

async function startToolchain(): Promise<JavaToolchain> {
  const x = (await load(new Uint8Array(file('toolchain.wasm'))))
    .exports as unknown as JavaToolchain;
  x.setPlatform(new Int8Array(file('platform.zip')));
  x.setClasslib(new Int8Array(file('classlib.zip')));
  return x;
}

/** The first line where two outputs part (as the checks compare them), for the table. */
function firstDifference(expected: string, got: string): string {
  const a = normalise(expected).split('\n');
  const b = normalise(got).split('\n');
  const i = a.findIndex((line, n) => line !== b[n]);
  const at = i < 0 ? a.length : i;
  return `line ${at + 1}: expected ${JSON.stringify(a[at] ?? '(end)')}, got ${JSON.stringify(b[at] ?? '(end)')}`;
}

let tc = await startToolchain();
const runs: JavaRun[] = [];
for (const ex of javaExamples(loadBanks(), loadGuides())) {
  const run: JavaRun = { key: ex.key, hash: codeHash(ex.code), outcome: 'match' };
  const t0 = performance.now();
  const { file: name, main } = javaProgram(ex.code);
  try {
    const javac = tc.compile(`${name}.java`, ex.code);
    // The java launcher's rules (JEP 512), as the page's worker asks: instance and compact mains.
    const chosen = tc.errorCount() > 0 ? '' : tc.mainClass() || main;
    if (tc.errorCount() > 0) {
      run.outcome = 'compile error';
      // javac's first line, and what it could not find (a class library gap, named).
      const lines = javac.split('\n');
      const symbol = /cannot find symbol/.test(lines[0]!)
        ? lines.find((l) => /^\s*symbol:/.test(l))?.trim()
        : undefined;
      run.reason = `${lines[0]}${symbol ? ` (${symbol.replace(/\s+/g, ' ')})` : ''}`;
    } else if (!chosen) {
      run.outcome = 'no main method';
      run.reason = 'javac compiled it, and no class has a main the launcher can start';
    } else {
      const teavm = tc.translate(chosen);
      if (tc.errorCount() > 0) {
        run.outcome = 'missing API';
        run.reason = teavm.split('\n').find((l) => l.trim()) ?? teavm;
      } else {
        const { out, err, thrown } = await runProgram(tc.wasm()!, tc.stackTable());
        if (thrown?.startsWith('did not end')) {
          run.outcome = 'different output';
          run.reason = thrown;
        } else if (thrown !== undefined || err.startsWith('Exception in thread')) {
          run.outcome = 'exception';
          run.reason = err.split('\n')[0] || thrown;
        } else if (normalise(out) !== normalise(ex.expected)) {
          run.outcome = 'different output';
          run.reason = firstDifference(ex.expected, out);
        }
      }
    }
  } catch (e) {
    run.outcome = 'toolchain failed';
    run.reason = String((e as Error)?.message ?? e);
    tc = await startToolchain();
  }
  runs.push(run);
  console.log(
    `${run.key}: ${run.outcome} (${Math.round(performance.now() - t0)} ms)${run.reason ? ` ${run.reason}` : ''}`,
  );
}
const data: JavaRunsFile = { toolchain: pinnedToolchainId(), runs };
writeFileSync(javaRunsFile, await format(JSON.stringify(data), { parser: 'json' }));
console.log(
  `java:runs: ${runs.filter((r) => r.outcome === 'match').length} of ${runs.length} match; ${javaRunsFile} written`,
);
