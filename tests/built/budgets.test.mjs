// Size budgets over the exported site (run after `npm run build`). `npm run bench` prints the
// same figures as a table and re-measures the bare Next.js floor.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { checkBudgets, routeKind } from '../../scripts/lib/budgets.mjs';
import { measurePage, pagesOf } from '../../scripts/lib/measure.mjs';

const budgets = JSON.parse(readFileSync('budgets.json', 'utf8'));

test('the recorded floor belongs to the installed Next.js', () => {
  const next = createRequire(import.meta.url)('next/package.json').version;
  assert.equal(
    budgets.floor.next,
    next,
    'Next.js changed: run `npm run bench` and record its floor in budgets.json',
  );
});

test('every route stays within its JavaScript and HTML budgets', () => {
  const rows = pagesOf('out').map(([route, file]) => ({
    route,
    kind: routeKind(route),
    ...measurePage('out', file),
  }));
  assert.ok(rows.length >= 50, `only ${rows.length} pages in out/`);
  assert.deepEqual(checkBudgets(rows, budgets, budgets.floor.jsGzip), []);
});
