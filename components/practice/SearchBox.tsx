'use client';

import styles from './practice.module.css';

interface SearchBoxProps {
  topicName: string;
  query: string;
  onChange: (query: string) => void;
}

/** Search within the active topic; the text is kept when the topic changes. */
export function SearchBox({ topicName, query, onChange }: SearchBoxProps) {
  return (
    <div className={styles.search} role="search">
      <label htmlFor="question-search" className="visually-hidden">
        Search {topicName} questions
      </label>
      <input
        id="question-search"
        type="search"
        className={styles.searchInput}
        placeholder={`Search ${topicName} questions...`}
        value={query}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
      />
      {query !== '' && (
        <button type="button" className={styles.button} onClick={() => onChange('')}>
          Clear
        </button>
      )}
    </div>
  );
}
