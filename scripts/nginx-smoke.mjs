// Serves out/ with nginx using deploy/nginx.conf and runs the @smoke end-to-end tests against
// it. Skipped, with a notice, where nginx is not installed (CI installs it).
import { spawnSync } from 'node:child_process';
import { nginx, startNginx } from './lib/nginx.mjs';

if (!nginx) {
  console.log('notice: nginx is not installed; the nginx smoke test is skipped (CI installs it).');
  process.exit(0);
}

const port = Number(process.env.NGINX_PORT ?? 8089);
const stop = startNginx([{ port, root: 'out' }]);
let status = 1;
try {
  const result = spawnSync(
    process.execPath,
    ['node_modules/@playwright/test/cli.js', 'test', '--grep', '@smoke'],
    {
      stdio: 'inherit',
      env: { ...process.env, E2E_BASE_URL: `http://127.0.0.1:${port}`, E2E_SERVER: 'nginx' },
    },
  );
  status = result.status ?? 1;
} finally {
  stop();
}
process.exit(status);
