/**
 * What the PracticeShell tests (PracticeShell.*.test.tsx) share: the mocks of the router, Link,
 * motion and folds (jest.mock here applies to the test file that imports this module first), two
 * topics, the bank's layout with a topic page below it, and opening a card's hint or code.
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { difficultyCounts } from '@/lib/practice/search';
import type { TopicView } from './model';
import { PracticeShell } from './PracticeShell';
import { TopicCards } from './TopicCards';
import { TopicQuestions } from './TopicQuestions';

// Motion with its features at once and animations skipped (motion/__mocks__/Motion.tsx).
jest.mock('@/components/motion/Motion');
// The tabs' marker stays the plain span: its moving form is fetched on intent (an import that
// would resolve after a test has ended, outside act), and the e2e tests cover it.
jest.mock('./tabMarkerMotion', () => ({
  wantMovingMarker: () => {},
  useMovingMarker: () => null,
}));

// The shell reads the open topic from the router; the tests play the router's part.
let mockSegment: string | null = null;
export const mockPrefetch = jest.fn();
export const mockReplace = jest.fn();
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

export const topics: TopicView[] = [
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
export function page(key: string, themeToggle = false) {
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

export function setup(themeToggle = false) {
  const view = render(page('basics', themeToggle));
  /** What a tab does with scripts: the router swaps the page below the same shell. */
  const open = (key: string) => view.rerender(page(key, themeToggle));
  return { open };
}

export const activePanel = () => screen.getByRole('tabpanel');
/** Opens a card's hint or code as a click does: jsdom toggles <details> but fires no event. */
export function reveal(card: HTMLElement, label: 'Show Hint' | 'Show Code') {
  const summary = within(card).getByText(label);
  fireEvent.click(summary);
  act(() => {
    summary.closest('details')!.dispatchEvent(new Event('toggle'));
  });
}
