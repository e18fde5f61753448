'use client';

import { useState, type FormEvent } from 'react';
import { difficultyCounts, filterQuestions } from '@/lib/practice/search';
import { difficulties, type Difficulty } from '@/lib/practice/types';
import practice from '@/components/practice/practice.module.css';
import type { DrillQuestion, DrillTopic } from './model';
import styles from './drill.module.css';

const toggle = <T,>(list: readonly T[], item: T, on: boolean) =>
  on ? [...list, item] : list.filter((x) => x !== item);

/** Which questions to drill: the whole bank by default, or the topics and difficulties picked. */
export function DrillSetup({
  topics,
  onStart,
}: {
  topics: readonly DrillTopic[];
  onStart: (questions: readonly DrillQuestion[]) => void;
}) {
  const [chosenTopics, setChosenTopics] = useState<readonly string[]>(() =>
    topics.map((t) => t.key),
  );
  const [levels, setLevels] = useState<readonly Difficulty[]>(difficulties);
  const pool: DrillQuestion[] = topics
    .filter((t) => chosenTopics.includes(t.key))
    .flatMap((t) => t.questions.map((q) => ({ ...q, topic: t.key })));
  const counts = difficultyCounts(pool);
  // Checkboxes: none ticked is nothing to drill (unlike the banks' filter, where none is all).
  const picked = levels.length === 0 ? [] : filterQuestions(pool, '', levels);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (picked.length > 0) onStart(picked);
  }

  return (
    <form className={styles.setup} onSubmit={submit} aria-label="Choose what to drill">
      {topics.length > 1 && (
        <fieldset className={styles.choices}>
          <legend>Topics</legend>
          {topics.map((topic) => (
            <label key={topic.key} className={styles.choice}>
              <input
                type="checkbox"
                checked={chosenTopics.includes(topic.key)}
                onChange={(e) =>
                  setChosenTopics((list) => toggle(list, topic.key, e.target.checked))
                }
              />{' '}
              {topic.name} ({topic.questions.length})
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
              checked={levels.includes(level)}
              onChange={(e) => setLevels((list) => toggle(list, level, e.target.checked))}
            />{' '}
            {level} ({counts[level]})
          </label>
        ))}
      </fieldset>
      <button type="submit" className={practice.button} disabled={picked.length === 0}>
        Start the drill: {picked.length} {picked.length === 1 ? 'question' : 'questions'}
      </button>
    </form>
  );
}
