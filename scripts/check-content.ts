// Validates every practice bank and study guide, and checks their code: bank examples as their
// `check` field says, guide blocks as their fence word says (content/README.md).
// and every coding task (content/tasks/*.yaml) proved by its tests (lib/check/tasks.ts).
// Usage: npm run check:content [-- content/practice/x.yaml content/tasks/x.yaml content/library/y.md ...]   (none: all)
import path from 'node:path';
import { checkGuideBlocks, guideBlocks, type GuideOutcome } from '@/lib/check/guides';
import { loadGuides, parseGuidesIn, GUIDE_DIR, type Guide } from '@/lib/library/guide';
import { checkExamples, examplesOf, type CheckOutcome } from '@/lib/check/dispatch';
import { needsNativePython } from '@/lib/check/pyodide';
import { frameworkCheckers } from '@/lib/check/registry';
import { needsPackages } from '@/lib/check/pythonPackages';
import { describeRuntimes, detectRuntimes } from '@/lib/check/runtimes';
import { databaseLanguages, noDatabaseServer } from '@/lib/check/sql';
import { checkTasks, type TaskOutcome } from '@/lib/check/tasks';
import { javaExamples, javaRunsReport } from '@/lib/java/runs';
import { pinnedToolchainId } from '@/lib/java/toolchainPin';
import { bankDir, loadBanksFrom } from '@/lib/practice/loadBanks';
import { loadTasksFrom, taskDir } from '@/lib/tasks/loadTasks';
import type { Task } from '@/lib/tasks/schema';

type Done = CheckOutcome['done'] | GuideOutcome['done'];
/** What a check did, strongest first: the tally's order and the per-file table's columns. */
const steps = ['run', 'compiled', 'validated', 'parsed', 'structure', 'skipped'] as const;
const kinds: Done[] = [...steps, 'not checked'];

function tally(done: readonly { done: Done; problem?: string }[]): string {
  return kinds
    .map((kind) => [kind, done.filter((o) => o.done === kind && !o.problem).length] as const)
    .filter(([, n]) => n > 0)
    .map(([kind, n]) => `${n} ${kind}`)
    .join(', ');
}

/** Outcomes where a step was not done (runtime missing or too old), said apart from the tally. */
function skippedSteps(done: readonly { done: Done; notice?: string }[]): string {
  const n = done.filter((o) => o.notice && o.done !== 'skipped' && o.done !== 'not checked').length;
  return n ? `; ${n} of them with a skipped step (see the notices)` : '';
}

/** One checked example or block, as the per-file table counts it. */
interface Row {
  file: string;
  source: string;
  language: string;
  done: Done;
  problem?: string;
  excused?: string;
  /** It ran the command(s) it shows the learner (lib/check/commands.ts). */
  command?: boolean;
}

const columns = [...steps, 'command', 'failed', 'excused'] as const;

/**
 * Per bank and per guide: how many examples ran, compiled, were validated (HTML, by the Nu HTML
 * Checker), parsed, were structure-checked,
 * skipped (or not code) and failed; `command` counts those among the runs that ran the command
 * they show the learner (`pytest -q`, `pip install .`: lib/check/commands.ts); `excused` counts those among them that carry an `excused`
 * field (why they cannot run on the real thing), listed below the table with their reasons.
 */
function perFile(rows: readonly Row[]): string[] {
  const files = [...new Set(rows.map((r) => r.file))];
  const width = Math.max(...files.map((f) => path.basename(f).length), 4);
  const count = (mine: readonly Row[], column: (typeof columns)[number]) =>
    mine.filter((r) =>
      column === 'failed'
        ? r.problem
        : column === 'command'
          ? !r.problem && r.command
          : column === 'excused'
            ? r.excused
            : !r.problem &&
              (column === 'skipped'
                ? r.done === 'skipped' || r.done === 'not checked'
                : r.done === column),
    ).length;
  const cell = (column: string, value: string | number) =>
    String(value).padStart(column.length + 2);
  const lines = [`${'per file'.padEnd(width + 2)}${columns.map((c) => cell(c, c)).join('')}`];
  for (const file of files) {
    const mine = rows.filter((r) => r.file === file);
    lines.push(
      `  ${path.basename(file).padEnd(width)}${columns.map((c) => cell(c, count(mine, c))).join('')}`,
    );
  }
  const excused = rows.filter((r) => r.excused);
  if (excused.length) {
    lines.push(`excused: ${excused.length} example(s) checked as their check says, not run:`);
    for (const r of excused) lines.push(`  ${r.source}: ${r.excused}`);
  }
  const parsersOnly = files.filter((file) =>
    rows.some(
      (r) => r.file === file && (databaseLanguages as readonly string[]).includes(r.language),
    ),
  );
  if (parsersOnly.length)
    lines.push(
      `parsers only: the MySQL, Oracle and MongoDB examples (${parsersOnly.map((f) => path.basename(f)).join(', ')}) stay checked by parsers: ${noDatabaseServer}`,
    );
  return lines;
}

