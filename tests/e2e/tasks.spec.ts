import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { loadBanks } from '@/lib/practice/loadBanks';
import { topicPath } from '@/lib/practice/paths';
import { loadTasks } from '@/lib/tasks/loadTasks';
import type { Task } from '@/lib/tasks/schema';
import { wcagViolations } from './axe';

/**
 * The coding tasks (issue #37) in Chromium: the browser agrees with the content checks. For
 * every task, our solution typed into its editor passes every test on Check, and the starting
 * code fails with the test names shown. An endless loop is stopped and the next Check works.
 * Python boots Pyodide once per page, so one test visits one topic page and checks its tasks.
 */

const urlOf = (task: Task) => {
  const bank = loadBanks().find((b) => b.slug === task.bank)!;
  return `${topicPath(bank, task.topic)}#task-${task.id}`;
};

const summary = (card: Locator) => card.locator('[data-task-summary]');

/** Puts `code` into the card's editor (opened by Edit), replacing what it holds. */
async function typeCode(page: Page, card: Locator, code: string) {
  if ((await card.locator('[data-task-action="edit"]').getAttribute('aria-pressed')) !== 'true')
    await card.locator('[data-task-action="edit"]').click();
  const editor = card.locator('.cm-content');
  await expect(editor).toBeVisible();
  await editor.focus();
  await page.keyboard.press('ControlOrMeta+a');
  // insertText types as a paste does, so the editor's auto-indent leaves the code as written.
  await page.keyboard.insertText(code);
}

async function checkAndWait(card: Locator) {
  await card.locator('[data-task-action="check"]').click();
  await expect(summary(card)).toBeVisible({ timeout: 90_000 });
  return (await summary(card).textContent()) ?? '';
}

/** The tasks by the page they are on (bank and topic): one visit, one Python worker, for each. */
const pages = new Map<string, Task[]>();
for (const task of loadTasks()) {
  const key = `${task.bank} / ${task.topic}`;
  pages.set(key, [...(pages.get(key) ?? []), task]);
}

/** Each task on the open page: the solution passes every test, the starter fails by name. */
async function solveAndFail(page: Page, tasks: readonly Task[]) {
  for (const task of tasks) {
    const card = page.locator(`#task-${task.id}`);
    await card.scrollIntoViewIfNeeded();
    await expect(card).toBeVisible();

    await typeCode(page, card, task.solution);
    const passed = await checkAndWait(card);
    expect(
      passed,
      `task ${task.id}: ${await card.locator('[data-task-results]').innerText()}`,
    ).toBe(`All ${task.tests.length} tests pass.`);
    await expect(card.locator('li[data-passed]')).toHaveCount(task.tests.length);
    // Solved: counted as known on this device.
    await expect(card.locator('[data-task-status]')).toContainText('Solved on this device');

    await card.locator('[data-task-action="reset"]').click();
    await expect(card.locator('[data-task-results]')).toBeEmpty();
    const failed = await checkAndWait(card);
    expect(failed, `task ${task.id}`).toMatch(
      new RegExp(`^\\d+ of ${task.tests.length} tests pass\\.`),
    );
    const failures = card.locator('li[data-failed]');
    expect(await failures.count(), `task ${task.id}`).toBeGreaterThan(0);
    // The card with its results, failures open: no WCAG 2.1 A/AA violation (axe).
    expect(await wcagViolations(page, `#task-${task.id}`)).toEqual([]);
    for (const item of await failures.all()) {
      const name = (await item.locator('strong').textContent())!.replace(/^✗ Failed: /, '');
      expect(
        task.tests.map((t) => t.name),
        `task ${task.id}`,
      ).toContain(name);
      // A failed test is focusable and says why.
      await item.focus();
      await expect(item).toBeFocused();
      await expect(item.locator('div')).not.toBeEmpty();
    }
  }
}

const title = (where: string, tasks: readonly Task[]) =>
  `${where}: each task's solution passes, its starter fails by name (${tasks.map((t) => t.id).join(', ')})`;

// JavaScript and TypeScript tasks: one page load each (their runner starts in a moment).
for (const [where, tasks] of pages) {
  if (tasks[0]!.language === 'python') continue;
  test(title(where, tasks), async ({ page }) => {
    test.setTimeout(90_000 + tasks.length * 60_000);
    await page.goto(urlOf(tasks[0]!));
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    await solveAndFail(page, tasks);
  });
}

