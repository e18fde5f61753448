// The Java examples the page could run (issue #35), and what check:content says about
// lib/java/javaRuns.json (lib/java/runData.ts): stale or not, and the table of outcomes.
import { fenceCheck, type Guide } from '@/lib/library/guide';
import type { Bank } from '@/lib/practice/types';
import {
  codeHash,
  javaOutcomes,
  javaRunsData,
  javaRunsFile,
  refreshCommand,
  type JavaOutcome,
  type JavaRun,
  type JavaRunsFile,
} from './runData';

/** One Java example that is a whole program checked by running, where it stands. */
export interface JavaExample {
  key: string;
  /** The bank's slug, or "guide <slug>". */
  where: string;
  code: string;
  expected: string;
}

/** Every Java example the page could run: `check: run` with no framework, in banks and guides. */
export function javaExamples(banks: readonly Bank[], guides: readonly Guide[]): JavaExample[] {
  const out: JavaExample[] = [];
  for (const bank of banks)
    for (const topic of bank.topics)
      for (const q of topic.questions) {
        const ex = q.codeExample;
        if (!ex || ex.language !== 'java' || ex.check !== 'run') continue;
        if (ex.harness !== undefined || ex.excused !== undefined || ex.notInBrowser !== undefined)
          continue;
        out.push({
          key: `${bank.slug} / ${topic.key} / question ${q.id}`,
          where: bank.slug,
          code: ex.code,
          expected: ex.expectedOutput ?? '',
        });
      }
  for (const guide of guides)
    for (const chapter of guide.chapters) {
      const fences = chapter.nodes.filter((n) => n.type === 'code' && fenceCheck(n) !== 'output');
      chapter.nodes.forEach((node, i) => {
        if (node.type !== 'code' || node.lang !== 'java' || fenceCheck(node) !== 'run') return;
        const next = chapter.nodes[i + 1];
        out.push({
          key: `guide ${guide.slug} / ${chapter.id} / block ${fences.indexOf(node) + 1}`,
          where: `guide ${guide.slug}`,
          code: node.value,
          expected: next?.type === 'code' && fenceCheck(next) === 'output' ? next.value : '',
        });
      });
    }
  return out;
}

/**
 * What check:content says about the data: problems (stale: an example's code changed, one is
 * missing or gone, or the toolchain was re-pinned) and the lines of its table (counts per bank
 * and guide, the examples without Run and why).
 */
export function javaRunsReport(
  examples: readonly JavaExample[],
  toolchain: string,
  /** All banks and guides were read (no file named): an entry with no example is stale too. */
  complete = true,
  file: JavaRunsFile = javaRunsData,
): { problems: string[]; lines: string[] } {
  const problems: string[] = [];
  const byKey = new Map(file.runs.map((r) => [r.key, r]));
  if (file.toolchain !== toolchain && (complete || examples.length))
    problems.push(
      `${javaRunsFile} was made with another toolchain (${file.toolchain.slice(0, 12)}, pinned ${toolchain.slice(0, 12)}): run ${refreshCommand}`,
    );
  for (const ex of examples) {
    const run = byKey.get(ex.key);
    if (!run) problems.push(`${ex.key} is not in ${javaRunsFile}: run ${refreshCommand}`);
    else if (run.hash !== codeHash(ex.code))
      problems.push(
        `${ex.key}: its code changed since ${javaRunsFile} was made: run ${refreshCommand}`,
      );
  }
  const keys = new Set(examples.map((e) => e.key));
  for (const r of complete ? file.runs : [])
    if (!keys.has(r.key))
      problems.push(`${r.key} is in ${javaRunsFile} but no such example: run ${refreshCommand}`);
  const lines = [
    'java in the page (lib/java/javaRuns.json): Run where the toolchain matched JDK 25',
  ];
  const wheres = [...new Set(examples.map((e) => e.where))];
  for (const where of wheres) {
    const mine = examples
      .filter((e) => e.where === where)
      .map((e) => byKey.get(e.key))
      .filter((r): r is JavaRun => !!r);
    const n = (o: JavaOutcome) => mine.filter((r) => r.outcome === o).length;
    const others = javaOutcomes.filter((o) => o !== 'match' && n(o)).map((o) => `; ${n(o)} ${o}`);
    lines.push(`  ${where.padEnd(16)} ${n('match')} of ${mine.length} get Run${others.join('')}`);
  }
  const not = examples
    .map((e) => byKey.get(e.key))
    .filter((r): r is JavaRun => !!r && r.outcome !== 'match');
  if (not.length) {
    lines.push(`  no Run (output shown): ${not.length}`);
    for (const r of not) lines.push(`    ${r.key}: ${r.outcome}${r.reason ? `: ${r.reason}` : ''}`);
  }
  return { problems, lines };
}
