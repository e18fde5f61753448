'use client';

import { AnimatePresence } from 'framer-motion';
import { useState, type KeyboardEvent } from 'react';
import {
  current,
  itemKey,
  mark,
  markOf,
  move,
  progressLine,
  reveal,
  type Drill,
  type Mark,
} from '@/lib/practice/drill';
import practice from '@/components/practice/practice.module.css';
import { useMarkRecorder } from '@/components/progress/useMarkRecorder';
import { DrillCard } from './DrillCard';
import type { DrillQuestion } from './model';
import styles from './drill.module.css';

interface DrillRunProps {
  drill: Drill<DrillQuestion>;
  topicName: (key: string) => string;
  codeLabel: string;
  onChange: (drill: Drill<DrillQuestion>) => void;
}

/** Where a key press lands on a control of its own, the control keeps it. */
const ownsKeys = (target: EventTarget) =>
  target instanceof Element && target.closest('button, a, input, summary, pre') !== null;

/**
 * One question at a time. Keys: Space or Enter shows the answer, 1 and 2 mark it, the arrows
 * move back and forward. Each question's card takes the focus when it arrives.
 */
export function DrillRun({ drill, topicName, codeLabel, onChange }: DrillRunProps) {
  // Which way the cards slide in: forward after a mark or the right arrow, back for the left;
  // the first card does not move.
  const [direction, setDirection] = useState<1 | -1 | null>(null);
  const question = current(drill);
  const last = drill.order.length - 1;

  const go = (step: 1 | -1) => {
    setDirection(step);
    onChange(move(drill, step));
  };
  const record = useMarkRecorder();
  const answer = (value: Mark) => {
    record(question.topic, question.id, value === 'knew' ? 'known' : 'notYet');
    setDirection(1);
    onChange(mark(drill, value));
  };

  function onKeyDown(event: KeyboardEvent) {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const { key, target } = event;
    if ((key === ' ' || key === 'Enter') && !drill.revealed && !ownsKeys(target)) {
      onChange(reveal(drill));
    } else if ((key === '1' || key === '2') && drill.revealed) {
      answer(key === '1' ? 'knew' : 'missed');
    } else if ((key === 'ArrowRight' || key === 'ArrowLeft') && !ownsKeys(target)) {
      go(key === 'ArrowRight' ? 1 : -1);
    } else return;
    event.preventDefault();
  }

  return (
    <section className={styles.run} aria-label="Drill" onKeyDown={onKeyDown}>
      <p className={styles.progress}>{progressLine(drill)}</p>
      {/* popLayout: the leaving card is taken out of the flow, so the next one arrives in place
          while it leaves. */}
      <AnimatePresence mode="popLayout" initial={false} custom={direction ?? 1}>
        <DrillCard
          key={itemKey(question)}
          question={question}
          position={drill.index + 1}
          total={drill.order.length}
          topicName={topicName(question.topic)}
          codeLabel={codeLabel}
          revealed={drill.revealed}
          mark={markOf(drill, question)}
          arrival={direction}
          onReveal={() => onChange(reveal(drill))}
          onMark={answer}
        />
      </AnimatePresence>
      <div className={styles.nav}>
        <button
          type="button"
          className={practice.button}
          disabled={drill.index === 0}
          onClick={() => go(-1)}
        >
          Previous
        </button>
        <button
          type="button"
          className={practice.button}
          disabled={drill.index === last}
          onClick={() => go(1)}
        >
          Next
        </button>
      </div>
      <p className={styles.keys}>
        Keys: <kbd>Space</kbd> or <kbd>Enter</kbd> shows the answer, <kbd>1</kbd> I knew it,{' '}
        <kbd>2</kbd> not yet, <kbd>←</kbd> <kbd>→</kbd> previous and next.
      </p>
    </section>
  );
}
