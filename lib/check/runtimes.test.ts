import { atLeast, describeRuntimes, pickRuntime, targets } from './runtimes';

const at = (...versions: string[]) =>
  versions.map((version) => ({ version, command: `v${version}` }));

describe('pickRuntime', () => {
  it('takes the oldest runtime at or above the target', () => {
    expect(pickRuntime(at('17', '25', '21'), '21')?.version).toBe('21');
    expect(pickRuntime(at('17', '25'), '21')?.version).toBe('25');
    expect(pickRuntime(at('3.11', '3.13', '3.12'), '3.12')?.version).toBe('3.12');
    expect(pickRuntime(at('3.9', '3.13', '3.10'), '3.12')?.version).toBe('3.13');
  });

  it('falls back to the newest when none reaches the target, and to nothing when there is none', () => {
    expect(pickRuntime(at('3.10', '3.11'), '3.12')?.version).toBe('3.11');
    expect(pickRuntime([], '21')).toBeUndefined();
  });
});

describe('atLeast', () => {
  it('compares major and minor numerically', () => {
    expect(atLeast('3.12', '3.9')).toBe(true);
    expect(atLeast('3.9', '3.12')).toBe(false);
    expect(atLeast('22', '22')).toBe(true);
    expect(atLeast(undefined, '21')).toBe(false);
    expect(atLeast(undefined, undefined)).toBe(true);
  });
});

describe('describeRuntimes', () => {
  const node = { version: '26', command: '/n/node' };
  const pyodide = {
    version: '3.14',
    patch: '3.14.2',
    pyodide: '314.0.7',
    module: '/p/pyodide.mjs',
    command: '/n/node',
  };

  it('names each runtime and where Python runs', () => {
    const line = describeRuntimes(
      {
        java: { version: '25', command: '/j/java', javac: '/j/javac' },
        python: { version: '3.13', command: '/py/python3' },
        pyodide,
        node,
        typescript: { version: '7.0.2', command: '/t/tsc', types: '/t/@types' },
      },
      14,
    );
    expect(line).toBe(
      'Java 25 (/j/java); Python 3.14 (Pyodide 314.0.7, CPython 3.14.2 in WebAssembly on Node.js 26) + native CPython 3.13 (/py/python3) for 14 example(s) that need threads, processes or sockets; Node.js 26 (/n/node); TypeScript 7.0.2 (/t/tsc: compile checks, and it parses TypeScript and JavaScript)',
    );
  });

  it('says what is missing or older than the target', () => {
    const line = describeRuntimes({
      java: { version: '17', command: 'java', javac: 'javac' },
      python: { version: '3.13', command: 'python3' },
      node: { version: '20', command: 'node' },
    });
    expect(line).toContain('Java 17 (java), older than the target 25');
    expect(line).toContain('Python: no Pyodide (npm run runtimes), so native CPython 3.13');
    expect(line).toContain('older than the target 3.14');
    expect(line).toContain('Node.js 20 (node), older than the target 26');
    expect(line).toContain(
      'TypeScript 7: not found (npm run runtimes), so compile checks are skipped',
    );
    expect(targets).toMatchObject({ java: '25', python: '3.14', node: '26', typescript: '7' });
  });
});
