import { categoryPage } from '@/content/categories';
import { pageMetadata } from '@/lib/metadata';
import { breadcrumbList } from '@/lib/structuredData';
import { CategoryPage } from './CategoryPage';
import { JsonLd } from './JsonLd';

/** What a category route folder exports: its metadata and its page. */
export function categoryRoute(path: string, kind: 'Study Guides' | 'Practice Questions') {
  const page = categoryPage(path);
  const title = page.heading.endsWith(kind) ? page.heading : `${page.heading}: ${kind}`;
  return {
    metadata: pageMetadata(path, title, page.description),
    Page: function CategoryRoutePage() {
      return (
        <>
          <JsonLd data={breadcrumbList(path)} />
          <CategoryPage page={page} />
        </>
      );
    },
  };
}
