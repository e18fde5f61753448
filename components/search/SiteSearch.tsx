import styles from './search.module.css';

const SearchIcon = () => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
    <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.4" />
    <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
  </svg>
);

/**
 * The header's search box: a plain form to /search/ (the full search page), which is all it is
 * without scripts. The frame's script (components/frame/frame.ts) loads the search module on the
 * first focus, keystroke or `/`; it then shows results below the box as the reader types. Below
 * 768 px scripts swap the box for a button that opens the search as a full-screen panel.
 */
export function SiteSearch() {
  return (
    <>
      <form
        className={styles.box}
        role="search"
        aria-label="Site"
        action="/search/"
        data-site-search=""
      >
        <label htmlFor="site-search" className="visually-hidden">
          Search questions and guides
        </label>
        <input
          id="site-search"
          className={styles.input}
          name="q"
          type="search"
          autoComplete="off"
          placeholder="Search"
          aria-keyshortcuts="/"
        />
        <kbd className={styles.keyHint} aria-hidden="true">
          /
        </kbd>
        <button type="submit" className={styles.submit}>
          <span className="visually-hidden">Search</span>
          <SearchIcon />
        </button>
      </form>
      <button
        type="button"
        className={styles.phoneButton}
        aria-haspopup="dialog"
        data-search-phone=""
      >
        <span className="visually-hidden">Search</span>
        <SearchIcon />
      </button>
    </>
  );
}
