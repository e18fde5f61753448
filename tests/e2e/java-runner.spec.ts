import { expect, test, type Locator, type Page } from '@playwright/test';
import { studyDocs } from '@/content/library';
import { compareOutput } from '@/lib/check/run';
import { fenceCheck, loadGuide } from '@/lib/library/guide';
import { chapterPath } from '@/lib/library/guidePaths';
import { questionAnchor } from '@/lib/practice/anchors';
import { loadBanks } from '@/lib/practice/loadBanks';
import { topicPath } from '@/lib/practice/paths';
import { fenceRunnable, runnableOf } from '@/lib/practice/runnable';

/**
 * Java in the page (issue #35). Every Java Run button tells the truth: each example that
 * lib/java/javaRuns.json records as a match (the build's own decision, lib/practice/runnable.ts)
 * is run on its card or in its chapter and compared with its checked JDK 25 output; a failure
 * names the bank, topic and question (or guide, chapter and block). A bank's topics are visited
 * by their tabs (in-page navigation), so one toolchain, started once, serves the whole bank: a
 * first program costs 15-20 s of TeaVM's start, the next ones seconds. The rest: what a failed
 * load says, compile errors, exceptions, the time limit, and the deploy smoke test.
 */

/** A finished run's status line (components/frame/run/index.ts statusLine). */
const finished = /^(Finished|Ended|Stopped|Java could not start|The runner failed)/;
const slow = { timeout: 180_000 };

interface Target {
  name: string;
  code: string;
  expected?: string;
  block: (page: Page) => Promise<Locator>;
}

async function check(page: Page, target: Target): Promise<string | undefined> {
  const block = await target.block(page);
  await block.scrollIntoViewIfNeeded();
  await block.locator('[data-run-button]').click();
  const status = block.locator('[data-run-status]');
  await expect(status).toHaveText(finished, slow);
  const said = (await status.textContent()) ?? '';
  const output = block.locator('[data-run-output]');
  const stream = async (name: string) => {
    const pre = output.locator(`pre[data-stream="${name}"]`);
    return (await pre.count()) ? ((await pre.textContent()) ?? '') : '';
  };
  if (!said.startsWith('Finished'))
    return `${said}\n${await stream('error')}${await stream('stderr')}`;
  return compareOutput(target.expected, await stream('stdout'));
}

/** Counts the toolchain's downloads: once per page, whatever the number of Runs. */
function countToolchainFetches(page: Page) {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/java-[0-9a-f]+\/toolchain\.wasm$/.test(r.url())) seen.push(r.url());
  });
  return seen;
}

async function openPage(page: Page, url: string) {
  await page.goto(url);
  await page.locator('html[data-hydrated], html.js').first().waitFor({ state: 'attached' });
}

