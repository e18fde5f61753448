// The budget rules, shared by `npm run bench` and the budget test.
import { routes } from '../../lib/routes.ts';

/** A route's budget class: practice and drill pages may carry their engine; no other page may. */
export function routeKind(route) {
  if (['/404', '/404.html', '/_not-found'].includes(route)) return 'page';
  const entry = routes.find((r) => r.path === route);
  if (entry) return entry.kind;
  // A topic page of a bank (/practicemysql/joins) is a practice page too.
  if (routes.some((r) => r.kind === 'practice' && route.startsWith(`${r.path}/`)))
    return 'practice';
  // The guides' web edition: /book/<slug> is a guide's home, /book/<slug>/<chapter> a chapter.
  const guide = /^\/book\/[a-z0-9-]+(\/[a-z0-9-]+)?$/.exec(route);
  if (guide) return guide[1] ? 'chapter' : 'guide';
  throw new Error(`${route} is in out/ but not in lib/routes.ts`);
}

/** Lines saying what is over budget; empty when all is within. */
export function checkBudgets(rows, budgets, floor) {
  const failures = [];
  for (const row of rows) {
    const engine = row.kind === 'practice' || row.kind === 'drill';
    if (!engine) {
      // A page of reading loads the frame's module and nothing else (scripts/strip-react.ts).
      if (row.js.gz > budgets.readingJsGzip)
        failures.push(
          `${row.route}: ${row.js.gz} B gzip JS, over the ${budgets.readingJsGzip} B of a page of reading`,
        );
    } else {
      // The engine's pages: the bare Next.js floor plus their own client code, recorded per kind.
      const jsBudget = budgets.jsGzip[row.kind];
      if (jsBudget === undefined)
        failures.push(`${row.route}: no ${row.kind} JS budget in budgets.json`);
      else if (row.js.gz > jsBudget)
        failures.push(
          `${row.route}: ${row.js.gz} B gzip JS, over the ${jsBudget} B of a ${row.kind} page (${row.js.gz - floor} B over the ${floor} B floor)`,
        );
    }
    const htmlBudget = budgets.htmlGzip[row.route] ?? budgets.htmlGzip[`*${row.kind}`];
    if (htmlBudget === undefined) failures.push(`${row.route}: no HTML budget in budgets.json`);
    else if (row.html.gz > htmlBudget)
      failures.push(`${row.route}: ${row.html.gz} B gzip HTML, over its ${htmlBudget} B budget`);
  }
  return failures;
}
