'use client';

import { AnimatePresence, m } from 'framer-motion';
import { filterQuestions } from '@/lib/practice/search';
import { flagKey, type TopicView } from './model';
import { useMotionReady } from './Motion';
import { usePracticeState } from './practiceState';
import { QuestionCard } from './QuestionCard';
import styles from './practice.module.css';

// A card leaving folds away, so the cards below close up; one coming back unfolds.
const gone = { height: 0, opacity: 0, overflow: 'hidden' } as const;
const here = { height: 'auto', opacity: 1, transitionEnd: { overflow: 'visible' } } as const;

/** One topic's questions, filtered by the shell's search and difficulties; cards are memoised. */
export function TopicQuestions({ topic, codeLabel }: { topic: TopicView; codeLabel: string }) {
  const { query, difficulties, flags, onToggle, enhanced } = usePracticeState();
  const ready = useMotionReady();
  const shown = filterQuestions(topic.questions, query, difficulties);
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
      {shown.length === 0 && (
        <p className={styles.empty}>No questions match your search criteria.</p>
      )}
      {/* initial={false}: the cards a topic opens with are there at once. The enter and resting
          states are given only once the features can animate them, so the pre-rendered cards
          carry no style and a card never waits hidden for a script. */}
      <AnimatePresence initial={false}>
        {shown.map((question) => (
          <m.div
            key={question.id}
            exit={gone}
            {...(enhanced && ready && { initial: gone, animate: here })}
          >
            <QuestionCard
              topic={topic.key}
              question={question}
              codeLabel={codeLabel}
              hintOpen={flags[flagKey(topic.key, question.id, 'hint')] ?? false}
              codeOpen={flags[flagKey(topic.key, question.id, 'code')] ?? false}
              onToggle={onToggle}
            />
          </m.div>
        ))}
      </AnimatePresence>
    </section>
  );
}
