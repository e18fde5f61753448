/**
 * The practice engine across banks: the theme switch, taking over what was done before the
 * scripts arrived, old links, tabs and their marker, and the difficulty filter.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { filterQuestions } from '@/lib/practice/search';
import { difficulties, type Difficulty } from '@/lib/practice/types';
import { holdBack, scripts } from './holdBack';
import { banks, panel, topicUrl, url } from './practicePages';

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

test('the selected tab marker moves to the tab opened (framer-motion layoutId, fetched on intent), at once under reduced motion', async ({
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
  const motionChunks: string[] = [];
  page.on('request', (request) => {
    if (/\/_next\/static\/chunks\/.*\.js$/.test(request.url())) motionChunks.push(request.url());
  });
  await page.goto('/practicemysql/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('tablist')).toBeVisible();
  // One marker, in the selected tab, in the pre-rendered HTML too: still, until intent.
  await expect(page.locator('[data-tab-marker]')).toHaveCount(1);
  await expect(page.getByRole('tab', { selected: true }).locator('[data-tab-marker]')).toHaveCount(
    1,
  );
  await expect(page.locator('[data-tab-marker][data-moving]')).toHaveCount(0);
  // The pointer on the tabs is intent: framer-motion arrives, and the marker can move.
  const before = motionChunks.length;
  await page.getByRole('tablist').hover();
  await expect(page.locator('[data-tab-marker][data-moving]')).toHaveCount(1);
  expect(motionChunks.length).toBeGreaterThan(before);
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
