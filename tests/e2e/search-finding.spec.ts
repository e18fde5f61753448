/**
 * What the site search finds: a question by words of its hint, filtered by bank and difficulty,
 * nothing for nonsense, a question asked as a learner asks it, and a guide section by its text.
 */
import { existsSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { loadGuides } from '@/lib/library/guide';
import { guideRecords, sectionTexts } from '@/lib/search/records';
import {
  anchor,
  headerBox,
  hintWords,
  pagefindRequests,
  records,
  results,
  target,
  words,
} from './searchPage';

test('a question found by words of its hint opens its topic page at its card, marked @smoke', async ({
  page,
}) => {
  const requested = pagefindRequests(page);
  // Console errors, a policy violation among them (the drop-down is placed by script, the page's
  // policy allows no inline style).
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(requested, 'nothing of the search is requested on page load').toEqual([]);

  await headerBox(page).fill(hintWords(target.url));
  const link = results(page).locator(`a[href="${target.url}"]`);
  await expect(link).toBeVisible();
  await expect(link).toContainText(`Core Java › ${target.meta.topic}`);
  await expect(link.locator('mark').first()).toBeVisible();
  await expect(link).toContainText(target.meta.difficulty!);
  await expect(page.getByRole('status').filter({ hasText: /results? for/ })).toBeVisible();
  expect(requested.some((u) => u.endsWith('/pagefind/pagefind.js'))).toBe(true);
  expect(errors).toEqual([]);

  await link.click();
  await expect(page).toHaveURL(new RegExp(`/practicecorejava/collections/#${anchor}$`));
  const card = page.locator(`#${anchor}`);
  await expect(card).toBeInViewport();
  expect(await card.evaluate((el) => el.matches(':target'))).toBe(true);
  expect(await card.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe('none');
});

// A word found in Core Java's beginner questions and in many questions elsewhere. Each record's
// words are read once (matching every word against every record again took a minute per load).
const recordWords = records.map((r) => new Set(words(r.content)));
const common = [...new Set(recordWords.flatMap((set) => [...set]))]
  .map((word) => ({
    word,
    all: records.filter((_, i) => recordWords[i]!.has(word)),
  }))
  .filter(
    ({ all }) =>
      all.some((r) => r.meta.bank === 'Core Java' && r.meta.difficulty === 'Beginner') &&
      all.some((r) => r.meta.bank !== 'Core Java'),
  )
  .sort((a, b) => b.all.length - a.all.length)[0]!.word;

test('filters narrow the results to one bank and one difficulty', async ({ page }) => {
  await page.goto('/');
  await headerBox(page).fill(common);
  const links = results(page).getByRole('link');
  await expect(links.first()).toBeVisible();
  await page.getByRole('combobox', { name: 'In' }).selectOption({ label: 'Core Java' });
  await page.getByRole('combobox', { name: 'Difficulty' }).selectOption('Beginner');
  await expect(page.getByRole('status').filter({ hasText: /results? for/ })).toBeVisible();
  await expect(links.first()).toBeVisible();
  const rows = await links.evaluateAll((as) => as.map((a) => a.textContent ?? ''));
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) {
    expect(row).toContain('Core Java ›');
    expect(row).toContain('Beginner');
  }
});

test('zero results: nonsense finds nothing, with a clear message and links to the banks', async ({
  page,
}) => {
  await page.goto('/');
  // Pagefind alone would fall back to the indexed prefix `z` and list questions marking it.
  await headerBox(page).fill('zzqxjvkw');
  await expect(page.getByRole('status').filter({ hasText: 'No results' })).toHaveText(
    'No results for “zzqxjvkw”.',
  );
  await expect(results(page).getByRole('link')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'browse the practice banks' })).toHaveAttribute(
    'href',
    '/practice/',
  );
});

test('a question asked as a learner asks it: filler left out, a word the site lacks named', async ({
  page,
}) => {
  const tuple = records.find((r) => /choose a tuple over a list/.test(r.meta.title!))!;
  await page.goto('/');
  await headerBox(page).fill('What is the difference between list and tuple?');
  await expect(results(page).locator(`a[href="${tuple.url}"]`)).toBeVisible();
  await headerBox(page).fill('list vs tuple zzqxjvkw');
  await expect(page.getByText('No match for ‘zzqxjvkw’, so the search left it out.')).toBeVisible();
  await expect(results(page).locator(`a[href="${tuple.url}"]`)).toBeVisible();
});

// A guide section found by a phrase of its text lands on the chapter at that section. It needs
// the chapter pages (/book/<slug>/<chapter>/), which the guides' web edition adds.
const section = guideRecords(sectionTexts(loadGuides())).find(
  (r) => r.url.startsWith('/book/mysql/') && r.url.includes('#'),
)!;
const sectionPage = `out${section.url.split('#')[0]}index.html`;

test('a guide section found by a phrase of its text opens its chapter at that section', async ({
  page,
}) => {
  test.skip(!existsSync(sectionPage), `${sectionPage} is not built (the guide chapter pages)`);
  const phrase = section.content.split(/\s+/).slice(0, 6).join(' ');
  await page.goto('/');
  await headerBox(page).fill(phrase);
  const link = results(page).locator(`a[href="${section.url}"]`);
  await expect(link).toBeVisible();
  await expect(link).toContainText(`${section.meta.guide} › ${section.meta.chapter}`);
  await link.click();
  const id = section.url.split('#')[1]!;
  await expect(page).toHaveURL(new RegExp(`#${id}$`));
  await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
});
