/**
 * The one way into the code checks, for the banks and the guides alike: every example goes to
 * the first checker that claims it (the framework checkers of lib/check/registry.ts first, then
 * one checker per language and runtime), and the checkers work side by side, each taking its
 * examples together (one tsc, one Pyodide host, a shared pool of JVMs and interpreters).
 */
import type { Bank, CodeExample } from '@/lib/practice/types';
import { cChecker } from './c';
import { commandChecker, namedCommands } from './commands';
import { dataChecker } from './data';
import { cssChecker } from './css';
import { javaChecker } from './java';
import { javascriptChecker } from './javascript';
import { pythonChecker } from './python';
import { frameworkCheckers } from './registry';
import { detectRuntimes, type Runtimes } from './runtimes';
import { sqlChecker } from './sql';
import { structureChecker } from './structure';
import type { CheckOutcome, Checker, Example } from './types';

export type { CheckOutcome, Example } from './types';

/** The banks' examples, each with where it lives; a topic shared by reference counts once. */
export function examplesOf(banks: readonly Bank[]): Example[] {
  const out: Example[] = [];
  for (const bank of banks) {
    for (const topic of bank.topics) {
      // A topic shared by reference is checked once, in the bank that owns it.
      if (!topic.questions[0]?.source.startsWith(bank.file)) continue;
      for (const q of topic.questions) {
        if (q.codeExample)
          out.push({
            where: `${bank.file}: topic "${topic.key}", question ${q.id}`,
            source: q.source,
            file: bank.file,
            code: q.codeExample,
          });
      }
    }
  }
  return out;
}

/** The language checkers, in the order they are asked (the example's own commands first, then structure: it takes any language). */
export function languageCheckers(runtimes: Runtimes): Checker[] {
  return [
    commandChecker(runtimes),
    structureChecker,
    javaChecker(runtimes),
    pythonChecker(runtimes),
    javascriptChecker(runtimes),
    sqlChecker,
    cssChecker,
    cChecker(runtimes),
    dataChecker,
  ];
}

/**
 * Checks every example as its `check` says, and returns one outcome per example in their order.
 * Examples whose `requires` is newer than the runtime here are skipped with a notice.
 */
export async function checkExamples(
  all: readonly Example[],
  runtimes = detectRuntimes(),
  checkers: readonly Checker[] = frameworkCheckers,
): Promise<CheckOutcome[]> {
  const everyChecker = [...checkers, ...languageCheckers(runtimes)];
  const claimed = new Map<Checker, Example[]>();
  const outcomes = new Map<Example, CheckOutcome>();
  for (const example of all) {
    const checker = everyChecker.find((c) => c.claims(example));
    if (checker) claimed.set(checker, [...(claimed.get(checker) ?? []), example]);
    else
      outcomes.set(example, {
        example,
        done: 'parsed',
        problem: `no parser for ${example.code.language}`,
      });
  }
  const results = await Promise.all(
    [...claimed].map(([checker, examples]) => checker.check(examples)),
  );
  for (const outcome of results.flat()) outcomes.set(outcome.example, outcome);
  return all.map((e) => withCommandsAccounted(outcomes.get(e)!));
}

/**
 * An example that names a command (`pytest -q`, `pip install .`) runs it (`commands`) or says
 * why it cannot run here (`excused`): the check that runs its code is not the learner's command.
 */
function withCommandsAccounted(outcome: CheckOutcome): CheckOutcome {
  const problem = outcome.problem ?? unaccountedCommands(outcome.example.code);
  return problem === outcome.problem ? outcome : { ...outcome, problem };
}

/** Why an example (or a guide block) that names a command fails: it neither runs it nor is excused. */
export function unaccountedCommands(
  code: Pick<CodeExample, 'code' | 'note' | 'commands' | 'excused'>,
): string | undefined {
  const named = namedCommands(code);
  if (!named.length || code.commands || code.excused) return undefined;
  return `names ${named.map((c) => `\`${c}\``).join(', ')} but neither runs it (commands) nor says why it cannot run here (excused); see content/README.md`;
}
