/**
 * The chapter model of a study guide: what `parseGuide` (guideParse.ts) produces and the web
 * edition, the PDF writer, search and the code checker read. Headings carry frozen ids
 * (`## Joins {#joins}`): the chapter id is a public URL (/book/<slug>/<chapter id>/), so
 * editing a title never moves a page.
 */
import type { Code, Nodes, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { FrontMatter } from './frontMatter';

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

/** Plain text of inline content, whitespace collapsed. */
export function plainText(node: Nodes | Nodes[]): string {
  return toString(node).replace(/\s+/g, ' ').trim();
}
