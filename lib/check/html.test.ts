/** @jest-environment node */
import {
  asDocument,
  htmlChecker,
  htmlProblem,
  shapeOf,
  vnuProblems,
  vnuReportByFile,
  type VnuMessage,
} from './html';
import type { Example } from './types';

describe('shapeOf', () => {
  it('reads the first tag after comments and blank lines', () => {
    expect(shapeOf('<!DOCTYPE html>\n<html lang="en"></html>')).toBe('document');
    expect(shapeOf('<!doctype html><title>x</title>')).toBe('document');
    expect(shapeOf('<!-- a comment -->\n<html lang="en">')).toBe('document');
    expect(shapeOf('  <head>\n<title>x</title></head>')).toBe('head');
    expect(shapeOf('<!-- c -->\n<body class="x">')).toBe('body');
    expect(shapeOf('<header>x</header>')).toBe('fragment');
    expect(shapeOf('<htmlish>')).toBe('fragment');
    expect(shapeOf('<p>x</p>')).toBe('fragment');
  });
});

describe('asDocument', () => {
  it('leaves a whole document as written, so a missing doctype stays an error', () => {
    const code = '<html lang="en"><head><title>x</title></head></html>\n';
    expect(asDocument(code)).toBe(code);
  });

  it('wraps each shape on the example first and last line, so line numbers stay the same', () => {
    const fragment = '<p>one</p>\n<p>two</p>\n';
    const wrapped = asDocument(fragment);
    expect(wrapped).toBe(
      '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Example</title></head><body><p>one</p>\n<p>two</p>\n</body></html>\n',
    );
    expect(wrapped.split('\n')[1]).toBe('<p>two</p>');
    expect(asDocument('<head><title>x</title></head>\n')).toBe(
      '<!DOCTYPE html><html lang="en"><head><title>x</title></head>\n</html>\n',
    );
    expect(asDocument('<body><p>x</p></body>\n')).toBe(
      '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Example</title></head><body><p>x</p></body>\n</html>\n',
    );
  });
});

const message = (m: Partial<VnuMessage>): VnuMessage => ({
  type: 'error',
  message: 'Element “dt” not allowed as child of element “dl” in this context.',
  url: 'file:/tmp/x/example-0.html',
  lastLine: 3,
  ...m,
});

describe('vnuProblems', () => {
  it('fails errors and warnings, passes info messages', () => {
    expect(
      vnuProblems(
        [
          message({}),
          message({
            type: 'info',
            subType: 'warning',
            lastLine: 5,
            message: 'Section lacks heading.',
          }),
          message({ type: 'info', message: 'Trailing slash on void elements has no effect.' }),
        ],
        true,
      ),
    ).toEqual([
      'line 3: Element “dt” not allowed as child of element “dl” in this context.',
      'line 5: warning: Section lacks heading.',
    ]);
  });

  it('allows the missing-h1 warning for a wrapped fragment only', () => {
    const noH1 = message({
      type: 'info',
      subType: 'warning',
      message:
        'This document has heading elements but none of them has a computed heading level of 1.',
    });
    expect(vnuProblems([noH1], true)).toEqual([]);
    expect(vnuProblems([noH1], false)).toEqual([`line 3: warning: ${noH1.message}`]);
  });
});

describe('vnuReportByFile', () => {
  const files = ['example-0.html', 'example-1.html', 'example-10.html'];

  it('gives each document its own messages, by file name', () => {
    const report = JSON.stringify({
      messages: [
        message({ url: 'file:/tmp/x/example-10.html' }),
        message({ url: 'file:/tmp/x/example-0.html', lastLine: 1 }),
      ],
    });
    const byFile = vnuReportByFile(report, files);
    expect(byFile.map((list) => list.map((m) => m.lastLine))).toEqual([[1], [], [3]]);
  });

  it('throws on a set-up error or a report that is not JSON, so nothing passes silently', () => {
    expect(() =>
      vnuReportByFile(
        JSON.stringify({ messages: [{ type: 'non-document-error', message: 'IO error' }] }),
        files,
      ),
    ).toThrow('vnu: IO error');
    expect(() =>
      vnuReportByFile(JSON.stringify({ messages: [message({ url: 'file:/other.html' })] }), files),
    ).toThrow('file:/other.html');
    expect(() => vnuReportByFile('Exception in thread "main"', files)).toThrow(
      'vnu did not write a JSON report',
    );
  });
});

describe('htmlProblem', () => {
  it('names the checker of each failure and passes when neither has one', () => {
    expect(htmlProblem([], [])).toBeUndefined();
    expect(htmlProblem(['line 2: x'], ['line 4: y (no-redundant-role)'])).toBe(
      'vnu: line 2: x\nhtml-validate: line 4: y (no-redundant-role)',
    );
  });
});

const example = (n: number, code: string): Example => ({
  where: `example ${n}`,
  source: `test.yaml:${n}`,
  file: 'test.yaml',
  code: { language: 'html', check: 'parse', code },
});

// Needs a Java 17+ and the vnu-jar package; without them it is reported as skipped.
(htmlChecker.describe() ? describe : describe.skip)('htmlChecker with vnu', () => {
  it('runs vnu and html-validate over all examples in one go, each failure on its example', async () => {
    const examples = [
      example(1, '<dl>\n  <dt>Term</dt>\n  <dd>Value</dd>\n</dl>\n'),
      example(2, '<dl>\n  <div><dt>a</dt><dd>1</dd></div>\n  <dt>b</dt><dd>2</dd>\n</dl>\n'),
      example(3, '<img src="a.jpg" srcset="a-400.jpg 400w, a-800.jpg 800w" alt="A harbour">\n'),
      example(4, '<button>Save</button>\n'),
    ];
    const outcomes = await htmlChecker.check(examples);
    expect(outcomes.map((o) => o.example)).toEqual(examples);
    expect(outcomes.map((o) => o.done)).toEqual([
      'validated',
      'validated',
      'validated',
      'validated',
    ]);
    expect(outcomes[0]!.problem).toBeUndefined();
    expect(outcomes[1]!.problem).toMatch(/^vnu: line 3: Element “dt” not allowed as child/);
    expect(outcomes[2]!.problem).toMatch(/^vnu: line 1: .*“sizes” attribute must also be/);
    // vnu accepts a button without a type; html-validate's recommended rules do not.
    expect(outcomes[3]!.problem).toMatch(/^html-validate: line 1: .*\(no-implicit-button-type\)/);
  }, 60_000);
});
