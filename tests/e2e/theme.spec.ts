import { expect, test, type Page } from '@playwright/test';
import { questionAnchor } from '@/lib/practice/anchors';
import { loadBanks } from '@/lib/practice/loadBanks';
import { topicPath } from '@/lib/practice/paths';
import { runnableOf } from '@/lib/practice/runnable';
import { THEME_KEY } from '@/lib/theme';
import { wcagViolations } from './axe';
import { frameScripts, holdBack } from './holdBack';

// The site's theme (lib/theme.ts, app/globals.css) and its pages on paper.
const chapter = '/book/java/arrays-strings/';
const bank = '/practicemysql/';
const reactBank = '/practice/react/';

const dark = 'rgb(11, 18, 32)';
const light = 'rgb(248, 250, 252)';
const background = (page: Page) =>
  page.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor);
const themeSwitch = (page: Page) => page.getByRole('combobox', { name: 'Theme' });

test.describe('theme', () => {
  test('a page follows the device, with or without scripts', async ({ browser }) => {
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({ colorScheme: 'dark', javaScriptEnabled });
      const page = await context.newPage();
      await page.goto(chapter);
      expect(await background(page)).toBe(dark);
      // Highlighted code follows too.
      expect(
        await page
          .locator('pre.hljs')
          .first()
          .evaluate((pre) => getComputedStyle(pre).backgroundColor),
      ).toBe('rgb(13, 17, 23)');
      // The switch needs scripts: without them it is not offered.
      if (javaScriptEnabled) await expect(themeSwitch(page)).toHaveValue('system');
      else await expect(themeSwitch(page)).toBeHidden();
      await context.close();
    }
  });

  test('the header switch sets the theme for the site, kept from the first paint', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(chapter);
    expect(await background(page)).toBe(light);
    await themeSwitch(page).selectOption('dark');
    expect(await background(page)).toBe(dark);
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_KEY)).toBe('dark');

    // Another page, its frame's module held back: the head script alone shows the kept theme
    // (allowed by its hash under the page's policy), so no light page flashes first.
    const release = await holdBack(page, frameScripts);
    await page.goto('/about/', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await background(page)).toBe(dark);
    release();
    await expect(themeSwitch(page)).toHaveValue('dark');

    // The device's setting again: the choice is forgotten.
    await themeSwitch(page).selectOption('system');
    await expect(page.locator('html')).not.toHaveAttribute('data-theme', /./);
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_KEY)).toBeNull();
  });

  test('the React page’s Light Mode / Dark Mode drives the same theme as the header', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(reactBank, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Dark Mode' }).click();
    await expect(themeSwitch(page)).toHaveValue('dark');
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_KEY)).toBe('dark');
    await themeSwitch(page).selectOption('light');
    await expect(page.getByRole('button', { name: 'Dark Mode' })).toBeVisible();
    await page.getByRole('button', { name: 'Dark Mode' }).click();
    // Kept: a page of reading opens dark.
    await page.goto(chapter);
    expect(await background(page)).toBe(dark);
    // And the React page opens with its button saying what it will do.
    await page.goto(reactBank, { waitUntil: 'networkidle' });
    await expect(page.getByRole('button', { name: 'Light Mode' })).toBeVisible();
    // Hydration left the header's switch showing the kept choice.
    await expect(themeSwitch(page)).toHaveValue('dark');
  });

  test('the runner’s editor and output follow the dark theme, at AA contrast', async ({
    browser,
  }) => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    // The editor's styles are a constructed sheet in its shadow root, which the policy allows.
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    const bank = loadBanks().find((b) => b.slug === 'js')!;
    const [topic, question] = bank.topics
      .flatMap((t) => t.questions.map((q) => [t, q] as const))
      .find(([, q]) => q.codeExample && runnableOf(q.codeExample, 'js').run === 'javascript')!;
    const card = `#${questionAnchor(topic.key, question.id)}`;
    await page.goto(`${topicPath(bank, topic.key)}/`);
    await page.locator('html[data-hydrated]').waitFor();
    await page.locator(card).getByText('Show Code', { exact: true }).click();
    const block = page.locator(card).locator('[data-code-block]');
    await block.locator('[data-edit-button]').click();
    await expect(block.locator('[data-run-editor] .cm-content')).toBeFocused();
    // (Typing a multi-line text into it then logs one blocked inline style, set by no
    // setAttribute call: likely Chromium's own contenteditable editing; its cause is still open.)
    expect(violations).toEqual([]);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.insertText("// a comment\nconsole.log('out', 42);\nconsole.error('err');");
    await block.locator('[data-run-button]').click();
    await expect(block.locator('pre[data-stream="stderr"]')).toHaveText('err\n');
    const backgroundOf = (selector: string) =>
      block.locator(selector).evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await backgroundOf('[data-run-editor] .cm-editor')).toBe('rgb(13, 17, 23)');
    expect(await backgroundOf('pre[data-stream="stdout"]')).toBe('rgb(13, 17, 23)');
    expect(await wcagViolations(page, card)).toEqual([]);
    await context.close();
  });
});

