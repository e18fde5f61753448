import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { compareOutput, lastLines, run } from './run';
import { djangoBalance } from './balance';
import type { CheckOutcome, Checker, Example } from './types';

// The Django checker: every Python example of the Django bank runs in one harness project
// (lib/check/django/project: the apps and models the examples import, on SQLite) inside the
// virtual environment that scripts/runtimes/django.sh makes. lib/check/django/runner.py loads each
// example as the module it claims to be and runs its hidden `harness` code (test client calls,
// management commands) with it; what both print is compared with `expectedOutput`.

export const DJANGO_BANK = 'content/practice/django.yaml';
const venvPython = path.join(process.cwd(), '.runtimes', 'django', 'bin', 'python');
const runner = path.join(process.cwd(), 'lib', 'check', 'django', 'runner.py');
/** All examples run in one process; each also has its own time limit inside the runner. */
const TIME_LIMIT_MS = 10 * 60_000;
const MISSING = 'the Django runtime is not installed (npm run runtimes)';

/** What the runner gets for one example. */
export interface DjangoJob {
  /** "python": loaded as a module; "django": a template source handed to the harness as text. */
  language: string;
  code: string;
  harness: string;
}

/** What the runner reports for one example. */
export interface DjangoResult {
  stdout: string;
  error: string | null;
}

const inDjangoBank = (example: Example) =>
  example.file === DJANGO_BANK || example.file.endsWith(`/${DJANGO_BANK}`);

/** The Django bank's Python examples, and its templates that are rendered (`check: run`). */
export function claimsDjango(example: Example): boolean {
  const { language, check } = example.code;
  return (
    inDjangoBank(example) && (language === 'python' || (language === 'django' && check === 'run'))
  );
}

export function jobOf(example: Example): DjangoJob {
  const { language, code, harness } = example.code;
  return { language, code, harness: harness ?? '' };
}

/** Only "# module:" and "# env:" lines: how to load an example, nothing that prints. */
export function onlyDirectives(harness: string): boolean {
  return harness
    .trim()
    .split('\n')
    .every((line) => /^# (module|env):/.test(line.trim()));
}

/** A template's balance problems, as the language checks report them for check: structure. */
function balance(example: Example): string | undefined {
  const problems = djangoBalance(example.code.code);
  return problems.length ? `structure: ${problems.slice(0, 4).join('; ')}` : undefined;
}

/**
 * The outcome of one example from what the runner saw. An example with `check: run` ran and is
 * compared with its expectedOutput; any other (parse, or excused) was loaded as the module it
 * claims to be, so its imports and definitions work in a real project, and counts as compiled.
 */
export function outcomeOf(example: Example, result: DjangoResult, ranOn: string): CheckOutcome {
  const { check, harness } = example.code;
  if (check !== 'run') {
    if (harness && !onlyDirectives(harness))
      return {
        example,
        done: 'compiled',
        problem: 'has a harness but check is not run: the harness output would not be compared',
      };
    return {
      example,
      done: 'compiled',
      ranOn,
      problem: result.error
        ? `does not load in the Django project (${ranOn}):\n${lastLines(result.error)}`
        : undefined,
    };
  }
  if (result.error)
    return {
      example,
      done: 'run',
      ranOn,
      problem: `fails on ${ranOn}:\n${lastLines(result.error)}${result.stdout ? `\n--- printed before\n${lastLines(result.stdout)}` : ''}`,
    };
  return {
    example,
    done: 'run',
    ranOn,
    problem: compareOutput(example.code.expectedOutput, result.stdout),
  };
}

/** Parses the runner's results file; a wrong shape is a broken runner, said as such. */
export function parseResults(text: string, count: number): DjangoResult[] {
  const data: unknown = JSON.parse(text);
  if (
    !Array.isArray(data) ||
    data.length !== count ||
    !data.every(
      (r) =>
        typeof r === 'object' &&
        r !== null &&
        typeof (r as DjangoResult).stdout === 'string' &&
        ((r as DjangoResult).error === null || typeof (r as DjangoResult).error === 'string'),
    )
  )
    throw new Error(
      `the Django runner wrote ${Array.isArray(data) ? data.length : 'no list of'} results for ${count} examples`,
    );
  return data as DjangoResult[];
}

let described: string | null | undefined;

function describeDjango(): string | undefined {
  if (described === undefined) {
    try {
      const [django, drf, python] = execFileSync(
        venvPython,
        [
          '-c',
          'import sys, django, rest_framework; print(django.get_version(), rest_framework.VERSION, "%d.%d.%d" % sys.version_info[:3])',
        ],
        { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
      )
        .trim()
        .split(' ');
      described = `Django ${django} (DRF ${drf}) on CPython ${python}`;
    } catch {
      described = null;
    }
  }
  return described ?? undefined;
}

async function checkDjango(all: readonly Example[]): Promise<CheckOutcome[]> {
  const ranOn = describeDjango();
  // Templates are balance-checked first, as every Django template is; without the runtime
  // that is all they get, said in a notice.
  const unbalanced = new Map(
    all.filter((e) => e.code.language === 'django').map((e) => [e, balance(e)]),
  );
  const outcomes = new Map<Example, CheckOutcome>();
  for (const [example, problem] of unbalanced) {
    if (problem || !ranOn)
      outcomes.set(example, {
        example,
        done: 'structure',
        problem,
        notice: ranOn ? undefined : `${MISSING}; balance-checked only`,
      });
  }
  const examples = all.filter((e) => !outcomes.has(e));
  if (ranOn && examples.length)
    for (const outcome of await runInHarness(examples, ranOn))
      outcomes.set(outcome.example, outcome);
  for (const example of examples.filter((e) => !outcomes.has(e)))
    outcomes.set(example, { example, done: 'skipped', notice: MISSING });
  return all.map((e) => outcomes.get(e)!);
}

async function runInHarness(examples: readonly Example[], ranOn: string): Promise<CheckOutcome[]> {
  const work = mkdtempSync(path.join(tmpdir(), 'django-check-'));
  try {
    const input = path.join(work, 'examples.json');
    const output = path.join(work, 'results.json');
    writeFileSync(input, JSON.stringify(examples.map(jobOf)));
    const { code, stderr } = await run(
      venvPython,
      ['-B', runner, input, output],
      work,
      TIME_LIMIT_MS,
    );
    let results: DjangoResult[];
    try {
      if (code !== 0 || !existsSync(output)) throw new Error(`exit code ${code}`);
      results = parseResults(readFileSync(output, 'utf8'), examples.length);
    } catch (error) {
      const why = `the Django harness did not run (${(error as Error).message}):\n${lastLines(stderr)}`;
      return examples.map((example) => ({ example, done: 'run', ranOn, problem: why }));
    }
    return examples.map((example, i) => outcomeOf(example, results[i]!, ranOn));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

export const djangoChecker: Checker = {
  name: 'Django',
  describe: describeDjango,
  // Without the runtime (npm run runtimes) an example that needs it (a harness, a rendered
  // template) stays here and is skipped or balance-checked with a notice; the others go back to
  // the language checks (parsed, or run when they are plain Python).
  claims: (example) =>
    claimsDjango(example) &&
    (describeDjango() !== undefined ||
      example.code.language === 'django' ||
      !!example.code.harness),
  check: checkDjango,
};
