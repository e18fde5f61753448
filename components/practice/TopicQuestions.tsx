'use client';

import { filterQuestions } from '@/lib/practice/search';
import { flagKey, type TopicView } from './model';
import { usePracticeState } from './practiceState';
import { QuestionCard } from './QuestionCard';
import styles from './practice.module.css';

/** One topic's questions, filtered by the shell's search; cards are memoised. */
export function TopicQuestions({ topic, codeLabel }: { topic: TopicView; codeLabel: string }) {
  const { query, flags, onToggle, enhanced } = usePracticeState();
  const shown = filterQuestions(topic.questions, query);
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
        {topic.name} Questions ({shown.length})
      </h2>
      {shown.length === 0 ? (
        <p className={styles.empty}>No questions match your search criteria.</p>
      ) : (
        shown.map((question) => (
          <QuestionCard
            key={question.id}
            topic={topic.key}
            question={question}
            codeLabel={codeLabel}
            hintOpen={flags[flagKey(topic.key, question.id, 'hint')] ?? false}
            codeOpen={flags[flagKey(topic.key, question.id, 'code')] ?? false}
            onToggle={onToggle}
          />
        ))
      )}
    </section>
  );
}