/** tasks: how many per file, proved how (solution passes, starter and wrong fail). */
function taskSummary(outcomes: readonly TaskOutcome[]): string {
  const files = [...new Set(outcomes.map((o) => o.task.bank))];
  const tests = outcomes.reduce((n, o) => n + o.task.tests.length, 0);
  const per = files
    .map((bank) => {
      const mine = outcomes.filter((o) => o.task.bank === bank);
      return `${bank} ${mine.length} (${mine[0]!.task.language})`;
    })
    .join(', ');
  const proved = outcomes.filter((o) => !o.problems.length && !o.notice).length;
  return `tasks: ${outcomes.length} tasks, ${tests} tests (${per}): ${proved} proved (solution passes every test, starter fails one, wrong fails the tests it names)`;
}

async function main() {
  const started = Date.now();
  const only = process.argv
    .slice(2)
    .map((file) => path.relative(process.cwd(), path.resolve(file)));
  const isTaskFile = (f: string) => path.resolve(path.dirname(f)) === taskDir;
  const taskFiles = only.filter((f) => f.endsWith('.yaml') && isTaskFile(f));
  const bankFiles = only.filter((f) => f.endsWith('.yaml') && !isTaskFile(f));
  const guideFiles = only.filter((f) => f.endsWith('.md'));
  const other = only.filter(
    (f) => !bankFiles.includes(f) && !guideFiles.includes(f) && !taskFiles.includes(f),
  );
  if (other.length) {
    console.error(`✗ not a bank or task (.yaml) or guide (.md) file: ${other.join(', ')}`);
    process.exit(1);
  }
  let banks;
  let guides: readonly Guide[];
  let tasks: Task[];
  try {
    banks =
      only.length && !bankFiles.length
        ? []
        : loadBanksFrom(
            bankDir,
            undefined,
            bankFiles.length ? bankFiles.map((f) => path.basename(f, '.yaml')) : undefined,
          );
    guides =
      only.length && !guideFiles.length
        ? []
        : guideFiles.length
          ? parseGuidesIn(GUIDE_DIR).filter((g) => guideFiles.includes(g.file))
          : loadGuides();
    // A task sits in a topic of its bank: the banks are read for their topics (all of them).
    tasks =
      only.length && !taskFiles.length
        ? []
        : loadTasksFrom(
            taskDir,
            banks.length ? loadBanksFrom(bankDir) : loadBanksFrom(bankDir),
            taskFiles.length ? taskFiles.map((f) => path.basename(f, '.yaml')) : undefined,
          );
  } catch (error) {
    console.error(`✗ ${(error as Error).message}`);
    process.exit(1);
  }
  if (bankFiles.length && banks.length !== bankFiles.length) {
    console.error(
      `✗ not a bank file: ${bankFiles.filter((f) => !banks.some((b) => b.file === f)).join(', ')}`,
    );
    process.exit(1);
  }
  if (guides.length !== guideFiles.length && guideFiles.length) {
    console.error(
      `✗ not a guide file: ${guideFiles.filter((f) => !guides.some((g) => g.file === f)).join(', ')}`,
    );
    process.exit(1);
  }

  const runtimes = detectRuntimes();
  const bankExamples = examplesOf(banks);
  let blocks;
  try {
    blocks = guideBlocks(guides);
  } catch (error) {
    // content/library/commands.yaml names a block that is not there, or twice.
    console.error(`✗ ${(error as Error).message}`);
    process.exit(1);
  }
  const pythonRuns = [...bankExamples.map((e) => e.code), ...blocks].filter(
    (c) => c.language === 'python' && c.check === 'run',
  );
  const withPackages = pythonRuns.filter((c) => needsPackages(c.code)).length;
  const native = pythonRuns.filter((c) => !needsPackages(c.code) && needsNativePython(c.code));
  // The framework checkers (lib/check/registry.ts) say what they found themselves.
  const frameworks = frameworkCheckers.map(
    (c) => `; ${c.name}: ${c.describe() ?? 'not installed (npm run runtimes)'}`,
  );
  console.log(
    `runtimes: ${describeRuntimes(runtimes, native.length, withPackages)}${frameworks.join('')}`,
  );
  const bankOutcomes = await checkExamples(bankExamples, runtimes);
  const guideOutcomes = await checkGuideBlocks(blocks, runtimes);
  const taskOutcomes = await checkTasks(tasks, runtimes);

  for (const o of bankOutcomes.filter((o) => o.notice))
    console.log(`notice: ${o.example.where}: ${o.notice}`);
  const skippedGuides = guideOutcomes.filter((o) => o.notice);
  const reasons = new Map<string, string[]>();
  for (const o of skippedGuides)
    reasons.set(o.notice!, [...(reasons.get(o.notice!) ?? []), o.block.source]);
  for (const [reason, sources] of reasons)
    console.log(`notice: ${sources.length} guide block(s): ${reason}: ${sources.join(', ')}`);

  const failures = [
    ...bankOutcomes
      .filter((o) => o.problem)
      .map((o) => `${o.example.source} (${o.example.where})\n  ${o.problem}`),
    ...guideOutcomes
      .filter((o) => o.problem)
      .map((o) => `${o.block.source} (${o.block.where})\n  ${o.problem}`),
  ];
  const taskFailures = taskOutcomes
    .filter((o) => o.problems.length)
    .map((o) => `${o.task.source} (task ${o.task.id})\n  ${o.problems.join('\n  ')}`);
  failures.push(...taskFailures);
  for (const o of taskOutcomes.filter((o) => o.notice))
    console.log(`notice: ${o.task.source} (task ${o.task.id}): ${o.notice}`);
  // Java in the page: lib/java/javaRuns.json must be made from these examples and this toolchain.
  const java = javaRunsReport(javaExamples(banks, guides), pinnedToolchainId(), !only.length);
  failures.push(...java.problems);
  for (const failure of failures) console.error(`\n✗ ${failure.replace(/\n(?! {2})/g, '\n  ')}`);

  const questions = banks.reduce(
    (n, b) => n + b.topics.reduce((m, t) => m + t.questions.length, 0),
    0,
  );
  const count = (check: string) => guideOutcomes.filter((o) => o.block.check === check).length;
  const languages = new Map<string, GuideOutcome[]>();
  for (const o of guideOutcomes)
    languages.set(o.block.language, [...(languages.get(o.block.language) ?? []), o]);
  console.log('');
  if (banks.length)
    console.log(
      `banks: ${banks.length} banks, ${questions} questions, ${bankOutcomes.length} code examples: ${tally(bankOutcomes)}${skippedSteps(bankOutcomes)}`,
    );
  if (guides.length)
    console.log(
      `guides: ${guides.length} guides, ${guideOutcomes.length} code blocks (${count('run')} with a stated output, ${count('fragment')} Java fragments parsed inside a class): ${tally(guideOutcomes)}${skippedSteps(guideOutcomes)}`,
    );
  if (tasks.length) console.log(taskSummary(taskOutcomes));
  for (const [language, outcomes] of [...languages].sort((a, b) => b[1].length - a[1].length))
    console.log(
      `  ${language.padEnd(11)} ${String(outcomes.length).padStart(3)}: ${tally(outcomes)}`,
    );
  // Where the examples that ran did so: Python on Pyodide (3.14) unless it needs threads,
  // processes, sockets or a PyPI package; Django, Spring and Jakarta examples on their framework.
  const ran = [
    ...bankOutcomes.map((o) => ({ ...o, source: o.example.source, code: o.example.code.code })),
    ...guideOutcomes.map((o) => ({ ...o, source: o.block.source, code: o.block.code })),
  ].filter((o) => o.ranOn);
  const places = [...new Set(ran.map((o) => o.ranOn!))].sort().reverse();
  if (places.length)
    console.log(
      `ran on: ${places.map((p) => `${ran.filter((o) => o.ranOn === p).length} on ${p}`).join(', ')}`,
    );
  for (const o of ran.filter((o) => o.ranOn!.startsWith('CPython')))
    console.log(
      `  ${o.ranOn}: ${o.source} (${needsPackages(o.code) ?? needsNativePython(o.code) ?? 'no Pyodide'})`,
    );
  const rows: Row[] = [
    ...bankOutcomes.map((o) => ({
      file: o.example.file,
      source: o.example.source,
      language: o.example.code.language,
      done: o.done,
      problem: o.problem,
      excused: o.example.code.excused,
      command: !!o.commands?.length,
    })),
    ...guideOutcomes.map((o) => ({
      file: o.block.file,
      source: o.block.source,
      language: o.block.bankLanguage ?? o.block.language,
      done: o.done,
      problem: o.problem,
      excused: o.block.excused,
      command: !!o.commands?.length,
    })),
  ];
  if (rows.length) for (const line of perFile(rows)) console.log(line);
  if (java.lines.length > 1) for (const line of java.lines) console.log(line);
  // An example whose runtime is missing (skipped) or that has nothing to check is no pass.
  const all = [...bankOutcomes, ...guideOutcomes];
  const unchecked =
    all.filter((o) => o.done === 'skipped' || o.done === 'not checked').length +
    taskOutcomes.filter((o) => o.notice && !o.problems.length).length;
  const passed = all.length + taskOutcomes.length - failures.length - unchecked;
  console.log(
    `${passed} passed, ${failures.length} failed, ${unchecked} skipped (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  process.exit(failures.length ? 1 : 0);
}

void main();
