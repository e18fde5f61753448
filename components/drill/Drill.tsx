'use client';

import { useEffect, useRef, useState } from 'react';
import {
  current,
  isFinished,
  itemKey,
  startDrill,
  summary,
  type Drill as DrillState,
} from '@/lib/practice/drill';
import { Motion } from '@/components/motion/Motion';
import { DrillRun } from './DrillRun';
import { DrillSetup, type DrillChoice } from './DrillSetup';
import { DrillSummary } from './DrillSummary';
import type { DrillQuestion, DrillTopic } from './model';
import styles from './drill.module.css';

interface DrillProps {
  topics: readonly DrillTopic[];
  codeLabel: string;
  /** The URL of the bank's questions.json. */
  source: string;
}

const pick = (questions: readonly DrillQuestion[], { topics, levels, review }: DrillChoice) =>
  questions.filter((q) =>
    review
      ? review.includes(itemKey(q))
      : topics.includes(q.topic) && levels.includes(q.difficulty),
  );

/**
 * The drill: choose topics and difficulties (or the questions due for review), then one question
 * at a time, then a summary. Each mark is also kept as the learner's progress (components/
 * progress/). The start screen is in the pre-rendered HTML; the questions are fetched once the
 * page has loaded, and a Start pressed before they arrive waits for them.
 */
export function Drill({ topics, codeLabel, source }: DrillProps) {
  const [drill, setDrill] = useState<DrillState<DrillQuestion> | null>(null);
  // Refs, not state: a Start pressed between their arrival and the next render must see them.
  const questions = useRef<readonly DrillQuestion[] | null>(null);
  // A Start pressed before the questions arrived: started when they do.
  const waiting = useRef<DrillChoice | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    const load = () =>
      fetch(source)
        .then((response) => {
          if (!response.ok) throw new Error(`${source}: HTTP ${response.status}`);
          return response.json() as Promise<DrillQuestion[]>;
        })
        .then(
          (loaded) => {
            if (!live) return;
            questions.current = loaded;
            const choice = waiting.current;
            waiting.current = null;
            setLoading(false);
            if (choice && pick(loaded, choice).length > 0)
              setDrill(startDrill(pick(loaded, choice)));
          },
          () => {
            if (!live) return;
            setFailed(true);
            setLoading(false);
          },
        );
    // After the page's own loading, so the questions never compete with it.
    if (document.readyState === 'complete') load();
    else window.addEventListener('load', load, { once: true });
    return () => {
      live = false;
      window.removeEventListener('load', load);
    };
  }, [source]);

  const topicName = (key: string) => topics.find((t) => t.key === key)!.name;
  const start = (list: readonly DrillQuestion[]) => setDrill(startDrill(list));
  function choose(choice: DrillChoice) {
    const loaded = questions.current;
    if (loaded === null) {
      waiting.current = choice;
      setLoading(true);
    } else if (pick(loaded, choice).length > 0) {
      start(pick(loaded, choice));
    }
  }
  const done = drill !== null && isFinished(drill);
  let announcement = '';
  if (loading) announcement = 'Loading questions…';
  else if (drill && done) {
    const { knew, total } = summary(drill, []);
    announcement = `Drill done: knew ${knew} of ${total}`;
  } else if (drill) {
    const question = current(drill);
    announcement = `Question ${drill.index + 1} of ${drill.order.length}: ${topicName(question.topic)}, ${question.difficulty}`;
  }

  // Motion's features load on the learner's first touch or key (Start), before a card moves.
  return (
    <Motion>
      <div className={styles.drill}>
        <p className="visually-hidden" role="status">
          {announcement}
        </p>
        {failed ? (
          <p className={styles.failed} role="alert">
            The drill could not load its questions. Every question reads in full on the bank&apos;s
            topic pages below; reload the page to try the drill again.
          </p>
        ) : drill === null ? (
          <DrillSetup topics={topics} loading={loading} onStart={choose} />
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
      </div>
    </Motion>
  );
}
