// Post-build step (after scripts/csp.ts, so the pages are final; before the gzip copies): writes
// the service worker and what it needs into the export.
// - out/sw.js: components/frame/offline/sw.ts bundled with Serwist by esbuild, with the precache
//   list: /offline/ (by a hash of its HTML) and the files it loads (hashed names, no revision).
//   The list changes with every build that changes them, so a new worker installs on the next
//   visit after a deploy.
// - out/offline/sets.json: every guide and bank a learner can save (components/frame/offline/):
//   its pages, the hashed files they load plus the frame's small parts, and their gzip size.
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { routes } from '@/lib/routes';
import { SETS_URL, SW_URL, type OfflineSet } from '@/components/frame/offline/names';

const dir = process.argv[2] ?? 'out';
const fileOf = (url: string) => path.join(dir, decodeURIComponent(url.split('?')[0]!));
const pageFile = (page: string) => path.join(fileOf(page), 'index.html');
const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/** The site's hashed files a page loads: its scripts, stylesheets, preloads and images. */
function filesOf(html: string): string[] {
  const urls = [...html.matchAll(/(?:src|href)="(\/(?:_next\/static|assets)\/[^"?#]+)"/g)].map(
    (m) => m[1]!,
  );
  return [...new Set(urls)].filter((url) => existsSync(fileOf(url)));
}

// The frame's parts a saved page may load on use (Run, copy, search box), under 64 KB each: the
// code editor, the TypeScript compiler and Java's sandbox are left to be kept as first used.
const frameParts = readdirSync(path.join(dir, 'assets'))
  .filter((name) => /\.(js|html)$/.test(name))
  // Java's sandbox (issue #35) loads on the first Java Run only, never ahead: kept once used.
  .filter((name) => !name.startsWith('run-java-'))
  .map((name) => `/assets/${name}`)
  .filter((url) => statSync(fileOf(url)).size < 64 * 1024);

// The offline page, what it loads and the frame's small parts (its list of what is kept is one),
// precached at install.
const offlineHtml = readFileSync(pageFile('/offline/'), 'utf8');
const precache = [
  {
    url: '/offline/',
    revision: createHash('sha256').update(offlineHtml).digest('hex').slice(0, 16),
  },
  ...[...new Set([...filesOf(offlineHtml), ...frameParts])].map((url) => ({ url, revision: null })),
];

function setOf(home: string): OfflineSet {
  const subpages = readdirSync(fileOf(home), { withFileTypes: true })
    .filter(
      (entry) =>
        entry.isDirectory() && existsSync(path.join(fileOf(home), entry.name, 'index.html')),
    )
    .map((entry) => `${home}${entry.name}/`)
    .sort();
  const pages = [home, ...subpages];
  const htmls = pages.map((page) => readFileSync(pageFile(page), 'utf8'));
  const assets = [...new Set([...htmls.flatMap(filesOf), ...frameParts])].sort();
  const title = (/<title>([^<|]*)/.exec(htmls[0]!)?.[1] ?? home).trim().replace(/&amp;/g, '&');
  const bytes = [...pages.map(pageFile), ...assets.map(fileOf)].reduce((sum, f) => sum + gz(f), 0);
  return { title, pages, assets, bytes };
}

const homes = [
  ...readdirSync(path.join(dir, 'book'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `/book/${entry.name}/`),
  ...routes.filter((route) => route.kind === 'practice').map((route) => `${route.path}/`),
].filter((home) => existsSync(pageFile(home)));
const sets = Object.fromEntries(homes.map((home) => [home, setOf(home)]));
writeFileSync(fileOf(SETS_URL), `${JSON.stringify(sets)}\n`);

const result = await build({
  entryPoints: ['components/frame/offline/sw.ts'],
  bundle: true,
  minify: true,
  format: 'iife',
  target: ['es2022'],
  legalComments: 'none',
  logLevel: 'warning',
  tsconfig: 'tsconfig.json',
  write: false,
  define: {
    __OFFLINE_PRECACHE__: JSON.stringify(precache),
    'process.env.NODE_ENV': '"production"',
  },
});
writeFileSync(fileOf(SW_URL), result.outputFiles[0]!.text);

const sizes = Object.values(sets).map((set) => set.bytes);
console.log(
  `build-sw: ${dir}${SW_URL} ${result.outputFiles[0]!.contents.length} B, precaches ${precache.length} files; ` +
    `${dir}${SETS_URL}: ${homes.length} guides and banks, ${Math.min(...sizes)}–${Math.max(...sizes)} B gzip each`,
);
