import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { loadBanks } from '@/lib/practice/loadBanks';
import { topicPath } from '@/lib/practice/paths';
import { displayText, filterQuestions } from '@/lib/practice/search';
import { difficulties, type Difficulty } from '@/lib/practice/types';
import { wcagViolations } from './axe';
import { holdBack, scripts } from './holdBack';

const banks = loadBanks();
const url = (route: string) => `${route}/`;
const topicUrl = (bank: (typeof banks)[number], key: string) => url(topicPath(bank, key));
const panel = (page: Page) => page.getByRole('tabpanel');
/** A question's card; a topic's coding tasks follow its questions, as cards of their own. */
const questionCard = 'article:not([data-task])';

for (const bank of banks) {
  const start = bank.topics.find((t) => t.key === bank.startTopic)!;
  const other = bank.topics.find((t) => t.key !== start.key);

  test.describe(bank.route, () => {
    // Every bank at desktop width; the database banks (the engine's proving ground) on a phone too.
    const widths = ['/practicemysql', '/practiceoracle', '/practicemangodb'].includes(bank.route)
      ? [1280, 375]
      : [1280];
    for (const width of widths) {
      test(`works at ${width} px: tabs, search, hint and code`, async ({ page }) => {
        // A dozen steps and an axe scan: up to 24 s on a loaded machine, near the default 30.
        test.setTimeout(60_000);
        await page.setViewportSize({ width, height: 900 });
        // Hydrated first: the walkthrough checks what the engine does with each step.
        await page.goto(url(bank.route), { waitUntil: 'networkidle' });
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(bank.title);
        await expect(page.getByRole('tab', { selected: true })).toHaveText(start.name);
        await expect(panel(page).getByRole('heading', { level: 2 })).toHaveText(
          `${start.name} Questions (${start.questions.length})`,
        );
        await expect(panel(page).locator(questionCard)).toHaveCount(start.questions.length);

        // Search by a word of the first question: it stays, others may go.
        const first = start.questions[0]!;
        const word =
          displayText(first.question)
            .split(/\s+/)
            .find((w) => w.length > 5) ?? displayText(first.question).slice(0, 6);
        const box = page.getByRole('searchbox', { name: / questions$/ });
        await expect(box).toHaveAttribute('placeholder', `Search ${start.name} questions...`);
        await box.fill(word.toUpperCase());
        await expect(panel(page).locator(`#${start.key}-q${first.id}`)).toBeVisible();
        await page.getByRole('button', { name: 'Clear' }).click();
        await expect(box).toHaveValue('');
        await box.fill('zzz no such text zzz');
        await expect(
          panel(page).getByText('No questions match your search criteria.'),
        ).toBeVisible();
        await page.getByRole('button', { name: 'Clear' }).click();

        const card = page.locator(`#${start.key}-q${first.id}`);
        await card.getByText('Show Hint').click();
        // Once in CI (2026-11-26) the hint stayed closed after this click and it has not been
        // seen since; if it comes back, the card's markup says whether the engine or the
        // element lost the click (label "Hide Hint" with no open attribute, or neither).
        await expect(card.getByText('Hint:'))
          .toBeVisible()
          .catch(async (error: Error) => {
            const markup = await card.evaluate((el) =>
              el.outerHTML.replace(/<pre[\s\S]*<\/pre>/, '<pre>…</pre>'),
            );
            throw new Error(`${error.message}\ncard after the click: ${markup}`);
          });
        await expect(card.getByText('Hide Hint')).toBeVisible();
        if (first.codeExample) {
          await card.getByText('Show Code').click();
          await expect(card.getByText(bank.codeLabel)).toBeVisible();
          await expect(card.locator('pre code')).toBeVisible();
        }
        if (width === 1280) {
          // The bank's page with a hint and a code example open, on their final colours.
          for (const opened of await card.locator('details[open] > div').all())
            await expect(opened).toHaveCSS('opacity', '1');
          expect(await wcagViolations(page)).toEqual([]);
          // And in the dark theme, as a device set to dark shows it.
          await page.emulateMedia({ colorScheme: 'dark' });
          expect(await wcagViolations(page)).toEqual([]);
          await page.emulateMedia({ colorScheme: 'light' });
        }
        if (width === 375) {
          // Action buttons stack at full width on a phone.
          const cardBox = await card.boundingBox();
          const buttonBox = await card.getByText('Hide Hint').boundingBox();
          expect(buttonBox!.width).toBeGreaterThan(cardBox!.width - 60);
        }
        if (other) {
          // A tab opens the topic's page in place: the URL changes, the page does not reload,
          // the search text and the open hint stay.
          await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
          await box.fill('a');
          await page.getByRole('tab', { name: other.name, exact: true }).click();
          await expect(page).toHaveURL(new RegExp(`${topicUrl(bank, other.key)}$`));
          await expect(page.getByRole('tab', { selected: true })).toHaveText(other.name);
          await expect(box).toHaveValue('a');
          await expect(panel(page).getByRole('heading', { level: 2 })).toHaveText(
            `${other.name} Questions (${
              filterQuestions(
                other.questions.map((q) => ({ question: q.question, hint: q.solutionHint })),
                'a',
              ).length
            })`,
          );
          await page.getByRole('button', { name: 'Clear' }).click();
          await expect(panel(page).locator(questionCard)).toHaveCount(other.questions.length);
          await page.getByRole('tab', { name: start.name, exact: true }).click();
          await expect(page).toHaveURL(new RegExp(`${url(bank.route)}$`));
          await expect(card.getByText('Hide Hint')).toBeVisible();
          expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(
            1,
          );
        }
        if (other && width === 1280) {
          // A question's link opens its topic's page at the question.
          const q = other.questions.at(-1)!;
          await page.goto(`${topicUrl(bank, other.key)}#${other.key}-q${q.id}`);
          await expect(page.getByRole('tab', { selected: true })).toHaveText(other.name);
          await expect(page.locator(`#${other.key}-q${q.id}`)).toBeInViewport();
        }
      });
    }

    test('reads completely without JavaScript', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(url(bank.route));
      await expect(page.getByText(`Answers for ${bank.targets}`, { exact: true })).toBeVisible();
      const startPanel = page.locator(`section#${start.key}`);
      await expect(startPanel.locator(questionCard)).toHaveCount(start.questions.length);
      await expect(startPanel.locator(questionCard).first()).toBeVisible();
      const card = startPanel.locator(questionCard).first();
      await card.getByText('Show Hint').click();
      await expect(card.getByText('Hint:')).toBeVisible();
      if (other) {
        // Each tab is a link to its topic's own page.
        await page.getByRole('link', { name: other.name, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${topicUrl(bank, other.key)}$`));
        await expect(page.locator(`section#${other.key} ${questionCard}`)).toHaveCount(
          other.questions.length,
        );
        await expect(page.locator(`section#${other.key} ${questionCard}`).first()).toBeVisible();
        await expect(page.getByRole('link', { name: other.name, exact: true })).toHaveAttribute(
          'aria-current',
          'page',
        );
      }
      await context.close();
    });
  });
}

