import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
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

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.zip': 'application/zip',
};

/**
 * The site as a host serves it, on a port of its own, with files a deploy replaces: the test
 * sets `deployed[path]` to publish a new version of a file. Every answer says `no-cache`, as the
 * deploy does for sw.js (the pages' own caching is not what is tested here).
 */
async function siteServer() {
  const deployed: Record<string, string> = {};
  const server = createServer((request, response) => {
    const pathname = path.posix.normalize(
      decodeURIComponent(new URL(request.url ?? '/', 'http://site').pathname),
    );
    const file = path.join('out', pathname.endsWith('/') ? `${pathname}index.html` : pathname);
    const body =
      deployed[pathname] ??
      (existsSync(file) && statSync(file).isFile() ? readFileSync(file) : undefined);
    if (body === undefined) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'Content-Type': types[path.extname(file)] ?? 'application/octet-stream',
      'Cache-Control': 'no-cache',
    });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, deployed, close: () => server.close() };
}

/** The page's origin's cache names, and the URLs the worker precached. */
const cacheState = (page: Page) =>
  page.evaluate(async () => {
    const names = await caches.keys();
    const precached: string[] = [];
    for (const name of names.filter((n) => !n.startsWith('learn-'))) {
      const cache = await caches.open(name);
      precached.push(...(await cache.keys()).map((request) => request.url));
    }
    return { names, precached };
  });

test('a deploy reaches the learner on the next visit, and the old caches are removed', async ({
  context,
  page,
}) => {
  test.setTimeout(90_000);
  const site = await siteServer();
  try {
    const chapter = guide.pages[1]!;
    await page.goto(`${site.origin}${chapter}`);
    await controlled(page);
    const before = await cacheState(page);
    expect(before.names).toEqual(expect.arrayContaining(['learn-pages-v1', 'learn-assets-v1']));
    const oldOffline = before.precached.filter((url) => url.includes('/offline/?'));
    expect(oldOffline).toHaveLength(1);

    // The deploy: a new build's worker, whose pages and assets caches have a new version (as
    // names.ts asks when what a cache holds changes) and whose /offline/ page is new, with the
    // new pages. Nothing else: the hashed files a build shares with the last one stay.
    const sw = readFileSync('out/sw.js', 'utf8');
    const offlineHtml = readFileSync('out/offline/index.html', 'utf8');
    const revision = createHash('sha256').update(offlineHtml).digest('hex').slice(0, 16);
    expect(sw).toContain(revision);
    const newOffline = offlineHtml.replace(
      '<h1>You are offline</h1>',
      '<h1>You are offline</h1><p id="deploy-2">A new build.</p>',
    );
    expect(newOffline).not.toBe(offlineHtml);
    site.deployed['/sw.js'] = sw
      .replaceAll('learn-pages-v1', 'learn-pages-v2')
      .replaceAll('learn-assets-v1', 'learn-assets-v2')
      .replace(revision, createHash('sha256').update(newOffline).digest('hex').slice(0, 16));
    site.deployed['/offline/'] = newOffline;
    site.deployed[chapter] = readFileSync(`out${chapter}index.html`, 'utf8').replace(
      /(<h1\b[^>]*>)/,
      '<p id="deploy-2">A new build.</p>$1',
    );

    // The next visit: the deployed page at once (pages are network first), and the new worker
    // installs, takes over and removes the caches it does not name.
    await page.goto(`${site.origin}${chapter}`);
    await expect(page.locator('#deploy-2')).toHaveText('A new build.');
    const watched = ['learn-pages-v1', 'learn-assets-v1', 'learn-assets-v2'];
    await expect
      .poll(
        async () => {
          const { names, precached } = await cacheState(page);
          return {
            caches: names.filter((name) => watched.includes(name)).sort(),
            offlinePages: precached.filter((url) => url.includes('/offline/?')).length,
            oldOfflinePage: precached.includes(oldOffline[0]!),
          };
        },
        { timeout: 30_000 },
      )
      // The old caches' names are gone; one /offline/ is precached, and not the old one.
      .toEqual({ caches: ['learn-assets-v2'], offlinePages: 1, oldOfflinePage: false });

    // Offline, the fallback is the new build's page: the update reached the learner.
    await offline(context);
    await page.goto(`${site.origin}/about/`);
    await expect(page.locator('#deploy-2')).toHaveText('A new build.');
  } finally {
    await context.setOffline(false);
    site.close();
  }
});
