import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { compareOutput, inSlot, lastLines, run } from './run';
import { detectRuntimes } from './runtimes';
import type { CheckOutcome, Checker, Example } from './types';

// The Express checker: each JavaScript example of the Express bank runs as an ES module on
// Node.js 26 with the project's pinned Express 5 and supertest (devDependencies). Its hidden
// `harness` is appended to the same module, so it sees the example's `app`, and sends real
// requests (supertest); lib/check/express/preload.mjs turns `app.listen(3000)` into a free
// loopback port that does not hold the process open. What both print is compared with
// `expectedOutput`. An example without `check: run` is syntax-checked by Node.js (`--check`).

export const EXPRESS_BANK = 'content/practice/express.yaml';
const preload = path.join(process.cwd(), 'lib', 'check', 'express', 'preload.mjs');
const TIME_LIMIT_MS = 30_000;

const inExpressBank = (example: Example) =>
  example.file === EXPRESS_BANK || example.file.endsWith(`/${EXPRESS_BANK}`);

/** A harness may start with `// node: <flags>` lines: flags for this example's Node.js. */
export function nodeFlags(harness: string): string[] {
  return harness
    .split('\n')
    .map((line) => /^\/\/ node: (.+)$/.exec(line.trim())?.[1])
    .filter((flags): flags is string => !!flags)
    .flatMap((flags) => flags.split(/\s+/));
}

function expressVersion(): string | undefined {
  try {
    const manifest = path.join(process.cwd(), 'node_modules', 'express', 'package.json');
    return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
  } catch {
    return undefined;
  }
}

async function checkOne(example: Example, work: string, node: string, ranOn: string) {
  const dir = mkdtempSync(path.join(work, 'ex-'));
  symlinkSync(path.join(process.cwd(), 'node_modules'), path.join(dir, 'node_modules'));
  const { code, harness = '', check } = example.code;
  const file = path.join(dir, 'example.mjs');
  const runs = check === 'run';
  writeFileSync(file, runs ? `${code}\n${harness}\n` : code);
  const args = runs ? [...nodeFlags(harness), '--import', preload, file] : ['--check', file];
  const result = await inSlot(() => run(node, args, dir, TIME_LIMIT_MS));
  const outcome: CheckOutcome = { example, done: runs ? 'run' : 'parsed', ranOn };
  if (result.code !== 0)
    outcome.problem = `${runs ? 'fails' : 'does not parse'} on ${ranOn}:\n${lastLines(result.stderr)}${result.stdout ? `\n--- printed before\n${lastLines(result.stdout)}` : ''}`;
  else if (runs) outcome.problem = compareOutput(example.code.expectedOutput, result.stdout);
  return outcome;
}

async function checkExpress(examples: readonly Example[]): Promise<CheckOutcome[]> {
  const { node } = detectRuntimes();
  const ranOn = `Express ${expressVersion()} on Node.js ${node.version}`;
  const work = mkdtempSync(path.join(tmpdir(), 'express-check-'));
  try {
    return await Promise.all(examples.map((e) => checkOne(e, work, node.command, ranOn)));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

export const expressChecker: Checker = {
  name: 'Express',
  describe: () => {
    const version = expressVersion();
    return version ? `Express ${version} (supertest) on the Node.js above` : undefined;
  },
  claims: (example) =>
    inExpressBank(example) &&
    example.code.language === 'javascript' &&
    expressVersion() !== undefined,
  check: checkExpress,
};
