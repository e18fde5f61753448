import { existsSync, statSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { loadGuides } from '@/lib/library/guide';
import { loadBanks } from '@/lib/practice/loadBanks';
import { displayText } from '@/lib/practice/search';
import { guideRecords, questionRecords, sectionTexts } from '@/lib/search/records';
import { wcagViolations } from './axe';
import { frameScripts, holdBack } from './holdBack';

const records = questionRecords(loadBanks());
const words = (text: string): string[] => text.toLowerCase().match(/[a-z]{7,}/g) ?? [];

/**
 * Two words of a question's hint that few other questions use, so a search for them finds it
 * near the top whatever the ranking: the reader "remembers a bit of the answer".
 */
function hintWords(url: string): string {
  const record = records.find((r) => r.url === url)!;
  const inRecords = (word: string) => records.filter((r) => r.content.includes(word)).length;
  const bank = loadBanks().flatMap((b) => b.topics.flatMap((t) => t.questions));
  const question = bank.find((q) => record.meta.title === q.question)!;
  return [...new Set(words(displayText(question.solutionHint)))]
    .sort((a, b) => inRecords(a) - inRecords(b) || a.localeCompare(b))
    .slice(0, 2)
    .join(' ');
}

const target = records.find((r) => r.url.startsWith('/practicecorejava/collections/'))!;
const anchor = target.url.split('#')[1]!;
const headerBox = (page: Page) =>
  page.getByRole('searchbox', { name: 'Search questions and guides' });
const results = (page: Page) => page.getByRole('list', { name: 'Search results' });

/** Requests for the search: Pagefind and its index, and the frame's search modules. */
function pagefindRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/pagefind/') || /^\/assets\/(header|page)-/.test(path))
      seen.push(request.url());
  });
  return seen;
}

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

