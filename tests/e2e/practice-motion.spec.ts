/** Motion on the banks: cards folding away and hints unfolding, both at once under reduced motion. */
import { expect, test, type Page } from '@playwright/test';

test.describe('motion on the banks', () => {
  /**
   * Narrows the list to nothing by search and records, until the last card has gone, every
   * height a leaving card's box passed through between its own and 0: the steps of its
   * animation, none when it is skipped.
   */
  async function heightsOfLeavingCards(page: Page) {
    // Hydrated (the panel is a tabpanel only then): the engine, folds included, is running.
    // The folds are the engine's own code; they once came from motion features fetched after
    // hydration, and a search typed before those arrived removed the cards unanimated.
    await page.goto('/practicemysql/', { waitUntil: 'networkidle' });
    await expect(page.getByRole('tabpanel')).toBeVisible();
    return page.evaluate(
      () =>
        new Promise<number[]>((resolve) => {
          const panel = document.querySelector('[role="tabpanel"]')!;
          const steps = new Set<number>();
          const observer = new MutationObserver((records) => {
            for (const { target } of records) {
              const height = parseFloat((target as HTMLElement).style.height);
              if (height > 0) steps.add(height);
            }
            if (!panel.querySelector('article')) {
              observer.disconnect();
              resolve([...steps]);
            }
          });
          observer.observe(panel, { attributes: true, subtree: true, childList: true });
          const box = document.querySelector<HTMLInputElement>('#question-search')!;
          const setValue = Object.getOwnPropertyDescriptor(
            HTMLInputElement.prototype,
            'value',
          )!.set!;
          setValue.call(box, 'zzz no such text zzz');
          box.dispatchEvent(new Event('input', { bubbles: true }));
        }),
    );
  }

  test('cards leaving fold away', async ({ page }) => {
    expect((await heightsOfLeavingCards(page)).length).toBeGreaterThan(3);
    await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(0);
  });

  test('under prefers-reduced-motion they are gone at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await heightsOfLeavingCards(page)).toEqual([]);
    await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(0);
  });

  /** Opens the first hint and reads its panel's opacity two frames later. */
  async function hintOpacityJustAfterOpening(page: Page) {
    await page.goto('/practicemysql/', { waitUntil: 'networkidle' });
    await expect(page.getByRole('tabpanel')).toBeVisible();
    return page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const card = document.querySelector('[role="tabpanel"] article')!;
          card.querySelector('summary')!.click();
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              const panel = card.querySelector('details[open] > div')!;
              resolve(Number(getComputedStyle(panel).opacity));
            }),
          );
        }),
    );
  }

  test('an opened hint unfolds', async ({ page }) => {
    expect(await hintOpacityJustAfterOpening(page)).toBeLessThan(1);
  });

  test('under prefers-reduced-motion an opened hint is there at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await hintOpacityJustAfterOpening(page)).toBe(1);
  });

  test('no card or panel carries a style in the pre-rendered HTML', async ({ request }) => {
    const html = await (await request.get('/practicemysql/')).text();
    const start = html.indexOf('<section id="basics"');
    const questions = html.slice(start, html.indexOf('</section>', start));
    expect(questions).toContain('<article');
    expect(questions).not.toMatch(/\sstyle="/);
  });
});
