/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Nodes } from 'mdast';
import { parseGuide, parseGuidesIn, plainText } from './guide';
import { expectError, FILE, FIXTURES, shape, withBody } from './guideTesting';

describe('parseGuide: a valid document', () => {
  const source = [
    '---',
    'slug: demo',
    'title: Demo Guide',
    'summary: >-',
    '  Two lines that YAML',
    '  folds into one.',
    'practice: /practicedemo',
    'targets: Demo 1 and Other 2',
    '---',
    '',
    '## Getting started {#getting-started}',
    '',
    'Plain text with **bold**, `code`, **bold `code`** and',
    'a second line. A lone * star, an escaped \\* star and ``a `tick` inside``.',
    '',
    '### A section {#a-section}',
    '',
    '- first item',
    '- second item with `x`',
    '  continued on an indented line',
    '',
    '1. one',
    '2. two',
    '',
    '```python',
    'def f(x):',
    '',
    '    return x  # four spaces kept',
    '```',
    '',
    '| Type | Size |',
    '|------|-----:|',
    '| `INT` | 4 bytes |',
    '',
    '## Second chapter {#second} ##',
    '',
    'Last paragraph.',
    '',
  ].join('\n');

  it('produces the guide, its chapters, sections and mdast nodes', () => {
    const guide = parseGuide(FILE, source);
    expect({ ...guide, chapters: undefined }).toEqual({
      slug: 'demo',
      title: 'Demo Guide',
      summary: 'Two lines that YAML folds into one.',
      practice: '/practicedemo',
      targets: 'Demo 1 and Other 2',
      file: FILE,
      chapters: undefined,
    });
    const [first, second] = guide.chapters;
    expect(first).toMatchObject({
      id: 'getting-started',
      title: 'Getting started',
      line: 11,
      sections: [{ id: 'a-section', title: 'A section', line: 16 }],
    });
    expect(first!.nodes.map((n) => `${n.type}:${n.position?.start.line}`)).toEqual([
      'paragraph:13',
      'heading:16',
      'list:18',
      'list:22',
      'code:25',
      'table:31',
    ]);
    expect(shape(first!.nodes[0])).toEqual({
      type: 'paragraph',
      children: [
        { type: 'text', value: 'Plain text with ' },
        { type: 'strong', children: [{ type: 'text', value: 'bold' }] },
        { type: 'text', value: ', ' },
        { type: 'inlineCode', value: 'code' },
        { type: 'text', value: ', ' },
        {
          type: 'strong',
          children: [
            { type: 'text', value: 'bold ' },
            { type: 'inlineCode', value: 'code' },
          ],
        },
        {
          type: 'text',
          value: ' and\na second line. A lone * star, an escaped * star and ',
        },
        { type: 'inlineCode', value: 'a `tick` inside' },
        { type: 'text', value: '.' },
      ],
    });
    expect(shape(first!.nodes[1])).toEqual({
      type: 'heading',
      depth: 3,
      children: [{ type: 'text', value: 'A section' }],
      data: { id: 'a-section', hProperties: { id: 'a-section' } },
    });
    expect(shape(first!.nodes[4])).toEqual({
      type: 'code',
      lang: 'python',
      meta: null,
      value: 'def f(x):\n\n    return x  # four spaces kept',
    });
    const table = first!.nodes[5]!;
    expect(table.type === 'table' && table.align).toEqual([null, 'right']);
    expect(plainText(table as Nodes)).toBe('TypeSizeINT4 bytes');
    expect(second).toMatchObject({ id: 'second', title: 'Second chapter', line: 35 });
  });

  it('accepts CRLF line endings and a byte-order mark with the same result', () => {
    expect(parseGuide(FILE, '\uFEFF' + source.replace(/\n/g, '\r\n'))).toEqual(
      parseGuide(FILE, source),
    );
  });

  it('keeps tabs, indentation and blank lines inside code exactly', () => {
    const guide = parseGuide(
      FILE,
      withBody(
        '## C {#c}',
        '',
        '```make',
        '',
        'all:',
        '\tcc -o app main.c',
        '',
        '  # two',
        '',
        '```',
      ),
    );
    expect(shape(guide.chapters[0]?.nodes[0])).toEqual({
      type: 'code',
      lang: 'make',
      meta: null,
      value: 'all:\n\tcc -o app main.c\n\n  # two',
    });
  });

  it('strips inline markers and the id from headings', () => {
    const guide = parseGuide(
      FILE,
      withBody('## The `WHERE` clause {#where}', '', '### **Really** bold {#bold}', '', 'Text.'),
    );
    expect(guide.chapters[0]).toMatchObject({
      id: 'where',
      title: 'The WHERE clause',
      sections: [{ id: 'bold', title: 'Really bold' }],
    });
  });

  it('keeps bare URLs, e-mail addresses, underscores and comparisons as plain text', () => {
    const guide = parseGuide(
      FILE,
      withBody(
        '## C {#c}',
        '',
        'snake_case names, a < b and b > a, 5 * 3 = 15, [optional] words, see',
        'https://example.com/x or write to ada@example.com.',
      ),
    );
    expect(shape(guide.chapters[0]?.nodes[0])).toEqual({
      type: 'paragraph',
      children: [
        {
          type: 'text',
          value:
            'snake_case names, a < b and b > a, 5 * 3 = 15, [optional] words, see\nhttps://example.com/x or write to ada@example.com.',
        },
      ],
    });
  });

  it('accepts run blocks followed by their output, and fragments', () => {
    const guide = parseGuide(
      FILE,
      withBody(
        '## C {#c}',
        '',
        '```python run',
        'print(1)',
        '```',
        '',
        '```text output',
        '1',
        '```',
        '',
        '```java fragment',
        'int x = 1;',
        '```',
      ),
    );
    expect(guide.chapters[0]?.nodes.map((n) => (n.type === 'code' ? n.meta : n.type))).toEqual([
      'run',
      'output',
      'fragment',
    ]);
  });

  it('parses the realistic fixture', () => {
    const file = join(FIXTURES, 'sql-fundamentals.md');
    const guide = parseGuide(file, readFileSync(file, 'utf8'));
    expect(guide.slug).toBe('sql-fundamentals');
    expect(guide.practice).toBe('/practicemysql');
    expect(guide.chapters.map((c) => c.title)).toEqual([
      'Tables, rows and keys',
      'Querying with SELECT',
      'Joining tables',
      'Grouping and window functions',
      'Indexes and query plans',
      'Transactions and isolation',
      'Putting it together',
    ]);
    const kinds = new Set(guide.chapters.flatMap((c) => c.nodes.map((n) => n.type)));
    expect([...kinds].sort()).toEqual(['code', 'heading', 'list', 'paragraph', 'table']);
  });
});