test('keyboard only: / focuses the box, arrows move through results, Enter opens, Escape closes', async ({
  page,
}) => {
  await page.goto('/about/');
  await expect(headerBox(page)).not.toBeFocused();
  // The shortcut's listener comes with the scripts: a key pressed before hydration goes nowhere
  // (seen once in CI). Press until it lands; the box stays empty, so no press typed into it.
  await expect(async () => {
    await page.keyboard.press('/');
    await expect(headerBox(page)).toBeFocused({ timeout: 1000 });
  }).toPass();
  await expect(headerBox(page)).toHaveValue('');

  await page.keyboard.type('transaction');
  const links = results(page).getByRole('link');
  await expect(links.nth(1)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(results(page)).toHaveCount(0);
  await expect(headerBox(page)).toBeFocused();

  await page.keyboard.type('s');
  await expect(links.nth(1)).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(links.nth(0)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(links.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(headerBox(page)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  const href = await links.nth(0).getAttribute('href');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.?]/g, '\\$&')}$`));

  // `/` typed into a text field is just text.
  await page.goto('/practicemysql/');
  const bankBox = page.getByRole('searchbox', { name: 'Search Basics questions' });
  await bankBox.fill('a/b');
  await expect(bankBox).toHaveValue('a/b');
  await expect(headerBox(page)).not.toBeFocused();
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

/** What a file costs over the wire: its gzip copy where the build wrote one (as nginx and S3 serve). */
const wireBytes = (path: string) => {
  const file = `out${path}`;
  return existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : statSync(file).size;
};

test('a first search loads no more than before the frame lost React (99 KB before the first query)', async ({
  page,
}) => {
  const requested = pagefindRequests(page);
  await page.goto('/about/', { waitUntil: 'networkidle' });
  expect(requested).toEqual([]);
  const afterFocus: string[] = [];
  page.on('request', (request) => afterFocus.push(new URL(request.url()).pathname));
  await headerBox(page).focus();
  await expect(async () => {
    expect(afterFocus.some((path) => path.endsWith('.pf_meta'))).toBe(true);
  }).toPass();
  await page.waitForLoadState('networkidle');
  const paths = [...new Set(afterFocus)].map((path) => path.replace(/\?.*$/, ''));
  const bytes = paths.reduce((sum, path) => sum + wireBytes(path), 0);
  console.log(`first search, before the first query: ${paths.length} requests, ${bytes} B`);
  console.log(paths.map((path) => `${path} ${wireBytes(path)}`).join('\n'));
  expect(bytes).toBeLessThanOrEqual(99 * 1024);
});

test('/search/?q= runs the full search on the page, and more results load on request', async ({
  page,
}) => {
  await page.goto('/search/?q=function');
  await expect(page.getByRole('searchbox', { name: /Search every question/ })).toHaveValue(
    'function',
  );
  const links = results(page).getByRole('link');
  await expect(links).toHaveCount(20);
  await page.getByRole('button', { name: 'Show more results' }).click();
  await expect(links).toHaveCount(40);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('a search button opens a full-screen panel; Escape closes it and focus returns @smoke', async ({
    page,
  }) => {
    const requested = pagefindRequests(page);
    await page.goto('/practice/');
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([]);
    const button = page.getByRole('button', { name: 'Search', exact: true });
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Search questions and guides' });
    await expect(dialog).toBeVisible();
    const box = dialog.getByRole('searchbox');
    await expect(box).toBeFocused();
    await box.fill(hintWords(target.url));
    await expect(dialog.locator(`a[href="${target.url}"]`)).toBeVisible();
    const size = await dialog.evaluate((el) => [el.clientWidth, el.clientHeight]);
    expect(size).toEqual([375, 740]);

    expect(await wcagViolations(page, 'dialog')).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(button).toBeFocused();
  });
});

test.describe('typed before the scripts arrive', () => {
  // Every script, then Pagefind and its index, arrive at once after the release: on a loaded
  // machine that takes more than the default five seconds.
  const afterRelease = { timeout: 20_000 };

  test('the header box keeps the text and shows its results', async ({ page }) => {
    const release = await holdBack(page, frameScripts);
    // `commit`: the page's HTML is there, its module (held back) has not run.
    await page.goto('/about/', { waitUntil: 'commit' });
    await headerBox(page).fill(hintWords(target.url));
    release();
    await expect(results(page).locator(`a[href="${target.url}"]`)).toBeVisible(afterRelease);
    await expect(headerBox(page)).toHaveValue(hintWords(target.url));
  });

  test('the search page runs the typed text rather than the address', async ({ page }) => {
    const release = await holdBack(page, frameScripts);
    await page.goto('/search/?q=zzzz', { waitUntil: 'commit' });
    const box = page.getByRole('searchbox', { name: 'Search every question and guide section' });
    await box.fill(hintWords(target.url));
    release();
    await expect(results(page).locator(`a[href="${target.url}"]`)).toBeVisible(afterRelease);
    await expect(box).toHaveValue(hintWords(target.url));
    expect(new URL(page.url()).searchParams.get('q')).toBe(hintWords(target.url));
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the header box is a form to /search/, which lists every question as a link', async ({
    page,
  }) => {
    await page.goto('/about/');
    await headerBox(page).fill('hashCode');
    await headerBox(page).press('Enter');
    await expect(page).toHaveURL(/\/search\/\?q=hashCode$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search');

    const questionLinks = page.locator('a[href*="-q"]');
    const hrefs = await questionLinks.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    for (const record of records) expect(hrefs).toContain(record.url);
    await expect(
      page.getByRole('link', { name: displayText(target.meta.title!) }).first(),
    ).toHaveAttribute('href', target.url);
  });
});

test('the index files are served as stored: binary, not compressed again, hashed ones for a year @smoke', async ({
  request,
}) => {
  const entry = await (await request.get('/pagefind/pagefind-entry.json')).json();
  const meta = `/pagefind/pagefind.${entry.languages.en.hash}.pf_meta`;
  const response = await request.get(meta, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-encoding']).toBeUndefined();
  // Pagefind's own gzip stream, byte for byte.
  expect((await response.body()).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
  if (process.env.E2E_SERVER === 'nginx') {
    expect(response.headers()['content-type']).toBe('application/octet-stream');
    expect(response.headers()['cache-control']).toContain('immutable');
    const loader = await request.get('/pagefind/pagefind.js');
    expect(loader.headers()['cache-control']).toContain('max-age=300');
  }
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
