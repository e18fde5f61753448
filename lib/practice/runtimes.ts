/**
 * Which Java, Python and Node.js the code checks use. The examples target Java 21, Python 3.12
 * and Node.js 22, and a machine often has an older default on its PATH beside a newer one
 * elsewhere (a JDK under /usr/lib/jvm, a pyenv version, Node from the npm `node` package in
 * .runtimes/). For each language the checker takes the oldest runtime at or above the target,
 * so outputs match what a learner on the target version sees; failing that, the newest it has
 * (examples that need more are then skipped with a notice, never passed silently).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

export const targets = { java: '21', python: '3.12', node: '22' } as const;

export interface Runtime {
  /** "25", "3.12", "22": major (Java, Node) or major.minor (Python). */
  version: string;
  /** The command to run: an absolute path, or a name on the PATH. */
  command: string;
}

export interface Runtimes {
  java?: Runtime & { javac: string };
  python?: Runtime;
  node: Runtime;
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
  const installed = subfolders(path.join(process.cwd(), '.runtimes'))
    .map((dir) => path.join(dir, 'node_modules', '.bin', 'node'))
    .filter((file) => existsSync(file));
  const here = { command: process.execPath, version: process.versions.node.split('.')[0]! };
  return [
    here,
    ...installed.flatMap((command) => {
      const version = versionOf(command, ['--version'], /^v(\d+)/);
      return version ? [{ command, version }] : [];
    }),
  ];
}

export function detectRuntimes(): Runtimes {
  return {
    java: pickRuntime(javaCandidates(), targets.java),
    python: pickRuntime(pythonCandidates(), targets.python),
    node: pickRuntime(nodeCandidates(), targets.node)!,
    cc: versionOf('cc', ['--version'], /(\d+\.\d+)/) !== undefined,
  };
}

/** One line for the checker's output: which runtime runs which language. */
export function describeRuntimes(r: Runtimes): string {
  const one = (name: string, runtime: Runtime | undefined, target: string) =>
    runtime
      ? `${name} ${runtime.version} (${runtime.command})${atLeast(runtime.version, target) ? '' : `, older than the target ${target}`}`
      : `${name}: none found`;
  return [
    one('Java', r.java, targets.java),
    one('Python', r.python, targets.python),
    one('Node.js', r.node, targets.node),
  ].join('; ');
}
