'use client';

import { LazyMotion, MotionConfig, useReducedMotion } from 'framer-motion';
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';

/** Brief enough not to wait for, long enough to see where a thing went. */
const brief = { duration: 0.2, ease: 'easeOut' } as const;

const MotionReady = createContext(false);

/**
 * Whether the animation features have arrived. Until then (or if they never do) nothing may
 * start from a hidden state, since nothing would animate it back: an entering card, a panel or
 * a drill card is simply shown. Leaving needs no guard: without the features it is immediate.
 */
export const useMotionReady = () => useContext(MotionReady);

/**
 * Motion in answer to the reader (cards leaving, a panel opening, the drill moving on), through
 * framer-motion's `m` components: the features load after the page, and under
 * prefers-reduced-motion every animation is skipped, values set at once. What a page shows on
 * load never animates here; its entrances are CSS.
 */
export function Motion({ children }: { children: ReactNode }) {
  const reduce = useReducedMotion() ?? false;
  const [ready, setReady] = useState(false);
  const features = useCallback(
    () =>
      import('./motionFeatures').then((mod) => {
        setReady(true);
        return mod.default;
      }),
    [],
  );
  return (
    <LazyMotion features={features} strict>
      <MotionConfig reducedMotion="user" skipAnimations={reduce} transition={brief}>
        <MotionReady.Provider value={ready}>{children}</MotionReady.Provider>
      </MotionConfig>
    </LazyMotion>
  );
}
