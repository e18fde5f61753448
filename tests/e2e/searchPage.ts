/** What the search specs (search-*.spec.ts) share: the question records, a target and the boxes. */
import type { Page } from '@playwright/test';
import { loadBanks } from '@/lib/practice/loadBanks';
import { displayText } from '@/lib/practice/search';
import { questionRecords } from '@/lib/search/records';

export const records = questionRecords(loadBanks());
export const words = (text: string): string[] => text.toLowerCase().match(/[a-z]{7,}/g) ?? [];

/**
 * Two words of a question's hint that few other questions use, so a search for them finds it
 * near the top whatever the ranking: the reader "remembers a bit of the answer".
 */
export function hintWords(url: string): string {
  const record = records.find((r) => r.url === url)!;
  const inRecords = (word: string) => records.filter((r) => r.content.includes(word)).length;
  const bank = loadBanks().flatMap((b) => b.topics.flatMap((t) => t.questions));
  const question = bank.find((q) => record.meta.title === q.question)!;
  return [...new Set(words(displayText(question.solutionHint)))]
    .sort((a, b) => inRecords(a) - inRecords(b) || a.localeCompare(b))
    .slice(0, 2)
    .join(' ');
}

export const target = records.find((r) => r.url.startsWith('/practicecorejava/collections/'))!;
export const anchor = target.url.split('#')[1]!;
export const headerBox = (page: Page) =>
  page.getByRole('searchbox', { name: 'Search questions and guides' });
export const results = (page: Page) => page.getByRole('list', { name: 'Search results' });

/** Requests for the search: Pagefind and its index, and the frame's search modules. */
export function pagefindRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/pagefind/') || /^\/assets\/(header|page)-/.test(path))
      seen.push(request.url());
  });
  return seen;
}