test.describe('print', () => {
  /** What the reader would see on paper, about as wide as an A4 page's text. */
  async function printed(page: Page, path: string) {
    await page.setViewportSize({ width: 560, height: 900 });
    await page.goto(path, { waitUntil: 'networkidle' });
    await page.emulateMedia({ media: 'print' });
  }

  async function expectPaper(page: Page) {
    // No header, menu or footer.
    await expect(page.locator('body > header')).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.locator('body > footer')).toBeHidden();
    // Code wraps: no block is wider than its box, and none is cut off at a fixed height.
    const cut = await page
      .locator('main pre')
      .evaluateAll((pres) =>
        pres
          .filter(
            (pre) =>
              pre.scrollWidth > pre.clientWidth + 1 || pre.scrollHeight > pre.clientHeight + 1,
          )
          .map((pre) => pre.textContent!.slice(0, 40)),
      );
    expect(cut).toEqual([]);
    // A link shows its address; an in-page anchor does not.
    const after = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((a) => getComputedStyle(a, '::after').content);
    const href = await page.locator('main a[href^="/"]').first().getAttribute('href');
    // Chromium gives the rule as written or with the address put in; either names this link.
    expect(await after('main a[href^="/"]')).toMatch(
      new RegExp(`attr\\(href\\)|${href!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    );
    const anchors = page.locator('main a[href^="#"]');
    if ((await anchors.count()) > 0) expect(await after('main a[href^="#"]')).toBe('none');
  }

  test('a chapter prints as its text: no frame, code wrapped, links with their address', async ({
    page,
  }) => {
    await printed(page, chapter);
    await expectPaper(page);
    await expect(page.getByRole('navigation', { name: 'On this page' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Chapters' })).toBeHidden();
    expect(await page.locator('main pre').count()).toBeGreaterThan(0);
  });

  test('a bank page prints every hint and code example, without their toggles', async ({
    page,
  }) => {
    await printed(page, bank);
    await expectPaper(page);
    const card = page.locator('main article').first();
    // Shut on screen, shown on paper, and the buttons that open them left out.
    await expect(card.getByText('Hint:')).toBeVisible();
    await expect(card.locator('summary').first()).toBeHidden();
    await expect(page.locator('main article summary:visible')).toHaveCount(0);
    const hidden = await page
      .locator('main article details > div')
      .evaluateAll((panels) => panels.filter((p) => (p as HTMLElement).offsetHeight === 0).length);
    expect(hidden).toBe(0);
    // No screen-only controls: tabs, search, marks, copy and run buttons.
    await expect(page.getByRole('searchbox')).toBeHidden();
    await expect(page.locator('main button:visible')).toHaveCount(0);
    // Paper is light whatever the theme.
    await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
    await expect(card.getByText('Hint:')).toHaveCSS('color', 'rgb(17, 24, 39)');
  });
});
