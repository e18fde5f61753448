import { expect, test, type Page } from '@playwright/test';
import { questionAnchor } from '@/lib/practice/anchors';
import { loadBanks } from '@/lib/practice/loadBanks';
import { topicPath } from '@/lib/practice/paths';
import { runnableOf } from '@/lib/practice/runnable';
import { holdBack } from './holdBack';

// Issue #36: a runner part that fails to load says which part and what to try, and Run stays
// there to try again (components/frame/run/pyWorker.ts); never "Starting…" for ever.

const wasm = '**/pyodide-*/pyodide.asm.wasm';

async function firstPythonBlock(page: Page) {
  const bank = loadBanks().find((b) => b.slug === 'python')!;
  for (const topic of bank.topics)
    for (const q of topic.questions)
      if (q.codeExample && runnableOf(q.codeExample, 'python').run === 'python') {
        await page.goto(`${topicPath(bank, topic.key)}/`);
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
        const card = page.locator(`#${questionAnchor(topic.key, q.id)}`);
        await card.getByText('Show Code', { exact: true }).click();
        return card.locator('[data-code-block]');
      }
  throw new Error('the Python bank has no runnable example');
}

test('a 404 on pyodide.asm.wasm is said, naming the part; Run then tries again', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.route(wasm, (route) => route.fulfill({ status: 404, body: 'Not found' }));
  const block = await firstPythonBlock(page);
  const run = block.locator('[data-run-button]');
  await run.click();
  const status = block.locator('[data-run-status]');
  await expect(status).toHaveText(
    /^Python could not start: the Python interpreter \(pyodide\.asm\.wasm\) did not load: the server answered 404\. .*press Run to try again/,
    { timeout: 60_000 },
  );
  await expect(run).toBeEnabled();
  await page.unroute(wasm);
  await run.click();
  await expect(status).toHaveText(/^Finished/, { timeout: 90_000 });
});

test('a .wasm served as application/octet-stream still starts Python', async ({ page }) => {
  test.setTimeout(120_000);
  let served = false;
  await page.route(wasm, async (route) => {
    const response = await route.fetch();
    served = true;
    await route.fulfill({
      response,
      headers: { ...response.headers(), 'content-type': 'application/octet-stream' },
    });
  });
  const block = await firstPythonBlock(page);
  await block.locator('[data-run-button]').click();
  await expect(block.locator('[data-run-status]')).toHaveText(/^Finished/, { timeout: 90_000 });
  expect(served).toBe(true);
});

test('Pyodide loads only after intent (focus on Run), and its download shows a progress bar', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const wasmRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/pyodide.asm.wasm')) wasmRequests.push(r.url());
  });
  // The standard library held back, so the download stays under way while the test looks.
  const release = await holdBack(page, '**/pyodide-*/python_stdlib.zip');
  const block = await firstPythonBlock(page);
  await page.waitForLoadState('networkidle');
  expect(wasmRequests).toEqual([]);
  const run = block.locator('[data-run-button]');
  const requested = page.waitForRequest((r) => r.url().endsWith('/pyodide.asm.wasm'));
  await run.focus();
  await requested;
  await run.click();
  const bar = block.locator('[data-run-status] progress');
  await expect(bar).toBeVisible();
  await expect
    .poll(() => bar.evaluate((p: HTMLProgressElement) => p.value > 0 && p.value < p.max))
    .toBe(true);
  await expect(block.locator('[data-run-status]')).toHaveText(/MB received/);
  release();
  await expect(block.locator('[data-run-status]')).toHaveText(/^Finished/, { timeout: 90_000 });
});
