import { expect, test } from '@playwright/test';
import { studyDocs } from '@/content/library';
import { routes } from '@/lib/routes';

const viewers = routes.filter((r) => r.kind === 'viewer');

test('every viewer page frames its PDF, which the server sends as application/pdf', async ({
  page,
  request,
}) => {
  for (const viewer of viewers) {
    await page.goto(`${viewer.path}/`);
    const frame = page.locator('iframe[title="PDF Viewer"]');
    await expect(frame).toHaveCount(1);
    const frameSrc = (await frame.getAttribute('src'))!;
    expect(frameSrc).toMatch(/^\/docs\/[a-z]+\.pdf#toolbar=0$/);
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

test('the decorated Java viewers are 40% wide on desktop and full width on a phone', async ({
  page,
}) => {
  for (const path of ['/java/pdf/', '/advancejava/pdf/']) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(path);
    const frame = page.locator('iframe[title="PDF Viewer"]').locator('..');
    expect(Math.round((await frame.boundingBox())!.width)).toBe(512);
    await page.setViewportSize({ width: 375, height: 740 });
    expect(Math.round((await frame.boundingBox())!.width)).toBe(375);
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
    ).toHaveAttribute('href', `${doc.viewer}/`);
    const download = entry.getByRole('link', {
      name: new RegExp(`^Download PDF\\W+${doc.title}$`),
    });
    await expect(download).toHaveAttribute('href', `/docs/${doc.slug}.pdf`);
    expect((await request.get(`/docs/${doc.slug}.pdf`)).status()).toBe(200);
  }
});
