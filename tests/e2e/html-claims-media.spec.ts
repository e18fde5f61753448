/**
 * What the HTML bank's answers say a browser or the accessibility tree does (multimedia), shown
 * in Chromium on the bank's own examples (read from content/practice/html.yaml, never copied
 * here). Each test names its bank, topic and question. The page is set with setContent on a
 * made-up origin whose every request is answered here, so relative URLs resolve, images and text
 * tracks load, and form submissions are recorded; no server is needed. Without a built out/ for
 * the config's web server, run it with E2E_BASE_URL set, which skips that server:
 *   E2E_BASE_URL=http://127.0.0.1:4203 npx playwright test tests/e2e/html-claims-media.spec.ts
 *
 * Roles come from Chromium's own accessibility tree (./claims.ts). The other topics are in the
 * other html-claims-*.spec.ts files.
 */
import { expect, test } from '@playwright/test';
import { exampleOf, serve, show } from './claims';
import { asDocument } from '@/lib/check/html';

/** The code of html/<topic>/<id>, as the bank has it. */
const example = (topic: string, id: number) => exampleOf('html', topic, id);

test.describe('html bank claims in Chromium', () => {
  test('html/multimedia/2: sizes picks the file; without sizes the browser assumes 100vw; x descriptors follow the density', async ({
    browser,
  }) => {
    const chosen = async (width: number, scale: number, code: string) => {
      const context = await browser.newContext({
        viewport: { width, height: 800 },
        deviceScaleFactor: scale,
      });
      const page = await context.newPage();
      await show(page, code);
      await page.waitForFunction(() => [...document.images].every((img) => img.complete));
      const sources = await page.evaluate(() =>
        [...document.images].map((img) => img.currentSrc.split('/').pop()),
      );
      await context.close();
      return sources;
    };
    const code = example('multimedia', 2);
    expect(await chosen(1200, 1, code)).toEqual(['harbour-800.jpg', 'avatar-64.jpg']);
    expect(await chosen(900, 1, code)).toEqual(['harbour-1600.jpg', 'avatar-64.jpg']);
    expect(await chosen(500, 2, code)).toEqual(['harbour-1600.jpg', 'avatar-128.jpg']);
    const withoutSizes = code.replace(/\s+sizes="[^"]*"/, '');
    expect(withoutSizes).not.toContain('sizes=');
    expect(await chosen(1200, 1, withoutSizes)).toEqual(['harbour-1600.jpg', 'avatar-64.jpg']);
  });

  test('html/multimedia/3: the first source whose media and type match wins', async ({
    browser,
  }) => {
    const chosen = async (width: number) => {
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      const page = await context.newPage();
      await show(page, example('multimedia', 3));
      await page.waitForFunction(() => document.images[0]!.complete);
      const source = await page.evaluate(() => document.images[0]!.currentSrc.split('/').pop());
      await context.close();
      return source;
    };
    // Chromium decodes AVIF, so the AVIF candidate of each crop is taken.
    expect(await chosen(500)).toBe('team-square.avif');
    expect(await chosen(1200)).toBe('team-wide.avif');
  });

  test('html/multimedia/5: the default captions track shows, the subtitles stay off, and the fallback is not rendered', async ({
    page,
  }) => {
    await show(page, example('multimedia', 5));
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.querySelector('video')!.textTracks].map(
            (t) => `${t.kind}:${t.language}:${t.mode}`,
          ),
        ),
      )
      .toEqual(['captions:en:showing', 'subtitles:de:disabled']);
    // The fallback paragraph inside a supported <video> has no box, even when no source plays.
    expect(await page.locator('video p').boundingBox()).toBeNull();
  });

  test('html/multimedia/4: width and height reserve the box at the right ratio before the file arrives', async ({
    page,
  }) => {
    // Images never arrive here (the later route wins and never answers), so what is measured
    // is the space the attributes reserve.
    await serve(page);
    await page.route('**/*.jpg', () => undefined);
    await page.setContent(asDocument(example('multimedia', 4)), { waitUntil: 'domcontentloaded' });
    await page.addStyleTag({
      content: 'img { max-width: 100%; height: auto; } body { width: 600px; }',
    });
    const hero = page.locator('img').first();
    expect(await hero.evaluate((el) => getComputedStyle(el).aspectRatio)).toBe('auto 1200 / 500');
    expect(await hero.evaluate((el) => Math.round(el.getBoundingClientRect().height))).toBe(250);
    // Without the attributes the same image takes no height until it loads.
    await page.setContent(
      '<img src="/img/hero.jpg" alt="" style="max-width: 100%; height: auto">',
      {
        waitUntil: 'domcontentloaded',
      },
    );
    expect(await page.locator('img').evaluate((el) => el.getBoundingClientRect().height)).toBe(0);
  });
});
