'use client';

import { m, PresenceContext } from 'framer-motion';
import { useState, type ReactNode } from 'react';
import { useMotionReady } from './Motion';

const folded = { height: 0, opacity: 0, overflow: 'hidden' } as const;
const unfolded = { height: 'auto', opacity: 1, transitionEnd: { overflow: 'visible' } } as const;

/**
 * A panel that unfolds (height and opacity) when it opens in answer to the reader. `play` is
 * false for a panel that was open from the start, so nothing the page shows on load moves and
 * the pre-rendered HTML carries no inline style.
 */
export function Unfold({
  play,
  className,
  children,
}: {
  play: boolean;
  className?: string;
  children: ReactNode;
}) {
  const ready = useMotionReady();
  if (!play || !ready) return <div className={className}>{children}</div>;
  // Out of the card's AnimatePresence: a card there from the start (initial={false}) would
  // otherwise pass "no initial animation" down to a panel the reader opens later.
  return (
    <PresenceContext.Provider value={null}>
      <m.div className={className} initial={folded} animate={unfolded}>
        {children}
      </m.div>
    </PresenceContext.Provider>
  );
}

/**
 * Whether `open` turned true after the first render (the reader opened it), as opposed to open
 * from the start; false again once closed.
 */
export function useOpenedHere(open: boolean): boolean {
  const [previous, setPrevious] = useState(open);
  const [openedHere, setOpenedHere] = useState(false);
  if (open !== previous) {
    setPrevious(open);
    setOpenedHere(open);
  }
  return openedHere;
}
