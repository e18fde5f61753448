/**
 * The learner's first sign of intent on a page: a touch, a click or a key anywhere. Animation
 * code waits for it (the drill's features, the tabs' moving marker): nothing moves before the
 * learner acts, and a phone still busy showing the page does not also fetch and run 47 KB of
 * animation engine (gzip) that nobody may use.
 */
export const intentEvents = ['pointerdown', 'touchstart', 'keydown'] as const;

let intent: Promise<void> | undefined;

/** Resolves on the first touch, click or key (never on the server). */
export function whenIntent(): Promise<void> {
  intent ??= new Promise<void>((resolve) => {
    const done = () => {
      for (const type of intentEvents) window.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of intentEvents)
      window.addEventListener(type, done, { capture: true, passive: true });
  });
  return intent;
}
