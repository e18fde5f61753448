/** PracticeShell's finder: the search over the open topic and the difficulty filter. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { activePanel, setup } from './practiceShellTesting';

describe('PracticeShell with a topic page', () => {
  it('searches the open topic, counts matches, clears, and keeps the text across topics', () => {
    const { open } = setup();
    const box = screen.getByRole('searchbox', { name: 'Search Basics questions' });
    expect(box).toHaveAttribute('placeholder', 'Search Basics questions...');
    expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
    fireEvent.change(box, { target: { value: 'NATURAL' } });
    expect(within(activePanel()).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Basics Questions (1)',
    );
    expect(within(activePanel()).getByText('Why use surrogate keys?')).toBeInTheDocument();
    open('joins');
    expect(screen.getByRole('searchbox')).toHaveValue('NATURAL');
    expect(screen.getByRole('searchbox')).toHaveAttribute(
      'placeholder',
      'Search Joins questions...',
    );
    expect(within(activePanel()).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Joins Questions (0)',
    );
    expect(
      within(activePanel()).getByText('No questions match your search criteria.'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(within(activePanel()).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Joins Questions (1)',
    );
    expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
  });

  it('treats any search text as text', () => {
    setup();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '.*(' } });
    expect(
      within(activePanel()).getByText('No questions match your search criteria.'),
    ).toBeInTheDocument();
  });

  it('filters by difficulty with the search, counts the active topic, and keeps the choice', async () => {
    const { open } = setup();
    const group = screen.getByRole('group', { name: 'Difficulty' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual([
      'Beginner (1)',
      'Intermediate (0)',
      'Advanced (1)',
    ]);
    expect(buttons.map((b) => b.getAttribute('aria-pressed'))).toEqual(['false', 'false', 'false']);
    const heading = () => within(activePanel()).getByRole('heading', { level: 2 });

    fireEvent.click(within(group).getByRole('button', { name: /Advanced/ }));
    expect(within(group).getByRole('button', { name: /Advanced/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(heading()).toHaveTextContent('Basics Questions (1)');
    await waitFor(() => expect(within(activePanel()).getAllByRole('article')).toHaveLength(1));
    expect(within(activePanel()).getByText('Why use surrogate keys?')).toBeInTheDocument();

    // Combined with the search: both must match.
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'primary' } });
    expect(heading()).toHaveTextContent('Basics Questions (0)');
    expect(
      within(activePanel()).getByText('No questions match your search criteria.'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));

    // Kept across topics; the counts are the new topic's.
    open('joins');
    expect(screen.getByRole('button', { name: /Advanced/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: /Intermediate/ })).toHaveTextContent(
      'Intermediate (1)',
    );
    expect(heading()).toHaveTextContent('Joins Questions (0)');
    fireEvent.click(screen.getByRole('button', { name: /Intermediate/ }));
    expect(heading()).toHaveTextContent('Joins Questions (1)');
    // Unpressing every toggle is no filter at all.
    fireEvent.click(screen.getByRole('button', { name: /Advanced/ }));
    fireEvent.click(screen.getByRole('button', { name: /Intermediate/ }));
    open('basics');
    expect(heading()).toHaveTextContent('Basics Questions (2)');
    await waitFor(() => expect(within(activePanel()).getAllByRole('article')).toHaveLength(2));
  });
});
