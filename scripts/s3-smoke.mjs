// Deploys out/ to an S3-compatible server (s3rver, on 127.0.0.1 only, stopped at the end) with
// the project's recipe (scripts/deploy-s3.mjs, through the S3 API), makes the bucket a website
// (index document index.html, error document 404.html), and runs the @smoke end-to-end tests
// against the bucket's website endpoint: http://site.s3-website.localhost:<port>/.
//   npm run test:s3            (S3_PORT picks the port, 4568 by default)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startS3, websiteUrl } from './lib/s3.mjs';

/** Runs a command to its end without blocking this process, which is the S3 server too. */
const run = (args, env) =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, args, { stdio: 'inherit', env });
    child.on('exit', (code) => resolve(code ?? 1));
  });

const port = Number(process.env.S3_PORT ?? 4568);
const directory = mkdtempSync(path.join(tmpdir(), 's3rver-'));
const s3 = await startS3({ port, directory });
let status = 1;
try {
  await s3.createWebsiteBucket('site');
  if (
    (await run(['scripts/deploy-s3.mjs', 'out'], { ...process.env, ...s3.deployEnv('site') })) !== 0
  )
    throw new Error('the deploy failed');
  status = await run(['node_modules/@playwright/test/cli.js', 'test', '--grep', '@smoke'], {
    ...process.env,
    E2E_BASE_URL: websiteUrl('site', port),
    E2E_SERVER: 's3',
    // The test runner's own requests resolve the endpoint's .localhost name as Chromium does.
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ./scripts/lib/localhost-names.mjs`,
  });
} finally {
  await s3.stop();
  rmSync(directory, { recursive: true, force: true });
}
process.exit(status);
