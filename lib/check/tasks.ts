/**
 * The coding tasks' checks (issue #37): every task proved on its target runtime with the same
 * harness the page uses (lib/tasks/harness.py on native CPython, lib/tasks/harness.ts on
 * Node.js 26; TypeScript stripped by the page's own stripper, components/frame/run/typescript.ts,
 * and its solution and tests type-checked by TypeScript 7's tsc, strict):
 * - our solution passes every test;
 * - the starter fails at least one;
 * - the deliberately wrong solution fails every test its `wrong.fails` names.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { stripTypes } from '@/components/frame/run/typescript';
import { prepareCode, prepareTests } from '@/lib/tasks/prepare';
import { DEFAULT_TEST_MS, type Task } from '@/lib/tasks/schema';
import type { TestResult } from '@/lib/tasks/result';
import { inSlot, pool, run } from './run';
import type { Runtimes } from './runtimes';
import { tscDiagnostics } from './tsc';
import type { Example } from './types';

export interface TaskOutcome {
  task: Task;
  /** What could not be checked (a runtime missing): never counted as passed. */
  notice?: string;
  problems: string[];
  /** The solution's run, for the summary. */
  results?: TestResult[];
}

const HARNESS_PY = path.join(process.cwd(), 'lib', 'tasks', 'harness.py');

/** The JavaScript harness as one script, bundled from the same source the page's is. */
async function jsHarness(): Promise<string> {
  const result = await build({
    entryPoints: [path.join(process.cwd(), 'lib', 'tasks', 'harness.ts')],
    bundle: true,
    format: 'iife',
    globalName: '__taskHarness',
    write: false,
    target: 'es2022',
    logLevel: 'warning',
  });
  return result.outputFiles[0]!.text;
}

const limitOf = (task: Task) =>
  task.tests.reduce((ms, t) => ms + (t.timeoutMs ?? DEFAULT_TEST_MS) * 1.5 + 500, 0) + 10_000;

async function runHarness(
  task: Task,
  code: string,
  dir: string,
  runtimes: Runtimes,
  driver: string | undefined,
): Promise<{ results: TestResult[]; trouble?: string }> {
  const ready = prepareCode(task.language, code, stripTypes);
  if ('error' in ready) return { results: [], trouble: ready.error.trim() };
  const job = path.join(dir, `job-${Math.random().toString(36).slice(2)}.json`);
  const tests = prepareTests(task.language, task.tests, stripTypes);
  writeFileSync(job, JSON.stringify({ code: ready.code, tests }));
  const [command, args] =
    task.language === 'python'
      ? [runtimes.python!.command, [HARNESS_PY, job]]
      : [runtimes.node.command, [driver!, job]];
  const out = await inSlot(() => run(command, args, dir, limitOf(task)));
  const results = out.stdout
    .split('\n')
    .filter((line) => line.startsWith('RESULT '))
    .map((line) => JSON.parse(line.slice(7)) as TestResult);
  const trouble =
    results.length < task.tests.length
      ? `the harness stopped after ${results.length} of ${task.tests.length} tests: ${out.stderr.trim().split('\n').slice(-3).join(' ')}`
      : undefined;
  return { results, trouble };
}

const describe = (r: TestResult) =>
  r.error
    ? `${r.error.type}: ${r.error.message}${r.error.line ? ` (line ${r.error.line})` : ''}`
    : r.note
      ? r.note
      : `expected ${r.expected}, got ${r.actual}`;

/** The TypeScript file tsc checks for a task: the solution, then each test in its own scope. */
export function typeCheckSource(task: Task): string {
  const tests = task.tests.map(
    (t, i) =>
      `async function __test${i}() {\n${t.setup ?? ''}\nconst __expected = (${t.expected});\nconst __actual = (${t.call});\nreturn [__expected, __actual];\n}\nvoid __test${i};`,
  );
  return `${task.solution}\n${tests.join('\n')}\n`;
}

export async function checkTasks(
  tasks: readonly Task[],
  runtimes: Runtimes,
): Promise<TaskOutcome[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'task-check-'));
  try {
    let driver: string | undefined;
    if (tasks.some((t) => t.language !== 'python')) {
      driver = path.join(dir, 'driver.cjs');
      writeFileSync(
        driver,
        `${await jsHarness()}
const job = JSON.parse(require('node:fs').readFileSync(process.argv[2], 'utf8'));
const { inspect } = require('node:util');
__taskHarness.runTaskTests(job.code, job.tests, {
  report: (r) => process.stdout.write('RESULT ' + JSON.stringify(r) + '\\n'),
  inspect: (v) => inspect(v, { depth: 4 }),
}).then(() => process.exit(0));
`,
      );
    }
    // One tsc over every TypeScript task's solution and tests.
    const tsTasks = tasks.filter((t) => t.language === 'typescript');
    const typeProblems = new Map<Task, string[]>();
    if (tsTasks.length && runtimes.typescript) {
      const examples = tsTasks.map(
        (task) =>
          ({
            where: task.id,
            source: task.source,
            file: task.source,
            code: { language: 'typescript', check: 'compile', code: typeCheckSource(task) },
          }) as Example,
      );
      const found = await tscDiagnostics(examples, runtimes.typescript, true);
      examples.forEach((e, i) => {
        const problems = found.get(e);
        if (problems?.length) typeProblems.set(tsTasks[i]!, problems);
      });
    }
    return await pool(tasks, tasks.length, async (task): Promise<TaskOutcome> => {
      if (task.language === 'python' && !runtimes.python)
        return { task, problems: [], notice: 'no native CPython found: task not run' };
      if (task.language === 'typescript' && !runtimes.typescript)
        return {
          task,
          problems: [],
          notice: 'no TypeScript 7 (npm run runtimes): not type-checked',
        };
      const problems: string[] = [];
      for (const p of typeProblems.get(task) ?? []) problems.push(`tsc (solution and tests): ${p}`);
      const harness = (code: string) => runHarness(task, code, dir, runtimes, driver);
      const [solution, starter, wrong] = await Promise.all([
        harness(task.solution),
        harness(task.starter),
        harness(task.wrong.code),
      ]);
      if (solution.trouble) problems.push(`solution: ${solution.trouble}`);
      for (const r of solution.results.filter((r) => !r.passed))
        problems.push(`solution fails test "${r.name}": ${describe(r)}`);
      if (!starter.trouble && starter.results.every((r) => r.passed))
        problems.push('starter passes every test: it must fail at least one');
      const byName = new Map(wrong.results.map((r) => [r.name, r]));
      for (const name of task.wrong.fails) {
        const r = byName.get(name);
        if (r?.passed) problems.push(`wrong.code passes test "${name}", which wrong.fails names`);
        else if (!r && !wrong.trouble) problems.push(`wrong.code did not run test "${name}"`);
      }
      return { task, problems, results: solution.results };
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
