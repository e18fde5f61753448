// Integrity of the exported site: every internal link and asset resolves in out/, no page
// loads anything from another origin, and every page passes an HTML validator.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { HtmlValidate } from 'html-validate';
import { pagesOf } from '../../scripts/lib/measure.mjs';

const out = 'out';
const pages = pagesOf(out);

/** The file a URL path is served from on a static host (route/ -> route/index.html). */
function fileFor(urlPath) {
  const clean = decodeURIComponent(urlPath.split(/[?#]/)[0]);
  const target = path.join(out, clean);
  if (clean.endsWith('/')) return path.join(target, 'index.html');
  if (existsSync(target) && statSync(target).isDirectory()) return path.join(target, 'index.html');
  return target;
}

function references(html) {
  const refs = [];
  for (const m of html.matchAll(/\s(?:href|src|srcset|poster|data)="([^"]+)"/g)) refs.push(m[1]);
  // url() in <style> blocks and style attributes; not elsewhere:
  // code examples on the practice pages contain url() as text.
  for (const block of html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)) {
    for (const m of block[1].matchAll(/url\(\s*['"]?([^'")]+)['"]?\s*\)/g)) refs.push(m[1]);
  }
  for (const style of html.matchAll(/\sstyle="([^"]*)"/g)) {
    for (const m of style[1].matchAll(/url\(\s*(?:&quot;|['"])?([^'")&]+)/g)) refs.push(m[1]);
  }
  return refs.map((r) => r.replace(/&amp;/g, '&'));
}

test('every internal link and asset resolves in out/', () => {
  const broken = [];
  for (const [route, file] of pages) {
    for (const ref of references(readFileSync(file, 'utf8'))) {
      if (/^(mailto:|#|data:)/.test(ref)) continue;
      if (/^(https?:)?\/\//.test(ref)) continue; // checked by the next test
      const absolute = ref.startsWith('/')
        ? ref
        : new URL(ref, `http://site${route === '/' ? '/' : `${route}/`}`).pathname;
      if (!existsSync(fileFor(absolute))) broken.push(`${route}: ${ref}`);
    }
  }
  // Stylesheets reference fonts and images too.
  for (const css of new Set(
    pages.flatMap(([, f]) =>
      [
        ...readFileSync(f, 'utf8').matchAll(
          /<link[^>]*rel="stylesheet"[^>]*\shref="(\/_next\/static\/[^"]+\.css)"/g,
        ),
      ].map((m) => m[1]),
    ),
  )) {
    for (const m of readFileSync(fileFor(css), 'utf8').matchAll(
      /url\(\s*['"]?([^'")]+)['"]?\s*\)/g,
    )) {
      const ref = m[1];
      if (ref.startsWith('data:') || ref.startsWith('#')) continue;
      const absolute = ref.startsWith('/') ? ref : path.posix.join(path.posix.dirname(css), ref);
      if (!existsSync(fileFor(absolute))) broken.push(`${css}: ${ref}`);
    }
  }
  assert.deepEqual(broken, []);
});

test('no page loads anything from another origin', () => {
  const external = [];
  for (const [route, file] of pages) {
    const html = readFileSync(file, 'utf8');
    // Only loaded resources count: links to other sites (<a href>) and canonical/og URLs are fine.
    for (const m of html.matchAll(/<(script|img|iframe|link|source|video|audio)\b[^>]*>/g)) {
      const tag = m[0];
      if (
        m[1] === 'link' &&
        !/rel="(stylesheet|preload|modulepreload|icon|manifest|prefetch)"/.test(tag)
      )
        continue;
      const src = /\s(?:src|href)="([^"]+)"/.exec(tag)?.[1];
      if (src && /^(https?:)?\/\//.test(src)) external.push(`${route}: ${tag.slice(0, 120)}`);
    }
  }
  assert.deepEqual(external, []);
});

test('every page passes html-validate', async () => {
  // Rules switched off, and why:
  // - no-inline-style: React writes the card stagger (--i) and practice width as style attributes.
  // - attribute-boolean-style, attribute-empty-style: React writes boolean attributes as attr="".
  // - no-raw-characters: the inlined page data (self.__next_f) contains raw characters by design.
  // - long-title: titles include the brand name after the page name.
  // - no-redundant-for: React renders explicit for/id pairs.
  // - attr-case, void-style: React writes charSet/fetchPriority and <meta/>; both are valid HTML.
  // - valid-id (relaxed): React's generated ids (_R_) are valid HTML5 ids.
  const validator = new HtmlValidate({
    extends: ['html-validate:recommended'],
    rules: {
      'no-inline-style': 'off',
      'attribute-boolean-style': 'off',
      'attribute-empty-style': 'off',
      'no-raw-characters': 'off',
      'long-title': 'off',
      'no-redundant-for': 'off',
      'attr-case': 'off',
      'void-style': 'off',
      'valid-id': ['error', { relaxed: true }],
    },
  });
  const problems = [];
  for (const [route, file] of pages) {
    const report = await validator.validateString(readFileSync(file, 'utf8'), file);
    for (const result of report.results)
      for (const m of result.messages)
        problems.push(`${route}:${m.line}: ${m.message} (${m.ruleId})`);
  }
  assert.deepEqual(problems.slice(0, 40), []);
});
