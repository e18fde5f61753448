/** @jest-environment node */
import { checkGuideBlocks, guideBlocks, withoutShellCommands } from './guides';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseGuide } from '@/lib/library/guide';

const FRONT = [
  '---',
  'slug: demo',
  'title: Demo',
  'summary: S.',
  'practice: /p',
  'targets: T',
  '---',
  '',
];

/** The outcomes of one guide whose only chapter holds `body`, as `line done problem?`. */
async function outcomes(slug: string, ...body: string[]): Promise<string[]> {
  return outcomesWith(null, slug, ...body);
}

/** The same, with `commands` as the guide's content/library/commands.yaml. */
async function outcomesWith(
  commands: string | null,
  slug: string,
  ...body: string[]
): Promise<string[]> {
  const source = [...FRONT, '## C {#c}', '', ...body, ''].join('\n').replace('demo', slug);
  const guide = parseGuide(`content/library/${slug}.md`, source);
  let file: string | null = null;
  if (commands !== null) {
    file = path.join(mkdtempSync(path.join(tmpdir(), 'guide-commands-')), 'commands.yaml');
    writeFileSync(file, commands);
  }
  const results = await checkGuideBlocks(guideBlocks([guide], file));
  return results.map(
    (o) =>
      `${o.block.source.split(':')[1]} ${o.done}${o.problem ? ` ✗ ${o.problem.split('\n')[0]}` : ''}${o.notice ? ` (${o.notice})` : ''}`,
  );
}

const fence = (info: string, ...code: string[]): string[] => ['```' + info, ...code, '```', ''];

