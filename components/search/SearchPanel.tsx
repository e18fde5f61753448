'use client';

import {
  useEffect,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type RefObject,
} from 'react';
import { DifficultyBadge } from '@/components/practice/DifficultyBadge';
import { InlineText } from '@/components/practice/InlineText';
import { difficulties } from '@/lib/practice/types';
import { loadPagefind } from '@/lib/search/pagefind';
import {
  countMessage,
  noFilter,
  pagefindFilters,
  toHit,
  whereValue,
  type FilterChoice,
  type SearchHit,
} from '@/lib/search/results';
import { SearchField } from './SearchField';
import practice from '@/components/practice/practice.module.css';
import styles from './search.module.css';

/** Fetches Pagefind and its index entry ahead of the first query (a focus is enough). */
export function warmUp() {
  loadPagefind().catch(() => {
    // Reported by the search itself when the reader types; nothing to show yet.
  });
}

interface Results {
  pending: boolean;
  failed: boolean;
  hits: readonly SearchHit[];
  total: number;
}

/** Runs the query through Pagefind; keeps the last results on screen while the next one runs. */
function useResults(query: string, choice: FilterChoice, limit: number): Results {
  const [done, setDone] = useState<(Results & { key: string }) | null>(null);
  const term = query.trim();
  const key = JSON.stringify([term, choice, limit]);
  useEffect(() => {
    if (term === '') return;
    let current = true;
    loadPagefind()
      .then(async (pagefind) => {
        const search = await pagefind.debouncedSearch(
          term,
          { filters: pagefindFilters(choice) },
          120,
        );
        if (!search || !current) return; // a newer query took over
        const data = await Promise.all(search.results.slice(0, limit).map((r) => r.data()));
        if (current)
          setDone({
            key,
            pending: false,
            failed: false,
            hits: data.map(toHit),
            total: search.results.length,
          });
      })
      .catch(() => {
        if (current) setDone({ key, pending: false, failed: true, hits: [], total: 0 });
      });
    return () => {
      current = false;
    };
  }, [term, choice, limit, key]);
  if (!done) return { pending: true, failed: false, hits: [], total: 0 };
  return { ...done, pending: done.key !== key };
}

/** The banks, guides and difficulties in the index, for the filter menus. */
function useFilterOptions() {
  const [options, setOptions] = useState<{ banks: string[]; guides: string[] }>({
    banks: [],
    guides: [],
  });
  useEffect(() => {
    let current = true;
    loadPagefind()
      .then((pagefind) => pagefind.filters())
      .then((filters) => {
        const names = (key: string) => Object.keys(filters[key] ?? {}).sort();
        if (current) setOptions({ banks: names('bank'), guides: names('guide') });
      })
      .catch(() => {
        // Without the index there is nothing to filter; the results say so.
      });
    return () => {
      current = false;
    };
  }, []);
  return options;
}

