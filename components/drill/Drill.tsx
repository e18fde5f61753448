'use client';

import { useState } from 'react';
import { Motion } from '@/components/practice/Motion';
import { useEnhanced } from '@/components/practice/useEnhanced';
import {
  current,
  isFinished,
  startDrill,
  summary,
  type Drill as DrillState,
} from '@/lib/practice/drill';
import { DrillList } from './DrillList';
import { DrillRun } from './DrillRun';
import { DrillSetup } from './DrillSetup';
import { DrillSummary } from './DrillSummary';
import type { DrillQuestion, DrillTopic } from './model';

interface DrillProps {
  topics: readonly DrillTopic[];
  codeLabel: string;
}

/**
 * The drill: choose topics and difficulties, then one question at a time, then a summary. Nothing
 * is kept between visits. Before scripts run (and without them) it is the plain list.
 */
export function Drill({ topics, codeLabel }: DrillProps) {
  const enhanced = useEnhanced();
  const [drill, setDrill] = useState<DrillState<DrillQuestion> | null>(null);
  if (!enhanced) return <DrillList topics={topics} codeLabel={codeLabel} />;

  const topicName = (key: string) => topics.find((t) => t.key === key)!.name;
  const start = (questions: readonly DrillQuestion[]) => setDrill(startDrill(questions));
  const done = drill !== null && isFinished(drill);
  let announcement = '';
  if (drill && done) {
    const { knew, total } = summary(drill, []);
    announcement = `Drill done: knew ${knew} of ${total}`;
  } else if (drill) {
    const question = current(drill);
    announcement = `Question ${drill.index + 1} of ${drill.order.length}: ${topicName(question.topic)}, ${question.difficulty}`;
  }

  return (
    <Motion>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {drill === null ? (
        <DrillSetup topics={topics} onStart={start} />
      ) : done ? (
        <DrillSummary
          drill={drill}
          topics={topics}
          onAgain={start}
          onRestart={() => setDrill(null)}
        />
      ) : (
        <DrillRun drill={drill} topicName={topicName} codeLabel={codeLabel} onChange={setDrill} />
      )}
    </Motion>
  );
}
