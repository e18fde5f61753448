import { expect, test, type Page } from '@playwright/test';

/**
 * Nothing on a page moves once it is painted: what the scripts add after load (the offline "Save"
 * line, the progress counts, React's hydration of the practice engine and the drill) takes a place
 * the HTML already held. Lighthouse counts any such move as CLS; the practice pages once lost
 * points to the offline line appearing above the questions (issue #36/#39). Service workers are
 * allowed here, as a learner's browser allows them, so the offline line does appear.
 */
test.use({ serviceWorkers: 'allow', viewport: { width: 412, height: 823 }, isMobile: true });

/** Sum of the layout shifts a page has had, each with the elements that moved. */
async function shifts(page: Page) {
  return page.evaluate(
    () => (window as unknown as { __shifts: { value: number; moved: string[] }[] }).__shifts ?? [],
  );
}

async function openAndSettle(page: Page, path: string, settled: string) {
  await page.addInitScript(() => {
    const list: { value: number; moved: string[] }[] = [];
    (window as unknown as { __shifts: typeof list }).__shifts = list;
    new PerformanceObserver((entries) => {
      for (const entry of entries.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        list.push({
          value: entry.value,
          moved: entry.sources.map((s) =>
            s.node instanceof Element ? s.node.outerHTML.slice(0, 120) : String(s.node),
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(path);
  await expect(page.locator(settled).first()).toBeVisible();
  // The line appears after the worker registers, once the page has loaded.
  await page.evaluate(() => navigator.serviceWorker.ready);
}

for (const { path, settled } of [
  { path: '/practice/typescript/', settled: '[data-offline-save] button' },
  { path: '/book/mysql/', settled: '[data-offline-save] button' },
  { path: '/drill/corejava/', settled: 'main h1' },
]) {
  test(`${path} does not move after its first paint`, async ({ page }) => {
    await openAndSettle(page, path, settled);
    expect(await shifts(page)).toEqual([]);
  });
}
