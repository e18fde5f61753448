/**
 * The site's own pages: home, the category pages and their cards, navigation, the footer, and
 * the same pages without JavaScript.
 */
import { expect, test } from '@playwright/test';
import { categoryPage, practiceCategories, studyCategories } from '@/content/categories';
import { site } from '@/content/site';

test('category pages show their heading and cards with their links', async ({ page }) => {
  for (const data of [...studyCategories, ...practiceCategories]) {
    await page.goto(`${data.route}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(data.heading);
    const links = page.locator('main a:has(h2)');
    await expect(links).toHaveCount(data.cards.length);
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(
      data.cards.map((c) => `${c.href}/`),
    );
    for (const card of data.cards)
      await expect(
        page.locator('main').getByRole('heading', { name: card.title, exact: true }),
      ).toBeVisible();
  }
});

test('card images: 200 px high on the Python landing at desktop and phone widths, others scale', async ({
  page,
}) => {
  const heights = () =>
    page
      .locator('main a:has(h2) img')
      .evaluateAll((imgs) => imgs.map((img) => img.getBoundingClientRect().height));
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/practicepythons/');
    const python = await heights();
    expect(python.length).toBe(categoryPage('/practicepythons').cards.length);
    for (const height of python) expect(height, `at ${width} px`).toBeCloseTo(200, 0);
    // Every other card page keeps its images in their 320 x 180 proportion.
    await page.goto('/practicedatabase/');
    for (const [i, height] of (await heights()).entries()) {
      const imgWidth = await page
        .locator('main a:has(h2) img')
        .nth(i)
        .evaluate((img) => img.getBoundingClientRect().width);
      expect(height, `at ${width} px`).toBeCloseTo((imgWidth * 180) / 320, 0);
    }
  }
});

test('home shows the hero and the three study cards', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'The Smartest Way to Learn Skills That Matter',
  );
  await expect(page.getByText('Learn anytime, anywhere.')).toBeVisible();
  const cards = page.locator('main a:has(h3)');
  expect(await cards.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
    '/backend/',
    '/frontend/',
    '/database/',
  ]);
  await expect(cards.getByText('Learn More')).toHaveCount(3);
});

test('a card click is a full page load', async ({ page }) => {
  await page.goto('/backend/');
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page.getByRole('link', { name: /^Java/ }).click();
  await expect(page).toHaveURL(/\/java\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(categoryPage('/java').heading);
  expect(
    await page.evaluate(() => (window as unknown as { marker?: number }).marker),
  ).toBeUndefined();
});

test.describe('navigation', () => {
  test('desktop shows the four links and no menu button', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/about/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(['HOME', 'BOOKS', 'PRACTICE', 'ABOUT US']);
    expect(
      await nav.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href'))),
    ).toEqual(['/', '/book/', '/practice/', '/about/']);
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
  });

  test('phone: the button opens and closes the menu; link, outside click and Escape close it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/book/java/arrays-strings/');
    const button = page.locator('button[popovertarget="site-menu"]');
    await expect(button).toHaveAccessibleName('Menu');
    const menu = page.locator('#site-menu');
    const open = () => menu.evaluate((list) => list.matches(':popover-open'));
    const books = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'BOOKS' });
    await expect(books).toBeHidden();
    await button.click();
    expect(await open()).toBe(true);
    await expect(books).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(books).toBeHidden();
    await expect(button).toBeFocused();
    await button.click();
    await expect(books).toBeVisible();
    await page.mouse.click(200, 600);
    await expect(books).toBeHidden();
    expect(await open()).toBe(false);
    await button.click();
    await books.click();
    await expect(page).toHaveURL(/\/book\/$/);
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'BOOKS' }),
    ).toBeHidden();
    // Back: the page comes back (from the back-forward cache or anew) with its menu closed.
    await page.goBack();
    await expect(page).toHaveURL(/arrays-strings\/$/);
    expect(await open()).toBe(false);
  });
});

test('footer has About Us, quick links, the contact e-mail and the year', async ({ page }) => {
  await page.goto('/database/');
  const footer = page.locator('footer');
  await expect(footer.getByRole('heading', { name: 'About Us' })).toBeVisible();
  const links = footer.getByRole('navigation').getByRole('link');
  await expect(links).toHaveText(['Home', 'About', 'Services', 'Contact']);
  expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
    '/',
    '/about/',
    '/practice/',
    `mailto:${site.contactEmail}`,
  ]);
  await expect(footer.getByText(`Email: ${site.contactEmail}`)).toBeVisible();
  await expect(footer.getByText(`© ${new Date().getFullYear()}`)).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every card on every category page is visible', async ({ page }) => {
    test.setTimeout(120_000);
    for (const data of [
      categoryPage('/'),
      ...studyCategories,
      categoryPage('/practice'),
      ...practiceCategories,
    ]) {
      await page.goto(data.route === '/' ? '/' : `${data.route}/`);
      for (const card of data.cards) {
        const link = page.locator(`main a[href="${card.href === '/' ? '/' : `${card.href}/`}"]`);
        await expect(link).toBeVisible();
        // The CSS entrance ends fully visible, scripts or not.
        await expect
          .poll(() => link.evaluate((a) => getComputedStyle(a.parentElement!).opacity))
          .toBe('1');
      }
    }
  });

  test('the menu links are usable on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    // The menu is an HTML popover: its button works without scripts.
    await page.getByRole('button', { name: 'Menu' }).click();
    for (const name of ['HOME', 'BOOKS', 'PRACTICE', 'ABOUT US'])
      await expect(nav.getByRole('link', { name })).toBeVisible();
    await nav.getByRole('link', { name: 'PRACTICE' }).click();
    await expect(page).toHaveURL(/\/practice\/$/);
  });
});
