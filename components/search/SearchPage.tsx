import practice from '@/components/practice/practice.module.css';
import styles from './search.module.css';

/**
 * The search on /search/: a plain form (without scripts the listing below it is what the page
 * offers). The frame's script loads the search module when the address has a query (?q=, as the
 * header form sends it) or on first use; it runs the query and shows the results below the box
 * as the reader types, keeping the address in step.
 */
export function SearchPage() {
  return (
    <div className={styles.page} data-search-page="">
      <form
        role="search"
        aria-label="Questions and guides"
        action="/search/"
        className={styles.pageBar}
      >
        <label htmlFor="search-page-input">Search every question and guide section</label>
        <input
          id="search-page-input"
          className={styles.input}
          name="q"
          type="search"
          autoComplete="off"
        />
        <button type="submit" className={practice.button}>
          Search
        </button>
      </form>
    </div>
  );
}
