/**
 * Which Java, Python, Node.js and TypeScript the code checks use. The examples target Java 25,
 * Python 3.14, Node.js 26 and TypeScript 7, and a machine often has an older default on its PATH
 * beside a newer one elsewhere (a JDK under /usr/lib/jvm, a pyenv version; `npm run runtimes`
 * puts the npm registry's Node.js 26, TypeScript 7 and Pyodide into .runtimes/). For each
 * language the checker takes the oldest runtime at or above the target, so outputs match what a
 * learner on the target version sees; failing that, the newest it has (examples that need more
 * are then skipped with a notice, never passed silently).
 *
 * Python 3.14 is Pyodide (CPython compiled to WebAssembly, run by Node.js): it parses every
 * Python example and runs those that need no threads, processes or sockets
 * (lib/check/pyodide.ts); the others run on the newest native CPython here.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { version as tsVersion } from 'typescript';
import type { PyodideRuntime } from './pyodide';
import { detectPackages } from './pythonPackages';
// Runtime is declared in types.ts, beside the other shapes: pythonPackages.ts needs it, and this
// file uses pythonPackages.ts, so declaring it here made the two import each other.
import type { Runtime } from './types';

export const targets = {
  java: '25',
  python: '3.14',
  node: '26',
  typescript: '7',
  /** The oldest native CPython a guide's threaded or asyncio block may run on. */
  nativePython: '3.13',
} as const;

export interface Runtimes {
  java?: Runtime & { javac: string };
  /** A native CPython: examples that need threads, processes or sockets, and C headers. */
  python?: Runtime;
  /** A virtual environment with the pinned third-party packages (lib/check/pythonPackages.ts). */
  pythonPackages?: Runtime & { packages: string };
  /** Python 3.14 on Pyodide, hosted by `node`. */
  pyodide?: PyodideRuntime;
  node: Runtime;
  /** TypeScript's `tsc` (7: the native compiler) and the @types folder beside it. */
  typescript?: Runtime & { types: string };
  cc?: boolean;
}

function compare(a: string, b: string): number {
  const [a1 = 0, a2 = 0] = a.split('.').map(Number);
  const [b1 = 0, b2 = 0] = b.split('.').map(Number);
  return a1 - b1 || a2 - b2;
}

/** True when `have` is at least `need` ("3.12" >= "3.11", "25" >= "21"); no need is always met. */
export function atLeast(have: string | undefined, need: string | undefined): boolean {
  if (!need) return true;
  if (!have) return false;
  return compare(have, need) >= 0;
}

/** The oldest candidate at or above the target, else the newest one; undefined for none. */
export function pickRuntime<T extends Runtime>(
  candidates: readonly T[],
  target: string,
): T | undefined {
  const sorted = [...candidates].sort((a, b) => compare(a.version, b.version));
  return sorted.find((c) => atLeast(c.version, target)) ?? sorted[sorted.length - 1];
}

function versionOf(command: string, args: string[], pattern: RegExp): string | undefined {
  // `java -version` writes to stderr, `python3 --version` to stdout: read both.
  const result = spawnSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  return pattern.exec(`${result.stdout ?? ''}${result.stderr ?? ''}`)?.[1];
}

const subfolders = (dir: string): string[] =>
  existsSync(dir) ? readdirSync(dir).map((name) => path.join(dir, name)) : [];

