import type { StudyDocEntry } from '@/content/library';
import { docSource } from '@/content/site';
import { ChapterList } from '@/components/guide/ChapterList';
import { PdfLinks } from '@/components/guide/PdfLinks';
import { loadGuide } from '@/lib/library/guide';
import { guidePath } from '@/lib/library/guidePaths';
import { href } from '@/lib/routes';
import { PdfFrame } from './PdfFrame';
import styles from './PdfViewer.module.css';

/**
 * A study document in the browser's own PDF viewer, then its chapters linking to the web
 * edition. Below 768 px, where phones cannot show a PDF inside a page, there is no frame: the
 * chapters and "Download PDF" come right under the title. `decorated` is the Java pages' style.
 */
export function PdfViewer({ doc, decorated = false }: { doc: StudyDocEntry; decorated?: boolean }) {
  const src = docSource(doc.slug);
  const shipped = src.startsWith('/');
  const frameSrc = shipped ? `${src}#toolbar=0` : src;
  const guide = loadGuide(doc.slug);
  return (
    <>
      <div className={decorated ? styles.decorated : styles.full}>
        <div className={styles.bar}>
          <h1 className={styles.title}>{doc.title} study guide</h1>
          <p className={styles.links}>
            <a href={src}>Open the PDF (full viewer)</a>
            {shipped && (
              <a href={src} download>
                Download
              </a>
            )}
          </p>
        </div>
        {/* The browser viewer's toolbar slides in after load and shifts the page (CLS 0.2);
          "Open the PDF" above gives the full viewer with bookmarks, zoom and print. */}
        <PdfFrame
          src={frameSrc}
          boxClassName={styles.frame!}
          className={styles.iframe!}
          scriptedClassName={styles.scripted!}
          pendingClassName={styles.pending!}
          placeholderClassName={styles.placeholder!}
        />
      </div>
      <section className={styles.contents} aria-label="Read it online">
        <h2>Read it online</h2>
        <p>
          Every chapter of the <a href={href(guidePath(guide.slug))}>{guide.title} study guide</a>{' '}
          as a web page:
        </p>
        <ChapterList guide={guide} />
        <p className={styles.download}>
          <PdfLinks slug={guide.slug} />
        </p>
      </section>
    </>
  );
}
