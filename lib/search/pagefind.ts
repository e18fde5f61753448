import type { ResultData } from './results';

/** The part of Pagefind's browser API (out/pagefind/pagefind.js) the site uses. */
export interface Pagefind {
  options(options: { excerptLength?: number }): Promise<void>;
  init(): Promise<void>;
  debouncedSearch(
    term: string,
    options: { filters?: Record<string, string> },
    timeoutMs?: number,
  ): Promise<{ results: { id: string; data(): Promise<ResultData> }[] } | null>;
  filters(): Promise<Record<string, Record<string, number>>>;
}

/** Where the build writes the index and its loader (scripts/search-index.mts). */
const bundle = '/pagefind/pagefind.js';

let loading: Promise<Pagefind> | undefined;

/**
 * Loads Pagefind once, on the reader's first use of a search box; nothing of it is requested
 * before. The import is left to the browser (webpackIgnore, which Turbopack honours): the file is
 * written after `next build`, so the bundler must not look for it.
 *
 * Content-Security-Policy: Pagefind searches in WebAssembly, run in a worker
 * (/pagefind/pagefind-worker.js), so a policy needs 'wasm-unsafe-eval' in script-src and allows
 * workers from 'self' (worker-src, or script-src when worker-src is unset).
 */
export function loadPagefind(): Promise<Pagefind> {
  loading ??= (async () => {
    const pagefind = (await import(/* webpackIgnore: true */ bundle)) as Pagefind;
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
