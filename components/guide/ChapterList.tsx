import type { Guide } from '@/lib/library/guide';
import { chapterPath, sectionHref } from '@/lib/library/guidePaths';
import { href } from '@/lib/routes';
import styles from './guide.module.css';

/** A guide's chapters, each linking to its page in the web edition, optionally with sections. */
export function ChapterList({
  guide,
  withSections = false,
}: {
  guide: Guide;
  withSections?: boolean;
}) {
  return (
    <ol className={styles.chapters}>
      {guide.chapters.map((chapter) => (
        <li key={chapter.id}>
          <a className={styles.chapterLink} href={href(chapterPath(guide.slug, chapter.id))}>
            {chapter.title}
          </a>
          {withSections && chapter.sections.length > 0 && (
            <ul className={styles.sections}>
              {chapter.sections.map((section) => (
                <li key={section.id}>
                  <a href={sectionHref(guide.slug, chapter.id, section.id)}>{section.title}</a>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
