'use client';

import { LazyMotion, MotionConfig, type FeatureBundle } from 'framer-motion';
import type { ReactNode } from 'react';
import { whenIntent } from './intent';

/** Brief enough not to wait for, long enough to see where a thing went. */
const brief = { duration: 0.2, ease: 'easeOut' } as const;

// LazyMotion asks for its features once this tree has mounted; they are fetched on the learner's
// first touch, click or key (intent.ts), so the animation engine (motionFeatures.ts, its own
// chunk) never runs while the page is still loading. Until it arrives the `m` components render
// plain elements and nothing animates. `data-motion="ready"` on <html> says it has arrived.
const features = () =>
  whenIntent()
    .then(() => import('./motionFeatures'))
    .then((mod) => {
      document.documentElement.dataset.motion = 'ready';
      return mod.default;
    });

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
