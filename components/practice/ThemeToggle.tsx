'use client';

import { useSyncExternalStore } from 'react';
import { chooseTheme, shownTheme, THEME_EVENT } from '@/lib/theme';
import styles from './practice.module.css';

function subscribe(changed: () => void) {
  const device = window.matchMedia?.('(prefers-color-scheme: dark)');
  document.addEventListener(THEME_EVENT, changed);
  device?.addEventListener('change', changed);
  return () => {
    document.removeEventListener(THEME_EVENT, changed);
    device?.removeEventListener('change', changed);
  };
}

/**
 * The React page's "Light Mode / Dark Mode" button (the spec's): it sets the site's one theme
 * (lib/theme.ts), the same the header's switch sets, kept on the device for every page.
 */
export function ThemeToggle() {
  // The server renders the light label; the page's real theme replaces it once hydrated.
  const dark = useSyncExternalStore(
    subscribe,
    () => shownTheme() === 'dark',
    () => false,
  );
  return (
    <button
      type="button"
      className={`${styles.button} ${styles.themeToggle}`}
      onClick={() => chooseTheme(dark ? 'light' : 'dark')}
    >
      {dark ? 'Light Mode' : 'Dark Mode'}
    </button>
  );
}
