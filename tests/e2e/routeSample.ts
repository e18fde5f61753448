import type { RouteEntry } from '@/lib/routes';
import { siteRoutes, topicRoutes } from '@/lib/practice/topicRoutes';

/**
 * The pages a slow in-browser check visits when it cannot afford all of them (axe takes 1 to
 * 3 s a page; on all 267 it was over half of a CI run). Every template, and every bank's and
 * guide's own content once:
 * - the pages that stand alone (home, about, library, search) and each bank's own page;
 * - of each guide, its middle chapter (its code and tables: highlighting differs by language);
 * - of the pages one template repeats with other titles and counts (categories, viewers, drills,
 *   guide homes), the first, middle and last.
 * A bank's topic pages are its own page's template with other questions, so they are left out.
 * Every page's markup is still read in full by html-validate in `test:built`, and every page
 * runs under its policy with nginx.
 */
export function sampledRoutes(): RouteEntry[] {
  const routes = siteRoutes();
  const topics = new Set(topicRoutes().map((r) => r.path));
  const spread = (list: RouteEntry[]) =>
    new Set([list[0], list[Math.floor(list.length / 2)], list[list.length - 1]]);
  const chapters = groupBy(
    routes.filter((r) => r.kind === 'chapter'),
    (r) => r.parent!,
  );
  const middleChapters = new Set(
    [...chapters.values()].map((list) => list[Math.floor(list.length / 2)]),
  );
  const repeated = groupBy(
    routes.filter((r) => ['category', 'viewer', 'drill', 'guide'].includes(r.kind)),
    (r) => r.kind,
  );
  const kept = new Set([...repeated.values()].flatMap((list) => [...spread(list)]));
  return routes.filter((r) => {
    if (r.kind === 'chapter') return middleChapters.has(r);
    if (topics.has(r.path)) return false;
    if (repeated.has(r.kind)) return kept.has(r);
    return true;
  });
}

/** Map.groupBy, which Node.js 20 lacks. */
function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}
