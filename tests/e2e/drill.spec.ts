import { statSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { loadBanks } from '@/lib/practice/loadBanks';
import { drillPath, topicPath } from '@/lib/practice/paths';
import { displayText } from '@/lib/practice/search';
import { href } from '@/lib/routes';
import { wcagViolations } from './axe';
import { holdBack, scripts } from './holdBack';

const banks = loadBanks();
const bankOf = (slug: string) => banks.find((b) => b.slug === slug)!;
const total = (slug: string) => bankOf(slug).topics.reduce((n, t) => n + t.questions.length, 0);
const drillUrl = (slug: string) => `${drillPath(bankOf(slug))}/`;
/** The card on screen; one that is leaving (its exit animation) is inert until it is gone. */
const current = 'article:not([inert])';

async function tabTo(page: Page, locator: Locator, limit = 60) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await locator.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`could not reach ${locator} with Tab`);
}

test('every bank page links to its drill, and every drill page opens on its choices @smoke', async ({
  request,
}) => {
  for (const bank of banks) {
    const html = await (await request.get(`${bank.route}/`)).text();
    expect(html).toContain(`href="${drillPath(bank)}/"`);
    const drill = await request.get(`${drillPath(bank)}/`);
    expect(drill.status()).toBe(200);
    expect(await drill.text()).toContain(`Drill: ${bank.title.replace(/&/g, '&amp;')}`);
    // The drill's questions: a JSON file beside the page, every question of the bank.
    const json = await request.get(`${drillPath(bank)}/questions.json`);
    expect(json.status()).toBe(200);
    expect(json.headers()['content-type']).toMatch(/^application\/json/);
    expect(((await json.json()) as unknown[]).length).toBe(total(bank.slug));
  }
});

