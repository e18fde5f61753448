/** What the site specs (site-*.spec.ts) share: every page and its URL. */
import { siteRoutes } from '@/lib/practice/topicRoutes';

// Every page: the registry's routes and the practice topic pages the banks add.
export const routes = siteRoutes();

export const pageUrl = (path: string) => (path === '/' ? '/' : `${path}/`);
