/** @jest-environment jsdom */
import { fireEvent } from '@testing-library/react';
import { startPdfFrames } from './pdfFrame';

/** A window as wide as `width`, whose (min-width: 768px) query can change later. */
function windowOf(width: number) {
  const listeners = new Set<() => void>();
  const query = {
    matches: width >= 768,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  window.matchMedia = jest.fn().mockReturnValue(query);
  return {
    resize(to: number) {
      query.matches = to >= 768;
      listeners.forEach((listener) => listener());
    },
  };
}

const frame = () => document.querySelector('iframe');
const placeholder = () => document.querySelector('[data-pdf-placeholder]');

beforeEach(() => {
  jest.useFakeTimers();
  document.body.innerHTML = `
    <div data-pdf-frame="" data-src="/docs/html.pdf#toolbar=0" data-frame-class="frame scripted"
      data-pending-class="pending">
      <p data-pdf-placeholder="" role="status">Loading the PDF…</p>
    </div>`;
});
afterEach(() => jest.useRealTimers());

it('starts the viewer once the page has loaded and the thread is idle, sized once settled', () => {
  windowOf(1280);
  startPdfFrames();
  jest.runOnlyPendingTimers(); // jsdom has no requestIdleCallback: the timeout stands in
  expect(frame()).not.toBeNull();
  expect(frame()!.getAttribute('src')).toBe('/docs/html.pdf#toolbar=0');
  expect(frame()!.className).toBe('frame scripted pending');
  expect(frame()!.inert).toBe(true);
  fireEvent.load(frame()!);
  jest.advanceTimersByTime(999);
  expect(frame()!.className).toContain('pending');
  jest.advanceTimersByTime(1);
  expect(frame()!.className).toBe('frame scripted');
  expect(frame()!.inert).toBe(false);
  expect(placeholder()).toBeNull();
});

it('starts no frame on a phone, and starts one when the window becomes wide', () => {
  const size = windowOf(375);
  startPdfFrames();
  jest.runOnlyPendingTimers();
  expect(frame()).toBeNull();
  size.resize(1024);
  jest.runOnlyPendingTimers();
  expect(frame()).not.toBeNull();
});

it('shows a viewer that never reports its load after five seconds anyway', () => {
  windowOf(1280);
  startPdfFrames();
  jest.runOnlyPendingTimers();
  jest.advanceTimersByTime(5000);
  expect(frame()!.className).toBe('frame scripted');
});
