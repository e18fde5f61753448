import { expect, test, type Page } from '@playwright/test';
import { compareOutput } from '@/lib/check/run';
import { questionAnchor } from '@/lib/practice/anchors';
import { loadBanks } from '@/lib/practice/loadBanks';
import { topicPath } from '@/lib/practice/paths';
import { runnableOf, type RunKind } from '@/lib/practice/runnable';

/**
 * The runner's behaviour: a Python and a JavaScript Run under the site's policy (smoke), an
 * endless loop stopped, what Python cannot do, a JavaScript error's line and the sandbox, and
 * pages without JavaScript. Every Run button's truth is tests/e2e/runner-truth.spec.ts.
 */

/** The first example of a bank that runs this way: its topic page, its card and its output. */
function firstRunnable(slug: string, kind: RunKind) {
  const bank = loadBanks().find((b) => b.slug === slug)!;
  for (const topic of bank.topics)
    for (const q of topic.questions)
      if (q.codeExample && runnableOf(q.codeExample, slug).run === kind)
        return {
          url: `${topicPath(bank, topic.key)}/`,
          card: `#${questionAnchor(topic.key, q.id)}`,
          expected: q.codeExample.expectedOutput,
        };
  throw new Error(`${slug} has no ${kind} example`);
}

async function openCode(page: Page, url: string, card: string) {
  await page.goto(url);
  await page.locator('html[data-hydrated]').waitFor();
  const block = page.locator(card).locator('[data-code-block]');
  await page.locator(card).getByText('Show Code', { exact: true }).click();
  return block;
}

test.describe('the runner @smoke', () => {
  test('runs a Python and a JavaScript example under the site policy, with files of the right type', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    const types: Record<string, string> = {};
    page.on('response', (r) => {
      const name = /\/assets\/(?:pyodide-[0-9a-f]+\/)?([^/]+)$/.exec(r.url())?.[1];
      if (name) types[name.replace(/-[0-9a-f]{10}\./, '.')] = r.headers()['content-type'] ?? '';
    });
    for (const [slug, kind] of [
      ['python', 'python'],
      ['js', 'javascript'],
    ] as const) {
      const example = firstRunnable(slug, kind);
      const block = await openCode(page, example.url, example.card);
      await block.locator('[data-run-button]').click();
      await expect(block.locator('[data-run-status]')).toHaveText(/^Finished/, { timeout: 90_000 });
      expect(
        compareOutput(
          example.expected,
          await block.locator('pre[data-stream="stdout"]').innerText(),
        ),
      ).toBeUndefined();
    }
    expect(types['pyodide.asm.wasm']).toBe('application/wasm');
    expect(types['pyodide.mjs']).toMatch(/javascript/);
    expect(types['python_stdlib.zip']).toBe('application/zip');
    expect(violations).toEqual([]);
    if (process.env.E2E_SERVER === 'nginx') {
      const frame = await page.request.get(
        (await page.locator('iframe[title="JavaScript runner"]').getAttribute('src'))!,
      );
      expect(frame.headers()['content-security-policy']).toMatch(
        /^default-src 'none'; .*worker-src blob:.*frame-ancestors 'self'$/,
      );
    }
  });
});

test.describe('the runner', () => {
  test('an endless loop is stopped, the page stays responsive, and the next Run works', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    for (const [slug, kind, loop] of [
      ['js', 'javascript', 'while (true) {}'],
      ['python', 'python', 'while True: pass'],
    ] as const) {
      const example = firstRunnable(slug, kind);
      const block = await openCode(page, example.url, example.card);
      await block.locator('[data-edit-button]').click();
      const editor = block.locator('[data-run-editor] .cm-content');
      await expect(editor).toBeFocused();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.insertText(loop);
      await page.keyboard.press('ControlOrMeta+Enter');
      const status = block.locator('[data-run-status]');
      await expect(status).toHaveText(/^(Starting|Running)/);
      // The page answers while the loop runs: the theme of a button changes at once.
      expect(await page.evaluate(() => document.title.length)).toBeGreaterThan(0);
      await expect(status).toHaveText(/^Stopped after \d+ s/, { timeout: 60_000 });
      // Reset brings the example back, and it runs again.
      await block.locator('[data-reset-button]').click();
      await expect(block.locator('[data-edit-button]')).toBeFocused();
      await expect(block.locator('pre > code')).toBeVisible();
      await block.locator('[data-run-button]').click();
      await expect(status).toHaveText(/^Finished/, { timeout: 90_000 });
      expect(
        compareOutput(
          example.expected,
          await block.locator('pre[data-stream="stdout"]').innerText(),
        ),
      ).toBeUndefined();
    }
  });

  test('Python says what it cannot do: input() and threads', async ({ page }) => {
    test.setTimeout(120_000);
    const example = firstRunnable('python', 'python');
    const block = await openCode(page, example.url, example.card);
    await block.locator('[data-edit-button]').click();
    await expect(block.locator('[data-run-editor] .cm-content')).toBeFocused();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.insertText("name = input('Name? ')\nprint(name)");
    await block.locator('[data-run-button]').click();
    await expect(block.locator('pre[data-stream="stderr"]')).toContainText(
      'input() cannot read here',
      { timeout: 90_000 },
    );
    await expect(block.locator('pre[data-stream="stderr"]')).toContainText('line 1');
    await block.locator('[data-run-editor] .cm-content').click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.insertText('import threading\nprint(1)');
    await block.locator('[data-run-button]').click();
    await expect(block.locator('pre[data-stream="stderr"]')).toContainText('imports threading');
  });

  test('a JavaScript error names its line; the sandbox reaches no site storage', async ({
    page,
  }) => {
    const example = firstRunnable('js', 'javascript');
    const block = await openCode(page, example.url, example.card);
    await block.locator('[data-edit-button]').click();
    await expect(block.locator('[data-run-editor] .cm-content')).toBeFocused();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.insertText(
      "console.log(typeof localStorage, typeof document);\nconsole.error('to stderr');\nnull.x;",
    );
    await block.locator('[data-run-button]').click();
    await expect(block.locator('[data-run-status]')).toHaveText(/^Ended with an error/);
    await expect(block.locator('pre[data-stream="stdout"]')).toHaveText('undefined undefined\n');
    await expect(block.locator('pre[data-stream="stderr"]')).toHaveText('to stderr\n');
    await expect(block.locator('pre[data-stream="error"]')).toContainText('(line 3)');
  });

  test('without JavaScript no Run button shows, and the checked output reads as before', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const example = firstRunnable('python', 'python');
    await page.goto(example.url);
    const card = page.locator(example.card);
    await card.getByText('Show Code', { exact: true }).click();
    await expect(card.locator('pre > code')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Run' })).toBeHidden();
    await expect(card.getByText(example.expected!.split('\n')[0]!).first()).toBeVisible();
    await context.close();
  });
});
