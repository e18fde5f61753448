import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { loadBanks } from '@/lib/practice/loadBanks';
import { PROGRESS_KEY } from '@/lib/progress/key';

// The learner's progress (issue #32): marks kept in this browser, shown on the bank, its topics
// and its category card, a spaced review in the drill, export / import, and forgetting.
const mysql = loadBanks().find((b) => b.slug === 'mysql')!;
const total = mysql.topics.reduce((n, t) => n + t.questions.length, 0);
const basics = mysql.topics.find((t) => t.key === 'basics')!;
const joins = mysql.topics.find((t) => t.key === 'joins')!;
const DAY = 24 * 60 * 60 * 1000;
const friday = new Date('2026-11-27T10:00:00');

const card = (page: Page, topic: string, id: number) => page.locator(`article#${topic}-q${id}`);
const toggle = (page: Page, topic: string, id: number, name: 'I know this' | 'Not yet') =>
  card(page, topic, id).getByRole('button', { name, exact: true });
const bankLine = (page: Page) => page.locator('[data-bank-progress]');
const hydrated = (page: Page) => page.locator('html[data-hydrated]').waitFor({ state: 'attached' });

async function mark(page: Page, topic: string, id: number, name: 'I know this' | 'Not yet') {
  await toggle(page, topic, id, name).click();
  await expect(toggle(page, topic, id, name)).toHaveAttribute('aria-pressed', 'true');
}

/** The export, import and forget buttons are in a disclosure under the bank's progress. */
async function tools(page: Page) {
  const box = page.locator('details', { hasText: 'Your progress lives only in this browser' });
  if (!(await box.evaluate((d: HTMLDetailsElement) => d.open)))
    await box.locator('summary').click();
}

async function openBank(page: Page, path = '/practicemysql/') {
  await page.goto(path);
  await hydrated(page);
}

test('marks are kept: after a reload on the card, the bank, the topic tab and the category card', async ({
  page,
}) => {
  await openBank(page);
  await expect(bankLine(page)).toHaveText(`0 of ${total} known`);
  await mark(page, 'basics', 1, 'I know this');
  await mark(page, 'basics', 2, 'Not yet');
  await expect(bankLine(page)).toHaveText(`1 of ${total} known`);

  await page.reload();
  await hydrated(page);
  await expect(toggle(page, 'basics', 1, 'I know this')).toHaveAttribute('aria-pressed', 'true');
  await expect(toggle(page, 'basics', 1, 'Not yet')).toHaveAttribute('aria-pressed', 'false');
  await expect(toggle(page, 'basics', 2, 'Not yet')).toHaveAttribute('aria-pressed', 'true');
  await expect(bankLine(page)).toHaveText(`1 of ${total} known`);
  // The tab's progress has a text form: "1 of 10 known" in its name.
  const tab = page.getByRole('tab', { name: new RegExp(`^${basics.name}`) });
  await expect(tab).toHaveAccessibleName(
    new RegExp(`^${basics.name}\\s*\\(1 of ${basics.questions.length} known\\)$`),
  );
  await expect(tab).toContainText(`1/${basics.questions.length}`);
  // A topic with no marks shows nothing.
  await expect(page.getByRole('tab', { name: joins.name, exact: true })).toBeVisible();

  // Another topic's page, marked there, counted on its tab and in the bank.
  await page.getByRole('tab', { name: joins.name, exact: true }).click();
  await expect(page).toHaveURL(/\/practicemysql\/joins\/$/);
  await mark(page, 'joins', 3, 'I know this');
  await expect(bankLine(page)).toHaveText(`2 of ${total} known`);
  await expect(page.getByRole('tab', { name: new RegExp(`^${joins.name}`) })).toContainText('1/');

  // The category page draws each bank's progress on its card, with no shift.
  await page.goto('/practicedatabase/');
  const slot = page.locator(`a[href="/practicemysql/"] [data-progress-scope]`);
  await expect(slot).toHaveText(`2 of ${total} known`);
  await expect(page.locator(`a[href="/practiceoracle/"] [data-progress-scope]`)).toHaveText('');
});

test('a category page with no progress loads no progress code; one with progress loads it', async ({
  page,
}) => {
  const loaded: string[] = [];
  page.on('request', (r) => loaded.push(new URL(r.url()).pathname));
  await page.goto('/practicedatabase/', { waitUntil: 'networkidle' });
  expect(loaded.filter((p) => p.startsWith('/assets/progress-'))).toEqual([]);

  await openBank(page);
  await mark(page, 'basics', 1, 'I know this');
  loaded.length = 0;
  await page.goto('/practicedatabase/', { waitUntil: 'networkidle' });
  expect(loaded.filter((p) => p.startsWith('/assets/progress-'))).toHaveLength(1);
  // Pages of reading without bank cards never load it.
  loaded.length = 0;
  await page.goto('/practice/', { waitUntil: 'networkidle' });
  expect(loaded.filter((p) => p.startsWith('/assets/progress-'))).toEqual([]);
});

test('a bank page loads the scheduler (ts-fsrs) on the first mark, not with the page', async ({
  page,
}) => {
  const scheduler: string[] = [];
  page.on('response', async (response) => {
    const url = new URL(response.url()).pathname;
    if (!url.endsWith('.js')) return;
    // ts-fsrs's own parameter name, in no other code of the site.
    if ((await response.text()).includes('enable_short_term')) scheduler.push(url);
  });
  await page.goto('/practicemysql/', { waitUntil: 'networkidle' });
  await hydrated(page);
  expect(scheduler).toEqual([]);
  await mark(page, 'basics', 1, 'Not yet');
  await expect.poll(() => scheduler.length).toBe(1);
});

