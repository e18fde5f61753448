/**
 * Taps made before the page's scripts have run are kept and replayed (issue #36), as Angular's
 * event replay does: on a slow phone a learner sees "Run" or "I know this" in the HTML and taps it
 * long before the frame's module or React has arrived.
 *
 * The capture is the one inline script of every page (app/layout.tsx puts it in <head>, where it
 * runs before the first paint; the build gives it its CSP hash like any inline script). It stops a
 * click on a control marked `data-early-tap="<kind>"` while <html> lacks `data-live-<kind>`, marks
 * the control `data-tapped` (CSS shows it waiting) and queues it, once however often it was tapped.
 * Whatever brings that kind of control to life calls `tapsLive(kind)`, which replays the queue:
 * - `run`: Run and Edit, when the frame's module has its listeners (frame.ts);
 * - `marks`: a card's "I know this" and "Not yet", when CardMarksLive has its listener;
 * - `drill`: the drill's Start, when DrillSetup has hydrated and read back the boxes ticked.
 * Without scripts none of it runs, and those controls are hidden anyway.
 */

/** The early taps' part of the head script (lib/headScript.ts); it also sets the class `js`. */
export const earlyTapsScript =
  "(function(d,q){d.classList.add('js');addEventListener('click',function(e){" +
  "var c=e.target instanceof Element&&e.target.closest('[data-early-tap]');" +
  "if(!c||d.hasAttribute('data-live-'+c.getAttribute('data-early-tap')))return;" +
  "e.preventDefault();e.stopImmediatePropagation();c.setAttribute('data-tapped','');" +
  'if(q.indexOf(c)<0)q.push(c)},true)})(document.documentElement,window.__earlyTaps=[])';

declare global {
  interface Window {
    __earlyTaps?: Element[];
  }
}

/** This kind of control now works: replay the taps it got before (each control once). */
export function tapsLive(kind: string) {
  document.documentElement.setAttribute(`data-live-${kind}`, '');
  const queue = window.__earlyTaps ?? [];
  for (const control of queue.filter((c) => c.getAttribute('data-early-tap') === kind)) {
    queue.splice(queue.indexOf(control), 1);
    control.removeAttribute('data-tapped');
    // A control gone from the page (or disabled since) takes no tap, as it would not now.
    if (control.isConnected && control instanceof HTMLElement) control.click();
  }
}
