'use client';

import { m } from 'framer-motion';
import { useLayoutEffect, useRef } from 'react';
import { CodeBlock } from '@/components/practice/CodeBlock';
import { DifficultyBadge } from '@/components/practice/DifficultyBadge';
import { InlineText } from '@/components/practice/InlineText';
import { useMotionReady } from '@/components/practice/Motion';
import { Unfold, useOpenedHere } from '@/components/practice/Unfold';
import practice from '@/components/practice/practice.module.css';
import type { Mark } from '@/lib/practice/drill';
import type { DrillQuestion } from './model';
import styles from './drill.module.css';

// A card arrives from the side it is moving to and leaves by the other.
const slide = {
  enter: (direction: number) => ({ opacity: 0, x: 32 * direction }),
  center: { opacity: 1, x: 0 },
  leave: (direction: number) => ({ opacity: 0, x: -32 * direction }),
};

interface DrillCardProps {
  question: DrillQuestion;
  position: number;
  total: number;
  topicName: string;
  codeLabel: string;
  revealed: boolean;
  mark: Mark | undefined;
  direction: 1 | -1;
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
  direction,
  onReveal,
  onMark,
}: DrillCardProps) {
  const card = useRef<HTMLElement>(null);
  const unfolds = useOpenedHere(revealed);
  const ready = useMotionReady();
  // Before paint: the card it replaces is gone by then, and a key pressed in between would land
  // on the page's body, outside the drill.
  useLayoutEffect(() => card.current?.focus(), []);
  const heading = `drill-${question.topic}-q${question.id}`;

  return (
    <m.article
      ref={card}
      className={`${practice.card} ${styles.card}`}
      tabIndex={-1}
      aria-labelledby={heading}
      custom={direction}
      variants={slide}
      initial={ready ? 'enter' : false}
      animate="center"
      exit="leave"
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
        <Unfold play={unfolds}>
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
        </Unfold>
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
    </m.article>
  );
}
