/** What the drill specs (drill-*.spec.ts) share: the banks, a drill's URL, the card on screen, Tab. */
import type { Locator, Page } from '@playwright/test';
import { loadBanks } from '@/lib/practice/loadBanks';
import { drillPath } from '@/lib/practice/paths';

export const banks = loadBanks();
export const bankOf = (slug: string) => banks.find((b) => b.slug === slug)!;
export const total = (slug: string) =>
  bankOf(slug).topics.reduce((n, t) => n + t.questions.length, 0);
export const drillUrl = (slug: string) => `${drillPath(bankOf(slug))}/`;
/** The card on screen; one that is leaving (its exit animation) is inert until it is gone. */
export const current = 'article:not([inert])';

export async function tabTo(page: Page, locator: Locator, limit = 60) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await locator.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`could not reach ${locator} with Tab`);
}
