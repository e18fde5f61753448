'use client';

import { useEffect, useState } from 'react';

/**
 * Chrome's viewer reports its load before its own stylesheet applies: it paints once unstyled
 * and its content jumps (a layout shift inside the frame). It gives no signal when it is done,
 * so the frame stays without size for this long after its load event.
 */
const SETTLE_MS = 1000;
/** A viewer that never reports its load (one that fails) is shown after this long anyway. */
const SHOW_ANYWAY_MS = 5000;
/** Narrower windows are phones, which cannot show a PDF inside a page (PdfViewer's CSS). */
const WIDE = '(min-width: 768px)';

interface PdfFrameProps {
  src: string;
  className: string;
  pendingClassName: string | undefined;
  placeholderClassName: string | undefined;
}

/**
 * The browser's PDF viewer, started once the page has loaded and the main thread is idle (the
 * viewer is the heaviest thing on the page, and starting it with the page held back the page's
 * own scripts), and shown once it has settled. Before it starts there is no frame at all: even an
 * empty one costs the parser a document of its own before the first paint. Once started, the
 * frame has no size until the viewer settles, so nothing in it can shift, and a line says the PDF
 * is loading; the box around keeps its place, so the page does not move when the PDF appears.
 * Readers without JavaScript get a plain frame from PdfViewer's <noscript>.
 */
export function PdfFrame({
  src,
  className,
  pendingClassName,
  placeholderClassName,
}: PdfFrameProps) {
  const [started, setStarted] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    let cancel = () => {};
    const start = () => {
      // requestIdleCallback is missing in older Safari; a timeout does the same job there.
      if (typeof window.requestIdleCallback === 'function') {
        const idle = window.requestIdleCallback(() => setStarted(true), { timeout: 1000 });
        cancel = () => window.cancelIdleCallback(idle);
      } else {
        const timer = window.setTimeout(() => setStarted(true), 1);
        cancel = () => window.clearTimeout(timer);
      }
    };
    // No frame on a phone: it would load a PDF nobody sees. A window widened later gets one.
    const wide = window.matchMedia(WIDE);
    const startWhenWide = () => {
      if (!wide.matches) return;
      wide.removeEventListener('change', startWhenWide);
      start();
    };
    const loaded = () => {
      if (wide.matches) start();
      else wide.addEventListener('change', startWhenWide);
    };
    if (document.readyState === 'complete') loaded();
    else window.addEventListener('load', loaded, { once: true });
    return () => {
      window.removeEventListener('load', loaded);
      wide.removeEventListener('change', startWhenWide);
      cancel();
    };
  }, []);

  useEffect(() => {
    if (!started) return;
    const timer = window.setTimeout(() => setShown(true), loaded ? SETTLE_MS : SHOW_ANYWAY_MS);
    return () => window.clearTimeout(timer);
  }, [started, loaded]);

  return (
    <>
      {!shown && (
        <p className={placeholderClassName} role="status">
          Loading the PDF…
        </p>
      )}
      {started && (
        <iframe
          className={shown ? className : `${className} ${pendingClassName}`}
          src={src}
          title="PDF Viewer"
          // Out of the tab order while it has no size.
          inert={!shown}
          onLoad={() => setLoaded(true)}
        />
      )}
    </>
  );
}
