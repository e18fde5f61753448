/**
 * The browser's PDF viewer on the viewer pages (components/PdfViewer.tsx renders the box with
 * `data-pdf-frame`): started once the page has loaded and the main thread is idle (the viewer is
 * the heaviest thing on the page), and only in a window wide enough to show it (phones cannot
 * show a PDF inside a page; a window widened later gets it). The frame has no size until the
 * viewer settles, so nothing in it shifts, and a line says the PDF is loading meanwhile. Readers
 * without scripts get a plain frame from the page's <noscript>.
 *
 * Chrome's viewer reports its load before its own stylesheet applies (it paints once unstyled,
 * then jumps) and gives no later signal, hence the settling time.
 */
const SETTLE_MS = 1000;
/** A viewer that never reports its load (one that fails) is shown after this long anyway. */
const SHOW_ANYWAY_MS = 5000;
const WIDE = '(min-width: 768px)';

export function startPdfFrames() {
  const boxes = document.querySelectorAll<HTMLElement>('[data-pdf-frame]');
  if (boxes.length === 0) return;
  const wide = window.matchMedia(WIDE);
  const startAll = () => boxes.forEach(start);
  const whenWide = () => {
    if (!wide.matches) return;
    wide.removeEventListener('change', whenWide);
    idle(startAll);
  };
  const loaded = () => {
    if (wide.matches) idle(startAll);
    else wide.addEventListener('change', whenWide);
  };
  if (document.readyState === 'complete') loaded();
  else window.addEventListener('load', loaded, { once: true });
}

function idle(run: () => void) {
  // requestIdleCallback is missing in older Safari; a timeout does the same job there.
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(run, { timeout: 1000 });
  else window.setTimeout(run, 1);
}

function start(box: HTMLElement) {
  const { src = '', frameClass = '', pendingClass = '' } = box.dataset;
  const placeholder = box.querySelector<HTMLElement>('[data-pdf-placeholder]');
  const frame = document.createElement('iframe');
  frame.className = `${frameClass} ${pendingClass}`;
  frame.title = 'PDF Viewer';
  // Out of the tab order while it has no size.
  frame.inert = true;
  const show = () => {
    frame.className = frameClass;
    frame.inert = false;
    placeholder?.remove();
  };
  let timer = window.setTimeout(show, SHOW_ANYWAY_MS);
  frame.addEventListener(
    'load',
    () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(show, SETTLE_MS);
    },
    { once: true },
  );
  frame.src = src;
  box.append(frame);
}
