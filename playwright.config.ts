import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

// The system Chromium (Debian's `chromium`), or CHROMIUM_PATH; Playwright's own browser otherwise.
const executablePath =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
const port = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // One retry in CI: a test that passes only on its retry is reported as flaky in the summary
  // (read it; each one is a race to find), and one rare race no longer fails a 15-minute run.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  // The nginx and S3 smoke runs go side by side in `npm test` (scripts/parallel.mjs): each keeps
  // its own output folder, since a run empties its folder when it starts.
  outputDir: process.env.E2E_SERVER ? `test-results/${process.env.E2E_SERVER}` : 'test-results',
  use: {
    // The site's service worker (components/frame/offline/) answers a page's requests before
    // page.route() can see them, so it is off except where tests/e2e/offline.spec.ts allows it.
    serviceWorkers: 'block',
    baseURL: process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath,
      // This machine has no network: keep Chromium from reaching out on its own.
      args: [
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-gpu',
      ],
    },
  },
  // A plain static file server, like object storage: no single-page fallback, 404.html for unknown paths.
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: `node node_modules/http-server/bin/http-server out -p ${port} -a 127.0.0.1 -s -c-1`,
        url: `http://127.0.0.1:${port}/`,
        reuseExistingServer: !process.env.CI,
      },
});
