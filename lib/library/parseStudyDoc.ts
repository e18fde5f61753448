/**
 * Study documents: `content/library/<slug>.md` -> a typed `StudyDoc`.
 *
 * The accepted Markdown is deliberately small (see content/README.md, "Study documents"):
 * front matter (slug, title, summary, practice), `##` chapters, `###` sections, paragraphs,
 * `-` and `1.` lists, fenced code blocks with a language, inline `**bold**` and `` `code` ``.
 * Anything else is an error whose message starts with `<file>:<line>: `.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LineCounter, isMap, isScalar, parseDocument } from 'yaml';

/** A piece of inline text. `code` runs are literal; `bold` may combine with `code`. */
export interface InlineRun {
  text: string;
  bold?: boolean;
  code?: boolean;
}

export interface SectionBlock {
  type: 'section';
  /** Plain text (inline markers removed). */
  title: string;
  line: number;
}

export interface ParagraphBlock {
  type: 'paragraph';
  runs: InlineRun[];
  line: number;
}

export interface ListBlock {
  type: 'list';
  ordered: boolean;
  items: InlineRun[][];
  line: number;
}

export interface CodeBlock {
  type: 'code';
  language: string;
  /** Exactly the lines between the fences (tabs and indentation untouched), joined with \n. */
  code: string;
  line: number;
}

export type StudyBlock = SectionBlock | ParagraphBlock | ListBlock | CodeBlock;

export interface StudyChapter {
  /** Plain text (inline markers removed). */
  title: string;
  /** 1-based line of the `##` heading in the source. */
  line: number;
  blocks: StudyBlock[];
}

export interface StudyDoc {
  slug: string;
  title: string;
  summary: string;
  /** Route of the matching practice page, e.g. `/practicemysql`. */
  practice: string;
  chapters: StudyChapter[];
}

/** Thrown for any malformed document; `message` is `<file>:<line>: <what is wrong>`. */
export class StudyDocError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    readonly reason: string,
  ) {
    super(`${file}:${line}: ${reason}`);
    this.name = 'StudyDocError';
  }
}

const FIELDS = ['slug', 'title', 'summary', 'practice', 'targets'] as const;
type Field = (typeof FIELDS)[number];

