'use client';

import { useLayoutEffect, type RefObject } from 'react';

/**
 * A reader on a slow network may type into a box before the scripts arrive. Hydration leaves
 * that text in the box but not in state, so the next render would empty the box and the search
 * would never run. On mount the text goes to `adopt` instead; in a layout effect, so the box is
 * read before any later render writes the state's value into it.
 */
export function useTypedBeforeScripts(
  box: RefObject<HTMLInputElement | null>,
  adopt: (typed: string) => void,
) {
  useLayoutEffect(() => {
    const typed = box.current?.value ?? '';
    if (typed !== '') adopt(typed);
    // Mount only: from then on the state drives the box.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
