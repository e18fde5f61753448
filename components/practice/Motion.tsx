'use client';

import { LazyMotion, MotionConfig, useReducedMotion } from 'framer-motion';
import type { ReactNode } from 'react';

const features = () => import('./motionFeatures').then((mod) => mod.default);

/** Brief enough not to wait for, long enough to see where a thing went. */
const brief = { duration: 0.2, ease: 'easeOut' } as const;

/**
 * Motion in answer to the reader (cards leaving, a panel opening, the drill moving on), through
 * framer-motion's `m` components: the features load after the page, and under
 * prefers-reduced-motion every animation is skipped, values set at once. What a page shows on
 * load never animates here; its entrances are CSS.
 */
export function Motion({ children }: { children: ReactNode }) {
  const reduce = useReducedMotion() ?? false;
  return (
    <LazyMotion features={features} strict>
      <MotionConfig reducedMotion="user" skipAnimations={reduce} transition={brief}>
        {children}
      </MotionConfig>
    </LazyMotion>
  );
}
