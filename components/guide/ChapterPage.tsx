import { JsonLd } from '@/components/JsonLd';
import type { Guide, GuideChapter } from '@/lib/library/guide';
import { chapterPath, guidePath } from '@/lib/library/guidePaths';
import { guidePractice } from '@/lib/library/guidePractice';
import { chapterSummary } from '@/lib/library/guideText';
import { guideRoutes } from '@/lib/library/guideRoutes';
import { href, routes } from '@/lib/routes';
import { breadcrumbList, guideChapter } from '@/lib/structuredData';
import { GuideMarkdown } from './GuideMarkdown';
import styles from './guide.module.css';
import '@/components/practice/code-theme.css';

/** One chapter of a guide as its own page: its sections, its practice topics, its neighbours. */
export function ChapterPage({ guide, chapter }: { guide: Guide; chapter: GuideChapter }) {
  const index = guide.chapters.indexOf(chapter);
  const previous = guide.chapters[index - 1];
  const next = guide.chapters[index + 1];
  const practice = guidePractice().forChapter(guide.slug, chapter.id);
  const path = chapterPath(guide.slug, chapter.id);
  return (
    <article className={styles.chapter}>
      <p className={styles.kicker}>
        <a href={href(guidePath(guide.slug))}>{guide.title}</a> · Chapter {index + 1} of{' '}
        {guide.chapters.length}
      </p>
      <h1>{chapter.title}</h1>
      {chapter.sections.length > 0 && (
        <nav className={styles.toc} aria-label="On this page">
          <h2>On this page</h2>
          <ul>
            {chapter.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <GuideMarkdown nodes={chapter.nodes} ctx={{ file: guide.file }} />
      {practice.length > 0 && (
        <section className={styles.practise} aria-label="Practise this">
          <h2>Practise this</h2>
          <ul>
            {practice.map((link) => (
              <li key={link.path}>
                <a href={href(link.path)}>
                  {link.topic} <span className={styles.bank}>({link.bank})</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      <nav className={styles.pager} aria-label="Chapters">
        {previous ? (
          <a rel="prev" href={href(chapterPath(guide.slug, previous.id))}>
            <span className={styles.pagerLabel}>Previous chapter</span> {previous.title}
          </a>
        ) : (
          <a href={href(guidePath(guide.slug))}>
            <span className={styles.pagerLabel}>Contents</span> {guide.title}
          </a>
        )}
        {next ? (
          <a rel="next" className={styles.next} href={href(chapterPath(guide.slug, next.id))}>
            <span className={styles.pagerLabel}>Next chapter</span> {next.title}
          </a>
        ) : (
          <a className={styles.next} href={href(guidePath(guide.slug))}>
            <span className={styles.pagerLabel}>Contents</span> {guide.title}
          </a>
        )}
      </nav>
      <JsonLd data={breadcrumbList(path, [...routes, ...guideRoutes([guide])])} />
      <JsonLd data={guideChapter(guide, chapter, chapterSummary(chapter))} />
    </article>
  );
}
