import { highlight } from '@/lib/practice/highlight';
import { displayText } from '@/lib/practice/search';
import type { Bank } from '@/lib/practice/types';
import type { TopicView } from './model';
import { PracticeEngine } from './PracticeEngine';
import styles from './practice.module.css';
import './code-theme.css';

/** Server side of a practice page: highlight code at build time, hand plain data to the engine. */
export function PracticePage({ bank }: { bank: Bank }) {
  const topics: TopicView[] = bank.topics.map((topic) => ({
    key: topic.key,
    name: topic.name,
    questions: topic.questions.map((q) => ({
      id: q.id,
      difficulty: q.difficulty,
      question: q.question,
      hint: q.solutionHint,
      ...(q.codeExample && {
        code: {
          html: highlight(q.codeExample.code, q.codeExample.language),
          language: q.codeExample.language,
          ...(q.codeExample.expectedOutput !== undefined && {
            output: q.codeExample.expectedOutput,
          }),
          ...(q.codeExample.note && { note: displayText(q.codeExample.note) }),
        },
      }),
    })),
  }));
  return (
    <div className={styles.page} style={{ maxWidth: bank.maxWidth }}>
      <h1 className={styles.title}>{bank.title}</h1>
      <PracticeEngine
        topics={topics}
        startTopic={bank.startTopic}
        codeLabel={bank.codeLabel}
        themeToggle={bank.themeToggle}
      />
    </div>
  );
}
