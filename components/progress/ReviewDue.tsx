'use client';

import practice from '@/components/practice/practice.module.css';
import { questionAnchor } from '@/lib/practice/anchors';
import { topicOf } from '@/lib/progress/scope';
import { dueKeys, isTaskKey, tally } from '@/lib/progress/store';
import { useProgress } from './liveStore';
import { useProgressScope } from './ProgressScope';
import styles from './progress.module.css';

/**
 * The drill's third way in, beside the whole bank and the picked topics: the questions the
 * schedule says are due today. `onReview` receives their drill keys ("joins-q3").
 */
export function ReviewDue({ onReview }: { onReview: (items: readonly string[]) => void }) {
  const scope = useProgressScope();
  const progress = useProgress();
  if (!scope || !progress) return null;
  const now = new Date();
  if (tally(progress.data, scope.keys, now).marked === 0) return null;
  // The drill leaves coding tasks out (docs/coding-tasks.md): they come back on their bank's page.
  const due = dueKeys(
    progress.data,
    scope.keys.filter((key) => !isTaskKey(key)),
    now,
  );
  if (due.length === 0)
    return <p className={styles.nothingDue}>Nothing is due for review today.</p>;
  const items = due.map((key) => {
    const cut = key.lastIndexOf('/');
    return questionAnchor(topicOf(key.slice(0, cut)), Number(key.slice(cut + 1)));
  });
  return (
    <button type="button" className={practice.button} onClick={() => onReview(items)}>
      Review the {due.length} due today
    </button>
  );
}
