'use client';

import { LazyMotion, MotionConfig, type FeatureBundle } from 'framer-motion';
import type { ReactNode } from 'react';

/** Brief enough not to wait for, long enough to see where a thing went. */
const brief = { duration: 0.2, ease: 'easeOut' } as const;

// LazyMotion asks for its features once this tree has mounted, that is after hydration and so
// after the first paint: the animation engine (motionFeatures.ts, its own chunk) never holds up
// the page. Until it arrives the `m` components render plain elements and nothing animates.
const features = () => import('./motionFeatures').then((mod) => mod.default);

/**
 * Motion that CSS cannot do, for the interactive pages only (the practice engine and the drill):
 * a drill card leaving as the next arrives (AnimatePresence), the topic tabs' marker moving from
 * tab to tab (layoutId) and the drill card growing as its answer opens (layout). Under
 * prefers-reduced-motion ("user") transforms and layout animations are skipped and values set at
 * once. `strict` keeps the full `motion` component, which would bundle every feature, out.
 */
export function Motion({
  children,
  loaded,
}: {
  children: ReactNode;
  /** The features, when the caller has fetched them already (the tab marker, on intent). */
  loaded?: FeatureBundle;
}) {
  return (
    <LazyMotion features={loaded ?? features} strict>
      <MotionConfig reducedMotion="user" transition={brief}>
        {children}
      </MotionConfig>
    </LazyMotion>
  );
}
