import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
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

/** The guides whose JavaScript blocks this checker takes, by slug. */
const GUIDES = ['express', 'nodejs'];
const guideOf = (example: Example) =>
  GUIDES.find((slug) => example.file.endsWith(`content/library/${slug}.md`));
const guideHarnesses = path.join(process.cwd(), 'lib', 'check', 'express', 'guides');

/**
 * A guide block's never-shown harness (lib/check/express/guides/<guide>/<name>.mjs): it names its
 * block by a line the block contains (`// block: ...`), may write the block to a path other
 * files import (`// path: src/app.js`; the harness then runs as its own module), and has
 * sections: `// --- before` (code put before the block, for a fragment that uses an `app` it
 * does not define), `// --- harness` (requests and prints), `// --- file: <path>` (a stand-in
 * for a module the block imports) and `// --- file: <path> = block: <line>` (another block of
 * the guides). What it prints is compared with `<name>.out`.
 */
export interface GuideHarness {
  name: string;
  block: string;
  path?: string;
  before: string;
  harness: string;
  files: { path: string; code?: string; block?: string }[];
  expected: string;
}

export function parseGuideHarness(name: string, text: string, expected: string): GuideHarness {
  const result: GuideHarness = { name, block: '', before: '', harness: '', files: [], expected };
  let section: { append: (line: string) => void } = { append: () => undefined };
  for (const line of text.split('\n')) {
    const header = /^\/\/ (block|path): (.+)$/.exec(line);
    const file = /^\/\/ --- file: (\S+)(?: = block: (.+))?$/.exec(line);
    if (header && !result.harness && !result.before && !result.files.length) {
      if (header[1] === 'block') result.block = header[2]!;
      else result.path = header[2]!;
    } else if (line === '// --- before' || line === '// --- harness') {
      const key = line === '// --- before' ? 'before' : 'harness';
      section = { append: (l) => (result[key] += `${l}\n`) };
    } else if (file) {
      const entry = file[2] ? { path: file[1]!, block: file[2] } : { path: file[1]!, code: '' };
      result.files.push(entry);
      section = {
        append: (l) => (entry.code !== undefined ? (entry.code += `${l}\n`) : undefined),
      };
    } else section.append(line);
  }
  if (!result.block) throw new Error(`${name}: no "// block:" line`);
  return result;
}

function guideHarnessesOf(slug: string): GuideHarness[] {
  const dir = path.join(guideHarnesses, slug);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.mjs'))
    .sort()
    .map((f) => {
      const out = path.join(dir, f.replace(/\.mjs$/, '.out'));
      return parseGuideHarness(
        `lib/check/express/guides/${slug}/${f}`,
        readFileSync(path.join(dir, f), 'utf8'),
        existsSync(out) ? readFileSync(out, 'utf8') : '',
      );
    });
}

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

let harnesses: Map<string, GuideHarness[]> | undefined;

/** The harness of a guide block, if it has one (only those blocks are run here). */
function harnessOf(example: Example): GuideHarness | undefined {
  harnesses ??= new Map(GUIDES.map((slug) => [slug, guideHarnessesOf(slug)]));
  const slug = guideOf(example);
  return slug ? harnesses.get(slug)!.find((h) => example.code.code.includes(h.block)) : undefined;
}

async function runGuideBlock(
  example: Example,
  harness: GuideHarness,
  all: readonly Example[],
  work: string,
  node: string,
  ranOn: string,
): Promise<CheckOutcome> {
  const dir = mkdtempSync(path.join(work, 'guide-'));
  symlinkSync(path.join(process.cwd(), 'node_modules'), path.join(dir, 'node_modules'));
  const write = (relative: string, code: string) => {
    mkdirSync(path.dirname(path.join(dir, relative)), { recursive: true });
    writeFileSync(path.join(dir, relative), code);
  };
  const outcome: CheckOutcome = { example, done: 'run', ranOn };
  for (const file of harness.files) {
    const other = file.block && all.find((e) => e.code.code.includes(file.block!));
    if (file.block && !other) {
      outcome.problem = `${harness.name}: no guide block contains "${file.block}"`;
      return outcome;
    }
    write(file.path, other ? other.code.code : (file.code ?? ''));
  }
  const { code } = example.code;
  if (harness.path) {
    write(harness.path, code);
    write('main.mjs', harness.harness);
  } else write('main.mjs', `${harness.before}${code}\n${harness.harness}`);
  const result = await inSlot(() =>
    run(node, ['--import', preload, path.join(dir, 'main.mjs')], dir, TIME_LIMIT_MS),
  );
  if (result.code !== 0)
    outcome.problem = `fails on ${ranOn} with ${harness.name}:\n${lastLines(result.stderr)}${result.stdout ? `\n--- printed before\n${lastLines(result.stdout)}` : ''}`;
  else
    outcome.problem = compareOutput(harness.expected, result.stdout)?.replace(
      'expectedOutput',
      `${harness.name.replace(/\.mjs$/, '.out')}`,
    );
  return outcome;
}

async function checkExpress(examples: readonly Example[]): Promise<CheckOutcome[]> {
  const { node } = detectRuntimes();
  const ranOn = `Express ${expressVersion()} on Node.js ${node.version}`;
  const work = mkdtempSync(path.join(tmpdir(), 'express-check-'));
  const harnesses = new Map(GUIDES.map((slug) => [slug, guideHarnessesOf(slug)]));
  const harnessOf = (example: Example) => {
    const slug = guideOf(example);
    return slug ? harnesses.get(slug)!.find((h) => example.code.code.includes(h.block)) : undefined;
  };
  try {
    return await Promise.all(
      examples.map((e) => {
        const harness = harnessOf(e);
        return harness
          ? runGuideBlock(e, harness, examples, work, node.command, ranOn)
          : checkOne(e, work, node.command, ranOn);
      }),
    );
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
    // A guide block without a harness stays with the language checks (parsed by tsc: a block
    // may show two files, which node --check would refuse as one module).
    (inExpressBank(example) || harnessOf(example) !== undefined) &&
    example.code.language === 'javascript' &&
    expressVersion() !== undefined,
  check: checkExpress,
};
