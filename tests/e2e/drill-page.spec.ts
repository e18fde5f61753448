/**
 * A bank's drill page before and around a run: the links to it, what is served, the start screen
 * from the first paint, a Start pressed early, the page without JavaScript, and axe.
 */
import { statSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { drillPath, topicPath } from '@/lib/practice/paths';
import { displayText } from '@/lib/practice/search';
import { href } from '@/lib/routes';
import { wcagViolations } from './axe';
import { holdBack, scripts } from './holdBack';
import { banks, bankOf, current, drillUrl, total } from './drillPages';

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
