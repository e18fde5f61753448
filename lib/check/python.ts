import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { needsNativePython, PyodidePool } from './pyodide';
import { needsPackages, runWithPackages, writeExample } from './pythonPackages';
import { compareOutput, inSlot, lastLines, run } from './run';
import { atLeast, type Runtimes } from './runtimes';
import type { CheckOutcome, Checker, Example } from './types';

/**
 * Python: Python 3.14 on Pyodide (lib/check/pyodide.ts) parses every example and runs those
 * that need no threads, processes or sockets; the others run on the newest native CPython, and
 * those that import third-party packages in the virtual environment with their pins
 * (lib/check/pythonPackages.ts). Without Pyodide the native CPython parses and runs the rest.
 */
export function pythonChecker(runtimes: Runtimes): Checker {
  const { pyodide, python, pythonPackages } = runtimes;
  const withPackages = (e: Example) => !!needsPackages(e.code.code);
  const onPyodide = (e: Example) =>
    !!pyodide && !needsNativePython(e.code.code) && !withPackages(e) && !e.files;
  /** The version that does the example's step: its parse, or its run. */
  const versionFor = (e: Example, step: 'run' | 'parse') =>
    step === 'run' && withPackages(e)
      ? pythonPackages?.version
      : (step === 'parse' || onPyodide(e)) && pyodide
        ? pyodide.version
        : python?.version;
  const tooNew = (e: Example, step: 'run' | 'parse') =>
    !atLeast(versionFor(e, step), e.code.requires);
  const parser = pyodide ?? python;

  return {
    name: 'Python',
    describe: () =>
      [
        pyodide && `Pyodide ${pyodide.pyodide} (CPython ${pyodide.patch})`,
        python && `native CPython ${python.version} (${python.command})`,
        pythonPackages && `pinned packages on CPython ${pythonPackages.version}`,
      ]
        .filter(Boolean)
        .join(' + ') || undefined,
    claims: (example) => example.code.language === 'python',
    async check(examples) {
      const work = mkdtempSync(path.join(tmpdir(), 'code-check-python-'));
      // One Pyodide host parses and then runs (loading it costs seconds, an example milliseconds).
      const pool =
        pyodide && examples.length
          ? new PyodidePool(pyodide, { hosts: 1, perHost: 40, timeoutMs: 30_000 })
          : undefined;
      try {
        const outcomes = new Map<Example, CheckOutcome>();
        // 1. Parse on 3.14 (Pyodide, else the native CPython).
        const parseable = examples.filter((e) => parser && !tooNew(e, 'parse'));
        const problems = pool
          ? await parsePyodide(parseable, pool)
          : await parseNative(parseable, work, python?.command ?? 'python3');
        for (const example of examples) {
          if (!parser)
            outcomes.set(example, { example, done: 'skipped', notice: 'python3 is not installed' });
          else if (tooNew(example, 'parse'))
            outcomes.set(example, {
              example,
              done: 'skipped',
              notice: `needs Python ${example.code.requires}, this machine has ${parser.version}`,
            });
          else outcomes.set(example, { example, done: 'parsed', problem: problems.get(example) });
        }

        // 2. Run: on Pyodide in its host, beside the native CPython processes.
        const runnable = examples.filter(
          (e) => e.code.check === 'run' && !outcomes.get(e)!.problem,
        );
        const missing = (e: Example) =>
          withPackages(e) ? !pythonPackages : !onPyodide(e) && !python;
        for (const example of runnable.filter((e) => tooNew(e, 'run') || missing(e))) {
          const why = needsPackages(example.code.code) ?? needsNativePython(example.code.code);
          outcomes.set(example, {
            example,
            done: 'parsed',
            notice: missing(example)
              ? withPackages(example)
                ? `run skipped: the pinned packages are not installed (npm run runtimes) for an example that ${why}`
                : `run skipped: no native CPython for an example that ${why}`
              : `run skipped: needs Python ${example.code.requires}, this machine has ${versionFor(example, 'run')}${onPyodide(example) ? '' : ` (native CPython: it ${why ?? 'has no Pyodide'})`}`,
          });
        }
        const ready = runnable.filter((e) => !tooNew(e, 'run') && !missing(e));
        const inPyodide = ready.filter(onPyodide);
        const [pyodideResults, native] = await Promise.all([
          pool
            ? pool.run(inPyodide.map((e) => ({ mode: 'run', code: e.code.code })))
            : Promise.resolve([]),
          Promise.all(
            ready
              .filter((e) => !onPyodide(e))
              .map((e) =>
                inSlot(() =>
                  withPackages(e)
                    ? runWithPackages(e, work, pythonPackages!)
                    : runNative(e, work, python!),
                ),
              ),
          ),
        ]);
        for (const outcome of native) outcomes.set(outcome.example, outcome);
        pyodideResults.forEach((result, i) => {
          const example = inPyodide[i]!;
          outcomes.set(example, {
            example,
            done: 'run',
            ranOn: `Pyodide ${pyodide!.version}`,
            problem:
              result.status !== 0
                ? `python ${pyodide!.patch} (Pyodide ${pyodide!.pyodide}) failed:\n${lastLines(result.stderr)}`
                : compareOutput(example.code.expectedOutput, result.stdout),
          });
        });
        return examples.map((e) => outcomes.get(e)!);
      } finally {
        pool?.close();
        rmSync(work, { recursive: true, force: true });
      }
    },
  };
}

