import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ProgressScope } from '@/components/progress/ProgressScope';
import { progressStore } from '@/components/progress/liveStore';
import { PROGRESS_KEY } from '@/lib/progress/key';
import { review } from '@/lib/progress/schedule';
import { Drill } from './Drill';
import type { DrillQuestion, DrillTopic } from './model';

// Motion with its features at once and animations skipped (motion/__mocks__/Motion.tsx).
jest.mock('@/components/motion/Motion');

const topics: DrillTopic[] = [
  {
    key: 'basics',
    name: 'Basics',
    href: '/practicetest/',
    counts: { Beginner: 1, Intermediate: 0, Advanced: 1 },
  },
  {
    key: 'joins',
    name: 'Joins',
    href: '/practicetest/joins/',
    counts: { Beginner: 0, Intermediate: 1, Advanced: 0 },
  },
];

// The bank's questions.json.
const questions: DrillQuestion[] = [
  {
    topic: 'basics',
    id: 1,
    difficulty: 'Beginner',
    question: 'What is a key?',
    hint: 'It identifies a row.',
  },
  {
    topic: 'basics',
    id: 2,
    difficulty: 'Advanced',
    question: 'Why a surrogate key?',
    hint: 'Natural keys change.',
    code: { html: '<span>CREATE</span> TABLE t;', language: 'sql' },
  },
  {
    topic: 'joins',
    id: 1,
    difficulty: 'Intermediate',
    question: 'A LEFT JOIN?',
    hint: 'Keeps left rows.',
  },
];

/** fetch answering questions.json: at once, when `arrive` is called, or with an error. */
function serve(how: 'now' | 'later' | 'fail' = 'now') {
  let arrive = () => {};
  const body = { ok: true, status: 200, json: async () => questions } as Response;
  const fetchMock = jest.fn((url: string) => {
    expect(url).toBe('/drill/test/questions.json');
    if (how === 'fail') return Promise.resolve({ ok: false, status: 404 } as Response);
    if (how === 'now') return Promise.resolve(body);
    return new Promise<Response>((resolve) => {
      arrive = () => resolve(body);
    });
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return { fetchMock, arrive: () => arrive() };
}

const drill = (
  <Drill topics={topics} codeLabel="Code Example:" source="/drill/test/questions.json" />
);

const card = () => screen.getByRole('article');

beforeEach(() => {
  // Math.random() = 0.999 keeps the list order: basics 1, basics 2, joins 1.
  jest.spyOn(Math, 'random').mockReturnValue(0.999);
});

afterEach(() => jest.restoreAllMocks());

describe('Drill', () => {
  it('runs a drill by keys: reveal, mark, move, then the summary with the missed linked', async () => {
    const { fetchMock } = serve();
    render(drill);
    expect(screen.getByRole('group', { name: 'Topics' })).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByRole('button', { name: 'Start the drill: 3 questions' }));

    expect(await screen.findByText('1 of 3 · knew 0')).toBeInTheDocument();
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

  it('drills only the topics and difficulties chosen', async () => {
    serve();
    render(drill);
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
    expect(await screen.findByText('1 of 1 · knew 0')).toBeInTheDocument();
    expect(within(card()).getByText('Why a surrogate key?')).toBeInTheDocument();
  });

  it('a Start pressed before the questions arrive waits for them', async () => {
    const { arrive } = serve('later');
    render(drill);
    fireEvent.click(screen.getByRole('button', { name: 'Start the drill: 3 questions' }));
    expect(screen.getByRole('button', { name: 'Loading questions…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading questions…');
    await act(async () => arrive());
    expect(await screen.findByText('1 of 3 · knew 0')).toBeInTheDocument();
    await waitFor(() => expect(card()).toHaveFocus());
  });

  it('says so when the questions cannot be loaded, and offers no start', async () => {
    serve('fail');
    render(drill);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The drill could not load its questions.',
    );
    expect(screen.queryByRole('button', { name: /^Start the drill/ })).not.toBeInTheDocument();
  });

  it('reviews the questions due today, records the marks, and says when they come back', async () => {
    serve();
    const DAY = 24 * 60 * 60 * 1000;
    const lastWeek = new Date(Date.now() - 7 * DAY);
    const entry = (mark: 'known' | 'notYet', when: Date) => ({
      mark,
      schedule: review(undefined, mark, when),
    });
    // joins 1: "Not yet" a week ago, due since; basics 1: known just now, due in days.
    localStorage.setItem(
      PROGRESS_KEY,
      JSON.stringify({
        version: 1,
        questions: {
          'test/joins/1': entry('notYet', lastWeek),
          'test/basics/1': entry('known', new Date()),
        },
      }),
    );
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: PROGRESS_KEY })));
    render(
      <ProgressScope bank="test" scope="test/basics:1-2 test/joins:1">
        {drill}
      </ProgressScope>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Review the 1 due today' }));
    expect(await screen.findByText('1 of 1 · knew 0')).toBeInTheDocument();
    expect(within(card()).getByText('A LEFT JOIN?')).toBeInTheDocument();
    fireEvent.keyDown(card(), { key: ' ' });
    fireEvent.keyDown(card(), { key: '1' });
    expect(await screen.findByRole('heading', { name: 'Knew 1 of 1' })).toBeInTheDocument();
    await waitFor(() =>
      expect(progressStore()!.get().data.questions['test/joins/1']?.mark).toBe('known'),
    );
    expect(screen.getByRole('heading', { name: 'Back for review' })).toBeInTheDocument();
    expect(screen.getByText(/^(tomorrow|in \d+ days \(.+\)): 1 question$/)).toBeInTheDocument();
    act(() => progressStore()!.forget());
  });
});
