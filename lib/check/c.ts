import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { firstLines, inSlot, run } from './run';
import type { Runtimes } from './runtimes';
import type { CheckOutcome, Checker, Example } from './types';

let includeDir: string | undefined;
/** Python's C headers, looked up once per run (C extension examples include Python.h). */
function pythonInclude(python: string): string {
  includeDir ??= execFileSync(
    python,
    ['-c', "import sysconfig;print(sysconfig.get_paths()['include'])"],
    { encoding: 'utf8' },
  ).trim();
  return includeDir;
}

/** C (Python extension modules): `cc -fsyntax-only -std=c17` with Python's headers. */
export function cChecker(runtimes: Runtimes): Checker {
  return {
    name: 'C',
    describe: () => (runtimes.cc ? 'cc -fsyntax-only -std=c17 with Python.h' : undefined),
    claims: (example) => example.code.language === 'c',
    async check(examples) {
      const work = mkdtempSync(path.join(tmpdir(), 'code-check-c-'));
      try {
        return await Promise.all(
          examples.map((example): CheckOutcome | Promise<CheckOutcome> => {
            if (example.code.check !== 'compile') return { example, done: 'parsed' };
            if (!runtimes.cc)
              return {
                example,
                done: 'parsed',
                notice: 'compile skipped: a C compiler is not installed',
              };
            return inSlot(() => compile(example, work, runtimes));
          }),
        );
      } finally {
        rmSync(work, { recursive: true, force: true });
      }
    },
  };
}

async function compile(example: Example, work: string, runtimes: Runtimes): Promise<CheckOutcome> {
  const dir = mkdtempSync(path.join(work, 'x-'));
  writeFileSync(path.join(dir, 'example.c'), example.code.code);
  const include = pythonInclude(runtimes.python?.command ?? 'python3');
  const result = await run(
    'cc',
    ['-fsyntax-only', '-std=c17', '-Wall', `-I${include}`, 'example.c'],
    dir,
  );
  return {
    example,
    done: 'compiled',
    problem: result.code === 0 ? undefined : `cc failed:\n${firstLines(result.stderr)}`,
  };
}
