import { studyDocs } from '@/content/library';
import { pageMetadata } from '@/lib/metadata';
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
      <h1>Study Library</h1>
      <p>Fifteen study guides, each taking you from the basics to interview level.</p>
      <ul className={styles.list}>
        {studyDocs.map((doc) => (
          <li key={doc.slug} className={styles.entry}>
            <h2>{doc.title}</h2>
            <p className={styles.covers}>Covers: {doc.syllabus.join(', ')}.</p>
            <p>
              <a href={href(doc.viewer)}>Read {doc.title} online</a>
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
