import practice from '@/components/practice/practice.module.css';
import styles from './progress.module.css';

/**
 * A question card's mark: two toggle buttons, "I know this" and "Not yet". Plain markup with no
 * hooks, because the cards are server-rendered HTML that React never hydrates (they are kept out
 * of the page's payload, issue #31): CardMarksLive, one client component per bank page, gives
 * every card's buttons their state (aria-pressed) and their clicks. In the HTML from the start
 * (so nothing shifts), hidden where scripts do not run; a tap before CardMarksLive listens is
 * kept and replayed (`data-early-tap`, components/frame/earlyTaps.ts).
 */
export function CardMarks({ topic, id }: { topic: string; id: number }) {
  return (
    <div
      className={styles.marks}
      role="group"
      aria-label={`Question ${id}: your mark`}
      data-mark-topic={topic}
      data-mark-id={id}
    >
      <button
        type="button"
        className={`${practice.button} ${styles.mark}`}
        aria-pressed="false"
        data-mark="known"
        data-early-tap="marks"
      >
        I know this
      </button>
      <button
        type="button"
        className={`${practice.button} ${styles.mark}`}
        aria-pressed="false"
        data-mark="notYet"
        data-early-tap="marks"
      >
        Not yet
      </button>
    </div>
  );
}