function SearchFilters({
  choice,
  onChange,
}: {
  choice: FilterChoice;
  onChange: (choice: FilterChoice) => void;
}) {
  const { banks, guides } = useFilterOptions();
  return (
    <div className={styles.filters}>
      <label>
        <span>In</span>
        <select
          value={choice.where}
          onChange={(event) => onChange({ ...choice, where: event.target.value })}
        >
          <option value="">Everything</option>
          {banks.length > 0 && (
            <optgroup label="Practice banks">
              {banks.map((name) => (
                <option key={name} value={whereValue('bank', name)}>
                  {name}
                </option>
              ))}
            </optgroup>
          )}
          {guides.length > 0 && (
            <optgroup label="Study guides">
              {guides.map((name) => (
                <option key={name} value={whereValue('guide', name)}>
                  {name}
                </option>
              ))}
            </optgroup>
          )}
        </select>
      </label>
      <label>
        <span>Difficulty</span>
        <select
          value={choice.difficulty}
          onChange={(event) => onChange({ ...choice, difficulty: event.target.value })}
        >
          <option value="">Any</option>
          {difficulties.map((d) => (
            <option key={d} value={d}>
              {d}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

function Hit({ hit }: { hit: SearchHit }) {
  return (
    <a className={styles.hit} href={hit.url}>
      <span className={styles.hitHead}>
        <span className={styles.hitTitle}>
          <InlineText text={hit.title} />
        </span>
        {hit.difficulty && <DifficultyBadge difficulty={hit.difficulty} />}
      </span>
      <span className={styles.where}>{hit.where.join(' › ')}</span>
      <span className={styles.snippet}>
        {hit.snippet.map((part, i) => (part.mark ? <mark key={i}>{part.text}</mark> : part.text))}
      </span>
    </a>
  );
}

export interface SearchPanelProps {
  query: string;
  /** The search box this panel belongs to: ArrowDown in it moves to the first result. */
  input: RefObject<HTMLInputElement | null>;
  /** Escape closes the panel (the header's drop-down, the phone panel). */
  onClose?: () => void;
  /** The header's drop-down: a few results and a link to all of them on /search/. */
  popover?: boolean;
}

/**
 * Filters, the results of the query and a live region that announces their count. Arrow keys
 * move through the results (real links: Enter opens one), Escape closes.
 */
export function SearchPanel({ query, input, onClose, popover = false }: SearchPanelProps) {
  const [choice, setChoice] = useState<FilterChoice>(noFilter);
  const [limit, setLimit] = useState(popover ? 6 : 20);
  const list = useRef<HTMLUListElement>(null);
  const { pending, failed, hits, total } = useResults(query, choice, limit);
  const term = query.trim();

  useEffect(() => {
    const box = input.current;
    if (!box) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowDown') {
        const first = list.current?.querySelector('a');
        if (first) {
          event.preventDefault();
          first.focus();
        }
      } else if (event.key === 'Escape' && onClose) {
        event.preventDefault();
        onClose();
      }
    };
    box.addEventListener('keydown', onKey);
    return () => box.removeEventListener('keydown', onKey);
  }, [input, onClose]);

  const onKeyDown = (event: ReactKeyboardEvent) => {
    if (event.key === 'Escape' && onClose) {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const links = [...(list.current?.querySelectorAll('a') ?? [])];
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (at === -1) return; // the filter menus use the arrows themselves
    event.preventDefault();
    const next = at + (event.key === 'ArrowDown' ? 1 : -1);
    if (next < 0) input.current?.focus();
    else links[Math.min(next, links.length - 1)]!.focus();
  };

  const message = failed
    ? 'Search could not be loaded. Try again, or browse the practice banks.'
    : pending
      ? 'Searching…'
      : countMessage(total, term);

  return (
    <div
      className={popover ? `${styles.panel} ${styles.popover}` : styles.panel}
      onKeyDown={onKeyDown}
    >
      <SearchFilters choice={choice} onChange={setChoice} />
      <p role="status" className={styles.status}>
        {term === '' ? '' : message}
      </p>
      {!pending && (failed || total === 0) && term !== '' && (
        <p className={styles.empty}>
          Try other words, clear the filters, or <a href="/practice/">browse the practice banks</a>.
        </p>
      )}
      <ul ref={list} className={styles.hits} aria-label="Search results">
        {hits.map((hit) => (
          <li key={hit.url}>
            <Hit hit={hit} />
          </li>
        ))}
      </ul>
      {total > hits.length &&
        !pending &&
        (popover ? (
          <a
            className={`${practice.button} ${styles.more}`}
            href={`/search/?${new URLSearchParams({ q: term })}`}
          >
            All {total} results
          </a>
        ) : (
          <button
            type="button"
            className={`${practice.button} ${styles.more}`}
            onClick={() => setLimit((n) => n + 20)}
          >
            Show more results
          </button>
        ))}
    </div>
  );
}

/**
 * The search as a full-screen panel (phones): a modal dialog, so focus moves into it, stays in
 * it, Escape closes it, and the opener gets focus back (onClose).
 */
export function SearchDialog({
  query,
  onQuery,
  onClose,
}: {
  query: string;
  onQuery: (query: string) => void;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    dialog.current?.showModal();
    input.current?.focus();
  }, []);
  const close = () => dialog.current?.close();
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-label="Search questions and guides"
      onClose={onClose}
    >
      <form className={styles.dialogBar} role="search" aria-label="Site" action="/search/">
        <SearchField
          id="site-search-panel"
          label="Search questions and guides"
          inputRef={input}
          placeholder="Search questions and guides"
          value={query}
          onChange={onQuery}
        />
        <button type="button" className={practice.button} onClick={close}>
          Close
        </button>
      </form>
      <SearchPanel query={query} input={input} onClose={close} />
    </dialog>
  );
}
