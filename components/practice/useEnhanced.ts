'use client';

import { startTransition, useEffect, useState } from 'react';

/** Set by the first hydrated component's effect: later mounts (a tab's page) start enhanced. */
let hydrated = false;

/**
 * False in the pre-rendered HTML and during hydration, true once scripts run the page. The
 * switch comes in a transition after hydration has committed, not in its commit: a value that
 * differs from the server's in the hydrating render (useSyncExternalStore's client snapshot)
 * makes React render again synchronously inside the hydration's commit, one long task on a
 * slow phone; a transition renders in slices between which the browser can answer a tap.
 */
export function useEnhanced(): boolean {
  const [enhanced, setEnhanced] = useState(hydrated);
  useEffect(() => {
    if (enhanced) return;
    hydrated = true;
    startTransition(() => setEnhanced(true));
  }, [enhanced]);
  return enhanced;
}