describe('malformed fixture files', () => {
  const dir = join(FIXTURES, 'malformed');
  const cases: [file: string, line: number, pattern: RegExp][] = [
    ['unclosed-fence.md', 13, /code fence is not closed/],
    ['no-id.md', 9, /## heading without an id/],
    ['unknown-field.md', 4, /unknown front-matter field "tags"/],
  ];
  it.each(cases)('%s', (name, line, pattern) => {
    const file = join(dir, name);
    expectError(readFileSync(file, 'utf8'), line, pattern, file);
  });
});

describe('parseGuidesIn', () => {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'guides-'));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });
  const minimal = (slug: string): string =>
    [
      '---',
      `slug: ${slug}`,
      `title: ${slug}`,
      'summary: S.',
      'practice: /p',
      'targets: T',
      '---',
      '',
      '## C {#c}',
      '',
      'Text.',
      '',
    ].join('\n');

  it('parses every .md file sorted by name and skips README and other files', () => {
    writeFileSync(join(dir, 'beta.md'), minimal('beta'));
    writeFileSync(join(dir, 'alpha.md'), minimal('alpha'));
    writeFileSync(join(dir, 'README.md'), '# Not a study document\n');
    writeFileSync(join(dir, 'notes.txt'), 'ignored');
    expect(parseGuidesIn(dir).map((d) => d.slug)).toEqual(['alpha', 'beta']);
  });

  it('reports errors with the path inside the folder', () => {
    writeFileSync(join(dir, 'alpha.md'), minimal('alpha').replace('Text.', 'See [x](y).'));
    expect(() => parseGuidesIn(dir)).toThrow(
      `${join(dir, 'alpha.md')}:11: links are not supported`,
    );
  });

  it('loads the fixture folder (its README is skipped)', () => {
    expect(parseGuidesIn(FIXTURES).map((d) => d.slug)).toEqual(['sql-fundamentals']);
  });
});
