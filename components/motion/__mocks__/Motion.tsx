// The test double of Motion (jest.mock('@/components/motion/Motion')): framer-motion as in the
// browser, with its features loaded at once (no state update after the test's act) and every
// animation skipped, so a card that leaves is gone in the next frame.
import { domMax, LazyMotion, MotionConfig } from 'framer-motion';
import type { ReactNode } from 'react';

export function Motion({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={domMax} strict>
      <MotionConfig skipAnimations>{children}</MotionConfig>
    </LazyMotion>
  );
}
