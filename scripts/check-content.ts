// Validates every practice bank and checks every code example as its `check` field says.
// Usage: npm run check:content [-- content/practice/x.yaml ...]   (no files: all banks)
import path from 'node:path';
import { checkExamples, examplesOf, type CheckOutcome } from '@/lib/practice/checkCode';
import { bankDir, loadBanksFrom } from '@/lib/practice/loadBanks';
import { describeRuntimes, detectRuntimes } from '@/lib/practice/runtimes';

async function main() {
  const started = Date.now();
  const only = process.argv
    .slice(2)
    .map((file) => path.relative(process.cwd(), path.resolve(file)));
  let banks;
  try {
    banks = loadBanksFrom(
      bankDir,
      undefined,
      only.length ? only.map((f) => path.basename(f, '.yaml')) : undefined,
    );
  } catch (error) {
    console.error(`✗ ${(error as Error).message}`);
    process.exit(1);
  }
  const chosen = banks;
  if (only.length && chosen.length !== only.length) {
    console.error(
      `✗ not a bank file: ${only.filter((f) => !banks.some((b) => b.file === f)).join(', ')}`,
    );
    process.exit(1);
  }
  const runtimes = detectRuntimes();
  console.log(`runtimes: ${describeRuntimes(runtimes)}`);
  const outcomes = await checkExamples(examplesOf(chosen), runtimes);
  const failed = outcomes.filter((o) => o.problem);
  for (const o of outcomes.filter((o) => o.notice))
    console.log(`notice: ${o.example.where}: ${o.notice}`);
  for (const o of failed)
    console.error(
      `\n✗ ${o.example.where} (${o.example.source})\n  ${o.problem!.replace(/\n/g, '\n  ')}`,
    );

  const tally = (done: CheckOutcome['done']) =>
    outcomes.filter((o) => o.done === done && !o.problem).length;
  const questions = chosen.reduce(
    (n, b) => n + b.topics.reduce((m, t) => m + t.questions.length, 0),
    0,
  );
  console.log(
    `\n${chosen.length} banks, ${questions} questions, ${outcomes.length} code examples: ` +
      `${tally('run')} run, ${tally('compiled')} compiled, ${tally('parsed')} parsed only, ${tally('structure')} structure-checked, ` +
      `${outcomes.filter((o) => o.notice).length} with a skipped step (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  console.log(`${outcomes.length - failed.length} passed, ${failed.length} failed`);
  process.exit(failed.length ? 1 : 0);
}

void main();
