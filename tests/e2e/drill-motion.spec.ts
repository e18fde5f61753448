/** The drill's motion: the card leaving as the next arrives, and at once under reduced motion. */
import { expect, test, type Page } from '@playwright/test';
import { current, drillUrl } from './drillPages';

test.describe('motion', () => {
  /**
   * Reveals the answer and reads its inline style as it enters the page: the state its
   * animation starts from (folded, mid-animation under no load at all) or already the final one.
   * Read at insertion, so it does not depend on how fast the machine draws frames.
   */
  async function answerStyleAtInsertion(page: Page) {
    // Hydrated and the questions fetched, so Start starts.
    await page.goto(drillUrl('nodejs'), { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: /Start the drill/ }).click();
    await expect(page.locator(current)).toBeFocused();
    // The animation engine, fetched on that first click (components/motion/intent.ts).
    await page.locator('html[data-motion="ready"]').waitFor({ state: 'attached' });
    return page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const card = document.querySelector('article')!;
          new MutationObserver((records, observer) => {
            for (const node of records.flatMap((r) => [...r.addedNodes]))
              if (node instanceof HTMLElement && node.textContent?.includes('Hint:')) {
                observer.disconnect();
                resolve(node.getAttribute('style') ?? '');
              }
          }).observe(card, { childList: true });
          card.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true }));
        }),
    );
  }

  test('the answer unfolds when revealed', async ({ page }) => {
    expect(await answerStyleAtInsertion(page)).toMatch(/height: 0px; opacity: 0/);
  });

  test('under prefers-reduced-motion it is there at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await answerStyleAtInsertion(page)).not.toMatch(/opacity: 0/);
  });

  /**
   * Presses a key on the drill and reads the next card's inline style as it enters the page:
   * whether it starts off to the side (its slide's first state). Read at insertion, so it does not
   * depend on how fast the machine draws frames.
   */
  async function movingAfterKey(page: Page, key: string) {
    return page.evaluate(
      (key) =>
        new Promise<boolean>((resolve) => {
          const card = document.querySelector('article')!;
          new MutationObserver((records, observer) => {
            for (const node of records.flatMap((r) => [...r.addedNodes]))
              if (node instanceof HTMLElement && node.tagName === 'ARTICLE') {
                observer.disconnect();
                resolve(/translateX\((?!0px)/.test(node.getAttribute('style') ?? ''));
              }
          }).observe(card.parentElement!, { childList: true });
          card.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
        }),
      key,
    );
  }

  test('a card slides out as the next slides in (framer-motion); the first and any under reduced motion do not', async ({
    page,
  }) => {
    await page.goto(drillUrl('nodejs'), { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: /Start the drill/ }).click();
    await expect(page.locator(current)).toBeFocused();
    await page.locator('html[data-motion="ready"]').waitFor({ state: 'attached' });
    expect(
      await page
        .locator(current)
        .evaluate((a) =>
          ['none', 'matrix(1, 0, 0, 1, 0, 0)'].includes(getComputedStyle(a).transform),
        ),
    ).toBe(true);
    expect(await movingAfterKey(page, 'ArrowRight')).toBe(true);
    await expect(page.getByRole('heading', { name: /^Question 2 of/ })).toBeVisible();
    // The card that left is gone once its exit has played.
    await expect(page.locator('article')).toHaveCount(1);
    // framer-motion reads the setting as a card mounts: a reader who asks for less motion has
    // it from the page's load.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByRole('button', { name: /Start the drill/ }).click();
    await expect(page.locator(current)).toBeFocused();
    await page.locator('html[data-motion="ready"]').waitFor({ state: 'attached' });
    expect(await movingAfterKey(page, 'ArrowRight')).toBe(false);
    await expect(page.getByRole('heading', { name: /^Question 2 of/ })).toBeVisible();
    await expect(page.locator('article')).toHaveCount(1);
  });
});
