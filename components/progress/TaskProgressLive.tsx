'use client';

import { useEffect } from 'react';
import { withCode } from '@/lib/progress/store';
import { daysUntil, dayLabel } from '@/lib/progress/when';
import { progressStore, useProgress } from './liveStore';
import { useProgressScope } from './ProgressScope';

interface TaskProgressDetail {
  key?: string;
  /** The learner's code to keep; null forgets it. */
  code?: string | null;
  /** Every test passed. */
  passed?: boolean;
}

/**
 * The coding tasks' side of the learner's progress (issue #37). The task controller
 * (components/frame/task/) tells it, by a `task-progress` event, the learner's code and a Check
 * where every test passed; this component, the page's one writer of the store, keeps the code
 * and records the task as known (an FSRS review, as "I know this" is for a question). It shows
 * each task card its kept code and its state. The cards are HTML React does not own, so, like
 * CardMarksLive, it writes only into their empty parts and renders nothing.
 */
export function TaskProgressLive() {
  const scope = useProgressScope();
  const progress = useProgress();

  useEffect(() => {
    if (!scope) return;
    const onProgress = (event: Event) => {
      const { key, code, passed } = (event as CustomEvent<TaskProgressDetail>).detail ?? {};
      const store = progressStore();
      if (!key || !store || !scope.keys.includes(key)) return;
      if (code !== undefined) {
        const data = store.get().data;
        if ((data.code?.[key] ?? null) !== code) store.set(withCode(data, key, code ?? undefined));
      }
      if (passed) scope.record(key, 'known');
    };
    document.addEventListener('task-progress', onProgress);
    return () => document.removeEventListener('task-progress', onProgress);
  }, [scope]);

  useEffect(() => {
    if (!progress) return;
    const now = new Date();
    const sync = () => {
      for (const card of document.querySelectorAll<HTMLElement>('[data-task][data-task-key]')) {
        const key = card.dataset.taskKey!;
        const entry = progress.data.questions[key];
        const status = card.querySelector('[data-task-status]');
        const text =
          entry?.mark === 'known'
            ? `Solved on this device; ${
                daysUntil(entry.schedule.due, now) === 0
                  ? 'due for review today: solve it again'
                  : `comes back for review ${dayLabel(daysUntil(entry.schedule.due, now), now)}`
              }.`
            : '';
        if (status && status.textContent !== text) status.textContent = text;
        // The kept code stands in for the starter, until the editor takes over.
        const box = card.querySelector<HTMLElement>('[data-task-code]');
        const saved = card.querySelector<HTMLElement>('[data-task-saved]');
        if (!box || !saved || box.hasAttribute('data-editing')) continue;
        const code = progress.data.code?.[key];
        if (code !== undefined) {
          if (saved.textContent !== code) saved.textContent = code;
          saved.hidden = false;
          box.setAttribute('data-saved', '');
        } else if (box.hasAttribute('data-saved')) {
          box.removeAttribute('data-saved');
          saved.hidden = true;
          saved.textContent = '';
        }
      }
    };
    sync();
    // A topic change puts new cards in the page.
    const observer = new MutationObserver((records) => {
      if (
        records.some((r) =>
          [...r.addedNodes].some(
            (n) => n instanceof HTMLElement && n.querySelector?.('[data-task]'),
          ),
        )
      )
        sync();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [progress]);

  return null;
}
