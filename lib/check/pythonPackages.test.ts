/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkExamples, type Example } from './dispatch';
import { isTestModule, needsPackages, pins } from './pythonPackages';
import { detectRuntimes } from './runtimes';
import { packageModules } from '@/lib/practice/nativePython';

describe('the pinned packages', () => {
  it('are all known to the build, so no example that imports one gets a Run button', () => {
    const modules = pins().map((p) => p.name.toLowerCase().replaceAll('-', '_'));
    expect(modules.length).toBeGreaterThan(0);
    expect([...packageModules].sort()).toEqual([...modules].sort());
  });

  it('reads exact pins and skips comments', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pins-'));
    try {
      const file = path.join(dir, 'pins.txt');
      writeFileSync(file, '# packages\nnumpy==2.5.5\nCython==3.3.1  # pure mode\n\n');
      expect(pins(file)).toEqual([
        { name: 'numpy', version: '2.5.5' },
        { name: 'Cython', version: '3.3.1' },
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('sends code that imports a pinned package to them, and nothing else', () => {
    expect(needsPackages('import numpy as np\nprint(np.pi)')).toBe('imports numpy');
    expect(needsPackages('from hypothesis import strategies as st')).toBe('imports hypothesis');
    expect(needsPackages('import os, cython')).toBe('imports cython');
    expect(needsPackages('import json\n# import numpy\nprint("numpy")')).toBeUndefined();
    expect(needsPackages('from numpyish import x')).toBeUndefined();
  });

  it('knows a pytest test module from a script', () => {
    expect(isTestModule('import pytest\n\ndef test_a():\n    assert 1\n')).toBe(true);
    expect(isTestModule('from hypothesis import given\n\n@given()\ndef test_b(x): pass\n')).toBe(
      true,
    );
    expect(isTestModule('import pytest\nprint(pytest.__name__)\n')).toBe(false);
    expect(isTestModule('def test_a():\n    assert 1\n')).toBe(false);
  });
});

const runtimes = detectRuntimes();
const example = (n: number, code: string, expectedOutput: string): Example => ({
  where: `example ${n}`,
  source: `test.yaml:${n}`,
  file: 'test.yaml',
  code: { language: 'python', check: 'run', code, expectedOutput },
});

// Needs `npm run runtimes` (the virtual environment) and Pyodide for the parse; without them
// it is reported as skipped, never passed.
(runtimes.pythonPackages && runtimes.pyodide ? describe : describe.skip)(
  'Python examples with the pinned packages',
  () => {
    it('runs scripts and test modules there, and says when a test fails', async () => {
      const test = (body: string) =>
        `# test_cart.py\nimport pytest\n\n@pytest.mark.parametrize("n", [1, 2])\ndef test_n(n):\n    assert ${body}\n`;
      const outcomes = await checkExamples(
        [
          example(1, 'import numpy as np\nprint(np.arange(3) * 2)\n', '[0 2 4]\n'),
          example(
            2,
            test('n > 0'),
            'test_cart.py::test_n[1] PASSED\ntest_cart.py::test_n[2] PASSED\n2 passed\n',
          ),
          example(3, test('n < 2'), ''),
          {
            ...example(4, 'from pricing import rate\nprint(rate())\n', '0.2\n'),
            files: { 'pricing.py': 'def rate():\n    return 0.2\n' },
          },
        ],
        runtimes,
      );
      expect(outcomes.map((o) => [o.done, o.ranOn, o.problem?.split('\n')[0]])).toEqual([
        ['run', expect.stringMatching(/^CPython 3\.\d+ with the pinned packages$/), undefined],
        ['run', expect.stringMatching(/with the pinned packages$/), undefined],
        [
          'run',
          expect.stringMatching(/with the pinned packages$/),
          expect.stringMatching(/\(pinned packages\) failed/),
        ],
        ['run', expect.stringMatching(/^CPython 3\.\d+$/), undefined],
      ]);
      expect(outcomes[2]!.problem).toContain('test_cart.py::test_n[2] FAILED');
    }, 120_000);
  },
);
