/** What the practice specs (practice-*.spec.ts) share: the banks, their URLs and the engine's panel. */
import type { Page } from '@playwright/test';
import { loadBanks } from '@/lib/practice/loadBanks';
import { topicPath } from '@/lib/practice/paths';

export const banks = loadBanks();
export const url = (route: string) => `${route}/`;
export const topicUrl = (bank: (typeof banks)[number], key: string) => url(topicPath(bank, key));
export const panel = (page: Page) => page.getByRole('tabpanel');
/** A question's card; a topic's coding tasks follow its questions, as cards of their own. */
export const questionCard = 'article:not([data-task])';
