import { expect, test, type Page } from '@playwright/test';
import { studyDocs } from '@/content/library';
import { loadGuide } from '@/lib/library/guide';
import { routes } from '@/lib/routes';

/**
 * The reader's journey through the web edition: the library, a guide, a chapter, the next
 * chapter, its practice topic, and back from the topic to the chapter that teaches it. Every
 * step is a plain link, so it works the same with and without JavaScript and on a phone.
 */
async function journey(page: Page) {
  await page.goto('/book/');
  await page.getByRole('link', { name: /^Read online\W+Core Java$/ }).click();
  await expect(page).toHaveURL(/\/book\/java\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Core Java');
  await expect(page.getByText(`Written for ${loadGuide('java').targets}`)).toBeVisible();

  await page.getByRole('link', { name: 'Collections and Generics', exact: true }).click();
  await expect(page).toHaveURL(/\/book\/java\/collections-generics\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Collections and Generics');
  await expect(page.getByText('Chapter 8 of 10')).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Chapters' })
    .getByRole('link', { name: /^Next chapter/ })
    .click();
  await expect(page).toHaveURL(/\/book\/java\/lambdas-streams\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lambdas and Streams');

  const practise = page.getByRole('region', { name: 'Practise this' });
  await practise.getByRole('link', { name: /^Collections Framework/ }).click();
  await expect(page).toHaveURL(/\/practicecorejava\/collections\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Core Java Practice Questions');
  await expect(
    page.getByRole('heading', { name: /^Collections Framework Questions/ }),
  ).toBeVisible();

  const teaching = page.getByRole('complementary', { name: 'Learn it first' });
  await expect(teaching.getByRole('link', { name: /^Collections and Generics/ })).toHaveAttribute(
    'href',
    '/book/java/collections-generics/',
  );
  await teaching.getByRole('link', { name: /^Lambdas and Streams/ }).click();
  await expect(page).toHaveURL(/\/book\/java\/lambdas-streams\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lambdas and Streams');
}

test('journey: library, guide, chapter, next chapter, practice topic and back', async ({
  page,
}) => {
  await journey(page);
});

test.describe('without JavaScript @smoke', () => {
  test.use({ javaScriptEnabled: false });
  test('journey: library, guide, chapter, next chapter, practice topic and back', async ({
    page,
  }) => {
    await journey(page);
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test('journey: library, guide, chapter, next chapter, practice topic and back', async ({
    page,
  }) => {
    await journey(page);
    // The chapter reads without sideways scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
  });
});

test('a guide home lists every chapter with its sections, the PDF, the viewer and the bank @smoke', async ({
  page,
  request,
}) => {
  await page.goto('/book/mysql/');
  const doc = studyDocs.find((d) => d.slug === 'mysql')!;
  const chapters = page.locator('main ol > li');
  await expect(chapters).toHaveCount(doc.syllabus.length);
  await expect(chapters.first().getByRole('link').first()).toHaveText(doc.syllabus[0]!);
  // Each section links to its anchor on its chapter's page.
  const section = chapters.nth(2).locator('ul a').first();
  const target = (await section.getAttribute('href'))!;
  expect(target).toMatch(/^\/book\/mysql\/[a-z0-9-]+\/#[a-z0-9-]+$/);
  await section.click();
  await expect(page.locator(`[id="${target.split('#')[1]}"]`)).toBeInViewport();

  await page.goto('/book/mysql/');
  const download = page.getByRole('link', { name: /^Download PDF \(\d+ pages, \d+ KB\)$/ });
  await expect(download).toHaveAttribute('href', '/docs/mysql.pdf');
  expect((await request.get('/docs/mysql.pdf')).status()).toBe(200);
  await expect(page.getByRole('link', { name: 'Open in the PDF viewer' })).toHaveAttribute(
    'href',
    '/mysqlpdf/',
  );
  await expect(page.getByRole('link', { name: /^Practise/ })).toHaveAttribute(
    'href',
    '/practicemysql/',
  );
});

test('a chapter: on this page, linkable sections, highlighted code with copy, practice links', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/book/java/getting-started/');
  const toc = page.getByRole('navigation', { name: 'On this page' });
  const entries = toc.getByRole('link');
  expect(await entries.count()).toBeGreaterThan(2);
  for (const href of await entries.evaluateAll((as) => as.map((a) => a.getAttribute('href')!))) {
    const heading = page.locator(`h2[id="${href.slice(1)}"]`);
    await expect(heading).toHaveCount(1);
    await expect(heading.locator(`a[href="${href}"]`)).toHaveCount(1);
  }
  // A heading's own link is quiet until hovered.
  const heading = page.locator('main h2[id]').first();
  const anchor = heading.getByRole('link');
  await expect(anchor).toHaveCSS('opacity', '0');
  await heading.hover();
  await expect(anchor).toHaveCSS('opacity', '1');
  // Code is highlighted in the HTML and copies as plain text.
  const pre = page.locator('pre[data-language="java"]').first();
  await expect(pre.locator('span[class]').first()).toBeAttached();
  const block = pre.locator('..');
  await block.getByRole('button', { name: 'Copy' }).click();
  await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await pre.innerText());
  // The first chapter has no previous chapter: its pager leads to the contents instead.
  const pager = page.getByRole('navigation', { name: 'Chapters' });
  await expect(pager.getByRole('link', { name: /^Contents/ })).toHaveAttribute(
    'href',
    '/book/java/',
  );
  await expect(pager.getByRole('link', { name: /^Next chapter/ })).toHaveAttribute(
    'href',
    '/book/java/types-variables-operators/',
  );
});

const viewers = routes.filter((r) => r.kind === 'viewer');

test.describe('viewer pages at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test('show the chapter list and Download PDF, and load no frame', async ({ page }) => {
    // Every viewer page in turn: 31 s once on a loaded machine.
    test.setTimeout(90_000);
    for (const viewer of viewers) {
      await page.goto(`${viewer.path}/`);
      const list = page.getByRole('region', { name: 'Read it online' });
      await expect(list).toBeInViewport();
      const links = list.locator('ol a');
      expect(await links.count()).toBeGreaterThan(4);
      await expect(links.first()).toHaveAttribute('href', /^\/book\/[a-z]+\/[a-z0-9-]+\/$/);
      await expect(list.getByRole('link', { name: /^Download PDF \(\d+ pages/ })).toBeVisible();
    }
    // After load and idle time, still no frame: phones cannot show a PDF inside a page.
    await page.waitForTimeout(1500);
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(page.getByText('Loading the PDF…')).toBeHidden();
  });
});

test('a viewer page on a desktop shows the frame, with the chapter list in its HTML below', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/htmlpdf/');
  await expect(page.locator('iframe[title="PDF Viewer"]')).toBeVisible({ timeout: 10_000 });
  const list = page.getByRole('region', { name: 'Read it online' });
  await expect(list.getByRole('link', { name: 'Document Structure' })).toHaveAttribute(
    'href',
    /^\/book\/html\/[a-z0-9-]+\/$/,
  );
  // In the pre-rendered HTML itself, for search engines and readers without JavaScript.
  const html = await (await request.get('/htmlpdf/')).text();
  expect(html).toMatch(/<a [^>]*href="\/book\/html\/[a-z0-9-]+\/"[^>]*>Document Structure<\/a>/);
});
