import { readdirSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { studyDocs } from '@/content/library';
import { compareOutput } from '@/lib/check/run';
import { fenceCheck, loadGuide } from '@/lib/library/guide';
import { chapterPath } from '@/lib/library/guidePaths';
import { questionAnchor } from '@/lib/practice/anchors';
import { loadBanks } from '@/lib/practice/loadBanks';
import { topicPath } from '@/lib/practice/paths';
import { fenceRunnable, runnableOf, type RunKind } from '@/lib/practice/runnable';

/**
 * Every Run button tells the truth: the browser is a second runtime for the content checks. For
 * every runnable example (lib/practice/runnable.ts, the build's own decision), on its bank page
 * or guide chapter, press Run and compare what it printed with the example's checked expected
 * output; an HTML or CSS example must render something without a script error. One test per bank
 * and per guide, each page visited once, so one Python worker serves a page. A failure names the
 * bank (or guide), the topic (or chapter) and the question (or block).
 */

/** A finished run's status line (components/frame/run/index.ts statusLine). */
const finished = /^(Finished|Ended|Stopped|Rendered|The runner failed)/;

interface Target {
  /** "python / basics / Q3": what a failure names. */
  name: string;
  kind: RunKind;
  code: string;
  expected?: string;
  /** The code block on the page. */
  block: (page: Page) => Promise<Locator>;
}

/** Presses Run on one block and says what is wrong with its result, or undefined. */
async function check(page: Page, target: Target, errors: string[]): Promise<string | undefined> {
  const block = await target.block(page);
  await block.scrollIntoViewIfNeeded();
  errors.length = 0;
  await block.locator('[data-run-button]').click();
  const status = block.locator('[data-run-status]');
  await expect(status).toHaveText(finished, { timeout: 90_000 });
  const said = (await status.textContent()) ?? '';
  if (!/^(Finished|Rendered)/.test(said) && target.kind !== 'python') return said;
  const output = block.locator('[data-run-output]');
  const stream = async (name: string) => {
    const pre = output.locator(`pre[data-stream="${name}"]`);
    return (await pre.count()) ? ((await pre.textContent()) ?? '') : '';
  };
  if (target.kind === 'html' || target.kind === 'css' || target.kind === 'bootstrap') {
    const error = (await stream('error')) + errors.join('\n');
    if (error) return `rendering reported an error: ${error}`;
    const frame = await output.locator('iframe[data-rendered]').elementHandle();
    const inner = (await frame?.contentFrame())?.childFrames()[0];
    const content = await inner?.evaluate(
      () =>
        document.body.innerText.trim().length +
        document.body.querySelectorAll('*:not(script)').length,
    );
    if (content) return undefined;
    // An example that is a document's <head> only shows nothing, and the page says so.
    return /^\s*<head[\s>]/i.test(target.code) && /body is empty/.test(said)
      ? undefined
      : 'rendered nothing';
  }
  if (/^Stopped|^The runner failed/.test(said)) return said;
  const error = await stream('error');
  if (error) return `failed: ${error}`;
  // A compiled TypeScript example has no checked output: it must run to its end without error.
  if (target.kind === 'typescript' && target.expected === undefined) return undefined;
  return compareOutput(target.expected, await stream('stdout'));
}

const resourceLoad =
  /Failed to load resource|blocked by CORS policy|violates the following Content Security Policy directive|Unsafe attempt to load URL/;

async function checkPage(page: Page, url: string, targets: Target[]) {
  const errors: string[] = [];
  const listen = (message: { type(): string; text(): string }) => {
    // A file an example names that the site lacks (<img src="/img/...">, /js/main.js, a font),
    // or another site, does not load in the sandbox: that is no rendering error.
    if (message.type() === 'error' && !resourceLoad.test(message.text()))
      errors.push(message.text());
  };
  page.on('console', listen);
  await page.goto(url);
  await page.locator('html.js').waitFor();
  const failures: string[] = [];
  for (const target of targets) {
    const problem = await check(page, target, errors);
    if (problem) failures.push(`${target.name} (${url}): ${problem}`);
  }
  page.off('console', listen);
  return failures;
}

const bankFiles = readdirSync('content/practice').filter((f) => f.endsWith('.yaml'));

test.describe('every Run button tells the truth', () => {
  test.describe.configure({ timeout: 600_000 });

  for (const file of bankFiles) {
    const slug = file.replace(/\.yaml$/, '');
    test(`bank ${slug}`, async ({ page }) => {
      const bank = loadBanks().find((b) => b.slug === slug)!;
      const failures: string[] = [];
      let count = 0;
      for (const topic of bank.topics) {
        const targets: Target[] = [];
        for (const q of topic.questions) {
          const example = q.codeExample;
          const run = example && runnableOf(example, bank.slug).run;
          // Java's Run buttons: tests/e2e/java-runner.spec.ts (one warm toolchain per bank).
          if (!example || !run || run === 'java') continue;
          targets.push({
            name: `${bank.slug} / ${topic.key} / question ${q.id}`,
            kind: run,
            code: example.code,
            expected: example.expectedOutput,
            block: async (p) => {
              const card = p.locator(`#${questionAnchor(topic.key, q.id)}`);
              await card.getByText('Show Code', { exact: true }).click();
              return card.locator('[data-code-block]');
            },
          });
        }
        if (targets.length === 0) continue;
        count += targets.length;
        failures.push(...(await checkPage(page, `${topicPath(bank, topic.key)}/`, targets)));
      }
      test.info().annotations.push({ type: 'runs', description: String(count) });
      expect(failures, failures.join('\n\n')).toEqual([]);
    });
  }

  for (const doc of studyDocs) {
    test(`guide ${doc.slug}`, async ({ page }) => {
      const guide = loadGuide(doc.slug);
      const failures: string[] = [];
      for (const chapter of guide.chapters) {
        const fences = chapter.nodes.filter((n) => n.type === 'code' && fenceCheck(n) !== 'output');
        const targets: Target[] = [];
        chapter.nodes.forEach((node, i) => {
          if (node.type !== 'code' || fenceCheck(node) === 'output') return;
          const { run } = fenceRunnable(node.lang, fenceCheck(node), node.value, guide.slug);
          if (!run || run === 'java') return;
          const next = chapter.nodes[i + 1];
          const index = fences.indexOf(node);
          targets.push({
            name: `${guide.slug} / ${chapter.id} / block ${index + 1} (line ${node.position?.start.line})`,
            kind: run,
            code: node.value,
            expected:
              next?.type === 'code' && fenceCheck(next) === 'output' ? next.value : undefined,
            block: async (p) => p.locator('main [data-code-block]').nth(index),
          });
        });
        if (targets.length)
          failures.push(
            ...(await checkPage(page, `${chapterPath(guide.slug, chapter.id)}/`, targets)),
          );
      }
      expect(failures, failures.join('\n\n')).toEqual([]);
    });
  }
});

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
