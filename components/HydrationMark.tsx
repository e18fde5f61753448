'use client';

import { useEffect } from 'react';

/**
 * Marks <html data-hydrated> once React has hydrated the page (practice and drill pages only).
 * The frame's script waits for it before it adds anything to the document (components/frame/
 * hydration.ts): a change to markup React rendered, made before hydration ends, is a hydration
 * error. Effects run after hydration, so this one says exactly that.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
  }, []);
  return null;
}
