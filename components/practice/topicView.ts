import { highlight } from '@/lib/practice/highlight';
import { runnableOf } from '@/lib/practice/runnable';
import { displayText } from '@/lib/practice/search';
import type { Topic } from '@/lib/practice/types';
import type { TopicView } from './model';

/** A topic as the browser receives it: plain data, its code highlighted at build time. */
export function topicView(topic: Topic, bank = ''): TopicView {
  return {
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
          // With a harness the output is what hidden test code printed: checked, never shown.
          ...(q.codeExample.expectedOutput !== undefined &&
            !q.codeExample.harness && { output: q.codeExample.expectedOutput }),
          ...(q.codeExample.note && { note: displayText(q.codeExample.note) }),
          ...runnableOf(q.codeExample, bank),
        },
      }),
    })),
  };
}
