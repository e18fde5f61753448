/**
 * @jest-environment node
 */
import { claimsDjango, jobOf, onlyDirectives, outcomeOf, parseResults } from './django';
import type { Example } from './types';
import type { CodeExample } from '@/lib/practice/types';

const example = (code: Partial<CodeExample>, file = 'content/practice/django.yaml'): Example => ({
  where: `${file}: topic "views", question 10`,
  source: `${file}:900`,
  file,
  code: { language: 'python', check: 'parse', code: 'print(1)', ...code },
});
const ranOn = 'Django 5.2.19 (DRF 3.18.3) on CPython 3.13.0';

describe('claimsDjango', () => {
  it('takes the Python examples of the Django bank only', () => {
    expect(claimsDjango(example({}))).toBe(true);
    expect(claimsDjango(example({}, '/abs/path/content/practice/django.yaml'))).toBe(true);
    expect(claimsDjango(example({ language: 'django', check: 'structure' }))).toBe(false);
    expect(claimsDjango(example({ language: 'django', check: 'run' }))).toBe(true);
    expect(claimsDjango(example({}, 'content/practice/python.yaml'))).toBe(false);
  });
});

describe('jobOf', () => {
  it('hands the runner the code and the harness, an empty harness when there is none', () => {
    expect(jobOf(example({ code: 'x = 1' }))).toEqual({
      language: 'python',
      code: 'x = 1',
      harness: '',
    });
    expect(jobOf(example({ code: 'x = 1', harness: 'print(example.x)' }))).toEqual({
      language: 'python',
      code: 'x = 1',
      harness: 'print(example.x)',
    });
  });
});

describe('outcomeOf', () => {
  const run = example({ check: 'run', harness: 'print(2)', expectedOutput: '200 text/csv' });

  it('passes a run example whose output matches, trailing spaces and CRLF aside', () => {
    const outcome = outcomeOf(run, { stdout: '200 text/csv  \r\n', error: null }, ranOn);
    expect(outcome).toEqual({ example: run, done: 'run', ranOn, problem: undefined });
  });

  it('names both outputs when they differ', () => {
    const { problem } = outcomeOf(run, { stdout: '500 text/html\n', error: null }, ranOn);
    expect(problem).toContain('--- expected\n200 text/csv');
    expect(problem).toContain('--- actual\n500 text/html');
  });

  it('reports the traceback end and what was printed before a failure', () => {
    const error =
      'Traceback (most recent call last):\n  File "x"\nSynchronousOnlyOperation: nope\n';
    const { problem, done } = outcomeOf(run, { stdout: '200 text/csv\n', error }, ranOn);
    expect(done).toBe('run');
    expect(problem).toContain(`fails on ${ranOn}`);
    expect(problem).toContain('SynchronousOnlyOperation: nope');
    expect(problem).toContain('--- printed before\n200 text/csv');
  });

  it('counts a parse example that loads in the project as compiled, and fails one that does not', () => {
    const parse = example({});
    expect(outcomeOf(parse, { stdout: 'ignored', error: null }, ranOn)).toMatchObject({
      done: 'compiled',
      problem: undefined,
    });
    expect(
      outcomeOf(parse, { stdout: '', error: "KeyError: 'REDIS_URL'" }, ranOn).problem,
    ).toContain('does not load in the Django project (Django 5.2.19');
  });

  it('refuses a harness whose output nobody compares', () => {
    const { problem } = outcomeOf(
      example({ harness: 'print(1)' }),
      { stdout: '1', error: null },
      ranOn,
    );
    expect(problem).toMatch(/harness but check is not run/);
  });
});

describe('onlyDirectives', () => {
  it('tells loading directives from code that prints', () => {
    expect(onlyDirectives('# module: shop.views\n# env: REDIS_URL=redis://x\n')).toBe(true);
    expect(onlyDirectives('# env: A=1\nprint(1)')).toBe(false);
  });

  it('lets an excused, parsed example carry the directives it needs to load', () => {
    const parse = example({ harness: '# env: DB_NAME=shop', excused: 'Needs a server.' });
    expect(outcomeOf(parse, { stdout: '', error: null }, ranOn).problem).toBeUndefined();
  });
});

describe('parseResults', () => {
  it('reads one result per example', () => {
    expect(parseResults('[{"stdout": "a", "error": null}]', 1)).toEqual([
      { stdout: 'a', error: null },
    ]);
  });

  it('rejects a result list of the wrong length or shape', () => {
    expect(() => parseResults('[]', 2)).toThrow('wrote 0 results for 2 examples');
    expect(() => parseResults('{"stdout": 1}', 1)).toThrow('no list of results');
    expect(() => parseResults('[{"stdout": 1, "error": null}]', 1)).toThrow('1 results for 1');
  });
});
