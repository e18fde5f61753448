import { loadGuides } from '@/lib/library/guide';
import { questionAnchor } from '@/lib/practice/anchors';
import { bankForRoute } from '@/lib/practice/loadBanks';
import { topicPath } from '@/lib/practice/paths';
import { displayText } from '@/lib/practice/search';
import { href, routes } from '@/lib/routes';
import { bankLabel, chapterUrl } from '@/lib/search/records';
import styles from './SiteIndex.module.css';

/**
 * Every guide chapter, and every bank, topic and question, as plain links: what /search/ offers without JavaScript, so the
 * browser's own find (Ctrl+F) searches the whole site from one page.
 */
export function SiteIndex() {
  const banks = routes.filter((r) => r.kind === 'practice').map((r) => bankForRoute(r.path));
  return (
    <>
      <section aria-labelledby="guide-index">
        <h2 id="guide-index">Every study guide chapter</h2>
        {loadGuides().map((guide) => (
          <section key={guide.slug} className={styles.bank}>
            <h3>
              <a href={`/book/${guide.slug}/`}>{guide.title}</a>
            </h3>
            <ul className={styles.chapters}>
              {guide.chapters.map((chapter) => (
                <li key={chapter.id}>
                  <a href={chapterUrl(guide.slug, chapter.id)}>{chapter.title}</a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </section>
      <section aria-labelledby="site-index">
        <h2 id="site-index">Every practice question</h2>
        {banks.map((bank) => (
          <section key={bank.route} className={styles.bank}>
            <h3>
              <a href={href(bank.route)}>{bankLabel(bank)}</a>
            </h3>
            {bank.topics.map((topic) => {
              const page = href(topicPath(bank, topic.key));
              return (
                <div key={topic.key} className={styles.topic}>
                  <h4>
                    <a href={page}>{topic.name}</a>
                  </h4>
                  <ul>
                    {topic.questions.map((q) => (
                      <li key={q.id}>
                        <a href={`${page}#${questionAnchor(topic.key, q.id)}`}>
                          {displayText(q.question)}
                        </a>
                      </li>
                    ))}
                  </ul>
                </div>
              );
            })}
          </section>
        ))}
      </section>
    </>
  );
}
