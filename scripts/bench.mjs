// Measures every route of out/ against the budgets in budgets.json and prints a table.
//   npm run bench                 measure out/ (run `npm run build` first) and the bare floor
//   npm run bench -- --no-floor   use the floor recorded in budgets.json instead of rebuilding it
//   npm run bench -- --record     also write each practice and drill page's HTML budget (measured + 10%)
//                                 and the practice and drill pages' JS budgets (largest + 0.5 KiB)
//   npm run bench -- --no-runner  skip the code runner's first Runs (Chromium on a local server),
//                                 Java's included (its first, second and edited Runs)
// The floor is the JavaScript a bare page of the same Next.js version loads: the script builds
// a one-file App Router page with none of our components and measures it.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { measurePage, pagesOf } from './lib/measure.mjs';
import { buildBarePage } from './lib/bare.mjs';
import { checkBudgets, routeKind } from './lib/budgets.mjs';
import { measureJavaRuns, measureRuns, measureSlowRun } from './lib/runBench.mjs';
import { loadBanks } from '../lib/practice/loadBanks.ts';
import { topicPath } from '../lib/practice/paths.ts';
import { runnableOf } from '../lib/practice/runnable.ts';

const root = process.cwd();
const budgets = JSON.parse(readFileSync(path.join(root, 'budgets.json'), 'utf8'));
const nextVersion = createRequire(path.join(root, 'package.json'))('next/package.json').version;

function measureFloor() {
  const out = buildBarePage(root);
  return measurePage(out, path.join(out, 'index.html')).js.gz;
}

const useRecorded = process.argv.includes('--no-floor');
const floor = useRecorded ? budgets.floor.jsGzip : measureFloor();
if (!useRecorded && floor !== budgets.floor.jsGzip) {
  console.log(
    `note: the bare Next.js ${nextVersion} page loads ${floor} B of gzip JS; budgets.json records ${budgets.floor.jsGzip} B (Next.js ${budgets.floor.next}). Update "floor" there when you upgrade Next.js.`,
  );
}

const out = path.join(root, 'out');
const rows = pagesOf(out).map(([route, file]) => ({
  route,
  kind: routeKind(route),
  ...measurePage(out, file),
}));
const kb = (n) => (n / 1024).toFixed(1).padStart(7);
console.log(`\nfloor: ${floor} B gzip JavaScript (bare Next.js ${nextVersion} page)\n`);
console.log(
  `${'route'.padEnd(26)} ${'kind'.padEnd(9)} ${'HTML raw'.padStart(9)} ${'HTML gz'.padStart(8)} ${'JS raw'.padStart(8)} ${'JS gz'.padStart(8)} ${'x floor'.padStart(8)} ${'CSS gz'.padStart(7)} ${'img raw'.padStart(8)}  (KiB)`,
);
for (const r of rows) {
  console.log(
    `${r.route.padEnd(26)} ${r.kind.padEnd(9)} ${kb(r.html.raw)}  ${kb(r.html.gz)} ${kb(r.js.raw)} ${kb(r.js.gz)}   ${(r.js.gz / floor).toFixed(3)} ${kb(r.css.gz)} ${kb(r.images.raw)}`,
  );
}
if (process.argv.includes('--record')) {
  // Deliberate re-baselining (commit the result): each practice and drill page's HTML budget
  // becomes its measured size plus 10%, rounded up to a KiB. Kind-wide budgets (the pages of
  // reading) are edited by hand.
  const engine = rows.filter((row) => row.kind === 'practice' || row.kind === 'drill');
  for (const r of engine) budgets.htmlGzip[r.route] = Math.ceil((r.html.gz * 1.1) / 1024) * 1024;
  // JavaScript per kind: the largest page's, plus half a KiB, rounded up to 256 B; most of it is
  // Next's runtime (the floor), so a margin of 10% would hide a regression of our own code.
  for (const kind of ['practice', 'drill']) {
    const largest = Math.max(...engine.filter((r) => r.kind === kind).map((r) => r.js.gz));
    budgets.jsGzip[kind] = Math.ceil((largest + 512) / 256) * 256;
  }
  writeFileSync(path.join(root, 'budgets.json'), `${JSON.stringify(budgets, null, 2)}\n`);
  console.log("recorded practice and drill pages' HTML and JS budgets in budgets.json");
}
if (!process.argv.includes('--no-runner')) {
  // The first Run of each kind on a fresh page (nothing cached): what it fetches and how long
  // until its output shows.
  const first = (slug, kind) => {
    const bank = loadBanks().find((b) => b.slug === slug);
    for (const topic of bank.topics)
      for (const q of topic.questions)
        if (q.codeExample && runnableOf(q.codeExample, slug).run === kind)
          return {
            name: `${kind} (${slug}/${topic.key} Q${q.id})`,
            url: `${topicPath(bank, topic.key)}/`,
            card: `#${topic.key}-q${q.id}`,
          };
  };
  const runs = await measureRuns([first('python', 'python'), first('js', 'javascript')]);
  console.log('\nfirst Run on a fresh page (local server, gzip copies):');
  for (const r of runs)
    console.log(
      `  ${r.name.padEnd(40)} ${String(r.files).padStart(3)} files ${kb(r.bytes)} KiB fetched  ${(r.ms / 1000).toFixed(2)} s to output`,
    );
  console.log(
    '\nfirst Python Run on slow 4G (1.6 Mbps, 150 ms RTT; CDP throttling), to first output:',
  );
  const slow = await measureSlowRun(first('python', 'python'));
  for (const [visit, ms] of Object.entries(slow))
    console.log(`  ${visit.padEnd(5)} ${(ms / 1000).toFixed(1)} s`);
  const java = first('corejava', 'java');
  console.log(`\nJava (${java.name}), local server, files cached a year:`);
  for (const r of await measureJavaRuns(java))
    console.log(
      `  ${r.name.padEnd(30)} ${(r.ms / 1000).toFixed(2).padStart(6)} s to first output, ${(r.finishedMs / 1000).toFixed(2)} s to Finished${r.bytes === undefined ? '' : `  (${r.files} files, ${kb(r.bytes)} KiB fetched)`}`,
    );
}
const failures = checkBudgets(rows, budgets, floor);
console.log(
  failures.length
    ? `\n${failures.length} over budget:\n${failures.join('\n')}`
    : `\nall ${rows.length} routes within budget`,
);
console.log(`${rows.length - failures.length} passed, ${failures.length} failed`);
process.exit(failures.length ? 1 : 0);