test('the spaced review: what is marked comes due as the clock moves on, and the drill reviews it', async ({
  page,
}) => {
  // The answer unfolds as it is revealed (framer-motion): a button moving with it can miss a
  // click on a loaded machine, so these clicks meet the answer at its place (as in drill-page).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.setFixedTime(friday);
  await openBank(page);
  await mark(page, 'basics', 1, 'Not yet');
  await mark(page, 'basics', 2, 'I know this');

  await page.goto('/drill/mysql/');
  await hydrated(page);
  await expect(page.getByText('Nothing is due for review today.')).toBeVisible();

  // The next day, "Not yet" is due; "I know this" is not yet.
  await page.clock.setFixedTime(new Date(friday.getTime() + DAY));
  await page.reload();
  await hydrated(page);
  const review = page.getByRole('button', { name: 'Review the 1 due today' });
  await expect(review).toBeVisible();
  await expect(bankLine(page)).toHaveText(`1 of ${total} known · 1 due today`);
  await review.click();
  await expect(page.getByText('1 of 1 · knew 0')).toBeVisible();
  await expect(page.getByRole('article')).toContainText(basics.questions[0]!.question.slice(0, 20));
  await page.getByRole('button', { name: 'Show answer' }).click();
  await page.getByRole('button', { name: 'I knew it' }).click();
  await expect(page.getByRole('heading', { name: 'Knew 1 of 1' })).toBeVisible();
  // The summary says when it comes back: a later day, not today or tomorrow.
  await expect(page.getByRole('heading', { name: 'Back for review' })).toBeVisible();
  await expect(
    page.getByRole('listitem').filter({ hasText: /^in \d+ days \(.+\): 1 question$/ }),
  ).toBeVisible();

  // Four days on, both are due again.
  await page.clock.setFixedTime(new Date(friday.getTime() + 5 * DAY));
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('button', { name: 'Review the 2 due today' })).toBeVisible();
});

test('export, forget, then import: the progress comes back; a wrong file changes nothing', async ({
  page,
}, testInfo) => {
  await openBank(page);
  await mark(page, 'basics', 1, 'I know this');
  await mark(page, 'basics', 3, 'I know this');
  await expect(bankLine(page)).toHaveText(`2 of ${total} known`);

  await tools(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export progress' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^learn-skills-progress-\d{4}-\d\d-\d\d\.json$/);
  const file = testInfo.outputPath('progress.json');
  await download.saveAs(file);
  const saved = JSON.parse(readFileSync(file, 'utf8')) as { questions: object };
  expect(Object.keys(saved.questions).sort()).toEqual(['mysql/basics/1', 'mysql/basics/3']);

  // Forgetting asks first; dismissed, nothing changes.
  page.once('dialog', (dialog) => void dialog.dismiss());
  await page.getByRole('button', { name: 'Forget my progress' }).click();
  await expect(bankLine(page)).toHaveText(`2 of ${total} known`);
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Forget my progress' }).click();
  await expect(bankLine(page)).toHaveText(`0 of ${total} known`);
  await expect(toggle(page, 'basics', 1, 'I know this')).toHaveAttribute('aria-pressed', 'false');
  expect(await page.evaluate((key) => localStorage.getItem(key), PROGRESS_KEY)).toBeNull();

  const input = page.getByLabel('Progress file to import');
  await input.setInputFiles(file);
  await expect(page.getByRole('status').filter({ hasText: 'Imported' })).toHaveText(
    'Imported the progress of 2 questions.',
  );
  await expect(bankLine(page)).toHaveText(`2 of ${total} known`);
  await expect(toggle(page, 'basics', 3, 'I know this')).toHaveAttribute('aria-pressed', 'true');

  await input.setInputFiles({
    name: 'notes.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"todo": ["learn joins"]}'),
  });
  await expect(
    page.getByText('This file is not a progress file exported from this site.'),
  ).toBeVisible();
  await expect(bankLine(page)).toHaveText(`2 of ${total} known`);

  // Forgotten everywhere: the category card shows nothing.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Forget my progress' }).click();
  await page.goto('/practicedatabase/', { waitUntil: 'networkidle' });
  await expect(page.locator(`a[href="/practicemysql/"] [data-progress-scope]`)).toHaveText('');
});

test('where storage is blocked, the page says progress cannot be kept, and marks still work', async ({
  page,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await openBank(page);
  await expect(page.getByText(/does not let the site keep your progress/)).toBeVisible();
  await mark(page, 'basics', 1, 'I know this');
  await expect(bankLine(page)).toHaveText(`1 of ${total} known`);
  await page.goto('/practicedatabase/', { waitUntil: 'networkidle' });
  await expect(page.locator(`a[href="/practicemysql/"] [data-progress-scope]`)).toHaveText('');
  expect(errors).toEqual([]);
});

test('a corrupt store breaks no page', async ({ page }) => {
  await page.addInitScript(
    (key) => localStorage.setItem(key, '{"version":1,"questions":'),
    PROGRESS_KEY,
  );
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/practicedatabase/', { waitUntil: 'networkidle' });
  await expect(page.locator(`a[href="/practicemysql/"] [data-progress-scope]`)).toHaveText('');
  await openBank(page);
  await expect(bankLine(page)).toHaveText(`0 of ${total} known`);
  await page.goto('/drill/mysql/');
  await hydrated(page);
  await expect(page.getByRole('button', { name: /^Start the drill/ })).toBeVisible();
  expect(errors).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the pages are as before: no marks, no progress tools', async ({ page }) => {
    await page.goto('/practicemysql/');
    await expect(card(page, 'basics', 1)).toBeVisible();
    await expect(page.getByRole('button', { name: 'I know this' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Export progress' })).toHaveCount(0);
    await page.goto('/practicedatabase/');
    await expect(page.locator(`a[href="/practicemysql/"]`)).toContainText('Learn More');
  });
});
