// No page loads framer-motion: the practice pages' folds and the drill's are the few lines of
// components/practice/fold.ts, and the drill's cards slide in by a CSS animation. A library of
// animation brought back into any chunk fails here, where the page weight is measured.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { routeKind } from '../../scripts/lib/budgets.mjs';
import { pagesOf } from '../../scripts/lib/measure.mjs';

const out = 'out';
// Strings of framer-motion that survive minification: the `m` component's appear-animation
// attribute, and an easing name the animation engine carries.
const marks = ['data-framer-appear-id', 'anticipate'];
const hasMotion = (code) => marks.some((mark) => code.includes(mark));

test('no chunk of the site holds framer-motion code', () => {
  const dir = path.join(out, '_next', 'static', 'chunks');
  const chunks = readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith('.js'));
  assert.ok(chunks.length > 0, 'no chunk in out/');
  const withMotion = chunks.filter((f) =>
    hasMotion(readFileSync(path.join(dir, String(f)), 'utf8')),
  );
  assert.deepEqual(withMotion, []);
});

test('the drill pages slide their cards in by CSS, under prefers-reduced-motion only', () => {
  const drills = pagesOf(out).filter(([route]) => routeKind(route) === 'drill');
  assert.ok(drills.length > 0, 'no drill page in out/');
  for (const [route, file] of drills) {
    const css = [...readFileSync(file, 'utf8').matchAll(/<link[^>]*\shref="([^"]+\.css)"/g)]
      .map((m) => readFileSync(path.join(out, m[1].split('?')[0]), 'utf8'))
      .join('\n');
    assert.match(
      css,
      /@media ?\(prefers-reduced-motion: ?no-preference\) ?\{[^}]*animation:[^}]*arrive/,
      `${route}: no card animation held to prefers-reduced-motion`,
    );
  }
});
