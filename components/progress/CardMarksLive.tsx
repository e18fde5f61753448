'use client';

import { useEffect } from 'react';
import { tapsLive } from '@/components/frame/earlyTaps';
import type { Mark } from '@/lib/progress/schedule';
import { useProgress } from './liveStore';
import { useProgressScope } from './ProgressScope';

const groups = '[data-mark-topic][data-mark-id]';

/**
 * Brings every card's CardMarks to life: their pressed state from the store, and their clicks
 * (one delegated listener). The cards are HTML that React does not own, and a topic change
 * swaps them, so the state is written again whenever the progress or the cards change. Renders
 * nothing.
 */
export function CardMarksLive() {
  const scope = useProgressScope();
  const progress = useProgress();

  useEffect(() => {
    if (!scope || !progress) return;
    const keyOf = (group: Element) =>
      scope.keyOf(
        group.getAttribute('data-mark-topic') ?? '',
        Number(group.getAttribute('data-mark-id')),
      );
    const sync = () => {
      for (const group of document.querySelectorAll(groups)) {
        const key = keyOf(group);
        const mark = key ? progress.data.questions[key]?.mark : undefined;
        for (const button of group.querySelectorAll('button[data-mark]')) {
          const pressed = String(button.getAttribute('data-mark') === mark);
          if (button.getAttribute('aria-pressed') !== pressed)
            button.setAttribute('aria-pressed', pressed);
        }
      }
    };
    const click = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest?.('button[data-mark]');
      const group = button?.closest(groups);
      const key = group && keyOf(group);
      if (!button || !key) return;
      const value = button.getAttribute('data-mark') as Mark;
      scope.record(key, progress.data.questions[key]?.mark === value ? undefined : value);
    };
    sync();
    // A topic change puts new cards in the page: give them their state too.
    const observer = new MutationObserver(sync);
    observer.observe(document.body, { childList: true, subtree: true });
    document.addEventListener('click', click);
    // Marks tapped before this listener was there are made now.
    tapsLive('marks');
    return () => {
      observer.disconnect();
      document.removeEventListener('click', click);
    };
  }, [scope, progress]);

  return null;
}
