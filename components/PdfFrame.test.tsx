import { act, fireEvent, render, screen } from '@testing-library/react';
import { PdfFrame } from './PdfFrame';

const renderFrame = () =>
  render(
    <PdfFrame
      src="/docs/html.pdf#toolbar=0"
      className="frame"
      pendingClassName="pending"
      placeholderClassName="placeholder"
    />,
  );
const frame = () => document.querySelector('iframe');

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

describe('PdfFrame', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    windowOf(1280);
  });
  afterEach(() => jest.useRealTimers());

  it('starts no frame on a phone, and starts one when the window becomes wide', () => {
    const screenSize = windowOf(375);
    renderFrame();
    act(() => jest.advanceTimersByTime(5000));
    expect(frame()).toBeNull();
    expect(window.matchMedia).toHaveBeenCalledWith('(min-width: 768px)');
    act(() => screenSize.resize(1024));
    act(() => jest.advanceTimersByTime(1));
    expect(frame()).toHaveAttribute('src', '/docs/html.pdf#toolbar=0');
  });

  it('puts no frame in the page until the page has loaded and the main thread is idle', () => {
    renderFrame();
    // Not even an empty one: a frame costs the parser a document of its own before first paint.
    expect(frame()).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the PDF…');
    act(() => jest.advanceTimersByTime(1));
    expect(frame()).toHaveAttribute('src', '/docs/html.pdf#toolbar=0');
    expect(frame()).toHaveAttribute('title', 'PDF Viewer');
  });

  it('keeps the frame without size and out of the tab order until the viewer has settled', () => {
    renderFrame();
    act(() => jest.advanceTimersByTime(1));
    expect(frame()).toHaveClass('frame', 'pending');
    expect(frame()).toHaveAttribute('inert');
    fireEvent.load(frame()!);
    act(() => jest.advanceTimersByTime(999));
    expect(frame()).toHaveClass('pending');
    act(() => jest.advanceTimersByTime(1));
    expect(frame()).not.toHaveClass('pending');
    expect(frame()).not.toHaveAttribute('inert');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows a viewer that never reports its load after five seconds', () => {
    renderFrame();
    act(() => jest.advanceTimersByTime(1));
    act(() => jest.advanceTimersByTime(4999));
    expect(frame()).toHaveClass('pending');
    act(() => jest.advanceTimersByTime(1));
    expect(frame()).not.toHaveClass('pending');
  });
});