test.describe('every Java Run button tells the truth', () => {
  test.describe.configure({ timeout: 900_000 });

  for (const bank of loadBanks()) {
    const topics = bank.topics
      .map((topic) => ({
        topic,
        questions: topic.questions.filter(
          (q) => q.codeExample && runnableOf(q.codeExample, bank.slug).run === 'java',
        ),
      }))
      .filter((t) => t.questions.length);
    if (!topics.length) continue;
    test(`bank ${bank.slug}`, async ({ page }) => {
      const fetches = countToolchainFetches(page);
      const failures: string[] = [];
      let count = 0;
      for (const [i, { topic, questions }] of topics.entries()) {
        const url = `${topicPath(bank, topic.key)}/`;
        if (i === 0) await openPage(page, url);
        else {
          // In-page navigation by the topic's tab: the page, its frame and the toolchain stay.
          await page.locator(`a[href="${url}"]`).first().click();
          await expect(page).toHaveURL(new RegExp(`${url.replace(/[/.]/g, '\\$&')}$`));
        }
        for (const q of questions) {
          count++;
          const problem = await check(page, {
            name: `${bank.slug} / ${topic.key} / question ${q.id}`,
            code: q.codeExample!.code,
            expected: q.codeExample!.expectedOutput,
            block: async (p) => {
              const card = p.locator(`#${questionAnchor(topic.key, q.id)}`);
              await card.getByText('Show Code', { exact: true }).click();
              return card.locator('[data-code-block]');
            },
          });
          if (problem)
            failures.push(`${bank.slug} / ${topic.key} / question ${q.id} (${url}): ${problem}`);
        }
      }
      test.info().annotations.push({ type: 'runs', description: String(count) });
      expect(failures, failures.join('\n\n')).toEqual([]);
      expect(fetches, 'the toolchain is fetched once for the whole bank').toHaveLength(1);
    });
  }

  for (const doc of studyDocs) {
    const guide = loadGuide(doc.slug);
    const chapters = guide.chapters
      .map((chapter) => {
        const fences = chapter.nodes.filter((n) => n.type === 'code' && fenceCheck(n) !== 'output');
        const targets: Target[] = [];
        chapter.nodes.forEach((node, i) => {
          if (node.type !== 'code' || fenceCheck(node) === 'output') return;
          const { run } = fenceRunnable(node.lang, fenceCheck(node), node.value, guide.slug);
          if (run !== 'java') return;
          const next = chapter.nodes[i + 1];
          const index = fences.indexOf(node);
          targets.push({
            name: `${guide.slug} / ${chapter.id} / block ${index + 1} (line ${node.position?.start.line})`,
            code: node.value,
            expected:
              next?.type === 'code' && fenceCheck(next) === 'output' ? next.value : undefined,
            block: async (p) => p.locator('main [data-code-block]').nth(index),
          });
        });
        return { chapter, targets };
      })
      .filter((c) => c.targets.length);
    if (!chapters.length) continue;
    // A guide's chapters are pages of reading (no in-page navigation): one toolchain per chapter.
    test(`guide ${doc.slug}`, async ({ page }) => {
      const failures: string[] = [];
      for (const { chapter, targets } of chapters) {
        const url = `${chapterPath(guide.slug, chapter.id)}/`;
        await openPage(page, url);
        for (const target of targets) {
          const problem = await check(page, target);
          if (problem) failures.push(`${target.name} (${url}): ${problem}`);
        }
      }
      expect(failures, failures.join('\n\n')).toEqual([]);
    });
  }
});

/** The first Java example with Run: its topic page, its card and its output. */
function firstJava() {
  for (const bank of loadBanks())
    for (const topic of bank.topics)
      for (const q of topic.questions)
        if (q.codeExample && runnableOf(q.codeExample, bank.slug).run === 'java')
          return {
            url: `${topicPath(bank, topic.key)}/`,
            card: `#${questionAnchor(topic.key, q.id)}`,
            expected: q.codeExample.expectedOutput,
          };
  throw new Error('no Java example has Run: is lib/java/javaRuns.json empty?');
}

async function openFirstJava(page: Page) {
  const example = firstJava();
  await page.goto(example.url);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const card = page.locator(example.card);
  await card.getByText('Show Code', { exact: true }).click();
  return { block: card.locator('[data-code-block]'), expected: example.expected };
}

const wasm = '**/java-*/toolchain.wasm';

