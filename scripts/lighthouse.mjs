// Lighthouse, mobile (default simulated throttling) and desktop, three runs each (round robin),
// median and mean kept, on six pages of out/ and on two floors made in the same run: a bare
// Next.js page (the floor of a page with React) and a bare HTML page with the site's stylesheets
// and no script (the floor of a page of reading). The bare Next.js page is measured a second time
// from another port as a control: the two differ only by noise, so their gap is that run's noise. Not part of `npm test` (timings vary);
// run after `npm run build`:   npm run lighthouse
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { buildBareHtmlPage, buildBarePage } from './lib/bare.mjs';
import { routeKind } from './lib/budgets.mjs';
import { pagesOf } from './lib/measure.mjs';
import { nginx, startNginx } from './lib/nginx.mjs';
import { precompress } from './lib/precompress.mjs';
import { startS3, websiteUrl } from './lib/s3.mjs';

const RUNS = Number(process.env.LH_RUNS ?? 3);
// The servers listen on LH_PORT and the four ports after it (S3 on the fourth).
const PORT = Number(process.env.LH_PORT ?? 4301);
const chromePath =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));

function serve(dir, port) {
  const child = spawn(
    process.execPath,
    [
      'node_modules/http-server/bin/http-server',
      dir,
      '-p',
      String(port),
      '-a',
      '127.0.0.1',
      '-s',
      '-c-1',
      '-g',
    ],
    { stdio: 'ignore' },
  );
  return child;
}

async function waitFor(url) {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}

