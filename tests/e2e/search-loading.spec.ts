/**
 * What the site search loads and when: the bytes of a first search, text typed before the scripts
 * arrive, the search without JavaScript, and how the index files are served.
 */
import { existsSync, statSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { displayText } from '@/lib/practice/search';
import { frameScripts, holdBack } from './holdBack';
import { headerBox, hintWords, pagefindRequests, records, results, target } from './searchPage';

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
