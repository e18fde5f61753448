import { expect, test, type Page } from '@playwright/test';

/** Errors a page reports: console errors and uncaught exceptions (React's hydration errors among them). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('the frame without React', () => {
  for (const route of ['/', '/book/java/arrays-strings/', '/htmlpdf/', '/search/', '/about/']) {
    test(`${route} requests no script from /_next/ and runs the frame module`, async ({ page }) => {
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      const errors = collectErrors(page);
      await page.goto(route, { waitUntil: 'networkidle' });
      expect(
        requested.filter((path) => path.startsWith('/_next/') && path.endsWith('.js')),
      ).toEqual([]);
      expect(requested.some((path) => /^\/assets\/frame-[\w-]+\.js$/.test(path))).toBe(true);
      expect(await page.evaluate(() => 'next' in window || '__next_f' in window)).toBe(false);
      expect(errors).toEqual([]);
    });
  }
});

test.describe('pages that keep React', () => {
  for (const route of ['/practicemysql/', '/practice/css/layout/', '/drill/mysql/']) {
    test(`${route} hydrates without error, with the frame's search and copy used at once`, async ({
      page,
      context,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const errors = collectErrors(page);
      await page.goto(route);
      // Used while React may still be hydrating: the frame must change nothing React rendered.
      await page.getByRole('searchbox', { name: 'Search questions and guides' }).focus();
      await page.keyboard.type('index');
      await page.waitForLoadState('networkidle');
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
      expect(errors).toEqual([]);
    });
  }
});
