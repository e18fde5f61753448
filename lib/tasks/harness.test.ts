import { inspect } from 'node:util';
import type { TestResult } from './result';
import { deepEqual, runTaskTests, type HarnessTest } from './harness';

const run = (code: string, tests: HarnessTest[]) => {
  const reported: TestResult[] = [];
  return runTaskTests(code, tests, { report: (r) => reported.push(r), inspect }).then((results) => {
    expect(reported).toEqual(results);
    return results;
  });
};

describe('the JavaScript harness', () => {
  it('compares as deepStrictEqual does', () => {
    expect(deepEqual([1, { a: [2] }], [1, { a: [2] }])).toBe(true);
    expect(deepEqual([1], ['1'])).toBe(false);
    expect(deepEqual(NaN, NaN)).toBe(true);
    expect(deepEqual(0, -0)).toBe(false);
    expect(deepEqual(new Map([[1, [2]]]), new Map([[1, [2]]]))).toBe(true);
    expect(deepEqual(new Set([{ a: 1 }]), new Set([{ a: 1 }]))).toBe(true);
    expect(deepEqual({ a: undefined }, {})).toBe(false);
    expect(deepEqual(Object.create(null), {})).toBe(false);
  });

  it('runs each test in a fresh scope and reports passes, wrong values and exceptions', async () => {
    const code = 'let calls = 0;\nfunction f(xs) {\n  calls++;\n  return xs.map((x) => x * 2);\n}';
    const [fresh, wrong, thrown] = await run(code, [
      { name: 'fresh', call: '(f([1]), calls)', expected: '1' },
      { name: 'wrong', call: 'f([1, 2])', expected: '[2, 5]' },
      { name: 'throws', call: 'f(null)', expected: '[]' },
    ]);
    expect(fresh).toMatchObject({ name: 'fresh', passed: true });
    expect(wrong).toMatchObject({ passed: false, expected: '[ 2, 5 ]', actual: '[ 2, 4 ]' });
    expect(thrown).toMatchObject({ passed: false, error: { type: 'TypeError', line: 4 } });
  });

  it('awaits an async call, and stops one that never settles at its limit', async () => {
    const [later, never] = await run(
      'const wait = (ms) => new Promise((r) => setTimeout(r, ms));',
      [
        { name: 'later', call: 'await wait(5).then(() => 3)', expected: '3' },
        { name: 'never', call: 'await new Promise(() => {})', expected: '1', timeoutMs: 50 },
      ],
    );
    expect(later!.passed).toBe(true);
    expect(never!.note).toMatch(/still running after 50 ms/);
  });

  it('says when a test’s own setup is at fault, and keeps what the code printed', async () => {
    const [setup, printed] = await run('function f() { console.log("hi", [1]); return 1; }', [
      { name: 'setup', setup: 'missing()', call: 'f()', expected: '1' },
      { name: 'printed', call: 'f()', expected: '1' },
    ]);
    expect(setup!.error?.message).toMatch(/^in the test's setup: /);
    expect(printed).toMatchObject({ passed: true, printed: 'hi [ 1 ]' });
  });
});
