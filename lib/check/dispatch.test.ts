/** @jest-environment node */
import { checkExamples, type Example } from './dispatch';
import { detectRuntimes } from './runtimes';
import type { CodeExample } from '@/lib/practice/types';

const example = (n: number, code: Partial<CodeExample>): Example => ({
  where: `example ${n}`,
  source: `test.yaml:${n}`,
  file: 'test.yaml',
  code: { language: 'typescript', check: 'compile', code: '', ...code },
});

const runtimes = detectRuntimes();
const complete = runtimes.typescript && runtimes.pyodide && runtimes.python;

// Needs `npm run runtimes` (TypeScript 7, Pyodide) and a native python3; without them it is
// reported as skipped, never passed.
(complete ? describe : describe.skip)('checkExamples on the target runtimes', () => {
  it('maps tsc diagnostics to their examples and runs Python where it can', async () => {
    const examples = [
      example(1, { code: 'const a: number = 1;\nexport {};\n' }),
      example(2, { code: 'const b: number = 1;\nconst c: string = b;\n' }),
      example(3, { language: 'tsx', code: 'export const A = () => <p>{[1].at(0)}</p>;\n' }),
      example(4, { language: 'javascript', check: 'parse', code: 'let = ;\n' }),
      example(5, { language: 'javascript', check: 'compile', code: 'let x = 1;\nx = "s";\n' }),
      example(6, {
        language: 'python',
        check: 'run',
        code: 'name = "t"\nprint(t"{name}".strings)\n',
        expectedOutput: "('', '')\n",
      }),
      example(7, {
        language: 'python',
        check: 'run',
        code: 'import threading\nt = threading.Thread(target=print, args=("hi",))\nt.start(); t.join()\n',
        expectedOutput: 'hi\n',
      }),
      example(8, {
        language: 'python',
        check: 'run',
        code: 'import asyncio\nprint(asyncio.run(asyncio.sleep(0, "x")))\n',
        expectedOutput: 'x\n',
        requires: '3.99',
      }),
      example(9, { language: 'python', check: 'parse', code: 'def f(:\n    pass\n' }),
    ];
    const outcomes = await checkExamples(examples, runtimes);
    const line = (i: number) => {
      const o = outcomes[i]!;
      return `${o.done}${o.ranOn ? ` on ${o.ranOn.split(' ')[0]}` : ''}${o.problem ? ` ✗ ${o.problem.split('\n')[0]}` : ''}${o.notice ? ` (${o.notice})` : ''}`;
    };
    expect(examples.map((_, i) => line(i))).toEqual([
      'compiled',
      expect.stringMatching(
        /^compiled ✗ does not type-check: line 2: Type 'number' is not assignable to type 'string'/,
      ),
      'compiled',
      expect.stringMatching(/^parsed ✗ does not parse: line 1: /),
      expect.stringMatching(/^compiled ✗ does not type-check: line 2: /),
      'run on Pyodide',
      'run on CPython',
      expect.stringMatching(/^parsed \(run skipped: needs Python 3\.99, this machine has 3\.\d+/),
      expect.stringMatching(/^parsed ✗ does not parse as Python: line 1: /),
    ]);
  }, 120_000);
});
