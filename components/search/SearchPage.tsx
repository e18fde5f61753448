'use client';

import { lazy, Suspense, useLayoutEffect, useRef, useState } from 'react';
import { SearchField } from './SearchField';
import practice from '@/components/practice/practice.module.css';
import styles from './search.module.css';

const SearchPanel = lazy(() => import('./SearchPanel').then((m) => ({ default: m.SearchPanel })));

/**
 * The search on /search/. Without JavaScript it is a plain form (the listing below it is what
 * the page offers then); with it, the query in the address (?q=, as the header box sends it)
 * runs at once and the results follow the box as the reader types.
 */
export function SearchPage() {
  const [query, setQuery] = useState('');
  const input = useRef<HTMLInputElement>(null);

  const change = (value: string) => {
    setQuery(value);
    const url = new URL(window.location.href);
    if (value === '') url.searchParams.delete('q');
    else url.searchParams.set('q', value);
    window.history.replaceState(window.history.state, '', url);
  };

  // The address is only readable in the browser (the page is static), so the box fills here;
  // text typed before the scripts arrived wins over it (and goes into the address). A layout
  // effect, so the box is read before a render writes the state's value into it.
  useLayoutEffect(() => {
    const typed = input.current?.value ?? '';
    if (typed !== '') change(typed);
    else setQuery(new URLSearchParams(window.location.search).get('q') ?? '');
  }, []);

  return (
    <div className={styles.page}>
      <form
        role="search"
        aria-label="Questions and guides"
        action="/search/"
        className={styles.pageBar}
      >
        <SearchField
          id="search-page-input"
          label="Search every question and guide section"
          showLabel
          inputRef={input}
          value={query}
          onChange={change}
        />
        <button type="submit" className={practice.button}>
          Search
        </button>
      </form>
      {query.trim() !== '' && (
        <Suspense fallback={<p className={styles.status}>Searching…</p>}>
          <SearchPanel query={query} input={input} />
        </Suspense>
      )}
    </div>
  );
}
