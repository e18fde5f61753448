'use client';

import { comingBack, dayLabel } from '@/lib/progress/when';
import { useProgress } from './liveStore';
import { useProgressScope } from './ProgressScope';

/** The drill summary's last word: when the questions just reviewed come back, by day. */
export function ComingBack({ questions }: { questions: readonly { topic: string; id: number }[] }) {
  const scope = useProgressScope();
  const progress = useProgress();
  if (!scope || !progress) return null;
  const dues = questions.flatMap((q) => {
    const key = scope.keyOf(q.topic, q.id);
    const entry = key ? progress.data.questions[key] : undefined;
    return entry ? [entry.schedule.due] : [];
  });
  if (dues.length === 0) return null;
  const now = new Date();
  return (
    <>
      <h3>Back for review</h3>
      <ul>
        {comingBack(dues, now).map(({ days, count }) => (
          <li key={days}>
            {dayLabel(days, now)}: {count} {count === 1 ? 'question' : 'questions'}
          </li>
        ))}
      </ul>
    </>
  );
}
