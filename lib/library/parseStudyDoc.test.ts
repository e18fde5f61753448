/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadStudyDocs, parseStudyDoc, StudyDocError, type StudyDoc } from './parseStudyDoc';

const FILE = 'content/library/demo.md';
const FIXTURES = join(__dirname, '..', '..', 'tests', 'fixtures', 'library');

/** Six lines of valid front matter; the body starts on line 7. */
const FRONT = [
  '---',
  'slug: demo',
  'title: Demo Guide',
  'summary: A short demo.',
  'practice: /practicedemo',
  '---',
];
const BODY_START = FRONT.length + 1;
/** A document whose body is `lines`; body line k is file line BODY_START + k - 1. */
const withBody = (...lines: string[]): string => [...FRONT, ...lines].join('\n') + '\n';
const bodyLine = (k: number): number => BODY_START + k - 1;

/** Asserts that parsing fails with `<file>:<line>: ` and a message matching `pattern`. */
function expectError(text: string, line: number, pattern: RegExp, file = FILE): StudyDocError {
  let caught: unknown;
  try {
    parseStudyDoc(file, text);
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(StudyDocError);
  const error = caught as StudyDocError;
  expect(error.message.slice(0, `${file}:${line}: `.length)).toBe(`${file}:${line}: `);
  expect(error.message).toMatch(pattern);
  expect(error.file).toBe(file);
  expect(error.line).toBe(line);
  return error;
}

describe('parseStudyDoc: a valid document', () => {
  const source = [
    '---',
    'slug: demo',
    'title: Demo Guide',
    'summary: >-',
    '  Two lines that YAML',
    '  folds into one.',
    'practice: /practicedemo',
    '---',
    '',
    '## Getting started',
    '',
    'Plain text with **bold**, `code`, **bold `code`** and',
    'a second line. A lone * star, an escaped \\* star and ``a `tick` inside``.',
    '',
    '### A section',
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
    '## Second chapter ##',
    '',
    'Last paragraph.',
    '',
  ].join('\n');

  it('produces the typed structure', () => {
    const expected: StudyDoc = {
      slug: 'demo',
      title: 'Demo Guide',
      summary: 'Two lines that YAML folds into one.',
      practice: '/practicedemo',
      chapters: [
        {
          title: 'Getting started',
          line: 10,
          blocks: [
            {
              type: 'paragraph',
              line: 12,
              runs: [
                { text: 'Plain text with ' },
                { text: 'bold', bold: true },
                { text: ', ' },
                { text: 'code', code: true },
                { text: ', ' },
                { text: 'bold ', bold: true },
                { text: 'code', bold: true, code: true },
                { text: ' and a second line. A lone * star, an escaped * star and ' },
                { text: 'a `tick` inside', code: true },
                { text: '.' },
              ],
            },
            { type: 'section', title: 'A section', line: 15 },
            {
              type: 'list',
              ordered: false,
              line: 17,
              items: [
                [{ text: 'first item' }],
                [
                  { text: 'second item with ' },
                  { text: 'x', code: true },
                  { text: ' continued on an indented line' },
                ],
              ],
            },
            {
              type: 'list',
              ordered: true,
              line: 21,
              items: [[{ text: 'one' }], [{ text: 'two' }]],
            },
            {
              type: 'code',
              language: 'python',
              line: 24,
              code: 'def f(x):\n\n    return x  # four spaces kept',
            },
          ],
        },
        {
          title: 'Second chapter',
          line: 30,
          blocks: [{ type: 'paragraph', line: 32, runs: [{ text: 'Last paragraph.' }] }],
        },
      ],
    };
    expect(parseStudyDoc(FILE, source)).toEqual(expected);
  });

  it('accepts CRLF line endings and a byte-order mark with the same result', () => {
    expect(parseStudyDoc(FILE, '\uFEFF' + source.replace(/\n/g, '\r\n'))).toEqual(
      parseStudyDoc(FILE, source),
    );
  });

  it('keeps tabs, indentation and blank lines inside code exactly', () => {
    const doc = parseStudyDoc(
      FILE,
      withBody('## C', '', '```make', 'all:', '\tcc -o app main.c', '', '  # two', '```'),
    );
    expect(doc.chapters[0]?.blocks[0]).toEqual({
      type: 'code',
      language: 'make',
      line: bodyLine(3),
      code: 'all:\n\tcc -o app main.c\n\n  # two',
    });
  });

  it('strips inline markers from headings', () => {
    const doc = parseStudyDoc(
      FILE,
      withBody('## The `WHERE` clause', '', '### **Really** bold', '', 'Text.'),
    );
    expect(doc.chapters[0]?.title).toBe('The WHERE clause');
    expect(doc.chapters[0]?.blocks[0]).toEqual({
      type: 'section',
      title: 'Really bold',
      line: bodyLine(3),
    });
  });

  it('allows intraword underscores and comparison signs in prose', () => {
    const doc = parseStudyDoc(
      FILE,
      withBody('## C', '', 'snake_case names, a < b and b > a, 5 * 3 = 15, [optional] words.'),
    );
    expect(doc.chapters[0]?.blocks[0]).toEqual({
      type: 'paragraph',
      line: bodyLine(3),
      runs: [{ text: 'snake_case names, a < b and b > a, 5 * 3 = 15, [optional] words.' }],
    });
  });

  it('parses the realistic fixture', () => {
    const file = join(FIXTURES, 'sql-fundamentals.md');
    const doc = parseStudyDoc(file, readFileSync(file, 'utf8'));
    expect(doc.slug).toBe('sql-fundamentals');
    expect(doc.practice).toBe('/practicemysql');
    expect(doc.chapters.map((c) => c.title)).toEqual([
      'Tables, rows and keys',
      'Querying with SELECT',
      'Joining tables',
      'Grouping and window functions',
      'Indexes and query plans',
      'Transactions and isolation',
      'Putting it together',
    ]);
    const kinds = new Set(doc.chapters.flatMap((c) => c.blocks.map((b) => b.type)));
    expect([...kinds].sort()).toEqual(['code', 'list', 'paragraph', 'section']);
  });
});

describe('parseStudyDoc: front matter errors', () => {
  it('requires front matter', () => {
    expectError('## Chapter\n\nText.\n', 1, /missing front matter/);
  });
  it('requires the closing ---', () => {
    expectError('---\nslug: demo\ntitle: T\n\n## Chapter\n', 1, /front matter is not closed/);
  });
  it('names a missing field', () => {
    expectError(
      '---\nslug: demo\ntitle: T\npractice: /p\n---\n\n## C\n\nText.\n',
      1,
      /missing front-matter field "summary"/,
    );
  });
  it('names an unknown field on its line', () => {
    const text =
      '---\nslug: demo\ntitle: T\nauthor: Me\nsummary: S\npractice: /p\n---\n\n## C\n\nText.\n';
    expectError(text, 4, /unknown front-matter field "author"/);
  });
  it('rejects an empty value', () => {
    expectError(
      '---\nslug: demo\ntitle: ""\nsummary: S\npractice: /p\n---\n\n## C\n\nx\n',
      3,
      /"title" must be a non-empty string/,
    );
  });
  it('rejects a non-string value', () => {
    expectError(
      '---\nslug: demo\ntitle: [a, b]\nsummary: S\npractice: /p\n---\n\n## C\n\nx\n',
      3,
      /"title" must be a non-empty string/,
    );
  });
  it('rejects invalid YAML with its line', () => {
    const text =
      '---\nslug: demo\ntitle: T\nsummary: Joins: inner and outer\npractice: /p\n---\n\n## C\n\nx\n';
    expectError(text, 4, /invalid front matter: .*put a value that contains ": " in quotes/);
  });
  it('rejects a repeated field', () => {
    expectError(
      '---\nslug: demo\nslug: demo\ntitle: T\nsummary: S\npractice: /p\n---\n\n## C\n\nx\n',
      3,
      /invalid front matter: Map keys must be unique/,
    );
  });
  it('rejects front matter that is not field: value lines', () => {
    expectError('---\n- slug\n---\n\n## C\n\nx\n', 2, /front matter must be "field: value" lines/);
  });
  it('rejects a slug that does not match the file name', () => {
    const text = withBody('## C', '', 'Text.');
    expectError(
      text,
      2,
      /slug "demo" does not match the file name "other\.md"/,
      'content/library/other.md',
    );
  });
  it('rejects a practice value that is not a route', () => {
    expectError(
      '---\nslug: demo\ntitle: T\nsummary: S\npractice: practicedemo\n---\n\n## C\n\nx\n',
      5,
      /must be a site route/,
    );
  });
});

describe('parseStudyDoc: body errors name the file and line', () => {
  const cases: [name: string, body: string[], line: number, pattern: RegExp][] = [
    [
      'text before the first chapter',
      ['Intro text.', '', '## C', '', 'x'],
      1,
      /text before the first chapter/,
    ],
    [
      'a list before the first chapter',
      ['- item', '', '## C', '', 'x'],
      1,
      /text before the first chapter/,
    ],
    ['a section before the first chapter', ['### S', '', 'x'], 1, /text before the first chapter/],
    ['no chapters at all', [''], 1, /no chapters/],
    [
      'an unclosed code fence',
      ['## C', '', '```sql', 'SELECT 1;', '', 'More text.'],
      3,
      /code fence is not closed/,
    ],
    [
      'a code fence without a language',
      ['## C', '', '```', 'SELECT 1;', '```'],
      3,
      /code fence without a language/,
    ],
    ['a ~~~ fence', ['## C', '', '~~~sql', 'SELECT 1;', '~~~'], 3, /use ``` for code fences/],
    [
      'an indented fence',
      ['## C', '', '  ```sql', 'x', '```'],
      3,
      /must start at the beginning of the line/,
    ],
    ['an empty code block', ['## C', '', '```sql', '', '```'], 3, /empty code block/],
    [
      'a table',
      ['## C', '', 'Text.', '', '| a | b |', '|---|---|', '| 1 | 2 |'],
      5,
      /tables are not supported/,
    ],
    ['an image', ['## C', '', 'See ![diagram](d.png) here.'], 3, /images are not supported/],
    ['an image line', ['## C', '', '![diagram](d.png)'], 3, /images are not supported/],
    [
      'an inline link',
      ['## C', '', 'First line.', 'See [the docs](https://example.com).'],
      4,
      /links are not supported/,
    ],
    ['an autolink', ['## C', '', 'See <https://example.com>.'], 3, /links are not supported/],
    [
      'a link reference definition',
      ['## C', '', 'Text.', '', '[docs]: https://example.com'],
      5,
      /link reference definitions/,
    ],
    ['inline HTML', ['## C', '', 'Press <kbd>Enter</kbd>.'], 3, /HTML is not supported/],
    ['an HTML line', ['## C', '', '<div>', 'x', '</div>'], 3, /HTML is not supported/],
    ['an HTML comment', ['## C', '', 'Text <!-- note --> here.'], 3, /HTML is not supported/],
    ['a # heading', ['# Title', '', '## C', '', 'x'], 1, /# headings are not supported/],
    ['a #### heading', ['## C', '', 'x', '', '#### Deep'], 5, /#### headings are not supported/],
    [
      'a heading without a space',
      ['## C', '', 'x', '', '###Section'],
      5,
      /write a space after ###/,
    ],
    ['an empty chapter', ['## First', '', '## Second', '', 'x'], 1, /chapter "First" is empty/],
    [
      'an empty last chapter',
      ['## First', '', 'x', '', '## Last', ''],
      5,
      /chapter "Last" is empty/,
    ],
    ['an empty section', ['## C', '', '### S', '', '### T', '', 'x'], 3, /section "S" is empty/],
    [
      'a duplicate chapter title',
      ['## C', '', 'x', '', '## C', '', 'y'],
      5,
      /duplicate chapter title "C"/,
    ],
    [
      'unbalanced ** (reported where it opens)',
      ['## C', '', 'Some **bold', 'that never', 'closes.'],
      3,
      /unbalanced \*\*/,
    ],
    ['unbalanced ** in a list item', ['## C', '', '- fine', '- **broken'], 4, /unbalanced \*\*/],
    ['unbalanced `', ['## C', '', 'Text.', '', 'A `code span'], 5, /unbalanced `/],
    ['unbalanced ` in a heading', ['## The `WHERE clause', '', 'x'], 1, /unbalanced `/],
    ['empty bold', ['## C', '', 'a **** b'], 3, /\*\*\*\* is not supported/],
    [
      'single * emphasis',
      ['## C', '', 'An *italic* word.'],
      3,
      /single \* \(italics\) is not supported/,
    ],
    ['_ emphasis', ['## C', '', 'An _italic_ word.'], 3, /_emphasis_ is not supported/],
    ['strikethrough', ['## C', '', 'An ~~old~~ word.'], 3, /strikethrough/],
    ['a nested list', ['## C', '', '- outer', '  - inner'], 4, /nested or indented list items/],
    ['a * bullet', ['## C', '', '* item'], 3, /use - for bullet lists/],
    ['a 1) number', ['## C', '', '1) item'], 3, /use "1\." for numbered lists/],
    ['an empty list item', ['## C', '', '- one', '-'], 4, /empty list item/],
    ['a block quote', ['## C', '', '> quoted'], 3, /block quotes/],
    ['a horizontal rule', ['## C', '', 'x', '', '***'], 5, /horizontal rules/],
    [
      'an indented code block',
      ['## C', '', 'x', '', '    indented code'],
      5,
      /indented code blocks are not supported/,
    ],
  ];

  it.each(cases)('%s', (_name, body, line, pattern) => {
    expectError(withBody(...body), bodyLine(line), pattern);
  });
});

describe('malformed fixture files', () => {
  const dir = join(FIXTURES, 'malformed');
  const cases: [file: string, line: number, pattern: RegExp][] = [
    ['unclosed-fence.md', 12, /code fence is not closed/],
    ['table.md', 11, /tables are not supported/],
    ['unknown-field.md', 4, /unknown front-matter field "tags"/],
  ];
  it.each(cases)('%s', (name, line, pattern) => {
    const file = join(dir, name);
    expectError(readFileSync(file, 'utf8'), line, pattern, file);
  });
});

describe('loadStudyDocs', () => {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'study-docs-'));
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
      '---',
      '',
      '## C',
      '',
      'Text.',
      '',
    ].join('\n');

  it('parses every .md file sorted by name and skips README and other files', () => {
    writeFileSync(join(dir, 'beta.md'), minimal('beta'));
    writeFileSync(join(dir, 'alpha.md'), minimal('alpha'));
    writeFileSync(join(dir, 'README.md'), '# Not a study document\n');
    writeFileSync(join(dir, 'notes.txt'), 'ignored');
    expect(loadStudyDocs(dir).map((d) => d.slug)).toEqual(['alpha', 'beta']);
  });

  it('reports errors with the path inside the folder', () => {
    writeFileSync(join(dir, 'alpha.md'), minimal('alpha').replace('Text.', 'See [x](y).'));
    expect(() => loadStudyDocs(dir)).toThrow(
      `${join(dir, 'alpha.md')}:10: links are not supported`,
    );
  });

  it('loads the fixture folder (its README is skipped)', () => {
    expect(loadStudyDocs(FIXTURES).map((d) => d.slug)).toEqual(['sql-fundamentals']);
  });
});
