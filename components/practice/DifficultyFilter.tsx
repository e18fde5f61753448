'use client';

import { difficulties, type Difficulty } from '@/lib/practice/types';
import styles from './finder.module.css';

interface DifficultyFilterProps {
  /** Questions of each difficulty in the active topic. */
  counts: Readonly<Record<Difficulty, number>>;
  chosen: readonly Difficulty[];
  onChange: (chosen: Difficulty[]) => void;
}

/** Beginner / Intermediate / Advanced toggles; none pressed shows every difficulty. */
export function DifficultyFilter({ counts, chosen, onChange }: DifficultyFilterProps) {
  const flip = (level: Difficulty) =>
    onChange(
      chosen.includes(level)
        ? chosen.filter((c) => c !== level)
        : difficulties.filter((d) => d === level || chosen.includes(d)),
    );
  return (
    <div className={styles.levels} role="group" aria-label="Difficulty">
      {difficulties.map((level) => (
        <button
          key={level}
          type="button"
          className={styles.level}
          aria-pressed={chosen.includes(level)}
          onClick={() => flip(level)}
        >
          {level} <span className={styles.levelCount}>({counts[level]})</span>
        </button>
      ))}
    </div>
  );
}
