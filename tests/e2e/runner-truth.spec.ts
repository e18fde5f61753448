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

/**
 * Opens `url` and presses its Run buttons. `byTab`: the page is a bank's topic reached from the
 * open topic by its tab (in-page navigation), so the page and its runners stay: one Pyodide
 * serves the whole bank, as for a learner who changes topics.
 */
async function checkPage(page: Page, url: string, targets: Target[], byTab = false) {
  const errors: string[] = [];
  const listen = (message: { type(): string; text(): string }) => {
    // A file an example names that the site lacks (<img src="/img/...">, /js/main.js, a font),
    // or another site, does not load in the sandbox: that is no rendering error.
    if (message.type() === 'error' && !resourceLoad.test(message.text()))
      errors.push(message.text());
  };
  page.on('console', listen);
  if (byTab) {
    await page.locator(`a[href="${url}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${url.replace(/[/.]/g, '\\$&')}$`));
  } else {
    await page.goto(url);
    await page.locator('html.js').waitFor();
  }
  const failures: string[] = [];
  for (const target of targets) {
    const problem = await check(page, target, errors);
    if (problem) failures.push(`${target.name} (${url}): ${problem}`);
  }
  page.off('console', listen);
  return failures;
}

/** Counts the Python interpreter's downloads: one per Pyodide started in the page. */
function countPythonStarts(page: Page) {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/pyodide-[0-9a-f]+\/pyodide\.asm\.wasm$/.test(r.url())) seen.push(r.url());
  });
  return seen;
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
      let pages = 0;
      let python = false;
      const pythonStarts = countPythonStarts(page);
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
        python ||= targets.some((t) => t.kind === 'python');
        failures.push(
          ...(await checkPage(page, `${topicPath(bank, topic.key)}/`, targets, pages++ > 0)),
        );
      }
      test.info().annotations.push({ type: 'runs', description: String(count) });
      expect(failures, failures.join('\n\n')).toEqual([]);
      expect(pythonStarts, 'Python starts once for the whole bank, if it has Python').toHaveLength(
        python ? 1 : 0,
      );
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