// Python tasks: one page per bank, its topics reached by their tabs (in-page navigation, as a
// learner changes topics), so one Pyodide serves them all instead of one start per topic. The
// tests share that page, so they run in order in one worker (a failure skips the rest).
const pythonBanks = new Map<string, [string, Task[]][]>();
for (const [where, tasks] of pages)
  if (tasks[0]!.language === 'python')
    pythonBanks.set(tasks[0]!.bank, [...(pythonBanks.get(tasks[0]!.bank) ?? []), [where, tasks]]);

for (const bankPages of pythonBanks.values()) {
  // An untitled group: the tests keep their titles.
  test.describe(() => {
    test.describe.configure({ mode: 'serial' });
    let context: BrowserContext;
    let page: Page;
    const pythonStarts: string[] = [];
    test.beforeAll(async ({ browser }, testInfo) => {
      const { baseURL, serviceWorkers } = testInfo.project.use;
      context = await browser.newContext({ baseURL, serviceWorkers });
      page = await context.newPage();
      page.on('request', (r) => {
        if (/\/assets\/pyodide-[0-9a-f]+\/pyodide\.asm\.wasm$/.test(r.url()))
          pythonStarts.push(r.url());
      });
    });
    test.afterAll(async () => context.close());

    bankPages.forEach(([where, tasks], i) => {
      test(title(where, tasks), async () => {
        test.setTimeout(90_000 + tasks.length * 60_000);
        const task = tasks[0]!;
        if (i === 0) {
          await page.goto(urlOf(task));
          await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
        } else {
          const bank = loadBanks().find((b) => b.slug === task.bank)!;
          const url = `${topicPath(bank, task.topic)}/`;
          await page.locator(`a[href="${url}"]`).first().click();
          await expect(page).toHaveURL(new RegExp(`${url.replace(/[/.]/g, '\\$&')}$`));
        }
        await solveAndFail(page, tasks);
        expect(pythonStarts, 'one Pyodide serves every Python task of the bank').toHaveLength(1);
      });
    });
  });
}

// An endless loop at the top of the learner's code: whatever the task's signature (a function,
// a class), running the code never ends.
const loops: Record<'python' | 'javascript', string> = {
  python: 'while True:\n    pass\n',
  javascript: 'while (true) {}\n',
};

for (const language of ['python', 'javascript'] as const) {
  test(`an endless loop in a ${language} task is stopped, and the next Check works`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const task = loadTasks().find((t) => t.language === language)!;
    await page.goto(urlOf(task));
    const card = page.locator(`#task-${task.id}`);
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    await typeCode(page, card, loops[language]);
    const stopped = await checkAndWait(card);
    expect(stopped).toMatch(/stopped after 10 s/);
    await expect(card.locator('li[data-failed]').first()).toContainText('stopped');
    // The page stayed responsive: a hint opens at once.
    await card.getByText('Show a hint').click();
    await expect(card.locator('details').first()).toHaveAttribute('open', '');
    await typeCode(page, card, task.solution);
    expect(await checkAndWait(card)).toBe(`All ${task.tests.length} tests pass.`);
  });
}

test('nothing of the task runner loads before the first Check; the code is kept on the device', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const task = loadTasks().find((t) => t.language === 'javascript')!;
  const loaded: string[] = [];
  page.on('request', (request) => loaded.push(request.url()));
  await page.goto(urlOf(task));
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  const runner =
    /\/assets\/(task|editor|javascript|typescript|python|py-worker|run-js)-|tests\.json/;
  expect(loaded.filter((url) => runner.test(url))).toEqual([]);
  const card = page.locator(`#task-${task.id}`);
  await typeCode(page, card, task.solution);
  await checkAndWait(card);
  expect(loaded.filter((url) => runner.test(url)).join(' ')).toMatch(/tests\.json/);
  // Kept with the learner's progress, shown again after a reload, in the export.
  await page.reload();
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await expect(card.locator('[data-task-saved]')).toBeVisible();
  await expect(card.locator('[data-task-saved]')).toContainText(
    task.solution.split('\n')[1]!.trim(),
  );
  const stored = await page.evaluate(() => localStorage.getItem('learn-skills-progress'));
  expect(Object.values(JSON.parse(stored!).code as Record<string, string>)).toContain(
    task.solution,
  );
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('a task reads as a question: statement, examples, hint and solution behind <details>', async ({
    page,
  }) => {
    const task = loadTasks()[0]!;
    await page.goto(urlOf(task));
    const card = page.locator(`#task-${task.id}`);
    await expect(card.locator('[data-task-statement]')).toBeVisible();
    await expect(card.locator('[data-task-action="check"]')).toBeHidden();
    await card.getByText('Show a hint').click();
    await expect(card.getByText('Hint:')).toBeVisible();
    await card.getByText('Show our solution').click();
    await expect(card.getByText('Cost:')).toBeVisible();
  });
});
