import { JsonLd } from '@/components/JsonLd';
import type { StudyDocEntry } from '@/content/library';
import type { Guide } from '@/lib/library/guide';
import { chapterPath, guidePath } from '@/lib/library/guidePaths';
import { href, route, routes } from '@/lib/routes';
import { breadcrumbList, guideBook } from '@/lib/structuredData';
import { guideRoutes } from '@/lib/library/guideRoutes';
import { ChapterList } from './ChapterList';
import { PdfLinks } from './PdfLinks';
import styles from './guide.module.css';

/** A guide's home in the web edition: what it is, its chapters and sections, its PDF and bank. */
export function GuideHome({ guide, doc }: { guide: Guide; doc: StudyDocEntry }) {
  const first = guide.chapters[0];
  return (
    <div className={styles.home}>
      <h1>{guide.title}</h1>
      <p className={styles.summary}>{guide.summary}</p>
      <p className={styles.targets}>Written for {guide.targets}</p>
      <p className={styles.actions}>
        {first && <a href={href(chapterPath(guide.slug, first.id))}>Start reading</a>}
        <PdfLinks slug={guide.slug} />
        <a href={href(doc.viewer)}>Open in the PDF viewer</a>
        <a href={href(guide.practice)}>
          Practise<span className="visually-hidden">: {route(guide.practice).label} questions</span>
        </a>
      </p>
      {/* Filled and shown by the frame once a service worker can keep it (frame/offline/). */}
      <p data-offline-save={href(guidePath(guide.slug))} data-offline-kind="guide" hidden />
      <h2>Chapters</h2>
      <ChapterList guide={guide} withSections />
      <JsonLd data={breadcrumbList(guidePath(guide.slug), [...routes, ...guideRoutes([guide])])} />
      <JsonLd data={guideBook(guide)} />
    </div>
  );
}
