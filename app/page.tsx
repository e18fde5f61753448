import { CardGrid } from '@/components/CardGrid';
import { Hero } from '@/components/Hero';
import { studyHome } from '@/content/categories';
import { site } from '@/content/site';
import { JsonLd } from '@/components/JsonLd';
import { pageMetadata } from '@/lib/metadata';
import { breadcrumbList } from '@/lib/structuredData';

export const metadata = pageMetadata(
  '/',
  `${site.name}: free programming study guides and interview practice`,
  'Free study guides and about 500 interview practice questions for Java, Python, Node.js, web development and databases.',
);

export default function HomePage() {
  return (
    <>
      <JsonLd data={breadcrumbList('/')} />
      <Hero />
      <section className="page" aria-labelledby="study-heading">
        <h2 id="study-heading" className="section-heading">
          {studyHome.heading}
        </h2>
        <CardGrid cards={studyHome.cards} headingLevel={3} />
      </section>
    </>
  );
}
