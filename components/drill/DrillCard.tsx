'use client';

import { m, PresenceContext, useIsPresent, useReducedMotion, type Variants } from 'framer-motion';
import { useLayoutEffect, useRef, useState, type Ref } from 'react';
import { CodeBlock } from '@/components/practice/CodeBlock';
import { DifficultyBadge } from '@/components/practice/DifficultyBadge';
import { InlineText } from '@/components/practice/InlineText';
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
  /** For AnimatePresence's popLayout: the leaving card is measured and taken out of the flow. */
  ref?: Ref<HTMLElement>;
  onReveal: () => void;
  onMark: (mark: Mark) => void;
}

/**
 * A card slides in from the side the drill moves to while the one it replaces slides out to the
 * other (AnimatePresence's `custom` hands the leaving card the new direction). x is a transform,
 * so under prefers-reduced-motion (MotionConfig's "user") the cards simply swap.
 */
const slide: Variants = {
  enter: (direction: 1 | -1) => ({ opacity: 0, x: 32 * direction }),
  shown: { opacity: 1, x: 0 },
  leave: (direction: 1 | -1) => ({ opacity: 0, x: -32 * direction }),
};

const folded = { height: 0, opacity: 0, overflow: 'hidden' } as const;
const unfolded = { height: 'auto', opacity: 1, transitionEnd: { overflow: 'visible' } } as const;

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
  ref,
}: DrillCardProps) {
  const card = useRef<HTMLElement | null>(null);
  const unfolds = useOpenedHere(revealed);
  const reduce = useReducedMotion() ?? false;
  const present = useIsPresent();
  // Before paint: the card it replaces is gone by then, and a key pressed in between would land
  // on the page's body, outside the drill. Again when a card that was leaving comes back (a
  // quick Previous): AnimatePresence keeps the same element, and the focus is on the other.
  useLayoutEffect(() => {
    if (present) card.current?.focus();
  }, [present]);
  const heading = `drill-${question.topic}-q${question.id}`;

  return (
    <m.article
      ref={(node: HTMLElement | null) => {
        card.current = node;
        if (typeof ref === 'function') ref(node);
        else if (ref) ref.current = node;
      }}
      className={`${practice.card} ${styles.card}`}
      tabIndex={-1}
      aria-labelledby={heading}
      custom={arrival ?? 1}
      variants={slide}
      // Under reduced motion the cards simply swap: no fade either, and the leaving one goes at
      // once.
      initial={arrival === null || reduce ? false : 'enter'}
      animate="shown"
      exit={reduce ? undefined : 'leave'}
      // A leaving card is still in the page for its exit: out of reach of keys and readers.
      inert={!present}
      aria-hidden={present ? undefined : true}
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
        // Out of the card's AnimatePresence: the first card, there without an entrance
        // (initial={false}), would otherwise pass "no initial animation" on to this answer.
        <PresenceContext.Provider value={null}>
          <m.div
            // The answer the reader asked for opens to its own height, which framer-motion measures
            // (CSS cannot animate to `height: auto` outside Chromium). Under reduced motion, and
            // when the card was revealed before (Previous), it is simply there.
            initial={unfolds && !reduce ? folded : false}
            animate={unfolded}
          >
            <div className={practice.hint}>
              <strong>Hint:</strong> <InlineText text={question.hint} />
            </div>
            {question.code && <CodeBlock code={question.code} label={codeLabel} />}
          </m.div>
          {/* Below the opening answer, not inside it: the marks are never clipped while it
              opens, so a tap lands on what it shows. */}
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
        </PresenceContext.Provider>
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
