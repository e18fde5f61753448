/**
 * What the site search sends to Pagefind for what the reader typed: one place, used by the header
 * panel and /search/ alike.
 *
 * Pagefind requires every word of a query to match, and matches a word by prefix; a word that
 * begins no word of its index it replaces by the longest indexed word that begins it (so a
 * half-typed `installa` still finds `install`). Left alone, that misreads two kinds of word:
 *
 * - the filler of a question (`list vs tuple`, `difference between WHERE and HAVING`, `what is a
 *   closure`): those words either match no record or narrow the results to noise;
 * - a word the site does not have: `zzqxjvkw` becomes `z` and finds the questions with a variable
 *   called z.
 *
 * So the query is shaped in two steps. `withoutFiller` removes the filler by its place in the
 * question, never by the word alone: `is`, `and`, `or`, `between`, `when`, `where`, `with` are
 * keywords of the languages the banks teach, and stay unless the phrase around them shows they are
 * filler (`what is …`, `X and Y` after `difference between`, `X or Y`). `judge` then looks each
 * word up in the index's vocabulary (lib/search/vocabulary.ts) and leaves out the words the site
 * does not have, which the panel names ("no match for ‘zzqxjvkw’").
 */

/** A word of the query: as the reader typed it, and as the index spells it. */
export interface QueryWord {
  typed: string;
  /** Lower case, accents removed, only letters, digits and `_`, as Pagefind indexes a word. */
  word: string;
}

/**
 * A word as Pagefind's index holds it: its indexer keeps letters, digits and connector
 * punctuation (`_`), lower-cased (`hashCode()` -> `hashcode`, `list.add` -> `listadd`,
 * `C++` -> `c`), and its search strips accents.
 */
export function indexForm(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[^\p{Alphabetic}\p{N}\p{Pc}]/gu, '')
    .toLowerCase();
}

/** The query's words. A word of symbols only (`==`) has an empty `word`: the index has no such word. */
export function queryWords(query: string): QueryWord[] {
  return query
    .split(/\s+/)
    .filter((typed) => typed !== '' && !/^[\p{P}]+$/u.test(typed))
    .map((typed) => ({ typed, word: indexForm(typed) }));
}

// Phrases that open a question. Each is filler only at the start of the query and only when a
// word follows it. Bare `when` and `where` are not here: both are SQL keywords.
const openers = [
  'what is',
  'what are',
  'what was',
  'what does',
  'what do',
  'whats',
  'what',
  'how does',
  'how do',
  'how is',
  'how are',
  'how can',
  'how to',
  'how would',
  'how should',
  'how',
  'why does',
  'why do',
  'why is',
  'why are',
  'why would',
  'why should',
  'why use',
  'why',
  'when to use',
  'when should',
  'when would',
  'when do',
  'when does',
  'when is',
  'when are',
  'when to',
  'which is',
  'which are',
  'which',
  'can you explain',
  'could you explain',
  'please explain',
  'tell me about',
  'what do you mean by',
  'what is meant by',
  'meaning of',
].map((phrase) => phrase.split(' '));

/** Words that follow an opener: `how do you use …`, `what is the …`, `why should I …`. */
const afterOpener = new Set(['i', 'you', 'we', 'one', 'the', 'a', 'an', 'use']);

/** "difference between": filler anywhere (`between` alone is SQL's BETWEEN and stays). */
const differenceWords = new Set(['difference', 'differences', 'diff']);

/** Words that join the two things compared: filler between two other words. */
const joiners = new Set(['and', 'or']);

/** Words that mark a comparison: filler anywhere a word remains beside them. */
const comparisonMarks = new Set(['vs', 'versus']);

/** Articles: filler anywhere. (`a` is not: it is HTML's <a>, unless an opener precedes it.) */
const articles = new Set(['the', 'an']);

const startsWith = (words: readonly QueryWord[], at: number, phrase: readonly string[]) =>
  phrase.every((part, i) => words[at + i]?.word === part);

export interface WithoutFiller {
  /** The words that say what the reader looks for. */
  kept: QueryWord[];
  /** The words left out as the filler of a question. */
  filler: QueryWord[];
}

/**
 * The query's words without the filler of a question. Never leaves nothing: a query of filler
 * only (`what is`, `between`, `and or`) is searched as typed.
 */
