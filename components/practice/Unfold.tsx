'use client';

import { m, PresenceContext } from 'framer-motion';
import { useEffect, useRef, useState, type ReactNode } from 'react';
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

/**
 * A <details> panel whose open state the engine holds: its ref, and whether it should unfold.
 * The browser opens a <details> by itself, so a reader may open one before the scripts arrive;
 * on mount such a panel is taken over as open (`adopt`), and it does not unfold what it already
 * shows.
 */
export function useDetailsPanel(open: boolean, adopt: () => void) {
  const ref = useRef<HTMLDetailsElement>(null);
  const openedHere = useOpenedHere(open);
  const [adopted, setAdopted] = useState(false);
  if (adopted && !open) setAdopted(false);
  useEffect(() => {
    if (!ref.current?.open || open) return;
    setAdopted(true);
    adopt();
    // Mount only: from then on the engine's state drives the panel.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return { ref, unfolds: openedHere && !adopted };
}
