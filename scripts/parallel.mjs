// Runs npm scripts side by side and fails if any of them fails: `npm test` uses it for steps
// that share nothing (lint and types; the nginx and S3 smoke runs, each on its own port and
// Playwright output folder), so that on the 2-core CI machine one step's idle time (a server
// starting, a deploy, a single-threaded tool) is the other's working time.
// The first script prints as it goes; the others' output is kept and printed whole when each
// ends, so the log reads as if they had run one after the other.
//   node scripts/parallel.mjs lint typecheck
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('usage: node scripts/parallel.mjs <npm script> [<npm script> ...]');
  process.exit(2);
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs one npm script; resolves to its exit code and, unless it printed live, its output. */
function run(name, live) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(npm, ['run', name], {
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    const chunks = [];
    child.stdout?.on('data', (chunk) => chunks.push(chunk));
    child.stderr?.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      resolve({ name, code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks), seconds });
    });
  });
}

const results = await Promise.all(
  names.map((name, i) =>
    run(name, i === 0).then((result) => {
      if (i > 0) process.stdout.write(result.output);
      console.log(`parallel: ${name} ended with ${result.code} after ${result.seconds} s`);
      return result;
    }),
  ),
);
const failed = results.filter((r) => r.code !== 0);
if (failed.length) console.error(`parallel: failed: ${failed.map((r) => r.name).join(', ')}`);
process.exit(failed.length ? 1 : 0);
