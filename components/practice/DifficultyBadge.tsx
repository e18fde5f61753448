import type { Difficulty } from '@/lib/practice/types';
import styles from './practice.module.css';

export function DifficultyBadge({ difficulty }: { difficulty: Difficulty }) {
  return <span className={`${styles.badge} ${styles[`badge${difficulty}`]}`}>{difficulty}</span>;
}
