'use client';

import { useRef } from 'react';
import { useTypedBeforeScripts } from '@/components/useTypedBeforeScripts';
import styles from './practice.module.css';
import finder from './finder.module.css';

interface SearchBoxProps {
  topicName: string;
  query: string;
  onChange: (query: string) => void;
}

/** Search within the active topic; the text is kept when the topic changes. */
export function SearchBox({ topicName, query, onChange }: SearchBoxProps) {
  const box = useRef<HTMLInputElement>(null);
  useTypedBeforeScripts(box, onChange);
  return (
    <div className={finder.search} role="search">
      <label htmlFor="question-search" className="visually-hidden">
        Search {topicName} questions
      </label>
      <input
        ref={box}
        id="question-search"
        type="search"
        className={finder.searchInput}
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
