import { difficultyBadgeClass } from '@/lib/practice/difficultyBadge';
import type { Difficulty } from '@/lib/practice/types';

export function DifficultyBadge({ difficulty }: { difficulty: Difficulty }) {
  return <span className={difficultyBadgeClass(difficulty)}>{difficulty}</span>;
}
