import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { TopicView } from './model';
import { PracticeEngine } from './PracticeEngine';

const topics: TopicView[] = [
  {
    key: 'basics',
    name: 'Basics',
    questions: [
      {
        id: 1,
        difficulty: 'Beginner',
        question: 'What is a `PRIMARY KEY`?',
        hint: 'A unique, non-null row identifier.',
        code: {
          html: '<span class="hljs-keyword">CREATE</span> TABLE t (id INT PRIMARY KEY);',
          language: 'sql',
        },
      },
      {
        id: 2,
        difficulty: 'Advanced',
        question: 'Why use surrogate keys?',
        hint: 'Stable identity when natural keys change.',
      },
    ],
  },
  {
    key: 'joins',
    name: 'Joins',
    questions: [
      {
        id: 1,
        difficulty: 'Intermediate',
        question: 'Explain a LEFT JOIN.',
        hint: 'Keeps every row of the left table.',
      },
    ],
  },
];

function setup(props: Partial<Parameters<typeof PracticeEngine>[0]> = {}) {
  render(
    <PracticeEngine
      topics={topics}
      startTopic="basics"
      codeLabel="Code Example:"
      themeToggle={false}
      {...props}
    />,
  );
}

const activePanel = () => screen.getByRole('tabpanel');

describe('PracticeEngine', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));

  it('opens on the start topic with its count, as a real tablist', () => {
    setup();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Basics', 'Joins']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[0]).toHaveAttribute('tabindex', '0');
    expect(tabs[1]).toHaveAttribute('tabindex', '-1');
    expect(within(activePanel()).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Basics Questions (2)',
    );
    expect(within(activePanel()).getAllByRole('article')).toHaveLength(2);
  });

  it('switches topic by click and by arrow keys, Home and End', () => {
    setup();
    fireEvent.click(screen.getByRole('tab', { name: 'Joins' }));
    expect(within(activePanel()).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Joins Questions (1)',
    );
    expect(window.location.hash).toBe('#joins');
    const joins = screen.getByRole('tab', { name: 'Joins' });
    fireEvent.keyDown(joins, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Basics' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Basics' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Basics' }), { key: 'ArrowLeft' });
    expect(joins).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(joins, { key: 'Home' });
    expect(screen.getByRole('tab', { name: 'Basics' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Basics' }), { key: 'End' });
    expect(joins).toHaveAttribute('aria-selected', 'true');
  });

  it('searches the active topic, counts matches, clears, and keeps the text across topics', () => {
    setup();
    const box = screen.getByRole('searchbox', { name: 'Search Basics questions' });
    expect(box).toHaveAttribute('placeholder', 'Search Basics questions...');
    expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
    fireEvent.change(box, { target: { value: 'NATURAL' } });
    expect(within(activePanel()).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Basics Questions (1)',
    );
    expect(within(activePanel()).getByText('Why use surrogate keys?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Joins' }));
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

  it('flips hint and code labels independently and keeps them across topic changes', () => {
    setup();
    const first = within(activePanel()).getAllByRole('article')[0]!;
    const hint = within(first).getByText('Show Hint');
    fireEvent.click(hint);
    act(() => {
      hint.closest('details')!.dispatchEvent(new Event('toggle'));
    });
    expect(within(first).getByText('Hide Hint')).toBeInTheDocument();
    expect(within(first).getByText('Hint:')).toBeVisible();
    expect(within(first).getByText('Show Code')).toBeInTheDocument();
    expect(
      within(within(activePanel()).getAllByRole('article')[1]!).queryByText('Show Code'),
    ).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('tab', { name: 'Joins' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Basics' }));
    const again = within(activePanel()).getAllByRole('article')[0]!;
    expect(within(again).getByText('Hide Hint')).toBeInTheDocument();
    expect(within(again).getByText('Show Code')).toBeInTheDocument();
  });

  it('shows code under its label with a copy button that announces Copied', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    setup();
    const first = within(activePanel()).getAllByRole('article')[0]!;
    const code = within(first).getByText('Show Code');
    fireEvent.click(code);
    act(() => {
      code.closest('details')!.dispatchEvent(new Event('toggle'));
    });
    expect(within(first).getByText('Code Example:')).toBeInTheDocument();
    expect(first.querySelector('pre code')).toHaveTextContent(
      'CREATE TABLE t (id INT PRIMARY KEY);',
    );
    await act(async () => {
      fireEvent.click(within(first).getByRole('button', { name: 'Copy' }));
    });
    expect(writeText).toHaveBeenCalledWith('CREATE TABLE t (id INT PRIMARY KEY);');
    expect(within(first).getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(within(first).getByRole('status')).toHaveTextContent('Copied');
  });

  it('follows a deep link to a topic and question', () => {
    window.history.replaceState(null, '', '/#joins-q1');
    setup();
    expect(screen.getByRole('tab', { name: 'Joins' })).toHaveAttribute('aria-selected', 'true');
    expect(document.getElementById('joins-q1')).toBeInTheDocument();
    expect(jest.mocked(Element.prototype.scrollIntoView).mock.contexts.at(-1)).toBe(
      document.getElementById('joins-q1'),
    );
  });

  it('offers the theme toggle only where the bank asks, off by default', () => {
    setup({ themeToggle: true });
    const toggle = screen.getByRole('button', { name: 'Dark Mode' });
    fireEvent.click(toggle);
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(screen.getByRole('button', { name: 'Light Mode' })).toBe(toggle);
  });
});
