/**
 * Study guides: `content/library/<slug>.md` -> a typed `Guide` holding each chapter's mdast.
 *
 * One parse (unified + remark-parse + remark-gfm + remark-frontmatter) feeds both the PDF writer
 * and the web edition. The accepted Markdown is deliberately small (content/README.md, "Study
 * guides"); every check runs over the tree and fails with `<file>:<line>: <what is wrong>`.
 * Headings carry frozen ids (`## Joins {#joins}`): the chapter id is a public URL
 * (/book/<slug>/<chapter id>/), so editing a title never moves a page.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Code, Heading, Nodes, PhrasingContent, Root, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { studyDocs } from '@/content/library';
import { ID_RE, readFrontMatter, type FrontMatter } from './frontMatter';

declare module 'mdast' {
  /** Set on every `##` and `###` heading: its frozen id, also as the HTML id for mdast-util-to-hast. */
  interface HeadingData {
    id?: string;
    hProperties?: { id: string };
  }
}

export interface GuideSection {
  id: string;
  title: string;
  line: number;
}

export interface GuideChapter {
  /** The frozen URL slug: /book/<guide slug>/<chapter id>/. */
  id: string;
  /** Plain text. */
  title: string;
  /** 1-based line of its `##` heading. */
  line: number;
  /** Its `###` headings, in order (anchor = `#<section id>`). */
  sections: GuideSection[];
  /**
   * The chapter body after its `##` heading. Headings keep `data.id` and `data.hProperties.id`,
   * and their text without the `{#id}` suffix. Code blocks have a language and at most one check
   * word in `meta` (see `fenceCheck`).
   */
  nodes: RootContent[];
}

/** A guide: its front matter's fields (lib/library/frontMatter.ts), its file and chapters. */
export type Guide = FrontMatter & {
  /** e.g. content/library/java.md */
  file: string;
  chapters: GuideChapter[];
};

/** Thrown for any malformed guide; `message` is `<file>:<line>: <what is wrong>`. */
export class GuideError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    readonly reason: string,
  ) {
    super(`${file}:${line}: ${reason}`);
    this.name = 'GuideError';
  }
}

