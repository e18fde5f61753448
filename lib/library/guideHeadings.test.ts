/** @jest-environment node */
/** guideHeadings.ts and the chapter structure in guideParse.ts: ids, duplicates, empty parts. */
import { bodyLine, expectError, withBody } from './guideTesting';

describe('parseGuide: heading and chapter errors name the file and line', () => {
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
  ];

  it.each(cases)('%s', (_name, body, line, pattern) => {
    expectError(withBody(...body), bodyLine(line), pattern);
  });
});
