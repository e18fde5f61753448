'use client';

import { useCallback } from 'react';
import type { Mark } from '@/lib/progress/schedule';
import { useProgressScope } from './ProgressScope';
import { useRecorder } from './useRecorder';

/**
 * A recorder of its own for a drill's run (a drill is one session), taking questions as the
 * drill names them: topic key and id, within the page's bank (ProgressScope).
 */
export function useMarkRecorder(): (topic: string, id: number, mark: Mark) => void {
  const scope = useProgressScope();
  const record = useRecorder();
  return useCallback(
    (topic, id, mark) => {
      const key = scope?.keyOf(topic, id);
      if (key) record(key, mark);
    },
    [scope, record],
  );
}
