import { CodeBlock } from '@/components/practice/CodeBlock';
import { DifficultyBadge } from '@/components/practice/DifficultyBadge';
import { InlineText } from '@/components/practice/InlineText';
import practice from '@/components/practice/practice.module.css';
import type { DrillTopic } from './model';
import styles from './drill.module.css';

/** The drill page before scripts run, or without them: every question, answers in <details>. */
export function DrillList({
  topics,
  codeLabel,
}: {
  topics: readonly DrillTopic[];
  codeLabel: string;
}) {
  return (
    <div>
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
                  {question.code && <CodeBlock code={question.code} label={codeLabel} />}
                </details>
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
