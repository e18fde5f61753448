import { JsonLd } from '@/components/JsonLd';
import { SearchPage } from '@/components/search/SearchPage';
import { SiteIndex } from '@/components/search/SiteIndex';
import { pageMetadata } from '@/lib/metadata';
import { breadcrumbList } from '@/lib/structuredData';

export const metadata = pageMetadata(
  '/search',
  'Search',
  'Search every practice question and study guide section, or browse them all on one page.',
);

export default function Search() {
  return (
    <div className="page-narrow">
      <JsonLd data={breadcrumbList('/search')} />
      <h1>Search</h1>
      <SearchPage />
      <SiteIndex />
    </div>
  );
}
