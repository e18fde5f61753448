/**
 * Using the site search: the header box by keyboard only, the full search page and its further
 * results, and the full-screen panel on a phone.
 */
import { expect, test } from '@playwright/test';
import { wcagViolations } from './axe';
import { headerBox, hintWords, pagefindRequests, results, target } from './searchPage';

test('keyboard only: / focuses the box, arrows move through results, Enter opens, Escape closes', async ({
  page,
}) => {
  await page.goto('/about/');
  await expect(headerBox(page)).not.toBeFocused();
  // The shortcut's listener comes with the scripts: a key pressed before hydration goes nowhere
  // (seen once in CI). Press until it lands; the box stays empty, so no press typed into it.
  await expect(async () => {
    await page.keyboard.press('/');
    await expect(headerBox(page)).toBeFocused({ timeout: 1000 });
  }).toPass();
  await expect(headerBox(page)).toHaveValue('');

  await page.keyboard.type('transaction');
  const links = results(page).getByRole('link');
  await expect(links.nth(1)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(results(page)).toHaveCount(0);
  await expect(headerBox(page)).toBeFocused();

  await page.keyboard.type('s');
  await expect(links.nth(1)).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(links.nth(0)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(links.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(headerBox(page)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  const href = await links.nth(0).getAttribute('href');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.?]/g, '\\$&')}$`));

  // `/` typed into a text field is just text.
  await page.goto('/practicemysql/');
  const bankBox = page.getByRole('searchbox', { name: 'Search Basics questions' });
  await bankBox.fill('a/b');
  await expect(bankBox).toHaveValue('a/b');
  await expect(headerBox(page)).not.toBeFocused();
});

test('/search/?q= runs the full search on the page, and more results load on request', async ({
  page,
}) => {
  await page.goto('/search/?q=function');
  await expect(page.getByRole('searchbox', { name: /Search every question/ })).toHaveValue(
    'function',
  );
  const links = results(page).getByRole('link');
  await expect(links).toHaveCount(20);
  await page.getByRole('button', { name: 'Show more results' }).click();
  await expect(links).toHaveCount(40);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('a search button opens a full-screen panel; Escape closes it and focus returns @smoke', async ({
    page,
  }) => {
    const requested = pagefindRequests(page);
    await page.goto('/practice/');
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([]);
    const button = page.getByRole('button', { name: 'Search', exact: true });
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Search questions and guides' });
    await expect(dialog).toBeVisible();
    const box = dialog.getByRole('searchbox');
    await expect(box).toBeFocused();
    await box.fill(hintWords(target.url));
    await expect(dialog.locator(`a[href="${target.url}"]`)).toBeVisible();
    const size = await dialog.evaluate((el) => [el.clientWidth, el.clientHeight]);
    expect(size).toEqual([375, 740]);

    expect(await wcagViolations(page, 'dialog')).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(button).toBeFocused();
  });
});
