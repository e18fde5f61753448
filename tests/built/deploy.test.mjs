// What a deploy of out/ to object storage uploads (scripts/lib/objects.mjs), and the policy the
// post-build step wrote into every page and into nginx's map (scripts/csp.ts).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { cacheRules, staleKeys, uploadPlan } from '../../scripts/lib/objects.mjs';
import { textFiles } from '../../scripts/lib/precompress.mjs';
import { runnerPage, runnerPolicy } from '../../lib/csp.ts';

const out = 'out';
const plan = uploadPlan(out);
const byKey = new Map(plan.map((entry) => [entry.key, entry]));

test('every file of the site goes up once with a Content-Type; no .gz copy, nginx map or dotfile', () => {
  const keys = plan.map((entry) => entry.key);
  assert.equal(new Set(keys).size, keys.length);
  assert.deepEqual(
    keys.filter((key) => key.endsWith('.gz') || key === 'csp.nginx.map' || key.startsWith('.')),
    [],
  );
  for (const file of textFiles(out)) {
    const key = file.slice(out.length + 1);
    assert.ok(byKey.has(key), `${key} is not uploaded`);
  }
  assert.ok(plan.every((entry) => entry.contentType));
});

test('text goes up gzip-compressed with its type; PDFs and images as they are', () => {
  const expect = (key, contentType, gzip) => {
    const entry = byKey.get(key);
    assert.ok(entry, key);
    assert.equal(entry.contentType, contentType, key);
    assert.equal(entry.gzip, gzip, key);
  };
  expect('practice/react/index.html', 'text/html; charset=utf-8', true);
  expect('practice/react/index.txt', 'text/plain; charset=utf-8', true);
  expect('sitemap.xml', 'application/xml', true);
  expect('favicon.svg', 'image/svg+xml', true);
  expect('docs/java.pdf', 'application/pdf', false);
  // The error document goes up as it is (see uploadPlan).
  expect('404.html', 'text/html; charset=utf-8', false);
  for (const entry of plan.filter((e) => e.key.startsWith('_next/static/')))
    assert.equal(entry.gzip, /\.(js|css|txt|json|svg)$/.test(entry.key), entry.key);
  // The site search's index is compressed by Pagefind itself: never twice.
  for (const entry of plan.filter((e) => /\.(pagefind|pf_\w+)$/.test(e.key)))
    assert.equal(entry.gzip, false, entry.key);
});

test('hashed assets are cached for a year, pages and payloads briefly, and pages go up last', () => {
  assert.ok(
    plan.some((e) => e.key.endsWith('.pf_filter')),
    'the search index is part of the upload',
  );
  for (const entry of plan) {
    // The search index's chunks are named by their content's hash, like _next/static.
    const hashed = /^pagefind\/(.*\.pf_(meta|index|fragment|filter)|words\/[0-9a-f]+\/.*)$/.test(
      entry.key,
    );
    const expected =
      entry.key === 'sw.js'
        ? cacheRules.worker
        : entry.key.startsWith('_next/static/') || entry.key.startsWith('assets/') || hashed
          ? cacheRules.immutable
          : entry.key.endsWith('.pdf')
            ? cacheRules.documents
            : cacheRules.short;
    assert.equal(entry.cacheControl, expected, entry.key);
  }
  const firstPage = plan.findIndex((entry) => entry.key.endsWith('.html'));
  assert.ok(firstPage > 0);
  assert.ok(plan.slice(firstPage).every((entry) => entry.key.endsWith('.html')));
});

test('the service worker goes up revalidated on every visit, in the S3 upload and nginx alike', () => {
  const worker = byKey.get('sw.js');
  assert.ok(worker, 'out/sw.js is uploaded');
  assert.equal(worker.cacheControl, 'no-cache');
  assert.equal(worker.contentType, 'text/javascript; charset=utf-8');
  assert.match(readFileSync('deploy/nginx.conf', 'utf8'), /^\s*\/sw\.js "no-cache";$/m);
});

test('a deploy deletes stale pages but keeps earlier builds’ hashed assets', () => {
  assert.deepEqual(
    staleKeys(
      ['index.html', 'old-route/index.html', '_next/static/chunks/old.js', '_next/old-build/x.txt'],
      plan,
    ),
    ['old-route/index.html', '_next/old-build/x.txt'],
  );
});

test('every page carries its policy first in <head>, and nginx’s map has the same one per page', () => {
  const map = new Map(
    [...readFileSync(`${out}/csp.nginx.map`, 'utf8').matchAll(/^"([^"]+)" "([^"]+)";$/gm)].map(
      (m) => [m[1], m[2]],
    ),
  );
  const pages = textFiles(out).filter((file) => file.endsWith('.html'));
  assert.equal(map.size, pages.length);
  let runners = 0;
  for (const file of pages) {
    const html = readFileSync(file, 'utf8');
    const uri = `/${file.slice(out.length + 1)}`;
    const runner = runnerPage(uri);
    if (runner) {
      // The code runner's sandbox pages: their own policy, framed by the site's pages only.
      runners++;
      const own =
        /<meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="([^"]+)"\/>/.exec(
          html,
        );
      assert.equal(own?.[1], runnerPolicy(runner), file);
      assert.equal(map.get(uri), `${own[1]}; frame-ancestors 'self'`, file);
      continue;
    }
    const meta =
      /^<!DOCTYPE html><html[^>]*><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="([^"]+)"\/>/.exec(
        html,
      );
    assert.ok(meta, `${file}: no policy right after the charset`);
    assert.doesNotMatch(meta[1], /unsafe-inline/);
    assert.equal(map.get(uri), `${meta[1]}; frame-ancestors 'none'`);
  }
  assert.equal(runners, 3, 'the JavaScript, the render and the Java sandbox pages');
});
