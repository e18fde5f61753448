/** @jest-environment node */
/** guideInline.ts: text, code and bold only; links, images, HTML and other markers refused. */
import { bodyLine, expectError, withBody } from './guideTesting';

describe('parseGuide: inline errors name the file and line', () => {
  const cases: [name: string, body: string[], line: number, pattern: RegExp][] = [
    ['an image', ['## C {#c}', '', 'See ![diagram](d.png) here.'], 3, /images are not supported/],
    ['an image line', ['## C {#c}', '', '![diagram](d.png)'], 3, /images are not supported/],
    [
      'an inline link',
      ['## C {#c}', '', 'First line.', 'See [the docs](https://example.com).'],
      4,
      /links are not supported/,
    ],
    ['an autolink', ['## C {#c}', '', 'See <https://example.com>.'], 3, /links are not supported/],
    ['inline HTML', ['## C {#c}', '', 'Press <kbd>Enter</kbd>.'], 3, /HTML is not supported/],
    ['an HTML comment', ['## C {#c}', '', 'Text <!-- note --> here.'], 3, /HTML is not supported/],
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