function javaCandidates(): (Runtime & { javac: string })[] {
  const homes = [
    process.env.JAVA_HOME,
    ...subfolders('/usr/lib/jvm'),
    ...subfolders('/opt/java'),
  ].filter((home): home is string => !!home && existsSync(path.join(home, 'bin', 'javac')));
  const found = homes.map((home) => ({
    command: path.join(home, 'bin', 'java'),
    javac: path.join(home, 'bin', 'javac'),
  }));
  found.push({ command: 'java', javac: 'javac' });
  return found.flatMap((c) => {
    const version = versionOf(c.command, ['-version'], /version "(\d+)/);
    return version ? [{ ...c, version }] : [];
  });
}

/** Packages installed by `npm run runtimes`: .runtimes/<folder>/node_modules/<name>. */
function installed(name: string): string[] {
  return subfolders(path.join(process.cwd(), '.runtimes'))
    .map((dir) => path.join(dir, 'node_modules', name))
    .filter((dir) => existsSync(path.join(dir, 'package.json')));
}

const packageVersion = (dir: string): string =>
  (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;

function pythonCandidates(): Runtime[] {
  const pyenv = process.env.PYENV_ROOT ?? path.join(process.env.HOME ?? '/root', '.pyenv');
  const commands = [
    'python3',
    ...subfolders(path.join(pyenv, 'versions')).map((v) => path.join(v, 'bin', 'python3')),
    ...['/usr/bin', '/usr/local/bin'].flatMap((dir) =>
      subfolders(dir).filter((file) => /\/python3\.\d+$/.test(file)),
    ),
  ].filter((c) => c === 'python3' || existsSync(c));
  return commands.flatMap((command) => {
    const version = versionOf(command, ['--version'], /Python (\d+\.\d+)/);
    return version ? [{ command, version }] : [];
  });
}

function nodeCandidates(): Runtime[] {
  // `npm run runtimes` installs the npm registry's Node.js build into .runtimes/<name>/.
  const nodes = installed('node')
    .map((dir) => path.join(dir, '..', '.bin', 'node'))
    .filter((file) => existsSync(file));
  const here = { command: process.execPath, version: process.versions.node.split('.')[0]! };
  return [
    here,
    ...nodes.flatMap((command) => {
      const version = versionOf(command, ['--version'], /^v(\d+)/);
      return version ? [{ command, version }] : [];
    }),
  ];
}

/** TypeScript 7 packages only: they are driven through the `tsc` CLI (no compiler API). */
function typescriptCandidates(): (Runtime & { types: string })[] {
  return installed('typescript').flatMap((dir) => {
    const version = packageVersion(dir);
    return atLeast(version, targets.typescript)
      ? [{ version, command: path.join(dir, 'bin', 'tsc'), types: path.join(dir, '..', '@types') }]
      : [];
  });
}

/** Pyodide, hosted by the Node.js the checker runs JavaScript on (Pyodide needs 18 or later). */
function pyodideCandidates(node: Runtime): PyodideRuntime[] {
  if (!atLeast(node.version, '18')) return [];
  return installed('pyodide').flatMap((dir) => {
    const lock = path.join(dir, 'pyodide-lock.json');
    if (!existsSync(lock)) return [];
    const python = (JSON.parse(readFileSync(lock, 'utf8')) as { info: { python: string } }).info
      .python;
    return [
      {
        version: python.split('.').slice(0, 2).join('.'),
        patch: python,
        pyodide: packageVersion(dir),
        module: path.join(dir, 'pyodide.mjs'),
        command: node.command,
      },
    ];
  });
}

export function detectRuntimes(): Runtimes {
  const node = pickRuntime(nodeCandidates(), targets.node)!;
  const pyodide = pickRuntime(pyodideCandidates(node), targets.python);
  return {
    java: pickRuntime(javaCandidates(), targets.java),
    // Native CPython runs what Pyodide cannot; it takes the newest here (3.14 is Pyodide's).
    python: pickRuntime(pythonCandidates(), '99'),
    pythonPackages: detectPackages((command) =>
      versionOf(command, ['--version'], /Python (\d+\.\d+)/),
    ),
    pyodide,
    node,
    typescript: pickRuntime(typescriptCandidates(), targets.typescript),
    cc: versionOf('cc', ['--version'], /(\d+\.\d+)/) !== undefined,
  };
}

/**
 * One line for the checker's output: which runtime runs which language. `nativePython` is how
 * many Python examples need a native CPython (threads, processes, sockets), `withPackages` how
 * many import the pinned third-party packages.
 */
export function describeRuntimes(r: Runtimes, nativePython = 0, withPackages = 0): string {
  const older = (runtime: Runtime, target: string) =>
    atLeast(runtime.version, target) ? '' : `, older than the target ${target}`;
  const one = (name: string, runtime: Runtime | undefined, target: string, none: string) =>
    runtime ? `${name} ${runtime.version} (${runtime.command})${older(runtime, target)}` : none;
  const native = r.python
    ? `native CPython ${r.python.version} (${r.python.command}) for ${nativePython} example(s) that need threads, processes or sockets`
    : `no native CPython for the ${nativePython} example(s) that need threads, processes or sockets`;
  const python = r.pyodide
    ? `Python ${r.pyodide.version} (Pyodide ${r.pyodide.pyodide}, CPython ${r.pyodide.patch} in WebAssembly on Node.js ${r.node.version}) + ${native}`
    : r.python
      ? `Python: no Pyodide (npm run runtimes), so native CPython ${r.python.version} (${r.python.command}) for all${older(r.python, targets.python)}`
      : 'Python: none found';
  const packages = r.pythonPackages
    ? ` + the pinned packages (${r.pythonPackages.packages}; CPython ${r.pythonPackages.version}, ${r.pythonPackages.command}) for ${withPackages} example(s) that import them`
    : withPackages
      ? ` + no pinned packages (npm run runtimes) for the ${withPackages} example(s) that import them`
      : '';
  const typescript = r.typescript
    ? `TypeScript ${r.typescript.version} (${r.typescript.command}: compile checks, and it parses TypeScript and JavaScript)`
    : undefined;
  return [
    one('Java', r.java, targets.java, 'Java: no JDK found'),
    python + packages,
    one('Node.js', r.node, targets.node, ''),
    typescript ??
      one(
        'TypeScript',
        r.typescript,
        targets.typescript,
        'TypeScript 7: not found (npm run runtimes), so compile checks are skipped and TypeScript/JavaScript is parsed by the project TypeScript ' +
          tsVersion,
      ),
  ].join('; ');
}
