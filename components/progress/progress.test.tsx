import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { PROGRESS_KEY } from '@/lib/progress/key';
import { BankProgress } from './BankProgress';
import { CardMarks } from './CardMarks';
import { CardMarksLive } from './CardMarksLive';
import { ProgressScope } from './ProgressScope';
import { ProgressTools } from './ProgressTools';
import { TopicProgress } from './TopicProgress';
import { progressStore } from './liveStore';

// A bank of three questions: basics 1 and 2 (shared from the nodejs bank), express 1.
const page = (
  <ProgressScope bank="express" scope="nodejs/basics:1-2 express/express:1">
    <BankProgress />
    <ProgressTools />
    <CardMarksLive />
    <p data-testid="basics-tab">
      Basics
      <TopicProgress topic="basics" />
    </p>
    <article aria-label="basics 1">
      <CardMarks topic="basics" id={1} />
    </article>
    <article aria-label="express 1">
      <CardMarks topic="express" id={1} />
    </article>
  </ProgressScope>
);

const stored = () => JSON.parse(localStorage.getItem(PROGRESS_KEY) ?? 'null');
const card = (name: string) => within(screen.getByRole('article', { name }));

// jsdom's File has no text() (browsers have had it since 2020): read it with a FileReader.
if (!File.prototype.text)
  File.prototype.text = function text(this: File) {
    return new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.onerror = () => reject(reader.error);
      reader.readAsText(this);
    });
  };

beforeEach(() => act(() => progressStore()!.forget()));
afterEach(() => jest.restoreAllMocks());

describe('progress on a bank page', () => {
  it('marks a question, keeps it under its stable key, and shows it on the bank and topic', async () => {
    render(page);
    expect(screen.getByText('0 of 3 known')).toBeInTheDocument();
    const knowIt = card('basics 1').getByRole('button', { name: 'I know this' });
    expect(knowIt).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(knowIt);
    await waitFor(() => expect(knowIt).toHaveAttribute('aria-pressed', 'true'));
    expect(Object.keys(stored().questions)).toEqual(['nodejs/basics/1']);
    expect(screen.getByText('1 of 3 known')).toBeInTheDocument();
    expect(screen.getByTestId('basics-tab')).toHaveTextContent('Basics1/2 (1 of 2 known)');

    // "Not yet" replaces the mark; pressing it again clears the question.
    const notYet = card('basics 1').getByRole('button', { name: 'Not yet' });
    fireEvent.click(notYet);
    await waitFor(() => expect(notYet).toHaveAttribute('aria-pressed', 'true'));
    expect(knowIt).toHaveAttribute('aria-pressed', 'false');
    expect(stored().questions['nodejs/basics/1'].schedule.reps).toBe(1);
    fireEvent.click(notYet);
    await waitFor(() => expect(notYet).toHaveAttribute('aria-pressed', 'false'));
    expect(stored().questions).toEqual({});
    expect(screen.getByTestId('basics-tab')).toHaveTextContent(/^Basics$/);
  });

  it('drops the progress of a question the bank no longer has', () => {
    const questions = { 'express/express/9': { mark: 'known' }, 'other/x/1': { mark: 'known' } };
    const schedule = {
      due: Date.now(),
      last: Date.now(),
      stability: 1,
      difficulty: 5,
      state: 2,
      reps: 1,
      lapses: 0,
      scheduledDays: 1,
    };
    const data = {
      version: 1,
      questions: Object.fromEntries(
        Object.entries(questions).map(([k, v]) => [k, { ...v, schedule }]),
      ),
    };
    localStorage.setItem(PROGRESS_KEY, JSON.stringify(data));
    // Another tab wrote it: this page hears of it by a storage event.
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: PROGRESS_KEY }));
    });
    render(page);
    expect(Object.keys(stored().questions)).toEqual(['other/x/1']);
  });

  it('imports a file, rejects a wrong one with a message, and forgets after a confirmation', async () => {
    render(page);
    fireEvent.click(card('express 1').getByRole('button', { name: 'I know this' }));
    await waitFor(() => expect(screen.getByText('1 of 3 known')).toBeInTheDocument());
    const input = screen.getByLabelText('Progress file to import');

    fireEvent.change(input, { target: { files: [new File(['{"a":1}'], 'notes.json')] } });
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('not a progress file'),
    );
    expect(Object.keys(stored().questions)).toEqual(['express/express/1']);

    const file = {
      kind: 'learn-skills-progress',
      version: 1,
      questions: { 'nodejs/basics/2': stored().questions['express/express/1'] },
    };
    fireEvent.change(input, {
      target: { files: [new File([JSON.stringify(file)], 'progress.json')] },
    });
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Imported the progress of 1 question.'),
    );
    expect(screen.getByText('2 of 3 known')).toBeInTheDocument();

    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false);
    fireEvent.click(screen.getByRole('button', { name: 'Forget my progress' }));
    expect(confirm).toHaveBeenCalled();
    expect(screen.getByText('2 of 3 known')).toBeInTheDocument();
    confirm.mockReturnValueOnce(true);
    fireEvent.click(screen.getByRole('button', { name: 'Forget my progress' }));
    expect(screen.getByText('0 of 3 known')).toBeInTheDocument();
    expect(localStorage.getItem(PROGRESS_KEY)).toBeNull();
  });

  // Last: the page's store stays "unavailable" once storage has failed.
  it('says progress cannot be kept when storage refuses it, and still marks for the page', async () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    render(page);
    expect(screen.getByText('Your progress lives only in this browser')).toBeInTheDocument();
    expect(screen.queryByText(/does not let the site keep/)).not.toBeInTheDocument();
    const knowIt = card('express 1').getByRole('button', { name: 'I know this' });
    fireEvent.click(knowIt);
    await waitFor(() => expect(knowIt).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByText(/does not let the site keep your progress/)).toBeInTheDocument();
    expect(localStorage.getItem(PROGRESS_KEY)).toBeNull();
  });
});
