/**
 * Parsing a study guide: `content/library/<slug>.md` -> a typed `Guide` (guideModel.ts) holding
 * each chapter's mdast.
 *
 * One parse (unified + remark-parse + remark-gfm + remark-frontmatter) feeds both the PDF writer
 * and the web edition. The accepted Markdown is deliberately small (content/README.md, "Study
 * guides"); every check runs over the tree and fails with `<file>:<line>: <what is wrong>`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { readFrontMatter } from './frontMatter';
import { checkBlock, checkRunPairs } from './guideBlocks';
import { headingId } from './guideHeadings';
import { GuideError, plainText, type Guide, type GuideChapter } from './guideModel';
import { lineOf, type Fail } from './guideSource';

const processor = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkGfm);

/**
 * Parses one guide. `file` is used in error messages and must end in `<slug>.md`.
 * Throws `GuideError` (message `<file>:<line>: ...`) for anything malformed.
 */
export function parseGuide(file: string, text: string): Guide {
  const fail: Fail = (line, reason) => {
    throw new GuideError(file, line, reason);
  };
  const source = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const lines = source.split('\n');
  const tree = processor.parse(source) as Root;

  const [head, ...body] = tree.children;
  if (head?.type !== 'yaml') {
    if (lines[0]?.trim() === '---') fail(1, 'front matter is not closed: add a --- line after it');
    fail(1, 'missing front matter: the file must start with a --- line');
  }
  const front = readFrontMatter(file, head);
  if ('problems' in front) {
    // Every front-matter mistake at once: the first names the line, the others follow.
    const [first, ...rest] = front.problems;
    throw new GuideError(
      file,
      first!.line,
      [first!.reason, ...rest.map((p) => `${file}:${p.line}: ${p.reason}`)].join('\n'),
    );
  }
  const fields = front.fields;

  const chapters: GuideChapter[] = [];
  for (const node of body) {
    const line = lineOf(node);
    const chapter = chapters[chapters.length - 1];
    if (node.type === 'heading' && node.depth === 2) {
      const id = headingId(node, source, fail);
      const title = plainText(node);
      if (chapters.some((c) => c.id === id)) fail(line, `duplicate chapter id "${id}"`);
      if (chapters.some((c) => c.title === title)) fail(line, `duplicate chapter title "${title}"`);
      chapters.push({ id, title, line, sections: [], nodes: [] });
      continue;
    }
    if (node.type === 'heading' && node.depth !== 3) checkBlock(node, source, lines, fail);
    if (!chapter) fail(line, 'text before the first chapter: start the body with a ## heading');
    if (node.type === 'heading' && node.depth === 3) {
      const id = headingId(node, source, fail);
      if (chapter.sections.some((s) => s.id === id))
        fail(line, `duplicate section id "${id}" in chapter "${chapter.title}"`);
      chapter.sections.push({ id, title: plainText(node), line });
    } else {
      checkBlock(node, source, lines, fail);
    }
    chapter.nodes.push(node);
  }
  if (chapters.length === 0) {
    const end = lineOf(head) + head.value.split('\n').length + 2;
    fail(Math.min(end, lines.length), 'the document has no chapters: add a ## heading');
  }

  for (const chapter of chapters) {
    if (chapter.nodes.length === 0) fail(chapter.line, `chapter "${chapter.title}" is empty`);
    chapter.nodes.forEach((node, i) => {
      const next = chapter.nodes[i + 1];
      if (node.type === 'heading' && (!next || next.type === 'heading'))
        fail(lineOf(node), `section "${plainText(node)}" is empty`);
    });
    checkRunPairs(chapter.nodes, fail);
  }

  return { ...fields, file, chapters };
}

/**
 * Parses every `.md` file in `dir` (sorted by file name), skipping README files; no registry
 * check (fixtures, tests). Paths in error messages are `dir/<file>` as given.
 */
export function parseGuidesIn(dir: string): Guide[] {
  return readdirSync(dir)
    .filter((name) => name.toLowerCase().endsWith('.md') && !/^readme\.md$/i.test(name))
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .map((name) => {
      const file = path.join(dir, name);
      return parseGuide(file, readFileSync(file, 'utf8'));
    });
}
