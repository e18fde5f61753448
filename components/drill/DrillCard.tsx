'use client';

import { useLayoutEffect, useRef, useState } from 'react';
import { CodeBlock } from '@/components/practice/CodeBlock';
import { DifficultyBadge } from '@/components/practice/DifficultyBadge';
import { InlineText } from '@/components/practice/InlineText';
import { fold } from '@/components/practice/fold';
import practice from '@/components/practice/practice.module.css';
import type { Mark } from '@/lib/practice/drill';
import type { DrillQuestion } from './model';
import styles from './drill.module.css';

/**
 * Whether `open` turned true after the first render (the reader opened it), as opposed to open
 * from the start; false again once closed.
 */
function useOpenedHere(open: boolean): boolean {
  const [previous, setPrevious] = useState(open);
  const [openedHere, setOpenedHere] = useState(false);
  if (open !== previous) {
    setPrevious(open);
    setOpenedHere(open);
  }
  return openedHere;
}

interface DrillCardProps {
  question: DrillQuestion;
  position: number;
  total: number;
  topicName: string;
  codeLabel: string;
  revealed: boolean;
  mark: Mark | undefined;
  /** Where the card comes from: none for the first card, which is simply there. */
  arrival: 1 | -1 | null;
  onReveal: () => void;
  onMark: (mark: Mark) => void;
}

/** The question on screen; it takes the focus when it arrives and keeps it when revealed. */
export function DrillCard({
  question,
  position,
  total,
  topicName,
  codeLabel,
  revealed,
  mark,
  arrival,
  onReveal,
  onMark,
}: DrillCardProps) {
  const card = useRef<HTMLElement>(null);
  const answer = useRef<HTMLDivElement>(null);
  const unfolds = useOpenedHere(revealed);
  // Before paint: the card it replaces is gone by then, and a key pressed in between would land
  // on the page's body, outside the drill.
  useLayoutEffect(() => card.current?.focus(), []);
  // The answer the reader asked for unfolds (fold.ts: no library, still under reduced motion).
  useLayoutEffect(() => {
    if (unfolds && answer.current) fold(answer.current, 'open');
  }, [unfolds]);
  const heading = `drill-${question.topic}-q${question.id}`;

  return (
    <article
      ref={card}
      // A card arrives from the side the drill moves to (a CSS animation, drill.module.css).
      className={`${practice.card} ${styles.card} ${arrival === null ? '' : arrival === 1 ? styles.fromNext : styles.fromPrevious}`}
      tabIndex={-1}
      aria-labelledby={heading}
    >
      <div className={practice.cardHead}>
        <h2 id={heading} className={practice.cardTitle}>
          Question {position} of {total}
          <span className={styles.topic}> · {topicName}</span>
        </h2>
        <DifficultyBadge difficulty={question.difficulty} />
      </div>
      <p className={practice.question}>
        <InlineText text={question.question} />
      </p>
      {revealed ? (
        <div ref={answer}>
          <div className={practice.hint}>
            <strong>Hint:</strong> <InlineText text={question.hint} />
          </div>
          {question.code && <CodeBlock code={question.code} label={codeLabel} />}
          <div className={styles.marks} role="group" aria-label="Did you know it?">
            <button
              type="button"
              className={practice.button}
              aria-pressed={mark === 'knew'}
              onClick={() => onMark('knew')}
            >
              I knew it
            </button>
            <button
              type="button"
              className={practice.button}
              aria-pressed={mark === 'missed'}
              onClick={() => onMark('missed')}
            >
              Not yet
            </button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          className={practice.button}
          onClick={() => {
            onReveal();
            // The button goes; the card keeps the focus, so the keys still reach the drill.
            card.current?.focus();
          }}
        >
          Show answer
        </button>
      )}
    </article>
  );
}
