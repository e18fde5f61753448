import { fenceRunnable, needsNode, runnableOf } from './runnable';
import { javaRunsData } from '@/lib/java/runData';
import { loadBanks } from './loadBanks';

describe('runnableOf: which examples get a Run button, decided from their data', () => {
  it('runs Python that Pyodide can run, and says where the rest ran', () => {
    expect(runnableOf({ language: 'python', check: 'run', code: 'print(1)' })).toEqual({
      run: 'python',
    });
    expect(
      runnableOf({ language: 'python', check: 'run', code: 'import threading\nprint(1)' }),
    ).toEqual({ runsOn: 'Runs on CPython 3.14: output shown' });
    expect(runnableOf({ language: 'python', check: 'parse', code: 'x = 1' })).toEqual({});
  });

  it('runs browser JavaScript, not Node.js programs', () => {
    expect(runnableOf({ language: 'javascript', check: 'run', code: 'console.log(1)' })).toEqual({
      run: 'javascript',
    });
    expect(
      runnableOf({ language: 'javascript', check: 'run', code: "const fs = require('node:fs');" }),
    ).toEqual({ runsOn: 'Runs on Node.js 26: output shown' });
    expect(needsNode('import { readFile } from "node:fs/promises";')).toBe('import');
    expect(needsNode('console.log(process.argv)')).toBe('process.');
    expect(needsNode('const important = 1; // imports nothing')).toBeUndefined();
  });

  it('never runs framework examples or those a browser prints differently', () => {
    expect(
      runnableOf({ language: 'python', check: 'run', code: 'print(1)', harness: 'client.get()' }),
    ).toEqual({ runsOn: 'Runs on CPython 3.14: output shown' });
    expect(
      runnableOf({
        language: 'javascript',
        check: 'run',
        code: 'console.log(1)',
        notInBrowser: "Node's wording",
      }),
    ).toEqual({ runsOn: 'Runs on Node.js 26: output shown' });
    expect(runnableOf({ language: 'java', check: 'run', code: 'class A {}' })).toEqual({
      runsOn: 'Runs on Java 25: output shown',
    });
    expect(runnableOf({ language: 'sql', check: 'parse', code: 'SELECT 1' })).toEqual({});
  });

  it('renders HTML and CSS, with Bootstrap for the Bootstrap bank and guide', () => {
    expect(runnableOf({ language: 'html', check: 'parse', code: '<p>x</p>' })).toEqual({
      run: 'html',
    });
    expect(runnableOf({ language: 'html', check: 'parse', code: '<p>x</p>' }, 'bootstrap')).toEqual(
      { run: 'bootstrap' },
    );
    expect(runnableOf({ language: 'css', check: 'parse', code: 'p { color: red }' })).toEqual({
      run: 'css',
    });
  });

  it('runs compiled TypeScript with its types stripped', () => {
    expect(
      runnableOf({ language: 'typescript', check: 'compile', code: 'let x: number = 1;' }),
    ).toEqual({ run: 'typescript' });
    expect(runnableOf({ language: 'typescript', check: 'parse', code: 'let x = 1;' })).toEqual({});
    // Decorators need tsc's compilation; no browser runs them yet.
    expect(
      runnableOf({
        language: 'typescript',
        check: 'compile',
        code: 'class A {\n  @logged m() {}\n}',
      }),
    ).toEqual({});
    expect(
      runnableOf({
        language: 'typescript',
        check: 'compile',
        code: '/**\n * @param x\n */\nlet x = 1;',
      }),
    ).toEqual({ run: 'typescript' });
  });
});

describe('fenceRunnable: a guide fence', () => {
  it('reads the fence word and the guide', () => {
    expect(fenceRunnable('python', 'run', 'print(1)', 'python')).toEqual({ run: 'python' });
    expect(fenceRunnable('javascript', 'run', 'console.log(1)', 'javascript')).toEqual({
      run: 'javascript',
    });
    // mongodb.md's JavaScript is mongosh: nothing a browser runs.
    expect(fenceRunnable('javascript', 'parse', 'db.users.find()', 'mongodb')).toEqual({});
    expect(fenceRunnable('java', 'run', 'class A {}', 'java')).toEqual({
      runsOn: 'Runs on Java 25: output shown',
    });
    expect(fenceRunnable('text', 'parse', 'a tree', 'java')).toEqual({});
  });
});

describe('Python that needs a package from PyPI', () => {
  it('shows its checked output: the self-hosted Pyodide has no numpy or pytest', () => {
    expect(runnableOf({ language: 'python', check: 'run', code: 'import numpy as np\n' }).run).toBe(
      undefined,
    );
    expect(runnableOf({ language: 'python', check: 'run', code: 'import pytest\n' }).run).toBe(
      undefined,
    );
    expect(runnableOf({ language: 'python', check: 'run', code: 'import math\n' }).run).toBe(
      'python',
    );
  });
});

describe('Java: Run only where the data says the page’s toolchain printed the JDK 25 output', () => {
  const bank = loadBanks().find((b) => b.slug === 'corejava')!;
  const examples = bank.topics.flatMap((t) =>
    t.questions.map((q) => ({ key: `corejava / ${t.key} / question ${q.id}`, ex: q.codeExample })),
  );
  const outcome = (key: string) => javaRunsData.runs.find((r) => r.key === key)?.outcome;
  it('gives Run to a matching example, and keeps "output shown" for the others', () => {
    const matched = examples.find((e) => outcome(e.key) === 'match')!;
    const other = examples.find((e) => outcome(e.key) === 'compile error')!;
    expect(runnableOf(matched.ex!, 'corejava')).toEqual({ run: 'java' });
    expect(runnableOf(other.ex!, 'corejava')).toEqual({ runsOn: 'Runs on Java 25: output shown' });
  });
  it('takes Run away when the code changes after the data was made', () => {
    const matched = examples.find((e) => outcome(e.key) === 'match')!;
    const edited = { ...matched.ex!, code: `${matched.ex!.code}\n// changed\n` };
    expect(runnableOf(edited, 'corejava').run).toBeUndefined();
  });
});