const LANGUAGE_RE = /^[a-z0-9][a-z0-9_+#.-]*$/;
/** ` {#some-id}` at the end of a heading's text. */
const ID_SUFFIX_RE = /\s*\{#([^}\s]*)\}\s*$/;

/**
 * What the fence's meta word asks the code checker to do (content/README.md, "Code in guides"):
 * `parse` (the default: the block as written, by the language's parser), `fragment` (Java
 * members or statements, parsed inside a class), `compile`, `run` (a complete program; the next
 * block is its ```text output), `output` (that stated output), `structure` (balanced brackets,
 * quotes and BEGIN/END only, for PL/SQL and Oracle-only syntax).
 */
export const fenceChecks = ['parse', 'fragment', 'compile', 'run', 'output', 'structure'] as const;
export type FenceCheck = (typeof fenceChecks)[number];

export function fenceCheck(code: Code): FenceCheck {
  return (code.meta?.trim() || 'parse') as FenceCheck;
}

type Fail = (line: number, reason: string) => never;

const lineOf = (node: Nodes): number => node.position?.start.line ?? 1;

/* ------------------------------------------------------------------------------------------ */
/* Inline content                                                                               */
/* ------------------------------------------------------------------------------------------ */

/** The source text of a node (for what the tree does not keep: markers, fence characters). */
function sourceOf(node: Nodes, source: string): string {
  const { start, end } = node.position ?? {};
  return start?.offset !== undefined && end?.offset !== undefined
    ? source.slice(start.offset, end.offset)
    : '';
}

/**
 * Allows text, `code` and **strong**; rejects what the outputs do not render (links, images,
 * HTML, emphasis, strikethrough, hard breaks). GFM turns bare URLs and e-mail addresses into
 * links; those go back to plain text, as written.
 */
function checkPhrasing(children: PhrasingContent[], source: string, fail: Fail): void {
  children.forEach((node, index) => {
    const line = lineOf(node);
    switch (node.type) {
      case 'text':
        if (node.value.includes('`')) fail(line, 'unbalanced `: inline code is not closed');
        if (node.value.includes('**')) fail(line, 'unbalanced **: bold is not closed');
        return;
      case 'inlineCode':
        if (node.value.trim() === '') fail(line, 'empty inline code');
        return;
      case 'strong':
        if (node.children.length === 0) fail(line, 'empty **bold**');
        checkPhrasing(node.children, source, fail);
        return;
      case 'emphasis':
        fail(
          line,
          sourceOf(node, source).startsWith('_')
            ? '_emphasis_ is not supported: use **bold** or put code in backticks'
            : 'a single * (italics) is not supported: use **bold**, put code in backticks or write \\*',
        );
      case 'delete':
        fail(line, '~~strikethrough~~ is not supported');
      case 'link': {
        const raw = sourceOf(node, source);
        if (!raw.startsWith('[') && !raw.startsWith('<')) {
          children[index] = { type: 'text', value: raw, position: node.position };
          return;
        }
        fail(line, 'links are not supported: write the route or URL as plain text or code');
      }
      case 'linkReference':
        fail(line, 'links are not supported: write the route or URL as plain text or code');
      case 'image':
      case 'imageReference':
        fail(line, 'images are not supported');
      case 'html':
        fail(line, 'HTML is not supported: put tags in backticks as `<tag>`');
      case 'break':
        fail(line, 'hard line breaks are not supported: start a new paragraph or list item');
      default:
        fail(line, `${node.type} is not supported`);
    }
  });
  // Adjacent text nodes (a link turned back into text) merge, so consumers see one run.
  for (let i = children.length - 1; i > 0; i--) {
    const a = children[i - 1]!;
    const b = children[i]!;
    if (a.type === 'text' && b.type === 'text') {
      a.value += b.value;
      children.splice(i, 1);
    }
  }
}

/** Plain text of inline content, whitespace collapsed. */
export function plainText(node: Nodes | Nodes[]): string {
  return toString(node).replace(/\s+/g, ' ').trim();
}

/* ------------------------------------------------------------------------------------------ */
/* Blocks                                                                                       */
/* ------------------------------------------------------------------------------------------ */

function headingId(node: Heading, source: string, fail: Fail): string {
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
function checkRunPairs(nodes: RootContent[], fail: Fail): void {
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

function checkBlock(node: RootContent, source: string, lines: string[], fail: Fail): void {
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

/* ------------------------------------------------------------------------------------------ */
/* The guide                                                                                    */
/* ------------------------------------------------------------------------------------------ */

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

/* ------------------------------------------------------------------------------------------ */
/* The library: the registry in content/library.ts                                              */
/* ------------------------------------------------------------------------------------------ */

export const GUIDE_DIR = 'content/library';

/**
 * The registry is the one source for titles and syllabi (cards, /book, PDF contents). Returns
 * what disagrees with it, one error each; empty when all is well.
 */
export function registryMismatches(guides: readonly Guide[], dir = GUIDE_DIR): GuideError[] {
  const problems: GuideError[] = [];
  for (const entry of studyDocs) {
    const guide = guides.find((g) => g.slug === entry.slug);
    const file = `${dir}/${entry.slug}.md`;
    if (!guide) {
      problems.push(new GuideError(file, 1, `missing: the registry lists "${entry.title}"`));
      continue;
    }
    if (guide.title !== entry.title)
      problems.push(
        new GuideError(file, 3, `title is "${guide.title}", the registry says "${entry.title}"`),
      );
    const titles = guide.chapters.map((c) => c.title);
    entry.syllabus.forEach((title, i) => {
      if (titles[i] !== title)
        problems.push(
          new GuideError(
            file,
            guide.chapters[i]?.line ?? 1,
            `chapter ${i + 1} is "${titles[i] ?? '(none)'}", the registry's syllabus (content/library.ts) says "${title}"`,
          ),
        );
    });
    const extra = guide.chapters[entry.syllabus.length];
    if (extra)
      problems.push(
        new GuideError(
          file,
          extra.line,
          `${titles.length - entry.syllabus.length} chapter(s) beyond the registry's syllabus`,
        ),
      );
  }
  for (const guide of guides)
    if (!studyDocs.some((e) => e.slug === guide.slug))
      problems.push(new GuideError(guide.file, 1, 'not in the registry (content/library.ts)'));
  return problems;
}

let cache: readonly Guide[] | undefined;

/**
 * Every guide, parsed once per process, in registry order, checked against the registry.
 * The first problem is thrown; its message lists the others on the following lines.
 */
export function loadGuides(): readonly Guide[] {
  if (cache) return cache;
  const dir = path.join(process.cwd(), GUIDE_DIR);
  const guides = readdirSync(dir)
    .filter((name) => name.endsWith('.md') && !/^readme\.md$/i.test(name))
    .map((name) => {
      const file = `${GUIDE_DIR}/${name}`;
      return parseGuide(file, readFileSync(path.join(dir, name), 'utf8'));
    });
  const [first, ...rest] = registryMismatches(guides);
  if (first)
    throw new GuideError(
      first.file,
      first.line,
      [first.reason, ...rest.map((e) => e.message)].join('\n'),
    );
  const order = (g: Guide) => studyDocs.findIndex((e) => e.slug === g.slug);
  cache = Object.freeze([...guides].sort((a, b) => order(a) - order(b)));
  return cache;
}

export function loadGuide(slug: string): Guide {
  const guide = loadGuides().find((g) => g.slug === slug);
  if (!guide) throw new Error(`Unknown study guide "${slug}" (content/library.ts)`);
  return guide;
}
