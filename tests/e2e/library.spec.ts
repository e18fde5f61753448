import { expect, test } from '@playwright/test';
import { studyDocs } from '@/content/library';
import { routes } from '@/lib/routes';

const viewers = routes.filter((r) => r.kind === 'viewer');

test('every viewer page frames its PDF, which the server sends as application/pdf', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  for (const viewer of viewers) {
    await page.goto(`${viewer.path}/`);
    const frame = page.locator('iframe[title="PDF Viewer"]');
    await expect(frame).toHaveCount(1);
    // The viewer starts after the page has loaded and shows once it has settled.
    await expect(frame).toHaveAttribute('src', /^\/docs\/[a-z]+\.pdf#toolbar=0$/);
    await expect(frame).toBeVisible({ timeout: 10_000 });
    await expect(page.getByText('Loading the PDF…')).toHaveCount(0);
    const frameSrc = (await frame.getAttribute('src'))!;
    const src = frameSrc.replace(/#.*$/, '');
    const pdf = await request.get(src);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    // A plain link too, for phones that cannot show a PDF inside a page.
    await expect(page.getByRole('link', { name: /^Open the PDF/ })).toHaveAttribute('href', src);
    const box = await frame.boundingBox();
    expect(box!.height).toBeGreaterThan(300);
  }
});

test('without JavaScript the viewer frames its PDF at once', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/htmlpdf/');
  const frame = page.locator('iframe[title="PDF Viewer"]:visible');
  await expect(frame).toHaveCount(1);
  await expect(frame).toHaveAttribute('src', '/docs/html.pdf#toolbar=0');
  expect((await frame.boundingBox())!.height).toBeGreaterThan(300);
  await expect(page.getByText('Loading the PDF…')).toBeHidden();
  await context.close();
});

test('the decorated Java viewers are 40% wide on desktop; a phone gets the chapters instead', async ({
  page,
}) => {
  for (const path of ['/java/pdf/', '/advancejava/pdf/']) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(path);
    const frame = page.locator('iframe[title="PDF Viewer"]').locator('..');
    await expect(page.locator('iframe[title="PDF Viewer"]')).toBeVisible({ timeout: 10_000 });
    // 40% of the viewer's width (the window's, less the scrollbar's gutter where there is one).
    const viewerWidth = (await frame.locator('..').boundingBox())!.width;
    expect(viewerWidth).toBeGreaterThan(1250);
    expect(Math.round((await frame.boundingBox())!.width)).toBe(Math.round(viewerWidth * 0.4));
    // Below 768 px phones cannot show a PDF inside a page: the chapters come first.
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(frame).toBeHidden();
    await expect(page.getByRole('region', { name: 'Read it online' })).toBeInViewport();
  }
});

test('/book lists all fifteen guides with a summary, page count and working links', async ({
  page,
  request,
}) => {
  await page.goto('/book/');
  const entries = page.locator('main li:has(h2)');
  await expect(entries).toHaveCount(studyDocs.length);
  for (const doc of studyDocs) {
    const entry = entries.filter({
      has: page.getByRole('heading', { name: doc.title, exact: true }),
    });
    await expect(entry.getByText(/\d+ pages, PDF/)).toBeVisible();
    await expect(
      entry.getByRole('link', { name: new RegExp(`^Read online\\W+${doc.title}$`) }),
    ).toHaveAttribute('href', `/book/${doc.slug}/`);
    const download = entry.getByRole('link', {
      name: new RegExp(`^Download PDF\\W+${doc.title}$`),
    });
    await expect(download).toHaveAttribute('href', `/docs/${doc.slug}.pdf`);
    expect((await request.get(`/docs/${doc.slug}.pdf`)).status()).toBe(200);
  }
});
