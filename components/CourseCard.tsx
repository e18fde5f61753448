import type { Card } from '@/content/categories';
import { scopeAtRoute } from '@/lib/progress/bankScope';
import { href } from '@/lib/routes';
import { tasksOf } from '@/lib/tasks/loadTasks';
import { taskSummary } from '@/lib/tasks/summary';
import styles from './CardGrid.module.css';

interface CourseCardProps {
  card: Card;
  headingLevel: 2 | 3;
  imageHeight: number;
}

/** A whole-card link: a plain anchor, so following it is a full page load. */
export function CourseCard({ card, headingLevel, imageHeight }: CourseCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // A bank's card: the frame's script writes the learner's progress beside the badge
  // (components/frame/progress.ts), in a space the badge's row already has, so nothing moves.
  const bank = scopeAtRoute(card.href);
  const badge = <span className={styles.badge}>Learn More</span>;
  const tasks = bank && taskSummary(tasksOf(bank.bank));
  return (
    <a className={styles.card} href={href(card.href)}>
      {/* eslint-disable-next-line @next/next/no-img-element -- a static SVG; next/image would add client JS */}
      <img className={styles.image} src={card.image} alt="" width={320} height={imageHeight} />
      <div className={styles.body}>
        <Heading className={styles.title}>{card.title}</Heading>
        <p className={styles.description}>{card.description}</p>
        {tasks && <p className={styles.description}>{tasks}, checked in the page.</p>}
        {card.lines && (
          <ul className={styles.lines}>
            {card.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
        {bank ? (
          <span className={styles.foot}>
            {badge}
            <span className={styles.progress} data-progress-scope={bank.scope} />
          </span>
        ) : (
          badge
        )}
      </div>
    </a>
  );
}
