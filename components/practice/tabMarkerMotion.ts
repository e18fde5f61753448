import { useSyncExternalStore, type ComponentType } from 'react';
import type { FeatureBundle } from 'framer-motion';

/**
 * framer-motion on a practice page, fetched on the learner's first sign of intent (a touch, a
 * key, the pointer or focus on the tabs) instead of with the page: it only moves the tabs'
 * marker, which nobody sees move before they open a tab, and its 47 KB (gzip, core and
 * features) would otherwise be downloaded and run on every visit while a phone is still busy
 * showing the page. Until it is here, the marker is a plain span in the same place.
 */
export interface MovingMarker {
  Marker: ComponentType<{ className?: string; features: FeatureBundle }>;
  features: FeatureBundle;
}

let loaded: MovingMarker | null = null;
let asked = false;
const listeners = new Set<() => void>();

/** Fetches the moving marker and the animation features once; a failed fetch may be tried again. */
export function wantMovingMarker() {
  if (asked) return;
  asked = true;
  Promise.all([import('./MovingTabMarker'), import('@/components/motion/motionFeatures')]).then(
    ([marker, features]) => {
      loaded = { Marker: marker.default, features: features.default };
      listeners.forEach((listener) => listener());
    },
    () => {
      // Offline, or a deploy replaced the chunk: the marker stays still; the next intent retries.
      asked = false;
    },
  );
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The moving marker once fetched, else null (and always null in the server's render). */
export function useMovingMarker(): MovingMarker | null {
  return useSyncExternalStore(
    subscribe,
    () => loaded,
    () => null,
  );
}
