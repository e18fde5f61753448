/**
 * A task's code and tests as the harness runs them, the same for the checks and the page:
 * TypeScript's types stripped (by the stripper given: sucrase, components/frame/run/typescript.ts)
 * from the learner's code and from each test's setup, call and expected, and `export` dropped.
 */
import { asScript } from '@/components/frame/run/script';
import { DEFAULT_TEST_MS } from './limits';
import type { TaskLanguage, TaskTest } from './schema';

export type Strip = (code: string) => { code: string } | { error: string };

export interface PreparedTest {
  name: string;
  setup?: string;
  call: string;
  expected: string;
  timeoutMs: number;
}

/** An expression's types stripped: written as a statement, stripped, and read back. */
function stripExpression(expression: string, strip: Strip): string {
  const result = strip(`(${expression}\n);`);
  if ('error' in result) return expression;
  return result.code.trim().replace(/;$/, '');
}

export function prepareTests(
  language: TaskLanguage,
  tests: readonly TaskTest[],
  strip?: Strip,
): PreparedTest[] {
  return tests.map((t) => {
    const timeoutMs = t.timeoutMs ?? DEFAULT_TEST_MS;
    if (language !== 'typescript' || !strip)
      return { name: t.name, setup: t.setup, call: t.call, expected: t.expected, timeoutMs };
    const setup = t.setup && strip(t.setup);
    return {
      name: t.name,
      setup: setup && 'code' in setup ? setup.code : t.setup,
      call: stripExpression(t.call, strip),
      expected: stripExpression(t.expected, strip),
      timeoutMs,
    };
  });
}

/** The learner's code as the harness runs it, or why it cannot be read. */
export function prepareCode(
  language: TaskLanguage,
  code: string,
  strip?: Strip,
): { code: string } | { error: string } {
  if (language === 'python') return { code };
  if (language === 'javascript' || !strip) return { code: asScript(code) };
  const stripped = strip(code);
  return 'error' in stripped ? stripped : { code: asScript(stripped.code) };
}
