// What a deploy to object storage uploads from an export, and how: each file's key, Content-Type,
// Content-Encoding and Cache-Control, in upload order. Pure apart from listing the folder; the
// upload itself is scripts/deploy-s3.mjs.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { compressible } from './precompress.mjs';

/**
 * Content-Type by file extension. A file whose extension is not here stops the deploy, naming
 * it: add its type here (and, if it is text, its extension to `compressible` in
 * precompress.mjs, which makes it go up gzip-compressed).
 */
export const contentTypes = {
  html: 'text/html; charset=utf-8',
  txt: 'text/plain; charset=utf-8', // Next's payloads for in-place navigation, robots.txt
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8', // Pyodide's modules (assets/pyodide-<hash>/)
  css: 'text/css; charset=utf-8',
  json: 'application/json',
  svg: 'image/svg+xml',
  xml: 'application/xml',
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  ico: 'image/x-icon',
  woff2: 'font/woff2',
  woff: 'font/woff',
  wasm: 'application/wasm', // Pyodide's interpreter and Pagefind's
  zip: 'application/zip', // Pyodide's Python standard library, compressed already
  // The site search's index (Pagefind): files Pagefind has gzip-compressed itself and inflates in
  // the browser. They go up as they are, with no Content-Encoding, so nothing inflates them twice.
  pagefind: 'application/octet-stream',
  pf_meta: 'application/octet-stream',
  pf_index: 'application/octet-stream',
  pf_fragment: 'application/octet-stream',
  pf_filter: 'application/octet-stream',
};

/**
 * The search index's chunks and its vocabulary's parts are named by a hash of their content (the
 * parts by their folder), as deploy/nginx.conf says.
 */
const hashedSearchChunk = /^pagefind\/(.*\.pf_(meta|index|fragment|filter)|words\/[0-9a-f]+\/.*)$/;

export const cacheRules = {
  /** Hashed build assets never change: a year, immutable. */
  immutable: 'public, max-age=31536000, immutable',
  /** The study PDFs: a day (as deploy/nginx.conf). */
  documents: 'public, max-age=86400',
  /** Pages, their .txt payloads and everything else: five minutes, so a deploy shows quickly. */
  short: 'public, max-age=300, must-revalidate',
  /**
   * The service worker (sw.js): revalidated on every visit (as deploy/nginx.conf), so a deploy's
   * worker reaches the learner on the next visit, not five minutes later.
   */
  worker: 'no-cache',
};

/** The service worker's key (components/frame/offline/names.ts SW_URL). */
export const workerKey = 'sw.js';

/**
 * Hashed build assets: Next's (`_next/static/`) and the frame's script modules (`assets/`, named
 * by esbuild with their content's hash). A deploy never deletes the previous builds' ones (pages
 * still open use them), and they are cached for a year.
 */
export const keptPrefixes = ['_next/static/', 'assets/'];
const isKept = (key) => keptPrefixes.some((prefix) => key.startsWith(prefix));

/** Files of the export that are not part of the site: gzip copies for nginx, nginx's CSP map, dotfiles. */
export function isSiteFile(key) {
  return (
    !key.endsWith('.gz') &&
    key !== 'csp.nginx.map' &&
    !key.split('/').some((part) => part.startsWith('.'))
  );
}

function files(dir, base = dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(file, base);
    return [path.relative(base, file).split(path.sep).join('/')];
  });
}

/**
 * One entry per object: { key, file, contentType, gzip, cacheControl }. `gzip` means the object
 * is stored compressed with Content-Encoding: gzip. The 404 page is the exception: a store sends
 * its error document through another path than its objects (s3rver drops the Content-Encoding
 * there), so it goes up as it is, where every store serves it right. Order: assets first, pages
 * last, so no new page is ever served before what it loads.
 */
export function uploadPlan(dir) {
  const plan = files(dir)
    .filter(isSiteFile)
    .map((key) => {
      const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
      const contentType = contentTypes[extension];
      if (!key.includes('.') || !contentType)
        throw new Error(
          `${dir}/${key}: no Content-Type for this file; add it to contentTypes in scripts/lib/objects.mjs`,
        );
      return {
        key,
        file: path.join(dir, key),
        contentType,
        gzip: compressible.test(key) && key !== '404.html',
        cacheControl:
          key === workerKey
            ? cacheRules.worker
            : isKept(key) || hashedSearchChunk.test(key)
              ? cacheRules.immutable
              : extension === 'pdf'
                ? cacheRules.documents
                : cacheRules.short,
      };
    });
  const isPage = (entry) => entry.key.endsWith('.html');
  return [...plan.filter((e) => !isPage(e)), ...plan.filter(isPage)];
}

/** Keys in the bucket that the new export no longer has, except the kept assets. */
export function staleKeys(existing, plan) {
  const current = new Set(plan.map((entry) => entry.key));
  return existing.filter(
    (key) => !current.has(key) && !isKept(key) && !hashedSearchChunk.test(key),
  );
}
