/**
 * What the HTML bank's answers say a browser or the accessibility tree does (the document and links), shown
 * in Chromium on the bank's own examples (read from content/practice/html.yaml, never copied
 * here). Each test names its bank, topic and question. The page is set with setContent on a
 * made-up origin whose every request is answered here, so relative URLs resolve, images and text
 * tracks load, and form submissions are recorded; no server is needed. Without a built out/ for
 * the config's web server, run it with E2E_BASE_URL set, which skips that server:
 *   E2E_BASE_URL=http://127.0.0.1:4203 npx playwright test tests/e2e/html-claims-document.spec.ts
 *
 * Roles come from Chromium's own accessibility tree (./claims.ts). The other topics are in the
 * other html-claims-*.spec.ts files.
 */
import { expect, test } from '@playwright/test';
import { exampleOf, origin, show } from './claims';
import { asDocument } from '@/lib/check/html';

/** The code of html/<topic>/<id>, as the bank has it. */
const example = (topic: string, id: number) => exampleOf('html', topic, id);

test.describe('html bank claims in Chromium', () => {
  test('html/links/1: the skip link is the first Tab stop, and #top scrolls to the top without any such id', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 800, height: 300 });
    await show(page, example('links', 1));
    await page.addStyleTag({
      content: 'main { padding-bottom: 2000px; } h2 { margin-top: 800px; }',
    });
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await page.getByRole('link', { name: 'Jump to installation' }).click();
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(0);
    expect(await page.locator('#install').evaluate((el) => el.matches(':target'))).toBe(true);
    await page.getByRole('link', { name: 'Back to top' }).click();
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
  });

  test('html/basic/4: defer scripts run in document order after parsing, modules are deferred, async runs on arrival', async ({
    page,
  }) => {
    // The example is served as a real page (not setContent), so the parser treats its scripts
    // as it would on a site; vendor.js arrives last but still runs before app.js. It is sent
    // only once the async analytics.js has run (not after a fixed delay, which a loaded machine
    // can outlast), so "async runs on arrival, without waiting" is what the order shows.
    await page.route('**/*', async (route) => {
      const url = new URL(route.request().url());
      const name = /\/js\/(\w+)\.js$/.exec(url.pathname)?.[1];
      if (!name)
        return route.fulfill({ contentType: 'text/html', body: asDocument(example('basic', 4)) });
      if (name === 'vendor')
        await page.waitForFunction(() =>
          (window as { ran?: string[] }).ran?.some((r) => r.startsWith('analytics:')),
        );
      await route.fulfill({
        contentType: 'text/javascript',
        body: `(window.ran ||= []).push('${name}:' + document.readyState);`,
      });
    });
    await page.goto(`${origin}/dashboard`);
    await expect
      .poll(() => page.evaluate(() => (window as { ran?: string[] }).ran?.length))
      .toBe(4);
    const ran = await page.evaluate(() => (window as unknown as { ran: string[] }).ran);
    // Deferred classic scripts and the module: after parsing (interactive), in document order.
    expect(ran.filter((r) => !r.startsWith('analytics'))).toEqual([
      'vendor:interactive',
      'app:interactive',
      'main:interactive',
    ]);
    // The async script did not wait for the slow vendor.js.
    const analytics = ran.findIndex((r) => r.startsWith('analytics:'));
    expect(analytics).toBeLessThan(ran.indexOf('vendor:interactive'));
  });

  test('html/links/3: download names the saved file, a slash becomes an underscore, and a cross-origin link navigates', async ({
    page,
  }) => {
    await show(page, example('links', 3));
    const saved = async (click: () => Promise<void>) => {
      const [download] = await Promise.all([page.waitForEvent('download'), click()]);
      return download.suggestedFilename();
    };
    expect(await saved(() => page.getByRole('link', { name: /Q3 report/ }).click())).toBe(
      'report-2024-q3.csv',
    );
    // The blob: URL made in the browser is saved under the script's name.
    expect(
      await saved(() => page.getByRole('button', { name: 'Export notes as text' }).click()),
    ).toBe('notes.txt');
    await page.setContent(
      '<a id="slash" href="/notes/a.txt" download="a/b.txt">a</a><a id="away" href="http://elsewhere.test/page.html" download="x.html">b</a>',
    );
    expect(await saved(() => page.locator('#slash').click())).toBe('a_b.txt');
    await page.locator('#away').click();
    await expect.poll(() => page.url()).toBe('http://elsewhere.test/page.html');
  });

  test('html/basic/1: the doctype gives no-quirks mode; without it tables stop inheriting font size', async ({
    page,
  }) => {
    const code = example('basic', 1);
    const served = async (body: string) => {
      await page.unrouteAll();
      await page.route('**/*', (route) => route.fulfill({ contentType: 'text/html', body }));
      await page.goto(`${origin}/orders`);
    };
    const probe =
      '<style>body { font-size: 30px }</style><table><tr><td id="cell">x</td></tr></table>';
    await served(code.replace('</main>', `${probe}</main>`));
    expect(await page.evaluate(() => document.compatMode)).toBe('CSS1Compat');
    expect(await page.locator('#cell').evaluate((el) => getComputedStyle(el).fontSize)).toBe(
      '30px',
    );
    await served(code.replace('<!DOCTYPE html>', '').replace('</main>', `${probe}</main>`));
    expect(await page.evaluate(() => document.compatMode)).toBe('BackCompat');
    expect(await page.locator('#cell').evaluate((el) => getComputedStyle(el).fontSize)).toBe(
      '16px',
    );
  });

  test('html/basic/2: the HTTP charset beats the meta, and a BOM beats both', async ({ page }) => {
    const bytes = Buffer.from(example('basic', 2), 'utf8');
    const load = async (body: Buffer, contentType: string) => {
      await page.unrouteAll();
      await page.route('**/*', (route) =>
        route.fulfill({ body, headers: { 'content-type': contentType } }),
      );
      await page.goto(`${origin}/menu`);
      return page.evaluate(() => [document.characterSet, document.title]);
    };
    expect(await load(bytes, 'text/html')).toEqual(['UTF-8', 'Café crème - Menu et horaires']);
    expect(await load(bytes, 'text/html; charset=ISO-8859-1')).toEqual([
      'windows-1252',
      'CafÃ© crÃ¨me - Menu et horaires',
    ]);
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), bytes]);
    expect(await load(bom, 'text/html; charset=ISO-8859-1')).toEqual([
      'UTF-8',
      'Café crème - Menu et horaires',
    ]);
  });
});
