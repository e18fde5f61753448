/** PracticeShell's cards: hint and code reveals, copy, anchors, and the theme toggle. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { activePanel, reveal, setup } from './practiceShellTesting';

describe('PracticeShell with a topic page', () => {
  it('flips hint and code labels independently and keeps them across topic changes', async () => {
    const { open } = setup();
    const first = within(activePanel()).getAllByRole('article')[0]!;
    reveal(first, 'Show Hint');
    expect(within(first).getByText('Hide Hint')).toBeInTheDocument();
    // Unfolded in the next frame (animations are skipped here, as under reduced motion).
    await waitFor(() => expect(within(first).getByText('Hint:')).toBeVisible());
    expect(within(first).getByText('Show Code')).toBeInTheDocument();
    expect(
      within(within(activePanel()).getAllByRole('article')[1]!).queryByText('Show Code'),
    ).not.toBeInTheDocument();

    open('joins');
    open('basics');
    const again = within(activePanel()).getAllByRole('article')[0]!;
    expect(within(again).getByText('Hide Hint')).toBeInTheDocument();
    expect(within(again).getByText('Show Code')).toBeInTheDocument();
  });

  it('shows code under its label with a copy button for the frame to drive', () => {
    setup();
    const first = within(activePanel()).getAllByRole('article')[0]!;
    reveal(first, 'Show Code');
    expect(within(first).getByText('Code Example:')).toBeInTheDocument();
    expect(first.querySelector('pre code')).toHaveTextContent(
      'CREATE TABLE t (id INT PRIMARY KEY);',
    );
    // Copying is the frame's script (components/frame/copy.ts), the same on every page.
    expect(within(first).getByRole('button', { name: 'Copy' })).toHaveAttribute('data-copy');
  });

  it('gives every question a stable anchor for deep links', () => {
    const { open } = setup();
    expect(document.getElementById('basics-q2')).toHaveTextContent('Why use surrogate keys?');
    open('joins');
    expect(document.getElementById('joins-q1')).toHaveTextContent('Explain a LEFT JOIN.');
  });

  it('offers the theme toggle only where the bank asks, off by default', () => {
    setup(true);
    const toggle = screen.getByRole('button', { name: 'Dark Mode' });
    fireEvent.click(toggle);
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(screen.getByRole('button', { name: 'Light Mode' })).toBe(toggle);
  });
});
