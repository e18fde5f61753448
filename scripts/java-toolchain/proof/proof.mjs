// Drives the proof in Chromium: serves the toolchain folder (build.sh's output) and this folder
// from one local origin, starts the worker, compiles and runs each program given, and prints
// the times and sizes. Usage: node scripts/java-toolchain/proof/proof.mjs <dist dir> <Main.java>...
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright';

const here = path.dirname(new URL(import.meta.url).pathname);
const [dist, ...programs] = process.argv.slice(2);
const port = Number(process.env.E2E_PORT ?? 4211);
const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.wasm': 'application/wasm',
  '.zip': 'application/zip',
};
let bytesServed = 0;
const server = http.createServer((req, res) => {
  const name = path.basename(new URL(req.url, 'http://x').pathname) || 'index.html';
  const file = [here, dist].map((d) => path.join(d, name)).find((f) => fs.existsSync(f));
  if (!file) return res.writeHead(404).end();
  const body = fs.readFileSync(file);
  bytesServed += body.length;
  res
    .writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' })
    .end(body);
});
await new Promise((r) => server.listen(port, '127.0.0.1', r));

for (const f of ['toolchain.wasm', 'platform.zip', 'classlib.zip', 'wasm-gc-runtime.js']) {
  const b = fs.readFileSync(path.join(dist, f));
  console.log(`${f}: ${b.length} bytes, ${zlib.gzipSync(b, { level: 9 }).length} gzip`);
}
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage();
page.on('console', (m) => console.log('[page]', m.text()));
await page.goto(`http://127.0.0.1:${port}/index.html`);
const t0 = Date.now();
const started = await page.evaluate(() => window.ask({ kind: 'start' }));
console.log('start', JSON.stringify(started), `${Date.now() - t0} ms wall`);
for (const program of programs) {
  const source = fs.readFileSync(program, 'utf8');
  const mainClass = path.basename(program, '.java');
  for (const round of ['first', 'second']) {
    const t = Date.now();
    const r = await page.evaluate((m) => window.ask(m), {
      kind: 'run',
      path: `${mainClass}.java`,
      source,
      mainClass,
    });
    console.log(
      `${program} (${round} run, ${Date.now() - t} ms wall):`,
      JSON.stringify(r, null, 1),
    );
  }
}
console.log(`bytes served: ${bytesServed}`);
await browser.close();
server.close();
