import type { MetadataRoute } from 'next';
import { site } from '@/content/site';
import { href, routes } from '@/lib/routes';

export const dynamic = 'force-static';

/** Every canonical route (aliases such as /typescriptPdf are not listed). */
export default function sitemap(): MetadataRoute.Sitemap {
  return routes.map((route) => ({ url: `${site.url}${href(route.path)}` }));
}
