/** @jest-environment node */
/** guideBlocks.ts: code fences and their check words, lists and the blocks that are refused. */
import { bodyLine, expectError, withBody } from './guideTesting';

describe('parseGuide: block errors name the file and line', () => {
  const cases: [name: string, body: string[], line: number, pattern: RegExp][] = [
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
    [
      'a link reference definition',
      ['## C {#c}', '', 'Text.', '', '[docs]: https://example.com'],
      5,
      /link reference definitions/,
    ],
    ['an HTML block', ['## C {#c}', '', '<div>', 'x', '</div>'], 3, /HTML is not supported/],
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
  ];

  it.each(cases)('%s', (_name, body, line, pattern) => {
    expectError(withBody(...body), bodyLine(line), pattern);
  });
});
