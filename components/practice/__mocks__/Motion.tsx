// The test double of Motion (jest.mock('…/practice/Motion')): framer-motion as in the browser,
// with its features loaded at once and every animation skipped (the reduced-motion path), so a
// card that leaves is gone and a panel that opens is unfolded in the next frame.
import { LazyMotion, MotionConfig, domMin } from 'framer-motion';
import type { ReactNode } from 'react';

export const useMotionReady = () => true;

export function Motion({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={domMin} strict>
      <MotionConfig skipAnimations>{children}</MotionConfig>
    </LazyMotion>
  );
}
