import type { Card } from '@/content/categories';
import { CourseCard } from './CourseCard';
import styles from './CardGrid.module.css';

interface CardGridProps {
  cards: readonly Card[];
  headingLevel?: 2 | 3;
  imageHeight?: number;
}

export function CardGrid({ cards, headingLevel = 2, imageHeight = 180 }: CardGridProps) {
  return (
    <ul className={styles.grid}>
      {cards.map((card) => (
        <li key={card.id} className={styles.item}>
          <CourseCard card={card} headingLevel={headingLevel} imageHeight={imageHeight} />
        </li>
      ))}
    </ul>
  );
}
