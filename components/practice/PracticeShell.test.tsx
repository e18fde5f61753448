import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { difficultyCounts } from '@/lib/practice/search';
import type { TopicView } from './model';
import { PracticeShell } from './PracticeShell';
import { TopicCards } from './TopicCards';
import { TopicQuestions } from './TopicQuestions';

// Motion with its features at once and animations skipped (motion/__mocks__/Motion.tsx).
jest.mock('@/components/motion/Motion');

// The shell reads the open topic from the router; the tests play the router's part.
let mockSegment: string | null = null;
const mockPrefetch = jest.fn();
const mockReplace = jest.fn();
jest.mock('next/navigation', () => ({
  useSelectedLayoutSegment: () => mockSegment,
  useRouter: () => ({ prefetch: mockPrefetch, replace: mockReplace }),
}));
jest.mock('next/link', () => ({
  __esModule: true,
  default: function MockLink({
    href,
    children,
    scroll: _scroll,
    prefetch: _prefetch,
    ...rest
  }: React.AnchorHTMLAttributes<HTMLAnchorElement> & {
    href: string;
    scroll?: boolean;
    prefetch?: boolean;
  }) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  },
}));

// Folds skipped, as under prefers-reduced-motion: a card or panel is at its end state at once.
jest.mock('./fold', () => ({
  fold: (_element: HTMLElement, _to: string, done?: () => void) => done?.(),
}));

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

const links = topics.map((t) => ({
  key: t.key,
  name: t.name,
  href: t.key === 'basics' ? '/practicetest/' : `/practicetest/${t.key}/`,
  counts: difficultyCounts(t.questions),
}));

const head = (key: string) => {
  const topic = topics.find((t) => t.key === key)!;
  const link = links.find((l) => l.key === key)!;
  return { key, name: topic.name, href: link.href, total: topic.questions.length };
};

/** The bank's layout with the page of one topic below it, as the router composes them. */
function page(key: string, themeToggle = false) {
  mockSegment = key === 'basics' ? null : key;
  return (
    <PracticeShell topics={links} startTopic="basics" themeToggle={themeToggle}>
      {/* A topic page of its own: the router mounts it anew (keyed by its segment). */}
      <TopicQuestions
        key={key}
        topic={head(key)}
        prerendered={
          <TopicCards topic={topics.find((t) => t.key === key)!} codeLabel="Code Example:" />
        }
      />
    </PracticeShell>
  );
}

function setup(themeToggle = false) {
  const view = render(page('basics', themeToggle));
  /** What a tab does with scripts: the router swaps the page below the same shell. */
  const open = (key: string) => view.rerender(page(key, themeToggle));
  return { open };
}

const activePanel = () => screen.getByRole('tabpanel');

/** Opens a card's hint or code as a click does: jsdom toggles <details> but fires no event. */
function reveal(card: HTMLElement, label: 'Show Hint' | 'Show Code') {
  const summary = within(card).getByText(label);
  fireEvent.click(summary);
  act(() => {
    summary.closest('details')!.dispatchEvent(new Event('toggle'));
  });
}

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

  it('offers the theme toggle only where the bank asks, off by default', () => {
    setup(true);
    const toggle = screen.getByRole('button', { name: 'Dark Mode' });
    fireEvent.click(toggle);
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(screen.getByRole('button', { name: 'Light Mode' })).toBe(toggle);
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
