import { studyDocs } from '@/content/library';
import { docSource } from '@/content/site';
import { builtDoc } from '@/lib/library/builtDocs';
import { JsonLd } from '@/components/JsonLd';
import { pageMetadata } from '@/lib/metadata';
import { breadcrumbList } from '@/lib/structuredData';
import { guidePath } from '@/lib/library/guidePaths';
import { href } from '@/lib/routes';
import styles from './book.module.css';

export const metadata = pageMetadata(
  '/book',
  'Study Library',
  'Fifteen free study guides, from Core Java to MongoDB, to read online or download as PDF.',
);

export default function BookPage() {
  return (
    <div className="page">
      <JsonLd data={breadcrumbList('/book')} />
      <h1>Study Library</h1>
      <p>Fifteen study guides, each taking you from the basics to interview level.</p>
      <ul className={styles.list}>
        {studyDocs.map((doc) => {
          const built = builtDoc(doc.slug);
          const source = docSource(doc.slug);
          return (
            <li key={doc.slug} className={styles.entry}>
              <h2>{doc.title}</h2>
              <p>{built.summary}</p>
              <p className={styles.covers}>Covers: {doc.syllabus.join(', ')}.</p>
              <p className={styles.meta}>
                {built.pages} pages, PDF, {Math.round(built.bytes / 1024)} KB
              </p>
              <p className={styles.actions}>
                <a href={href(guidePath(doc.slug))}>
                  Read online<span className="visually-hidden">: {doc.title}</span>
                </a>
                {source.startsWith('/') && (
                  <a href={source} download>
                    Download PDF<span className="visually-hidden">: {doc.title}</span>
                  </a>
                )}
              </p>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
