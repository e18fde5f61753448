// Pages of reading carry no framework (issue #24): after `npm run build`, no page but the
// practice and drill pages loads a /_next/ script or carries Next's inline payload, every page
// loads the frame's module, and what a page of reading loads before any interaction is small.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { gzipSync } from 'node:zlib';
import { routeKind } from '../../scripts/lib/budgets.mjs';
import { pagesOf } from '../../scripts/lib/measure.mjs';

const out = 'out';
const budgets = JSON.parse(readFileSync('budgets.json', 'utf8'));
const gzip = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
/**
 * The frame's first script may cost this much, gzip, on every page (issue #31). The theme switch,
 * the service worker's registration and the early-tap replay (issues #36 and #39) took it to
 * 3456 B, 580 B of it esbuild's shared runtime chunk (an object `define` made a lazily initialised
 * module, and the TypeScript stripper's CommonJS helpers came with it); with the run assets
 * defined as JSON text and the stripper bundled apart it is 2796 B again.
 */
const FRAME_FIRST_LOAD = 3 * 1024;

const pages = pagesOf(out).map(([route, file]) => {
  const kind = routeKind(route);
  return {
    route,
    file,
    html: readFileSync(file, 'utf8'),
    react: kind === 'practice' || kind === 'drill',
  };
});
const reading = pages.filter((p) => !p.react);
const interactive = pages.filter((p) => p.react);

const scriptsOf = (html) => [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]);

test('the split is the route table’s: practice and drill pages keep React, the rest do not', () => {
  assert.ok(reading.length > 150, `only ${reading.length} pages of reading`);
  assert.ok(interactive.length > 90, `only ${interactive.length} practice and drill pages`);
  assert.ok(reading.some((p) => p.route === '/book/java/arrays-strings'));
  assert.ok(reading.some((p) => p.route === '/search'));
  assert.ok(reading.some((p) => p.route === '/404.html'));
});

test('no page of reading loads a /_next/ script, preloads one or carries the inline payload', () => {
  const failures = [];
  for (const { route, html } of reading) {
    if (scriptsOf(html).some((src) => src.startsWith('/_next/')))
      failures.push(`${route}: a /_next/ script`);
    if (/<link\b[^>]*href="\/_next\/[^"]*\.js"/.test(html))
      failures.push(`${route}: a /_next/ script preload`);
    if (html.includes('self.__next_f'))
      failures.push(`${route}: Next's inline payload (self.__next_f)`);
    if (html.includes('TURBOPACK')) failures.push(`${route}: Turbopack's bootstrap`);
  }
  assert.deepEqual(failures, []);
});

test('the practice and drill pages still have what React needs', () => {
  const failures = [];
  for (const { route, html } of interactive) {
    if (!scriptsOf(html).some((src) => src.startsWith('/_next/')))
      failures.push(`${route}: no /_next/ script`);
    if (!html.includes('self.__next_f'))
      failures.push(`${route}: no inline payload to hydrate from`);
  }
  assert.deepEqual(failures, []);
});

test('no client-navigation payload is left beside a page of reading; practice pages keep theirs', () => {
  const left = [];
  for (const { route, file } of reading) {
    if (!file.endsWith('index.html')) continue;
    const payloads = readdirSync(path.dirname(file)).filter((n) =>
      /^(index|__next\..*)\.txt$/.test(n),
    );
    if (payloads.length > 0) left.push(`${route}: ${payloads.join(', ')}`);
  }
  assert.deepEqual(left, []);
  assert.ok(existsSync(path.join(out, 'practicemysql', 'index.txt')), 'a bank lost its payload');
  assert.ok(
    existsSync(path.join(out, 'practicemysql', 'joins', 'index.txt')),
    'a topic lost its payload',
  );
});

test('every page loads the frame module, and it costs at most 3 KB gzip before any interaction', () => {
  const entries = new Set();
  for (const { route, html } of pages) {
    const frame = scriptsOf(html).filter((src) => src.startsWith('/assets/'));
    assert.equal(frame.length, 1, `${route}: ${frame.length} frame scripts`);
    // An async module: it holds back neither the first paint nor DOMContentLoaded.
    assert.match(html, new RegExp(`<script type="module" async="" src="${frame[0]}"`), route);
    entries.add(frame[0]);
  }
  assert.equal(entries.size, 1, 'one frame module for the whole site');
  const [entry] = [...entries];
  // What the entry imports statically loads with it; dynamic imports (search, recovery, vitals)
  // load only when used.
  const first = [entry];
  for (let i = 0; i < first.length; i++) {
    const code = readFileSync(path.join(out, first[i]), 'utf8');
    for (const [, name] of code.matchAll(
      /(?:^|[;}\s])import\s*(?:[\w${},*\s]+from\s*)?"\.\/([^"]+)"/g,
    )) {
      const url = `/assets/${name}`;
      if (!first.includes(url)) first.push(url);
    }
  }
  const bytes = first.reduce((sum, url) => sum + gzip(path.join(out, url)), 0);
  assert.ok(
    bytes <= FRAME_FIRST_LOAD,
    `the frame's first load is ${bytes} B gzip (${first.join(', ')})`,
  );
  assert.ok(!first.some((url) => /\/(header|page)-/.test(url)), 'the search loads with the page');
  // The code runner (its controller, the editor, the TypeScript stripper, Pyodide, the sandbox
  // pages) loads on the first Run or Edit only, and the coding tasks' controller (task-, with its
  // harness) on the first Check, Edit or Reset: never with the frame, never preloaded.
  const runner =
    /\/assets\/(run|task|python|javascript|typescript|render|editor|py-worker|pyodide|bootstrap)-/;
  assert.deepEqual(
    first.filter((url) => runner.test(url)),
    [],
    'the runner loads with the frame',
  );
  // The coding tasks' controller and its JavaScript harness, loaded on a task's first use.
  const taskFiles = readdirSync(path.join(out, 'assets')).filter((f) => /^task-.*\.js$/.test(f));
  assert.equal(taskFiles.length, 1, `one task controller: ${taskFiles.join(', ')}`);
  const taskBytes = gzip(path.join(out, 'assets', taskFiles[0]));
  assert.ok(
    taskBytes <= budgets.taskControllerGzip,
    `the task controller is ${taskBytes} B gzip, over its budget of ${budgets.taskControllerGzip} B (budgets.json)`,
  );
  for (const { route, html } of pages) {
    const preloads = [...html.matchAll(/<link[^>]*rel="(?:modulepreload|preload|prefetch)"[^>]*>/g)]
      .map(([link]) => link)
      .filter((link) => /\/assets\//.test(link));
    assert.deepEqual(preloads, [], `${route} preloads the frame's parts`);
  }
});
