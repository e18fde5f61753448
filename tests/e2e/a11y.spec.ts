import { expect, test, type Locator, type Page } from '@playwright/test';
import { wcagViolations } from './axe';
import { sampledRoutes } from './routeSample';

const url = (path: string) => (path === '/' ? '/' : `${path}/`);

// Every template and every guide's own content (sampledRoutes), in the light and the dark theme,
// in groups of about 10 pages so the workers share the scan and each group stays well inside its
// time limit. The banks' pages
// are scanned in practice-banks.spec.ts, with a hint and a code example open.
const routes = sampledRoutes().filter((r) => r.kind !== 'practice');
const groupCount = Math.ceil(routes.length / 10);
const groups = Array.from({ length: groupCount }, (_, g) =>
  routes.filter((_, i) => i % groupCount === g),
);

for (const [index, group] of groups.entries()) {
  test(`routes group ${index + 1}: no WCAG 2.1 AA violation and no request to another origin`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const origin = new URL(baseURL!).origin;
    const foreign: string[] = [];
    page.on('request', (request) => {
      const target = request.url();
      // Only network requests count: the browser's own PDF viewer loads chrome:// resources.
      if (/^https?:/.test(target) && !target.startsWith(origin))
        foreign.push(`${page.url()} -> ${target}`);
    });
    const violations: string[] = [];
    for (const route of group) {
      await page.goto(url(route.path));
      // Let entrance animations finish so contrast is measured on the final colours (the last
      // card of six ends at 1.5 s; a fixed wait was short on a loaded machine). Endless ones, such
      // as the viewer's border, are left running.
      await page.evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
            .map((a) => a.finished.catch(() => undefined)),
        ),
      );
      // In both themes: the device's light, then its dark (app/globals.css), on the same page.
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        for (const v of await wcagViolations(page))
          violations.push(`${route.path} (${colorScheme}): ${v}`);
      }
      await page.emulateMedia({ colorScheme: 'light' });
    }
    expect(violations).toEqual([]);
    expect(foreign).toEqual([]);
  });
}

async function expectVisibleFocus(locator: Locator) {
  await expect(locator).toBeFocused();
  const outline = await locator.evaluate((el) => {
    const style = getComputedStyle(el);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(outline.style).not.toBe('none');
  expect(outline.width).toBeGreaterThanOrEqual(2);
}

async function tabTo(page: Page, locator: Locator, limit = 40) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await locator.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`could not reach ${locator} with Tab`);
}

test('keyboard only: menu, tabs, hint and code toggles, and the copy button', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/practicemysql/');

  // The skip link comes first and shows.
  await page.keyboard.press('Tab');
  await expectVisibleFocus(page.getByRole('link', { name: 'Skip to content' }));

  // The menu button opens the menu; Escape closes it and returns focus.
  const menuButton = page.locator('button[popovertarget="site-menu"]');
  const menuOpen = () =>
    page.locator('#site-menu').evaluate((list) => list.matches(':popover-open'));
  await tabTo(page, menuButton);
  await expectVisibleFocus(menuButton);
  await page.keyboard.press('Enter');
  expect(await menuOpen()).toBe(true);
  await page.keyboard.press('Tab');
  await expectVisibleFocus(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'HOME' }),
  );
  await page.keyboard.press('Escape');
  expect(await menuOpen()).toBe(false);
  await expect(menuButton).toBeFocused();

  // Tabs: one tab stop; arrows move focus, Enter opens the focused topic, focus stays on it.
  await page.setViewportSize({ width: 1280, height: 900 });
  const basics = page.getByRole('tab', { name: 'Basics' });
  await tabTo(page, basics);
  await expectVisibleFocus(basics);
  await page.keyboard.press('ArrowRight');
  const queries = page.getByRole('tab', { name: 'Queries' });
  await expectVisibleFocus(queries);
  await expect(queries).toHaveAttribute('aria-selected', 'false');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/practicemysql\/queries\/$/);
  await expect(queries).toHaveAttribute('aria-selected', 'true');
  await expectVisibleFocus(queries);

  // Into the panel: hint and code open with the keyboard, then copy.
  const card = page.locator('#queries-q1');
  const hint = card.getByText('Show Hint');
  await tabTo(page, hint);
  await expectVisibleFocus(hint);
  await page.keyboard.press('Enter');
  await expect(card.getByText('Hint:')).toBeVisible();
  const code = card.getByText('Show Code');
  await tabTo(page, code);
  await page.keyboard.press(' ');
  await expect(card.locator('pre code')).toBeVisible();
  const copy = card.getByRole('button', { name: 'Copy' });
  await tabTo(page, copy);
  await expectVisibleFocus(copy);
  await page.keyboard.press('Enter');
  await expect(card.getByRole('button', { name: 'Copied' })).toBeVisible();
  // The frame's one live region (appended to <body>) says it.
  await expect(page.getByRole('status').filter({ hasText: /^Copied$/ })).toHaveCount(1);
});

test('keyboard only: a chapter page, its "On this page" list and section links', async ({
  page,
}) => {
  await page.goto('/book/mysql/joins/');
  const toc = page.getByRole('navigation', { name: 'On this page' });
  const first = toc.getByRole('link').first();
  await tabTo(page, first);
  await expectVisibleFocus(first);
  // A section heading's own link shows when it has focus, though it is quiet otherwise.
  const anchor = page.locator('main h2[id] a').first();
  await expect(anchor).toHaveCSS('opacity', '0');
  await tabTo(page, anchor, 80);
  await expectVisibleFocus(anchor);
  await expect(anchor).toHaveCSS('opacity', '1');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/book\/mysql\/joins\/#[a-z0-9-]+$/);
});
