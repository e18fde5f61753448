import { CardMarks } from '@/components/progress/CardMarks';
import { CodeBlock } from './CodeBlock';
import { DifficultyBadge } from './DifficultyBadge';
import { InlineText } from './InlineText';
import { questionAnchor, type QuestionView } from './model';
import styles from './practice.module.css';

/**
 * One question, a server component: its markup is in the page's HTML once and hydrates nothing.
 * Hint and code are <details> elements, so they open without JavaScript too; with it, the
 * engine (TopicQuestions) holds their open state per topic and id, flips their labels and
 * unfolds them, finding them by their data attributes.
 */
export function QuestionCard({
  topic,
  question,
  codeLabel,
}: {
  topic: string;
  question: QuestionView;
  codeLabel: string;
}) {
  const anchor = questionAnchor(topic, question.id);
  return (
    <article className={styles.card} id={anchor} aria-labelledby={`${anchor}-title`}>
      <div className={styles.cardHead}>
        <h3 id={`${anchor}-title`} className={styles.cardTitle}>
          Question {question.id}
        </h3>
        <DifficultyBadge difficulty={question.difficulty} />
      </div>
      <p className={styles.question} data-search="">
        <InlineText text={question.question} />
      </p>
      <div className={styles.actions}>
        <details className={styles.reveal} data-panel="hint">
          <summary className={styles.button}>Show Hint</summary>
          <div className={styles.hint}>
            <strong>Hint:</strong>{' '}
            <span data-search="">
              <InlineText text={question.hint} />
            </span>
          </div>
        </details>
        {question.code && (
          <details className={styles.reveal} data-panel="code">
            <summary className={styles.button}>Show Code</summary>
            <div>
              <CodeBlock code={question.code} label={codeLabel} />
            </div>
          </details>
        )}
      </div>
      <CardMarks topic={topic} id={question.id} />
    </article>
  );
}
