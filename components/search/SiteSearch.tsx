'use client';

import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTypedBeforeScripts } from '@/components/useTypedBeforeScripts';
import { SearchField } from './SearchField';
import styles from './search.module.css';

// The results, filters and phone panel are a chunk of their own, fetched on first use.
const loadPanel = () => import('./SearchPanel');
const SearchPanel = lazy(() => loadPanel().then((m) => ({ default: m.SearchPanel })));
const SearchDialog = lazy(() => loadPanel().then((m) => ({ default: m.SearchDialog })));

/** Starts loading the results code and Pagefind: on the first focus or keystroke, not before. */
const warmUp = () => void loadPanel().then((m) => m.warmUp());

const SearchIcon = () => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
    <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.4" />
    <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
  </svg>
);

const typingIn = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * The header's search box. Without JavaScript it is a plain form to /search/ (the full search
 * page). With it, typing shows results below the box; below 768 px a button opens the search as
 * a full-screen panel instead. `/` focuses the box from anywhere but a text field.
 */
export function SiteSearch() {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [phonePanel, setPhonePanel] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const phoneButton = useRef<HTMLButtonElement>(null);
  useTypedBeforeScripts(input, (typed) => {
    setQuery(typed);
    // Results for what was typed, if the reader is still in the box.
    setOpen(document.activeElement === input.current);
  });

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (typingIn(event.target)) return;
      event.preventDefault();
      if (input.current?.offsetParent) input.current.focus();
      else setPhonePanel(true);
    };
    const onPointer = (event: PointerEvent) => {
      if (!form.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, []);

  const closePanel = () => {
    setOpen(false);
    input.current?.focus();
  };

  return (
    <>
      <form
        ref={form}
        className={styles.box}
        role="search"
        aria-label="Site"
        action="/search/"
        onFocus={warmUp}
      >
        <SearchField
          id="site-search"
          label="Search questions and guides"
          inputRef={input}
          placeholder="Search"
          aria-keyshortcuts="/"
          value={query}
          onFocus={() => setOpen(true)}
          onChange={(value) => {
            setQuery(value);
            setOpen(true);
          }}
        />
        <kbd className={styles.keyHint} aria-hidden="true">
          /
        </kbd>
        <button type="submit" className={styles.submit}>
          <span className="visually-hidden">Search</span>
          <SearchIcon />
        </button>
        {open && query.trim() !== '' && (
          <Suspense fallback={null}>
            <SearchPanel query={query} input={input} onClose={closePanel} popover />
          </Suspense>
        )}
      </form>
      <button
        ref={phoneButton}
        type="button"
        className={styles.phoneButton}
        aria-haspopup="dialog"
        onClick={() => setPhonePanel(true)}
        onFocus={warmUp}
      >
        <span className="visually-hidden">Search</span>
        <SearchIcon />
      </button>
      {phonePanel && (
        <Suspense fallback={null}>
          <SearchDialog
            query={query}
            onQuery={setQuery}
            onClose={() => {
              setPhonePanel(false);
              phoneButton.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
