import { htmlChecker } from './html';
import { djangoChecker } from './django';
import { expressChecker } from './express';
import { springChecker } from './spring';
import type { Checker } from './types';

/**
 * The framework checkers, asked in order before the language checkers (lib/check/dispatch.ts):
 * the first that claims an example checks it. Each lives in its own module in lib/check/.
 */
export const frameworkCheckers: readonly Checker[] = [
  djangoChecker,
  springChecker,
  expressChecker,
  htmlChecker,
];
