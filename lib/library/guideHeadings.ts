/**
 * A guide's `##` chapter and `###` section headings: each ends in its frozen id
 * (`## Joins {#joins}`), which becomes its URL or anchor and never changes with the title.
 */
import type { Heading } from 'mdast';
import { ID_RE } from './frontMatter';
import { checkPhrasing } from './guideInline';
import { plainText } from './guideModel';
import { lineOf, sourceOf, type Fail } from './guideSource';

/** ` {#some-id}` at the end of a heading's text. */
const ID_SUFFIX_RE = /\s*\{#([^}\s]*)\}\s*$/;

/** Checks a heading, takes its `{#id}` off its text, stores the id on it and returns it. */
export function headingId(node: Heading, source: string, fail: Fail): string {
  const line = lineOf(node);
  const raw = sourceOf(node, source);
  if (!raw.startsWith('#'))
    fail(line, 'underlined (setext) headings are not supported: use ## or ###');
  const last = node.children[node.children.length - 1];
  const match = last?.type === 'text' ? ID_SUFFIX_RE.exec(last.value) : null;
  const level = '#'.repeat(node.depth);
  if (!match || last?.type !== 'text')
    fail(
      line,
      `${level} heading without an id: end it with {#some-id} (lowercase words joined by -); the id is its URL and never changes`,
    );
  const id = match[1] ?? '';
  if (!ID_RE.test(id))
    fail(line, `heading id "${id}" must be lowercase letters, digits and single dashes`);
  last.value = last.value.slice(0, match.index);
  if (last.value === '') node.children.pop();
  checkPhrasing(node.children, source, fail);
  if (plainText(node) === '') fail(line, 'empty heading');
  node.data = { ...node.data, id, hProperties: { id } };
  return id;
}
