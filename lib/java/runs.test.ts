/** @jest-environment node */
import { codeHash } from './runData';
import { javaRunsReport, type JavaExample } from './runs';

const example = (key: string, code: string): JavaExample => ({
  key,
  where: 'corejava',
  code,
  expected: '',
});

describe('javaRunsReport', () => {
  const a = example('corejava / basics / question 1', 'class A {}');
  const b = example('corejava / basics / question 2', 'class B {}');
  const file = {
    toolchain: 't1',
    runs: [
      { key: a.key, hash: codeHash(a.code), outcome: 'match' as const },
      {
        key: b.key,
        hash: codeHash(b.code),
        outcome: 'compile error' as const,
        reason: 'B.java:1: error: cannot find symbol',
      },
    ],
  };

  test('up to date: counts per bank, and the examples without Run with their reason', () => {
    const { problems, lines } = javaRunsReport([a, b], 't1', true, file);
    expect(problems).toEqual([]);
    expect(lines.join('\n')).toContain('corejava         1 of 2 get Run; 1 compile error');
    expect(lines.join('\n')).toContain(`${b.key}: compile error: B.java:1: error`);
  });

  test('stale: changed code, a missing or gone example, another toolchain; each names the command', () => {
    const changed = { ...a, code: 'class A { int x; }' };
    const c = example('corejava / basics / question 3', 'class C {}');
    const { problems } = javaRunsReport([changed, c], 't2', true, file);
    expect(problems).toHaveLength(4);
    expect(problems.every((p) => p.includes('npm run java:runs'))).toBe(true);
    expect(problems.join('\n')).toMatch(/question 1: its code changed/);
    expect(problems.join('\n')).toMatch(/question 3 is not in/);
    expect(problems.join('\n')).toMatch(/question 2 is in .* but no such example/);
    expect(problems.join('\n')).toMatch(/another toolchain/);
  });

  test('trailing blank lines do not change the hash', () => {
    expect(codeHash('class A {}\n\n')).toBe(codeHash('class A {}'));
  });
});
