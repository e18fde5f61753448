'use client';

import { useCallback, useRef } from 'react';
import type { Mark } from '@/lib/progress/schedule';
import { withEntry, type Entry } from '@/lib/progress/store';
import { progressStore } from './liveStore';

/** Records a mark for a question key, or with `mark` undefined, clears the question. */
export type Recorder = (key: string, mark: Mark | undefined) => void;

/**
 * A mark recorder for one session of marking (a bank page's visit, one drill). The first mark of
 * a question in the session is a review; a second one replaces it (the learner changed their
 * mind, as the drill allows), so it is scheduled from what was kept before the session, not
 * counted as another review. The scheduler (ts-fsrs) loads on the first mark, not with the page.
 */
export function useRecorder(): Recorder {
  const before = useRef(new Map<string, Entry | undefined>());
  return useCallback((key, mark) => {
    const store = progressStore();
    if (!store) return;
    if (!before.current.has(key)) before.current.set(key, store.get().data.questions[key]);
    if (mark === undefined) {
      store.set(withEntry(store.get().data, key, undefined));
      before.current.set(key, undefined);
      return;
    }
    const base = before.current.get(key);
    void import('@/lib/progress/schedule').then(({ review }) => {
      const schedule = review(base?.schedule, mark, new Date());
      store.set(withEntry(store.get().data, key, { mark, schedule }));
    });
  }, []);
}
