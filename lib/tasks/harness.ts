/**
 * The coding tasks' JavaScript harness (issue #37): ONE source, run by the content checks on
 * Node.js 26 (lib/check/tasks.ts bundles it with esbuild) and in the page's sandboxed worker
 * (scripts/build-frame.mjs bundles the same file into the task controller), so the checks and
 * the browser judge a learner's code the same way. TypeScript arrives here with its types
 * stripped (sucrase, as Run does).
 *
 * Each test runs in a fresh scope: the learner's code, the test's setup, then `expected` and
 * `call` (either may `await`), in one `new Function`. Passed means structural deep equality as
 * node:assert's deepStrictEqual has it. Results are data, reported one by one.
 */
import type { TestResult } from './result';

export interface HarnessTest {
  name: string;
  setup?: string;
  call: string;
  expected: string;
  timeoutMs?: number;
}

export interface HarnessOptions {
  report(result: TestResult): void;
  /** Node's util.inspect (node:util in the checks, node-inspect-extracted in the page). */
  inspect(value: unknown): string;
}

const DEFAULT_MS = 2000;
const LIMIT = 600;
const short = (text: string) => (text.length <= LIMIT ? text : `${text.slice(0, LIMIT)} …`);

/** How many lines `new Function` puts before the body (`function anonymous(\n) {\n`): measured. */
function headerLines(): number {
  try {
    new Function('throw new Error()')();
  } catch (error) {
    const match = /<anonymous>:(\d+):\d+/.exec(String((error as Error).stack));
    if (match) return Number(match[1]) - 1;
  }
  return 2;
}

type Pair = [unknown, unknown];

/** deepStrictEqual's rules: Object.is for primitives, same prototype, same own keys, deep. */
export function deepEqual(a: unknown, b: unknown, seen: Pair[] = []): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  if (seen.some(([x, y]) => x === a && y === b)) return true;
  seen = [...seen, [a, b]];
  if (a instanceof Date) return a.getTime() === (b as Date).getTime();
  if (a instanceof RegExp) return String(a) === String(b);
  if (a instanceof Error && (a.message !== (b as Error).message || a.name !== (b as Error).name))
    return false;
  if (a instanceof Map) {
    const m = b as Map<unknown, unknown>;
    if (a.size !== m.size) return false;
    for (const [key, value] of a) {
      if (m.has(key)) {
        if (!deepEqual(value, m.get(key), seen)) return false;
      } else if (![...m].some(([k, v]) => deepEqual(key, k, seen) && deepEqual(value, v, seen)))
        return false;
    }
    return true;
  }
  if (a instanceof Set) {
    const s = b as Set<unknown>;
    if (a.size !== s.size) return false;
    for (const value of a)
      if (!s.has(value) && ![...s].some((other) => deepEqual(value, other, seen))) return false;
    return true;
  }
  if (ArrayBuffer.isView(a)) {
    const x = a as unknown as ArrayLike<unknown>;
    const y = b as unknown as ArrayLike<unknown>;
    return x.length === y.length && Array.from(x).every((v, i) => Object.is(v, y[i]));
  }
  const keysA = Reflect.ownKeys(a).filter((k) => Object.prototype.propertyIsEnumerable.call(a, k));
  const keysB = Reflect.ownKeys(b).filter((k) => Object.prototype.propertyIsEnumerable.call(b, k));
  if (keysA.length !== keysB.length) return false;
  return keysA.every(
    (key) =>
      Object.prototype.propertyIsEnumerable.call(b, key) &&
      deepEqual(
        (a as Record<PropertyKey, unknown>)[key],
        (b as Record<PropertyKey, unknown>)[key],
        seen,
      ),
  );
}

type Console = Record<'log' | 'info' | 'debug' | 'warn' | 'error', (...args: unknown[]) => void>;

async function runTest(
  code: string,
  test: HarnessTest,
  options: HarnessOptions,
  header: number,
): Promise<TestResult> {
  const limit = test.timeoutMs ?? DEFAULT_MS;
  const result: TestResult = { name: test.name, passed: false };
  const codeLines = code.split('\n').length;
  const show = (value: unknown) => {
    try {
      return short(options.inspect(value));
    } catch {
      return short(String(value));
    }
  };
  // A line of the learner's code, from an error's stack (the first frame in the Function).
  const lineOf = (error: unknown): number | undefined => {
    const stack = String((error as Error | undefined)?.stack ?? '');
    for (const match of stack.matchAll(/<anonymous>:(\d+):\d+/g)) {
      const line = Number(match[1]) - header;
      if (line >= 1 && line <= codeLines) return line;
    }
    return undefined;
  };
  const printed: string[] = [];
  const saved: Partial<Console> = {};
  const target = console as unknown as Console;
  for (const name of ['log', 'info', 'debug', 'warn', 'error'] as const) {
    saved[name] = target[name];
    target[name] = (...args: unknown[]) =>
      printed.push(args.map((a) => (typeof a === 'string' ? a : show(a))).join(' '));
  }
  let stage = 'code';
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    type Thunks = [() => Promise<unknown>, () => Promise<unknown>];
    // The learner's code and the setup share one scope; `__stage` says which one is running.
    const body = `${code}\n;__stage('setup');${test.setup ?? ''}\n;return [async () => (${test.expected}\n), async () => (${test.call}\n)];`;
    let make: (mark: (next: string) => void) => Thunks;
    try {
      make = new Function('__stage', body) as typeof make;
    } catch (error) {
      // A syntax error in the learner's code and one in the test read alike here: say which.
      if (error instanceof SyntaxError) {
        try {
          new Function(code);
        } catch {
          throw error;
        }
        stage = 'setup';
      }
      throw error;
    }
    const thunks = make((next) => (stage = next));
    stage = 'expected';
    const expected = await thunks[0]();
    result.expected = show(expected);
    stage = 'call';
    const started = performance.now();
    const actual = await Promise.race([
      thunks[1](),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new TimeLimit()), limit);
      }),
    ]);
    const ms = performance.now() - started;
    result.ms = Math.round(ms);
    result.actual = show(actual);
    if (ms > limit) result.note = `took ${Math.round(ms)} ms; the limit is ${limit} ms`;
    else result.passed = deepEqual(actual, expected);
  } catch (error) {
    if (error instanceof TimeLimit)
      result.note = `stopped: still running after ${limit} ms (the limit)`;
    else {
      const e = error as Error | undefined;
      const line = lineOf(error);
      const message = short(String(e?.message ?? error));
      result.error = {
        type: e?.name ?? typeof error,
        message:
          stage !== 'call' && stage !== 'code' && line === undefined
            ? `in the test's ${stage}: ${message}`
            : message,
        line: line ?? null,
      };
    }
  } finally {
    clearTimeout(timer);
    Object.assign(target, saved);
  }
  if (printed.length) result.printed = short(printed.join('\n'));
  return result;
}

class TimeLimit extends Error {}

/** Runs every test in order, reporting each result as it comes; returns them all. */
export async function runTaskTests(
  code: string,
  tests: readonly HarnessTest[],
  options: HarnessOptions,
): Promise<TestResult[]> {
  const header = headerLines();
  const results: TestResult[] = [];
  for (const test of tests) {
    const result = await runTest(code, test, options, header);
    options.report(result);
    results.push(result);
  }
  return results;
}
