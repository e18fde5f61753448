/**
 * Height-and-opacity folds for what the practice engine shows and hides (cards leaving and coming
 * back with the search, a hint or code panel opening): brief enough not to wait for, long enough
 * to see where a thing went. Frame by frame on the element's own style, so it needs no library;
 * under prefers-reduced-motion nothing moves and the end state is set at once.
 */
const duration = 200;
const easeOut = (t: number) => 1 - (1 - t) ** 2;

const running = new WeakMap<HTMLElement, () => void>();

const reducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

function clear(element: HTMLElement) {
  element.style.removeProperty('height');
  element.style.removeProperty('opacity');
  element.style.removeProperty('overflow');
}

/**
 * Folds `element` open (from nothing to its full height) or shut (to nothing), then calls `done`.
 * A fold started on an element still folding stops the earlier one first.
 */
export function fold(element: HTMLElement, to: 'open' | 'shut', done?: () => void) {
  running.get(element)?.();
  if (reducedMotion()) {
    done?.();
    return;
  }
  const full = to === 'open' ? element.scrollHeight : element.offsetHeight;
  const [from, till] = to === 'open' ? [0, 1] : [1, 0];
  const set = (share: number) => {
    element.style.height = `${full * share}px`;
    element.style.opacity = String(share);
  };
  element.style.overflow = 'hidden';
  set(from);
  let start: number | undefined;
  let frame = requestAnimationFrame(function step(now) {
    start ??= now;
    const t = Math.min(1, (now - start) / duration);
    set(from + (till - from) * easeOut(t));
    if (t < 1) {
      frame = requestAnimationFrame(step);
      return;
    }
    running.delete(element);
    clear(element);
    done?.();
  });
  running.set(element, () => {
    cancelAnimationFrame(frame);
    running.delete(element);
    clear(element);
  });
}
