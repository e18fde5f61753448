'use client';

import { tally } from '@/lib/progress/store';
import { progressText } from '@/lib/progress/text';
import { useProgress } from './liveStore';
import { useProgressScope } from './ProgressScope';
import styles from './progress.module.css';

/** A bank's progress in words, "18 of 41 known · 3 due today"; its line is reserved in the HTML. */
export function BankProgress() {
  const scope = useProgressScope();
  const progress = useProgress();
  const text = scope && progress ? progressText(tally(progress.data, scope.keys, new Date())) : '';
  return (
    <p className={styles.bank} data-bank-progress="">
      {text}
    </p>
  );
}
