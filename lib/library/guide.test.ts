/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Nodes } from 'mdast';
import {
  GuideError,
  loadGuides,
  parseGuide,
  parseGuidesIn,
  plainText,
  registryMismatches,
} from './guide';

const FILE = 'content/library/demo.md';
const FIXTURES = join(__dirname, '..', '..', 'tests', 'fixtures', 'library');

/** Seven lines of valid front matter; the body starts on line 8. */
const FRONT = [
  '---',
  'slug: demo',
  'title: Demo Guide',
  'summary: A short demo.',
  'practice: /practicedemo',
  'targets: Demo 1',
  '---',
];
const BODY_START = FRONT.length + 1;
/** A document whose body is `lines`; body line k is file line BODY_START + k - 1. */
const withBody = (...lines: string[]): string => [...FRONT, ...lines].join('\n') + '\n';
const bodyLine = (k: number): number => BODY_START + k - 1;

/** Asserts that parsing fails with `<file>:<line>: ` and a message matching `pattern`. */
function expectError(text: string, line: number, pattern: RegExp, file = FILE): GuideError {
  let caught: unknown;
  try {
    parseGuide(file, text);
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(GuideError);
  const error = caught as GuideError;
  expect(error.message.slice(0, `${file}:${line}: `.length)).toBe(`${file}:${line}: `);
  expect(error.message).toMatch(pattern);
  expect(error.file).toBe(file);
  expect(error.line).toBe(line);
  return error;
}

/** The tree without positions, for comparing shapes. */
function shape(node: unknown): unknown {
  return JSON.parse(JSON.stringify(node, (key, value) => (key === 'position' ? undefined : value)));
}

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

describe('parseGuide: front matter errors', () => {
  const front = (...lines: string[]) =>
    ['---', ...lines, '---', '', '## C {#c}', '', 'x', ''].join('\n');
  const valid = ['slug: demo', 'title: T', 'summary: S', 'practice: /p', 'targets: T 1'];
  it('requires front matter', () => {
    expectError('## Chapter {#c}\n\nText.\n', 1, /missing front matter/);
  });
  it('requires the closing ---', () => {
    expectError('---\nslug: demo\ntitle: T\n\n## Chapter {#c}\n', 1, /front matter is not closed/);
  });
  it('names a missing field', () => {
    expectError(
      front('slug: demo', 'title: T', 'practice: /p', 'targets: T'),
      1,
      /missing front-matter field "summary"/,
    );
  });
  it('requires targets', () => {
    expectError(front(...valid.slice(0, 4)), 1, /missing front-matter field "targets"/);
  });
  it('names an unknown field on its line', () => {
    expectError(
      front('slug: demo', 'title: T', 'author: Me', ...valid.slice(2)),
      4,
      /unknown front-matter field "author"/,
    );
  });
  it('rejects an empty value', () => {
    expectError(
      front('slug: demo', 'title: ""', ...valid.slice(2)),
      3,
      /"title" must be a non-empty string/,
    );
  });
  it('rejects a non-string value', () => {
    expectError(
      front('slug: demo', 'title: [a, b]', ...valid.slice(2)),
      3,
      /"title" must be a non-empty string/,
    );
  });
  it('rejects invalid YAML with its line', () => {
    expectError(
      front(
        'slug: demo',
        'title: T',
        'summary: Joins: inner and outer',
        'practice: /p',
        'targets: T',
      ),
      4,
      /invalid front matter: .*put a value that contains ": " in quotes/,
    );
  });
  it('rejects a repeated field', () => {
    expectError(front('slug: demo', ...valid), 3, /invalid front matter: Map keys must be unique/);
  });
  it('reports every front-matter mistake at once, in line order', () => {
    const error = expectError(
      front('slug: Demo', 'title: ""', 'author: Me', 'summary: S', 'practice: p'),
      1,
      /missing front-matter field "targets"/,
    );
    expect(error.message.split('\n')).toEqual([
      `${FILE}:1: missing front-matter field "targets"`,
      `${FILE}:2: slug "Demo" must be lowercase letters, digits and single dashes`,
      `${FILE}:3: front-matter field "title" must be a non-empty string`,
      `${FILE}:4: unknown front-matter field "author" (allowed: slug, title, summary, practice, targets)`,
      `${FILE}:6: practice "p" must be a site route starting with / (e.g. /practicemysql)`,
    ]);
  });
  it('rejects front matter that is not field: value lines', () => {
    expectError(front('- slug'), 2, /front matter must be "field: value" lines/);
  });
  it('rejects a slug that does not match the file name', () => {
    expectError(
      withBody('## C {#c}', '', 'Text.'),
      2,
      /slug "demo" does not match the file name "other\.md"/,
      'content/library/other.md',
    );
  });
  it('rejects a practice value that is not a route', () => {
    expectError(
      front('slug: demo', 'title: T', 'summary: S', 'practice: practicedemo', 'targets: T'),
      5,
      /must be a site route/,
    );
  });
});

describe('parseGuide: body errors name the file and line', () => {
  const cases: [name: string, body: string[], line: number, pattern: RegExp][] = [
    [
      'text before the first chapter',
      ['Intro text.', '', '## C {#c}', '', 'x'],
      1,
      /text before the first chapter/,
    ],
    [
      'a list before the first chapter',
      ['- item', '', '## C {#c}', '', 'x'],
      1,
      /text before the first chapter/,
    ],
    [
      'a section before the first chapter',
      ['### S {#s}', '', 'x'],
      1,
      /text before the first chapter/,
    ],
    ['no chapters at all', [''], 1, /no chapters/],
    [
      'a chapter without an id',
      ['## C', '', 'x'],
      1,
      /## heading without an id: end it with \{#some-id\}/,
    ],
    [
      'a section without an id',
      ['## C {#c}', '', 'x', '', '### S', '', 'y'],
      5,
      /### heading without an id/,
    ],
    [
      'an id that is not lowercase words',
      ['## C {#Big_Id}', '', 'x'],
      1,
      /heading id "Big_Id" must be lowercase/,
    ],
    ['an empty id', ['## C {#}', '', 'x'], 1, /heading id "" must be/],
    [
      'a duplicate chapter id',
      ['## C {#c}', '', 'x', '', '## D {#c}', '', 'y'],
      5,
      /duplicate chapter id "c"/,
    ],
    [
      'a duplicate section id',
      ['## C {#c}', '', '### S {#s}', '', 'x', '', '### T {#s}', '', 'y'],
      7,
      /duplicate section id "s" in chapter "C"/,
    ],
    [
      'an unclosed code fence',
      ['## C {#c}', '', '```sql', 'SELECT 1;', '', 'More text.'],
      3,
      /code fence is not closed/,
    ],
    [
      'a code fence without a language',
      ['## C {#c}', '', '```', 'SELECT 1;', '```'],
      3,
      /code fence without a language/,
    ],
    [
      'an unknown fence word',
      ['## C {#c}', '', '```sql maybe', 'SELECT 1;', '```'],
      3,
      /unknown fence word "maybe"/,
    ],
    [
      'a run block without its output',
      ['## C {#c}', '', '```python run', 'print(1)', '```'],
      3,
      /must be followed by its ```text output/,
    ],
    [
      'an output without its run block',
      ['## C {#c}', '', '```text output', '1', '```'],
      3,
      /must follow a ```<language> run block/,
    ],
    [
      'an output that is not text',
      ['## C {#c}', '', '```python run', 'print(1)', '```', '```json output', '1', '```'],
      6,
      /an output block is ```text output/,
    ],
    ['a ~~~ fence', ['## C {#c}', '', '~~~sql', 'SELECT 1;', '~~~'], 3, /use ``` for code fences/],
    [
      'an indented fence',
      ['## C {#c}', '', '  ```sql', 'x', '```'],
      3,
      /must start at the beginning of the line/,
    ],
    ['an empty code block', ['## C {#c}', '', '```sql', '', '```'], 3, /empty code block/],
    ['an image', ['## C {#c}', '', 'See ![diagram](d.png) here.'], 3, /images are not supported/],
    ['an image line', ['## C {#c}', '', '![diagram](d.png)'], 3, /images are not supported/],
    [
      'an inline link',
      ['## C {#c}', '', 'First line.', 'See [the docs](https://example.com).'],
      4,
      /links are not supported/,
    ],
    ['an autolink', ['## C {#c}', '', 'See <https://example.com>.'], 3, /links are not supported/],
    [
      'a link reference definition',
      ['## C {#c}', '', 'Text.', '', '[docs]: https://example.com'],
      5,
      /link reference definitions/,
    ],
    ['inline HTML', ['## C {#c}', '', 'Press <kbd>Enter</kbd>.'], 3, /HTML is not supported/],
    ['an HTML block', ['## C {#c}', '', '<div>', 'x', '</div>'], 3, /HTML is not supported/],
    ['an HTML comment', ['## C {#c}', '', 'Text <!-- note --> here.'], 3, /HTML is not supported/],
    ['a # heading', ['# Title', '', '## C {#c}', '', 'x'], 1, /# headings are not supported/],
    [
      'a #### heading',
      ['## C {#c}', '', 'x', '', '#### Deep'],
      5,
      /#### headings are not supported/,
    ],
    [
      'a heading without a space',
      ['## C {#c}', '', 'x', '', '###Section'],
      5,
      /write a space after ###/,
    ],
    ['a setext heading', ['## C {#c}', '', 'Title', '-----'], 3, /setext/],
    [
      'an empty chapter',
      ['## First {#first}', '', '## Second {#second}', '', 'x'],
      1,
      /chapter "First" is empty/,
    ],
    [
      'an empty last chapter',
      ['## First {#first}', '', 'x', '', '## Last {#last}', ''],
      5,
      /chapter "Last" is empty/,
    ],
    [
      'an empty section',
      ['## C {#c}', '', '### S {#s}', '', '### T {#t}', '', 'x'],
      3,
      /section "S" is empty/,
    ],
    [
      'a duplicate chapter title',
      ['## C {#c}', '', 'x', '', '## C {#d}', '', 'y'],
      5,
      /duplicate chapter title "C"/,
    ],
    [
      'unbalanced ** (reported where it opens)',
      ['## C {#c}', '', 'Some **bold', 'that never', 'closes.'],
      3,
      /unbalanced \*\*/,
    ],
    [
      'unbalanced ** in a list item',
      ['## C {#c}', '', '- fine', '- **broken'],
      4,
      /unbalanced \*\*/,
    ],
    ['unbalanced `', ['## C {#c}', '', 'Text.', '', 'A `code span'], 5, /unbalanced `/],
    ['unbalanced ` in a heading', ['## The `WHERE clause {#where}', '', 'x'], 1, /unbalanced `/],
    ['empty bold', ['## C {#c}', '', 'a **** b'], 3, /unbalanced \*\*/],
    [
      'single * emphasis',
      ['## C {#c}', '', 'An *italic* word.'],
      3,
      /single \* \(italics\) is not supported/,
    ],
    ['_ emphasis', ['## C {#c}', '', 'An _italic_ word.'], 3, /_emphasis_ is not supported/],
    ['strikethrough', ['## C {#c}', '', 'An ~~old~~ word.'], 3, /strikethrough/],
    ['a hard line break', ['## C {#c}', '', 'One\\', 'two.'], 3, /hard line breaks/],
    [
      'a nested list',
      ['## C {#c}', '', '- outer', '  - inner'],
      4,
      /nested lists are not supported/,
    ],
    [
      'a code block in a list item',
      ['## C {#c}', '', '- outer', '', '  ```sql', '  x', '  ```'],
      5,
      /a list item holds text only, not code/,
    ],
    ['an indented list', ['## C {#c}', '', ' - item'], 3, /indented list items/],
    ['a * bullet', ['## C {#c}', '', '* item'], 3, /use - for bullet lists/],
    ['a 1) number', ['## C {#c}', '', '1) item'], 3, /use "1\." for numbered lists/],
    ['an empty list item', ['## C {#c}', '', '- one', '-'], 4, /empty list item/],
    ['a task list', ['## C {#c}', '', '- [ ] todo'], 3, /task lists/],
    ['a block quote', ['## C {#c}', '', '> quoted'], 3, /block quotes/],
    ['a horizontal rule', ['## C {#c}', '', 'x', '', '***'], 5, /horizontal rules/],
    [
      'an indented code block',
      ['## C {#c}', '', 'x', '', '    indented code'],
      5,
      /indented code blocks are not supported/,
    ],
    [
      'a link in a table cell',
      ['## C {#c}', '', '| a |', '|---|', '| [x](y) |'],
      5,
      /links are not supported/,
    ],
  ];

  it.each(cases)('%s', (_name, body, line, pattern) => {
    expectError(withBody(...body), bodyLine(line), pattern);
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

describe('the library', () => {
  it('keeps every published chapter URL (tests/fixtures/guide-chapter-urls.txt)', () => {
    const fixture = join(__dirname, '..', '..', 'tests', 'fixtures', 'guide-chapter-urls.txt');
    const published = readFileSync(fixture, 'utf8').split('\n').filter(Boolean);
    const current = loadGuides().flatMap((g) => g.chapters.map((c) => `/book/${g.slug}/${c.id}/`));
    const gone = published.filter((url) => !current.includes(url));
    const added = current.filter((url) => !published.includes(url));
    if (gone.length)
      throw new Error(
        `Chapter URLs are a public contract: ${gone.join(', ')} no longer exist. Keep the chapter's {#id} when you edit its title (search engines and readers link to it); remove a chapter only on purpose, then take it out of ${fixture}.`,
      );
    if (added.length)
      throw new Error(
        `New chapter URLs ${added.join(', ')}: add them to ${fixture} (the list of published URLs).`,
      );
    expect(current).toEqual(published);
  });

  it('loads every registered guide once, in registry order, matching its syllabus', () => {
    const guides = loadGuides();
    expect(loadGuides()).toBe(guides);
    expect(guides.map((g) => g.file)).toEqual(guides.map((g) => `content/library/${g.slug}.md`));
    expect(guides.length).toBe(15);
    for (const guide of guides) expect(guide.targets).not.toBe('');
  });

  it('names the file and line of a chapter that differs from the registry', () => {
    const guide = loadGuides()[0]!;
    const renamed = {
      ...guide,
      chapters: guide.chapters.map((c, i) => (i === 1 ? { ...c, title: 'Something else' } : c)),
    };
    const problems = registryMismatches([renamed, ...loadGuides().slice(1)]);
    expect(problems.map((p) => p.message)).toEqual([
      `${guide.file}:${guide.chapters[1]!.line}: chapter 2 is "Something else", the registry's syllabus (content/library.ts) says "${guide.chapters[1]!.title}"`,
    ]);
  });

  it('reports a guide missing from the registry and one missing on disk', () => {
    const [first, ...rest] = loadGuides();
    const stray = { ...first!, slug: 'stray', file: 'content/library/stray.md' };
    expect(registryMismatches([...rest, stray]).map((p) => p.message)).toEqual([
      `content/library/${first!.slug}.md:1: missing: the registry lists "${first!.title}"`,
      'content/library/stray.md:1: not in the registry (content/library.ts)',
    ]);
  });
});
