import type { Metadata } from 'next';
import { site } from '@/content/site';
import { href } from '@/lib/routes';

/** Title, description, canonical URL and Open Graph tags for one route. */
export function pageMetadata(path: string, title: string, description: string): Metadata {
  const url = `${site.url}${href(path)}`;
  return {
    title: path === '/' ? { absolute: title } : title,
    description,
    alternates: { canonical: url },
    openGraph: { type: 'website', url, title, description, siteName: site.name },
  };
}
