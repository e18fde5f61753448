import type { ResultData } from './results';
import { vocabularyLoader } from './vocabulary';

/** The part of Pagefind's browser API (out/pagefind/pagefind.js) the site uses. */
export interface Pagefind {
  options(options: { excerptLength?: number }): Promise<void>;
  init(): Promise<void>;
  debouncedSearch(
    term: string,
    options: { filters?: Record<string, string> },
    timeoutMs?: number,
  ): Promise<{ results: { id: string; data(): Promise<ResultData> }[] } | null>;
  preload(term: string, options?: { filters?: Record<string, string> }): Promise<void>;
  filters(): Promise<Record<string, Record<string, number>>>;
}

/** Where the build writes the index, its loader and its vocabulary (scripts/search-index.mts). */
const base = '/pagefind/';
const bundle = `${base}pagefind.js`;

/**
 * The index's vocabulary, for the query shaping (lib/search/query.ts): its list of cuts on the
 * first query, then the cuts the query's words need.
 */
export const vocabulary = vocabularyLoader(base, async (url) => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${response.status} ${url}`);
  return response.text();
});

let loading: Promise<Pagefind> | undefined;

/**
 * Loads Pagefind once, on the reader's first use of a search box; nothing of it is requested
 * before. The import is left to the browser (the URL is not a literal, so esbuild leaves it): the
 * file is written after the bundle, by the search index step.
 *
 * Content-Security-Policy: Pagefind searches in WebAssembly, run in a worker
 * (/pagefind/pagefind-worker.js), so a policy needs 'wasm-unsafe-eval' in script-src and allows
 * workers from 'self' (worker-src, or script-src when worker-src is unset).
 */
export function loadPagefind(): Promise<Pagefind> {
  loading ??= (async () => {
    const pagefind = (await import(bundle)) as Pagefind;
    await pagefind.options({ excerptLength: 24 });
    await pagefind.init();
    return pagefind;
  })();
  // A failed load (offline, a deploy without the index) is tried again on the next search.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
