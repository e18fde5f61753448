import { springChecker } from './spring';
import type { Checker } from './types';

/**
 * The framework checkers, asked in order before the language checks in lib/practice/checkCode.ts:
 * the first that claims an example checks it. Each lives in its own module in lib/check/.
 */
export const frameworkCheckers: readonly Checker[] = [springChecker];