export function withoutFiller(words: readonly QueryWord[]): WithoutFiller {
  const filler = new Set<number>();
  const mark = (from: number, count: number) => {
    for (let i = from; i < from + count; i++) filler.add(i);
  };

  // 1. An opener at the start, the pronoun or article after it, and "difference between".
  let at = 0;
  const opener = openers.find((phrase) => startsWith(words, 0, phrase));
  if (opener && words.length > opener.length) {
    mark(0, opener.length);
    at = opener.length;
    while (at < words.length - 1 && afterOpener.has(words[at]!.word)) mark(at++, 1);
  }
  // "compare X and Y", "comparing X with Y": only when the words compared follow.
  const compare =
    ['compare', 'comparing'].includes(words[at]?.word ?? '') &&
    words.slice(at + 2).some((w) => /^(and|or|with|to|vs|versus)$/.test(w.word));
  if (compare) mark(at, 1);

  for (let i = 0; i < words.length; i++) {
    const word = words[i]!.word;
    // "difference between", "the differences between": wherever they stand.
    if (differenceWords.has(word) && words[i + 1]?.word === 'between') {
      mark(i, 2);
      if (words[i - 1]?.word === 'the') filler.add(i - 1);
    }
    if (comparisonMarks.has(word) || articles.has(word)) filler.add(i);
  }

  // 2. `and` / `or` (and `with` / `to` after "compare") between two words that stay.
  const joining = (word: string) =>
    joiners.has(word) || (compare && (word === 'with' || word === 'to'));
  const stays = (i: number) =>
    i >= 0 && i < words.length && !filler.has(i) && !joining(words[i]!.word);
  for (let i = 1; i < words.length - 1; i++) {
    if (joining(words[i]!.word) && stays(i - 1) && stays(i + 1)) filler.add(i);
  }
  // 3. "list vs tuple difference", "list and tuple differences": the last word of a comparison.
  const comparing =
    compare ||
    words.some(
      (w, i) =>
        filler.has(i) && (comparisonMarks.has(w.word) || joining(w.word) || w.word === 'between'),
    );
  const last = words.length - 1;
  if (comparing && differenceWords.has(words[last]?.word ?? '')) filler.add(last);

  const kept = words.filter((_, i) => !filler.has(i));
  if (kept.length === 0) return { kept: [...words], filler: [] };
  return { kept, filler: words.filter((_, i) => filler.has(i)) };
}

/** What the index knows of a word's spelling: the vocabulary (lib/search/vocabulary.ts). */
export interface WordList {
  /** Whether some word of the index begins with `prefix` (the word itself included). */
  begins(prefix: string): boolean;
  /** The longest word of the index that `word` begins with (3 letters or more), if any. */
  longestPrefix(word: string): string | undefined;
}

/** What a word of the query finds. */
export type Verdict =
  /** It begins a word of the index (as typed, or half-typed). */
  | 'word'
  /** A word of the index is most of it (`tuples` -> `tuple`, `running` -> `run`): Pagefind's prefix rule finds that. */
  | 'prefix'
  /** Nothing the site has: left out. */
  | 'unknown';

// What may follow a word to make another form of it: Pagefind's stemmer finds those forms.
const inflection = /^(s|es|ed|d|ing|er|ers|est|ly|ies|ied|ment|ments|ness|ion|ions)$/;

/**
 * Whether Pagefind finds a word, and how. A prefix of the word that Pagefind would fall back to
 * counts only when it is most of the word (`tuples` -> `tuple`) or the rest is an ending
 * (`running` -> `run`), never when the rest is most of it (`zzqxjvkw` -> `z`, `tabqxv` -> `tab`).
 */
export function judge(word: string, words: WordList): Verdict {
  if (word === '') return 'unknown';
  if (words.begins(word)) return 'word';
  const prefix = words.longestPrefix(word);
  if (!prefix) return 'unknown';
  const rest = word.slice(prefix.length);
  const doubled = rest[0] === prefix.at(-1) ? rest.slice(1) : rest;
  if (2 * prefix.length > word.length || inflection.test(rest) || inflection.test(doubled))
    return 'prefix';
  return 'unknown';
}

/** The query as the search runs it. */
export interface ShapedQuery {
  /** What Pagefind searches: the words that stay, as the index spells them; '' for nothing. */
  term: string;
  /** The words searched, as typed. */
  searched: QueryWord[];
  /** Words the site does not have, left out (the panel names them). */
  unknown: QueryWord[];
  /** The filler of a question, left out. */
  filler: QueryWord[];
}

/**
 * The query to run for what the reader typed. Without a word list (the vocabulary could not be
 * loaded), only the filler is left out, and words of symbols only, which the index cannot have.
 */
export function shapeQuery(query: string, words?: WordList): ShapedQuery {
  const { kept, filler } = withoutFiller(queryWords(query));
  const searched: QueryWord[] = [];
  const unknown: QueryWord[] = [];
  const seen = new Set<string>();
  for (const word of kept) {
    const found = word.word !== '' && (!words || judge(word.word, words) !== 'unknown');
    if (!found) unknown.push(word);
    else if (!seen.has(word.word)) {
      seen.add(word.word);
      searched.push(word);
    }
  }
  return { term: searched.map((w) => w.word).join(' '), searched, unknown, filler };
}

/** Where the word lists come from: lib/search/vocabulary.ts's loader. */
export interface WordSource {
  forWords(words: readonly string[]): Promise<WordList | undefined>;
}

/** `shapeQuery` with the word list for the query's words, loaded as needed. */
export async function shapeQueryFrom(query: string, source: WordSource): Promise<ShapedQuery> {
  const words = await source.forWords(queryWords(query).map((w) => w.word)).catch(() => undefined);
  return shapeQuery(query, words);
}