/** Python 3.14 on Pyodide: `ast.parse` of every example in one interpreter. */
async function parsePyodide(
  examples: readonly Example[],
  pool: PyodidePool,
): Promise<Map<Example, string>> {
  const problems = new Map<Example, string>();
  const results = await pool.run(examples.map((e) => ({ mode: 'parse', code: e.code.code })));
  results.forEach((result, i) => {
    if (result.status !== 0)
      problems.set(examples[i]!, `does not parse as Python: ${result.stderr.trim()}`);
  });
  return problems;
}

/** Python, native: one interpreter parses every example (without Pyodide only). */
async function parseNative(
  examples: readonly Example[],
  work: string,
  python: string,
): Promise<Map<Example, string>> {
  const problems = new Map<Example, string>();
  if (examples.length === 0) return problems;
  const input = path.join(work, 'python-sources.json');
  writeFileSync(input, JSON.stringify(examples.map((e) => e.code.code)));
  const script =
    'import ast, json, sys\nfor i, src in enumerate(json.load(open(sys.argv[1]))):\n    try:\n        ast.parse(src)\n    except SyntaxError as e:\n        print(json.dumps([i, f"line {e.lineno}: {e.msg}"]))\n';
  const result = await run(python, ['-c', script, input], work, 60_000);
  if (result.code !== 0) throw new Error(`${python} failed: ${result.stderr}`);
  for (const line of result.stdout.split('\n').filter(Boolean)) {
    const [index, message] = JSON.parse(line) as [number, string];
    problems.set(examples[index]!, `does not parse as Python: ${message}`);
  }
  return problems;
}

async function runNative(
  example: Example,
  work: string,
  python: NonNullable<Runtimes['python']>,
): Promise<CheckOutcome> {
  const dir = mkdtempSync(path.join(work, 'x-'));
  writeExample(dir, 'example.py', example);
  const result = await run(python.command, ['example.py'], dir, 30_000);
  const ranOn = `CPython ${python.version}`;
  if (result.code !== 0)
    return {
      example,
      done: 'run',
      problem: `python ${python.version} (native CPython) failed:\n${lastLines(result.stderr)}`,
      ranOn,
    };
  return {
    example,
    done: 'run',
    problem: compareOutput(example.code.expectedOutput, result.stdout),
    ranOn,
  };
}
