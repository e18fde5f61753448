'use client';

import type { Mark } from '@/lib/progress/schedule';
import practice from '@/components/practice/practice.module.css';
import { useProgress } from './liveStore';
import { useProgressScope } from './ProgressScope';
import styles from './progress.module.css';

/**
 * A question card's mark: two toggle buttons, "I know this" and "Not yet", their state announced
 * (aria-pressed). Pressing the pressed one clears the mark. In the HTML from the start (so
 * nothing shifts), hidden where scripts do not run.
 */
export function MarkToggle({ topic, id }: { topic: string; id: number }) {
  const scope = useProgressScope();
  const progress = useProgress();
  const key = scope?.keyOf(topic, id);
  if (!scope || !key) return null;
  const mark = progress?.data.questions[key]?.mark;
  const press = (value: Mark) => scope.record(key, mark === value ? undefined : value);
  return (
    <div className={styles.marks} role="group" aria-label={`Question ${id}: your mark`}>
      <button
        type="button"
        className={`${practice.button} ${styles.mark}`}
        aria-pressed={mark === 'known'}
        onClick={() => press('known')}
      >
        I know this
      </button>
      <button
        type="button"
        className={`${practice.button} ${styles.mark}`}
        aria-pressed={mark === 'notYet'}
        onClick={() => press('notYet')}
      >
        Not yet
      </button>
    </div>
  );
}
