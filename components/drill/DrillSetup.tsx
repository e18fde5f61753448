'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { difficulties, type Difficulty } from '@/lib/practice/types';
import { tapsLive } from '@/components/frame/earlyTaps';
import practice from '@/components/practice/practice.module.css';
import { ReviewDue } from '@/components/progress/ReviewDue';
import type { DrillTopic } from './model';
import styles from './drill.module.css';

/** What the learner chose to drill: topic keys and difficulties, or the questions due for review. */
export interface DrillChoice {
  topics: readonly string[];
  levels: readonly Difficulty[];
  /** The questions due today, by drill key ("joins-q3"): these and no others. */
  review?: readonly string[];
}

const toggle = <T,>(list: readonly T[], item: T, on: boolean) =>
  on ? [...list, item] : list.filter((x) => x !== item);

/**
 * Which questions to drill: the whole bank by default, or the topics and difficulties picked.
 * It needs only the counts, so it is complete in the pre-rendered HTML.
 */
export function DrillSetup({
  topics,
  loading,
  onStart,
}: {
  topics: readonly DrillTopic[];
  /** Start was pressed and the questions have not arrived yet. */
  loading: boolean;
  onStart: (choice: DrillChoice) => void;
}) {
  const [chosenTopics, setChosenTopics] = useState<readonly string[]>(() =>
    topics.map((t) => t.key),
  );
  const [levels, setLevels] = useState<readonly Difficulty[]>(difficulties);
  const form = useRef<HTMLFormElement>(null);
  // Set once the boxes are read back: a Start tapped before hydration is replayed only then, so
  // it starts what the boxes show.
  const [read, setRead] = useState(false);
  // The browser ticks a box by itself, so a reader may change the choice before the scripts
  // arrive: on mount the choice is read back from the boxes, and what they show is what is drilled.
  useEffect(() => {
    const ticked = (kind: 'topic' | 'level') =>
      [...form.current!.querySelectorAll<HTMLInputElement>(`input[data-${kind}]`)]
        .filter((box) => box.checked)
        .map((box) => box.dataset[kind]!);
    if (topics.length > 1) setChosenTopics(ticked('topic'));
    setLevels(difficulties.filter((level) => ticked('level').includes(level)));
    setRead(true);
    // Mount only: from then on the boxes follow the state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // After the render with the choice read back, whose submit handler sees it.
  useEffect(() => {
    if (read) tapsLive('drill');
  }, [read]);
  const chosen = topics.filter((t) => chosenTopics.includes(t.key));
  const count = (level: Difficulty) => chosen.reduce((sum, t) => sum + t.counts[level], 0);
  // Checkboxes: none ticked is nothing to drill (unlike the banks' filter, where none is all).
  const picked = levels.reduce((sum, level) => sum + count(level), 0);
  const size = (t: DrillTopic) => difficulties.reduce((sum, level) => sum + t.counts[level], 0);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (picked > 0 && !loading) onStart({ topics: chosenTopics, levels });
  }

  return (
    <form ref={form} className={styles.setup} onSubmit={submit} aria-label="Choose what to drill">
      {topics.length > 1 && (
        <fieldset className={styles.choices}>
          <legend>Topics</legend>
          {topics.map((topic) => (
            <label key={topic.key} className={styles.choice}>
              <input
                type="checkbox"
                data-topic={topic.key}
                checked={chosenTopics.includes(topic.key)}
                onChange={(e) =>
                  setChosenTopics((list) => toggle(list, topic.key, e.target.checked))
                }
              />{' '}
              {topic.name} ({size(topic)})
            </label>
          ))}
        </fieldset>
      )}
      <fieldset className={styles.choices}>
        <legend>Difficulty</legend>
        {difficulties.map((level) => (
          <label key={level} className={styles.choice}>
            <input
              type="checkbox"
              data-level={level}
              checked={levels.includes(level)}
              onChange={(e) => setLevels((list) => toggle(list, level, e.target.checked))}
            />{' '}
            {level} ({count(level)})
          </label>
        ))}
      </fieldset>
      <button
        type="submit"
        className={practice.button}
        disabled={picked === 0}
        data-early-tap="drill"
        aria-disabled={loading || undefined}
      >
        {loading
          ? 'Loading questions…'
          : `Start the drill: ${picked} ${picked === 1 ? 'question' : 'questions'}`}
      </button>
      <ReviewDue onReview={(review) => !loading && onStart({ topics: [], levels: [], review })} />
    </form>
  );
}
