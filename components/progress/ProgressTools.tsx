'use client';

import { useRef, useState, type ChangeEvent } from 'react';
import practice from '@/components/practice/practice.module.css';
import { exportFileName, exportProgress, importProgress } from '@/lib/progress/store';
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

  function save() {
    const store = progressStore();
    if (!store) return;
    const now = new Date();
    const url = URL.createObjectURL(
      new Blob([exportProgress(store.get().data, now)], { type: 'application/json' }),
    );
    const link = document.createElement('a');
    link.href = url;
    link.download = exportFileName(now);
    link.click();
    // After the click has handed the file to the browser.
    setTimeout(() => URL.revokeObjectURL(url), 0);
    setMessage(`Saved ${link.download}.`);
  }

  async function load(event: ChangeEvent<HTMLInputElement>) {
    const store = progressStore();
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!store || !chosen) return;
    let text: string;
    try {
      text = await chosen.text();
    } catch {
      setMessage('That file could not be read. Nothing was changed.');
      return;
    }
    const result = importProgress(store.get().data, text);
    if (!result.ok) {
      setMessage(result.message);
      return;
    }
    store.set(result.data);
    const skipped =
      result.skipped > 0 ? ` ${result.skipped} unreadable entries were left out.` : '';
    setMessage(
      `Imported the progress of ${result.imported} ${result.imported === 1 ? 'question' : 'questions'}.${skipped}`,
    );
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
            onChange={(event) => void load(event)}
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
