// framer-motion does what CSS cannot on the interactive pages only (components/motion/): its
// small core (`m`, LazyMotion, AnimatePresence) is in the drill pages' scripts, and its animation
// features (domMax, with layout animations) come in a chunk of their own, fetched after the page
// has hydrated, never among the scripts a page names in its HTML. A practice page names none of
// it: the tabs' marker fetches core and features on the learner's first intent
// (components/practice/tabMarkerMotion.ts). Pages of reading load no framework at all
// (react-free.test.mjs), so no framer-motion either.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { routeKind } from '../../scripts/lib/budgets.mjs';
import { pagesOf } from '../../scripts/lib/measure.mjs';

const out = 'out';
const chunks = path.join(out, '_next', 'static', 'chunks');
// Strings that survive minification: the `m` component's appear-animation attribute; and two
// names that only the features carry (drag's snap-back option, the layout projection's root).
const hasCore = (code) => code.includes('data-framer-appear-id');
const hasFeatures = (code) => code.includes('dragSnapToOrigin') && code.includes('layoutRoot');

/** The scripts a page names in its HTML, read. */
const firstScripts = (file) =>
  [...readFileSync(file, 'utf8').matchAll(/<script[^>]*\ssrc="(\/_next\/[^"]+\.js)"/g)].map((m) =>
    readFileSync(path.join(out, m[1].split('?')[0]), 'utf8'),
  );

test('the animation features are a chunk of their own', () => {
  const files = readdirSync(chunks, { recursive: true }).filter((f) => String(f).endsWith('.js'));
  const withFeatures = files.filter((f) =>
    hasFeatures(readFileSync(path.join(chunks, String(f)), 'utf8')),
  );
  assert.equal(withFeatures.length, 1, `chunks with the features: ${withFeatures.join(', ')}`);
});

test('drill pages load the core of framer-motion, never its features, up front', () => {
  const pages = pagesOf(out).filter(([route]) => routeKind(route) === 'drill');
  assert.ok(pages.length > 0, 'no drill page in out/');
  for (const [route, file] of pages) {
    const scripts = firstScripts(file);
    assert.ok(scripts.some(hasCore), `${route}: framer-motion's core is not in its scripts`);
    assert.ok(!scripts.some(hasFeatures), `${route}: the animation features load up front`);
  }
});

test('practice pages load none of framer-motion up front; the moving tab marker is a chunk apart', () => {
  const pages = pagesOf(out).filter(([route]) => routeKind(route) === 'practice');
  assert.ok(pages.length > 0, 'no practice page in out/');
  for (const [route, file] of pages)
    assert.ok(
      !firstScripts(file).some((c) => hasCore(c) || hasFeatures(c)),
      `${route}: framer-motion loads with the page`,
    );
  // Its own small chunk, which brings the core (shared with the drill) when it is fetched.
  const files = readdirSync(chunks, { recursive: true }).filter((f) => String(f).endsWith('.js'));
  const marker = files.filter((f) =>
    readFileSync(path.join(chunks, String(f)), 'utf8').includes('topic-tab-marker'),
  );
  assert.equal(marker.length, 1, `chunks with the moving tab marker: ${marker.join(', ')}`);
  for (const [route, file] of pages)
    assert.ok(
      !readFileSync(file, 'utf8').includes(String(marker[0])),
      `${route} names the marker's chunk`,
    );
});

test('no other page loads any of it', () => {
  const others = pagesOf(out).filter(
    ([route]) => !['practice', 'drill'].includes(routeKind(route)),
  );
  for (const [route, file] of others)
    assert.ok(!firstScripts(file).some((c) => hasCore(c) || hasFeatures(c)), route);
});