test('the React page switches the whole page between light and dark themes', async ({ page }) => {
  test.skip(!banks.some((b) => b.themeToggle), 'no bank has a theme toggle yet');
  const bank = banks.find((b) => b.themeToggle)!;
  await page.goto(url(bank.route));
  await page.getByRole('button', { name: 'Dark Mode' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.locator('article').first().getByText('Show Hint').click();
  const results = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
  expect(results.violations.map((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);
  await page.getByRole('button', { name: 'Light Mode' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('a hint opened before the scripts arrive is taken over as open by the engine', async ({
  page,
}) => {
  // Hold the scripts back, open a hint the way a reader without scripts does, then let them run.
  const release = await holdBack(page, scripts);
  await page.goto('/practicemysql/', { waitUntil: 'domcontentloaded' });
  const card = page.locator('#basics-q1');
  await card.getByText('Show Hint').click();
  await expect(card.getByText('Hint:')).toBeVisible();
  release();
  await page.waitForLoadState('networkidle');
  // Hydrated: the label follows the open panel, and one click closes it.
  await expect(card.getByText('Hide Hint')).toBeVisible();
  await expect(card.getByText('Hint:')).toBeVisible();
  await card.getByText('Hide Hint').click();
  await expect(card.getByText('Hint:')).toBeHidden();
  await expect(card.getByText('Show Hint')).toBeVisible();
});

test('a search typed before the scripts arrive is taken over by the engine', async ({ page }) => {
  const release = await holdBack(page, scripts);
  await page.goto('/practicemysql/', { waitUntil: 'domcontentloaded' });
  const box = page.getByRole('searchbox', { name: 'Search Basics questions' });
  await box.fill('zzz no such text');
  release();
  await expect(panel(page).getByText('No questions match your search criteria.')).toBeVisible();
  await expect(box).toHaveValue('zzz no such text');
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(panel(page).getByRole('article').first()).toBeVisible();
});

test('a link from before topics had pages opens the topic page at its question', async ({
  page,
}) => {
  await page.goto('/practicemysql/#joins-q3');
  await expect(page).toHaveURL(/\/practicemysql\/joins\/#joins-q3$/);
  await expect(page.getByRole('tab', { selected: true })).toHaveText('Joins');
  await expect(page.locator('#joins-q3')).toBeInViewport();
});

test('a tab opens its topic in place, fetching only static files @smoke', async ({ page }) => {
  // The topic's data comes from the .txt files of the static export: any host must serve them.
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  await page.goto('/practicemysql/');
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page.getByRole('tab', { name: 'Joins', exact: true }).click();
  await expect(page).toHaveURL(/\/practicemysql\/joins\/$/);
  await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 })).toHaveText(
    /^Joins Questions \(\d+\)$/,
  );
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  await page.goBack();
  await expect(page.getByRole('tab', { selected: true })).toHaveText('Basics');
  expect(failed).toEqual([]);
});

test('the selected tab marker moves to the tab opened (framer-motion layoutId), at once under reduced motion', async ({
  page,
}) => {
  /** Opens a tab and reads its marker's transform in the first frame it is there. */
  const markerMoving = (name: string) =>
    page.evaluate(
      (name) =>
        new Promise<boolean>((resolve) => {
          const tab = document.getElementById(`tab-${name}`)!;
          const observer = new MutationObserver(() => {
            const marker = tab.querySelector<HTMLElement>('[data-tab-marker]');
            if (!marker) return;
            observer.disconnect();
            requestAnimationFrame(() => {
              const t = getComputedStyle(marker).transform;
              resolve(t !== 'none' && t !== 'matrix(1, 0, 0, 1, 0, 0)');
            });
          });
          observer.observe(tab, { childList: true, subtree: true });
          tab.click();
        }),
      name,
    );
  await page.goto('/practicemysql/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('tablist')).toBeVisible();
  // One marker, in the selected tab, in the pre-rendered HTML too.
  await expect(page.locator('[data-tab-marker]')).toHaveCount(1);
  await expect(page.getByRole('tab', { selected: true }).locator('[data-tab-marker]')).toHaveCount(
    1,
  );
  expect(await markerMoving('joins')).toBe(true);
  await expect(page.getByRole('tab', { selected: true })).toHaveText('Joins');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await markerMoving('queries')).toBe(false);
  await expect(page.locator('[data-tab-marker]')).toHaveCount(1);
});

test('the difficulty filter combines with the search and stays across topics', async ({ page }) => {
  const bank = banks.find((b) => b.route === '/practicemysql')!;
  const [basics, queries] = [bank.topics[0]!, bank.topics[1]!];
  const views = (topic: (typeof bank.topics)[number]) =>
    topic.questions.map((q) => ({ ...q, hint: q.solutionHint }));
  const count = (topic: (typeof bank.topics)[number], query: string, levels: Difficulty[]) =>
    filterQuestions(views(topic), query, levels).length;
  const heading = panel(page).getByRole('heading', { level: 2 });
  const toggle = (level: Difficulty) =>
    page
      .getByRole('group', { name: 'Difficulty' })
      .getByRole('button', { name: new RegExp(`^${level}`) });

  await page.goto(url(bank.route));
  for (const level of difficulties) {
    const n = basics.questions.filter((q) => q.difficulty === level).length;
    await expect(toggle(level)).toHaveText(`${level} (${n})`);
    await expect(toggle(level)).toHaveAttribute('aria-pressed', 'false');
  }
  await toggle('Advanced').click();
  await toggle('Intermediate').click();
  await expect(toggle('Advanced')).toHaveAttribute('aria-pressed', 'true');
  const levels: Difficulty[] = ['Intermediate', 'Advanced'];
  await expect(heading).toHaveText(`Basics Questions (${count(basics, '', levels)})`);
  await expect(panel(page).getByRole('article')).toHaveCount(count(basics, '', levels));
  await expect(panel(page).getByText('Beginner', { exact: true })).toHaveCount(0);

  const box = page.getByRole('searchbox', { name: / questions$/ });
  await box.fill('key');
  await expect(heading).toHaveText(`Basics Questions (${count(basics, 'key', levels)})`);
  await expect(panel(page).getByRole('article')).toHaveCount(count(basics, 'key', levels));

  await page.getByRole('tab', { name: queries.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${topicUrl(bank, queries.key)}$`));
  await expect(toggle('Advanced')).toHaveAttribute('aria-pressed', 'true');
  await expect(toggle('Beginner')).toHaveAttribute('aria-pressed', 'false');
  await expect(box).toHaveValue('key');
  const n = queries.questions.filter((q) => q.difficulty === 'Beginner').length;
  await expect(toggle('Beginner')).toHaveText(`Beginner (${n})`);
  await expect(heading).toHaveText(`${queries.name} Questions (${count(queries, 'key', levels)})`);
  await expect(panel(page).getByRole('article')).toHaveCount(count(queries, 'key', levels));

  await box.fill('zzz no such text zzz');
  await expect(panel(page).getByText('No questions match your search criteria.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear' }).click();
  await toggle('Advanced').click();
  await toggle('Intermediate').click();
  await expect(heading).toHaveText(`${queries.name} Questions (${queries.questions.length})`);
  await expect(panel(page).getByRole('article')).toHaveCount(queries.questions.length);
});

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
