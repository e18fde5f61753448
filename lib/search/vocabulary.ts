import { indexForm, type WordList } from './query';

/**
 * The words of the search index, for `judge` in lib/search/query.ts: every word the index holds
 * (its stems) and every word of the records as written (so a half-typed `initializat` is known
 * although the index holds only the stem `initi`).
 *
 * The build writes it beside Pagefind's files (scripts/search-index.mts), cut by the first two
 * letters of a word so a query loads only what its words need: `words.json` lists the cuts, and
 * `words/<hash>/<n>.txt` holds the words of the n-th, one a line, sorted. A query for
 * `list vs tuple` loads the cuts `li` and `tu` (about 1.5 KB gzip); the list of cuts is about
 * 1 KB.
 */

/** The cut a word belongs to: its first two characters. */
export const cutOf = (word: string) => Array.from(word).slice(0, 2).join('');

/**
 * The words Pagefind's indexer makes of a text: each whitespace-separated token with everything
 * but letters, digits and `_` removed, and, for a token with punctuation in it, its parts too
 * (`hashCode()` -> `hashcode`, `hash`, `code`; `list.add` -> `listadd`, `list`, `add`).
 */
export function indexedWords(text: string): Set<string> {
  const words = new Set<string>();
  for (const token of text.split(/\s+/)) {
    const whole = indexForm(token);
    if (whole) words.add(whole);
    if (!/[^\p{Alphabetic}\p{N}]/u.test(token)) continue;
    const parts = token
      .replace(/[!-/:-@[-`{-~]/g, ' ')
      .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
      .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1 $2')
      .replace(/(\p{L})(\p{N})|(\p{N})(\p{L})/gu, '$1$3 $2$4')
      .split(/\s+/);
    for (const part of parts) {
      const form = indexForm(part);
      if (Array.from(form).length > 1) words.add(form);
    }
  }
  return words;
}

/** The vocabulary as the build writes it: the cuts in order, and each cut's sorted words. */
export interface VocabularyFiles {
  cuts: string[];
  words: string[][];
}

export function vocabularyFiles(all: Iterable<string>): VocabularyFiles {
  const byCut = new Map<string, string[]>();
  for (const word of [...new Set(all)].sort()) {
    if (!word) continue;
    const cut = cutOf(word);
    const list = byCut.get(cut) ?? [];
    list.push(word);
    byCut.set(cut, list);
  }
  const cuts = [...byCut.keys()].sort();
  return { cuts, words: cuts.map((cut) => byCut.get(cut)!) };
}

/** `words.json`: the cuts, and the folder their files are in (named by a hash of them all). */
export interface VocabularyIndex {
  folder: string;
  cuts: string;
}

/** The words of the cuts loaded so far, as the `WordList` the query shaping asks. */
export function wordList(
  cuts: ReadonlySet<string>,
  loaded: ReadonlyMap<string, ReadonlySet<string>>,
): WordList {
  const sorted = new Map<string, string[]>();
  const list = (cut: string) => {
    let words = sorted.get(cut);
    if (!words) {
      words = [...(loaded.get(cut) ?? [])].sort();
      sorted.set(cut, words);
    }
    return words;
  };
  return {
    begins(prefix) {
      const chars = Array.from(prefix);
      if (chars.length <= 2) return [...cuts].some((cut) => cut.startsWith(prefix));
      const words = list(cutOf(prefix));
      // The first word not before the prefix begins with it, if any does.
      let low = 0;
      let high = words.length;
      while (low < high) {
        const mid = (low + high) >> 1;
        if (words[mid]! < prefix) low = mid + 1;
        else high = mid;
      }
      return words[low]?.startsWith(prefix) ?? false;
    },
    longestPrefix(word) {
      const chars = Array.from(word);
      const words = loaded.get(cutOf(word));
      if (!words) return undefined;
      for (let n = chars.length - 1; n >= 3; n--) {
        const prefix = chars.slice(0, n).join('');
        if (words.has(prefix)) return prefix;
      }
      return undefined;
    },
  };
}

/**
 * Loads the vocabulary's cuts as queries need them, each once. `base` is the folder of Pagefind's
 * files (`/pagefind/`). A cut that cannot be loaded counts as holding every word (nothing is left
 * out for it), and so does the whole vocabulary when `words.json` is missing (an older deploy).
 */
export function vocabularyLoader(base: string, load: (url: string) => Promise<string>) {
  let index: Promise<{ folder: string; cuts: string[] } | null> | undefined;
  const files = new Map<string, Promise<ReadonlySet<string> | null>>();
  const loaded = new Map<string, ReadonlySet<string>>();

  const readIndex = () =>
    (index ??= load(`${base}words.json`)
      .then((text) => {
        const parsed = JSON.parse(text) as VocabularyIndex;
        return { folder: parsed.folder, cuts: parsed.cuts.split(' ') };
      })
      .catch(() => {
        index = undefined; // tried again with the next query
        return null;
      }));

  return {
    /** Fetches the list of cuts (a focus on a search box is enough). */
    warmUp: () => void readIndex(),
    /** The word list for these words of a query, or undefined when it cannot be had. */
    async forWords(words: readonly string[]): Promise<WordList | undefined> {
      const vocabulary = await readIndex();
      if (!vocabulary) return undefined;
      const cutSet = new Set(vocabulary.cuts);
      const needed = [...new Set(words.filter((w) => Array.from(w).length > 2).map(cutOf))].filter(
        (cut) => cutSet.has(cut),
      );
      const unreadable = new Set<string>();
      await Promise.all(
        needed.map(async (cut) => {
          let file = files.get(cut);
          if (!file) {
            const n = vocabulary.cuts.indexOf(cut);
            file = load(`${base}words/${vocabulary.folder}/${n}.txt`).then(
              (text) => new Set(text.split('\n')),
              () => {
                files.delete(cut);
                return null;
              },
            );
            files.set(cut, file);
          }
          const set = await file;
          if (set) loaded.set(cut, set);
          else unreadable.add(cut);
        }),
      );
      const list = wordList(cutSet, loaded);
      if (unreadable.size === 0) return list;
      const open = (word: string) => unreadable.has(cutOf(word));
      return {
        begins: (prefix) => open(prefix) || list.begins(prefix),
        longestPrefix: (word) => list.longestPrefix(word),
      };
    },
  };
}
