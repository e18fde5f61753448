import { guidePractice } from '@/lib/library/guidePractice';
import { href } from '@/lib/routes';
import styles from './guide.module.css';

/** On a bank topic's page: the study guide chapters that teach it (plain links, no script). */
export function TeachingChapters({ topicPath }: { topicPath: string }) {
  const chapters = guidePractice().forTopic(topicPath);
  if (chapters.length === 0) return null;
  return (
    <aside className={styles.teaching} aria-label="Learn it first">
      <h2>Learn it first</h2>
      <ul>
        {chapters.map((chapter) => (
          <li key={chapter.path}>
            <a href={href(chapter.path)}>
              {chapter.chapter} <span className={styles.bank}>({chapter.guide} study guide)</span>
            </a>
          </li>
        ))}
      </ul>
    </aside>
  );
}
