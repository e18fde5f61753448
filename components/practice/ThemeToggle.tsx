'use client';

import { useEffect, useState } from 'react';
import styles from './practice.module.css';

/** Light and dark themes for the whole page; not remembered between visits. */
export function ThemeToggle() {
  const [dark, setDark] = useState(false);

  useEffect(() => {
    const root = document.documentElement;
    root.dataset.theme = dark ? 'dark' : 'light';
    return () => {
      delete root.dataset.theme;
    };
  }, [dark]);

  return (
    <button
      type="button"
      className={`${styles.button} ${styles.themeToggle}`}
      onClick={() => setDark((value) => !value)}
    >
      {dark ? 'Light Mode' : 'Dark Mode'}
    </button>
  );
}
