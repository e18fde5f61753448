/**
 * Python examples that import third-party packages (pytest, Hypothesis, NumPy, cffi, Cython)
 * run on a native CPython in a virtual environment holding exactly the pins of
 * scripts/runtimes/python-packages.txt (.runtimes/python-packages, installed by
 * scripts/runtimes/python-packages.sh): Pyodide cannot load PyPI packages offline. A pytest or
 * Hypothesis test module runs under pytest, whose report is reduced to lines that do not change
 * from run to run (lib/check/pytest_report.py): each test's id and outcome, then the counts.
 */
import { copyFileSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compareOutput, lastLines, run } from './run';
import type { CheckOutcome, Example, Runtime } from './types';

export const pinsFile = path.join(process.cwd(), 'scripts', 'runtimes', 'python-packages.txt');
export const packagesDir = path.join(process.cwd(), '.runtimes', 'python-packages');
const reportPlugin = path.join(process.cwd(), 'lib', 'check', 'pytest_report.py');

/** The pinned distributions: `{ name: 'pytest', version: '9.2.0' }`. */
export function pins(file = pinsFile): { name: string; version: string }[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => /^([A-Za-z0-9_.-]+)==(\S+)/.exec(line.trim()))
    .filter((m): m is RegExpExecArray => !!m)
    .map((m) => ({ name: m[1]!, version: m[2]! }));
}

/** The module a distribution is imported as (`Cython` -> `cython`, `Pygments` -> `pygments`). */
const moduleOf = (name: string) => name.toLowerCase().replaceAll('-', '_');

let pinnedModules: string[] | undefined;

/** Why the code needs the pinned packages (`imports numpy`), or undefined. */
export function needsPackages(code: string): string | undefined {
  pinnedModules ??= pins().map((p) => moduleOf(p.name));
  for (const match of code.matchAll(
    /^[ \t]*(?:import[ \t]+([\w., \t]+)|from[ \t]+([\w.]+)[ \t]+import)/gm,
  )) {
    const modules = match[1]
      ? match[1].split(',').map((m) => m.trim().split(/\s+/)[0]!)
      : [match[2]!];
    const hit = modules.find((m) => pinnedModules!.includes(m.split('.')[0]!));
    if (hit) return `imports ${hit}`;
  }
  return undefined;
}

/** A test module for pytest: it imports pytest or Hypothesis and defines `test_` functions. */
export function isTestModule(code: string): boolean {
  return (
    /^\s*(?:import|from)\s+(?:pytest|hypothesis)\b/m.test(code) && /^\s*def test_\w*\(/m.test(code)
  );
}

/** The virtual environment when it holds exactly the pins; its CPython's major.minor. */
export function detectPackages(
  versionOf: (command: string) => string | undefined,
): (Runtime & { packages: string }) | undefined {
  const command = path.join(packagesDir, 'bin', 'python');
  const stamp = path.join(packagesDir, 'pins.txt');
  if (!existsSync(command) || !existsSync(stamp) || !existsSync(pinsFile)) return undefined;
  if (readFileSync(stamp, 'utf8') !== readFileSync(pinsFile, 'utf8')) return undefined;
  const version = versionOf(command);
  const named = ['pytest', 'hypothesis', 'numpy', 'cffi', 'Cython'];
  const packages = pins()
    .filter((p) => named.includes(p.name))
    .map((p) => `${p.name} ${p.version}`)
    .join(', ');
  return version ? { command, version, packages } : undefined;
}

/** Writes the example as `file` in `dir`, and the files it comes with beside it. */
export function writeExample(dir: string, file: string, example: Example) {
  for (const [name, text] of Object.entries(example.files ?? {}))
    writeFileSync(path.join(dir, name), text);
  writeFileSync(path.join(dir, file), example.code.code);
}

/** Runs one example in the virtual environment: a test module under pytest, else as a script. */
export async function runWithPackages(
  example: Example,
  work: string,
  venv: Runtime,
): Promise<CheckOutcome> {
  const { code, expectedOutput } = example.code;
  const dir = mkdtempSync(path.join(work, 'x-'));
  const ranOn = `CPython ${venv.version} with the pinned packages`;
  // A test module keeps the file name its first comment gives (`# test_pricing.py: ...`).
  const file = isTestModule(code)
    ? (/^#\s*(test_\w+\.py)\b/.exec(code)?.[1] ?? 'test_example.py')
    : 'example.py';
  writeExample(dir, file, example);
  let args = [file];
  if (isTestModule(code)) {
    copyFileSync(reportPlugin, path.join(dir, 'pytest_report.py'));
    // No terminal report (it prints timings); pytest_report prints what does not change.
    args = ['-m', 'pytest', '-p', 'no:terminal', '-p', 'no:cacheprovider', '-p', 'pytest_report'];
    // Hypothesis draws its inputs from a fixed seed, so a run repeats the last one.
    if (pins().some((p) => p.name === 'hypothesis')) args.push('--hypothesis-seed=0');
    args.push(file);
  }
  const result = await run(venv.command, args, dir, 60_000);
  if (result.code !== 0)
    return {
      example,
      done: 'run',
      ranOn,
      problem: `python ${venv.version} (pinned packages) failed:\n${lastLines(`${result.stdout}\n${result.stderr}`)}`,
    };
  return { example, done: 'run', ranOn, problem: compareOutput(expectedOutput, result.stdout) };
}
