/** PracticeShell's topic tabs: a tablist of links, keyboard, and links from before topics had pages. */
import { fireEvent, screen, within } from '@testing-library/react';
import { activePanel, mockPrefetch, mockReplace, setup } from './practiceShellTesting';

describe('PracticeShell with a topic page', () => {
  it('opens on the start topic with its count, as a real tablist of links', () => {
    setup();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Basics', 'Joins']);
    expect(tabs.map((t) => t.getAttribute('href'))).toEqual([
      '/practicetest/',
      '/practicetest/joins/',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[0]).toHaveAttribute('aria-controls', 'basics');
    expect(tabs[0]).toHaveAttribute('tabindex', '0');
    expect(tabs[1]).toHaveAttribute('tabindex', '-1');
    expect(activePanel()).toHaveAttribute('id', 'basics');
    expect(within(activePanel()).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Basics Questions (2)',
    );
    expect(within(activePanel()).getAllByRole('article')).toHaveLength(2);
  });

  it('selects the tab of the open topic page', () => {
    const { open } = setup();
    open('joins');
    expect(screen.getByRole('tab', { name: 'Joins' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Basics' })).toHaveAttribute('aria-selected', 'false');
    expect(within(activePanel()).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Joins Questions (1)',
    );
  });

  it('moves focus with arrow keys, Home and End, and opens the focused tab with Space', () => {
    setup();
    const [basics, joins] = screen.getAllByRole('tab') as [HTMLElement, HTMLElement];
    const opened: string[] = [];
    joins.addEventListener('click', (event) => {
      event.preventDefault();
      opened.push('joins');
    });
    fireEvent.keyDown(basics, { key: 'ArrowRight' });
    expect(joins).toHaveFocus();
    expect(mockPrefetch).toHaveBeenCalledWith('/practicetest/joins/');
    // Focus is not selection: a topic opens only when asked.
    expect(basics).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(joins, { key: 'ArrowRight' });
    expect(basics).toHaveFocus();
    fireEvent.keyDown(basics, { key: 'ArrowLeft' });
    expect(joins).toHaveFocus();
    fireEvent.keyDown(joins, { key: 'Home' });
    expect(basics).toHaveFocus();
    fireEvent.keyDown(basics, { key: 'End' });
    expect(joins).toHaveFocus();
    fireEvent.keyDown(joins, { key: ' ' });
    expect(opened).toEqual(['joins']);
  });

  it('sends a link from before topics had pages (#joins, #joins-q1) to the topic page', () => {
    window.history.replaceState(null, '', '/practicetest/#joins-q1');
    setup();
    expect(mockReplace).toHaveBeenLastCalledWith('/practicetest/joins/#joins-q1');
    window.history.replaceState(null, '', '/practicetest/#joins');
    setup();
    expect(mockReplace).toHaveBeenLastCalledWith('/practicetest/joins/');
    mockReplace.mockClear();
    window.history.replaceState(null, '', '/practicetest/#basics-q2');
    setup();
    expect(mockReplace).not.toHaveBeenCalled();
    window.history.replaceState(null, '', '/practicetest/');
  });
});
