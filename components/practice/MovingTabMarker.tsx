'use client';

import { m, type FeatureBundle } from 'framer-motion';
import { Motion } from '@/components/motion/Motion';

/**
 * The selected tab's marker once the learner shows intent (tabMarkerMotion.ts): one element that
 * moves to the tab opened next (layoutId: a move between two elements, which CSS cannot
 * animate). Its own chunk, with framer-motion's core; the features arrive with it.
 */
export default function MovingTabMarker({
  className,
  features,
}: {
  className?: string;
  features: FeatureBundle;
}) {
  return (
    <Motion loaded={features}>
      <m.span layoutId="topic-tab-marker" className={className} data-tab-marker="" data-moving="" />
    </Motion>
  );
}
