'use client';

import { useEffect, useRef } from 'react';
import { InlineText } from '@/components/practice/InlineText';
import practice from '@/components/practice/practice.module.css';
import { ComingBack } from '@/components/progress/ComingBack';
import { itemKey, summary, type Drill } from '@/lib/practice/drill';
import type { DrillQuestion, DrillTopic } from './model';
import styles from './drill.module.css';

interface DrillSummaryProps {
  drill: Drill<DrillQuestion>;
  topics: readonly DrillTopic[];
  onAgain: (questions: readonly DrillQuestion[]) => void;
  onRestart: () => void;
}

/** The end of a drill: what was known, by topic, and the missed questions linked to their cards. */
export function DrillSummary({ drill, topics, onAgain, onRestart }: DrillSummaryProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const result = summary(
    drill,
    topics.map((t) => t.key),
  );
  const topic = (key: string) => topics.find((t) => t.key === key)!;

  return (
    <section className={styles.summary} aria-labelledby="drill-summary">
      <h2 id="drill-summary" ref={heading} tabIndex={-1} className={practice.heading}>
        Knew {result.knew} of {result.total}
      </h2>
      <ul className={styles.byTopic}>
        {result.byTopic.map((row) => (
          <li key={row.topic}>
            {topic(row.topic).name}: knew {row.knew} of {row.total}
          </li>
        ))}
      </ul>
      {result.missed.length > 0 ? (
        <>
          <h3>Not yet</h3>
          <ul className={styles.missed}>
            {result.missed.map((q) => (
              <li key={itemKey(q)}>
                <a href={`${topic(q.topic).href}#${itemKey(q)}`}>
                  {topic(q.topic).name}, Question {q.id}: <InlineText text={q.question} />
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>Nothing missed this time.</p>
      )}
      <ComingBack questions={drill.order} />
      <div className={styles.nav}>
        {result.missed.length > 0 && (
          <button type="button" className={practice.button} onClick={() => onAgain(result.missed)}>
            Drill the missed ones again
          </button>
        )}
        <button type="button" className={practice.button} onClick={onRestart}>
          Start a new drill
        </button>
      </div>
    </section>
  );
}
