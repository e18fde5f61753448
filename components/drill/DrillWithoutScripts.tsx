import type { DrillTopic } from './model';
import styles from './drill.module.css';

const size = (topic: DrillTopic) =>
  Object.values(topic.counts).reduce((sum, count) => sum + count, 0);

/**
 * What the drill page shows without scripts (or when its questions cannot be loaded): a word on
 * the drill and a link to each of the bank's topic pages, which read in full without scripts.
 * The questions themselves are not repeated here: they reach the drill once, from questions.json.
 */
export function DrillWithoutScripts({ topics }: { topics: readonly DrillTopic[] }) {
  return (
    <div className={styles.plain}>
      <p className={styles.notice}>
        The drill needs JavaScript. Without it, every question reads in full, with its answer, on
        the bank&apos;s topic pages:
      </p>
      <nav aria-label="Topic pages">
        <ul className={styles.topicLinks}>
          {topics.map((topic) => (
            <li key={topic.key}>
              <a href={topic.href}>{topic.name}</a> ({size(topic)} questions)
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
