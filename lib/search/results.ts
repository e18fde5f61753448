import { difficulties, type Difficulty } from '@/lib/practice/types';

/** What Pagefind's `result.data()` gives for one of our records (the fields we read). */
export interface ResultData {
  url: string;
  /** Pagefind's excerpt: the record's text with `<` and `>` escaped and matches in <mark>. */
  excerpt: string;
  meta: Record<string, string | undefined>;
}

/** A piece of a snippet: plain text, marked when it matched the query. */
export interface SnippetPart {
  text: string;
  mark: boolean;
}

/** One search result as the results list shows it. */
export interface SearchHit {
  url: string;
  kind: 'question' | 'section';
  /** A question's text (inline code in backticks) or a section's title. */
  title: string;
  /** Where it lives: [bank, topic] or [guide, chapter]. */
  where: string[];
  difficulty?: Difficulty;
  snippet: SnippetPart[];
}

const unescape = (text: string) => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>');

/**
 * Splits a Pagefind excerpt into text and marked parts, so it renders as React text and <mark>
 * elements: no HTML from the index is ever injected. Pagefind escapes only `<` and `>` in the
 * record text and adds <mark> around matched words; those are the only markup it can hold.
 */
export function snippetParts(excerpt: string): SnippetPart[] {
  return excerpt
    .split(/<\/?mark>/)
    .map((piece, i) => ({ text: unescape(piece), mark: i % 2 === 1 }))
    .filter((part) => part.text !== '');
}

const isDifficulty = (value: string | undefined): value is Difficulty =>
  (difficulties as readonly (string | undefined)[]).includes(value);

/** A Pagefind result of ours as a hit; the meta fields are the ones lib/search/records.ts writes. */
export function toHit(data: ResultData): SearchHit {
  const { meta } = data;
  // A coding task (issue #37) is listed as a question is: its bank, topic and difficulty.
  const question = meta.kind === 'question' || meta.kind === 'task';
  return {
    url: data.url,
    kind: question ? 'question' : 'section',
    title: meta.title ?? data.url,
    where: (question ? [meta.bank, meta.topic] : [meta.guide, meta.chapter]).filter(
      (part): part is string => Boolean(part),
    ),
    difficulty: question && isDifficulty(meta.difficulty) ? meta.difficulty : undefined,
    snippet: snippetParts(data.excerpt),
  };
}

/** The reader's filter choice: where ("bank:Core Java", "guide:MySQL 8" or all) and difficulty. */
export interface FilterChoice {
  where: string;
  difficulty: string;
}

export const noFilter: FilterChoice = { where: '', difficulty: '' };

/** The `where` value of a bank or guide option. */
export const whereValue = (key: 'bank' | 'guide', name: string) => `${key}:${name}`;

/** The filter choice in the form Pagefind's search takes ({ bank: "Core Java", difficulty: ... }). */
export function pagefindFilters(choice: FilterChoice): Record<string, string> {
  const filters: Record<string, string> = {};
  const where = /^(bank|guide):(.+)$/.exec(choice.where);
  if (where) filters[where[1]!] = where[2]!;
  if (isDifficulty(choice.difficulty)) filters.difficulty = choice.difficulty;
  return filters;
}

/** The sentence the live region reads and the list shows above the results. */
export function countMessage(total: number, query: string): string {
  if (total === 0) return `No results for “${query}”.`;
  return `${total} ${total === 1 ? 'result' : 'results'} for “${query}”`;
}

/** The words of a query the site does not have, which the search left out (lib/search/query.ts). */
export function leftOutMessage(words: readonly string[]): string {
  if (words.length === 0) return '';
  const quoted = words.map((word) => `‘${word}’`);
  const list =
    quoted.length === 1 ? quoted[0] : `${quoted.slice(0, -1).join(', ')} or ${quoted.at(-1)}`;
  return `No match for ${list}, so the search left ${words.length === 1 ? 'it' : 'them'} out.`;
}
