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

describe('PdfFrame', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

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
