import type { Card } from '@/content/categories';
import { CourseCard } from './CourseCard';
import styles from './CardGrid.module.css';

interface CardGridProps {
  cards: readonly Card[];
  headingLevel?: 2 | 3;
  /** A fixed image height (content/categories.ts); by default images scale with the card. */
  imageHeight?: 200;
}

export function CardGrid({ cards, headingLevel = 2, imageHeight }: CardGridProps) {
  return (
    <ul className={imageHeight ? `${styles.grid} ${styles.images200}` : styles.grid}>
      {cards.map((card) => (
        <li key={card.id} className={styles.item}>
          <CourseCard card={card} headingLevel={headingLevel} imageHeight={imageHeight ?? 180} />
        </li>
      ))}
    </ul>
  );
}
