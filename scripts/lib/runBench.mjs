// The code runner's first Run, measured in Chromium against out/ on a local server (http-server
// with the build's gzip copies, as `npm start` serves it): the bytes fetched from the press of
// Run to the output (what the runner costs a reader who never ran anything before on the page)
// and the time to that output. Timings belong here, never in a test.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const executablePath =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));

async function serve(port, cacheSeconds = -1) {
  const server = spawn(
    process.execPath,
    [
      'node_modules/http-server/bin/http-server',
      'out',
      '-p',
      String(port),
      '-a',
      '127.0.0.1',
      '-s',
      '-g',
      `-c${cacheSeconds}`,
    ],
    { stdio: 'ignore' },
  );
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(`http://127.0.0.1:${port}/`);
      return server;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  server.kill();
  throw new Error('http-server did not start');
}

/**
 * Each example: { name, url, card } (the topic page and the card's anchor). Returns one row per
 * example: the bytes fetched after Run (transferred, compressed) and the milliseconds to output.
 */
export async function measureRuns(examples, port = Number(process.env.BENCH_PORT ?? 4391)) {
  const server = await serve(port);
  const browser = await chromium.launch({ executablePath });
  const rows = [];
  try {
    for (const example of examples) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`http://127.0.0.1:${port}${example.url}`);
      await page.locator('html[data-hydrated]').waitFor();
      const card = page.locator(example.card);
      await card.getByText('Show Code', { exact: true }).click();
      const requests = [];
      page.on('requestfinished', (request) => requests.push(request));
      const started = Date.now();
      await card.locator('[data-run-button]').click();
      await card
        .locator('[data-run-status]')
        .filter({ hasText: /^Finished/ })
        .waitFor({ timeout: 120_000 });
      const ms = Date.now() - started;
      let bytes = 0;
      for (const request of requests) {
        const sizes = await request.sizes();
        bytes += sizes.responseBodySize + sizes.responseHeadersSize;
      }
      rows.push({ name: example.name, files: requests.length, bytes, ms });
      await context.close();
    }
  } finally {
    await browser.close();
    server.kill();
  }
  return rows;
}

/** Lighthouse's "slow 4G" (its mobile default): 1.6 Mbps down, 750 Kbps up, 150 ms round trip. */
const slow4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/**
 * The time from the press of Run to the example's first output on a slow-4G network, cold (nothing
 * cached) and warm (the same browser's second visit, its HTTP cache holding what the first
 * fetched; the server sends a year's max-age, as the deploy does for hashed files). The network
 * is throttled through CDP (Network.emulateNetworkConditions), which covers the page's workers.
 */
export async function measureSlowRun(example, port = Number(process.env.BENCH_PORT ?? 4391)) {
  const server = await serve(port, 31_536_000);
  const browser = await chromium.launch({ executablePath });
  const times = {};
  try {
    const context = await browser.newContext();
    for (const visit of ['cold', 'warm']) {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', slow4G);
      await page.goto(`http://127.0.0.1:${port}${example.url}`, { timeout: 120_000 });
      await page.locator('html[data-hydrated]').waitFor({ timeout: 120_000 });
      const card = page.locator(example.card);
      await card.getByText('Show Code', { exact: true }).click();
      const started = Date.now();
      await card.locator('[data-run-button]').click();
      await card.locator('pre[data-stream]').first().waitFor({ timeout: 300_000 });
      times[visit] = Date.now() - started;
      await page.close();
    }
    await context.close();
  } finally {
    await browser.close();
    server.kill();
  }
  return times;
}

/**
 * Java (issue #35), on one example: the first Run on a fresh page (bytes fetched, time to the
 * first output: the toolchain's download and start, then TeaVM's first compile), a second Run of
 * the same code (warm toolchain), a Run after an edit (javac and TeaVM again), and a first Run on
 * a second visit (files from the HTTP cache, a fresh toolchain). Times to the first output.
 */
export async function measureJavaRuns(example, port = Number(process.env.BENCH_PORT ?? 4391)) {
  const server = await serve(port, 31_536_000);
  const browser = await chromium.launch({ executablePath });
  const rows = [];
  try {
    const context = await browser.newContext();
    for (const visit of ['first visit', 'second visit']) {
      const page = await context.newPage();
      await page.goto(`http://127.0.0.1:${port}${example.url}`);
      await page.locator('html[data-hydrated]').waitFor();
      const card = page.locator(example.card);
      await card.getByText('Show Code', { exact: true }).click();
      const requests = [];
      page.on('requestfinished', (request) => requests.push(request));
      const timeRun = async (name) => {
        // The last Run's output goes first, so that only this Run's output is waited for.
        await card.locator('[data-run-output]').evaluate((node) => node.replaceChildren());
        const started = Date.now();
        await card.locator('[data-run-button]').click();
        await card.locator('pre[data-stream]').first().waitFor({ timeout: 300_000 });
        const ms = Date.now() - started;
        await card
          .locator('[data-run-status]')
          .filter({ hasText: /^(Finished|Ended|Stopped)/ })
          .waitFor({ timeout: 300_000 });
        rows.push({ name, ms, finishedMs: Date.now() - started });
      };
      await timeRun(`${visit}: first Run`);
      let bytes = 0;
      for (const request of requests) {
        const sizes = await request.sizes();
        bytes += sizes.responseBodySize + sizes.responseHeadersSize;
      }
      rows.at(-1).bytes = bytes;
      rows.at(-1).files = requests.length;
      if (visit === 'first visit') {
        await timeRun('second Run, same code');
        await card.locator('[data-edit-button]').click();
        await card.locator('[data-run-editor] .cm-content').click();
        await page.keyboard.press('ControlOrMeta+End');
        await page.keyboard.insertText('\n// edited\n');
        await timeRun('Run after an edit');
      }
      await page.close();
    }
    await context.close();
  } finally {
    await browser.close();
    server.kill();
  }
  return rows;
}
