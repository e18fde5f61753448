/**
 * Python 3.14 for the code checks: Pyodide (CPython compiled to WebAssembly, from the npm
 * registry into .runtimes/pyodide) runs in a Node.js child process, lib/check/pyodideHost.mjs,
 * which loads the interpreter once and then runs or parses example after example. A host is
 * replaced by a fresh one every `perHost` examples and when an example runs past its time limit.
 */
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export interface PyodideRuntime {
  /** "3.14" */
  version: string;
  /** "3.14.2" */
  patch: string;
  /** The Pyodide package's version, "314.0.7". */
  pyodide: string;
  /** pyodide.mjs of the package. */
  module: string;
  /** The Node.js that hosts it. */
  command: string;
}

export interface PythonJob {
  mode: 'run' | 'parse';
  code: string;
}

export interface PythonResult {
  status: number;
  stdout: string;
  stderr: string;
  /** The host cannot go on (it timed out, exited or failed itself). */
  fatal?: boolean;
}

const hostScript = path.join(process.cwd(), 'lib', 'check', 'pyodideHost.mjs');

interface Host {
  child: ChildProcess;
  done: number;
}

function startHost(runtime: PyodideRuntime): Promise<Host> {
  return new Promise((resolve, reject) => {
    const child = fork(hostScript, [runtime.module], {
      execPath: runtime.command,
      // Python frames in WebAssembly use the JavaScript stack: 4 MB (of the thread's 8) keeps a
      // deep recursion a Python RecursionError rather than a JavaScript stack overflow.
      execArgv: ['--stack-size=4000'],
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      env: { ...process.env, NODE_OPTIONS: '' },
    });
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const failed = (why: string) => reject(new Error(`Pyodide did not start: ${why}\n${stderr}`));
    child.once('error', (error) => failed(error.message));
    child.once('exit', (code) => failed(`exit code ${code}`));
    child.once('message', (message: { ready?: boolean }) => {
      child.removeAllListeners('exit');
      child.removeAllListeners('error');
      if (message.ready) resolve({ child, done: 0 });
      else failed(JSON.stringify(message));
    });
  });
}

function stopHost(host: Host | undefined) {
  if (host && host.child.exitCode === null) host.child.kill('SIGKILL');
}

function ask(host: Host, i: number, job: PythonJob, timeoutMs: number): Promise<PythonResult> {
  return new Promise((resolve) => {
    const finish = (result: PythonResult) => {
      clearTimeout(timer);
      host.child.removeListener('message', onMessage);
      host.child.removeListener('exit', onExit);
      resolve(result);
    };
    const onMessage = (message: PythonResult & { i: number }) => {
      if (message.i === i) finish(message);
    };
    const onExit = (code: number | null) =>
      finish({
        status: code ?? 1,
        stdout: '',
        stderr: `the Pyodide host exited (code ${code})`,
        fatal: true,
      });
    const timer = setTimeout(() => {
      stopHost(host);
      finish({
        status: 1,
        stdout: '',
        stderr: `timed out after ${timeoutMs / 1000} s`,
        fatal: true,
      });
    }, timeoutMs);
    host.child.on('message', onMessage);
    host.child.once('exit', onExit);
    host.child.send({ i, ...job });
  });
}

/**
 * Pyodide hosts kept between calls (one check of the banks parses, then runs). Jobs run in
 * order on `hosts` hosts side by side; a host that times out or fails is replaced, and one that
 * has run `perHost` examples is replaced by a fresh interpreter.
 */
export class PyodidePool {
  private idle: Host[] = [];
  constructor(
    private runtime: PyodideRuntime,
    private options = { hosts: 1, perHost: 40, timeoutMs: 30_000 },
  ) {}

  async run(jobs: readonly PythonJob[]): Promise<PythonResult[]> {
    const { hosts, perHost, timeoutMs } = this.options;
    const results: PythonResult[] = new Array(jobs.length);
    let next = 0;
    await Promise.all(
      Array.from({ length: Math.min(hosts, jobs.length) }, async () => {
        let host = this.idle.pop();
        try {
          while (next < jobs.length) {
            const i = next++;
            host ??= await startHost(this.runtime);
            results[i] = await ask(host, i, jobs[i]!, timeoutMs);
            // Parsing runs nothing, so only runs count towards a fresh interpreter.
            if (results[i]!.fatal || (jobs[i]!.mode === 'run' && ++host.done >= perHost)) {
              stopHost(host);
              host = undefined;
            }
          }
        } catch (error) {
          stopHost(host);
          throw error;
        }
        if (host) this.idle.push(host);
      }),
    );
    return results;
  }

  close() {
    for (const host of this.idle.splice(0)) stopHost(host);
  }
}

export { needsNativePython } from '@/lib/practice/nativePython';
