import { expect, test, type Page } from '@playwright/test';
import { siteRoutes } from '@/lib/practice/topicRoutes';
import { sampledRoutes } from './routeSample';

// Every page carries its Content-Security-Policy in a <meta> (scripts/csp.ts); under nginx it is
// also sent as a header, with frame-ancestors. Chromium enforces both; no page may break either.
const pageUrl = (path: string) => (path === '/' ? '/' : `${path}/`);

/** Records CSP violations from the page's own events and from the console. */
async function watchViolations(page: Page) {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sample})`,
      ),
    ),
  );
  return violations;
}

/** Loads a page and checks its policy: in the meta, and as a header from nginx. */
async function loadUnderPolicy(page: Page, path: string, status: number) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(status);
  // The page's inline scripts ran (the first one gives the root element its "js" class).
  await expect(page.locator('html'), path).toHaveClass(/\bjs\b/);
  // Violation events are queued tasks; an idle callback runs after them.
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })),
  );
  const meta = await page
    .locator('meta[http-equiv="Content-Security-Policy"]')
    .getAttribute('content');
  expect(meta, path).toMatch(/^default-src 'self'; script-src 'self' 'wasm-unsafe-eval' 'sha256-/);
  expect(meta, path).not.toContain('unsafe-inline');
  if (process.env.E2E_SERVER === 'nginx') {
    const headers = response!.headers();
    expect(headers['content-security-policy'], path).toBe(`${meta}; frame-ancestors 'none'`);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
  }
}

// Every page under nginx, which also sends the policy as a header; elsewhere the same <meta> is
// all there is, so a sample of every kind of page (sampledRoutes) keeps the other runs short.
// Four groups of pages, each loaded one after another in one tab: one test per page would spend
// most of its time opening tabs.
const routes = process.env.E2E_SERVER === 'nginx' ? siteRoutes() : sampledRoutes();
const groups = [0, 1, 2, 3].map((n) => routes.filter((_, i) => i % 4 === n));

test.describe('content security policy @smoke', () => {
  groups.forEach((group, n) => {
    test(`pages ${n + 1} of 4 (${group.length}, from ${group[0]!.path}) run under their policy with no violation`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const violations = await watchViolations(page);
      for (const route of group) {
        await loadUnderPolicy(page, pageUrl(route.path), 200);
        if (route.kind === 'viewer') {
          // The deferred PDF frame (same origin, allowed by frame-src) and its document.
          await expect(page.locator('iframe')).toBeAttached({ timeout: 10_000 });
          await page.waitForLoadState('networkidle');
        }
        expect(violations, route.path).toEqual([]);
      }
    });
  });

  test('the not-found page runs under its policy with no violation', async ({ page }) => {
    const violations = await watchViolations(page);
    await loadUnderPolicy(page, '/no-such-page/', 404);
    expect(violations).toEqual([]);
  });

  test('a topic tab changes the page in place with no violation', async ({ page }) => {
    const violations = await watchViolations(page);
    await loadUnderPolicy(page, '/practicemysql/', 200);
    await page.getByRole('tab', { name: 'Joins', exact: true }).click();
    await expect(page).toHaveURL(/\/practicemysql\/joins\/$/);
    await page.locator('article').first().getByText('Show Hint').click();
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });
});
