/**
 * A guide's blocks (content/README.md, "Study guides"): paragraphs, one-level lists, tables and
 * fenced code with a language and at most one check word; anything else fails naming its line.
 */
import type { Code, RootContent } from 'mdast';
import { checkPhrasing } from './guideInline';
import { fenceCheck, fenceChecks } from './guideModel';
import { lineOf, sourceOf, type Fail } from './guideSource';

const LANGUAGE_RE = /^[a-z0-9][a-z0-9_+#.-]*$/;

/** The fence characters, their indentation and the closing line, which mdast does not keep. */
function checkCode(node: Code, lines: string[], fail: Fail): void {
  const line = lineOf(node);
  const first = lines[line - 1] ?? '';
  if (/^\s+(`{3,}|~{3,})/.test(first))
    fail(line, 'code fences must start at the beginning of the line (no indentation)');
  if (/^~{3,}/.test(first)) fail(line, 'use ``` for code fences, not ~~~');
  if (!/^`{3,}/.test(first))
    fail(
      line,
      'indented code blocks are not supported: use a fenced block with a language (```sql)',
    );
  const fence = /^`+/.exec(first)![0];
  const endLine = node.position?.end.line ?? line;
  const last = lines[endLine - 1] ?? '';
  if (endLine === line || !new RegExp(`^\`{${fence.length},}\\s*$`).test(last))
    fail(line, `code fence is not closed: add a ${fence} line`);
  if (!node.lang) fail(line, 'code fence without a language: write e.g. ```sql');
  if (!LANGUAGE_RE.test(node.lang))
    fail(
      line,
      `invalid code fence language "${node.lang}": write one lowercase word, e.g. \`\`\`sql`,
    );
  const meta = node.meta?.trim() ?? '';
  if (meta !== '' && !(fenceChecks as readonly string[]).includes(meta))
    fail(
      line,
      `unknown fence word "${meta}" after \`\`\`${node.lang}: write one of ${fenceChecks.join(', ')} (or nothing)`,
    );
  if (meta === 'parse') fail(line, `"parse" is the default: write \`\`\`${node.lang} without it`);
  if (meta === 'output' && node.lang !== 'text') fail(line, 'an output block is ```text output');
  if (node.value.trim() === '') fail(line, 'empty code block');
  // Blank lines around the code are not part of it; indentation inside is.
  node.value = node.value.replace(/^(?:[ \t]*\n)+/, '').replace(/(?:\n[ \t]*)+$/, '');
}

/** A ```lang run block must be followed by its ```text output, and an output must follow one. */
export function checkRunPairs(nodes: RootContent[], fail: Fail): void {
  nodes.forEach((node, i) => {
    if (node.type !== 'code') return;
    const next = nodes[i + 1];
    const previous = nodes[i - 1];
    if (fenceCheck(node) === 'run' && !(next?.type === 'code' && fenceCheck(next) === 'output'))
      fail(lineOf(node), 'a ```run block must be followed by its ```text output block');
    if (
      fenceCheck(node) === 'output' &&
      !(previous?.type === 'code' && fenceCheck(previous) === 'run')
    )
      fail(lineOf(node), 'a ```text output block must follow a ```<language> run block');
  });
}

export function checkBlock(node: RootContent, source: string, lines: string[], fail: Fail): void {
  const line = lineOf(node);
  switch (node.type) {
    case 'paragraph': {
      const raw = lines[line - 1] ?? '';
      const m = /^(#{1,6})\S/.exec(raw.trimStart());
      if (m)
        fail(
          line,
          m[1]!.length === 2 || m[1]!.length === 3
            ? `write a space after ${m[1]}`
            : 'a line starting with # is not supported; only ## chapters and ### sections',
        );
      checkPhrasing(node.children, source, fail);
      return;
    }
    case 'list': {
      if ((node.position?.start.column ?? 1) > 1)
        fail(
          line,
          'indented list items are not supported: start them at the beginning of the line',
        );
      for (const item of node.children) {
        const itemLine = lineOf(item);
        const marker = /^(\d{1,9}[.)]|[-*+])/.exec(sourceOf(item, source))?.[1] ?? '-';
        if (!node.ordered && marker !== '-')
          fail(itemLine, `use - for bullet lists, not ${marker}`);
        if (node.ordered && marker.endsWith(')'))
          fail(itemLine, `use "${marker.slice(0, -1)}." for numbered lists, not "${marker}"`);
        if (typeof item.checked === 'boolean') fail(itemLine, 'task lists ([ ]) are not supported');
        if (item.children.length === 0) fail(itemLine, 'empty list item');
        for (const child of item.children) {
          if (child.type === 'list')
            fail(lineOf(child), 'nested lists are not supported: use one level of - or 1.');
          if (child.type !== 'paragraph')
            fail(lineOf(child), `a list item holds text only, not ${child.type}`);
          checkPhrasing(child.children, source, fail);
        }
      }
      return;
    }
    case 'code':
      checkCode(node, lines, fail);
      return;
    case 'table':
      for (const row of node.children)
        for (const cell of row.children) checkPhrasing(cell.children, source, fail);
      return;
    case 'heading':
      if (node.depth === 1)
        fail(
          line,
          '# headings are not supported: the title comes from the front matter; use ## for chapters',
        );
      fail(
        line,
        `${'#'.repeat(node.depth)} headings are not supported: use ## for chapters and ### for sections`,
      );
    case 'blockquote':
      fail(line, 'block quotes (>) are not supported');
    case 'thematicBreak':
      fail(line, 'horizontal rules are not supported');
    case 'html':
      fail(line, 'HTML is not supported');
    case 'definition':
      fail(line, 'link reference definitions are not supported');
    default:
      fail(line, `${node.type} is not supported`);
  }
}
