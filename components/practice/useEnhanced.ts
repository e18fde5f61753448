'use client';

import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/** False in the pre-rendered HTML and during hydration, true once scripts run the page. */
export function useEnhanced(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