test.describe('the Java runner', () => {
  test('a failed load says so and Run retries; compile errors, exceptions and endless loops', async ({
    page,
  }) => {
    test.setTimeout(600_000);
    const { block, expected } = await openFirstJava(page);
    const run = block.locator('[data-run-button]');
    const status = block.locator('[data-run-status]');
    const stream = (name: string) => block.locator(`pre[data-stream="${name}"]`);

    // Nothing of Java loads before the first Java Run.
    const fetches = countToolchainFetches(page);
    await page.waitForLoadState('networkidle');
    expect(fetches).toEqual([]);

    // A 404: said, naming the part; Run stays to try again.
    await page.route(wasm, (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await run.click();
    await expect(status).toHaveText(
      /^Java could not start: the compiler \(toolchain\.wasm: javac and TeaVM\) did not load: the server answered 404\. .*press Run to try again/,
      { timeout: 60_000 },
    );
    await expect(run).toBeEnabled();
    await page.unroute(wasm);

    // The wrong content type (an HTML page where the .wasm should be): said too.
    await page.route(wasm, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, headers: { 'content-type': 'text/html; charset=utf-8' } });
    });
    await run.click();
    await expect(status).toHaveText(
      /^Java could not start: the compiler \(toolchain\.wasm: javac and TeaVM\) came as text\/html, not application\/wasm/,
      { timeout: 60_000 },
    );
    await page.unroute(wasm);

    // Run again: it starts, and prints what JDK 25 printed.
    await run.click();
    await expect(status).toHaveText(/^Starting Java 25 \(javac and TeaVM, about \d+ MB/);
    await expect(status).toHaveText(finished, slow);
    await expect(status).toHaveText(/^Finished/);
    expect(compareOutput(expected, await stream('stdout').innerText())).toBeUndefined();

    const edit = async (code: string) => {
      await block.locator('[data-run-editor] .cm-content').click();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.insertText(code);
    };
    await block.locator('[data-edit-button]').click();
    await expect(block.locator('[data-run-editor] .cm-content')).toBeFocused();

    // A compile error: javac's words, with the file, line and a caret.
    await edit(
      'public class Broken {\n    public static void main(String[] args) {\n        int n = "seven";\n    }\n}\n',
    );
    await run.click();
    await expect(status).toHaveText(/^Ended with an error/, slow);
    await expect(stream('error')).toContainText('Broken.java:3: error: incompatible types');
    await expect(stream('error')).toContainText('^');

    // An uncaught exception: stdout before it, then its class and message on stderr.
    await edit(
      'public class Throws {\n    public static void main(String[] args) {\n        System.out.println("before");\n        throw new IllegalStateException("boom");\n    }\n}\n',
    );
    await run.click();
    await expect(status).toHaveText(/^Ended with an error/, slow);
    await expect(stream('stdout')).toHaveText('before\n');
    await expect(stream('stderr')).toContainText(
      'Exception in thread "main" java.lang.IllegalStateException: boom',
    );
    await expect(stream('stderr')).toContainText('\tat Throws.main(Throws.java:4)');

    // Its trace: the learner's methods and lines as JDK 25 prints them (TeaVM may inline divide
    // into main; it is still its own frame), no launcher, runtime or class library frames.
    await edit(
      'public class Throws {\n    static int divide(int a, int b) {\n        return a / b;\n    }\n\n    public static void main(String[] args) {\n        System.out.println("before");\n        System.out.println(divide(6, args.length));\n    }\n}\n',
    );
    await run.click();
    await expect(status).toHaveText(/^Ended with an error/, slow);
    await expect(stream('stderr')).toHaveText(
      'Exception in thread "main" java.lang.ArithmeticException: / by zero\n' +
        '\tat Throws.divide(Throws.java:3)\n' +
        '\tat Throws.main(Throws.java:8)\n',
    );

    // An endless loop: stopped at the time limit; the warm toolchain runs the next program.
    await edit(
      'public class Loop {\n    public static void main(String[] args) {\n        long n = 0;\n        while (true) n++;\n    }\n}\n',
    );
    await run.click();
    await expect(status).toHaveText(/^Stopped after \d+ s/, slow);
    await block.locator('[data-reset-button]').click();
    await run.click();
    await expect(status).toHaveText(/^Finished/, slow);
    expect(compareOutput(expected, await stream('stdout').innerText())).toBeUndefined();
    // Three requests: the 404, the wrong type, and the one that loaded; none after.
    expect(fetches).toHaveLength(3);
  });
});

test.describe('the Java runner @smoke', () => {
  test('runs a Java example under the site policy, with files of the right type', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    const types: Record<string, string> = {};
    page.on('response', (r) => {
      const name = /\/assets\/java-[0-9a-f]+\/([^/]+)$/.exec(r.url())?.[1];
      if (name) types[name] = r.headers()['content-type'] ?? '';
    });
    const { block, expected } = await openFirstJava(page);
    await block.locator('[data-run-button]').click();
    await expect(block.locator('[data-run-status]')).toHaveText(/^Finished/, slow);
    expect(
      compareOutput(expected, await block.locator('pre[data-stream="stdout"]').innerText()),
    ).toBeUndefined();
    expect(types['toolchain.wasm']).toBe('application/wasm');
    expect(types['platform.zip']).toBe('application/zip');
    expect(types['classlib.zip']).toBe('application/zip');
    expect(violations).toEqual([]);
    if (process.env.E2E_SERVER === 'nginx') {
      const frame = await page.request.get(
        (await page.locator('iframe[title="Java runner"]').getAttribute('src'))!,
      );
      expect(frame.headers()['content-security-policy']).toMatch(
        /^default-src 'none'; script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'; worker-src blob:.*frame-ancestors 'self'$/,
      );
    }
  });
});
