/** @jest-environment node */
/** frontMatter.ts, through parseGuide: every field checked, every mistake named on its line. */
import { expectError, FILE, withBody } from './guideTesting';

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
