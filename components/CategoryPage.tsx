import type { CategoryPageData } from '@/content/categories';
import { CardGrid } from './CardGrid';
import styles from './CategoryPage.module.css';

/** Every study and practice category page: a heading and its cards. */
export function CategoryPage({ page }: { page: CategoryPageData }) {
  return (
    <div className="page">
      <h1 className={styles.heading}>{page.heading}</h1>
      <CardGrid cards={page.cards} imageHeight={page.imageHeight} />
    </div>
  );
}
