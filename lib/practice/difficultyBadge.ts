import type { Difficulty } from './types';

/**
 * The class names of a difficulty badge: global, so the React cards and the framework-free search
 * results share one definition (components/frame/search/search.css).
 */
export const difficultyBadgeClass = (difficulty: Difficulty) =>
  `difficulty-badge difficulty-badge-${difficulty.toLowerCase()}`;
