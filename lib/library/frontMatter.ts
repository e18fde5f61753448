/**
 * A guide's front matter: the zod schema of its fields and the reader that reports every mistake
 * in it at once, each on its line. Build time only (lib/library/guide.ts); client code imports
 * the `Guide` type, never this module's values.
 */
import path from 'node:path';
import type { Yaml } from 'mdast';
import { LineCounter, isMap, isScalar, parseDocument } from 'yaml';
import { z } from 'zod';

/** A frozen id: a guide's slug, a chapter's or section's id (its URL). */
export const ID_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ROUTE_RE = /^\/[A-Za-z0-9._~/-]*$/;

/** One line of text: trimmed, inner whitespace collapsed. */
const field = (name: string) =>
  z
    .string({
      error: (iss) =>
        iss.input === undefined
          ? `missing front-matter field "${name}"`
          : `front-matter field "${name}" must be a non-empty string`,
    })
    .transform((s) => s.trim().replace(/\s+/g, ' '))
    .refine((s) => s !== '', { error: `front-matter field "${name}" must be a non-empty string` });

export const frontMatterSchema = z.strictObject({
  slug: field('slug').refine((s) => ID_RE.test(s), {
    error: (iss) =>
      `slug "${String(iss.input)}" must be lowercase letters, digits and single dashes`,
  }),
  title: field('title'),
  summary: field('summary'),
  /** Route of the matching practice page, e.g. `/practicemysql`. */
  practice: field('practice').refine((s) => ROUTE_RE.test(s), {
    error: (iss) =>
      `practice "${String(iss.input)}" must be a site route starting with / (e.g. /practicemysql)`,
  }),
  /** The versions the guide is written for, e.g. `Java 21`. */
  targets: field('targets'),
});

export type FrontMatter = z.output<typeof frontMatterSchema>;

const FIELDS = Object.keys(frontMatterSchema.shape);

export interface FrontMatterProblem {
  line: number;
  reason: string;
}

/**
 * Reads the front matter node of `file` (which must end in `<slug>.md`). Returns its fields, or
 * every problem found, in line order.
 */
export function readFrontMatter(
  file: string,
  node: Yaml,
): { fields: FrontMatter } | { problems: FrontMatterProblem[] } {
  const counter = new LineCounter();
  const doc = parseDocument(node.value, { lineCounter: counter, prettyErrors: false });
  // YAML line k (1-based) is file line k + the line of the opening ---.
  const start = node.position?.start.line ?? 1;
  const at = (offset: number | undefined): number =>
    offset === undefined ? start + 1 : counter.linePos(offset).line + start;
  if (doc.errors.length > 0)
    return {
      problems: doc.errors.map((error) => {
        const reason = error.message.split('\n')[0] ?? '';
        const hint = /mapping/i.test(reason) ? ' (put a value that contains ": " in quotes)' : '';
        return { line: at(error.pos[0]), reason: `invalid front matter: ${reason}${hint}` };
      }),
    };
  if (!isMap(doc.contents))
    return {
      problems: [
        {
          line: start + 1,
          reason: `front matter must be "field: value" lines (${FIELDS.join(', ')})`,
        },
      ],
    };

  /** A field's line is its key's; a missing field is reported on the opening ---. */
  const keyLines = new Map<string, number>();
  for (const pair of doc.contents.items)
    if (isScalar(pair.key)) keyLines.set(String(pair.key.value), at(pair.key.range?.[0]));
  const lineOf = (key: PropertyKey | undefined): number =>
    (typeof key === 'string' && keyLines.get(key)) || start;

  const raw = doc.toJS() as unknown;
  const result = frontMatterSchema.safeParse(raw);
  const problems: FrontMatterProblem[] = result.success
    ? []
    : result.error.issues.flatMap((issue) =>
        issue.code === 'unrecognized_keys'
          ? issue.keys.map((key) => ({
              line: lineOf(key),
              reason: `unknown front-matter field "${key}" (allowed: ${FIELDS.join(', ')})`,
            }))
          : [{ line: lineOf(issue.path[0]), reason: issue.message }],
      );
  // The slug is the file's name: a rule about the file, checked whenever the slug is well formed.
  const expected = path.basename(file).replace(/\.md$/i, '');
  const slug = (raw as { slug?: unknown } | null)?.slug;
  if (typeof slug === 'string' && ID_RE.test(slug.trim()) && slug.trim() !== expected)
    problems.push({
      line: lineOf('slug'),
      reason: `slug "${slug.trim()}" does not match the file name "${path.basename(file)}" (expected "${expected}")`,
    });
  if (!result.success || problems.length > 0)
    return { problems: problems.sort((a, b) => a.line - b.line) };
  return { fields: result.data };
}
