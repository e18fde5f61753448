'use client';

import { useSyncExternalStore } from 'react';
import { useEnhanced } from '@/components/practice/useEnhanced';
import { PROGRESS_KEY } from '@/lib/progress/key';
import { openStore, type LiveStore, type Snapshot } from '@/lib/progress/store';

let store: LiveStore | undefined;

/** This page's one progress store, opened on first use (never on the server). */
export function progressStore(): LiveStore | undefined {
  if (typeof window === 'undefined') return undefined;
  store ??= openStore(
    () => window.localStorage,
    PROGRESS_KEY,
    (onChange) =>
      window.addEventListener('storage', (event) => {
        // key null: another tab cleared the whole storage.
        if (event.key === PROGRESS_KEY || event.key === null) onChange();
      }),
  );
  return store;
}

const subscribe = (listener: () => void) => progressStore()?.subscribe(listener) ?? (() => {});
const subscribeToNothing = () => () => {};
const clientSnapshot = () => progressStore()!.get();
const noSnapshot = () => null;

/**
 * The learner's progress, or null in the pre-rendered HTML and during hydration (the server
 * cannot know it), so the first client render matches the HTML and the progress follows.
 */
export function useProgress(): Snapshot | null {
  // Not read during hydration: the store (localStorage, parsed) opens in the transition that
  // follows it (useEnhanced), so the hydration's commit does not render every mark again.
  const enhanced = useEnhanced();
  return useSyncExternalStore(
    enhanced ? subscribe : subscribeToNothing,
    enhanced ? clientSnapshot : noSnapshot,
    noSnapshot,
  );
}
