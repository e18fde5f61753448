'use client';

import { useRef, useState, type ChangeEvent } from 'react';
import practice from '@/components/practice/practice.module.css';
import { progressStore, useProgress } from './liveStore';
import styles from './progress.module.css';

/**
 * The learner owns their progress: where it lives (this browser only), and what they can do with
 * it: save it to a file, read a file back (merged, so nothing kept is lost), or forget it all
 * after a confirmation. Every bank's progress, not only this page's.
 */
export function ProgressTools() {
  const progress = useProgress();
  const file = useRef<HTMLInputElement>(null);
  const [message, setMessage] = useState('');

  // The file code loads on first use: most visits never export or import.
  const files = () => import('./fileActions');
  function save() {
    const store = progressStore();
    if (store) void files().then((m) => setMessage(m.saveFile(store)));
  }

  function load(event: ChangeEvent<HTMLInputElement>) {
    const store = progressStore();
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (store && chosen)
      void files().then(async (m) => setMessage(await m.readFile(store, chosen)));
  }

  function forget() {
    const store = progressStore();
    if (!store) return;
    if (
      !window.confirm('Forget your progress on every bank in this browser? This cannot be undone.')
    )
      return;
    store.forget();
    setMessage('Your progress is forgotten.');
  }

  const unavailable = progress?.status === 'unavailable';
  return (
    <div className={styles.tools}>
      {unavailable && (
        <p className={styles.warning}>
          This browser does not let the site keep your progress (storage is blocked or full): your
          marks last only until you leave this page.
        </p>
      )}
      <details className={styles.toolBox}>
        <summary>Your progress lives only in this browser</summary>
        <p className={styles.note}>
          It is never sent anywhere. To take it to another browser, export it there and import it
          here.
        </p>
        <div className={styles.toolButtons}>
          <button type="button" className={`${practice.button} ${styles.tool}`} onClick={save}>
            Export progress
          </button>
          <button
            type="button"
            className={`${practice.button} ${styles.tool}`}
            onClick={() => file.current?.click()}
          >
            Import progress
          </button>
          <input
            ref={file}
            type="file"
            accept="application/json,.json"
            hidden
            aria-label="Progress file to import"
            onChange={load}
          />
          <button type="button" className={`${practice.button} ${styles.tool}`} onClick={forget}>
            Forget my progress
          </button>
        </div>
      </details>
      <p className={styles.message} role="status">
        {message}
      </p>
    </div>
  );
}
