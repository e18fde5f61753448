'use client';

import { scopeKeys } from '@/lib/progress/scope';
import { tally } from '@/lib/progress/store';
import { useProgress } from './liveStore';
import { useProgressScope } from './ProgressScope';
import styles from './progress.module.css';

/** A topic tab's progress, "4/10", read as "4 of 10 known"; nothing until a question is marked. */
export function TopicProgress({ topic }: { topic: string }) {
  const scope = useProgressScope();
  const progress = useProgress();
  const scoped = scope?.topics.find((t) => t.prefix.endsWith(`/${topic}`));
  if (!progress || !scoped) return null;
  const { known, total, marked } = tally(progress.data, scopeKeys([scoped]), new Date());
  if (marked === 0) return null;
  return (
    <span className={styles.topic}>
      <span aria-hidden="true">
        {known}/{total}
      </span>
      <span className="visually-hidden">
        {' '}
        ({known} of {total} known)
      </span>
    </span>
  );
}
