import { readFileSync } from 'node:fs';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { wcagViolations } from './axe';

/**
 * Offline reading (components/frame/offline/): the service worker keeps what was opened or
 * saved, and answers for the rest with /offline/. Each test opens its own context, so each starts
 * with no worker and no caches (Playwright's `context` fixture is fresh per test), and waits for
 * the worker to control the page before it goes offline.
 */

/** Resolves once the worker controls the page and the page itself is kept. */
async function controlled(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    while (!navigator.serviceWorker.controller) await new Promise((r) => setTimeout(r, 50));
    while (!(await caches.match(location.pathname))) await new Promise((r) => setTimeout(r, 50));
  });
}

// The configuration blocks workers for every other test (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const offline = (context: BrowserContext) => context.setOffline(true);

const sets = JSON.parse(readFileSync('out/offline/sets.json', 'utf8')) as Record<
  string,
  { title: string; pages: string[] }
>;
const guide = sets['/book/mysql/']!;

test('a chapter read online reads offline', async ({ context, page }) => {
  const chapter = guide.pages[1]!;
  await page.goto(chapter);
  const heading = await page.locator('h1').textContent();
  await controlled(page);
  await offline(context);
  await page.reload();
  await expect(page.locator('h1')).toHaveText(heading!);
  // Its stylesheet came from the cache too: the page is laid out, not bare HTML.
  expect(await page.evaluate(() => document.styleSheets.length)).toBeGreaterThan(0);
});

test('an unsaved page shows the offline page, which lists what is kept', async ({
  context,
  page,
}) => {
  const chapter = guide.pages[1]!;
  await page.goto(chapter);
  const title = await page.title();
  await controlled(page);
  await offline(context);
  await page.goto('/about/');
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  const list = page.locator('[data-offline-list]');
  await expect(list.getByRole('link', { name: title })).toHaveAttribute('href', chapter);
});

test('a saved guide reads offline whole', async ({ context, page }) => {
  await page.goto('/book/mysql/');
  await controlled(page);
  const save = page.getByRole('button', { name: /^Save this guide for offline \(\d/ });
  await expect(save).toBeVisible();
  await save.click();
  await expect(page.getByRole('button', { name: 'Remove this guide from offline' })).toBeVisible({
    timeout: 20_000,
  });
  await offline(context);
  for (const url of guide.pages) {
    await page.goto(url);
    await expect(page.locator('h1'), url).not.toHaveText('You are offline');
    await expect(page.locator('h1'), url).toBeVisible();
  }
  await page.goto('/offline/');
  await expect(page.locator('[data-offline-list]')).toContainText(guide.title);
  expect(await wcagViolations(page)).toEqual([]);
  await context.setOffline(false);
  // The control, saved: a real button that says what it does, within WCAG 2.1 AA.
  await page.goto('/book/mysql/');
  await expect(page.getByRole('button', { name: 'Remove this guide from offline' })).toBeVisible();
  expect(await wcagViolations(page, '[data-offline-save]')).toEqual([]);
});

test('a bank page shows its save control once React has hydrated, with no page error', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto('/practicemysql/');
  await controlled(page);
  const save = page.getByRole('button', { name: /^Save this bank for offline \(\d+ kB\)$/ });
  await expect(save).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  expect(errors).toEqual([]);
});

test('a Python Run works offline after one Run online', async ({ context, page }) => {
  test.setTimeout(120_000);
  // A guide chapter with runnable Python: its first block.
  await page.goto('/book/python/basics/');
  await controlled(page);
  const block = page.locator('[data-code-block][data-run="python"]').first();
  const status = block.locator('[data-run-status]');
  await block.locator('[data-run-button]').click();
  await expect(status).toHaveText(/^Finished/, { timeout: 90_000 });
  const printed = await block.locator('[data-run-output] pre[data-stream="stdout"]').textContent();
  await offline(context);
  await page.reload();
  const again = page.locator('[data-code-block][data-run="python"]').first();
  await again.locator('[data-run-button]').click();
  await expect(again.locator('[data-run-status]')).toHaveText(/^Finished/, { timeout: 60_000 });
  await expect(again.locator('[data-run-output] pre[data-stream="stdout"]')).toHaveText(printed!);
});

test('without a service worker the pages work as before', async ({ browser }) => {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto('/book/mysql/');
  await expect(page.locator('h1')).toBeVisible();
  // The save control stays hidden: nothing could keep what it promises.
  await expect(page.locator('[data-offline-save]')).toBeHidden();
  await context.close();
});

test('the worker script is revalidated on every visit @smoke', async ({ request }) => {
  const response = await request.get('/sw.js');
  expect(response.ok()).toBe(true);
  expect(response.headers()['content-type']).toContain('javascript');
  if (process.env.E2E_SERVER === 'nginx' || process.env.E2E_SERVER === 's3')
    expect(response.headers()['cache-control']).toBe('no-cache');
});
