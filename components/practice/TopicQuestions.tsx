'use client';

import {
  startTransition,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { filterQuestions } from '@/lib/practice/search';
import type { Difficulty } from '@/lib/practice/types';
import { fold } from './fold';
import { flagKey, type TopicHead } from './model';
import { usePracticeState } from './practiceState';
import { Prerendered } from './Prerendered';
import styles from './practice.module.css';

/** A card as the engine finds it in the pre-rendered HTML (components/practice/TopicCards.tsx). */
interface Card {
  id: number;
  difficulty: Difficulty;
  question: string;
  hint: string;
  box: HTMLElement;
}

type Kind = 'hint' | 'code';

function readCards(container: HTMLElement): Card[] {
  return [...container.querySelectorAll<HTMLElement>('[data-card]')].map((box) => {
    const [question = '', hint = ''] = [...box.querySelectorAll('[data-search]')].map(
      (part) => part.textContent ?? '',
    );
    return {
      id: Number(box.dataset.card),
      difficulty: box.dataset.difficulty as Difficulty,
      question,
      hint,
      box,
    };
  });
}

/** A card's hint or code panel, with what the engine needs to know of it. */
function panelOf(details: HTMLDetailsElement) {
  const id = Number(details.closest<HTMLElement>('[data-card]')!.dataset.card);
  const kind = details.dataset.panel as Kind;
  return { id, kind };
}

const label = (details: HTMLDetailsElement) => {
  const summary = details.querySelector('summary')!;
  const text = `${details.open ? 'Hide' : 'Show'} ${details.dataset.panel === 'code' ? 'Code' : 'Hint'}`;
  if (summary.textContent !== text) summary.textContent = text;
};

/**
 * One topic's questions with the shell's search, difficulty filter and hint and code flags.
 * The cards are server-rendered HTML (TopicCards, inside Prerendered) that React never renders
 * again: this engine finds them by their data attributes, shows and hides them (a card leaving
 * folds away, one coming back unfolds), and opens, closes and labels their <details> panels.
 * So a page hydrates its controls only, and its questions are in the page once.
 */
export function TopicQuestions({
  topic,
  prerendered,
}: {
  topic: TopicHead;
  /**
   * The topic's cards (TopicCards). The build takes this prop out of the page's inline payload
   * (lib/prerendered.ts), since the HTML holds the cards; a page the router fetches has it.
   */
  prerendered?: ReactNode;
}) {
  const { query, difficulties, flags, onToggle, enhanced } = usePracticeState();
  const container = useRef<HTMLDivElement>(null);
  const [cards, setCards] = useState<readonly Card[] | null>(null);
  // The flags as last applied to the panels, for the event handlers.
  const applied = useRef(flags);
  const adopted = useRef(false);

  // After hydration, read the cards the HTML holds (their text is what the search looks in). In
  // a transition: a state set in a layout effect would render again inside hydration's commit.
  useLayoutEffect(() => {
    const read = readCards(container.current!);
    startTransition(() => setCards(read));
  }, [topic.href]);

  const shown = useMemo(
    () => cards && filterQuestions(cards, query, difficulties),
    [cards, query, difficulties],
  );
  const count = shown ? shown.length : topic.total;

  // Show the matching cards and take the rest out; the first pass (on load) moves nothing. A card
  // out of the list is out of the page (and of find in page), as React would leave it; the
  // engine keeps it to put back in its place.
  const placed = useRef(false);
  const leaving = useRef(new Set<Card>());
  useLayoutEffect(() => {
    if (!cards || !shown) return;
    const keep = new Set(shown);
    const animate = placed.current;
    placed.current = true;
    cards.forEach((card, index) => {
      const { box } = card;
      if (keep.has(card)) {
        if (leaving.current.delete(card)) {
          if (animate) fold(box, 'open');
        } else if (!box.isConnected) {
          const after = cards.slice(index + 1).find((next) => next.box.isConnected);
          container.current!.insertBefore(box, after?.box ?? null);
          if (animate) fold(box, 'open');
        }
      } else if (box.isConnected && !leaving.current.has(card)) {
        if (!animate) {
          box.remove();
          return;
        }
        leaving.current.add(card);
        fold(box, 'shut', () => {
          leaving.current.delete(card);
          box.remove();
        });
      }
    });
  }, [cards, shown]);

  // The flags into the panels. On the first pass a panel the reader opened before the scripts
  // arrived is taken over as open, and does not unfold what it already shows.
  useLayoutEffect(() => {
    const panels = container.current!.querySelectorAll<HTMLDetailsElement>('details[data-panel]');
    for (const details of panels) {
      const { id, kind } = panelOf(details);
      const key = flagKey(topic.key, id, kind);
      if (!adopted.current && details.open && !flags[key]) {
        onToggle(topic.key, id, kind, true);
      } else if (details.open !== (flags[key] ?? false)) {
        details.open = flags[key] ?? false;
      }
      label(details);
    }
    adopted.current = true;
    applied.current = flags;
  }, [flags, onToggle, topic.key]);

  // A click on a Show or Hide button: the engine opens or closes the panel in the same frame and
  // unfolds what it opens. The toggle event reports openings the page did not make (find in page).
  useEffect(() => {
    const box = container.current!;
    const click = (event: MouseEvent) => {
      const summary = (event.target as Element).closest('summary');
      const details = summary?.parentElement;
      if (!(details instanceof HTMLDetailsElement) || !details.dataset.panel) return;
      if (!box.contains(details)) return;
      event.preventDefault();
      const { id, kind } = panelOf(details);
      const open = !details.open;
      details.open = open;
      label(details);
      if (open) fold(details.querySelector<HTMLElement>(':scope > div')!, 'open');
      onToggle(topic.key, id, kind, open);
    };
    const toggle = (event: Event) => {
      const details = event.target;
      if (!(details instanceof HTMLDetailsElement) || !details.dataset.panel) return;
      const { id, kind } = panelOf(details);
      label(details);
      if ((applied.current[flagKey(topic.key, id, kind)] ?? false) !== details.open)
        onToggle(topic.key, id, kind, details.open);
    };
    box.addEventListener('click', click);
    // toggle does not bubble: caught on its way down.
    box.addEventListener('toggle', toggle, true);
    return () => {
      box.removeEventListener('click', click);
      box.removeEventListener('toggle', toggle, true);
    };
  }, [onToggle, topic.key]);

  return (
    <section
      id={topic.key}
      role={enhanced ? 'tabpanel' : undefined}
      aria-labelledby={`${topic.key}-heading`}
    >
      <h2
        id={`${topic.key}-heading`}
        className={styles.heading}
        aria-live={enhanced ? 'polite' : undefined}
      >
        {topic.name} Questions ({count})
      </h2>
      {count === 0 && <p className={styles.empty}>No questions match your search criteria.</p>}
      <Prerendered id={topic.href} ref={container}>
        {prerendered}
      </Prerendered>
    </section>
  );
}
