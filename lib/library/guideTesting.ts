/**
 * What the guide parser's tests share (guideParse, frontMatter, guideHeadings, guideInline and
 * guideBlocks tests): a valid front matter, a document around a body, and the one assertion
 * that a parse fails with `<file>:<line>: <what is wrong>`.
 */
import { join } from 'node:path';
import { GuideError, parseGuide } from './guide';

export const FILE = 'content/library/demo.md';
export const FIXTURES = join(__dirname, '..', '..', 'tests', 'fixtures', 'library');

/** Seven lines of valid front matter; the body starts on line 8. */
export const FRONT = [
  '---',
  'slug: demo',
  'title: Demo Guide',
  'summary: A short demo.',
  'practice: /practicedemo',
  'targets: Demo 1',
  '---',
];
export const BODY_START = FRONT.length + 1;
/** A document whose body is `lines`; body line k is file line BODY_START + k - 1. */
export const withBody = (...lines: string[]): string => [...FRONT, ...lines].join('\n') + '\n';
export const bodyLine = (k: number): number => BODY_START + k - 1;

/** Asserts that parsing fails with `<file>:<line>: ` and a message matching `pattern`. */
export function expectError(text: string, line: number, pattern: RegExp, file = FILE): GuideError {
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
export function shape(node: unknown): unknown {
  return JSON.parse(JSON.stringify(node, (key, value) => (key === 'position' ? undefined : value)));
}