test("nginx sends the drill questions' stored .gz copy @smoke", async ({ request }) => {
  test.skip(process.env.E2E_SERVER !== 'nginx', 'gzip_static is nginx');
  const file = 'drill/corejava/questions.json';
  const response = await request.get(`/${file}`, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(response.headers()['content-type']).toMatch(/^application\/json/);
  expect(response.headers()['content-encoding']).toBe('gzip');
  expect(Number(response.headers()['content-length'])).toBe(statSync(`out/${file}.gz`).size);
});

test('with scripts, the start screen shows from the first paint and hydration replaces nothing', async ({
  page,
}) => {
  const slug = 'mysql';
  const html = await (await page.request.get(drillUrl(slug))).text();
  expect(html).toContain(`Start the drill: ${total(slug)} questions`);

  await page.addInitScript(() => {
    const w = window as unknown as { shift: number };
    w.shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        w.shift += (entry as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // Hold the scripts back: what shows now is the pre-rendered page with its CSS alone.
  const release = await holdBack(page, scripts);
  await page.goto(drillUrl(slug), { waitUntil: 'domcontentloaded' });
  const start = page.getByRole('button', { name: `Start the drill: ${total(slug)} questions` });
  await expect(start).toBeVisible();
  await expect(page.locator('main ol').first()).toBeHidden();
  await expect(page.getByText('The drill needs JavaScript.')).toBeHidden();
  const before = await page.evaluate(() => {
    const form = document.querySelector('main form')!;
    (window as unknown as { form: Element }).form = form;
    return form.parentElement!.outerHTML;
  });

  const questions = page.waitForResponse((r) => r.url().endsWith('/questions.json'));
  release();
  await questions; // fetched by the hydrated drill once the page has loaded
  const after = await page.evaluate(() => {
    const form = document.querySelector('main form')!;
    return {
      same: form === (window as unknown as { form: Element }).form,
      html: form.parentElement!.outerHTML,
      shift: (window as unknown as { shift: number }).shift,
    };
  });
  expect(after.same).toBe(true);
  expect(after.html).toBe(before);
  expect(after.shift).toBe(0);
  await start.click();
  await expect(page.locator(current)).toBeFocused();
});

test('a Start pressed before the questions arrive waits; if they never do, the list shows', async ({
  page,
}) => {
  const slug = 'nodejs';
  const release = await holdBack(page, '**/questions.json');
  await page.goto(drillUrl(slug));
  await page.getByRole('button', { name: /^Start the drill/ }).click();
  await expect(page.getByRole('button', { name: 'Loading questions…' })).toBeVisible();
  release();
  await expect(page.getByText(`1 of ${total(slug)} · knew 0`)).toBeVisible();
  await expect(page.locator(current)).toBeFocused();

  await page.unroute('**/questions.json');
  await page.route('**/questions.json', (route) => route.fulfill({ status: 404, body: '' }));
  await page.reload();
  await expect(page.locator('main').getByRole('alert')).toHaveText(
    /The drill could not load its questions\./,
  );
  await expect(page.getByRole('button', { name: /^Start the drill/ })).toHaveCount(0);
  // The topic pages hold the questions; the drill page does not repeat them.
  const links = page.getByRole('navigation', { name: 'Topic pages' }).getByRole('link');
  await expect(links).toHaveCount(bankOf(slug).topics.length);
  await expect(links.first()).toBeVisible();
  await expect(page.getByText('The drill needs JavaScript.')).toBeHidden();
});

test('a whole drill by keyboard only, to the summary and a missed question on its card', async ({
  page,
}) => {
  // Many steps: 20 s under a loaded CI machine, near the default 30.
  test.setTimeout(60_000);
  const slug = 'mongodb';
  const count = total(slug);
  await page.goto(drillUrl(slug));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Drill: ${bankOf(slug).title}`);
  const start = page.getByRole('button', { name: `Start the drill: ${count} questions` });
  await tabTo(page, start);
  await page.keyboard.press('Enter');

  const card = page.locator(current);
  const status = page.getByRole('status').first();
  const progress = page.getByText(/^\d+ of \d+ · knew \d+$/);
  const seen = new Map<string, { knew: number; total: number }>();
  const missed: string[] = [];
  let knew = 0;
  for (let i = 0; i < count; i++) {
    await expect(progress).toHaveText(`${i + 1} of ${count} · knew ${knew}`);
    // The new question has the focus, and the live region names it.
    await expect(card).toBeFocused();
    const heading = card.getByRole('heading', { level: 2 });
    await expect(heading).toHaveText(new RegExp(`^Question ${i + 1} of ${count} · `));
    const topic = (await heading.textContent())!.split(' · ')[1]!;
    await expect(status).toContainText(`Question ${i + 1} of ${count}: ${topic}`);
    const title = (await card.locator('p').first().textContent())!;

    await expect(card.getByText('Hint:')).toBeHidden();
    await page.keyboard.press(i % 2 ? 'Enter' : ' ');
    await expect(card.getByText('Hint:')).toBeVisible();
    await expect(card).toBeFocused();

    if (i === 1) {
      // Back to the first question: its answer shows with its mark; then forward again.
      await page.keyboard.press('ArrowLeft');
      await expect(progress).toHaveText(`1 of ${count} · knew ${knew}`);
      // The leaving card holds the focus until it is gone: wait for the first question's card.
      await expect(heading).toHaveText(new RegExp(`^Question 1 of ${count} · `));
      await expect(card).toBeFocused();
      await expect(card.getByRole('button', { name: 'Not yet' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await page.keyboard.press('ArrowRight');
      await expect(progress).toHaveText(`2 of ${count} · knew ${knew}`);
      await expect(heading).toHaveText(new RegExp(`^Question 2 of ${count} · `));
      await expect(card).toBeFocused();
      await expect(card.getByText('Hint:')).toBeHidden();
      await page.keyboard.press(' ');
      // Marking needs the answer shown: wait for it, as a reader would, before pressing 1 or 2.
      await expect(card.getByText('Hint:')).toBeVisible();
    }

    const known = i % 3 !== 0;
    const row = seen.get(topic) ?? { knew: 0, total: 0 };
    seen.set(topic, { knew: row.knew + (known ? 1 : 0), total: row.total + 1 });
    if (known) knew += 1;
    else missed.push(title);
    await page.keyboard.press(known ? '1' : '2');
  }

  const summary = page.getByRole('heading', { level: 2, name: `Knew ${knew} of ${count}` });
  await expect(summary).toBeFocused();
  await expect(status).toHaveText(`Drill done: knew ${knew} of ${count}`);
  for (const topic of bankOf(slug).topics) {
    const row = seen.get(topic.name)!;
    expect(row.total).toBe(topic.questions.length);
    await expect(page.getByText(`${topic.name}: knew ${row.knew} of ${row.total}`)).toBeVisible();
  }
  // The summary's links (the page's links to the topic pages, for readers without scripts, are
  // hidden while the drill runs).
  const links = page.getByRole('region', { name: `Knew ${knew} of ${count}` }).locator('ul a');
  await expect(links).toHaveCount(missed.length);
  await expect(page.getByRole('button', { name: 'Drill the missed ones again' })).toBeVisible();

  // The first missed question's link opens its card in the bank.
  const link = links.first();
  const href = (await link.getAttribute('href'))!;
  expect(href).toMatch(/^\/practicemangodb\/([a-z-]+\/)?#[a-z-]+-q\d+$/);
  await tabTo(page, link);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  const target = page.locator(href.slice(href.indexOf('#')));
  await expect(target).toBeInViewport();
  await expect(target.locator('p').first()).toHaveText(missed[0]!);
});

test('the chosen topics and difficulties, then the missed ones again', async ({ page }) => {
  const bank = bankOf('mysql');
  const joins = bank.topics.find((t) => t.key === 'joins')!;
  const advanced = joins.questions.filter((q) => q.difficulty === 'Advanced').length;
  const topicBox = (name: string) =>
    page
      .getByRole('group', { name: 'Topics' })
      .getByRole('checkbox', { name: new RegExp(`^${name} \\(`) });
  const levelBox = (name: string) =>
    page
      .getByRole('group', { name: 'Difficulty' })
      .getByRole('checkbox', { name: new RegExp(`^${name} \\(`) });
  await page.goto(drillUrl('mysql'));
  for (const topic of bank.topics) if (topic.key !== 'joins') await topicBox(topic.name).uncheck();
  await expect(levelBox('Advanced')).toHaveAccessibleName(`Advanced (${advanced})`);
  await levelBox('Beginner').uncheck();
  await levelBox('Intermediate').uncheck();
  const start = page.getByRole('button', { name: /^Start the drill/ });
  await expect(start).toHaveText(
    `Start the drill: ${advanced} ${advanced === 1 ? 'question' : 'questions'}`,
  );
  await levelBox('Advanced').uncheck();
  await expect(start).toBeDisabled();
  await levelBox('Advanced').check();
  await start.click();

  const card = page.locator(current);
  for (let i = 0; i < advanced; i++) {
    await expect(card.getByText('Advanced', { exact: true })).toBeVisible();
    await expect(card.getByRole('heading', { level: 2 })).toContainText('Joins');
    await card.getByRole('button', { name: 'Show answer' }).click();
    await card.getByRole('button', { name: i < 2 ? 'Not yet' : 'I knew it' }).click();
  }
  const missed = Math.min(2, advanced);
  await expect(
    page.getByRole('heading', { name: `Knew ${advanced - missed} of ${advanced}` }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Drill the missed ones again' }).click();
  await expect(page.getByText(`1 of ${missed} · knew 0`)).toBeVisible();
  await expect(card).toBeFocused();
});

test('without JavaScript: a word on the drill and a link to each topic page, no questions', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const bank = bankOf('mysql');
  await page.goto(drillUrl('mysql'));
  await expect(page.getByText('The drill needs JavaScript.')).toBeVisible();
  await expect(page.getByRole('button', { name: /Start the drill/ })).toHaveCount(0);
  const links = page.getByRole('navigation', { name: 'Topic pages' }).getByRole('link');
  await expect(links).toHaveCount(bank.topics.length);
  for (const [i, topic] of bank.topics.entries()) {
    await expect(links.nth(i)).toHaveText(topic.name);
    await expect(links.nth(i)).toHaveAttribute('href', href(topicPath(bank, topic.key)));
  }
  // The bank is not repeated: no question of it is in the page.
  const text = await page.locator('main').textContent();
  for (const topic of bank.topics)
    expect(text).not.toContain(displayText(topic.questions[0]!.question));
  // A link leads to the topic's page, which reads in full without scripts.
  await links.first().click();
  await expect(page.locator('article')).toHaveCount(bank.topics[0]!.questions.length);
  await context.close();
});

test('the drill page has no accessibility violations: choices, a revealed answer, the summary', async ({
  page,
}) => {
  // Three axe scans: over 25 s under a loaded machine, near the default 30.
  test.setTimeout(60_000);
  // networkidle: hydrated and the questions fetched, so Start starts (a click before hydration
  // submits the pre-rendered form, which reloads the page). No motion: axe reads the states, and
  // a button moving with an unfolding answer can miss a click on a loaded machine.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(drillUrl('nodejs'), { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: /Start the drill/ }).waitFor();
  expect(await wcagViolations(page)).toEqual([]);
  await page.getByRole('button', { name: /Start the drill/ }).click();
  const count = total('nodejs');
  for (let i = 0; i < count; i++) {
    await page.getByRole('button', { name: 'Show answer' }).click();
    if (i === 0) {
      await page.waitForTimeout(300); // the answer unfolded: contrast on its final colours
      expect(await wcagViolations(page)).toEqual([]);
    }
    await page.getByRole('button', { name: 'Not yet' }).click();
  }
  await expect(page.getByRole('heading', { name: `Knew 0 of ${count}` })).toBeVisible();
  expect(await wcagViolations(page)).toEqual([]);
});

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
    expect(await movingAfterKey(page, 'ArrowRight')).toBe(false);
    await expect(page.getByRole('heading', { name: /^Question 2 of/ })).toBeVisible();
    await expect(page.locator('article')).toHaveCount(1);
  });
});