describe('checkGuideBlocks', () => {
  it('parses the languages the banks do not use with their own parsers', async () => {
    const result = await outcomes(
      'demo',
      ...fence('bash', 'mkdir -p tasks-api && cd tasks-api', 'ls -l   # the files'),
      ...fence('bash', 'if true; then echo yes'),
      ...fence('toml', '[project]', 'name = "shop"'),
      ...fence('toml', '[project', 'name = '),
      ...fence('xml', '<a><b>1</b></a>'),
      ...fence('xml', '<a><b>1</a>'),
      ...fence('scss', '$x: 1px;', '.a { .b { margin: $x; } }'),
      ...fence('scss', '.a { color: red;'),
      ...fence('text', 'src/', '  main.ts'),
    );
    expect(result).toEqual([
      '11 parsed',
      expect.stringMatching(/^16 parsed ✗ bash -n: .*syntax error/),
      '20 parsed',
      expect.stringMatching(/^25 parsed ✗ not valid TOML/),
      '30 parsed',
      expect.stringMatching(/^34 parsed ✗ not well-formed XML/),
      '38 parsed',
      expect.stringMatching(/^43 parsed ✗ not valid SCSS/),
      expect.stringMatching(/^47 not checked \(plain text/),
    ]);
  });

  it('hands bank languages to the banks checker, with the guide dialect and fence word', async () => {
    expect(
      await outcomes(
        'oracle',
        ...fence('sql', 'SELECT id FROM t;'),
        ...fence('sql structure', 'BEGIN', '  NULL;', 'END;'),
        ...fence('sql structure', 'BEGIN', '  NULL;'),
        ...fence('css structure', '.a {', '  h2 { margin: 0; }', '  color: var(--brand);', '}'),
        ...fence('css', '.a {', '  h2 { margin: 0; }', '}'),
        ...fence('jsp', '<c:if test="${x}"><p>x</p></c:if>'),
        ...fence('html fragment', '<p>x</p>'),
        ...fence('html run', '<p>x</p>'),
        ...fence('text output', 'x'),
      ),
    ).toEqual([
      '11 parsed',
      '15 structure',
      expect.stringMatching(/^21 structure ✗ structure: unclosed BEGIN/),
      '26 structure',
      expect.stringMatching(/^33 parsed ✗ css-tree/),
      '39 structure',
      expect.stringMatching(/^43 parsed ✗ ```html fragment: only Java blocks are fragments/),
      expect.stringMatching(/^47 parsed ✗ ```html run: html allows parse/),
    ]);
  });

  it('asks the guide runtime of run blocks, and a native CPython 3.13 of threaded Python', () => {
    const source = [
      ...FRONT,
      '## C {#c}',
      '',
      ...fence('python run', 'print(1)'),
      ...fence('text output', '1'),
      ...fence('python run', 'import threading', 'print(2)'),
      ...fence('text output', '2'),
      ...fence('python', 'x = 1'),
      '',
    ]
      .join('\n')
      .replace('demo', 'python');
    const blocks = guideBlocks([parseGuide('content/library/python.md', source)], null);
    expect(blocks.map((b) => b.requires)).toEqual(['3.14', '3.13', '3.14']);
  });

  it('gives a Python run block the modules of its chapter it imports, and a pytest block CPython 3.13', () => {
    const source = [
      ...FRONT,
      '## C {#c}',
      '',
      ...fence('python run', '# test_rate.py', 'import pytest', 'from pricing import rate'),
      ...fence('text output', '1 passed'),
      ...fence('python', '# pricing.py', 'def rate():', '    return 1'),
      ...fence('python', '# other.py', 'x = 1'),
      '',
    ]
      .join('\n')
      .replace('demo', 'python');
    const blocks = guideBlocks([parseGuide('content/library/python.md', source)], null);
    expect(blocks.map((b) => [b.requires, b.files])).toEqual([
      ['3.13', { 'pricing.py': '# pricing.py\ndef rate():\n    return 1' }],
      ['3.14', undefined],
      ['3.14', undefined],
    ]);
  });

  it('holds a block to the commands it or the text around it names: run as written, or excused', async () => {
    const body = [
      'Run it with `node --version` first.',
      '',
      ...fence('bash', 'node -e "console.log(6 * 7)"   # prints 42'),
      ...fence('javascript', '// add.mjs (run: node add.mjs)', 'console.log(1 + 1);'),
    ];
    // Named and neither run nor excused: both fail, naming what they name.
    expect(await outcomesWith('', 'demo', ...body)).toEqual([
      expect.stringMatching(
        /^13 parsed ✗ names `node --version`, `node -e "console.log\(6 \* 7\)"` but neither runs it/,
      ),
      expect.stringMatching(/^17 parsed ✗ names `node add.mjs` but neither/),
    ]);
    const commands = [
      'demo:',
      '  - block: console.log(6 * 7)',
      '    commands:',
      '      env: node',
      '      file: commands.sh',
      '      steps:',
      '        - run: node -e "console.log(6 * 7)"',
      '          prints: "42\\n"',
      '  - block: add.mjs',
      '    excused: a reason',
    ].join('\n');
    expect(await outcomesWith(commands, 'demo', ...body)).toEqual(['13 run', '17 parsed']);
    // What runs must be shown: a step the block does not show fails.
    expect(
      await outcomesWith(commands.replace('- run: node -e', '- run: node -p'), 'demo', ...body),
    ).toEqual([
      expect.stringMatching(/^13 run ✗ commands: "node -p .*" is not a command the example shows/),
      '17 parsed',
    ]);
    // An entry must name one block.
    await expect(
      outcomesWith('demo:\n  - block: nowhere\n    excused: x', 'demo', 'Text.'),
    ).rejects.toThrow(
      /demo, block "nowhere": 0 blocks of content\/library\/demo.md hold "nowhere"/,
    );
  }, 60_000);

  it('reads mongosh shell commands as mongosh does', async () => {
    expect(withoutShellCommands('use shop\nshow dbs   // list\ndb.x.find()\nit')).toBe(
      '\n\ndb.x.find()\n',
    );
    expect(
      await outcomes('mongodb', ...fence('javascript', 'use shop', 'db.items.find({})')),
    ).toEqual(['11 parsed']);
  }, 30_000); // a tsc process (TypeScript 7) parses it
});