/** s3rver with two website buckets holding out/: one as stored, one compressed at rest. */
async function startS3Site() {
  const port = Number(process.env.S3_PORT ?? PORT + 3);
  const directory = mkdtempSync(path.join(tmpdir(), 's3rver-'));
  const server = await startS3({ port, directory });
  // The bare page goes up too, compressed at rest like ours, so one row meets the same server.
  for (const [bucket, gzip, folder] of [
    ['stored', '0', 'out'],
    ['site', '1', 'out'],
    ['bare', '1', bareOut],
    ['barehtml', '1', bareHtml],
  ]) {
    await server.createWebsiteBucket(bucket);
    const code = await new Promise((resolve) =>
      spawn(process.execPath, ['scripts/deploy-s3.mjs', folder], {
        stdio: 'inherit',
        env: { ...process.env, ...server.deployEnv(bucket), S3_GZIP: gzip },
      }).on('exit', resolve),
    );
    if (code !== 0) throw new Error(`the deploy to ${bucket} failed`);
  }
  return {
    stored: websiteUrl('stored', port),
    gzip: websiteUrl('site', port),
    bare: websiteUrl('bare', port),
    bareHtml: websiteUrl('barehtml', port),
    async stop() {
      await server.stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

// Both sites with stored level-9 .gz copies, so both are served the same way (nginx's
// gzip_static or http-server -g): out/ has them from `npm run build`, the bare page gets them here.
if (!existsSync('out/index.html.gz'))
  throw new Error('out/ has no .gz copies: build it with `npm run build` (not `next build` alone)');

// The largest practice page and the largest drill page: the most gzip bytes of HTML (topic pages
// included), read from the build's .gz copies.
const largest = (kind) =>
  pagesOf('out')
    .filter(([route]) => routeKind(route) === kind)
    .map(([route, file]) => [route, statSync(`${file}.gz`).size])
    .sort((a, b) => b[1] - a[1])[0][0];
const practice = largest('practice');
const drill = largest('drill');

const bareOut = buildBarePage();
precompress(bareOut);
const bareHtml = buildBareHtmlPage('out');
precompress(bareHtml);
// nginx with the shipped server block where it is installed: the site served as it is deployed,
// by a server that takes next to nothing from the two cores Chromium measures on. Elsewhere
// http-server, a Node process competing for those cores, which makes runs noisier.
// LH_HTTP_SERVER=1 picks http-server even where nginx is installed.
const serverName = nginx && !process.env.LH_HTTP_SERVER ? 'nginx' : 'http-server';
const sites = [
  { port: PORT, root: 'out' },
  { port: PORT + 1, root: bareOut },
  { port: PORT + 2, root: bareOut },
  { port: PORT + 4, root: bareHtml },
];
let stopServers;
if (serverName === 'nginx') {
  stopServers = startNginx(sites);
} else {
  const servers = sites.map(({ port, root }) => serve(root, port));
  stopServers = () => servers.forEach((child) => child.kill());
}
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

const BARE = 'bare Next.js page';
const CONTROL = 'bare Next.js page again (control)';
const BARE_S3 = 'bare Next.js page (gzip at rest)';
const BARE_HTML = 'bare HTML page with the site CSS';
const BARE_HTML_S3 = 'bare HTML page with the site CSS (gzip at rest)';
const floors = [BARE, CONTROL, BARE_S3, BARE_HTML, BARE_HTML_S3];
// Pages of reading (home, a chapter, the library, a viewer, the search page) and the largest
// practice and drill pages, which keep React; and any other route LH_PAGES names.
const standard = [
  '/',
  '/book/java/arrays-strings',
  '/book',
  '/htmlpdf',
  '/search',
  practice,
  drill,
];
const measured = [
  ...standard,
  ...(process.env.LH_PAGES?.split(',') ?? []).filter((route) => !standard.includes(route)),
];
const pageUrl = (route) => (route === '/' ? '/' : `${route}/`);
// LH_S3=1: the pages from the website endpoint of an S3-compatible server (s3rver, scripts/lib/
// s3.mjs), deployed twice with the project's recipe: as stored (S3_GZIP=0, every file as it is,
// as a bucket without a compressing CDN serves a plain upload) and compressed at rest (the
// default: text files stored gzip-compressed with Content-Encoding: gzip).
const s3 = process.env.LH_S3 ? await startS3Site() : undefined;
const pages = [
  [BARE, `http://127.0.0.1:${PORT + 1}/`],
  [BARE_HTML, `http://127.0.0.1:${PORT + 4}/`],
  ...(s3
    ? [
        [BARE_S3, `${s3.bare}/`],
        [BARE_HTML_S3, `${s3.bareHtml}/`],
      ]
    : []),
  ...(s3
    ? measured.flatMap((route) => [
        // LH_S3_STORED=0 leaves out the as-stored rows (half the run's time).
        ...(process.env.LH_S3_STORED === '0'
          ? []
          : [[`${route} (as stored)`, `${s3.stored}${pageUrl(route)}`]]),
        [`${route} (gzip at rest)`, `${s3.gzip}${pageUrl(route)}`],
      ])
    : measured.map((route) => [route, `http://127.0.0.1:${PORT}${pageUrl(route)}`])),
  // Last in each round: it follows another page than the bare row does, so an effect of the order
  // would show as a gap between the two.
  [CONTROL, `http://127.0.0.1:${PORT + 2}/`],
];

// LH_PAGES=/,/backend and LH_FORM=mobile narrow a run (for quick comparisons).
const onlyPages = process.env.LH_PAGES?.split(',');
const onlyForm = process.env.LH_FORM;
const rows = [];
try {
  for (const { port } of sites) await waitFor(`http://127.0.0.1:${port}/`);
  for (const [formFactor, config] of [
    ['mobile', undefined],
    ['desktop', desktopConfig],
  ]) {
    if (onlyForm && formFactor !== onlyForm) continue;
    const chosen = pages.filter(
      ([name]) =>
        !onlyPages || floors.includes(name) || onlyPages.includes(name.replace(/ \(.*\)$/, '')),
    );
    const runs = new Map(chosen.map(([name]) => [name, []]));
    // Round robin (every page once, then again): the machine's load drifts during a run, and
    // each page, the bare one included, should meet the same conditions.
    for (let i = 0; i < RUNS; i++) {
      for (const [name, url] of chosen) {
        const result = await lighthouse(
          url,
          { port: chrome.port, output: 'json', logLevel: 'error' },
          config,
        );
        const { categories, audits } = result.lhr;
        // LH_SAVE=1 keeps every report (for the main-thread breakdown, long tasks, and so on).
        if (process.env.LH_SAVE)
          writeFileSync(
            path.join('.bench', `lhr-${formFactor}-${name.replace(/\W+/g, '_')}-${i}.json`),
            JSON.stringify(result.lhr),
          );
        runs.get(name).push({
          performance: Math.round(categories.performance.score * 100),
          accessibility: Math.round(categories.accessibility.score * 100),
          bestPractices: Math.round(categories['best-practices'].score * 100),
          seo: Math.round(categories.seo.score * 100),
          lcp: audits['largest-contentful-paint'].numericValue,
          tbt: audits['total-blocking-time'].numericValue,
          cls: audits['cumulative-layout-shift'].numericValue,
        });
      }
    }
    for (const [name, pageRuns] of runs) {
      const pick = (key) => median(pageRuns.map((r) => r[key]));
      rows.push({
        formFactor,
        name,
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        seo: pick('seo'),
        lcp: pick('lcp'),
        tbt: pick('tbt'),
        cls: pick('cls'),
        // CLS must be 0 in every run, not only in the median one.
        worstCls: Math.max(...pageRuns.map((r) => r.cls)),
        scores: pageRuns.map((r) => r.performance),
        // With more runs (LH_RUNS=10) the mean separates a one-point difference better.
        mean: pageRuns.reduce((sum, r) => sum + r.performance, 0) / pageRuns.length,
      });
      const r = rows.at(-1);
      console.error(
        `${formFactor} ${name}: perf ${r.performance} (runs ${r.scores.join(', ')}), a11y ${r.accessibility}, bp ${r.bestPractices}, seo ${r.seo}, LCP ${Math.round(r.lcp)} ms, TBT ${Math.round(r.tbt)} ms, CLS ${r.cls} (worst ${r.worstCls})`,
      );
    }
  }
} finally {
  await chrome.kill();
  stopServers();
  await s3?.stop();
}

console.log(
  `\nLighthouse ${RUNS} runs each, median (Chromium ${chromePath ?? 'from chrome-launcher'}, served by ${serverName}${s3 ? "; our pages by s3rver's website endpoint" : ''}):\n`,
);
console.log(
  '| Form factor | Page | Performance (runs) | Mean | Accessibility | Best practices | SEO | LCP | TBT | CLS (worst run) |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  console.log(
    `| ${r.formFactor} | ${r.name} | ${r.performance} (${r.scores.join(', ')}) | ${r.mean.toFixed(1)} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${(r.lcp / 1000).toFixed(2)} s | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} (${r.worstCls.toFixed(3)}) |`,
  );
}

// Each page against the two floors of its own run and server (means): a page of reading should be
// within a point of the bare HTML page; one with React is compared with the bare Next.js page.
for (const formFactor of new Set(rows.map((r) => r.formFactor))) {
  const of = (name) => rows.find((r) => r.formFactor === formFactor && r.name === name)?.mean;
  console.log(`\n${formFactor}: mean performance against the floors of this run`);
  for (const r of rows.filter(
    (row) => row.formFactor === formFactor && !floors.includes(row.name),
  )) {
    const atRest = r.name.endsWith('(gzip at rest)');
    const html = of(atRest ? BARE_HTML_S3 : BARE_HTML);
    const next = of(atRest ? BARE_S3 : BARE);
    if (r.name.endsWith('(as stored)')) continue;
    const delta = (floor) => (floor === undefined ? 'n/a' : (r.mean - floor).toFixed(1));
    console.log(
      `  ${r.name}: ${r.mean.toFixed(1)} (bare HTML ${delta(html)}, bare Next.js ${delta(next)})`,
    );
  }
}
