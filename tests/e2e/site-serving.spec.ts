/**
 * How the site is served: every route with and without its trailing slash, compressed copies,
 * the not-found page, and the sitemap and robots.txt.
 */
import { statSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { site } from '@/content/site';
import { pageUrl, routes } from './siteRoutes';

test.describe('every route @smoke', () => {
  for (const route of routes) {
    test(`${route.path} answers 200 with and without the trailing slash`, async ({ request }) => {
      const bare = await request.get(route.path, { maxRedirects: 0 });
      if (route.path !== '/') {
        // http-server answers 302, nginx 301: either way a redirect to the trailing slash.
        expect([301, 302]).toContain(bare.status());
        expect(bare.headers().location).toMatch(new RegExp(`${route.path}/$`));
      }
      const response = await request.get(pageUrl(route.path));
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('text/html');
      // The static HTML is the whole page: exactly one h1, with text.
      expect((await response.text()).match(/<h1\b[^>]*>[^<]*\S/g)).toHaveLength(1);
    });
  }
});

test.describe('compression @smoke', () => {
  test('nginx sends the stored .gz copies the build wrote', async ({ request }) => {
    test.skip(
      process.env.E2E_SERVER !== 'nginx',
      'gzip_static is nginx; http-server here sends files as they are',
    );
    for (const file of ['practice/react/index.html', 'backend/index.html']) {
      const response = await request.get(`/${file.replace(/index\.html$/, '')}`, {
        headers: { 'Accept-Encoding': 'gzip' },
      });
      expect(response.headers()['content-encoding']).toBe('gzip');
      // The stored copy's exact length: compressed per response, nginx would send it chunked.
      expect(Number(response.headers()['content-length'])).toBe(statSync(`out/${file}.gz`).size);
    }
  });

  test('the bucket stores pages and assets gzip-compressed and sends them as stored', async ({
    request,
  }) => {
    test.skip(process.env.E2E_SERVER !== 's3', 'only objects deployed by scripts/deploy-s3.mjs');
    for (const [url, file, type] of [
      ['/practice/react/', 'practice/react/index.html', 'text/html'],
      ['/practice/react/index.txt', 'practice/react/index.txt', 'text/plain'],
      ['/sitemap.xml', 'sitemap.xml', 'application/xml'],
    ]) {
      // Object storage sends what it stores, whatever the request accepts.
      const response = await request.get(url!, { headers: { 'Accept-Encoding': 'identity' } });
      expect(response.headers()['content-encoding'], url).toBe('gzip');
      expect(response.headers()['content-type'], url).toContain(type);
      expect(Number(response.headers()['content-length']), url).toBe(
        statSync(`out/${file}.gz`).size,
      );
      expect(response.headers()['cache-control'], url).toBe('public, max-age=300, must-revalidate');
    }
    const pdf = await request.get('/docs/java.pdf');
    expect(pdf.headers()['content-encoding']).toBeUndefined();
    expect(pdf.headers()['content-type']).toBe('application/pdf');
  });
});

test.describe('not found @smoke', () => {
  test('an unknown path gets the framed not-found page with status 404', async ({ page }) => {
    const response = await page.goto('/no-such-page/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();
  });

  for (const [typed, target] of [
    ['/PRACTICE', '/practice/'],
    ['/HTMLPDF/', '/htmlpdf/'],
    ['/typescriptPdf', '/typescriptpdf/'],
    ['/PracticeMySQL/Joins/', '/practicemysql/joins/'],
  ]) {
    test(`${typed} is sent on to ${target}`, async ({ page }) => {
      await page.goto(typed!);
      await expect(page).toHaveURL(new RegExp(`${target}$`));
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Page not found');
    });
  }
});

test('sitemap.xml lists every canonical route and robots.txt points to it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const route of routes)
    expect(sitemap).toContain(
      `<loc>${site.url}${route.path === '/' ? '/' : `${route.path}/`}</loc>`,
    );
  expect(sitemap).not.toContain('typescriptPdf');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${site.url}/sitemap.xml`);
});
