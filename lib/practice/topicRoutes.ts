import { guideRoutes } from '@/lib/library/guideRoutes';
import { routes, type RouteEntry } from '@/lib/routes';
import { loadBanks } from './loadBanks';
import { topicPath } from './paths';

/** The topic pages below each bank (its start topic is the bank's own route). */
export function topicRoutes(): RouteEntry[] {
  return loadBanks().flatMap((bank) =>
    bank.topics
      .filter((topic) => topic.key !== bank.startTopic)
      .map((topic) => ({
        path: topicPath(bank, topic.key),
        kind: 'practice' as const,
        label: topic.name,
        parent: bank.route,
      })),
  );
}

/**
 * Every page of the site: the registry's routes, the topic pages the banks add and the guides'
 * web edition (a home per guide, a page per chapter).
 */
export function siteRoutes(): RouteEntry[] {
  return [...routes, ...topicRoutes(), ...guideRoutes()];
}
