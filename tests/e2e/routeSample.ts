import type { RouteEntry } from '@/lib/routes';
import { siteRoutes, topicRoutes } from '@/lib/practice/topicRoutes';

/**
 * The pages a slow in-browser check visits when it cannot afford all of them: every page of every
 * kind that stands alone (home, categories, viewers, each bank's own page and drill, each guide's
 * home) and, of the pages one template repeats with other content (a bank's topic pages, a guide's
 * chapters), the first and the middle one of each bank or guide. Every page's markup is still read
 * in full by html-validate in `test:built`, and every page runs under its policy with nginx.
 */
export function sampledRoutes(): RouteEntry[] {
  const routes = siteRoutes();
  const topics = new Set(topicRoutes().map((r) => r.path));
  const repeats = (r: RouteEntry) => r.kind === 'chapter' || topics.has(r.path);
  const siblings = new Map<string, string[]>();
  for (const r of routes.filter(repeats))
    siblings.set(r.parent!, [...(siblings.get(r.parent!) ?? []), r.path]);
  const kept = new Set(
    [...siblings.values()].flatMap((paths) => [paths[0]!, paths[Math.floor(paths.length / 2)]!]),
  );
  return routes.filter((r) => !repeats(r) || kept.has(r.path));
}
