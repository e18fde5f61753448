// Which code examples a learner can run in the browser, decided at build time from the example's
// own data (its language, its check, what its code imports), never guessed in the browser. The
// bank cards (components/practice/topicView.ts) and the guides' fences
// (components/guide/GuideMarkdown.tsx) both ask here; the every-Run-button test does too.
import { javaRunsHere } from '@/lib/java/runData';
import { needsNativePython, needsPackage } from './nativePython';
import type { CodeExample } from './types';

/** How the browser runs an example: Pyodide in a worker, javac and TeaVM or a sandboxed frame. */
export const runKinds = [
  'python',
  'java',
  'javascript',
  'typescript',
  'html',
  'css',
  'bootstrap',
] as const;
export type RunKind = (typeof runKinds)[number];

/** What a code block says about running: a Run button, a line saying where it runs, or nothing. */
export type Runnable = { run?: RunKind; runsOn?: string };

/** The example's data the decision reads. */
export type RunnableExample = Pick<CodeExample, 'language' | 'check' | 'code'> &
  Partial<Pick<CodeExample, 'harness' | 'excused' | 'notInBrowser'>>;

/**
 * Node.js's own API in JavaScript: modules (`require`, `import`), `process`, `Buffer`, the
 * CommonJS names and `setImmediate`. A browser has none of them, so such a program shows its
 * checked output instead.
 */
const nodeApi =
  /\brequire\s*\(|^\s*import\b|\bimport\s*\(|\bprocess\.|\bBuffer\b|\b__(?:dir|file)name\b|\bmodule\.exports\b|\bexports\.|\bsetImmediate\b|\bglobal\./m;

/** A decorator on a line of its own or before a member (`@logged`, `@clamp(10, 30) x = 1`). */
const decorator = /^\s*@[A-Za-z_$][\w$]*(?:\(|\s|$)/m;

/** Why JavaScript needs Node.js (its first Node-only name), or undefined. */
export function needsNode(code: string): string | undefined {
  return nodeApi.exec(code)?.[0].trim();
}

const runsOnLine: Partial<Record<CodeExample['language'], string>> = {
  java: 'Runs on Java 25',
  javascript: 'Runs on Node.js 26',
  python: 'Runs on CPython 3.14',
};

/**
 * The decision for one example. `bank` names the bank or guide it belongs to: Bootstrap's HTML
 * renders with Bootstrap's CSS and JS.
 */
export function runnableOf(example: RunnableExample, bank = ''): Runnable {
  const { language, check, code } = example;
  // Framework examples (a harness, an excuse) need their framework, never a browser.
  // A TypeScript harness holds type-level tests only (lib/check/tsc.ts): it runs nothing.
  const framework =
    (example.harness !== undefined && language !== 'typescript') || example.excused !== undefined;
  const shown: Runnable =
    check === 'run' ? { runsOn: `${runsOnLine[language] ?? 'Checked'}: output shown` } : {};
  if (framework || example.notInBrowser !== undefined) return shown;
  switch (language) {
    case 'python':
      return check === 'run' && !needsNativePython(code) && !needsPackage(code)
        ? { run: 'python' }
        : shown;
    case 'java':
      // Data, not a guess: only code that printed its JDK 25 output through the page's own
      // toolchain, as it is now (lib/java/javaRuns.json, npm run java:runs).
      return check === 'run' && javaRunsHere(code) ? { run: 'java' } : shown;
    case 'javascript':
      return check === 'run' && !needsNode(code) ? { run: 'javascript' } : shown;
    case 'typescript':
      // Compiled examples are whole programs; the browser strips their types and runs them.
      // Decorators need tsc's compilation: no browser runs them yet.
      return check === 'compile' && !needsNode(code) && !decorator.test(code)
        ? { run: 'typescript' }
        : {};
    case 'html':
      return check === 'parse' ? { run: bank === 'bootstrap' ? 'bootstrap' : 'html' } : {};
    case 'css':
      return check === 'parse' || check === 'structure' ? { run: 'css' } : {};
    default:
      return shown;
  }
}

/**
 * A guide's fence: the same decision on its language (mongodb.md's JavaScript is mongosh) and
 * its word (```python run, ```typescript compile; lib/library/guide.ts fenceCheck).
 */
export function fenceRunnable(
  lang: string | null | undefined,
  word: string,
  code: string,
  guide: string,
): Runnable {
  const language = lang === 'javascript' && guide === 'mongodb' ? 'mongosh' : (lang ?? 'text');
  const check = word === 'run' || word === 'compile' || word === 'structure' ? word : 'parse';
  return runnableOf({ language: language as CodeExample['language'], check, code }, guide);
}
