import type { MetadataRoute } from 'next';
import { site } from '@/content/site';
import { siteRoutes } from '@/lib/practice/topicRoutes';
import { href } from '@/lib/routes';

export const dynamic = 'force-static';

/** Every canonical route, topic pages included (aliases such as /typescriptPdf are not). */
export default function sitemap(): MetadataRoute.Sitemap {
  return siteRoutes().map((route) => ({ url: `${site.url}${href(route.path)}` }));
}
