import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
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
  // The worker watches Pyodide's runtime module by importing it too: one load all the same.
  const runtimeLoads: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/pyodide.asm.mjs')) runtimeLoads.push(r.url());
  });
  const block = await firstPythonBlock(page);
  await block.locator('[data-run-button]').click();
  await expect(block.locator('[data-run-status]')).toHaveText(/^Finished/, { timeout: 90_000 });
  expect(served).toBe(true);
  expect(runtimeLoads).toHaveLength(1);
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

/**
 * A download that stalls without failing: the server has sent its headers and part of the body,
 * then nothing more, the connection left open. A server of the test's own, since a route can
 * only answer whole; the browser's request for the part is sent on to it.
 */
async function stallingServer(file: string, bytes: number) {
  const body = readFileSync(file).subarray(0, bytes);
  const held: ServerResponse[] = [];
  const server = createServer((request, response) => {
    response.writeHead(200, {
      'Content-Type': 'application/zip',
      'Content-Length': String(statSync(file).size),
      'Access-Control-Allow-Origin': '*',
    });
    response.write(body);
    held.push(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => {
      held.forEach((response) => response.destroy());
      server.close();
    },
  };
}

/** The stall limit shortened for the test (components/frame/run/assets.ts STALL_MS is 30 s). */
const setStallLimit = (page: Page, ms: number) =>
  page.evaluate((limit) => ((window as { __runStallMs?: number }).__runStallMs = limit), ms);

test('a download that stops arriving is said, naming the part; Run then tries again', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stdlib = '**/pyodide-*/python_stdlib.zip';
  const pyodideDir = readdirSync('out/assets').find((name) => name.startsWith('pyodide-'))!;
  const stall = await stallingServer(`out/assets/${pyodideDir}/python_stdlib.zip`, 256 * 1024);
  try {
    await page.route(stdlib, (route) => route.continue({ url: stall.url }));
    const block = await firstPythonBlock(page);
    await setStallLimit(page, 4_000);
    const run = block.locator('[data-run-button]');
    await run.click();
    const status = block.locator('[data-run-status]');
    // The bar moves, then stops: and the status says which part stopped and what to do.
    await expect(status).toHaveText(/MB received/, { timeout: 60_000 });
    await expect(status).toHaveText(
      /^Python could not start: Python’s standard library \(python_stdlib\.zip\) stopped arriving: nothing came for 4 s\. Check the connection and press Run to try again/,
      { timeout: 60_000 },
    );
    await expect(run).toBeEnabled();
    await expect(run).not.toHaveAttribute('aria-busy');
    await page.unroute(stdlib);
    await setStallLimit(page, 30_000);
    await run.click();
    await expect(status).toHaveText(/^Finished/, { timeout: 90_000 });
  } finally {
    stall.close();
  }
});

test('a Python worker script that never arrives is said too', async ({ page }) => {
  const release = await holdBack(page, '**/assets/py-worker-*.js');
  const block = await firstPythonBlock(page);
  await setStallLimit(page, 2_000);
  await block.locator('[data-run-button]').click();
  await expect(block.locator('[data-run-status]')).toHaveText(
    /^Python could not start: the Python worker’s script stopped arriving: nothing came for 2 s\. Check the connection and press Run to try again/,
    { timeout: 20_000 },
  );
  release();
});
