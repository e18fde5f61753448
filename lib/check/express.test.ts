import { expressChecker, nodeFlags, parseGuideHarness } from './express';
import type { Example } from './types';
import type { CodeExample } from '@/lib/practice/types';

const example = (file: string, code: Partial<CodeExample>): Example => ({
  where: file,
  source: `${file}:1`,
  file,
  code: { language: 'javascript', check: 'parse', code: 'const a = 1;', ...code },
});

describe('expressChecker.claims', () => {
  it('takes the Express bank JavaScript, and guide blocks only when they have a harness', () => {
    expect(expressChecker.claims(example('content/practice/express.yaml', {}))).toBe(true);
    expect(
      expressChecker.claims(example('content/practice/express.yaml', { language: 'json' })),
    ).toBe(false);
    expect(expressChecker.claims(example('content/library/express.md', {}))).toBe(false);
    expect(
      expressChecker.claims(
        example('content/library/express.md', {
          code: "// server.js\nimport express from 'express';",
        }),
      ),
    ).toBe(true);
  });
});

describe('nodeFlags', () => {
  it('reads // node: lines only', () => {
    expect(nodeFlags('// node: --test-reporter=dot\nimport x from "y";')).toEqual([
      '--test-reporter=dot',
    ]);
    expect(nodeFlags('console.log(1);')).toEqual([]);
  });
});

describe('parseGuideHarness', () => {
  it('reads the header and each section', () => {
    const h = parseGuideHarness(
      'x.mjs',
      [
        '// block: export function buildApp',
        '// path: src/app.js',
        '// --- before',
        'const a = 1;',
        '// --- harness',
        'console.log(a);',
        '// --- file: lib.js',
        'export const b = 2;',
        '// --- file: other.js = block: export class Other',
      ].join('\n'),
      'out\n',
    );
    expect(h).toEqual({
      name: 'x.mjs',
      block: 'export function buildApp',
      path: 'src/app.js',
      before: 'const a = 1;\n',
      harness: 'console.log(a);\n',
      files: [
        { path: 'lib.js', code: 'export const b = 2;\n' },
        { path: 'other.js', block: 'export class Other' },
      ],
      expected: 'out\n',
    });
  });

  it('refuses a harness that names no block', () => {
    expect(() => parseGuideHarness('y.mjs', '// --- harness\n', '')).toThrow('no "// block:" line');
  });
});
