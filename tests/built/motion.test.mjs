// framer-motion belongs to the drill pages: no other page loads any of it (the practice pages'
// folds are their engine's own few lines, components/practice/fold.ts), and even there the
// animation engine (LazyMotion's features) is fetched after the page, not with it.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { routeKind } from '../../scripts/lib/budgets.mjs';
import { pagesOf } from '../../scripts/lib/measure.mjs';

const out = 'out';
// Strings that survive minification: the `m` component's appear-animation attribute, and an
// easing name that only the animation engine (the features bundle) carries.
const component = 'data-framer-appear-id';
const engine = 'anticipate';

const read = (src) => readFileSync(path.join(out, decodeURIComponent(src.split('?')[0])), 'utf8');
const firstScripts = (file) =>
  [...readFileSync(file, 'utf8').matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => read(m[1]));

const pages = pagesOf(out).map(([route, file]) => {
  const js = firstScripts(file);
  return {
    route,
    kind: routeKind(route),
    component: js.some((code) => code.includes(component)),
    engine: js.some((code) => code.includes(engine)),
  };
});
const drills = pages.filter((p) => p.kind === 'drill');
const routes = (list) => list.map((p) => p.route);

test('the drill pages load the motion component and not yet its engine', () => {
  assert.ok(drills.length > 0, 'no drill page in out/');
  assert.deepEqual(routes(drills.filter((p) => !p.component)), []);
  assert.deepEqual(routes(drills.filter((p) => p.engine)), []);
});

test('the engine is a chunk of its own, fetched on demand', () => {
  const dir = path.join(out, '_next', 'static', 'chunks');
  const chunks = readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith('.js'));
  const withEngine = chunks.filter((f) =>
    readFileSync(path.join(dir, String(f)), 'utf8').includes(engine),
  );
  assert.equal(withEngine.length, 1, `chunks with the engine: ${withEngine.join(', ')}`);
});

test('no other page, practice pages included, loads any framer-motion code', () => {
  const others = pages.filter((p) => !drills.includes(p));
  assert.ok(others.length >= 30, `only ${others.length} other pages`);
  assert.deepEqual(routes(others.filter((p) => p.component || p.engine)), []);
});
