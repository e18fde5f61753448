/**
 * What the Bootstrap bank's answers say Bootstrap 5.3 does, shown in Chromium with Bootstrap's own
 * CSS and JavaScript (the `bootstrap` package, pinned to the release the bank targets) on the
 * bank's own examples. Each test names its bank, topic and question. No server is needed
 * (./claims.ts); without a built out/, run it with E2E_BASE_URL set:
 *   E2E_BASE_URL=http://127.0.0.1:4203 npx playwright test tests/e2e/bootstrap-claims.spec.ts
 */
import { expect, test, type Page } from '@playwright/test';
import { axTree, exampleOf, landmarks, show } from './claims';

const example = (topic: string, id: number) => exampleOf('bootstrap', topic, id);

/** The example with Bootstrap's stylesheet linked before it (a fragment's body allows that). */
const withCss = (code: string) => `<link rel="stylesheet" href="/css/bootstrap.min.css">${code}`;

const borderColor = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => getComputedStyle(el).borderColor);

test.describe('bootstrap bank claims in Chromium (Bootstrap 5.3)', () => {
  test('bootstrap/layout/1: mobile-first columns, and .container-md is fluid below md', async ({
    page,
  }) => {
    const widths = async (viewport: number) => {
      await page.setViewportSize({ width: viewport, height: 800 });
      return page.evaluate(() => {
        const width = (text: string) =>
          Math.round(
            [...document.querySelectorAll('div')]
              .find((el) => el.textContent?.trim() === text)!
              .getBoundingClientRect().width,
          );
        return {
          planA: width('Plan A'),
          planC: width('Plan C'),
          fluid: Math.round(document.querySelector('.container-md')!.getBoundingClientRect().width),
        };
      });
    };
    await show(page, withCss(example('layout', 1)));
    // 500px: every plan full width and the container fluid; 800px (md): A half, C still full,
    // the container fixed at 720px; 1000px (lg): thirds.
    expect(await widths(500)).toEqual({ planA: 500, planC: 500, fluid: 500 });
    expect(await widths(800)).toEqual({ planA: 360, planC: 720, fluid: 720 });
    expect(await widths(1000)).toEqual({ planA: 320, planC: 320, fluid: 960 });
  });

  test('bootstrap/layout/2: g-3 is a 1rem gutter, row-cols sets cards per line, order moves only the picture', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1000, height: 800 });
    await show(page, withCss(example('layout', 2)));
    const column = page.locator('.row-cols-1 > .col').first();
    expect(
      await column.evaluate((el) => [
        getComputedStyle(el).paddingLeft,
        getComputedStyle(el).marginTop,
      ]),
    ).toEqual(['8px', '16px']);
    const tops = await page
      .locator('.row-cols-1 > .col')
      .evaluateAll((cols) => cols.map((c) => Math.round(c.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1); // four per line from lg
    const left = (text: string) =>
      page.getByText(text).evaluate((el) => Math.round(el.getBoundingClientRect().left));
    expect(await left('Chart (shown first from md)')).toBeLessThan(
      await left('Summary (first in the DOM)'),
    );
    // The DOM, and with it the reading and focus order, is unchanged.
    expect(
      await page.locator('.order-md-2').evaluate((el) => el.nextElementSibling?.className),
    ).toBe('col-md-4 order-md-1');
  });

  test('bootstrap/content/1: the scrolling table wrapper is a focusable region named by the caption', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await show(page, withCss(example('content', 1)));
    await page.addStyleTag({ content: 'td { white-space: nowrap; min-width: 8rem; }' });
    expect(await landmarks(page)).toEqual(['region "Open orders"']);
    await page.keyboard.press('Tab');
    await expect(page.locator('.table-responsive')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => page.locator('.table-responsive').evaluate((el) => el.scrollLeft))
      .toBeGreaterThan(0);
  });

  test('bootstrap/components/1: data attributes open the modal, Bootstrap sets aria-modal and restores focus on close', async ({
    page,
  }) => {
    await show(page, withCss(example('components', 1)));
    const modal = page.locator('#deleteDialog');
    const attributes = () =>
      modal.evaluate((el) => ({
        role: el.getAttribute('role'),
        modal: el.getAttribute('aria-modal'),
        hidden: el.getAttribute('aria-hidden'),
      }));
    await expect(modal).toBeHidden();
    await page.getByRole('button', { name: 'Delete project' }).click();
    await expect(modal).toBeVisible();
    expect(await attributes()).toEqual({ role: 'dialog', modal: 'true', hidden: null });
    const dialogs = (await axTree(page)).filter((n) => n.role === 'dialog');
    expect(dialogs.map((n) => n.name)).toEqual(['Delete project?']);
    // The example's shown.bs.modal handler focuses the safe choice.
    await expect(page.locator('#deleteDialog .btn-secondary')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    expect(await attributes()).toEqual({ role: null, modal: null, hidden: 'true' });
    await expect(page.getByRole('button', { name: 'Delete project' })).toBeFocused();

    // Tooltips were initialised by the example; hovering shows one and describes the button.
    const share = page.getByRole('button', { name: 'Share' });
    await share.hover();
    await expect(page.getByRole('tooltip')).toHaveText('Copies a share link');
    expect((await axTree(page)).find((n) => n.name === 'Share')?.description).toBe(
      'Copies a share link',
    );
  });

  test('bootstrap/forms/1: .was-validated shows the messages, the ARIA follows them, and the server error stays red', async ({
    page,
  }) => {
    await show(page, withCss(example('forms', 1)));
    const red = 'rgb(220, 53, 69)';
    const described = async (name: string) =>
      (await axTree(page)).find((n) => n.name === name)?.description;
    // The server-side error is shown and referenced from the start.
    expect(await described('Username')).toBe('That username is already taken.');
    await page.getByRole('button', { name: 'Create account' }).click();
    expect(page.url()).toMatch(/\/start$/); // the submit was cancelled
    await expect.poll(() => borderColor(page, '#email')).toBe(red);
    expect(await described('Email')).toBe(
      'We only use it to sign you in. Enter a valid email address.',
    );
    // setCustomValidity keeps the server error invalid under .was-validated: still red.
    expect(await borderColor(page, '#username')).toBe(red);

    await page.locator('#email').fill('dana@example.com');
    await page.locator('#username').fill('dana');
    await page.locator('#terms').check();
    expect(await described('Email')).toBe('We only use it to sign you in.');
    expect(await described('Username')).toBe('');
    expect(await page.locator('form').evaluate((f: HTMLFormElement) => f.checkValidity())).toBe(
      true,
    );
  });

  test('bootstrap/forms/1: without setCustomValidity, .was-validated :valid outranks .is-invalid: green field, red message', async ({
    page,
  }) => {
    await show(
      page,
      withCss(`<form class="was-validated">
        <input class="form-control is-invalid" id="username" value="admin" aria-label="Username">
        <div class="invalid-feedback">That username is already taken.</div>
      </form>`),
    );
    await expect.poll(() => borderColor(page, '#username')).toBe('rgb(25, 135, 84)');
    await expect(page.locator('.invalid-feedback')).toBeVisible();
  });

  test('bootstrap/utilities/1: the script follows the OS mode, and a data-bs-theme="dark" island stays dark', async ({
    browser,
  }) => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({ colorScheme });
      const page = await context.newPage();
      await show(page, withCss(example('utilities', 1)));
      expect(await page.evaluate(() => document.documentElement.dataset.bsTheme)).toBe(colorScheme);
      const island = await page
        .locator('section[data-bs-theme="dark"]')
        .evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(island).toBe('rgb(33, 37, 41)');
      await context.close();
    }
  });

  test('bootstrap/helpers/1: the skip link appears on focus, ratio keeps 16:9, the stretched link covers the card', async ({
    page,
  }) => {
    await show(page, withCss(example('helpers', 1)));
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    const size = () =>
      skip.evaluate((el) => [el.getBoundingClientRect().width, el.getBoundingClientRect().height]);
    expect(await size()).toEqual([1, 1]);
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    expect((await size())[0]).toBeGreaterThan(1);

    const ratio = await page
      .locator('.ratio iframe')
      .evaluate((el) => el.getBoundingClientRect().width / el.getBoundingClientRect().height);
    expect(ratio).toBeCloseTo(16 / 9, 2);
    expect((await axTree(page)).find((n) => n.role === 'button')?.name).toBe(
      'Remove ergonomic keyboard from cart',
    );

    // A click on the card's text lands on the stretched link.
    // (Playwright's own click refuses: it reports that the link intercepts the pointer.)
    const text = page.getByText('Electric height adjustment');
    await text.scrollIntoViewIfNeeded();
    const box = (await text.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(() => page.url()).toMatch(/\/products\/desk$/);
  });
});
