import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Drill } from './Drill';
import type { DrillTopic } from './model';

// Motion with its features at once and animations skipped (practice/__mocks__/Motion.tsx).
jest.mock('@/components/practice/Motion');

const topics: DrillTopic[] = [
  {
    key: 'basics',
    name: 'Basics',
    href: '/practicetest/',
    questions: [
      { id: 1, difficulty: 'Beginner', question: 'What is a key?', hint: 'It identifies a row.' },
      {
        id: 2,
        difficulty: 'Advanced',
        question: 'Why a surrogate key?',
        hint: 'Natural keys change.',
        code: { html: '<span>CREATE</span> TABLE t;', language: 'sql' },
      },
    ],
  },
  {
    key: 'joins',
    name: 'Joins',
    href: '/practicetest/joins/',
    questions: [
      { id: 1, difficulty: 'Intermediate', question: 'A LEFT JOIN?', hint: 'Keeps left rows.' },
    ],
  },
];

const card = () => screen.getByRole('article');

beforeEach(() => {
  // Math.random() = 0.999 keeps the list order: basics 1, basics 2, joins 1.
  jest.spyOn(Math, 'random').mockReturnValue(0.999);
});

afterEach(() => jest.restoreAllMocks());

describe('Drill', () => {
  it('runs a drill by keys: reveal, mark, move, then the summary with the missed linked', async () => {
    render(<Drill topics={topics} codeLabel="Code Example:" />);
    expect(screen.getByRole('group', { name: 'Topics' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Start the drill: 3 questions' }));

    expect(screen.getByText('1 of 3 · knew 0')).toBeInTheDocument();
    await waitFor(() => expect(card()).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent('Question 1 of 3: Basics, Beginner');
    expect(within(card()).queryByText('Hint:')).not.toBeInTheDocument();
    // 1 before the answer shows does nothing.
    fireEvent.keyDown(card(), { key: '1' });
    expect(screen.getByText('1 of 3 · knew 0')).toBeInTheDocument();
    fireEvent.keyDown(card(), { key: ' ' });
    expect(within(card()).getByText('Hint:')).toBeInTheDocument();
    fireEvent.keyDown(card(), { key: '1' });

    await waitFor(() => expect(within(card()).getByText('Why a surrogate key?')).toBeVisible());
    expect(screen.getByText('2 of 3 · knew 1')).toBeInTheDocument();
    await waitFor(() => expect(card()).toHaveFocus());
    fireEvent.keyDown(card(), { key: 'Enter' });
    expect(within(card()).getByText('Code Example:')).toBeInTheDocument();
    // Back: the first question, answer showing, marked; then forward again.
    fireEvent.keyDown(card(), { key: 'ArrowLeft' });
    await waitFor(() => expect(within(card()).getByText('What is a key?')).toBeVisible());
    expect(within(card()).getByRole('button', { name: 'I knew it' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    fireEvent.keyDown(card(), { key: 'ArrowRight' });
    await waitFor(() => expect(within(card()).getByText('Why a surrogate key?')).toBeVisible());
    fireEvent.click(within(card()).getByRole('button', { name: 'Show answer' }));
    fireEvent.click(within(card()).getByRole('button', { name: 'Not yet' }));
    await waitFor(() => expect(within(card()).getByText('A LEFT JOIN?')).toBeVisible());
    fireEvent.keyDown(card(), { key: ' ' });
    fireEvent.keyDown(card(), { key: '2' });

    const summary = await screen.findByRole('heading', { name: 'Knew 1 of 3' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent('Drill done: knew 1 of 3');
    expect(screen.getByText('Basics: knew 1 of 2')).toBeInTheDocument();
    expect(screen.getByText('Joins: knew 0 of 1')).toBeInTheDocument();
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/practicetest/#basics-q2',
      '/practicetest/joins/#joins-q1',
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Drill the missed ones again' }));
    expect(screen.getByText('1 of 2 · knew 0')).toBeInTheDocument();
  });

  it('drills only the topics and difficulties chosen', () => {
    render(<Drill topics={topics} codeLabel="Code Example:" />);
    const difficulty = screen.getByRole('group', { name: 'Difficulty' });
    fireEvent.click(within(difficulty).getByRole('checkbox', { name: 'Beginner (1)' }));
    expect(screen.getByRole('button', { name: /^Start the drill/ })).toHaveTextContent(
      'Start the drill: 2 questions',
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Joins (1)' }));
    expect(within(difficulty).getByRole('checkbox', { name: 'Intermediate (0)' })).toBeChecked();
    fireEvent.click(within(difficulty).getByRole('checkbox', { name: 'Advanced (1)' }));
    expect(screen.getByRole('button', { name: /^Start the drill/ })).toBeDisabled();
    fireEvent.click(within(difficulty).getByRole('checkbox', { name: 'Advanced (1)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Start the drill: 1 question' }));
    expect(screen.getByText('1 of 1 · knew 0')).toBeInTheDocument();
    expect(within(card()).getByText('Why a surrogate key?')).toBeInTheDocument();
  });
});