const SLUG_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ROUTE_RE = /^\/[A-Za-z0-9._~/-]*$/;
const LANGUAGE_RE = /^[A-Za-z0-9][A-Za-z0-9_+#.-]*$/;
const ESCAPABLE = '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~';

function baseName(file: string): string {
  const parts = file.split(/[\\/]/);
  return parts[parts.length - 1] ?? file;
}

/* ------------------------------------------------------------------------------------------ */
/* Inline text                                                                                  */
/* ------------------------------------------------------------------------------------------ */

interface SourceText {
  /** Lines joined with \n. */
  text: string;
  /** Source line number of each \n-separated line of `text`. */
  lines: number[];
}

/**
 * Parses inline Markdown (`**bold**`, `` `code` ``, backslash escapes) into runs, rejecting
 * everything else that Markdown would treat as markup (links, images, HTML, emphasis with a
 * single `*` or `_`, strikethrough). Whitespace outside code collapses to single spaces.
 */
function parseInline(src: SourceText, fail: (line: number, reason: string) => never): InlineRun[] {
  const { text } = src;
  const lineAt = (index: number): number => {
    let n = 0;
    for (let i = 0; i < index && i < text.length; i++) if (text[i] === '\n') n++;
    return src.lines[n] ?? src.lines[src.lines.length - 1] ?? 0;
  };

  const runs: InlineRun[] = [];
  let buffer = '';
  let bold = false;
  let boldOpenedAt = -1;
  let boldHasContent = false;

  const push = (piece: string, code: boolean): void => {
    if (piece === '') return;
    boldHasContent = true;
    const last = runs[runs.length - 1];
    if (last && !!last.code === code && !!last.bold === bold) {
      last.text += piece;
      return;
    }
    const run: InlineRun = { text: piece };
    if (bold) run.bold = true;
    if (code) run.code = true;
    runs.push(run);
  };
  const flush = (): void => {
    push(buffer.replace(/\s+/g, ' '), false);
    buffer = '';
  };

  const isSpace = (ch: string | undefined): boolean => ch === undefined || /\s/.test(ch);
  const isWordChar = (ch: string | undefined): boolean =>
    ch !== undefined && /[\p{L}\p{N}]/u.test(ch);

  let i = 0;
  while (i < text.length) {
    const ch = text[i] as string;
    const rest = text.slice(i);

    if (ch === '\\') {
      const next = text[i + 1];
      if (next !== undefined && ESCAPABLE.includes(next)) {
        buffer += next;
        i += 2;
        continue;
      }
      buffer += ch;
      i++;
      continue;
    }

    if (ch === '`') {
      let n = 0;
      while (text[i + n] === '`') n++;
      const fence = '`'.repeat(n);
      let j = i + n;
      let close = -1;
      while (j < text.length) {
        const k = text.indexOf(fence, j);
        if (k < 0) break;
        let m = 0;
        while (text[k + m] === '`') m++;
        if (m === n) {
          close = k;
          break;
        }
        j = k + m;
      }
      if (close < 0) fail(lineAt(i), `unbalanced ${fence}: inline code is not closed`);
      let code = text.slice(i + n, close).replace(/[\n\t]/g, ' ');
      if (code.length >= 2 && code.startsWith(' ') && code.endsWith(' ') && code.trim() !== '') {
        code = code.slice(1, -1);
      }
      if (code.trim() === '') fail(lineAt(i), 'empty inline code');
      flush();
      push(code, true);
      i = close + n;
      continue;
    }

    if (ch === '*') {
      let n = 0;
      while (text[i + n] === '*') n++;
      if (n === 2) {
        flush();
        if (bold) {
          if (!boldHasContent) fail(lineAt(i), 'empty **bold**');
          bold = false;
        } else {
          bold = true;
          boldOpenedAt = i;
          boldHasContent = false;
        }
        i += 2;
        continue;
      }
      if (n === 1 && isSpace(text[i - 1]) && isSpace(text[i + 1])) {
        buffer += '*';
        i++;
        continue;
      }
      fail(
        lineAt(i),
        n === 1
          ? 'a single * (italics) is not supported: use **bold**, put code in backticks or write \\*'
          : `${'*'.repeat(n)} is not supported: only **bold** is`,
      );
    }

    if (ch === '_' && !isWordChar(text[i - 1]) && !isSpace(text[i + 1])) {
      const closer = /[^\s_]_+(?![\p{L}\p{N}])/u.exec(text.slice(i + 1));
      if (closer)
        fail(lineAt(i), '_emphasis_ is not supported: use **bold** or put code in backticks');
    }

    if (rest.startsWith('~~')) fail(lineAt(i), '~~strikethrough~~ is not supported');

    if (rest.startsWith('![')) fail(lineAt(i), 'images are not supported');

    if (ch === '[') {
      const m = /^\[[^\]\n]*\](?:\(|\[|:)/.exec(rest);
      if (m)
        fail(lineAt(i), 'links are not supported: write the route or URL as plain text or code');
    }

    if (ch === '<') {
      if (/^<\/?[A-Za-z][A-Za-z0-9-]*(?:\s[^<>]*)?\/?>/.test(rest) || rest.startsWith('<!--')) {
        fail(lineAt(i), 'HTML is not supported: put tags in backticks as `<tag>`');
      }
      if (/^<[A-Za-z][A-Za-z0-9+.-]*:[^\s<>]*>/.test(rest)) {
        fail(lineAt(i), 'links are not supported: write the URL as plain text or code');
      }
    }

    buffer += ch;
    i++;
  }
  flush();
  if (bold) fail(lineAt(boldOpenedAt), 'unbalanced **: bold is not closed');

  // Trim the outer whitespace of the whole text.
  const first = runs[0];
  if (first && !first.code) first.text = first.text.replace(/^\s+/, '');
  const last = runs[runs.length - 1];
  if (last && !last.code) last.text = last.text.replace(/\s+$/, '');
  return runs.filter((r) => r.text !== '');
}

export function runsToPlainText(runs: readonly InlineRun[]): string {
  return runs.map((r) => r.text).join('');
}

/* ------------------------------------------------------------------------------------------ */
/* Front matter                                                                                 */
/* ------------------------------------------------------------------------------------------ */

function parseFrontMatter(
  file: string,
  lines: string[],
  fail: (line: number, reason: string) => never,
): { fields: Record<Field, string>; bodyStart: number } {
  if (lines[0]?.trim() !== '---') {
    fail(1, 'missing front matter: the file must start with a --- line');
  }
  let end = -1;
  for (let i = 1; i < lines.length; i++) {
    if (lines[i]?.trim() === '---') {
      end = i;
      break;
    }
  }
  if (end < 0) fail(1, 'front matter is not closed: add a --- line after it');

  const yamlText = lines.slice(1, end).join('\n');
  const counter = new LineCounter();
  const doc = parseDocument(yamlText, { lineCounter: counter, prettyErrors: false });
  // Front-matter line k (1-based within the YAML) is file line k + 1.
  const lineOf = (offset: number | undefined): number =>
    offset === undefined ? 1 : counter.linePos(offset).line + 1;
  const firstError = doc.errors[0];
  if (firstError) {
    const reason = firstError.message.split('\n')[0] ?? '';
    const hint = /mapping/i.test(reason) ? ' (put a value that contains ": " in quotes)' : '';
    fail(lineOf(firstError.pos[0]), `invalid front matter: ${reason}${hint}`);
  }
  const contents = doc.contents;
  if (!isMap(contents))
    fail(2, 'front matter must be "field: value" lines (slug, title, summary, practice)');

  const fields: Partial<Record<Field, string>> = {};
  for (const pair of contents.items) {
    const key = pair.key;
    const keyLine = isScalar(key) ? lineOf(key.range?.[0]) : 2;
    const name = isScalar(key) ? String(key.value) : '';
    if (!(FIELDS as readonly string[]).includes(name)) {
      fail(keyLine, `unknown front-matter field "${name}" (allowed: ${FIELDS.join(', ')})`);
    }
    const value = pair.value;
    if (!isScalar(value) || typeof value.value !== 'string' || value.value.trim() === '') {
      fail(keyLine, `front-matter field "${name}" must be a non-empty string`);
    }
    const field = name as Field;
    const str = value.value.trim().replace(/\s+/g, ' ');
    if (field === 'slug') {
      const expected = baseName(file).replace(/\.md$/i, '');
      if (!SLUG_RE.test(str))
        fail(keyLine, `slug "${str}" must be lowercase letters, digits and single dashes`);
      if (str !== expected) {
        fail(
          keyLine,
          `slug "${str}" does not match the file name "${baseName(file)}" (expected "${expected}")`,
        );
      }
    }
    if (field === 'practice' && !ROUTE_RE.test(str)) {
      fail(keyLine, `practice "${str}" must be a site route starting with / (e.g. /practicemysql)`);
    }
    fields[field] = str;
  }
  for (const field of FIELDS) {
    if (fields[field] === undefined && field !== 'targets')
      fail(1, `missing front-matter field "${field}"`);
  }
  return { fields: fields as Record<Field, string>, bodyStart: end + 1 };
}

/* ------------------------------------------------------------------------------------------ */
/* Blocks                                                                                       */
/* ------------------------------------------------------------------------------------------ */

interface OpenParagraph {
  kind: 'paragraph';
  line: number;
  src: SourceText;
}
interface OpenList {
  kind: 'list';
  ordered: boolean;
  line: number;
  items: SourceText[];
}

/**
 * Parses one study document. `file` is used in error messages and must end in `<slug>.md`.
 * Throws `StudyDocError` (message `<file>:<line>: ...`) for anything malformed.
 */
export function parseStudyDoc(file: string, text: string): StudyDoc {
  const fail: (line: number, reason: string) => never = (line, reason) => {
    throw new StudyDocError(file, line, reason);
  };
  const lines = text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split('\n');
  const { fields, bodyStart } = parseFrontMatter(file, lines, fail);

  const chapters: StudyChapter[] = [];
  let chapter: StudyChapter | null = null;
  let open: OpenParagraph | OpenList | null = null;
  /** The `###` heading that still waits for content, if any. */
  let pendingSection: SectionBlock | null = null;

  const addBlock = (block: StudyBlock): void => {
    if (!chapter)
      return fail(block.line, 'text before the first chapter: start the body with a ## heading');
    if (block.type !== 'section') pendingSection = null;
    chapter.blocks.push(block);
  };
  const closeOpen = (): void => {
    if (!open) return;
    const current = open;
    open = null;
    if (current.kind === 'paragraph') {
      addBlock({ type: 'paragraph', runs: parseInline(current.src, fail), line: current.line });
    } else {
      const items = current.items.map((item) => {
        const runs = parseInline(item, fail);
        if (runs.length === 0) fail(item.lines[0] ?? current.line, 'empty list item');
        return runs;
      });
      addBlock({ type: 'list', ordered: current.ordered, items, line: current.line });
    }
  };
  const checkSectionHasContent = (): void => {
    const section = pendingSection as SectionBlock | null;
    if (section) fail(section.line, `section "${section.title}" is empty`);
  };
  const closeChapter = (): void => {
    closeOpen();
    checkSectionHasContent();
    if (chapter && chapter.blocks.length === 0)
      fail(chapter.line, `chapter "${chapter.title}" is empty`);
  };
  const headingTitle = (raw: string, line: number): string => {
    const title = runsToPlainText(
      parseInline(
        { text: raw.replace(/\s+#+\s*$/, '').replace(/\s*\{#[a-z0-9-]*\}\s*$/, ''), lines: [line] },
        fail,
      ),
    ).trim();
    if (title === '') fail(line, 'empty heading');
    return title;
  };
  const requireChapter = (line: number): void => {
    if (!chapter) fail(line, 'text before the first chapter: start the body with a ## heading');
  };

  for (let index = bodyStart; index < lines.length; index++) {
    const raw = lines[index] as string;
    const line = index + 1;
    const trimmed = raw.trim();

    if (trimmed === '') {
      closeOpen();
      continue;
    }

    // Fenced code blocks.
    if (/^\s*(`{3,}|~{3,})/.test(raw)) {
      requireChapter(line);
      if (/^\s*~{3,}/.test(raw)) fail(line, 'use ``` for code fences, not ~~~');
      if (/^\s/.test(raw))
        fail(line, 'code fences must start at the beginning of the line (no indentation)');
      const fence = /^`+/.exec(raw)?.[0] ?? '```';
      const info = raw.slice(fence.length).trim();
      if (info === '') fail(line, 'code fence without a language: write e.g. ```sql');
      const language = info.split(/\s+/)[0] as string;
      if (!LANGUAGE_RE.test(language) || info !== language) {
        fail(line, `invalid code fence language "${info}": write one word, e.g. \`\`\`sql`);
      }
      closeOpen();
      const closing = new RegExp(`^\`{${fence.length},}\\s*$`);
      const body: string[] = [];
      let closed = false;
      for (index++; index < lines.length; index++) {
        const l = lines[index] as string;
        if (closing.test(l)) {
          closed = true;
          break;
        }
        body.push(l);
      }
      if (!closed) fail(line, `code fence is not closed: add a ${fence} line`);
      if (body.every((l) => l.trim() === '')) fail(line, 'empty code block');
      while (body.length > 0 && (body[body.length - 1] as string).trim() === '') body.pop();
      while (body.length > 0 && (body[0] as string).trim() === '') body.shift();
      addBlock({ type: 'code', language, code: body.join('\n'), line });
      continue;
    }

    // Headings.
    if (/^\s*#/.test(raw)) {
      const m = /^(#{1,6})(\s+)(.*)$/.exec(raw);
      const level = m?.[1]?.length ?? /^#+/.exec(raw)?.[0].length ?? 0;
      if (/^\s/.test(raw)) fail(line, 'headings must start at the beginning of the line');
      if (!m) {
        fail(
          line,
          level === 2 || level === 3
            ? `write a space after ${'#'.repeat(level)}`
            : 'a line starting with # is not supported; only ## chapters and ### sections',
        );
      } else if (level === 1) {
        fail(
          line,
          '# headings are not supported: the title comes from the front matter; use ## for chapters',
        );
      } else if (level > 3) {
        fail(
          line,
          `${'#'.repeat(level)} headings are not supported: use ## for chapters and ### for sections`,
        );
      } else if (level === 2) {
        closeChapter();
        const title = headingTitle(m[3] ?? '', line);
        if (chapters.some((c) => c.title === title))
          fail(line, `duplicate chapter title "${title}"`);
        chapter = { title, line, blocks: [] };
        chapters.push(chapter);
      } else {
        requireChapter(line);
        closeOpen();
        checkSectionHasContent();
        const section: SectionBlock = {
          type: 'section',
          title: headingTitle(m[3] ?? '', line),
          line,
        };
        addBlock(section);
        pendingSection = section;
      }
      continue;
    }

    requireChapter(line);

    if (/^ {0,3}>/.test(raw)) fail(line, 'block quotes (>) are not supported');
    if (/^\s*\|/.test(raw) || /^\s*:?-{3,}:?\s*\|/.test(raw))
      fail(line, 'tables are not supported: use a list');
    if (/^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/.test(raw))
      fail(line, 'horizontal rules are not supported');
    if (/^ {0,3}=+\s*$/.test(raw))
      fail(line, 'underlined (setext) headings are not supported: use ## or ###');
    if (/^ {0,3}\[[^\]]+\]:\s*\S/.test(raw))
      fail(line, 'link reference definitions are not supported');
    if (/^ {0,3}!\[/.test(raw)) fail(line, 'images are not supported');
    if (/^ {0,3}<[A-Za-z!/]/.test(raw)) fail(line, 'HTML is not supported');

    const indented = /^\s/.test(raw);
    const bullet = /^(\s*)([-*+])(\s+|$)(.*)$/.exec(raw);
    const numbered = /^(\s*)(\d{1,9})([.)])(\s+|$)(.*)$/.exec(raw);

    if (bullet || numbered) {
      if (indented)
        fail(
          line,
          'nested or indented list items are not supported: start list items at the beginning of the line',
        );
      if (bullet && bullet[2] !== '-') fail(line, `use - for bullet lists, not ${bullet[2]}`);
      if (numbered && numbered[3] === ')')
        fail(line, `use "${numbered[2]}." for numbered lists, not "${numbered[2]})"`);
      const content = (bullet ? bullet[4] : numbered?.[5]) ?? '';
      if (content.trim() === '') fail(line, 'empty list item');
      const ordered = !bullet;
      const current = open as OpenParagraph | OpenList | null;
      if (current && current.kind === 'list' && current.ordered === ordered) {
        current.items.push({ text: content.trim(), lines: [line] });
      } else {
        closeOpen();
        open = { kind: 'list', ordered, line, items: [{ text: content.trim(), lines: [line] }] };
      }
      continue;
    }

    const current = open as OpenParagraph | OpenList | null;
    if (current && current.kind === 'list') {
      // Continuation of the last item (indented or lazy).
      const item = current.items[current.items.length - 1] as SourceText;
      item.text += '\n' + trimmed;
      item.lines.push(line);
      continue;
    }
    if (current && current.kind === 'paragraph') {
      current.src.text += '\n' + trimmed;
      current.src.lines.push(line);
      continue;
    }
    if (/^( {4}|\t)/.test(raw)) {
      fail(
        line,
        'indented code blocks are not supported: use a fenced block with a language (```sql)',
      );
    }
    open = { kind: 'paragraph', line, src: { text: trimmed, lines: [line] } };
  }
  closeChapter();

  if (chapters.length === 0)
    fail(
      bodyStart + 1 > lines.length ? lines.length : bodyStart + 1,
      'the document has no chapters: add a ## heading',
    );

  return {
    slug: fields.slug,
    title: fields.title,
    summary: fields.summary,
    practice: fields.practice,
    chapters,
  };
}

/**
 * Reads and parses every `.md` file in `dir` (sorted by file name), skipping README files.
 * Paths in error messages are `dir/<file>` as given.
 */
export function loadStudyDocs(dir = 'content/library'): StudyDoc[] {
  const names = readdirSync(dir)
    .filter((name) => name.toLowerCase().endsWith('.md') && !/^readme\.md$/i.test(name))
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return names.map((name) => {
    const file = join(dir, name);
    return parseStudyDoc(file, readFileSync(file, 'utf8'));
  });
}
