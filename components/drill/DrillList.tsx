'use client';

import { CodeView } from '@/components/practice/CodeView';
import { DifficultyBadge } from '@/components/practice/DifficultyBadge';
import { InlineText } from '@/components/practice/InlineText';
import type { TopicView } from '@/components/practice/model';
import practice from '@/components/practice/practice.module.css';
import styles from './drill.module.css';

/**
 * The drill page without scripts (or when its questions cannot be loaded): every question, the
 * answers in <details>. A client component with no state: Next's inline payload must carry what
 * the page renders, and as this component's props (plain data) it is about 15% smaller than as a
 * server component's rendered tree.
 */
export function DrillList({
  topics,
  codeLabel,
}: {
  topics: readonly (TopicView & { href: string })[];
  codeLabel: string;
}) {
  return (
    <div className={styles.plain}>
      <p className={styles.notice}>
        The drill needs JavaScript. Without it, here is every question with its answer.
      </p>
      {topics.map((topic) => (
        <section key={topic.key} aria-labelledby={`list-${topic.key}`}>
          <h2 id={`list-${topic.key}`} className={practice.heading}>
            <a href={topic.href}>{topic.name}</a> ({topic.questions.length})
          </h2>
          <ol className={styles.list}>
            {topic.questions.map((question) => (
              <li key={question.id} className={practice.card}>
                <div className={practice.cardHead}>
                  <p className={practice.question}>
                    <InlineText text={question.question} />
                  </p>
                  <DifficultyBadge difficulty={question.difficulty} />
                </div>
                <details>
                  <summary className={practice.button}>Show answer</summary>
                  <div className={practice.hint}>
                    <strong>Hint:</strong> <InlineText text={question.hint} />
                  </div>
                  {question.code && <CodeView code={question.code} label={codeLabel} />}
                </details>
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
