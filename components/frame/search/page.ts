import { whenHydrated } from '../hydration';
import { createPanel } from './panel';

/**
 * /search/'s full results, loaded by ../frame.ts when the address has a query (?q=, as the header
 * form sends it) or on the first use of the page's box. The results follow the box as the reader
 * types and the address follows the box; text typed before this module arrived wins over the
 * address (and goes into it). `root` is the element with `data-search-page`
 * (components/search/SearchPage.tsx).
 */
export function mountSearchPage(root: HTMLElement): void {
  const form = root.querySelector('form');
  const input = root.querySelector<HTMLInputElement>('input[name="q"]');
  if (!form || !input) return;
  const panel = createPanel({ input });

  const follow = (query: string) => {
    const url = new URL(window.location.href);
    if (query === '') url.searchParams.delete('q');
    else url.searchParams.set('q', query);
    window.history.replaceState(window.history.state, '', url);
    panel.show(query);
  };

  void whenHydrated().then(() => {
    root.append(panel.element);
    const typed = input.value;
    if (typed === '') input.value = new URLSearchParams(window.location.search).get('q') ?? '';
    follow(input.value);
    input.addEventListener('input', () => follow(input.value));
    // The results are on the page already: Enter keeps them rather than loading the page again.
    form.addEventListener('submit', (event) => event.preventDefault());
  });
}
